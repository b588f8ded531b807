/**
 * Kysely queries about hospitals beyond their declared entity's (server/entities/): picker names
 * and the active flags other modules check. Each takes the database or a transaction first.
 */
import { type Kysely, type Transaction, sql } from 'kysely';
import { type HospitalOption } from '../../../domain/hospital';
import { sortKey } from '../../db/listing';
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
    .orderBy(sortKey(sql.ref('name')))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    shortName: row.short_name,
    active: row.active,
  }));
}

/**
 * The id and active flag of each of these hospitals that exists. With `lock`, their rows are
 * share-locked in id order until the transaction ends, as the first lock a write that adds
 * patients to them takes: a change of a hospital's name or state (whose UPDATE conflicts with
 * the share lock) then either waits for the write or is seen whole by it, so the list's copy of
 * the patient's hospitals (migration 0022) is never written from the hospital as it was. Taken
 * before the patient's row and the counters' shards (migration 0021), in the order a hospital's
 * change takes them (migration 0023), it waits for nothing that waits for it.
 */
export async function hospitalStates(
  db: Db,
  ids: readonly number[],
  options: { lock?: boolean } = {},
): Promise<Map<number, boolean>> {
  if (!ids.length) return new Map();
  const query = db
    .selectFrom('hospitals')
    .select(['id', 'active'])
    .where('id', 'in', [...ids])
    .orderBy('id');
  const rows = await (options.lock ? query.forShare() : query).execute();
  return new Map(rows.map((row) => [row.id, row.active]));
}
