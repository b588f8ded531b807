/**
 * Comparing a form's data as the user sees it: a field cleared back to nothing, or a section
 * RJSF created empty, is no change. The leave prompt asks only when something really differs
 * from what was last loaded or saved.
 */
import { deepEquals } from '@rjsf/utils';

/** A form's data as RJSF holds it and the API stores it: section by section. */
export type FormRecord = Record<string, unknown>;

/** The data without empty texts, unset values and empty sections; table rows are kept. */
function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((row) => withoutEmpty(row) ?? {});
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .map(([key, child]) => [key, withoutEmpty(child)] as const)
      .filter(([, child]) => child !== undefined);
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  if (value === null || value === '') return undefined;
  return value;
}

export function sameFormData(a: unknown, b: unknown): boolean {
  return deepEquals(withoutEmpty(a), withoutEmpty(b));
}

const isSection = (value: unknown): value is FormRecord =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * This device's changes laid over a newer version saved meanwhile (a three-way merge from the
 * version both started from): a field only they changed keeps their value, a field only this
 * device changed takes this device's, and a field both changed takes this device's, since the
 * user chose to save theirs. Sections merge field by field; a table is one value, its rows
 * never mixed. Saving "my version" used to send the whole form as this device held it, and a
 * colleague's dose changed meanwhile in another field went back without a word.
 */
export function mergeFormChanges(base: unknown, mine: unknown, theirs: unknown): unknown {
  if (sameFormData(mine, base)) return theirs;
  if (sameFormData(theirs, base)) return mine;
  if (!isSection(mine) || !isSection(theirs)) return mine;
  const before = isSection(base) ? base : {};
  const merged: FormRecord = {};
  for (const key of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
    const value = mergeFormChanges(before[key], mine[key], theirs[key]);
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}
