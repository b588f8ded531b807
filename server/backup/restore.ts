/**
 * Loads a backup into an empty target: the embedded database's directory (DATA_DIR) or a
 * PostgreSQL database. The file is checked whole before the target is touched, and a failed
 * restore leaves the target as it was: on PostgreSQL everything runs in one transaction; the
 * embedded database is built in a directory beside DATA_DIR and moved in only once complete,
 * under DATA_DIR's lock, so never under a running server.
 */
import { createReadStream, existsSync, readdirSync, rmSync } from 'node:fs';
import { mkdtemp, open, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { openPglite, openPostgres } from '../db/database';
import { type DirectoryLock, lockDirectory } from '../db/lock';
import { makePrivate } from '../db/privateDirectory';
import { type Database } from '../db/schema';
import { verifyBackupFile } from './backupFile';
import { SqlStatementSplitter, type DumpPart } from './sqlStatements';

export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** A restore that did not happen: the target was left as it was. */
export class RestoreError extends Error {}

export interface Restored {
  statements: number;
}

export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  options: { replace: boolean },
): Promise<Restored> {
  const { sqlBytes } = await verifyBackupFile(file);
  const statements = () => readStatements(file, sqlBytes);
  return target.kind === 'pglite'
    ? restoreEmbedded(statements, target.dataDir, options.replace)
    : restorePostgres(statements, target.url, options.replace);
}

async function restoreEmbedded(
  statements: () => AsyncIterable<string>,
  dataDir: string,
  replace: boolean,
): Promise<Restored> {
  const dir = resolve(dataDir);
  const pgdata = join(dir, 'pgdata');
  const refuseUnlessEmpty = () => {
    if (!replace && existsSync(pgdata) && readdirSync(pgdata).length) {
      throw new RestoreError(
        `${dir} already holds a database. Restore into an empty DATA_DIR, or add --replace to replace that database.`,
      );
    }
  };
  refuseUnlessEmpty();
  const created = !existsSync(dir);
  if (created) makePrivate(dir);
  const undo = () => {
    if (created) rmSync(dir, { recursive: true, force: true });
  };
  let lock: DirectoryLock;
  try {
    // A running server holds this lock: its directory is never touched.
    lock = lockDirectory(dir);
  } catch (error) {
    undo();
    throw error;
  }
  try {
    if (!created) makePrivate(dir);
    refuseUnlessEmpty();
    const restored = await buildAndMoveIn(statements, dir);
    lock.release();
    return restored;
  } catch (error) {
    lock.release();
    undo();
    throw error;
  }
}

/** Builds the database in a directory beside `dir`, then moves it in as `dir`/pgdata. */
async function buildAndMoveIn(
  statements: () => AsyncIterable<string>,
  dir: string,
): Promise<Restored> {
  const pgdata = join(dir, 'pgdata');
  const build = await mkdtemp(join(dirname(dir), `.${basename(dir)}.restore-`));
  try {
    const database = await openPglite({ dataDir: build });
    let restored;
    try {
      restored = await database.db.transaction().execute((trx) => load(trx, statements()));
    } finally {
      await database.close();
    }
    // PGlite never flushes its files; a restore is not done until they are on disk.
    await syncTree(join(build, 'pgdata'));
    if (existsSync(pgdata)) await rename(pgdata, join(build, 'replaced'));
    await rename(join(build, 'pgdata'), pgdata);
    await syncTree(dir, false);
    return restored;
  } finally {
    await rm(build, { recursive: true, force: true });
  }
}

async function restorePostgres(
  statements: () => AsyncIterable<string>,
  url: string,
  replace: boolean,
): Promise<Restored> {
  const database = openPostgres(url, 1);
  try {
    return await database.db.transaction().execute(async (trx) => {
      const { relations } = await sql<{ relations: number }>`
        select count(*)::int as relations from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public'`
        .execute(trx)
        .then(({ rows }) => rows[0]!);
      if (relations && !replace) {
        throw new RestoreError(
          `The database already holds ${relations} tables, indexes or sequences. Restore into an empty database, or add --replace to replace them.`,
        );
      }
      if (relations) {
        // As a new database has it (PostgreSQL 15 and later), inside the same transaction.
        await sql`drop schema public cascade`.execute(trx);
        await sql`create schema public authorization pg_database_owner`.execute(trx);
        await sql`grant usage on schema public to public`.execute(trx);
        await sql`comment on schema public is 'standard public schema'`.execute(trx);
      }
      return load(trx, statements());
    });
  } finally {
    await database.close();
  }
}

async function load(db: Kysely<Database>, statements: AsyncIterable<string>): Promise<Restored> {
  let count = 0;
  for await (const statement of statements) {
    count += 1;
    if (/^COPY\b[^;]*\bFROM\s+stdin/i.test(statement)) {
      throw new RestoreError(
        'The backup loads rows with COPY, which only psql reads; take backups with npm run backup.',
      );
    }
    try {
      await sql.raw(statement).execute(db);
    } catch (error) {
      throw new RestoreError(
        `Statement ${count} (${describe(statement)}) failed: ${(error as Error).message}`,
      );
    }
  }
  return { statements: count };
}

async function* readStatements(file: string, sqlBytes: number): AsyncIterable<string> {
  const splitter = new SqlStatementSplitter();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const parts = async function* () {
    if (sqlBytes > 0) {
      for await (const chunk of createReadStream(file, { end: sqlBytes - 1 })) {
        yield splitter.push(decoder.decode(chunk as Buffer, { stream: true }));
      }
    }
    yield [...splitter.push(decoder.decode()), ...splitter.end()];
  };
  try {
    for await (const batch of parts()) yield* accepted(batch);
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`The backup's SQL cannot be read: ${(error as Error).message}`);
  }
}

/** psql's \restrict and \unrestrict (pg_dump's guard against commands in data) are psql's own. */
function* accepted(parts: DumpPart[]): Iterable<string> {
  for (const part of parts) {
    if ('statement' in part) yield part.statement;
    else if (!/^\\(un)?restrict\b/.test(part.metaCommand)) {
      const command = part.metaCommand.split(/\s/)[0];
      throw new RestoreError(
        `The backup holds the psql command ${command}, which a restore does not run.`,
      );
    }
  }
}

/** A statement's opening words, enough to find it in the file but no row's values. */
function describe(statement: string): string {
  return statement
    .split(/\s+VALUES\b|\(|\n/)[0]!
    .slice(0, 80)
    .trim();
}

/** Flushes every file under `dir` (and, with `deep` false, only `dir` itself) to disk. */
async function syncTree(dir: string, deep = true): Promise<void> {
  if (deep) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await syncTree(path);
      else if (entry.isFile()) await syncFile(path);
    }
  }
  await syncFile(dir);
}

async function syncFile(path: string) {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
