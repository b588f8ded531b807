/**
 * The outcome of every backup the registry takes, by its schedule (BACKUP_DIR) or by
 * `npm run backup`, so that the central administrator can see when the last one was taken and
 * whether it succeeded. A system record, not a user's change: no audit row; server/backup/status.ts
 * keeps the newest few hundred.
 *
 * Read newest first (the latest runs, the latest success): an index in that order serves both, the
 * partial one the latest success without passing over failures.
 */
export const statements = [
  `create table backup_run (
    id bigint generated always as identity primary key,
    trigger text not null check (trigger in ('schedule', 'command')),
    started_at timestamptz not null,
    finished_at timestamptz not null,
    ok boolean not null,
    file text,
    bytes bigint check (bytes >= 0),
    sha256 text,
    error text,
    check (finished_at >= started_at),
    check (ok or error is not null)
  )`,
  `create index backup_run_started_at_idx on backup_run (started_at desc, id desc)`,
  `create index backup_run_ok_started_at_idx on backup_run (started_at desc, id desc) where ok`,
];
