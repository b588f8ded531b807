/**
 * The backup status, GET /api/v1/backups: the runs recorded by recordBackupRun as the central
 * administrator sees them (the latest, the latest success, the recent ones, base names only), and
 * when backups are overdue: more than two intervals after the newest success began, or after the
 * server started when none succeeded, never when automatic backups are off. Each case builds its
 * own app on its own database with a clock it moves. Who may call the route is in
 * adminAccess.test.ts.
 */
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type BackupStatus } from '../../domain/backups';
import { type BackupRun, KEPT_BACKUP_RUNS, recordBackupRun } from '../../server/backup/status';
import { auditCount } from './administration';
import {
  type TestApp,
  type TestDatabase,
  bearer,
  buildTestApp,
  createAccount,
  freshDatabase,
  login,
} from './helpers';

const HOUR = 3_600_000;
const BACKUP_DIR = '/srv/oncoreg-backups-test';
const SHA = 'a'.repeat(64);

const open: { app: TestApp; database: TestDatabase }[] = [];

afterEach(async () => {
  for (const { app, database } of open.splice(0)) {
    await app.app.close();
    await database.close();
  }
});

/** An app on a fresh database; `scheduled` sets BACKUP_DIR with an interval of an hour. */
async function registry(scheduled: boolean) {
  const database = await freshDatabase();
  const env: Record<string, string> = scheduled
    ? { BACKUP_DIR, BACKUP_INTERVAL: '1h', BACKUP_KEEP: '7' }
    : {};
  const app = await buildTestApp(database, { env });
  open.push({ app, database });
  const admin = await createAccount(app.db, { role: 'ROLE_CENTRAL_ADMINISTRATOR' });
  /** Signs in afresh each time: the clock moves past an access token's life. */
  const status = async (): Promise<BackupStatus> => {
    const { token } = await login(app.app, admin.email);
    const response = await app.app.inject({
      method: 'GET',
      url: '/api/v1/backups',
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(BACKUP_DIR);
    return response.json();
  };
  return { ...app, status, serverStart: app.clock.now() };
}

function run(startedAt: Date, values: Partial<BackupRun> = {}): BackupRun {
  const ok = values.ok ?? true;
  return {
    trigger: 'schedule',
    startedAt,
    finishedAt: new Date(startedAt.getTime() + 90_000),
    ok,
    file: ok ? `${BACKUP_DIR}/oncoreg-${startedAt.toISOString()}.dump` : null,
    bytes: ok ? 5_368_709_120 : null,
    sha256: ok ? SHA : null,
    error: ok ? null : 'backup failed',
    ...values,
  };
}

const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

describe('backup status', () => {
  it('says automatic backups are off without BACKUP_DIR, never overdue, and still lists backups taken by command', async () => {
    const t = await registry(false);
    expect(await t.status()).toEqual({
      automatic: false,
      intervalSeconds: 86_400,
      keep: 14,
      overdue: false,
      overdueAfter: null,
      checkedAt: t.serverStart.toISOString(),
      lastRun: null,
      lastSuccess: null,
      recentRuns: [],
    });
    await recordBackupRun(
      t.db,
      run(t.serverStart, { trigger: 'command', file: '/tmp/manual.dump' }),
    );
    t.clock.advance(30 * 24 * HOUR);
    const status = await t.status();
    expect(status).toMatchObject({ automatic: false, overdue: false, overdueAfter: null });
    expect(status.lastRun).toMatchObject({ trigger: 'command', ok: true, file: 'manual.dump' });
    expect(status.recentRuns).toHaveLength(1);
  });

  it('with no backup yet, is overdue only more than two intervals after the server started', async () => {
    const t = await registry(true);
    const first = await t.status();
    expect(first).toMatchObject({
      automatic: true,
      intervalSeconds: 3600,
      keep: 7,
      overdue: false,
      overdueAfter: at(t.serverStart, 2 * HOUR).toISOString(),
      lastRun: null,
      lastSuccess: null,
      recentRuns: [],
    });
    t.clock.advance(2 * HOUR);
    expect((await t.status()).overdue).toBe(false);
    t.clock.advance(1);
    expect((await t.status()).overdue).toBe(true);
  });

  it('counts failures as no backup: overdue two intervals after the last success began', async () => {
    const t = await registry(true);
    const success = at(t.serverStart, 10 * HOUR);
    await recordBackupRun(t.db, run(success));
    await recordBackupRun(
      t.db,
      run(at(success, HOUR), {
        ok: false,
        error: `EACCES: permission denied, open '${BACKUP_DIR}/oncoreg-next.dump'`,
      }),
    );
    t.clock.advance(10 * HOUR + 2 * HOUR);
    const status = await t.status();
    expect(status.overdue).toBe(false);
    expect(status.overdueAfter).toBe(at(success, 2 * HOUR).toISOString());
    expect(status.lastRun).toMatchObject({
      ok: false,
      startedAt: at(success, HOUR).toISOString(),
      file: null,
      error: "EACCES: permission denied, open 'oncoreg-next.dump'",
    });
    expect(status.lastSuccess).toEqual({
      id: expect.any(Number),
      trigger: 'schedule',
      startedAt: success.toISOString(),
      finishedAt: at(success, 90_000).toISOString(),
      ok: true,
      file: `oncoreg-${success.toISOString()}.dump`,
      bytes: 5_368_709_120,
      sha256: SHA,
      error: null,
    });
    t.clock.advance(1);
    expect((await t.status()).overdue).toBe(true);

    // A backup by command counts as much as a scheduled one.
    await recordBackupRun(t.db, run(t.clock.now(), { trigger: 'command' }));
    const after = await t.status();
    expect(after.overdue).toBe(false);
    expect(after.lastSuccess?.trigger).toBe('command');
  });

  it('lists the newest 20 runs newest first by start, and finds a success older than them', async () => {
    const t = await registry(true);
    const success = t.serverStart;
    await recordBackupRun(t.db, run(success));
    for (let i = 1; i <= 24; i += 1) {
      await recordBackupRun(t.db, run(at(success, i * HOUR), { ok: false }));
    }
    // Recorded last, started earlier: a long command backup finishing late.
    await recordBackupRun(t.db, run(at(success, 30 * 60_000), { trigger: 'command', ok: false }));
    t.clock.advance(25 * HOUR);
    const status = await t.status();
    expect(status.recentRuns).toHaveLength(20);
    expect(status.recentRuns.map((r) => r.startedAt)).toEqual(
      Array.from({ length: 20 }, (_, i) => at(success, (24 - i) * HOUR).toISOString()),
    );
    expect(status.lastRun?.startedAt).toBe(at(success, 24 * HOUR).toISOString());
    expect(status.lastSuccess?.startedAt).toBe(success.toISOString());
    expect(status.overdue).toBe(true);
  });

  it('cuts every server path in an error to its base name', async () => {
    const t = await registry(true);
    await recordBackupRun(
      t.db,
      run(t.serverStart, {
        ok: false,
        error: `ENOSPC: no space left on device, write "/var/lib/oncoreg/my backups/a b.dump" (cwd=/opt/oncoreg/app/) in C:\\Backups\\oncoreg\\x.dump; 3/4 done`,
      }),
    );
    const status = await t.status();
    expect(status.lastRun?.error).toBe(
      'ENOSPC: no space left on device, write "a b.dump" (cwd=app) in x.dump; 3/4 done',
    );
  });
});

describe('recordBackupRun', () => {
  it(`keeps the newest ${KEPT_BACKUP_RUNS} runs and writes no audit row`, async () => {
    const t = await registry(true);
    // The oldest runs, in one statement: a minute apart from 2020 on.
    await sql`insert into backup_run (trigger, started_at, finished_at, ok, error)
      select 'schedule', t, t, false, 'old'
      from generate_series(0, ${KEPT_BACKUP_RUNS - 1}) as i,
        lateral (select timestamptz '2020-01-01T00:00:00Z' + i * interval '1 minute' as t) as s`.execute(
      t.db,
    );
    const audits = await auditCount(t.db);
    await recordBackupRun(t.db, run(t.serverStart));
    await recordBackupRun(t.db, run(at(t.serverStart, HOUR)));
    const rows = await t.db
      .selectFrom('backup_run')
      .select(['started_at', 'ok'])
      .orderBy('started_at')
      .execute();
    expect(rows).toHaveLength(KEPT_BACKUP_RUNS);
    expect(rows[0]!.started_at.toISOString()).toBe('2020-01-01T00:02:00.000Z');
    expect(rows.filter((row) => row.ok)).toHaveLength(2);
    expect(await auditCount(t.db)).toBe(audits);
  });

  it('refuses a failure without its reason and a run ending before it began', async () => {
    const t = await registry(true);
    await expect(
      recordBackupRun(t.db, run(t.serverStart, { ok: false, error: null })),
    ).rejects.toThrow();
    await expect(
      recordBackupRun(t.db, run(t.serverStart, { finishedAt: at(t.serverStart, -1) })),
    ).rejects.toThrow();
    expect((await t.status()).recentRuns).toEqual([]);
  });
});
