/**
 * The list-query conventions of the API (DESIGN section 3), shared by the data provider that
 * writes them and the server that reads them:
 * `page`, `itemsPerPage`, `filters[field]=v`, `filters[field][]=v1&filters[field][]=v2`,
 * `sorts[field]=asc|desc` (an unset sort is omitted) and `search`.
 */
export type SortOrder = 'asc' | 'desc';
export type FilterValue = string | number | boolean;

export interface ListQuery {
  page?: number;
  itemsPerPage?: number;
  filters?: Record<string, FilterValue | readonly FilterValue[] | null | undefined>;
  sorts?: Record<string, SortOrder | 'unset' | null | undefined>;
  search?: string;
}

export interface ListResult<T> {
  data: T[];
  totalItems: number;
  totalPages: number;
  page: number;
  itemsPerPage: number;
  /**
   * Present and true when more than `totalItems` match: a list whose count stops at a cap
   * (the patient list's PATIENT_COUNT_CAP) says so instead of counting every match.
   */
  totalCapped?: boolean;
}

/**
 * The patient list counts its matches exactly up to this many; beyond, it answers this number
 * with `totalCapped` and the screen shows "10 000+". Counting reads every match, so an exact
 * total over a large registry would cost more than the page and grow with the registry.
 */
export const PATIENT_COUNT_CAP = 10_000;

export const DEFAULT_ITEMS_PER_PAGE = 25;
export const MAX_ITEMS_PER_PAGE = 100;

export function serializeListQuery(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.page !== undefined) params.append('page', String(query.page));
  if (query.itemsPerPage !== undefined) params.append('itemsPerPage', String(query.itemsPerPage));
  for (const [field, value] of Object.entries(query.filters ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const entry of value) params.append(`filters[${field}][]`, String(entry));
    } else {
      params.append(`filters[${field}]`, String(value));
    }
  }
  for (const [field, order] of Object.entries(query.sorts ?? {})) {
    if (order === 'asc' || order === 'desc') params.append(`sorts[${field}]`, order);
  }
  const search = query.search?.trim();
  if (search) params.append('search', search);
  return params.toString();
}

export interface ParsedListQuery {
  page: number;
  itemsPerPage: number;
  filters: Record<string, string | string[]>;
  sorts: Record<string, SortOrder>;
  search?: string;
}

export type ListQueryProblem = { field: string; problem: 'invalid' | 'notAllowed' };

/**
 * Reads a query string object (as Fastify parses it: flat keys, repeated keys as arrays)
 * against the allowlisted filter and sort fields of one resource.
 */
export function parseListQuery(
  raw: Record<string, unknown>,
  allowed: { filters: readonly string[]; sorts: readonly string[]; defaultItemsPerPage?: number },
): { query: ParsedListQuery; problems: ListQueryProblem[] } {
  const problems: ListQueryProblem[] = [];
  const query: ParsedListQuery = {
    page: 1,
    itemsPerPage: allowed.defaultItemsPerPage ?? DEFAULT_ITEMS_PER_PAGE,
    filters: {},
    sorts: {},
  };
  const positive = (key: string, value: unknown, maximum: number) => {
    const number = Number(value);
    if (typeof value !== 'string' || !/^\d+$/.test(value) || number < 1 || number > maximum) {
      problems.push({ field: key, problem: 'invalid' });
      return undefined;
    }
    return number;
  };
  for (const [key, value] of Object.entries(raw)) {
    let match: RegExpExecArray | null;
    if (key === 'page') {
      query.page = positive(key, value, Number.MAX_SAFE_INTEGER) ?? query.page;
    } else if (key === 'itemsPerPage') {
      query.itemsPerPage = positive(key, value, MAX_ITEMS_PER_PAGE) ?? query.itemsPerPage;
    } else if (key === 'search') {
      if (typeof value === 'string' && value.trim()) query.search = value.trim();
    } else if ((match = /^filters\[(\w+)\](\[\])?$/.exec(key))) {
      const field = match[1]!;
      if (!allowed.filters.includes(field)) problems.push({ field, problem: 'notAllowed' });
      else if (match[2]) query.filters[field] = ([] as unknown[]).concat(value).map(String);
      else if (typeof value === 'string') query.filters[field] = value;
      else problems.push({ field, problem: 'invalid' });
    } else if ((match = /^sorts\[(\w+)\]$/.exec(key))) {
      const field = match[1]!;
      if (!allowed.sorts.includes(field)) problems.push({ field, problem: 'notAllowed' });
      else if (value === 'asc' || value === 'desc') query.sorts[field] = value;
      else problems.push({ field, problem: 'invalid' });
    } else {
      problems.push({ field: key, problem: 'notAllowed' });
    }
  }
  return { query, problems };
}
