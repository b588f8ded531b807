/**
 * An audit row as a person reads it: each changed field under its label in the interface
 * language, with values named rather than coded (a hospital's name for its id, a dictionary
 * entry's description for its code, a protocol's disease, dates in the interface's format),
 * nested facts as "Filters › Hospitals", and ids, hashes and content types set apart as
 * technical details. A protocol-form save is read field by field against the definition versions
 * its data was saved with: the form's own labels, table rows by their title, number and first
 * field ("Treatment course 2 (Chemotherapy) › Start date"), choices and lookups by their names,
 * a dose with the unit chosen beside it ("1.5 mg/m²").
 *
 * Pure functions over the row, the names the server sent with it (`references`) and what the
 * interface gives them (`Vocabulary`); the views in ChangeDetails.tsx render the result.
 */
import type { Locale } from '../../domain';
import {
  CATEGORY_FIELDS,
  DICTIONARY_FIELDS,
  DICTIONARY_TYPE_FIELDS,
  FORM_SAVE_FIELDS,
  HOSPITAL_FIELDS,
  PER_DICTIONARY_FIELDS,
  type LogEntry,
  type LogReferences,
} from '../../domain/changeLog';
import { ENTITIES } from '../../domain/entities';
import { type FormId, parseFormId } from '../../domain/forms';
import { NATIONALITIES } from '../../domain/nationalities';
import { PATIENT_FIELD_ORDER } from '../../domain/patient';
import { PROTOCOL_NAMES } from '../../domain/protocolNames';
import { isKnownProtocol } from '../../domain/protocols';
import type { HistoryTexts } from './historyTexts';
import { codeAndName } from '../../src/components/dictionaryEntries';

/** How the server writes a secret's old and new values. */
export const REDACTED = '[redacted]';

export const FORM_SAVED = 'form_saved';

/** The separator of a label's parts: "Treatment course 2 › Start date". */
export const LABEL_SEPARATOR = ' › ';

export type ShownValue = { kind: 'empty' } | { kind: 'redacted' } | { kind: 'text'; text: string };

export interface ReadableRow {
  key: string;
  label: string;
  /** Absent for a plain fact, which has no value before. */
  before?: ShownValue;
  after: ShownValue;
}

export interface ReadableChange {
  /** What the change was made to, above its rows: a form save's form and version. */
  heading?: string;
  rows: ReadableRow[];
  technical: ReadableRow[];
}

/** What the interface lends the reading: its language, words and formats. */
export interface Vocabulary {
  locale: Locale;
  texts: HistoryTexts;
  /** react-admin's translate; `_` is the text when the catalogue lacks the key. */
  translate(key: string, options?: { _?: string; [name: string]: unknown }): string;
  date(isoDate: string): string;
  dateTime(isoInstant: string): string;
  number(value: number): string;
  fileSize(bytes: number): string;
}

/** One stored version of a form definition, parsed: the JSON Schema and the UI schema. */
export interface FormDefinitionSchemas {
  schema: SchemaNode;
  uiSchema: UiNode;
}

export interface SchemaNode {
  type?: string | string[];
  title?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
}

type UiNode = Record<string, unknown>;

/** The resources whose catalogue labels name the fields of an object type. */
const RESOURCE_OF_OBJECT_TYPE: Readonly<Record<string, string>> = {
  account: 'users',
  hospital: 'hospitals',
  category: 'categories',
  dictionaryEntry: 'dictionaries',
  patient: 'patients',
};

/**
 * The order an object type's fields are read in: its form's, where it has one (a patient's, an
 * entity's declaration), then its history labels'. Fields named nowhere follow, as they came.
 */
function fieldOrder(objectType: string, texts: HistoryTexts): readonly string[] {
  const resource = RESOURCE_OF_OBJECT_TYPE[objectType];
  const declared =
    objectType === 'patient'
      ? PATIENT_FIELD_ORDER
      : (ENTITIES.find((entity) => entity.name === resource)?.fields.map(({ name }) => name) ?? []);
  return [...declared, ...Object.keys(texts.fields[objectType] ?? {})];
}

/** Values only a maintainer needs: shown among the technical details, never in the table. */
const TECHNICAL_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'fileId',
  'flagId',
  'protocolId',
  'patientId',
  'sha256',
  'contentType',
]);

/** An object's own id under another name: technical for that object type. */
const OWN_ID_FIELDS: Readonly<Record<string, readonly string[]>> = {
  hospital: ['hospitalId'],
  category: ['categoryId'],
};

/** Fields whose values are codes with a name in the catalogues. */
const CODED_FIELDS: Readonly<Record<string, string>> = {
  gender: 'resources.patients.genders',
  role: 'registry.roles',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const EMPTY: ShownValue = { kind: 'empty' };

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isDiff = (value: unknown): value is { old: unknown; new: unknown } =>
  isPlainObject(value) && Object.keys(value).length === 2 && 'old' in value && 'new' in value;

const isBlank = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isPlainObject(value) && Object.values(value).every(isBlank));

const sameValue = (a: unknown, b: unknown) =>
  (isBlank(a) && isBlank(b)) || JSON.stringify(a) === JSON.stringify(b);

const text = (value: string): ShownValue => ({ kind: 'text', text: value });

/** A form's name: "Soft tissue sarcomas (STS): basic form"; an unknown id stays as it is. */
export function formName(formId: string, vocabulary: Vocabulary): string {
  const parsed = parseFormId(formId);
  if (!parsed) return formId;
  const { texts, locale } = vocabulary;
  return texts.form.name(
    PROTOCOL_NAMES[parsed.protocol][locale],
    parsed.protocol,
    texts.form[parsed.type],
  );
}

function protocolName(code: string, locale: Locale): string {
  return isKnownProtocol(code) ? `${code} — ${PROTOCOL_NAMES[code][locale]}` : code;
}

function nationalityName(code: string, locale: Locale): string {
  const nationality = NATIONALITIES.find((entry) => entry.code === code);
  return nationality ? nationality[locale] : code;
}

function entryName(
  references: LogReferences | undefined,
  dictionary: string,
  code: string,
  locale: Locale,
): string | undefined {
  const entry = references?.dictionaryEntries?.[dictionary]?.[code];
  if (!entry) return undefined;
  return locale === 'en' && entry.descriptionEn ? entry.descriptionEn : entry.description;
}

function dictionaryName(references: LogReferences | undefined, type: string, locale: Locale) {
  const dictionary = references?.dictionaries?.[type];
  if (!dictionary) return type;
  return locale === 'en' ? dictionary.nameEn : dictionary.namePl;
}

/** What a row's values are read against: the vocabulary, the row's names and object type. */
interface Reading {
  vocabulary: Vocabulary;
  references: LogReferences | undefined;
  objectType: string;
}

/** A value of a field, in words. */
function valueText(field: string, value: unknown, reading: Reading): string {
  const { vocabulary, references, objectType } = reading;
  const { locale, translate } = vocabulary;
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (typeof value === 'number') {
    if (HOSPITAL_FIELDS.includes(field)) {
      return references?.hospitals?.[value]?.name ?? String(value);
    }
    if (CATEGORY_FIELDS.includes(field)) {
      const category = references?.categories?.[value];
      if (!category) return String(value);
      return `${category.abbreviation} — ${locale === 'en' ? category.nameEn : category.namePl}`;
    }
    if (field === 'size') return vocabulary.fileSize(value);
    return vocabulary.number(value);
  }
  if (typeof value !== 'string') return String(value);
  const dictionary = DICTIONARY_FIELDS[objectType]?.[field];
  if (dictionary) return entryName(references, dictionary, value, locale) ?? value;
  if (DICTIONARY_TYPE_FIELDS[objectType]?.includes(field)) {
    return dictionaryName(references, value, locale);
  }
  const coded = CODED_FIELDS[field];
  if (coded) return translate(`${coded}.${value}`, { _: value });
  const codes = vocabulary.texts.codes[field];
  if (codes) return codes[value] ?? value;
  if (field === 'nationality') return nationalityName(value, locale);
  if (field === 'protocol' || field === 'protocols') return protocolName(value, locale);
  if (field === 'forms' || field === 'formId') return formName(value, vocabulary);
  if (ISO_DATE.test(value)) return vocabulary.date(value);
  if (ISO_INSTANT.test(value)) return vocabulary.dateTime(value);
  return value;
}

function shown(field: string, value: unknown, reading: Reading): ShownValue {
  if (value === REDACTED) return { kind: 'redacted' };
  if (isBlank(value)) return EMPTY;
  if (Array.isArray(value)) {
    return text(value.map((item) => valueText(field, item, reading)).join(', '));
  }
  return text(valueText(field, value, reading));
}

/** A value as the technical details show it: as stored, lists joined. */
function rawValue(value: unknown): ShownValue {
  if (value === REDACTED) return { kind: 'redacted' };
  if (isBlank(value)) return EMPTY;
  return text(Array.isArray(value) ? value.map(String).join(', ') : String(value));
}

const MISSING = '\u0000';

/** The label of a field at `path` (top-level field first) of an object type's row. */
function fieldLabel(path: readonly string[], reading: Reading): string {
  const { vocabulary, objectType, references } = reading;
  const field = path.at(-1)!;
  const parent = path.at(-2);
  if (parent && PER_DICTIONARY_FIELDS[objectType]?.includes(parent)) {
    return dictionaryName(references, field, vocabulary.locale);
  }
  // An export's files are named by their own file names; a definitions load by the forms.
  if (parent === 'files') return field;
  if (objectType === 'form' && parseFormId(field)) return formName(field, vocabulary);
  const own = vocabulary.texts.fields[objectType];
  const label = own?.[path.join('.')] ?? own?.[field];
  if (label) return label;
  const resource = RESOURCE_OF_OBJECT_TYPE[objectType];
  if (resource) {
    const translated = vocabulary.translate(`resources.${resource}.fields.${field}`, {
      _: MISSING,
    });
    if (translated !== MISSING) return translated;
  }
  return vocabulary.texts.technicalFields[field] ?? field;
}

function isTechnical(field: string, objectType: string) {
  return TECHNICAL_FIELDS.has(field) || (OWN_ID_FIELDS[objectType]?.includes(field) ?? false);
}

/** Values that a row shows by name and whose ids the technical details keep. */
const isReferenceId = (field: string, value: unknown) =>
  (HOSPITAL_FIELDS.includes(field) || CATEGORY_FIELDS.includes(field)) &&
  (typeof value === 'number' || (Array.isArray(value) && typeof value[0] === 'number'));

/**
 * The rows of one field: nested facts (an export's filters) become a row per inner field, the
 * rest one row each; technical values go aside.
 */
function fieldRows(
  path: readonly string[],
  value: unknown,
  reading: Reading,
  rows: ReadableRow[],
  technical: ReadableRow[],
) {
  const field = path.at(-1)!;
  const key = path.join('.');
  const diff = isDiff(value);
  const before = diff ? value.old : undefined;
  const after = diff ? value.new : value;
  if (isPlainObject(before) || isPlainObject(after)) {
    const inner = (side: unknown) => (isPlainObject(side) ? side : {});
    const fields = new Set([...Object.keys(inner(before)), ...Object.keys(inner(after))]);
    for (const name of fields) {
      const nested = diff
        ? { old: inner(before)[name] ?? null, new: inner(after)[name] ?? null }
        : inner(after)[name];
      fieldRows([...path, name], nested, reading, rows, technical);
    }
    return;
  }
  const technicalLabel = reading.vocabulary.texts.technicalFields[field] ?? field;
  if (isTechnical(field, reading.objectType)) {
    technical.push({
      key,
      label: technicalLabel,
      ...(diff ? { before: rawValue(before) } : {}),
      after: rawValue(after),
    });
    return;
  }
  if (isReferenceId(field, before) || isReferenceId(field, after)) {
    technical.push({
      key,
      label: technicalLabel,
      ...(diff ? { before: rawValue(before) } : {}),
      after: rawValue(after),
    });
  }
  const label = path.map((_, index) => fieldLabel(path.slice(0, index + 1), reading));
  rows.push({
    key,
    label: label.join(LABEL_SEPARATOR),
    ...(diff ? { before: shown(field, before, reading) } : {}),
    after: shown(field, after, reading),
  });
}

// ---------------------------------------------------------------------------------------------
// Form saves

/** A form save's audit row: the form, the versions and the changed sections of its data. */
export interface FormSave {
  formId: FormId;
  before: number;
  after: number;
  sections: Record<string, { old: unknown; new: unknown }>;
}

export function formSaveOf(entry: LogEntry): FormSave | undefined {
  if (entry.action !== FORM_SAVED || !isPlainObject(entry.changes)) return undefined;
  const { formId, version } = entry.changes;
  if (!isDiff(formId) || typeof formId.new !== 'string' || !parseFormId(formId.new)) {
    return undefined;
  }
  if (!isDiff(version) || typeof version.new !== 'number') return undefined;
  const sections: FormSave['sections'] = {};
  for (const [name, value] of Object.entries(entry.changes)) {
    if ((FORM_SAVE_FIELDS as readonly string[]).includes(name) || !isDiff(value)) continue;
    sections[name] = value;
  }
  return {
    formId: formId.new as FormId,
    before: typeof version.old === 'number' ? version.old : 0,
    after: version.new,
    sections,
  };
}

/** The definition versions a save's fields are read with: the one saved, then the one before. */
export function formDefinitionVersions(entry: LogEntry): number[] {
  const versions = entry.references?.formDefinitions;
  if (!versions) return [];
  return versions.old === null || versions.old === versions.new
    ? [versions.new]
    : [versions.new, versions.old];
}

/** A part of the form as each definition version has it, the saved version's first. */
type Shapes = { schema: SchemaNode; ui: UiNode }[];

const childShapes = (shapes: Shapes, name: string): Shapes =>
  shapes.flatMap(({ schema, ui }) => {
    const child = schema.properties?.[name];
    return child ? [{ schema: child, ui: (ui[name] as UiNode | undefined) ?? {} }] : [];
  });

const itemShapes = (shapes: Shapes): Shapes =>
  shapes.flatMap(({ schema, ui }) =>
    schema.items ? [{ schema: schema.items, ui: (ui.items as UiNode | undefined) ?? {} }] : [],
  );

const hasType = (schema: SchemaNode | undefined, type: string) =>
  schema?.type === type || (Array.isArray(schema?.type) && schema.type.includes(type));

function optionLabel(shapes: Shapes, code: unknown, nested: boolean): string {
  for (const { schema, ui } of shapes) {
    const codes = nested ? schema.items?.enum : schema.enum;
    const index = codes?.indexOf(code) ?? -1;
    const names = ui['ui:enumNames'];
    if (index >= 0 && Array.isArray(names) && typeof names[index] === 'string') {
      return names[index];
    }
  }
  return String(code);
}

/** Rich-text notes as plain text, a line per paragraph or list item. */
function richTextAsText(html: string): string {
  const lines = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|li|div)>/gi, '$&\n');
  const body = new DOMParser().parseFromString(lines, 'text/html').body;
  return (body.textContent ?? '').replace(/\n{2,}/g, '\n').trim();
}

function formValue(shapes: Shapes, value: unknown, reading: Reading): ShownValue {
  if (isBlank(value)) return EMPTY;
  const { vocabulary, references } = reading;
  const shape = shapes[0];
  const ui = shape?.ui ?? {};
  if (Array.isArray(value)) {
    return text(value.map((code) => optionLabel(shapes, code, true)).join(', '));
  }
  if (typeof value === 'boolean') {
    return text(vocabulary.translate(value ? 'ra.boolean.true' : 'ra.boolean.false'));
  }
  if (typeof value === 'number') return text(vocabulary.number(value));
  if (typeof value !== 'string') return text(String(value));
  if (ui['ui:widget'] === 'dictionaryLookup') {
    const options = ui['ui:options'] as { dictionary?: string } | undefined;
    const name = options?.dictionary
      ? entryName(references, options.dictionary, value, vocabulary.locale)
      : undefined;
    return text(codeAndName(value, name));
  }
  if (ui['ui:widget'] === 'richText') return text(richTextAsText(value));
  if (shapes.some(({ schema }) => schema.enum)) return text(optionLabel(shapes, value, false));
  if (shape?.schema.format === 'date' && ISO_DATE.test(value)) return text(vocabulary.date(value));
  return text(value);
}

/** A number's unit chosen beside it in its row ("Dose" and "Unit"), on each side of a change. */
interface Units {
  before?: string | undefined;
  after?: string | undefined;
}

const withUnit = (value: ShownValue, unit: string | undefined): ShownValue =>
  value.kind === 'text' && unit ? text(`${value.text} ${unit}`) : value;

/** The field a table's row is known by: the first of its fields, if it is a plain value. */
function rowKeyName(items: Shapes): string | undefined {
  const item = items[0];
  if (!item) return undefined;
  const order = ((item.ui['ui:order'] as string[] | undefined) ?? []).filter(
    (name) => name !== '*',
  );
  const first = [...order, ...Object.keys(item.schema.properties ?? {})][0];
  const field = first ? item.schema.properties?.[first] : undefined;
  return field && !hasType(field, 'object') && !hasType(field, 'array') ? first : undefined;
}

/**
 * A table row's name: its title and number, and the value it is known by, as it stands after
 * the change (before it, for a removed row): "Agent 1 (L01CA02 Vincristine)". A row whose very
 * value changed keeps its title alone: its first line shows the change.
 */
function rowName(
  title: string,
  items: Shapes,
  before: unknown,
  after: unknown,
  reading: Reading,
): string {
  const name = rowKeyName(items);
  if (!name) return title;
  const was = isPlainObject(before) ? before[name] : undefined;
  const is = isPlainObject(after) ? after[name] : undefined;
  if (!isBlank(was) && !isBlank(is) && !sameValue(was, is)) return title;
  const side = isBlank(is) ? before : after;
  const value = isPlainObject(side) ? side[name] : undefined;
  const shown = formValue(childShapes(items, name), value, reading);
  return shown.kind === 'text' ? `${title} (${shown.text})` : title;
}

/** The rows of one part of a form, walked as its schema lays it out. */
function formRows(
  shapes: Shapes,
  before: unknown,
  after: unknown,
  label: readonly string[],
  key: string,
  reading: Reading,
  rows: ReadableRow[],
  units: Units = {},
) {
  if (sameValue(before, after)) return;
  const schema = shapes[0]?.schema;
  if (hasType(schema, 'object') || (!schema && (isPlainObject(before) || isPlainObject(after)))) {
    const inner = (side: unknown) => (isPlainObject(side) ? side : {});
    const order = (shapes[0]?.ui['ui:order'] as string[] | undefined) ?? [];
    const names = new Set([
      ...order.filter((name) => name !== '*'),
      ...Object.keys(schema?.properties ?? {}),
      ...Object.keys(inner(before)),
      ...Object.keys(inner(after)),
    ]);
    // A number whose unit is chosen beside it in the same row is read with that unit.
    const unitShapes = childShapes(shapes, 'unit');
    const unitOf = (side: unknown) => {
      const unit = inner(side).unit;
      if (!unitShapes.length || isBlank(unit)) return undefined;
      const shown = formValue(unitShapes, unit, reading);
      return shown.kind === 'text' ? shown.text : undefined;
    };
    for (const name of names) {
      const child = childShapes(shapes, name);
      const numeric = name !== 'unit' && hasType(child[0]?.schema, 'number');
      formRows(
        child,
        inner(before)[name],
        inner(after)[name],
        [...label, child[0]?.schema.title ?? name],
        `${key}.${name}`,
        reading,
        rows,
        numeric ? { before: unitOf(before), after: unitOf(after) } : {},
      );
    }
    return;
  }
  const items = itemShapes(shapes);
  if (hasType(schema, 'array') && hasType(items[0]?.schema, 'object')) {
    const list = (side: unknown) => (Array.isArray(side) ? side : []);
    const count = Math.max(list(before).length, list(after).length);
    const rowTitle = items[0]?.schema.title;
    const tableTitle = label.at(-1) ?? '';
    for (let index = 0; index < count; index += 1) {
      const number = index + 1;
      const title = rowTitle
        ? `${rowTitle} ${number}`
        : reading.vocabulary.texts.form.row(tableTitle, number);
      const row = rowName(title, items, list(before)[index], list(after)[index], reading);
      formRows(
        items,
        list(before)[index],
        list(after)[index],
        [...label.slice(0, -1), row],
        `${key}.${index}`,
        reading,
        rows,
      );
    }
    return;
  }
  rows.push({
    key,
    label: label.join(LABEL_SEPARATOR),
    before: withUnit(formValue(shapes, before, reading), units.before),
    after: withUnit(formValue(shapes, after, reading), units.after),
  });
}

function readFormSave(
  entry: LogEntry,
  save: FormSave,
  definitions: readonly FormDefinitionSchemas[],
  reading: Reading,
): ReadableChange {
  const { vocabulary } = reading;
  const rows: ReadableRow[] = [];
  const shapes: Shapes = definitions.map(({ schema, uiSchema }) => ({ schema, ui: uiSchema }));
  if (shapes.length) {
    const order = (shapes[0]!.ui['ui:order'] as string[] | undefined) ?? [];
    const sections = Object.keys(save.sections).sort(
      (a, b) =>
        (order.indexOf(a) + 1 || Number.MAX_SAFE_INTEGER) -
        (order.indexOf(b) + 1 || Number.MAX_SAFE_INTEGER),
    );
    for (const name of sections) {
      const child = childShapes(shapes, name);
      const { old: before, new: after } = save.sections[name]!;
      formRows(child, before, after, [child[0]?.schema.title ?? name], name, reading, rows);
    }
  }
  const versions = entry.references?.formDefinitions;
  const technical: ReadableRow[] = [
    { key: 'formId', label: vocabulary.texts.technicalFields.formId!, after: text(save.formId) },
    {
      key: 'version',
      label: vocabulary.texts.technicalFields.version!,
      before: rawValue(save.before || null),
      after: rawValue(save.after),
    },
  ];
  if (versions) {
    technical.push({
      key: 'formDefinitions',
      label: vocabulary.texts.form.definitionVersions,
      before: rawValue(versions.old),
      after: rawValue(versions.new),
    });
  }
  return {
    heading: vocabulary.texts.form.saved(formName(save.formId, vocabulary), save.after),
    rows,
    technical,
  };
}

// ---------------------------------------------------------------------------------------------

/**
 * The readable rows of an audit row. A form save's field rows need its definitions (the saved
 * version's, then the one before); without them it has its heading and technical details only.
 */
export function readableChange(
  entry: LogEntry,
  vocabulary: Vocabulary,
  definitions: readonly FormDefinitionSchemas[] = [],
): ReadableChange {
  const reading: Reading = {
    vocabulary,
    references: entry.references,
    objectType: entry.objectType ?? '',
  };
  const save = formSaveOf(entry);
  const change = save
    ? readFormSave(entry, save, definitions, reading)
    : { rows: [], technical: [] as ReadableRow[] };
  if (!save && isPlainObject(entry.changes)) {
    const order = fieldOrder(reading.objectType, vocabulary.texts);
    const rank = (field: string) => order.indexOf(field) + 1 || Number.MAX_SAFE_INTEGER;
    const fields = Object.keys(entry.changes).sort((a, b) => rank(a) - rank(b));
    for (const field of fields) {
      fieldRows([field], entry.changes[field], reading, change.rows, change.technical);
    }
  }
  if (entry.correlationId) {
    change.technical.push({
      key: 'correlationId',
      label: vocabulary.texts.technicalFields.correlationId!,
      after: text(entry.correlationId),
    });
  }
  return change;
}

/** The labels of the fields a change names (a form save: its heading), for a list's summary. */
export function changedFieldLabels(entry: LogEntry, vocabulary: Vocabulary): string[] {
  const change = readableChange(entry, vocabulary);
  if (change.heading) return [change.heading];
  const labels = change.rows.map((row) => row.label.split(LABEL_SEPARATOR)[0]!);
  return [...new Set(labels)];
}
