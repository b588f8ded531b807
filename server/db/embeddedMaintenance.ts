/**
 * The embedded database's autovacuum. PGlite runs PostgreSQL in single-user mode, where no
 * autovacuum worker ever starts (its `autovacuum` setting says `on` all the same), so without
 * this nothing would ever:
 * - gather the planner's statistics again after the start's ANALYZE (migrate.ts), while the
 *   registry grows from a few patients to many under plans made for the few;
 * - mark the pages whose rows everyone sees in the visibility map, so that an index-only scan
 *   (the list's counts, the dashboard's counters) reads the table after all for every row
 *   written since the database was created;
 * - reclaim what deletes and updates leave behind (housekeeping's expired tokens, the kept
 *   counters, the sessions) outside the single pages that reading prunes as it goes;
 * - freeze old transaction ids before their counter wraps around.
 *
 * `maintainEmbedded` is one pass of PostgreSQL's own rule (`relation_needs_vacanalyze`), read
 * from the same cumulative statistics and the same settings, a table's own included (the list's
 * tables wait for 1% rather than 20%, migration 0024): by default a table is vacuumed once its dead
 * rows pass 50 + 20% of its rows, its inserts since the last vacuum 1,000 + 20%, or its oldest
 * transaction id autovacuum's freeze age; it is analysed once its changes since the last
 * analysis pass 50 + 10%. The server runs a pass every minute (autovacuum's naptime), between
 * the requests: PGlite runs one statement at a time, so a request waits while a table is
 * vacuumed. A vacuum skips the pages already marked, so a pass over a grown table costs what
 * changed since the last, not its size; the pass's tables and time are logged.
 */
import { type Kysely, sql } from 'kysely';

/** Between two passes, as PostgreSQL's `autovacuum_naptime` by default. */
export const MAINTENANCE_INTERVAL_MS = 60_000;

export interface MaintenanceReport {
  vacuumed: string[];
  analyzed: string[];
  ms: number;
}

interface Due {
  schema: string;
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

export async function maintainEmbedded<DB>(db: Kysely<DB>): Promise<MaintenanceReport> {
  const started = performance.now();
  const due = await sql<Due>`
    with settings as (
      select current_setting('autovacuum_vacuum_threshold')::float8 as vacuum_base,
        current_setting('autovacuum_vacuum_scale_factor')::float8 as vacuum_scale,
        current_setting('autovacuum_vacuum_insert_threshold')::float8 as insert_base,
        current_setting('autovacuum_vacuum_insert_scale_factor')::float8 as insert_scale,
        current_setting('autovacuum_analyze_threshold')::float8 as analyze_base,
        current_setting('autovacuum_analyze_scale_factor')::float8 as analyze_scale,
        current_setting('autovacuum_freeze_max_age')::float8 as freeze_age
    ), tables as (
      select s.schemaname, s.relname, s.n_dead_tup, s.n_ins_since_vacuum, s.n_mod_since_analyze,
        greatest(c.reltuples, 0) as rows, age(c.relfrozenxid) as xid_age, c.reloptions
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    )
    select schemaname as schema, relname as table,
      n_dead_tup > coalesce(own.vacuum_base, settings.vacuum_base)
          + coalesce(own.vacuum_scale, settings.vacuum_scale) * rows
        or n_ins_since_vacuum > coalesce(own.insert_base, settings.insert_base)
          + coalesce(own.insert_scale, settings.insert_scale) * rows
        or xid_age > freeze_age as vacuum,
      n_mod_since_analyze > coalesce(own.analyze_base, settings.analyze_base)
        + coalesce(own.analyze_scale, settings.analyze_scale) * rows as analyze
    from tables cross join settings
      -- A table's own settings (ALTER TABLE ... SET), as autovacuum reads them.
      cross join lateral (
        select
          (max(value) filter (where name = 'autovacuum_vacuum_threshold'))::float8 as vacuum_base,
          (max(value) filter (where name = 'autovacuum_vacuum_scale_factor'))::float8 as vacuum_scale,
          (max(value) filter (where name = 'autovacuum_vacuum_insert_threshold'))::float8 as insert_base,
          (max(value) filter (where name = 'autovacuum_vacuum_insert_scale_factor'))::float8 as insert_scale,
          (max(value) filter (where name = 'autovacuum_analyze_threshold'))::float8 as analyze_base,
          (max(value) filter (where name = 'autovacuum_analyze_scale_factor'))::float8 as analyze_scale
        from (
          select split_part(option, '=', 1) as name, split_part(option, '=', 2) as value
          from unnest(coalesce(reloptions, '{}')) option
        ) options
      ) own
    order by relname`.execute(db);
  const report: MaintenanceReport = { vacuumed: [], analyzed: [], ms: 0 };
  for (const { schema, table, vacuum, analyze } of due.rows) {
    const name = sql.id(schema, table);
    if (vacuum) {
      await sql`vacuum (analyze ${sql.raw(analyze ? 'true' : 'false')}) ${name}`.execute(db);
      report.vacuumed.push(table);
    } else if (analyze) {
      await sql`analyze ${name}`.execute(db);
    }
    if (analyze) report.analyzed.push(table);
  }
  report.ms = Math.round(performance.now() - started);
  return report;
}

interface MaintenanceLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * A pass every `intervalMs` (one at a time: a pass still running skips the next), each pass that
 * did something logged with its tables and time. Returns what stops the passes, once the one
 * under way (if any) has ended, so that the database is closed after it.
 */
export function startMaintenance<DB>(
  db: Kysely<DB>,
  log: MaintenanceLog,
  intervalMs = MAINTENANCE_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= maintainEmbedded(db)
      .then((report) => {
        if (report.vacuumed.length || report.analyzed.length)
          log.info(report, 'embedded database vacuumed and analysed');
      })
      .catch((error: unknown) => log.error({ err: error }, 'embedded database maintenance failed'))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
