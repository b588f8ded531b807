/**
 * The backup status (issue 16): what the central administrator sees of the registry's backups
 * (server/backup/status.ts records them). Backups are overdue when the server takes them on its
 * own and none has succeeded for more than two intervals: since the newest success began, or
 * since this server started when none ever succeeded, so that a newly configured schedule gets
 * its two intervals before it warns. Without BACKUP_DIR the answer says automatic backups are off
 * and is never overdue; backups by `npm run backup` are listed either way.
 */
import { basename } from 'node:path';
import { type Kysely } from 'kysely';
import {
  BACKUP_OVERDUE_INTERVALS,
  BACKUP_RECENT_RUNS,
  type BackupRunSummary,
  type BackupStatus,
} from '../../../domain/backups';
import {
  type RecordedBackupRun,
  latestBackupRuns,
  latestSuccessfulBackupRun,
} from '../../backup/status';
import { type Database } from '../../db/schema';
import { assertAllowed } from '../../http/permission';
import { type Auth, type Clock } from '../../http/context';

export interface BackupSettings {
  directory: string | undefined;
  intervalSeconds: number;
  keep: number;
}

/** A quoted absolute path, spaces and all: `'/srv/my backups/x.dump'`. */
const QUOTED_PATH = /(['"`])((?:[A-Za-z]:)?[\\/][^'"`\n]*)\1/g;

/**
 * An unquoted absolute path (a run of `/segment`s or `C:\segment`s) that starts a word or follows
 * `(`, `=` or `:`, as file-system and driver errors print them.
 */
const BARE_PATH = /(^|[\s(=:])((?:[A-Za-z]:)?(?:[\\/][^\s'"`\\/),;]+)+[\\/]?)/g;

const baseName = (path: string) => basename(path.replaceAll('\\', '/').replace(/\/+$/, ''));

/** An error message with every absolute path cut to its base name. */
export function withoutDirectories(message: string): string {
  return message
    .replace(
      QUOTED_PATH,
      (_match, quote: string, path: string) => `${quote}${baseName(path)}${quote}`,
    )
    .replace(BARE_PATH, (_match, before: string, path: string) => `${before}${baseName(path)}`);
}

function summary(run: RecordedBackupRun): BackupRunSummary {
  return {
    id: run.id,
    trigger: run.trigger,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt.toISOString(),
    ok: run.ok,
    file: run.file === null ? null : basename(run.file),
    bytes: run.bytes,
    sha256: run.sha256,
    error: run.error === null ? null : withoutDirectories(run.error),
  };
}

export class BackupStatusService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly settings: BackupSettings,
    /** When this server started: the overdue count's origin until a backup succeeds. */
    private readonly serverStartedAt: Date,
  ) {}

  async status(auth: Auth): Promise<BackupStatus> {
    assertAllowed(auth, 'backups', 'show');
    const recent = await latestBackupRuns(this.db, BACKUP_RECENT_RUNS);
    const lastSuccess =
      recent.find((run) => run.ok) ?? (await latestSuccessfulBackupRun(this.db)) ?? null;
    const now = this.clock.now();
    const automatic = this.settings.directory !== undefined;
    const origin = lastSuccess?.startedAt ?? this.serverStartedAt;
    const overdueAfter = automatic
      ? new Date(origin.getTime() + BACKUP_OVERDUE_INTERVALS * this.settings.intervalSeconds * 1000)
      : null;
    return {
      automatic,
      intervalSeconds: this.settings.intervalSeconds,
      keep: this.settings.keep,
      overdue: overdueAfter !== null && now.getTime() > overdueAfter.getTime(),
      overdueAfter: overdueAfter?.toISOString() ?? null,
      checkedAt: now.toISOString(),
      lastRun: recent[0] ? summary(recent[0]) : null,
      lastSuccess: lastSuccess ? summary(lastSuccess) : null,
      recentRuns: recent.map(summary),
    };
  }
}
