/**
 * The embedded database's autovacuum (server/db/embeddedMaintenance.ts): a table is vacuumed
 * and analysed once its changes pass PostgreSQL's thresholds, not before, and a vacuum is what
 * lets an index-only scan skip the table. Run on the database's own thread, as the server opens
 * it (VACUUM refuses to run inside a transaction). Skipped in the PostgreSQL run, whose server
 * vacuums by itself.
 */
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RegistryDatabase, openPglite } from '../../server/db/database';
import { maintainEmbedded, startMaintenance } from '../../server/db/embeddedMaintenance';

/** Hands this session's pending statistics to the cumulative ones, as an idle moment does. */
async function flushStatistics(db: Kysely<unknown>) {
  await sql`select pg_stat_force_next_flush()`.execute(db);
  await sql`select 1`.execute(db);
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded database autovacuum', () => {
  let database: RegistryDatabase;
  let db: Kysely<unknown>;
  beforeAll(async () => {
    database = await openPglite({ thread: 'worker' });
    db = database.db as unknown as Kysely<unknown>;
    await sql`create table items (id int primary key, note text not null)`.execute(db);
    await sql`insert into items select g, 'item ' || g from generate_series(1, 3000) g`.execute(db);
    await flushStatistics(db);
  });
  afterAll(async () => {
    await database?.close();
  });

  const heapFetches = async () => {
    const plan = await sql<{ 'QUERY PLAN': [{ Plan: Record<string, unknown> }] }>`
      explain (analyze, format json) select count(*) from items where id > 0`.execute(db);
    const nodes: Record<string, unknown>[] = [];
    const walk = (node: Record<string, unknown>) => {
      nodes.push(node);
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    walk(plan.rows[0]!['QUERY PLAN'][0].Plan);
    const scan = nodes.find((node) => node['Node Type'] === 'Index Only Scan');
    expect(scan, 'the count is read from the primary key alone').toBeDefined();
    return scan!['Heap Fetches'];
  };
  const rowsEstimated = async () =>
    (
      await sql<{ reltuples: number }>`
        select reltuples from pg_class where relname = 'items'`.execute(db)
    ).rows[0]!.reltuples;

  it('vacuums and analyses a table whose inserts pass the threshold, and then leaves it', async () => {
    await sql`set enable_seqscan = off`.execute(db);
    expect(await heapFetches()).toBe(3000);
    expect(await rowsEstimated()).toBe(-1);

    expect(await maintainEmbedded(db)).toMatchObject({ vacuumed: ['items'], analyzed: ['items'] });

    expect(await heapFetches()).toBe(0);
    expect(await rowsEstimated()).toBe(3000);
    await flushStatistics(db);
    expect(await maintainEmbedded(db)).toMatchObject({ vacuumed: [], analyzed: [] });
  });

  it('leaves changes below the thresholds (50 + 10% of the rows to analyse) for a later pass', async () => {
    await sql`update items set note = note || '.' where id <= 300`.execute(db);
    await flushStatistics(db);
    expect(await maintainEmbedded(db)).toMatchObject({ vacuumed: [], analyzed: [] });

    await sql`update items set note = note || '.' where id between 301 and 400`.execute(db);
    await flushStatistics(db);
    expect(await maintainEmbedded(db)).toMatchObject({ vacuumed: [], analyzed: ['items'] });
  });

  it('vacuums once the dead rows pass 50 + 20% of the rows', async () => {
    await sql`delete from items where id > 2300`.execute(db);
    await flushStatistics(db);
    const dead = async () =>
      (
        await sql<{ n_dead_tup: number }>`
          select n_dead_tup from pg_stat_user_tables where relname = 'items'`.execute(db)
      ).rows[0]!.n_dead_tup;
    expect(await dead()).toBeGreaterThanOrEqual(700);

    expect(await maintainEmbedded(db)).toMatchObject({ vacuumed: ['items'], analyzed: ['items'] });

    await flushStatistics(db);
    expect(await dead()).toBe(0);
    expect(await rowsEstimated()).toBe(2300);
  });

  it('runs by itself every interval and logs the passes that did something', async () => {
    const passes: object[] = [];
    const failures: object[] = [];
    const stop = startMaintenance(
      db,
      { info: (details) => passes.push(details), error: (details) => failures.push(details) },
      20,
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(passes).toEqual([]);
      await sql`insert into items select g, 'new ' || g from generate_series(3001, 5000) g`.execute(
        db,
      );
      await flushStatistics(db);
      await expect.poll(() => passes, { timeout: 5000 }).toHaveLength(1);
      expect(passes[0]).toMatchObject({ vacuumed: ['items'], analyzed: ['items'] });
      expect(failures).toEqual([]);
    } finally {
      await stop();
    }
  });

  it('follows a table’s own settings, as the patient list’s tables have theirs (migration 0024)', async () => {
    await sql`create table own_items (id int primary key, note text not null)
      with (autovacuum_enabled = true, autovacuum_vacuum_scale_factor = 0.01)`.execute(db);
    await sql`insert into own_items select g, 'item ' || g from generate_series(1, 3000) g`.execute(
      db,
    );
    await flushStatistics(db);
    expect((await maintainEmbedded(db)).vacuumed).toContain('own_items');

    // 100 dead rows: past 50 + 1% of 3,000, far below the default 50 + 20%.
    await sql`update own_items set note = note || '.' where id <= 100`.execute(db);
    await flushStatistics(db);
    expect((await maintainEmbedded(db)).vacuumed).toEqual(['own_items']);
  });
});
