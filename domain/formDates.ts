/**
 * Plausible dates in protocol forms, checked alike by the browser and the server. A definition
 * declares what each date field is in its JSON Schema (server/forms/builder.ts writes these
 * annotations, which validate nothing by themselves):
 *
 * - `"x-date": "event"`: the date of something that has happened (a diagnosis, an operation, the
 *   start of a treatment, a visit, a death), so not after today;
 * - `"x-date": "planned"`: a date set ahead, which may be in the future;
 * - `"x-endOf": "<field>"`: the end of a period whose start is the named field of the same object
 *   (the same section or table row), so not before that start.
 *
 * No date of either kind is before the patient's birth. "Today" is the date in the registry's
 * time zone (Europe/Warsaw, `todayIso`) by each side's own clock, so a browser set to another
 * zone judges a date as the server will. A value that is no calendar date is left to the schema's
 * `format`; a date field without `x-date` (a definition version written before these rules) is
 * not checked, so data saved with it still reads as it was.
 */
import { type RuleFailure, parseIsoDate } from './validation';

export const DATE_KIND_KEYWORD = 'x-date';
export const END_OF_KEYWORD = 'x-endOf';

export const DATE_KINDS = ['event', 'planned'] as const;
export type DateKind = (typeof DATE_KINDS)[number];

export const isDateKind = (value: unknown): value is DateKind =>
  (DATE_KINDS as readonly unknown[]).includes(value);

export interface FormDateContext {
  /** YYYY-MM-DD, the date in the registry's time zone. */
  today: string;
  /** The patient's birth date, YYYY-MM-DD; null when not known. */
  birthDate: string | null;
}

interface SchemaNode {
  type?: unknown;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  [DATE_KIND_KEYWORD]?: unknown;
  [END_OF_KEYWORD]?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const isCalendarDate = (value: unknown): value is string =>
  typeof value === 'string' && parseIsoDate(value) !== undefined;

/** The first rule a date breaks; `holder` is the object (section or row) the field belongs to. */
function dateFailure(
  field: SchemaNode,
  value: unknown,
  holder: Record<string, unknown>,
  context: FormDateContext,
): RuleFailure | undefined {
  const kind = field[DATE_KIND_KEYWORD];
  if (!isDateKind(kind) || !isCalendarDate(value)) return undefined;
  if (kind === 'event' && value > context.today) return { message: 'validation.dateInFuture' };
  if (context.birthDate && value < context.birthDate) {
    return { message: 'validation.dateBeforeBirth' };
  }
  const startField = field[END_OF_KEYWORD];
  if (typeof startField === 'string' && Object.prototype.hasOwnProperty.call(holder, startField)) {
    const start = holder[startField];
    if (isCalendarDate(start) && value < start) return { message: 'validation.dateBeforeStart' };
  }
  return undefined;
}

function visit(
  node: SchemaNode,
  value: unknown,
  path: readonly string[],
  context: FormDateContext,
  failures: Record<string, RuleFailure[]>,
) {
  if (isRecord(node.properties) && isRecord(value)) {
    for (const [name, child] of Object.entries(node.properties)) {
      if (!Object.prototype.hasOwnProperty.call(value, name) || !isRecord(child)) continue;
      const item = value[name];
      if (child[DATE_KIND_KEYWORD] !== undefined) {
        const failure = dateFailure(child, item, value, context);
        if (failure) failures[[...path, name].join('.')] = [failure];
      } else {
        visit(child, item, [...path, name], context, failures);
      }
    }
  } else if (isRecord(node.items) && Array.isArray(value)) {
    const row = node.items;
    value.forEach((item, index) => visit(row, item, [...path, String(index)], context, failures));
  }
}

/**
 * The dates of a form that break these rules, keyed as the API's 422 details key a field
 * (`diagnosis.diagnosisDate`, `treatmentCourses.0.endDate`), one failure per field.
 */
export function formDateFailures(
  schema: object,
  data: unknown,
  context: FormDateContext,
): Record<string, RuleFailure[]> {
  const failures: Record<string, RuleFailure[]> = {};
  visit(schema as SchemaNode, data, [], context, failures);
  return failures;
}
