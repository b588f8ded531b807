/**
 * SQL pieces that list queries share: matching without regard to case or accents, and ordering.
 *
 * The folding is the same as domain/search.ts's `searchable()`, done by the database on the
 * column: `lower()` then `translate()` of every accented Latin letter to its bare form, so that
 * a search for "lodz" finds "Łódź". The letter table is derived from `searchable()` itself,
 * which keeps the two sides from drifting apart. Letters that fold to two (ß, æ) are left as
 * they are: `translate()` maps one character to one.
 */
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { type SortOrder } from '../../domain/listQuery';
import { likePattern, searchable } from '../../domain/search';

function foldingTable(): { from: string; to: string } {
  let from = '';
  let to = '';
  for (let code = 0xc0; code <= 0x17f; code += 1) {
    const letter = String.fromCharCode(code);
    const bare = searchable(letter);
    if (/^[a-z]$/.test(bare)) {
      from += letter;
      to += bare;
    }
  }
  return { from, to };
}

const FOLDING = foldingTable();

/** A text column, lower-case and without accents. */
export function folded(column: Expression<string | null>): RawBuilder<string> {
  return sql<string>`translate(lower(${column}), ${sql.lit(FOLDING.from)}, ${sql.lit(FOLDING.to)})`;
}

/**
 * A name as lists sort it: the Polish alphabet's order, compared byte by byte (migration 0028's
 * sort_key(), domain/search.ts sortKey()). Searching matches folded() names instead.
 */
export function sortKey(column: Expression<string | null>): RawBuilder<string> {
  return sql<string>`sort_key(${column}) collate "C"`;
}

/** True when any of the columns contains the text, ignoring case and accents. */
export function matchesSearch(
  columns: readonly Expression<string | null>[],
  text: string,
): RawBuilder<SqlBool> {
  const pattern = likePattern(searchable(text));
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => sql`${folded(column)} like ${pattern}`),
    sql` or `,
  )})`;
}

/** One `order by` term. Empty values sort last in either direction. */
export interface Ordering {
  expression: Expression<unknown>;
  order: SortOrder;
}

/**
 * The `order by` list for a list's requested sorts (already checked against the allowlist), in
 * the order given, then the defaults; `tieBreaker` last keeps paging stable.
 */
export function orderBy(
  sorts: Record<string, SortOrder>,
  columns: Record<string, Expression<unknown>>,
  defaults: readonly Ordering[],
  tieBreaker: Expression<unknown>,
): RawBuilder<unknown> {
  const terms: Ordering[] = [];
  for (const [field, order] of Object.entries(sorts)) {
    const expression = columns[field];
    if (expression) terms.push({ expression, order });
  }
  terms.push(...defaults, { expression: tieBreaker, order: 'asc' });
  return sql.join(
    terms.map(
      ({ expression, order }) =>
        sql`${expression} ${sql.raw(order === 'desc' ? 'desc' : 'asc')} nulls last`,
    ),
  );
}
