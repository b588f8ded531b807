/**
 * The central administrator's view of the registry's backups (issue 16), as
 * `GET /api/v1/backups` sends it. File names are base names only: the server's directories stay
 * on the server.
 */

/** Who took a backup: the server's schedule (BACKUP_DIR) or `npm run backup`. */
export type BackupTrigger = 'schedule' | 'command';

/** One recorded backup and its outcome. */
export interface BackupRunSummary {
  id: number;
  trigger: BackupTrigger;
  /** When the backup began: the moment its copy of the registry stands for. */
  startedAt: string;
  finishedAt: string;
  ok: boolean;
  /** The backup file's base name. */
  file: string | null;
  bytes: number | null;
  sha256: string | null;
  /** Why it failed, with the server's paths cut to their base names. */
  error: string | null;
}

export interface BackupStatus {
  /** Whether the server takes backups on its own (BACKUP_DIR is set). */
  automatic: boolean;
  /** BACKUP_INTERVAL, in seconds. */
  intervalSeconds: number;
  /** BACKUP_KEEP: how many scheduled backups the server keeps. */
  keep: number;
  /**
   * Automatic backups are on and none has succeeded for more than two intervals, counted from the
   * newest successful backup's start or, when none ever succeeded, from the server's start.
   */
  overdue: boolean;
  /** When the backups become overdue if none succeeds before; null when automatic backups are off. */
  overdueAfter: string | null;
  /** The server's time of this answer. */
  checkedAt: string;
  lastRun: BackupRunSummary | null;
  lastSuccess: BackupRunSummary | null;
  /** The newest runs, newest first (at most BACKUP_RECENT_RUNS). */
  recentRuns: BackupRunSummary[];
}

/** How many runs the status lists. */
export const BACKUP_RECENT_RUNS = 20;

/** A backup is overdue after this many intervals without a successful one. */
export const BACKUP_OVERDUE_INTERVALS = 2;
