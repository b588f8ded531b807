/**
 * Kysely queries about dictionaries; each takes the database or a transaction first.
 *
 * Text matching goes through `search_key`, the lower-case, accent-free copy of an entry's value
 * and descriptions that every insert and update writes (see `searchKeyOf`), under a trigram
 * index: `search_key like '%zoladek%'` finds "Żołądek" without scanning the table.
 */
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  type Transaction,
  sql,
} from 'kysely';
import { type DictionaryEntry, type DictionaryType } from '../../../domain/dictionary';
import { type SortOrder } from '../../../domain/listQuery';
import { likePattern, likePrefixPattern, searchable } from '../../../domain/search';
import { searchKeyOf } from '../../db/dictionaries/searchKey';
import { type Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export async function findDictionaryType(db: Db, code: string) {
  return db
    .selectFrom('dictionary_types')
    .select(['code', 'name_pl', 'name_en'])
    .where('code', '=', code)
    .executeTakeFirst();
}

export async function listDictionaryTypes(db: Db): Promise<DictionaryType[]> {
  const rows = await db
    .selectFrom('dictionary_types')
    .leftJoin('dictionary_entries', 'dictionary_entries.type', 'dictionary_types.code')
    .select((eb) => [
      'dictionary_types.code',
      'dictionary_types.name_pl',
      'dictionary_types.name_en',
      eb.fn.count<number>('dictionary_entries.id').as('entry_count'),
    ])
    .groupBy([
      'dictionary_types.code',
      'dictionary_types.name_pl',
      'dictionary_types.name_en',
      'dictionary_types.position',
    ])
    .orderBy('dictionary_types.position')
    .orderBy('dictionary_types.code')
    .execute();
  return rows.map((row) => ({
    type: row.code,
    namePl: row.name_pl,
    nameEn: row.name_en,
    entryCount: Number(row.entry_count),
  }));
}

export interface EntryCriteria {
  types?: readonly string[];
  active?: boolean;
  /** Texts as typed; each must occur in the entry (accent- and case-free). */
  texts: readonly string[];
}

export type EntrySortField = 'value' | 'description' | 'type';

const ENTRY_COLUMNS = [
  'id',
  'type',
  'value',
  'description',
  'description_en',
  'searchable_description',
  'active',
] as const;

type EntryRow = {
  id: number;
  type: string;
  value: string;
  description: string;
  description_en: string | null;
  searchable_description: string;
  active: boolean;
};

export function toDictionaryEntry(row: EntryRow): DictionaryEntry {
  return {
    id: row.id,
    type: row.type,
    value: row.value,
    description: row.description,
    descriptionEn: row.description_en,
    searchableDescription: row.searchable_description,
    active: row.active,
  };
}

/** Texts reduced to what `search_key` holds; a text with nothing left matches everything. */
function normalizedTexts(texts: readonly string[]): string[] {
  return texts.map(searchable).filter(Boolean);
}

function matching(criteria: EntryCriteria) {
  return (eb: ExpressionBuilder<Database, 'dictionary_entries'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (criteria.types?.length === 1) conditions.push(eb('type', '=', criteria.types[0]!));
    else if (criteria.types) conditions.push(eb('type', 'in', criteria.types));
    if (criteria.active !== undefined) conditions.push(eb('active', '=', criteria.active));
    for (const text of normalizedTexts(criteria.texts)) {
      conditions.push(eb('search_key', 'like', likePattern(text)));
    }
    return eb.and(conditions);
  };
}

const SORT_EXPRESSIONS: Record<EntrySortField, RawBuilder<unknown>> = {
  value: sql`lower(value)`,
  description: sql`lower(description)`,
  type: sql`type`,
};

export async function listDictionaryEntries(
  db: Db,
  criteria: EntryCriteria,
  sorts: Partial<Record<EntrySortField, SortOrder>>,
  limit: number,
  offset: number,
): Promise<DictionaryEntry[]> {
  const acrossTypes = !criteria.types || criteria.types.length > 1;
  const byValue = <Q extends SelectQueryBuilder<Database, 'dictionary_entries', EntryRow>>(
    query: Q,
  ) =>
    (acrossTypes ? query.orderBy('type') : query)
      .orderBy(sql`lower(value)`)
      .orderBy('value')
      .orderBy('id') as Q;
  const matches = db
    .selectFrom('dictionary_entries')
    .select(ENTRY_COLUMNS)
    .where(matching(criteria));

  const explicit = Object.entries(sorts) as [EntrySortField, SortOrder][];
  const typed = normalizedTexts(criteria.texts)[0];
  if (explicit.length || !typed) {
    let query = matches;
    for (const [field, order] of explicit) query = query.orderBy(SORT_EXPRESSIONS[field], order);
    const rows = await byValue(query).limit(limit).offset(offset).execute();
    return rows.map(toDictionaryEntry);
  }

  // What a user types into a lookup is most often the start of a code ("C91"): entries whose
  // code starts with it come first, then the other matches, each part by code. Two ordered,
  // limited parts let the database walk the code index and stop after a page, instead of
  // sorting every match of a common word ("białaczka") to rank it.
  const startsWith = sql<SqlBool>`lower(value) like ${likePrefixPattern(typed)}`;
  const part = (rank: 0 | 1) =>
    db
      .selectFrom(
        byValue(
          matches
            .select(sql.lit(rank).as('rank'))
            .where(rank === 0 ? startsWith : sql<SqlBool>`not ${startsWith}`),
        )
          .limit(offset + limit)
          .as(rank === 0 ? 'code_matches' : 'other_matches'),
      )
      .selectAll();
  const rows = await db
    .selectFrom(part(0).unionAll(part(1)).as('ranked'))
    .select(ENTRY_COLUMNS)
    .orderBy('rank')
    .$call((query) => (acrossTypes ? query.orderBy('type') : query))
    .orderBy(sql`lower(value)`)
    .orderBy('value')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(toDictionaryEntry);
}

export async function countDictionaryEntries(db: Db, criteria: EntryCriteria): Promise<number> {
  const row = await db
    .selectFrom('dictionary_entries')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(matching(criteria))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** One entry; `forUpdate` holds it until the transaction ends, so an edit's "old" is exact. */
export async function findDictionaryEntry(
  db: Db,
  type: string,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<DictionaryEntry | undefined> {
  const query = db
    .selectFrom('dictionary_entries')
    .select(ENTRY_COLUMNS)
    .where('type', '=', type)
    .where('id', '=', id);
  const row = await (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
  return row && toDictionaryEntry(row);
}

/** Codes differ from one another by more than letter case: "c91" and "C91" are one value. */
export async function isDictionaryValueTaken(db: Db, type: string, value: string) {
  const row = await db
    .selectFrom('dictionary_entries')
    .select('id')
    .where('type', '=', type)
    .where(sql`lower(value)`, '=', value.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export interface EntryContent {
  description: string;
  descriptionEn: string | null;
  searchableDescription: string;
}

export async function insertDictionaryEntry(
  db: Db,
  entry: EntryContent & { type: string; value: string },
  at: Date,
): Promise<DictionaryEntry> {
  const row = await db
    .insertInto('dictionary_entries')
    .values({
      type: entry.type,
      value: entry.value,
      description: entry.description,
      description_en: entry.descriptionEn,
      searchable_description: entry.searchableDescription,
      search_key: searchKeyOf(entry),
      created_at: at,
      updated_at: at,
    })
    .returning(ENTRY_COLUMNS)
    .executeTakeFirstOrThrow();
  return toDictionaryEntry(row);
}

export async function updateDictionaryEntry(
  db: Db,
  entry: DictionaryEntry,
  at: Date,
): Promise<DictionaryEntry> {
  const row = await db
    .updateTable('dictionary_entries')
    .set({
      description: entry.description,
      description_en: entry.descriptionEn,
      searchable_description: entry.searchableDescription,
      search_key: searchKeyOf(entry),
      active: entry.active,
      updated_at: at,
    })
    .where('id', '=', entry.id)
    .returning(ENTRY_COLUMNS)
    .executeTakeFirstOrThrow();
  return toDictionaryEntry(row);
}
