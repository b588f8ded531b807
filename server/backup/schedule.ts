/**
 * Scheduled backups in the running server (BACKUP_DIR): one every BACKUP_INTERVAL, named by the
 * time it started (oncoreg-20261125T031500Z.sql, with its .sha256), keeping the newest
 * BACKUP_KEEP. The first comes at start when BACKUP_DIR holds none as recent as one interval
 * (so a server restarted more often than its interval still takes them), otherwise one interval
 * after the newest. A failure is logged and recorded, and the next attempt comes an interval
 * later; nothing here stops the registry.
 */
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type FastifyBaseLogger } from 'fastify';
import { type RegistryDatabase } from '../db/database';
import { PRIVATE_DIRECTORY_MODE } from '../db/privateDirectory';
import { type BackupOutcome, shortError, takeBackup } from './backup';

const NAME = /^oncoreg-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.sql$/;
/** What a scheduled backup's file is called while it is written (see backupFile.ts). */
const PARTIAL = /^\.oncoreg-\d{8}T\d{6}Z\.sql\.[0-9a-f]{12}\.partial$/;
/**
 * A partial file older than this was left by a process that stopped while writing it. A younger
 * one may still be written, by another API process sharing BACKUP_DIR on PostgreSQL.
 */
const ABANDONED_AFTER_MS = 6 * 3_600_000;
/** setTimeout's longest delay (about 24.8 days); longer waits are taken in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export function backupName(at: Date): string {
  return `oncoreg-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}.sql`;
}

export function backupTime(name: string): Date | undefined {
  const match = NAME.exec(name);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match;
  return new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
}

/** The scheduled backups in `dir`, newest first (other files are not the schedule's). */
export async function scheduledBackups(dir: string): Promise<{ name: string; at: Date }[]> {
  const names = await readdir(dir);
  return names
    .flatMap((name) => {
      const at = backupTime(name);
      return at ? [{ name, at }] : [];
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** Milliseconds from `now` to the first backup, given the newest one found. */
export function firstBackupDelay(newest: Date | undefined, now: Date, intervalMs: number): number {
  return newest ? Math.max(0, newest.getTime() + intervalMs - now.getTime()) : 0;
}

export interface BackupScheduleOptions {
  database: Pick<RegistryDatabase, 'db' | 'dump'>;
  dir: string;
  intervalSeconds: number;
  keep: number;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export class BackupSchedule {
  private timer: NodeJS.Timeout | undefined;
  private readonly running = new Set<Promise<void>>();
  private stopped = false;
  private readonly now: () => Date;

  constructor(private readonly options: BackupScheduleOptions) {
    this.now = options.now ?? (() => new Date());
  }

  async start(): Promise<void> {
    const { dir, log } = this.options;
    let newest: { at: Date } | undefined;
    try {
      await mkdir(dir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
      [newest] = await scheduledBackups(dir);
      await this.removeAbandoned();
    } catch (error) {
      // The first backup then fails too, and is recorded: the administrator sees it.
      log.error({ dir, error: shortError(error) }, 'backup directory not usable');
    }
    const now = this.now();
    const delay = firstBackupDelay(newest?.at, now, this.options.intervalSeconds * 1000);
    this.wakeAt(now.getTime() + delay);
  }

  /** Takes one backup now and keeps the newest `keep`. */
  run(): Promise<BackupOutcome> {
    const run = this.backUp();
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.running.add(settled);
    void settled.finally(() => this.running.delete(settled));
    return run;
  }

  /** No more backups; waits for one under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await Promise.all(this.running);
  }

  private wakeAt(at: number) {
    if (this.stopped) return;
    const wait = at - this.now().getTime();
    this.timer = setTimeout(
      () => {
        if (at > this.now().getTime()) return this.wakeAt(at);
        void this.run()
          .catch((error) => this.options.log.error({ error: shortError(error) }, 'backup failed'))
          .finally(() => this.wakeAt(this.now().getTime() + this.options.intervalSeconds * 1000));
      },
      Math.max(0, Math.min(wait, LONGEST_TIMER_MS)),
    );
    this.timer.unref();
  }

  private async backUp(): Promise<BackupOutcome> {
    const { database, dir, log } = this.options;
    const file = join(dir, backupName(this.now()));
    const outcome = await takeBackup(database, file, 'schedule', this.now);
    const { run, notRecorded } = outcome;
    const ms = run.finishedAt.getTime() - run.startedAt.getTime();
    if (run.ok) {
      log.info({ file, bytes: run.bytes, ms }, 'scheduled backup written');
      await this.prune();
    } else {
      log.error({ file, error: run.error, ms }, 'scheduled backup failed');
    }
    if (notRecorded) log.error({ file, error: notRecorded }, 'backup not recorded');
    return outcome;
  }

  /** Removes what a backup interrupted by a crash or a kill left behind, once it is old. */
  private async removeAbandoned() {
    const { dir, log } = this.options;
    const now = this.now().getTime();
    for (const name of await readdir(dir)) {
      if (!PARTIAL.test(name)) continue;
      const file = join(dir, name);
      const { mtimeMs } = await stat(file);
      if (now - mtimeMs < ABANDONED_AFTER_MS) continue;
      await rm(file, { force: true });
      log.warn({ file }, 'unfinished backup removed');
    }
  }

  private async prune() {
    const { dir, keep, log } = this.options;
    try {
      const backups = await scheduledBackups(dir);
      for (const { name } of backups.slice(keep)) {
        await rm(join(dir, name), { force: true });
        await rm(join(dir, `${name}.sha256`), { force: true });
      }
    } catch (error) {
      log.error({ dir, error: shortError(error) }, 'old backups could not be removed');
    }
  }
}
