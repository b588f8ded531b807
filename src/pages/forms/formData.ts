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
