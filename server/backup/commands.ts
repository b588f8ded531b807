/**
 * What `npm run backup` and `npm run restore` do, apart from reading their arguments and
 * printing (scripts/backup.ts, scripts/restore.ts).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Config } from '../config';
import { openDatabase, openPglite } from '../db/database';
import { DirectoryLockedError } from '../db/lock';
import { shortError, takeBackup } from './backup';
import { type Restored, type RestoreTarget, restoreBackup } from './restore';
import { type BackupReply, backupReply, requestBackup, socketPath } from './socket';

/**
 * Writes a backup of the configured database to `out`. On the embedded database: when a server
 * holds the directory it takes the backup, otherwise this process opens (and locks) the
 * directory itself. On PostgreSQL: pg_dump, whether or not servers run.
 */
export async function backupCommand(config: Config, out: string): Promise<BackupReply> {
  const file = resolve(out);
  if (config.databaseUrl) {
    const database = await openDatabase({ ...config, databasePoolSize: 1 });
    try {
      return backupReply(await takeBackup(database, file, 'command'));
    } finally {
      await database.close();
    }
  }
  const dataDir = resolve(config.dataDir);
  if (!existsSync(join(dataDir, 'pgdata'))) {
    return { ok: false, error: `${dataDir} holds no database (DATA_DIR)` };
  }
  let database;
  try {
    database = await openPglite({ dataDir });
  } catch (error) {
    if (!(error instanceof DirectoryLockedError)) throw error;
    return requestBackup(dataDir, file).catch((reason: unknown) => ({
      ok: false as const,
      error: `${error.message} That process did not answer on ${socketPath(dataDir)} (${shortError(reason)}): if it is an oncoreg server, it may still be starting.`,
    }));
  }
  try {
    return backupReply(await takeBackup(database, file, 'command'));
  } finally {
    await database.close();
  }
}

/** Where `npm run restore` loads a backup: the owner's connection on PostgreSQL. */
export function restoreTarget(config: Config): RestoreTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.migrationDatabaseUrl ?? config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}

export function describeTarget(target: RestoreTarget): string {
  if (target.kind === 'pglite') return resolve(target.dataDir);
  const url = new URL(target.url);
  // A Unix socket's directory is the host, percent-encoded: named as the directory it is.
  return `the database ${url.pathname.slice(1)} on ${decodeURIComponent(url.host)}`;
}

export function restoreCommand(config: Config, file: string, replace: boolean): Promise<Restored> {
  return restoreBackup(resolve(file), restoreTarget(config), { replace });
}
