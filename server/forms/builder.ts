/**
 * The small vocabulary protocol forms are written in. Every field names its label in Polish and
 * English side by side; `defineForm` turns a tree of fields into plain JSON Schema (draft 7) and
 * a react-jsonschema-form UI schema, one of each per language. The two schemas differ only in
 * their words, so the server validates with either and the browser renders the user's.
 *
 * Field kinds and the widgets the browser maps them to (src/pages/forms/widgets):
 * text, longText, richText (throttled rich-text notes), integer and number (with a unit), date
 * (of an event unless planned; an end date names the field of its start), yesNo (yes / no /
 * unknown), choice and multiChoice (codes with labels), lookup (a dictionary entry picked
 * through the lookup widget), dimensions (length, width and thickness in cm with the volume in
 * cm³ computed while typing), group (a titled section) and table (repeatable rows).
 */
import { ONLY_WHEN_KEYWORD } from '../../domain/formAnswers';
import { DATE_KIND_KEYWORD, type DateKind, END_OF_KEYWORD } from '../../domain/formDates';
import { RICH_TEXT_MAX_LENGTH, formIdOf, type FormId, type FormType } from '../../domain/forms';
import type { Locale } from '../../domain/messages';
import type { ProtocolCode } from '../../domain/protocols';

/** A text in both languages. */
export interface Text {
  pl: string;
  en: string;
}

export const t = (pl: string, en: string): Text => ({ pl, en });

/** A choice: the code stored in the record and its label. */
export type Option = readonly [code: string, label: Text];

/** A JSON Schema or UI schema node whose words are still bilingual. */
type Node = { [key: string]: unknown };

export interface Field {
  schema: Node;
  ui: Node;
}

interface Common {
  /** A hint shown under the input. */
  help?: Text;
}

const describe = (ui: Node, options: Common): Node =>
  options.help ? { ...ui, 'ui:help': options.help } : ui;

export function text(title: Text, options: Common & { maxLength?: number } = {}): Field {
  return {
    schema: { type: 'string', title, maxLength: options.maxLength ?? 200 },
    ui: describe({}, options),
  };
}

export function longText(title: Text, options: Common & { maxLength?: number } = {}): Field {
  return {
    schema: { type: 'string', title, maxLength: options.maxLength ?? 2000 },
    ui: describe({ 'ui:widget': 'textarea', 'ui:options': { rows: 3 } }, options),
  };
}

/** Free-text notes with simple formatting; stored as sanitised HTML. */
export function richText(title: Text, options: Common = {}): Field {
  return {
    schema: { type: 'string', title, maxLength: RICH_TEXT_MAX_LENGTH },
    ui: describe({ 'ui:widget': 'richText' }, options),
  };
}

interface NumberOptions extends Common {
  minimum?: number;
  maximum?: number;
  /**
   * Shown after the label: `cm`, `g/dl`, `%`; in each language where they are written apart
   * (a decimal comma in Polish, a point in English).
   */
  unit?: string | Text;
}

function numeric(type: 'integer' | 'number', title: Text, options: NumberOptions): Field {
  const { unit } = options;
  const units = typeof unit === 'string' ? { pl: unit, en: unit } : unit;
  const label = units
    ? { pl: `${title.pl} [${units.pl}]`, en: `${title.en} [${units.en}]` }
    : title;
  return {
    schema: {
      type,
      title: label,
      minimum: options.minimum ?? 0,
      ...(options.maximum === undefined ? {} : { maximum: options.maximum }),
    },
    ui: describe({}, options),
  };
}

export const integer = (title: Text, options: NumberOptions = {}) =>
  numeric('integer', title, options);
export const number = (title: Text, options: NumberOptions = {}) =>
  numeric('number', title, options);

interface DateOptions extends Common {
  /** A date set ahead (a planned visit), which may be in the future. */
  planned?: boolean;
  /** The end of a period: the field of the same section or row that holds its start. */
  endOf?: string;
}

/**
 * A date. Unless `planned`, it records something that has happened and may not be after today;
 * no date may be before the patient's birth (domain/formDates.ts checks both sides).
 */
export function date(title: Text, options: DateOptions = {}): Field {
  const kind: DateKind = options.planned ? 'planned' : 'event';
  return {
    schema: {
      type: 'string',
      title,
      format: 'date',
      [DATE_KIND_KEYWORD]: kind,
      ...(options.endOf === undefined ? {} : { [END_OF_KEYWORD]: options.endOf }),
    },
    ui: describe({}, options),
  };
}

/**
 * A field that belongs to some answers of another field of its section or row (a date of death
 * to "Died: yes"): a value in it beside any other answer is refused on both sides
 * (domain/formAnswers.ts).
 */
export function onlyWhen(field: Field, on: string, values: readonly string[]): Field {
  return { ...field, schema: { ...field.schema, [ONLY_WHEN_KEYWORD]: { field: on, values } } };
}

export function choice(
  title: Text,
  options: readonly Option[],
  extra: Common & { radio?: boolean } = {},
): Field {
  return {
    schema: { type: 'string', title, enum: options.map(([code]) => code) },
    ui: describe(
      {
        'ui:enumNames': options.map(([, label]) => label),
        ...(extra.radio ? { 'ui:widget': 'radio', 'ui:options': { inline: true } } : {}),
      },
      extra,
    ),
  };
}

export const YES_NO_UNKNOWN: readonly Option[] = [
  ['yes', t('Tak', 'Yes')],
  ['no', t('Nie', 'No')],
  ['unknown', t('Nieznane', 'Unknown')],
];

export const yesNo = (title: Text, options: Common = {}) =>
  choice(title, YES_NO_UNKNOWN, { ...options, radio: true });

export function multiChoice(title: Text, options: readonly Option[], extra: Common = {}): Field {
  return {
    schema: {
      type: 'array',
      title,
      uniqueItems: true,
      items: { type: 'string', enum: options.map(([code]) => code) },
    },
    ui: describe(
      { 'ui:widget': 'checkboxes', 'ui:enumNames': options.map(([, label]) => label) },
      extra,
    ),
  };
}

/** The dictionaries a lookup may search (server/db/dictionaries). */
export type LookupDictionary =
  | 'icd10'
  | 'icdO3Morphology'
  | 'icdO3Topography'
  | 'anticancerAgents'
  | 'ctcaeTerms';

/** A dictionary entry's code, picked through the lookup widget. */
export function lookup(title: Text, dictionary: LookupDictionary, options: Common = {}): Field {
  return {
    schema: { type: 'string', title, maxLength: 50 },
    ui: describe({ 'ui:widget': 'dictionaryLookup', 'ui:options': { dictionary } }, options),
  };
}

const centimetres = (title: Text) => numeric('number', title, { unit: 'cm', maximum: 100 });

/** Length, width and thickness in cm; the volume in cm³ is computed from them while typing. */
export function dimensions(title: Text, options: Common = {}): Field {
  return group(
    title,
    {
      length: centimetres(t('Długość', 'Length')),
      width: centimetres(t('Szerokość', 'Width')),
      thickness: centimetres(t('Grubość', 'Thickness')),
      volume: numeric('number', t('Objętość', 'Volume'), { unit: 'cm³', maximum: 100_000 }),
    },
    { ...options, field: 'tumourDimensions' },
  );
}

/** A titled section of fields. */
export function group(
  title: Text,
  fields: Record<string, Field>,
  options: Common & { required?: readonly string[]; field?: string } = {},
): Field {
  const { schema, ui } = object(fields, options.required);
  return {
    schema: { ...schema, title },
    ui: describe({ ...ui, ...(options.field ? { 'ui:field': options.field } : {}) }, options),
  };
}

/**
 * Repeatable rows: treatment courses, operations, follow-up visits. `row` names one row (the
 * title of the row schema): the form titles each row with it and its number, "Treatment course 2".
 */
export function table(
  title: Text,
  fields: Record<string, Field>,
  options: Common & { row: Text; required?: readonly string[]; maxItems?: number },
): Field {
  const row = object(fields, options.required);
  return {
    schema: {
      type: 'array',
      title,
      maxItems: options.maxItems ?? 100,
      items: { ...row.schema, title: options.row },
    },
    ui: describe({ items: row.ui }, options),
  };
}

function object(fields: Record<string, Field>, required: readonly string[] = []) {
  for (const name of required) {
    if (!(name in fields)) throw new Error(`required field ${name} is not among the fields`);
  }
  for (const [name, field] of Object.entries(fields)) {
    const start = field.schema[END_OF_KEYWORD];
    if (start !== undefined && fields[start as string]?.schema.format !== 'date') {
      throw new Error(`the start of ${name}, ${String(start)}, is not a date among the fields`);
    }
  }
  return {
    schema: {
      type: 'object',
      properties: Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.schema])),
      ...(required.length > 0 ? { required } : {}),
      additionalProperties: false,
    } as Node,
    ui: {
      'ui:order': Object.keys(fields),
      ...Object.fromEntries(
        Object.entries(fields)
          .filter(([, f]) => Object.keys(f.ui).length > 0)
          .map(([name, f]) => [name, f.ui]),
      ),
    } as Node,
  };
}

export interface FormDefinition {
  formId: FormId;
  protocol: ProtocolCode;
  type: FormType;
  title: Text;
  /** Plain JSON Schema and UI schema per language. */
  schema: Record<Locale, object>;
  uiSchema: Record<Locale, object>;
}

const isText = (value: unknown): value is Text =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.keys(value).sort().join() === 'en,pl' &&
  typeof (value as Text).pl === 'string';

/** Replaces every bilingual text of a node with its words in one language. */
export function localize(node: unknown, locale: Locale): unknown {
  if (isText(node)) return node[locale];
  if (Array.isArray(node)) return node.map((item) => localize(item, locale));
  if (node !== null && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, localize(value, locale)]),
    );
  }
  return node;
}

export function defineForm(
  protocol: ProtocolCode,
  type: FormType,
  title: Text,
  fields: Record<string, Field>,
  options: { required?: readonly string[] } = {},
): FormDefinition {
  const { schema, ui } = object(fields, options.required);
  const root = { $schema: 'http://json-schema.org/draft-07/schema#', title, ...schema };
  return {
    formId: formIdOf(protocol, type),
    protocol,
    type,
    title,
    schema: { pl: localize(root, 'pl') as object, en: localize(root, 'en') as object },
    uiSchema: { pl: localize(ui, 'pl') as object, en: localize(ui, 'en') as object },
  };
}
