/**
 * Lists in the API's terms (DESIGN section 3): read `page`, `itemsPerPage`, `filters[...]`,
 * `sorts[...]` and `search` against the fields a resource allowlists (anything else is a 400
 * naming the field), and answer `{ data, totalItems, totalPages, page, itemsPerPage }`.
 */
import { type TSchema, Type } from '@sinclair/typebox';
import {
  type ListResult,
  MAX_ITEMS_PER_PAGE,
  type ParsedListQuery,
  parseListQuery,
} from '../../domain/listQuery';
import { badRequest, type FieldProblems } from '../errors';

export interface ListFields {
  filters: readonly string[];
  sorts: readonly string[];
  defaultItemsPerPage?: number;
}

/** The parsed query, or a 400 whose details name each unknown or malformed parameter. */
export function readListQuery(raw: unknown, fields: ListFields): ParsedListQuery {
  const { query, problems } = parseListQuery((raw ?? {}) as Record<string, unknown>, fields);
  if (problems.length) {
    const details: FieldProblems = {};
    for (const { field, problem } of problems) {
      details[field] = [
        {
          message: problem === 'notAllowed' ? 'validation.unknownField' : 'validation.invalidValue',
        },
      ];
    }
    throw badRequest(details);
  }
  return query;
}

/** The query string of a list route, for the OpenAPI document; `readListQuery` checks it. */
export function listQuerySchema(fields: ListFields) {
  return Type.Object(
    {
      page: Type.Optional(Type.String({ pattern: '^[0-9]+$', description: 'From 1' })),
      itemsPerPage: Type.Optional(
        Type.String({
          pattern: '^[0-9]+$',
          description: `Default ${fields.defaultItemsPerPage ?? 25}, at most ${MAX_ITEMS_PER_PAGE}`,
        }),
      ),
      search: Type.Optional(Type.String({ maxLength: 200 })),
    },
    {
      additionalProperties: true,
      description: `filters[field] or filters[field][] for: ${fields.filters.join(', ') || 'none'}; sorts[field]=asc|desc for: ${fields.sorts.join(', ') || 'none'}`,
    },
  );
}

const listResultFields = <T extends TSchema>(item: T) => ({
  data: Type.Array(item),
  totalItems: Type.Integer(),
  totalPages: Type.Integer(),
  page: Type.Integer(),
  itemsPerPage: Type.Integer(),
});

/** A list's answer: one page and the exact total. */
export function listResultSchema<T extends TSchema>(item: T, title: string) {
  return Type.Object(listResultFields(item), { title });
}

/** The answer of a list that stops counting at a cap (the patient list at 10,000) and says so. */
export function cappedListResultSchema<T extends TSchema>(item: T, title: string) {
  return Type.Object(
    {
      ...listResultFields(item),
      totalCapped: Type.Optional(
        Type.Boolean({
          description:
            'Present and true when more items match than totalItems: the list stops counting at 10,000',
        }),
      ),
    },
    { title },
  );
}

/** One page and the total, from two queries the repository supplies. */
export async function paginate<T>(
  query: ParsedListQuery,
  rows: (limit: number, offset: number) => Promise<T[]>,
  total: () => Promise<number | { count: number; capped: boolean }>,
): Promise<ListResult<T>> {
  const { page, itemsPerPage } = query;
  const [data, counted] = await Promise.all([
    rows(itemsPerPage, (page - 1) * itemsPerPage),
    total(),
  ]);
  const { count: totalItems, capped } =
    typeof counted === 'number' ? { count: counted, capped: false } : counted;
  return {
    data,
    totalItems,
    totalPages: Math.max(1, Math.ceil(totalItems / itemsPerPage)),
    page,
    itemsPerPage,
    ...(capped ? { totalCapped: true } : {}),
  };
}
