/**
 * Fields that belong to one answer of another field of the same section or table row: a date of
 * death is for "Died: yes", a date of relapse for "Event: relapse or progression". A definition
 * marks such a field in its JSON Schema (server/forms/builder.ts's `onlyWhen`):
 *
 *   "x-onlyWhen": { "field": "died", "values": ["yes"] }
 *
 * A value in it while the other field holds another answer contradicts that answer, and the
 * browser and the server refuse it alike on the dependent field. While the other field is not
 * answered nothing is refused: the date may come first. Neither the value nor its absence is
 * required by the answer; that is the schema's `required` to say.
 */
import type { RuleFailure } from './validation';

export const ONLY_WHEN_KEYWORD = 'x-onlyWhen';

export interface OnlyWhen {
  /** The field of the same object (section or row) whose answer this one belongs to. */
  field: string;
  /** The answers this field belongs to. */
  values: readonly string[];
}

export const isOnlyWhen = (value: unknown): value is OnlyWhen =>
  isRecord(value) &&
  typeof value.field === 'string' &&
  value.field !== '' &&
  Array.isArray(value.values) &&
  value.values.length > 0 &&
  value.values.every((answer) => typeof answer === 'string');

interface SchemaNode {
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  [ONLY_WHEN_KEYWORD]?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

function visit(
  node: SchemaNode,
  value: unknown,
  path: readonly string[],
  failures: Record<string, RuleFailure[]>,
) {
  if (isRecord(node.properties) && isRecord(value)) {
    for (const [name, child] of Object.entries(node.properties)) {
      if (!isRecord(child)) continue;
      const item = value[name];
      const rule = child[ONLY_WHEN_KEYWORD];
      if (isOnlyWhen(rule) && !isBlank(item)) {
        const answer = value[rule.field];
        if (!isBlank(answer) && !rule.values.includes(String(answer))) {
          failures[[...path, name].join('.')] = [{ message: 'validation.notForAnswer' }];
        }
      }
      visit(child, item, [...path, name], failures);
    }
  } else if (isRecord(node.items) && Array.isArray(value)) {
    const row = node.items;
    value.forEach((item, index) => visit(row, item, [...path, String(index)], failures));
  }
}

/**
 * The fields of a form that contradict the answer they belong to, keyed as the API's 422
 * details key a field (`death.deathDate`), one failure per field.
 */
export function formAnswerFailures(schema: object, data: unknown): Record<string, RuleFailure[]> {
  const failures: Record<string, RuleFailure[]> = {};
  visit(schema as SchemaNode, data, [], failures);
  return failures;
}
