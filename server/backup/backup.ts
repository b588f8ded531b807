/**
 * Taking a backup: the database's dump written to a backup file (backupFile.ts), and the run,
 * whatever its outcome, in the registry's record of backups (status.ts), which the central
 * administrator reads.
 */
import { resolve } from 'node:path';
import { type RegistryDatabase } from '../db/database';
import { type BackupRun, recordBackupRun } from './status';
import { writeBackupFile } from './backupFile';

export interface BackupOutcome {
  run: BackupRun;
  /** Why the run could not be recorded, if it could not (the backup itself is unaffected). */
  notRecorded?: string;
}

/** An error's first line, short, for the record and the log (no driver dump, no stack). */
export function shortError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n')[0] || 'unknown error').slice(0, 500);
}

export async function takeBackup(
  database: Pick<RegistryDatabase, 'db' | 'dump'>,
  file: string,
  trigger: BackupRun['trigger'],
  now: () => Date = () => new Date(),
): Promise<BackupOutcome> {
  const target = resolve(file);
  const startedAt = now();
  let run: BackupRun;
  try {
    const written = await writeBackupFile(target, database.dump());
    run = { trigger, startedAt, finishedAt: now(), ok: true, error: null, ...written };
  } catch (error) {
    run = {
      trigger,
      startedAt,
      finishedAt: now(),
      ok: false,
      file: target,
      bytes: null,
      sha256: null,
      error: shortError(error),
    };
  }
  try {
    await recordBackupRun(database.db, run);
    return { run };
  } catch (error) {
    return { run, notRecorded: shortError(error) };
  }
}
