/**
 * Kysely queries about hospitals beyond their declared entity's (server/entities/): picker names
 * and the active flags other modules check. Each takes the database or a transaction first.
 */
import { type Kysely, type Transaction, sql } from 'kysely';
import { type HospitalOption } from '../../../domain/hospital';
import { folded } from '../../db/listing';
import { type Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Picker options, by name: the given ids, and only active ones when asked. */
export async function hospitalOptions(
  db: Db,
  which: { ids?: readonly number[]; activeOnly: boolean },
): Promise<HospitalOption[]> {
  if (which.ids && which.ids.length === 0) return [];
  let query = db.selectFrom('hospitals').select(['id', 'name', 'short_name', 'active']);
  if (which.ids) query = query.where('id', 'in', [...which.ids]);
  if (which.activeOnly) query = query.where('active', '=', true);
  const rows = await query
    .orderBy(folded(sql.ref('name')))
    .orderBy('id')
    .execute();
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
