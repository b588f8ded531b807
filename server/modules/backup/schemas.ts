/** TypeBox schemas of the backup status route, matching domain/backups.ts. */
import { type TSchema, Type } from '@sinclair/typebox';
import { BACKUP_OVERDUE_INTERVALS, BACKUP_RECENT_RUNS } from '../../../domain/backups';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Instant = (description?: string) =>
  Type.String({ format: 'date-time', ...(description ? { description } : {}) });

export const BackupRunSchema = Type.Object(
  {
    id: Type.Integer(),
    trigger: Type.Union([Type.Literal('schedule'), Type.Literal('command')], {
      description: '`schedule`: taken by the server (BACKUP_DIR); `command`: by `npm run backup`',
    }),
    startedAt: Instant('When the backup began: the moment its copy of the registry stands for'),
    finishedAt: Instant(),
    ok: Type.Boolean(),
    file: Nullable(Type.String({ description: "The backup file's base name" })),
    bytes: Nullable(Type.Integer({ minimum: 0 })),
    sha256: Nullable(Type.String({ description: "The file's SHA-256, hexadecimal" })),
    error: Nullable(
      Type.String({ description: "Why it failed, the server's paths cut to their base names" }),
    ),
  },
  { title: 'BackupRun' },
);

export const BackupStatusSchema = Type.Object(
  {
    automatic: Type.Boolean({
      description: 'Whether the server takes backups on its own (BACKUP_DIR is set)',
    }),
    intervalSeconds: Type.Integer({ minimum: 1, description: 'BACKUP_INTERVAL, in seconds' }),
    keep: Type.Integer({ minimum: 1, description: 'BACKUP_KEEP: scheduled backups kept' }),
    overdue: Type.Boolean({
      description: `Automatic backups are on and none has succeeded for more than ${BACKUP_OVERDUE_INTERVALS} intervals, counted from the newest successful backup's start or, when none ever succeeded, from the server's start; always false when automatic backups are off`,
    }),
    overdueAfter: Nullable(
      Instant(
        'When the backups become overdue unless one succeeds first; null when automatic backups are off',
      ),
    ),
    checkedAt: Instant("The server's time of this answer"),
    lastRun: Nullable(BackupRunSchema),
    lastSuccess: Nullable(BackupRunSchema),
    recentRuns: Type.Array(BackupRunSchema, {
      maxItems: BACKUP_RECENT_RUNS,
      description: `The newest ${BACKUP_RECENT_RUNS} runs at most, newest first`,
    }),
  },
  { title: 'BackupStatus' },
);
