/** Kysely queries about hospitals; each takes the database or a transaction first. */
import {
  type Insertable,
  type Kysely,
  type Selectable,
  type Transaction,
  type Updateable,
  sql,
} from 'kysely';
import { type Hospital, type HospitalOption } from '../../../domain/hospital';
import { type SortOrder } from '../../../domain/listQuery';
import { folded, matchesSearch, orderBy } from '../../db/listing';
import { type Database, type HospitalTable } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;
export type HospitalRow = Selectable<HospitalTable>;

export interface HospitalCriteria {
  active?: boolean;
  cities?: string[];
  search?: string;
}

const SORT_COLUMNS = {
  name: folded(sql.ref('name')),
  shortName: folded(sql.ref('short_name')),
  city: folded(sql.ref('city')),
  zipCode: sql.ref('zip_code'),
  active: sql.ref('active'),
  createdAt: sql.ref('created_at'),
};

function filtered(db: Db, criteria: HospitalCriteria) {
  let query = db.selectFrom('hospitals');
  if (criteria.active !== undefined) query = query.where('active', '=', criteria.active);
  if (criteria.cities) {
    query = query.where(
      folded(sql.ref('city')),
      'in',
      criteria.cities.map((city) => folded(sql.val(city))),
    );
  }
  if (criteria.search) {
    query = query.where(
      matchesSearch(
        [sql.ref('name'), sql.ref('short_name'), sql.ref('city'), sql.ref('address')],
        criteria.search,
      ),
    );
  }
  return query;
}

export async function listHospitals(
  db: Db,
  criteria: HospitalCriteria,
  sorts: Record<string, SortOrder>,
  limit: number,
  offset: number,
): Promise<HospitalRow[]> {
  return filtered(db, criteria)
    .selectAll()
    .orderBy(
      orderBy(
        sorts,
        SORT_COLUMNS,
        [{ expression: SORT_COLUMNS.name, order: 'asc' }],
        sql.ref('id'),
      ),
    )
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countHospitals(db: Db, criteria: HospitalCriteria): Promise<number> {
  const row = await filtered(db, criteria)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One hospital; `forUpdate` locks its row until the transaction ends, for a read-then-write. */
export async function findHospital(
  db: Db,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<HospitalRow | undefined> {
  const query = db.selectFrom('hospitals').selectAll().where('id', '=', id);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * Whether another hospital has this short name, whatever its case: the rule of the unique index
 * on `lower(short_name)`, compared by the database's own `lower`.
 */
export async function isShortNameTaken(db: Db, shortName: string, exceptId?: number) {
  let query = db
    .selectFrom('hospitals')
    .select('id')
    .where(sql`lower(short_name)`, '=', sql`lower(${shortName})`);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertHospital(
  db: Db,
  values: Insertable<HospitalTable>,
): Promise<HospitalRow> {
  return db.insertInto('hospitals').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateHospital(
  db: Db,
  id: number,
  values: Updateable<HospitalTable>,
): Promise<HospitalRow | undefined> {
  return db
    .updateTable('hospitals')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Picker options, by name: the given ids, and only active ones when asked. */
export async function hospitalOptions(
  db: Db,
  which: { ids?: readonly number[]; activeOnly: boolean },
): Promise<HospitalOption[]> {
  if (which.ids && which.ids.length === 0) return [];
  let query = db.selectFrom('hospitals').select(['id', 'name', 'short_name', 'active']);
  if (which.ids) query = query.where('id', 'in', [...which.ids]);
  if (which.activeOnly) query = query.where('active', '=', true);
  const rows = await query.orderBy(SORT_COLUMNS.name).orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    shortName: row.short_name,
    active: row.active,
  }));
}

/** The id and active flag of each of these hospitals that exists. */
export async function hospitalStates(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, boolean>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('hospitals')
    .select(['id', 'active'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.active]));
}

export function toHospital(row: HospitalRow): Hospital {
  return {
    id: row.id,
    hospitalId: row.id,
    name: row.name,
    shortName: row.short_name,
    address: row.address,
    zipCode: row.zip_code,
    city: row.city,
    active: row.active,
    deactivationReason: row.deactivation_reason,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
