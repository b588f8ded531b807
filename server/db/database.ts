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
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { dumpPglite, dumpPgliteBackend, dumpPostgres } from '../backup/dump';
import { type DirectoryLock, lockDirectory } from './lock';
import { PgliteDialect } from './pgliteDialect';
import { pgliteExtensions, pgliteParsers, pgliteStartParams, snapshotBlob } from './pgliteOptions';
import { PgliteThread, PgliteThreadDialect } from './pgliteThread';
import { prepareStatements } from './preparedStatements';
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

/** The API's session settings on PostgreSQL (the benchmarks' bare pools take the same). */
export const POSTGRES_SESSION_OPTIONS =
  '-c random_page_cost=1.1 -c max_parallel_workers_per_gather=0';

export function openPostgres(
  url: string,
  poolSize: number,
  onIdleError?: (error: Error) => void,
): RegistryDatabase {
  // Data on SSDs (or in the server's cache) makes a random page cost about a sequential one;
  // with PostgreSQL's default of 4 the planner scanned whole tables rather than follow the
  // trigram index of dictionary lookups (37 ms instead of 5 ms over 100,000 entries). No parallel
  // workers: the API's queries are small and many run at once, and starting a worker cost a
  // hospital's page sorted by birth date 10 ms of its 13 (issue 19). Options given in
  // DATABASE_URL win.
  const options = /[?&]options=/.test(url) ? {} : { options: POSTGRES_SESSION_OPTIONS };
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...options });
  // An idle connection can fail (a server restart, say); the pool replaces it. Without a
  // listener that error would end the process.
  pool.on('error', (error) => onIdleError?.(error));
  pool.on('connect', (client) => prepareStatements(client));
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

export { pgliteExtensions, pgliteParsers, pgliteStartParams, snapshotBlob };

export interface PgliteOptions {
  /** Where the database lives (locked, private); in memory without it. */
  dataDir?: string;
  /** A `dumpDataDir` snapshot to start from. */
  loadDataDir?: Blob;
  /**
   * `worker`: PGlite in a thread of its own (pgliteThread.ts), so that its SQL and the server's
   * HTTP run on different cores; the server's database (openDatabase) is opened so. `inline`
   * (the default): PGlite in the calling thread, for what serves no HTTP meanwhile (a restore,
   * a backup with no server running, the tests' databases), which the thread would only cost
   * its start (about a second).
   */
  thread?: 'worker' | 'inline';
  /** Told once if the database's thread dies; every query fails from then on. */
  onFailure?: (error: Error) => void;
}

export async function openPglite(options: PgliteOptions): Promise<RegistryDatabase> {
  let lock: DirectoryLock | undefined;
  let dataDir: string | undefined;
  let privateDir: string | undefined;
  if (options.dataDir) {
    privateDir = resolve(options.dataDir);
    makePrivate(privateDir);
    lock = lockDirectory(privateDir);
    dataDir = join(privateDir, 'pgdata');
  }
  let opened: Omit<RegistryDatabase, 'kind' | 'checkpoint' | 'close'> & { close(): Promise<void> };
  try {
    opened =
      options.thread === 'worker'
        ? await openInWorker(dataDir, privateDir, options)
        : await openInline(dataDir, options.loadDataDir);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const { db } = opened;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    async checkpoint() {
      if (!closed) await sql`checkpoint`.execute(db);
    },
    dump: opened.dump,
    async close() {
      if (closed) return;
      closed = true;
      try {
        await opened.close();
      } finally {
        // Only once PGlite has checkpointed and closed (or its thread is gone).
        lock?.release();
      }
    },
  };
}

async function openInline(dataDir: string | undefined, loadDataDir: Blob | undefined) {
  const pglite = await PGlite.create({
    dataDir,
    loadDataDir,
    startParams: pgliteStartParams(),
    parsers: pgliteParsers(),
    extensions: pgliteExtensions(),
  });
  const dialect = new PgliteDialect(pglite);
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    dump: () => dumpPglite(() => dialect.exclusive(dumpPgliteBackend)),
    async close() {
      await sql`checkpoint`.execute(db);
      await db.destroy();
      await pglite.close();
    },
  };
}

async function openInWorker(
  dataDir: string | undefined,
  privateDir: string | undefined,
  options: PgliteOptions,
) {
  const created = dataDir !== undefined && !existsSync(join(dataDir, 'PG_VERSION'));
  let thread = await PgliteThread.start(
    {
      dataDir,
      privateDir,
      loadDataDir: options.loadDataDir
        ? new Uint8Array(await options.loadDataDir.arrayBuffer())
        : undefined,
    },
    options.onFailure,
  );
  if (created) {
    // Creating the database (PGlite's initdb, or unpacking a snapshot) grows the thread's
    // WebAssembly memory, which never shrinks, far beyond what using the database needs: a
    // server's first start stood at 750-854 MB in three runs of four, and stands at 406-427
    // with a second thread (bench/RESULTS.md). The thread that created the database
    // checkpoints and closes, and a new one opens what it wrote.
    await thread.close();
    thread = await PgliteThread.start({ dataDir, privateDir }, options.onFailure);
  }
  const db = new Kysely<Database>({ dialect: new PgliteThreadDialect(thread) });
  return {
    db,
    dump: () => dumpPglite(() => thread.dump()),
    async close() {
      // The thread checkpoints and closes PGlite after whatever was asked before.
      await db.destroy();
      await thread.close();
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
  /** The embedded database's thread died: nothing can be read or written any more. */
  onEmbeddedFailure?: (error: Error) => void,
): Promise<RegistryDatabase> {
  if (!config.databaseUrl) {
    return openPglite({ dataDir: config.dataDir, thread: 'worker', onFailure: onEmbeddedFailure });
  }
  const database = openPostgres(config.databaseUrl, config.databasePoolSize, onIdleError);
  // The API's own role may not read the migrations' bookkeeping: the tables' owner dumps.
  const owner = config.migrationDatabaseUrl;
  return owner ? { ...database, dump: () => dumpPostgres(owner) } : database;
}
