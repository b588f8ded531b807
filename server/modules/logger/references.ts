/**
 * Names for what audit rows point to: the record a row is about (a hospital, an account, a
 * patient), the hospitals, disease categories, dictionary entries and dictionaries their values
 * name by id or code, and for a form save the definition versions its data was saved with (whose
 * lookup fields name dictionary entries too). Looked up for a whole
 * page of rows at once, one query per kind, so a page costs the same few queries whatever it
 * holds. Which fields name what is domain/changeLog.ts's to say.
 *
 * Whoever may read a row may read these names: a patient's history names the hospitals the
 * patient was ever in, as the patient's page names the ones it is in now.
 */
import { type Kysely } from 'kysely';
import {
  CATEGORY_FIELDS,
  type CategoryName,
  type DictionaryName,
  type EntryName,
  type HospitalName,
  DICTIONARY_FIELDS,
  DICTIONARY_TYPE_FIELDS,
  FORM_SAVE_FIELDS,
  HOSPITAL_FIELDS,
  type LogEntry,
  type LogReferences,
  PER_DICTIONARY_FIELDS,
} from '../../../domain/changeLog';
import { type Database } from '../../db/schema';
import { type LookupField, lookupFields, lookupValues } from '../form/service';

export const FORM_SAVED = 'form_saved';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const isDiff = (value: unknown): value is { old: unknown; new: unknown } =>
  isRecord(value) && Object.keys(value).length === 2 && 'old' in value && 'new' in value;

/** The values a field held: before and after for a change, the value itself for a fact. */
const valuesOf = (value: unknown): unknown[] => (isDiff(value) ? [value.old, value.new] : [value]);

/**
 * Every field of a row with each value it held, facts nested in objects included (an export's
 * filters); a form save's sections are the form's own data, read through its definition.
 */
function fieldValues(entry: LogEntry): [string, unknown][] {
  const found: [string, unknown][] = [];
  const visit = (changes: Record<string, unknown>) => {
    for (const [field, value] of Object.entries(changes)) {
      for (const held of valuesOf(value)) {
        if (isRecord(held)) visit(held);
        else found.push([field, held]);
      }
    }
  };
  if (!isRecord(entry.changes)) return found;
  if (entry.action === FORM_SAVED) {
    for (const field of FORM_SAVE_FIELDS) visit({ [field]: entry.changes[field] });
  } else {
    visit(entry.changes);
  }
  return found;
}

const ids = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (id): id is number => typeof id === 'number' && Number.isSafeInteger(id),
  );

const codes = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (code): code is string => typeof code === 'string' && code !== '',
  );

/** A form save as its audit row names it: the patient, the form and the versions it joined. */
interface FormSave {
  patientId: number;
  formId: string;
  before: number;
  after: number;
  sections: Record<string, { old: unknown; new: unknown }>;
}

function formSaveOf(entry: LogEntry): FormSave | undefined {
  if (entry.action !== FORM_SAVED || entry.objectType !== 'patient') return undefined;
  const changes = entry.changes ?? {};
  const formId = changes.formId;
  const version = changes.version;
  const patientId = Number(entry.objectId);
  if (!isDiff(formId) || typeof formId.new !== 'string') return undefined;
  if (!isDiff(version) || typeof version.new !== 'number') return undefined;
  if (!Number.isSafeInteger(patientId)) return undefined;
  const sections = Object.fromEntries(
    Object.entries(changes).filter(
      (pair): pair is [string, { old: unknown; new: unknown }] =>
        !(FORM_SAVE_FIELDS as readonly string[]).includes(pair[0]) && isDiff(pair[1]),
    ),
  );
  return {
    patientId,
    formId: formId.new,
    before: typeof version.old === 'number' ? version.old : 0,
    after: version.new,
    sections,
  };
}

const savedKey = (patientId: number, formId: string, version: number) =>
  `${patientId}/${formId}/${version}`;
const definitionKey = (formId: string, version: number) => `${formId}@${version}`;
const versionOf = (definition: string) => Number(definition.slice(definition.lastIndexOf('@') + 1));
const entryKey = (type: string, value: string) => `${type}\u0000${value}`;

/** What one row names; the page's names are looked up from the union of these. */
/** The record a row is about, when it is one of those named by their record's name. */
interface NamedObject {
  type: 'hospital' | 'account' | 'patient';
  id: number;
}

const NAMED_OBJECTS: readonly string[] = ['hospital', 'account', 'patient'];

function objectOf(entry: LogEntry): NamedObject | undefined {
  const id = Number(entry.objectId);
  if (!entry.objectType || !NAMED_OBJECTS.includes(entry.objectType)) return undefined;
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  return { type: entry.objectType as NamedObject['type'], id };
}

interface Named {
  hospitals: Set<number>;
  categories: Set<number>;
  entries: Map<string, { type: string; value: string }>;
  dictionaries: Set<string>;
}

const nothingNamed = (): Named => ({
  hospitals: new Set(),
  categories: new Set(),
  entries: new Map(),
  dictionaries: new Set(),
});

export class LogReferenceResolver {
  /** Lookup fields by `formId@version`: a stored definition version never changes. */
  private readonly lookups = new Map<string, LookupField[]>();

  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The rows with the names of what they point to; with `objects`, the name of the record each
   * row is about too (the change log's; a patient's history is about that patient already).
   */
  async withReferences(entries: LogEntry[], { objects = false } = {}): Promise<LogEntry[]> {
    const named = entries.map((entry) => this.named(entry));
    const saves = entries.map(formSaveOf);
    const definitions = await this.definitionVersions(saves);
    const lookups = await this.lookupFieldsOf([...new Set(definitions.values())]);
    saves.forEach((save, index) => {
      if (!save) return;
      for (const side of ['old', 'new'] as const) {
        const saved = side === 'old' ? save.before : save.after;
        const definition = definitions.get(savedKey(save.patientId, save.formId, saved));
        const fields = definition && lookups.get(definition);
        if (!fields) continue;
        const data = Object.fromEntries(
          Object.entries(save.sections).map(([section, diff]) => [section, diff[side]]),
        );
        for (const { dictionary, value } of lookupValues(fields, data)) {
          named[index]!.entries.set(entryKey(dictionary, value), { type: dictionary, value });
        }
      }
    });

    const all = nothingNamed();
    for (const one of named) {
      one.hospitals.forEach((id) => all.hospitals.add(id));
      one.categories.forEach((id) => all.categories.add(id));
      one.entries.forEach((entry, key) => all.entries.set(key, entry));
      one.dictionaries.forEach((type) => all.dictionaries.add(type));
    }
    const about = entries.map((entry) => (objects ? objectOf(entry) : undefined));
    const objectIds = (type: NamedObject['type']) => [
      ...new Set(about.flatMap((object) => (object?.type === type ? [object.id] : []))),
    ];
    const [hospitals, categories, dictionaryEntries, dictionaries, accounts, patients] =
      await Promise.all([
        this.hospitals([...all.hospitals, ...objectIds('hospital')]),
        this.categories([...all.categories]),
        this.dictionaryEntries([...all.entries.values()]),
        this.dictionaries([...all.dictionaries]),
        this.accountNames(objectIds('account')),
        this.patientNames(objectIds('patient')),
      ]);
    const objectName = (object: NamedObject | undefined) =>
      object?.type === 'hospital'
        ? hospitals.get(String(object.id))?.name
        : object?.type === 'account'
          ? accounts.get(object.id)
          : object?.type === 'patient'
            ? patients.get(object.id)
            : undefined;

    return entries.map((entry, index) => {
      const one = named[index]!;
      const references: LogReferences = {};
      const name = objectName(about[index]);
      if (name) references.object = name;
      const pick = <T>(source: Map<string, T>, keys: Iterable<number | string>) => {
        const picked = [...keys]
          .map(String)
          .filter((key) => source.has(key))
          .map((key) => [key, source.get(key)!] as const);
        return picked.length ? Object.fromEntries(picked) : undefined;
      };
      const hospitalNames = pick(hospitals, one.hospitals);
      if (hospitalNames) references.hospitals = hospitalNames;
      const categoryNames = pick(categories, one.categories);
      if (categoryNames) references.categories = categoryNames;
      const dictionaryNames = pick(dictionaries, one.dictionaries);
      if (dictionaryNames) references.dictionaries = dictionaryNames;
      for (const [key, { type, value }] of one.entries) {
        const name = dictionaryEntries.get(key);
        if (!name) continue;
        references.dictionaryEntries ??= {};
        (references.dictionaryEntries[type] ??= {})[value] = name;
      }
      const save = saves[index];
      const after = save && definitions.get(savedKey(save.patientId, save.formId, save.after));
      if (save && after) {
        const before = definitions.get(savedKey(save.patientId, save.formId, save.before));
        references.formDefinitions = {
          old: before ? versionOf(before) : null,
          new: versionOf(after),
        };
      }
      return Object.keys(references).length ? { ...entry, references } : entry;
    });
  }

  private named(entry: LogEntry): Named {
    const named = nothingNamed();
    const objectType = entry.objectType ?? '';
    const dictionaryFields = DICTIONARY_FIELDS[objectType] ?? {};
    const typeFields = DICTIONARY_TYPE_FIELDS[objectType] ?? [];
    for (const [field, value] of fieldValues(entry)) {
      if (HOSPITAL_FIELDS.includes(field)) ids(value).forEach((id) => named.hospitals.add(id));
      if (CATEGORY_FIELDS.includes(field)) ids(value).forEach((id) => named.categories.add(id));
      const dictionary = dictionaryFields[field];
      if (dictionary) {
        for (const code of codes(value)) {
          named.entries.set(entryKey(dictionary, code), { type: dictionary, value: code });
        }
      }
      if (typeFields.includes(field)) codes(value).forEach((type) => named.dictionaries.add(type));
    }
    for (const field of PER_DICTIONARY_FIELDS[objectType] ?? []) {
      for (const held of valuesOf(entry.changes?.[field])) {
        if (isRecord(held)) Object.keys(held).forEach((type) => named.dictionaries.add(type));
      }
    }
    return named;
  }

  /** The definition (`formId@version`) of each saved form version the saves join, by `savedKey`. */
  private async definitionVersions(saves: (FormSave | undefined)[]) {
    const wanted = saves.flatMap((save) =>
      save
        ? [save.before, save.after]
            .filter((version) => version > 0)
            .map((version) => ({ patientId: save.patientId, formId: save.formId, version }))
        : [],
    );
    const found = new Map<string, string>();
    if (!wanted.length) return found;
    const rows = await this.db
      .selectFrom('form_data')
      .select(['patient_id', 'form_id', 'version', 'definition_version'])
      .where((eb) =>
        eb.or(
          wanted.map((saved) =>
            eb.and([
              eb('patient_id', '=', saved.patientId),
              eb('form_id', '=', saved.formId),
              eb('version', '=', saved.version),
            ]),
          ),
        ),
      )
      .execute();
    for (const row of rows) {
      found.set(
        savedKey(row.patient_id, row.form_id, row.version),
        definitionKey(row.form_id, row.definition_version),
      );
    }
    return found;
  }

  /** The lookup fields of these definitions (`formId@version`), read once per process. */
  private async lookupFieldsOf(definitions: string[]) {
    const missing = definitions
      .filter((key) => !this.lookups.has(key))
      .map((key) => ({ formId: key.slice(0, key.lastIndexOf('@')), version: versionOf(key) }));
    if (missing.length) {
      const rows = await this.db
        .selectFrom('form_definitions')
        .select(['form_id', 'version', 'schema_pl', 'ui_schema_pl'])
        .where((eb) =>
          eb.or(
            missing.map((definition) =>
              eb.and([
                eb('form_id', '=', definition.formId),
                eb('version', '=', definition.version),
              ]),
            ),
          ),
        )
        .execute();
      for (const row of rows) {
        this.lookups.set(
          definitionKey(row.form_id, row.version),
          lookupFields(row.schema_pl, row.ui_schema_pl),
        );
      }
    }
    return this.lookups;
  }

  private async hospitals(hospitalIds: number[]) {
    const found = new Map<string, HospitalName>();
    if (!hospitalIds.length) return found;
    const rows = await this.db
      .selectFrom('hospitals')
      .select(['id', 'name', 'short_name'])
      .where('id', 'in', hospitalIds)
      .execute();
    for (const row of rows)
      found.set(String(row.id), { name: row.name, shortName: row.short_name });
    return found;
  }

  private async accountNames(accountIds: number[]) {
    const found = new Map<number, string>();
    if (!accountIds.length) return found;
    const rows = await this.db
      .selectFrom('accounts')
      .select(['id', 'first_name', 'last_name'])
      .where('id', 'in', accountIds)
      .execute();
    for (const row of rows) found.set(row.id, `${row.first_name} ${row.last_name}`.trim());
    return found;
  }

  private async patientNames(patientIds: number[]) {
    const found = new Map<number, string>();
    if (!patientIds.length) return found;
    const rows = await this.db
      .selectFrom('patients')
      .select(['id', 'first_name', 'last_name'])
      .where('id', 'in', patientIds)
      .execute();
    for (const row of rows) found.set(row.id, `${row.last_name} ${row.first_name}`.trim());
    return found;
  }

  private async categories(categoryIds: number[]) {
    const found = new Map<string, CategoryName>();
    if (!categoryIds.length) return found;
    const rows = await this.db
      .selectFrom('categories')
      .select(['id', 'abbreviation', 'name_pl', 'name_en'])
      .where('id', 'in', categoryIds)
      .execute();
    for (const row of rows) {
      found.set(String(row.id), {
        abbreviation: row.abbreviation,
        namePl: row.name_pl,
        nameEn: row.name_en,
      });
    }
    return found;
  }

  private async dictionaryEntries(wanted: { type: string; value: string }[]) {
    const found = new Map<string, EntryName>();
    if (!wanted.length) return found;
    const rows = await this.db
      .selectFrom('dictionary_entries')
      .select(['type', 'value', 'description', 'description_en'])
      .where((eb) =>
        eb.or(
          wanted.map((entry) =>
            eb.and([eb('type', '=', entry.type), eb('value', '=', entry.value)]),
          ),
        ),
      )
      .execute();
    for (const row of rows) {
      found.set(entryKey(row.type, row.value), {
        description: row.description,
        descriptionEn: row.description_en,
      });
    }
    return found;
  }

  private async dictionaries(types: string[]) {
    const found = new Map<string, DictionaryName>();
    if (!types.length) return found;
    const rows = await this.db
      .selectFrom('dictionary_types')
      .select(['code', 'name_pl', 'name_en'])
      .where('code', 'in', types)
      .execute();
    for (const row of rows) found.set(row.code, { namePl: row.name_pl, nameEn: row.name_en });
    return found;
  }
}
