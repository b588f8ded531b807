/**
 * The record of the registry's backups: every run, scheduled or by `npm run backup`, is kept with
 * its outcome in `backup_run`, and the central administrator's backup status
 * (server/modules/backup) is read from it. A system record rather than a user's change, so no
 * audit row; the newest KEPT_BACKUP_RUNS are kept.
 */
import { type Kysely, type Transaction } from 'kysely';
import { type Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface BackupRun {
  trigger: 'schedule' | 'command';
  startedAt: Date;
  finishedAt: Date;
  ok: boolean;
  file: string | null;
  bytes: number | null;
  sha256: string | null;
  error: string | null;
}

/** A run as stored, with its place in the record. */
export interface RecordedBackupRun extends BackupRun {
  id: number;
}

/** More than a year of daily runs; the status shows far fewer. */
export const KEPT_BACKUP_RUNS = 400;

/** An error's message is kept, not a whole stack trace or a driver's dump. */
const ERROR_LENGTH = 2000;

/** Records one run and forgets the oldest beyond KEPT_BACKUP_RUNS. */
export async function recordBackupRun(db: Kysely<Database>, run: BackupRun): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('backup_run')
      .values({
        trigger: run.trigger,
        started_at: run.startedAt,
        finished_at: run.finishedAt,
        ok: run.ok,
        file: run.file,
        bytes: run.bytes,
        sha256: run.sha256,
        error: run.error === null ? null : run.error.slice(0, ERROR_LENGTH),
      })
      .execute();
    await trx
      .deleteFrom('backup_run')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('backup_run')
          .select('id')
          .orderBy('started_at', 'desc')
          .orderBy('id', 'desc')
          .offset(KEPT_BACKUP_RUNS),
      )
      .execute();
  });
}

const columns = [
  'id',
  'trigger',
  'started_at',
  'finished_at',
  'ok',
  'file',
  'bytes',
  'sha256',
  'error',
] as const;

function toRun(row: {
  id: number;
  trigger: 'schedule' | 'command';
  started_at: Date;
  finished_at: Date;
  ok: boolean;
  file: string | null;
  bytes: number | null;
  sha256: string | null;
  error: string | null;
}): RecordedBackupRun {
  return {
    id: row.id,
    trigger: row.trigger,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    ok: row.ok,
    file: row.file,
    bytes: row.bytes,
    sha256: row.sha256,
    error: row.error,
  };
}

/** The newest runs, newest first (by when they started). */
export async function latestBackupRuns(db: Db, limit: number): Promise<RecordedBackupRun[]> {
  const rows = await db
    .selectFrom('backup_run')
    .select(columns)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toRun);
}

/** The newest run that succeeded, if any did. */
export async function latestSuccessfulBackupRun(db: Db): Promise<RecordedBackupRun | undefined> {
  const row = await db
    .selectFrom('backup_run')
    .select(columns)
    .where('ok', '=', true)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && toRun(row);
}
