/**
 * react-admin's list parameters in the API's list conventions (DESIGN section 3): `filters[...]`,
 * `sorts[...]`, `page`, `itemsPerPage` and `search`.
 */
import type { GetListParams } from 'react-admin';
import type { FilterValue, ListQuery } from '../../../domain';

/**
 * What a list may ask the server for, passed as `meta` of getList: anything else (a stale sort
 * kept in the URL, say) is dropped rather than sent, since the API answers it with a 400.
 */
export interface ListAllowlist {
  sorts?: readonly string[];
  filters?: readonly string[];
  /**
   * The text some filters must match, as a regular expression's source (kept as text, since
   * `meta` is part of the list's query key): a value that does not match is left out, whether it
   * was typed or came with a link, as the API would answer it with a 400.
   */
  formats?: Readonly<Record<string, string>>;
}

/**
 * The free-text filter `q` becomes `search`, empty filter values are left out, and with an
 * allowlist in `meta` only the listed sorts and filters go, in their formats.
 */
export function toListQuery(params: Partial<GetListParams>): ListQuery {
  const { q, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
  const allowed = (params.meta ?? {}) as ListAllowlist;
  const filters: NonNullable<ListQuery['filters']> = {};
  for (const [field, value] of Object.entries(filter)) {
    if (allowed.filters && !allowed.filters.includes(field)) continue;
    const format = allowed.formats?.[field];
    if (format !== undefined && !new RegExp(format).test(String(value))) continue;
    if (Array.isArray(value)) {
      const values = value.filter(isFilterValue).filter((entry) => !isBlank(entry));
      if (values.length) filters[field] = values;
    } else if (isFilterValue(value) && !isBlank(value)) {
      filters[field] = value;
    }
  }
  const query: ListQuery = { filters };
  if (params.pagination) {
    query.page = params.pagination.page;
    query.itemsPerPage = params.pagination.perPage;
  }
  const sort = params.sort;
  if (sort?.field && (!allowed.sorts || allowed.sorts.includes(sort.field))) {
    query.sorts = { [sort.field]: sort.order === 'DESC' ? 'desc' : 'asc' };
  }
  if (typeof q === 'string' && q.trim()) query.search = q.trim();
  return query;
}

function isFilterValue(value: unknown): value is FilterValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

const isBlank = (value: FilterValue) => typeof value === 'string' && !value.trim();
