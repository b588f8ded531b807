/**
 * Opens the registry's database: PostgreSQL through `pg` when DATABASE_URL is set, otherwise
 * PGlite in DATA_DIR. Both speak the same SQL through Kysely.
 *
 * The embedded database is made as safe as PGlite allows: the directory is private to the
 * server's account (privateDirectory.ts) and locked against a second process, commits are
 * written with open_datasync (PGlite never calls fsync, so this is what puts a commit on disk),
 * and since PGlite has no background checkpointer the caller checkpoints on a timer and on close.
 * Either one dumps itself as plain SQL for a backup (server/backup/dump.ts).
 */
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { dumpPglite, dumpPostgres } from '../backup/dump';
import { type DirectoryLock, lockDirectory } from './lock';
import { PgliteDialect } from './pgliteDialect';
import { makePrivate } from './privateDirectory';
import { type Database } from './schema';

export interface RegistryDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  checkpoint(): Promise<void>;
  /**
   * The whole database as plain SQL, as pg_dump writes it, from one snapshot. The embedded one
   * answers no query of the server while pg_dump reads it.
   */
  dump(): AsyncIterable<Uint8Array>;
  close(): Promise<void>;
}

// int8 (counts, audit ids) as numbers, dates as YYYY-MM-DD strings, on both drivers.
const INT8 = 20;
const DATE = 1082;
pg.types.setTypeParser(INT8, (value) => Number(value));
pg.types.setTypeParser(DATE, (value) => value);

export function openPostgres(
  url: string,
  poolSize: number,
  onIdleError?: (error: Error) => void,
): RegistryDatabase {
  // Data on SSDs (or in the server's cache) makes a random page cost about a sequential one;
  // with PostgreSQL's default of 4 the planner scanned whole tables rather than follow the
  // trigram index of dictionary lookups (37 ms instead of 5 ms over 100,000 entries). Options
  // given in DATABASE_URL win.
  const options = /[?&]options=/.test(url) ? {} : { options: '-c random_page_cost=1.1' };
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...options });
  // An idle connection can fail (a server restart, say); the pool replaces it. Without a
  // listener that error would end the process.
  pool.on('error', (error) => onIdleError?.(error));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    // The server checkpoints by itself.
    async checkpoint() {},
    dump: () => dumpPostgres(url),
    async close() {
      await db.destroy();
    },
  };
}

/** Answers when the database runs a statement; rejects when it cannot. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

export function pgliteStartParams(): string[] {
  // PGlite starts with -F (fsync off); keep everything else of its defaults.
  return [
    ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
    '-c',
    'wal_sync_method=open_datasync',
    '-c',
    'shared_buffers=16MB',
    // PGlite's files are read through memory (it never fsyncs, the OS caches them), so a random
    // page costs about what a sequential one does. With the default of 4 the planner scanned
    // a whole table of dictionary entries rather than follow its trigram index.
    '-c',
    'random_page_cost=1.1',
  ];
}

/** Extensions the migrations create; PGlite needs them passed on every open, not only the first. */
export function pgliteExtensions() {
  return { pg_trgm };
}

export function pgliteParsers() {
  return { [INT8]: (value: string) => Number(value), [DATE]: (value: string) => value };
}

export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<RegistryDatabase> {
  let lock: DirectoryLock | undefined;
  let dataDir: string | undefined;
  if (options.dataDir) {
    const dir = resolve(options.dataDir);
    makePrivate(dir);
    lock = lockDirectory(dir);
    dataDir = join(dir, 'pgdata');
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      dataDir,
      loadDataDir: options.loadDataDir,
      startParams: pgliteStartParams(),
      parsers: pgliteParsers(),
      extensions: pgliteExtensions(),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const dialect = new PgliteDialect(pglite);
  const db = new Kysely<Database>({ dialect });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    async checkpoint() {
      if (!closed) await sql`checkpoint`.execute(db);
    },
    dump: () => dumpPglite((work) => dialect.exclusive(work)),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await sql`checkpoint`.execute(db);
        await db.destroy();
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}

export async function openDatabase(
  config: {
    databaseUrl: string | undefined;
    migrationDatabaseUrl?: string | undefined;
    databasePoolSize: number;
    dataDir: string;
  },
  onIdleError: (error: Error) => void = (error) =>
    process.stderr.write(`database connection failed: ${error.message}\n`),
): Promise<RegistryDatabase> {
  if (!config.databaseUrl) return openPglite({ dataDir: config.dataDir });
  const database = openPostgres(config.databaseUrl, config.databasePoolSize, onIdleError);
  // The API's own role may not read the migrations' bookkeeping: the tables' owner dumps.
  const owner = config.migrationDatabaseUrl;
  return owner ? { ...database, dump: () => dumpPostgres(owner) } : database;
}
