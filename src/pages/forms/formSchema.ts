/**
 * An interpreter of the JSON Schema the registry's form builder writes (server/forms/builder.ts),
 * for the browser, where the Content-Security-Policy (`script-src 'self'`, no `'unsafe-eval'`)
 * forbids the `new Function` Ajv compiles schemas with. It knows exactly the keywords the builder
 * emits and refuses a schema that uses any other, as Ajv refuses an invalid schema, rather than
 * let through data it cannot check.
 *
 * Its errors are Ajv's, field for field and in Ajv's order, under the options
 * @rjsf/validator-ajv8 gives Ajv (all errors, verbose, numbers not required to be finite,
 * ajv-formats' full `date`): the same keyword, instancePath, schemaPath, params (`limit`,
 * `missingProperty`, `allowedValues`, `format`, `type`...) and message, so that the domain's
 * schemaErrorMessage words them as the server words its own. tests/unit/formValidator.test.ts
 * holds it to that over every shipped definition.
 */
import { ONLY_WHEN_KEYWORD, isOnlyWhen } from '../../../domain/formAnswers';
import { DATE_KIND_KEYWORD, END_OF_KEYWORD, isDateKind } from '../../../domain/formDates';

/** A schema node; the keywords are checked by schemaProblems before anything reads them. */
export type FormSchema = { readonly [keyword: string]: unknown };

/** One failed keyword, shaped as Ajv's ErrorObject with `verbose` on. */
export interface FormSchemaError {
  /** JSON Pointer of the value in error: `/treatmentCourses/0/agents/1/dose`. */
  instancePath: string;
  /** Where the keyword sits in the schema: `#/properties/treatmentCourses/items/required`. */
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
  /** The keyword's value. */
  schema: unknown;
  /** The schema node holding the keyword. */
  parentSchema: FormSchema;
  /** The value in error. */
  data: unknown;
}

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'null', 'array', 'object'];

const isPlainObject = (value: unknown): value is FormSchema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isCount = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isPrimitive = (value: unknown) =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * Every keyword the builder emits, with the values it may take. Subschemas (`properties`,
 * `items`) are checked by walking them; the rest are checked here.
 */
const KEYWORDS: Record<string, (value: unknown, atRoot: boolean) => boolean> = {
  $schema: (value, atRoot) => atRoot && value === DRAFT_07,
  title: (value) => typeof value === 'string',
  type: (value) => typeof value === 'string' && JSON_TYPES.includes(value),
  properties: isPlainObject,
  required: (value) =>
    Array.isArray(value) &&
    value.every((name) => typeof name === 'string') &&
    new Set(value).size === value.length,
  additionalProperties: (value) => typeof value === 'boolean',
  items: isPlainObject,
  enum: (value) => Array.isArray(value) && value.length > 0 && value.every(isPrimitive),
  format: (value) => value === 'date',
  maxLength: isCount,
  maxItems: isCount,
  minimum: (value) => typeof value === 'number' && Number.isFinite(value),
  maximum: (value) => typeof value === 'number' && Number.isFinite(value),
  uniqueItems: (value) => typeof value === 'boolean',
  // Annotations of date fields that Ajv does not check either: domain/formDates.ts reads them.
  [DATE_KIND_KEYWORD]: isDateKind,
  [END_OF_KEYWORD]: (value) => typeof value === 'string' && value !== '',
  // A field's answer it belongs to, which domain/formAnswers.ts reads.
  [ONLY_WHEN_KEYWORD]: isOnlyWhen,
};

/** The keywords this interpreter knows. */
export const FORM_SCHEMA_KEYWORDS: readonly string[] = Object.keys(KEYWORDS);

function collectProblems(schema: unknown, path: string, problems: string[]) {
  if (!isPlainObject(schema)) {
    problems.push(`${path}: a schema must be an object`);
    return;
  }
  for (const [keyword, value] of Object.entries(schema)) {
    const valid = KEYWORDS[keyword];
    if (!valid) problems.push(`${path}: unknown keyword "${keyword}"`);
    else if (!valid(value, path === '#')) problems.push(`${path}: unsupported ${keyword} value`);
  }
  if (isPlainObject(schema.properties)) {
    for (const [name, child] of Object.entries(schema.properties)) {
      collectProblems(child, `${path}/properties/${escapeFragment(name)}`, problems);
    }
  }
  if (isPlainObject(schema.items)) collectProblems(schema.items, `${path}/items`, problems);
}

const checked = new WeakMap<object, readonly string[]>();

/** What in a schema this interpreter cannot check (unknown keywords, unsupported values). */
export function schemaProblems(schema: unknown): readonly string[] {
  if (!isPlainObject(schema)) return ['#: a schema must be an object'];
  let problems = checked.get(schema);
  if (!problems) {
    const found: string[] = [];
    collectProblems(schema, '#', found);
    problems = found;
    checked.set(schema, problems);
  }
  return problems;
}

/** Throws, as Ajv's compile does, when the schema is not one this interpreter can check. */
export function assertFormSchema(schema: unknown): asserts schema is FormSchema {
  const problems = schemaProblems(schema);
  if (problems.length) throw new Error(`schema is not supported: ${problems.join('; ')}`);
}

function escapeJsonPointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function escapeFragment(segment: string): string {
  return encodeURIComponent(escapeJsonPointer(segment));
}

/** ajv-formats' `date` (full mode): an RFC 3339 full-date that exists in the calendar. */
const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isDate(text: string): boolean {
  const matches = DATE.exec(text);
  if (!matches) return false;
  const year = Number(matches[1]);
  const month = Number(matches[2]);
  const day = Number(matches[3]);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && leap ? 29 : DAYS[month]!);
}

/** A string's length in code points, as Ajv counts for maxLength (`unicode` on). */
function codePointLength(text: string): number {
  let length = 0;
  for (let position = 0; position < text.length; length++) {
    const code = text.charCodeAt(position++);
    if (code >= 0xd800 && code <= 0xdbff && position < text.length) {
      if ((text.charCodeAt(position) & 0xfc00) === 0xdc00) position++;
    }
  }
  return length;
}

/** Ajv's type test; numbers need not be finite (its `strictNumbers` is off under RJSF). */
function isOfType(type: string, data: unknown): boolean {
  switch (type) {
    case 'null':
      return data === null;
    case 'array':
      return Array.isArray(data);
    case 'object':
      return isPlainObject(data);
    case 'integer':
      return typeof data === 'number' && !(data % 1) && !Number.isNaN(data);
    default:
      return typeof data === type;
  }
}

/** The same value, as Ajv's fast-deep-equal tells (JSON data: no dates, maps or regexps). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && sameValue(a[key], b[key]))
    );
  }
  return false;
}

/**
 * Ajv sorts keywords into groups by the type of data they apply to, and runs them group by group
 * in this order whatever their order in the schema (an object's `required` before its
 * `additionalProperties` before its `properties`; an array's `items` before `uniqueItems`).
 */
const TYPED_GROUPS: readonly (readonly [type: string, keywords: readonly string[]])[] = [
  ['number', ['maximum', 'minimum', 'format']],
  ['string', ['maxLength', 'format']],
  ['array', ['maxItems', 'items', 'uniqueItems']],
  ['object', ['required', 'additionalProperties', 'properties']],
];

const usesGroup = (schema: FormSchema, keywords: readonly string[]) =>
  keywords.some((keyword) => schema[keyword] !== undefined);

/** A node of the walk: the schema and the data it is checked against, and where they are. */
interface Place {
  schema: FormSchema;
  data: unknown;
  instancePath: string;
  schemaPath: string;
  errors: FormSchemaError[];
}

function report(place: Place, keyword: string, params: Record<string, unknown>, message: string) {
  place.errors.push({
    instancePath: place.instancePath,
    schemaPath: `${place.schemaPath}/${keyword}`,
    keyword,
    params,
    message,
    schema: place.schema[keyword],
    parentSchema: place.schema,
    data: place.data,
  });
}

function reportType(place: Place) {
  const type = place.schema.type as string;
  report(place, 'type', { type }, `must be ${type}`);
}

function checkNumber(place: Place, data: number) {
  const { maximum, minimum } = place.schema as { maximum?: number; minimum?: number };
  // A NaN fails both bounds in Ajv.
  if (maximum !== undefined && (data > maximum || Number.isNaN(data))) {
    report(place, 'maximum', { comparison: '<=', limit: maximum }, `must be <= ${maximum}`);
  }
  if (minimum !== undefined && (data < minimum || Number.isNaN(data))) {
    report(place, 'minimum', { comparison: '>=', limit: minimum }, `must be >= ${minimum}`);
  }
  // `format: date` applies to strings only.
}

function checkString(place: Place, data: string) {
  const { maxLength, format } = place.schema as { maxLength?: number; format?: string };
  if (maxLength !== undefined && codePointLength(data) > maxLength) {
    report(
      place,
      'maxLength',
      { limit: maxLength },
      `must NOT have more than ${maxLength} characters`,
    );
  }
  if (format === 'date' && !isDate(data)) {
    report(place, 'format', { format }, `must match format "${format}"`);
  }
}

function checkArray(place: Place, data: readonly unknown[]) {
  const { maxItems, items, uniqueItems } = place.schema as {
    maxItems?: number;
    items?: FormSchema;
    uniqueItems?: boolean;
  };
  if (maxItems !== undefined && data.length > maxItems) {
    report(place, 'maxItems', { limit: maxItems }, `must NOT have more than ${maxItems} items`);
  }
  if (items) {
    data.forEach((item, index) =>
      visit({
        ...place,
        schema: items,
        data: item,
        instancePath: `${place.instancePath}/${index}`,
        schemaPath: `${place.schemaPath}/items`,
      }),
    );
  }
  if (uniqueItems) {
    const duplicate = findDuplicate(data, items?.type as string | undefined);
    if (duplicate) {
      const { i, j } = duplicate;
      report(
        place,
        'uniqueItems',
        { i, j },
        `must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
      );
    }
  }
}

/**
 * The first pair of equal items as Ajv finds it. Items of one scalar type are scanned from the
 * end (items of another type skipped), `i` the earlier and `j` the later; otherwise every pair is
 * compared, from the end, `i` the later and `j` the earlier.
 */
function findDuplicate(data: readonly unknown[], itemType: string | undefined) {
  if (itemType !== undefined && itemType !== 'object' && itemType !== 'array') {
    const seen = new Map<string, number>();
    for (let i = data.length - 1; i >= 0; i--) {
      const item = data[i];
      if (!isOfType(itemType, item)) continue;
      const j = seen.get(String(item));
      if (j !== undefined) return { i, j };
      seen.set(String(item), i);
    }
    return null;
  }
  for (let i = data.length - 1; i > 0; i--) {
    for (let j = i - 1; j >= 0; j--) if (sameValue(data[i], data[j])) return { i, j };
  }
  return null;
}

function checkObject(place: Place, data: Record<string, unknown>) {
  const { required, additionalProperties, properties } = place.schema as {
    required?: readonly string[];
    additionalProperties?: boolean;
    properties?: Record<string, FormSchema>;
  };
  for (const name of required ?? []) {
    if (data[name] === undefined) {
      report(place, 'required', { missingProperty: name }, `must have required property '${name}'`);
    }
  }
  if (additionalProperties === false) {
    const known = properties ?? {};
    // for...in, as Ajv's generated code walks the data.
    for (const name in data) {
      if (!Object.prototype.hasOwnProperty.call(known, name)) {
        report(
          place,
          'additionalProperties',
          { additionalProperty: name },
          'must NOT have additional properties',
        );
      }
    }
  }
  for (const [name, schema] of Object.entries(properties ?? {})) {
    // An absent (undefined) property is not checked; Ajv leaves out `__proto__`.
    if (name === '__proto__' || data[name] === undefined) continue;
    visit({
      ...place,
      schema,
      data: data[name],
      instancePath: `${place.instancePath}/${escapeJsonPointer(name)}`,
      schemaPath: `${place.schemaPath}/properties/${escapeFragment(name)}`,
    });
  }
}

function visit(place: Place) {
  const { schema, data } = place;
  const type = schema.type as string | undefined;
  const ownGroup = TYPED_GROUPS.find(([groupType]) => groupType === type);
  // A type whose own keywords the schema uses is checked with them, in their group's turn;
  // any other type (an `integer`, a `string` with only `enum`) is checked first.
  const typeWithGroup = ownGroup !== undefined && usesGroup(schema, ownGroup[1]);
  if (type !== undefined && !typeWithGroup && !isOfType(type, data)) reportType(place);

  // Strict equality, as Ajv compares with scalar values (no NaN matches).
  if (schema.enum !== undefined && !(schema.enum as readonly unknown[]).some((v) => v === data)) {
    report(
      place,
      'enum',
      { allowedValues: schema.enum },
      'must be equal to one of the allowed values',
    );
  }

  for (const [groupType, keywords] of TYPED_GROUPS) {
    if (!usesGroup(schema, keywords)) continue;
    if (!isOfType(groupType, data)) {
      if (type === groupType) reportType(place);
      continue;
    }
    if (groupType === 'number') checkNumber(place, data as number);
    else if (groupType === 'string') checkString(place, data as string);
    else if (groupType === 'array') checkArray(place, data as unknown[]);
    else checkObject(place, data as Record<string, unknown>);
  }
}

/**
 * The errors of `data` against `schema`, as Ajv lists them; an empty list when it fits. Throws
 * when the schema uses what this interpreter does not know (see schemaProblems).
 */
export function formSchemaErrors(schema: unknown, data: unknown): FormSchemaError[] {
  assertFormSchema(schema);
  const errors: FormSchemaError[] = [];
  visit({ schema, data, instancePath: '', schemaPath: '#', errors });
  return errors;
}
