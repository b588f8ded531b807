/**
 * What the writes keep for the reads, checked against the rows counted afresh: the list's
 * counters (migrations 0018 and 0019), the copies they read (0019, 0020), the copies a list row
 * shows (0022) and the dashboard's figures (0013). Each helper names what is stale: nothing,
 * when the triggers work.
 */
import { type Kysely, sql } from 'kysely';
import { type Database, REGISTRY_COUNTS } from '../../server/db/schema';

/**
 * The counters that differ from the patients counted afresh, from the patients, their hospitals
 * and their protocols rather than from the copies (none, when the triggers work).
 */
export async function staleCounters(db: Kysely<Database>) {
  const { rows } = await sql<{ hospital_id: number; protocol: string; active: boolean }>`
    with fresh as (
      select ph.hospital_id, '' as protocol, p.active, count(*)::int as count
        from patient_hospitals ph join patients p on p.id = ph.patient_id
        group by 1, 2, 3
      union all
      select ph.hospital_id, pp.protocol, p.active, count(*)::int
        from patient_hospitals ph join patients p on p.id = ph.patient_id
          join patient_protocols pp on pp.patient_id = p.id
        group by 1, 2, 3
      union all
      select ${sql.lit(REGISTRY_COUNTS)}, '', p.active, count(*)::int from patients p group by 1, 2, 3
      union all
      select ${sql.lit(REGISTRY_COUNTS)}, pp.protocol, p.active, count(*)::int
        from patient_protocols pp join patients p on p.id = pp.patient_id
        group by 1, 2, 3
    ), kept as (
      select hospital_id, protocol, active, sum(count)::int as count
        from patient_list_counts group by 1, 2, 3
    )
    select coalesce(f.hospital_id, k.hospital_id) as hospital_id,
      coalesce(f.protocol, k.protocol) as protocol, coalesce(f.active, k.active) as active
    from fresh f full join kept k using (hospital_id, protocol, active)
    where coalesce(f.count, 0) <> coalesce(k.count, 0)`.execute(db);
  return rows;
}

/** Protocol entries whose copy of the patient's state differs from the patient's. */
export async function staleStates(db: Kysely<Database>) {
  const { rows } = await sql<{ id: number }>`select pp.id from patient_protocols pp
    join patients p on p.id = pp.patient_id where pp.patient_active <> p.active`.execute(db);
  return rows;
}

/** Patients whose copy of their protocol codes differs from their protocols (migration 0020). */
export async function staleCodes(db: Kysely<Database>) {
  const { rows } = await sql<{ id: number }>`select p.id from patients p
    where p.protocol_codes <> coalesce((select array_agg(pp.protocol order by pp.protocol)
      from patient_protocols pp where pp.patient_id = p.id), '{}')`.execute(db);
  return rows;
}

/**
 * Patients whose copies of their hospitals or protocol entries (migration 0022) differ from
 * those rows, gathered afresh as the list showed them before the copies.
 */
export async function staleListRows(db: Kysely<Database>) {
  const { rows } = await sql<{ id: number }>`select p.id from patients p
    where p.list_hospitals <> coalesce((select jsonb_agg(jsonb_build_object(
        'id', h.id, 'name', h.name, 'shortName', h.short_name, 'active', h.active
      ) order by h.name, h.id)
      from patient_hospitals ph join hospitals h on h.id = ph.hospital_id
      where ph.patient_id = p.id), '[]')
    or p.list_protocols <> coalesce((select jsonb_agg(jsonb_build_object(
        'id', pp.id, 'protocol', pp.protocol, 'active', pp.active
      ) order by pp.id)
      from patient_protocols pp where pp.patient_id = p.id), '[]')`.execute(db);
  return rows;
}

/** Thrown to roll back the transaction that recounted the dashboard's figures. */
class Recounted extends Error {}

/**
 * The dashboard's figures (year, figure, key) whose kept count differs from the one migration
 * 0013's own rebuild counts from the rows, in a transaction rolled back after.
 */
export async function staleDashboard(db: Kysely<Database>) {
  type Figure = { year: number; figure: string; key: string; count: number };
  const figures = async (trx: Kysely<Database>) => {
    const { rows } = await sql<Figure>`select year, figure, key, sum(count)::int as count
      from dashboard_counts group by 1, 2, 3 having sum(count) <> 0`.execute(trx);
    return new Map(rows.map((row) => [`${row.year} ${row.figure} ${row.key}`, row.count]));
  };
  let kept = new Map<string, number>();
  let recounted = new Map<string, number>();
  try {
    await db.transaction().execute(async (trx) => {
      kept = await figures(trx);
      await sql`select dashboard_counts_rebuild()`.execute(trx);
      recounted = await figures(trx);
      throw new Recounted();
    });
  } catch (error) {
    if (!(error instanceof Recounted)) throw error;
  }
  return [...new Set([...kept.keys(), ...recounted.keys()])].filter(
    (figure) => kept.get(figure) !== recounted.get(figure),
  );
}

/** Every kind of kept figure, stale ones named (none, when the triggers work). */
export async function stale(db: Kysely<Database>) {
  return {
    counters: await staleCounters(db),
    states: await staleStates(db),
    codes: await staleCodes(db),
    listRows: await staleListRows(db),
    dashboard: await staleDashboard(db),
  };
}

export const fresh = { counters: [], states: [], codes: [], listRows: [], dashboard: [] };
