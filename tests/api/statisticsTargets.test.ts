/**
 * Migration 0025: every column of the tables that hold whole forms, and every expression their
 * indexes sample, keeps the lowered statistics target, so that ANALYZE holds 6,000 of their
 * rows at once rather than 30,000. A column or an expression index added to either table
 * without it fails here, before the sample grows back.
 */
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '../../server/db/schema';
import { WIDE_ROW_STATISTICS_TARGET } from '../../server/db/migrations/0025_wide_rows_sampled_less';
import { type TestDatabase, freshDatabase } from './helpers';

let database: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await freshDatabase();
  db = database.db;
});

afterAll(async () => {
  await database?.close();
});

interface Target {
  relation: string;
  column: string;
  /** Null for the server's default_statistics_target (-1 before PostgreSQL 17, null since). */
  target: number | null;
}

/**
 * The statistics target of each column ANALYZE reads for these tables: their own columns and
 * their indexes' expressions (an index's plain columns are not sampled).
 */
async function sampledColumns(tables: string[]): Promise<Target[]> {
  const { rows } = await sql<Target>`
    select c.relname as relation, a.attname as column, nullif(a.attstattarget::int, -1) as target
    from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      left join pg_index i on i.indexrelid = c.oid
    where a.attnum > 0 and not a.attisdropped
      and (
        c.relname in (${sql.join(tables)})
        or (i.indrelid in (select oid from pg_class where relname in (${sql.join(tables)}))
          and i.indkey[a.attnum - 1] = 0)
      )
    order by c.relname, a.attnum`.execute(db);
  return rows;
}

describe('migration 0025_wide_rows_sampled_less', () => {
  it('samples fewer rows of the tables that hold whole forms, every column and expression alike', async () => {
    const columns = await sampledColumns(['form_data', 'audit_log']);
    expect(columns.map((each) => `${each.relation}.${each.column}`)).toEqual(
      expect.arrayContaining([
        'form_data.data',
        'audit_log.changes',
        'form_data_year_idx.date_part',
      ]),
    );
    expect(columns.filter((each) => each.target !== WIDE_ROW_STATISTICS_TARGET)).toEqual([]);
  });

  it('leaves the other tables at the default target, the patient list’s among them', async () => {
    const columns = await sampledColumns(['patients', 'patient_hospitals']);
    expect(columns.length).toBeGreaterThan(10);
    expect(columns.filter((each) => each.target !== null)).toEqual([]);
  });

  it('still gathers statistics within the target: a histogram of 20 buckets, not 100', async () => {
    await sql`insert into audit_log (at, action, object_type, object_id)
      select timestamptz '2026-01-01' + g * interval '1 minute', 'patient_saved', 'patient', g::text
      from generate_series(1, 8000) g`.execute(db);
    await sql`analyze audit_log`.execute(db);
    const { rows } = await sql<{ bounds: number }>`
      select array_length(histogram_bounds::text::text[], 1) as bounds
      from pg_stats where tablename = 'audit_log' and attname = 'at'`.execute(db);
    expect(rows).toEqual([{ bounds: WIDE_ROW_STATISTICS_TARGET + 1 }]);
  });
});
