/**
 * The columns of the research export, derived from the protocol form definitions
 * (server/forms/) rather than written by hand: a form's file has one column per field outside
 * its repeatable tables, named by the field's path (`diagnosis.icd10`), and each table (a table
 * inside a table too) has a long file of its own. Labels, units, codes and their labels come
 * from the definition in both languages; free and rich text fields are marked identifying, since
 * notes may hold names, and a pseudonymised export leaves them out.
 *
 * The patients' file is described here too, by hand: its columns are the registry's own, not a
 * form's.
 */
import { type Text } from '../../forms/builder';
import { type FormDefinition } from '../../forms';
import { GENDERS } from '../../../domain/patient';

export type ColumnType =
  | 'id'
  | 'string'
  | 'text'
  | 'integer'
  | 'number'
  | 'date'
  | 'datetime'
  | 'boolean'
  | 'code'
  | 'codes'
  | 'lookup';

export interface Code {
  code: string;
  label: Text;
}

export interface ExportColumn {
  /** The column's name in the file: the field's path below its record, joined with dots. */
  name: string;
  /** Where the value sits in its record (the form's data or a table's row). */
  path: readonly string[];
  label: Text;
  type: ColumnType;
  unit: string | null;
  required: boolean;
  codes?: readonly Code[];
  /** The dictionary a lookup field's codes come from. */
  dictionary?: string;
  /** Free or rich text: dropped from a pseudonymised export. */
  identifying?: boolean;
  /** Rich-text notes, kept as HTML and written to the files as plain text. */
  richText?: boolean;
}

export interface ExportTable {
  /** The table's path from the form's root, row levels left out: `treatmentCourses.agents`. */
  name: string;
  /** Where the rows sit in the record of the level above (the form's data or a parent row). */
  path: readonly string[];
  /** The tables this one sits in, outermost first (empty for a table of the form itself). */
  parents: readonly string[];
  label: Text;
  columns: ExportColumn[];
}

export interface FormLayout {
  formId: string;
  definition: FormDefinition;
  columns: ExportColumn[];
  /** Every table of the form, nested ones too, outer tables first. */
  tables: ExportTable[];
  /** Whether the form records the date of diagnosis (`diagnosis.diagnosisDate`). */
  diagnosisDate: boolean;
}

type Node = Record<string, unknown>;

const DIAGNOSIS_DATE = 'diagnosis.diagnosisDate';
const UNIT = /^(.*) \[([^\]]+)\]$/;

const asNode = (value: unknown): Node =>
  value !== null && typeof value === 'object' ? (value as Node) : {};

/** A numeric field's title carries its unit (`Dawka [mg]`): split them apart. */
function labelAndUnit(title: Text, numeric: boolean): { label: Text; unit: string | null } {
  const pl = numeric ? UNIT.exec(title.pl) : null;
  const en = numeric ? UNIT.exec(title.en) : null;
  if (!pl || !en) return { label: title, unit: null };
  return { label: { pl: pl[1]!, en: en[1]! }, unit: pl[2]! };
}

const joinLabel = (outer: Text | null, inner: Text): Text =>
  outer ? { pl: `${outer.pl}: ${inner.pl}`, en: `${outer.en}: ${inner.en}` } : inner;

function codesOf(values: unknown, namesPl: unknown, namesEn: unknown): Code[] {
  const codes = Array.isArray(values) ? values.map(String) : [];
  const pl = Array.isArray(namesPl) ? namesPl.map(String) : codes;
  const en = Array.isArray(namesEn) ? namesEn.map(String) : codes;
  return codes.map((code, index) => ({
    code,
    label: { pl: pl[index] ?? code, en: en[index] ?? code },
  }));
}

interface Level {
  columns: ExportColumn[];
}

/**
 * Walks an object node of the schema in both languages (with its UI schemas), adding its leaf
 * fields to `level.columns` and its tables to `tables`, which in turn get their own columns.
 */
function walk(
  nodes: { pl: Node; en: Node; uiPl: Node; uiEn: Node },
  prefix: readonly string[],
  context: { label: Text | null; tableName: readonly string[]; parents: readonly string[] },
  level: Level,
  tables: ExportTable[],
) {
  const propertiesPl = asNode(nodes.pl.properties);
  const propertiesEn = asNode(nodes.en.properties);
  const required = Array.isArray(nodes.pl.required) ? (nodes.pl.required as string[]) : [];
  for (const [key, rawPl] of Object.entries(propertiesPl)) {
    const pl = asNode(rawPl);
    const en = asNode(propertiesEn[key]);
    const uiPl = asNode(nodes.uiPl[key]);
    const uiEn = asNode(nodes.uiEn[key]);
    const path = [...prefix, key];
    const title: Text = { pl: String(pl.title ?? key), en: String(en.title ?? key) };
    const items = asNode(pl.items);
    if (pl.type === 'object') {
      walk(
        { pl, en, uiPl, uiEn },
        path,
        { ...context, label: joinLabel(context.label, title) },
        level,
        tables,
      );
      continue;
    }
    if (pl.type === 'array' && items.type === 'object') {
      const name = [...context.tableName, ...path];
      const table: ExportTable = {
        name: name.join('.'),
        path,
        parents: context.parents,
        label: joinLabel(context.label, title),
        columns: [],
      };
      tables.push(table);
      walk(
        {
          pl: items,
          en: asNode(en.items),
          uiPl: asNode(uiPl.items),
          uiEn: asNode(uiEn.items),
        },
        [],
        { label: null, tableName: name, parents: [...context.parents, table.name] },
        table,
        tables,
      );
      continue;
    }
    const numeric = pl.type === 'integer' || pl.type === 'number';
    const { label, unit } = labelAndUnit(title, numeric);
    const column: ExportColumn = {
      name: path.join('.'),
      path,
      label: joinLabel(context.label, label),
      type: 'string',
      unit,
      required: required.includes(key),
    };
    if (numeric) column.type = pl.type as 'integer' | 'number';
    else if (pl.type === 'boolean') column.type = 'boolean';
    else if (pl.type === 'array') {
      column.type = 'codes';
      column.codes = codesOf(items.enum, uiPl['ui:enumNames'], uiEn['ui:enumNames']);
    } else if (Array.isArray(pl.enum)) {
      column.type = 'code';
      column.codes = codesOf(pl.enum, uiPl['ui:enumNames'], uiEn['ui:enumNames']);
    } else if (pl.format === 'date') column.type = 'date';
    else if (uiPl['ui:widget'] === 'dictionaryLookup') {
      column.type = 'lookup';
      column.dictionary = String(asNode(uiPl['ui:options']).dictionary ?? '');
    } else {
      column.type = 'text';
      column.identifying = true;
      if (uiPl['ui:widget'] === 'richText') column.richText = true;
    }
    level.columns.push(column);
  }
}

const layouts = new Map<string, FormLayout>();

/** The export's columns and tables of a form, computed once per definition. */
export function formLayout(definition: FormDefinition): FormLayout {
  const known = layouts.get(definition.formId);
  if (known) return known;
  const root: Level = { columns: [] };
  const tables: ExportTable[] = [];
  walk(
    {
      pl: asNode(definition.schema.pl),
      en: asNode(definition.schema.en),
      uiPl: asNode(definition.uiSchema.pl),
      uiEn: asNode(definition.uiSchema.en),
    },
    [],
    { label: null, tableName: [], parents: [] },
    root,
    tables,
  );
  const layout: FormLayout = {
    formId: definition.formId,
    definition,
    columns: root.columns,
    tables,
    diagnosisDate: root.columns.some((column) => column.name === DIAGNOSIS_DATE),
  };
  layouts.set(definition.formId, layout);
  return layout;
}

export const DIAGNOSIS_DATE_PATH = DIAGNOSIS_DATE.split('.');

const column = (
  name: string,
  label: Text,
  type: ColumnType,
  extra: Partial<ExportColumn> = {},
): ExportColumn => ({ name, path: [name], label, type, unit: null, required: false, ...extra });

const GENDER_LABELS: Record<(typeof GENDERS)[number], Text> = {
  Female: { pl: 'Kobieta', en: 'Female' },
  Male: { pl: 'Mężczyzna', en: 'Male' },
};

/** The column that names the patient: the registry's id, or the pseudonym. */
export function patientKeyColumn(pseudonymised: boolean): ExportColumn {
  return pseudonymised
    ? column('pseudonym', { pl: 'Pseudonim pacjenta', en: 'Patient pseudonym' }, 'id', {
        required: true,
      })
    : column('patient_id', { pl: 'Identyfikator pacjenta', en: 'Patient id' }, 'id', {
        required: true,
      });
}

/** The columns of patients.csv, the identifying ones only in an identifiable export. */
export function patientColumns(pseudonymised: boolean): ExportColumn[] {
  const identifiers: ExportColumn[] = [
    column('first_name', { pl: 'Imię', en: 'First name' }, 'string'),
    column('last_name', { pl: 'Nazwisko', en: 'Last name' }, 'string'),
    column('pesel', { pl: 'PESEL', en: 'PESEL' }, 'string'),
    column('passport_number', { pl: 'Numer paszportu', en: 'Passport number' }, 'string'),
    column(
      'representative_pesel',
      { pl: 'PESEL przedstawiciela ustawowego', en: 'Legal representative’s PESEL' },
      'string',
    ),
    column(
      'representative_passport_number',
      {
        pl: 'Numer paszportu przedstawiciela ustawowego',
        en: 'Legal representative’s passport number',
      },
      'string',
    ),
    ...(['residence', 'registered', 'correspondence'] as const).flatMap((kind) => {
      const name = {
        residence: { pl: 'Adres zamieszkania', en: 'Residence address' },
        registered: { pl: 'Adres zameldowania', en: 'Registered address' },
        correspondence: { pl: 'Adres do korespondencji', en: 'Correspondence address' },
      }[kind];
      return [
        column(`${kind}_street`, joinLabel(name, { pl: 'ulica', en: 'street' }), 'string'),
        column(`${kind}_city`, joinLabel(name, { pl: 'miejscowość', en: 'city' }), 'string'),
        column(
          `${kind}_zip_code`,
          joinLabel(name, { pl: 'kod pocztowy', en: 'postal code' }),
          'string',
        ),
      ];
    }),
  ];
  return [
    patientKeyColumn(pseudonymised),
    ...(pseudonymised ? [] : identifiers),
    column('sex', { pl: 'Płeć', en: 'Sex' }, 'code', {
      required: true,
      codes: GENDERS.map((code) => ({ code, label: GENDER_LABELS[code] })),
    }),
    pseudonymised
      ? column(
          'birth_month',
          { pl: 'Rok i miesiąc urodzenia (RRRR-MM)', en: 'Year and month of birth (YYYY-MM)' },
          'string',
          { required: true },
        )
      : column('birth_date', { pl: 'Data urodzenia', en: 'Date of birth' }, 'date', {
          required: true,
        }),
    column(
      'nationality',
      { pl: 'Obywatelstwo (ISO 3166-1)', en: 'Nationality (ISO 3166-1)' },
      'lookup',
      {
        dictionary: 'nationalities',
      },
    ),
    column('category', { pl: 'Kategoria choroby', en: 'Disease category' }, 'lookup', {
      dictionary: 'categories',
    }),
    column(
      'hospitals',
      { pl: 'Szpitale (skróty, rozdzielone |)', en: 'Hospitals (short names, |-separated)' },
      'string',
    ),
    column(
      'protocols',
      {
        pl: 'Protokoły ze stanem (KOD:active|inactive, rozdzielone |)',
        en: 'Protocols with their state (CODE:active|inactive, |-separated)',
      },
      'string',
    ),
    column('active', { pl: 'Aktywny', en: 'Active' }, 'boolean', { required: true }),
    column('dead', { pl: 'Zgon', en: 'Died' }, 'boolean', { required: true }),
    column('death_date', { pl: 'Data zgonu', en: 'Date of death' }, 'date'),
    column('registered_on', { pl: 'Data rejestracji', en: 'Date registered' }, 'date', {
      required: true,
    }),
  ];
}

/** The columns of a form's file before its fields. */
export function formRecordColumns(layout: FormLayout, pseudonymised: boolean): ExportColumn[] {
  return [
    patientKeyColumn(pseudonymised),
    column('version', { pl: 'Wersja zapisu', en: 'Saved version' }, 'integer', { required: true }),
    column('definition_version', { pl: 'Wersja definicji', en: 'Definition version' }, 'integer', {
      required: true,
    }),
    column('saved_at', { pl: 'Zapisano', en: 'Saved at' }, 'datetime', { required: true }),
    // Who saved a form is the staff's personal data, of no use to a pseudonymised analysis.
    ...(pseudonymised ? [] : [column('saved_by', { pl: 'Zapisał(a)', en: 'Saved by' }, 'string')]),
    ...(layout.diagnosisDate
      ? [
          column(
            'age_at_diagnosis',
            pseudonymised
              ? {
                  pl: 'Wiek w chwili rozpoznania, liczony od 15. dnia miesiąca urodzenia',
                  en: 'Age at diagnosis, counted from the 15th of the birth month',
                }
              : { pl: 'Wiek w chwili rozpoznania', en: 'Age at diagnosis' },
            'number',
            { unit: 'years' },
          ),
        ]
      : []),
  ];
}

/** The key columns of a table's file: the patient, the rows of the tables around it, its row. */
export function tableKeyColumns(table: ExportTable, pseudonymised: boolean): ExportColumn[] {
  return [
    patientKeyColumn(pseudonymised),
    ...table.parents.map((parent) =>
      column(
        `${parent.split('.').pop()}_row`,
        { pl: `Wiersz tabeli ${parent}`, en: `Row of table ${parent}` },
        'integer',
        { required: true },
      ),
    ),
    column('row', { pl: 'Numer wiersza', en: 'Row number' }, 'integer', { required: true }),
  ];
}

/** The field columns an export writes: without free text when pseudonymised. */
export const exportedFields = (columns: readonly ExportColumn[], pseudonymised: boolean) =>
  pseudonymised ? columns.filter((column) => !column.identifying) : [...columns];

/**
 * The columns of dictionaries.csv: every entry of each dictionary a column of the export names
 * (ICD-10, ICD-O-3, the anticancer agents, CTCAE terms, nationalities, disease categories), so
 * that a code can be read without the registry. Active or not: old records keep retired codes.
 */
export function dictionaryColumns(): ExportColumn[] {
  return [
    column('dictionary', { pl: 'Słownik', en: 'Dictionary' }, 'string', { required: true }),
    column('code', { pl: 'Kod', en: 'Code' }, 'string', { required: true }),
    column('label_pl', { pl: 'Opis po polsku', en: 'Description in Polish' }, 'string'),
    column('label_en', { pl: 'Opis po angielsku', en: 'Description in English' }, 'string'),
    column('active', { pl: 'Aktywny wpis', en: 'Active entry' }, 'boolean', { required: true }),
  ];
}
