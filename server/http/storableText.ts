/**
 * Text that PostgreSQL cannot store. A NUL character is refused by every text and jsonb column,
 * and a lone UTF-16 surrogate has no UTF-8 form (the `pg` driver would silently turn it into
 * U+FFFD, PGlite refuses it). Such input is the caller's mistake, so it is refused with a 400
 * before any handler runs, rather than failing deep in a query as a 500 whose log line would
 * carry the statement's parameters.
 */
import { type FieldProblems } from '../errors';

const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

const MAX_DEPTH = 64;

/**
 * The fields of a parsed request part (params, query, a JSON body) holding unstorable text, in
 * values or in object keys, keyed as validation details are (`rows.0.note`).
 */
export function unstorableFields(value: unknown, path = '', depth = 0, found: FieldProblems = {}) {
  if (typeof value === 'string') {
    if (!isStorableText(value)) found[path || '_'] = [{ message: 'validation.unstorableText' }];
  } else if (value !== null && typeof value === 'object' && depth < MAX_DEPTH) {
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    for (const [key, item] of entries) {
      // A bad key is reported under its parent, since the key itself cannot be shown.
      if (!isStorableText(key)) found[path || '_'] = [{ message: 'validation.unstorableText' }];
      else unstorableFields(item, path ? `${path}.${key}` : key, depth + 1, found);
    }
  }
  return found;
}
