/**
 * Typed values of a list's `filters[...]`, read after `readListQuery` has checked the names.
 * A value of the wrong kind is a 400 naming the filter, like an unknown filter is.
 */
import { type ParsedListQuery } from '../../domain/listQuery';
import { badRequest } from '../errors';

const invalid = (field: string) =>
  badRequest({ [field]: [{ message: 'validation.invalidValue' }] });

function valuesOf(query: ParsedListQuery, field: string): string[] | undefined {
  const value = query.filters[field];
  return value === undefined ? undefined : ([] as string[]).concat(value);
}

/** `filters[active]=true|false`. */
export function booleanFilter(query: ParsedListQuery, field: string): boolean | undefined {
  const values = valuesOf(query, field);
  if (!values) return undefined;
  const [value] = values;
  if (values.length !== 1 || (value !== 'true' && value !== 'false')) throw invalid(field);
  return value === 'true';
}

/** Record ids, any of which matches: `filters[hospital][]=1&filters[hospital][]=2`. */
export function idFilter(query: ParsedListQuery, field: string): number[] | undefined {
  const values = valuesOf(query, field);
  if (!values) return undefined;
  const ids = values.map(Number);
  if (!ids.every((id) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647)) {
    throw invalid(field);
  }
  return ids;
}

/** Values from a closed set, any of which matches. */
export function choiceFilter<T extends string>(
  query: ParsedListQuery,
  field: string,
  choices: readonly T[],
): T[] | undefined {
  const values = valuesOf(query, field);
  if (!values) return undefined;
  if (!values.every((value) => (choices as readonly string[]).includes(value))) {
    throw invalid(field);
  }
  return values as T[];
}

/** Free text values, any of which matches; blank ones are ignored. */
export function textFilter(query: ParsedListQuery, field: string): string[] | undefined {
  const values = valuesOf(query, field)
    ?.map((value) => value.trim())
    .filter(Boolean);
  return values?.length ? values : undefined;
}
