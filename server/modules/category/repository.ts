/** Kysely queries about disease categories; each takes the database or a transaction first. */
import {
  type Insertable,
  type Kysely,
  type Selectable,
  type Transaction,
  type Updateable,
  sql,
} from 'kysely';
import { type Category } from '../../../domain/category';
import { type SortOrder } from '../../../domain/listQuery';
import { folded, matchesSearch, orderBy } from '../../db/listing';
import { type CategoryTable, type Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;
export type CategoryRow = Selectable<CategoryTable>;

export interface CategoryCriteria {
  active?: boolean;
  search?: string;
}

const SORT_COLUMNS = {
  abbreviation: folded(sql.ref('abbreviation')),
  namePl: folded(sql.ref('name_pl')),
  nameEn: folded(sql.ref('name_en')),
  active: sql.ref('active'),
};

function filtered(db: Db, criteria: CategoryCriteria) {
  let query = db.selectFrom('categories');
  if (criteria.active !== undefined) query = query.where('active', '=', criteria.active);
  if (criteria.search) {
    query = query.where(
      matchesSearch(
        [sql.ref('abbreviation'), sql.ref('name_pl'), sql.ref('name_en')],
        criteria.search,
      ),
    );
  }
  return query;
}

/** A page of categories; unsorted, they come in the order they were added (the spec's order). */
export async function listCategories(
  db: Db,
  criteria: CategoryCriteria,
  sorts: Record<string, SortOrder>,
  limit: number,
  offset: number,
): Promise<CategoryRow[]> {
  return filtered(db, criteria)
    .selectAll()
    .orderBy(orderBy(sorts, SORT_COLUMNS, [], sql.ref('id')))
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countCategories(db: Db, criteria: CategoryCriteria): Promise<number> {
  const row = await filtered(db, criteria)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One category; `forUpdate` locks its row until the transaction ends, for a read-then-write. */
export async function findCategory(
  db: Db,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<CategoryRow | undefined> {
  const query = db.selectFrom('categories').selectAll().where('id', '=', id);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** Whether another category has this abbreviation, ignoring case (as the unique index does). */
export async function isAbbreviationTaken(db: Db, abbreviation: string, exceptId?: number) {
  let query = db
    .selectFrom('categories')
    .select('id')
    .where(sql`lower(abbreviation)`, '=', abbreviation.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCategory(
  db: Db,
  values: Insertable<CategoryTable>,
): Promise<CategoryRow> {
  return db.insertInto('categories').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateCategory(
  db: Db,
  id: number,
  values: Updateable<CategoryTable>,
): Promise<CategoryRow | undefined> {
  return db
    .updateTable('categories')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    categoryId: row.id,
    abbreviation: row.abbreviation,
    namePl: row.name_pl,
    nameEn: row.name_en,
    active: row.active,
    deactivationReason: row.deactivation_reason,
  };
}
