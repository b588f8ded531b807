/**
 * Scheduled backups (BACKUP_DIR): named by their time, private, with a checksum file, the
 * newest BACKUP_KEEP kept and nothing else in the directory touched; the first one at start
 * when none is recent; a failed one logged as an error and recorded while the registry goes on
 * serving; stopping waits for a backup under way. Skipped in the PostgreSQL run (the schedule
 * there runs pg_dump, as backupPostgres.test.ts does).
 */
import {
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { type FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyBackupFile } from '../../server/backup/backupFile';
import { BackupSchedule } from '../../server/backup/schedule';
import { latestBackupRuns } from '../../server/backup/status';
import { openPglite, type RegistryDatabase } from '../../server/db/database';
import { sha256, testDirectory } from './backupRegistry';
import { type TestApp, buildTestApp, createAccount, login, migratedSnapshot } from './helpers';

function recordingLog() {
  const log = { info: vi.fn(), error: vi.fn(), warn: vi.fn(), debug: vi.fn() };
  return log as typeof log & FastifyBaseLogger;
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('scheduled backups', () => {
  const root = testDirectory('schedule');
  let database: RegistryDatabase;
  let t: TestApp;

  beforeAll(async () => {
    mkdirSync(root, { mode: 0o700 });
    database = await openPglite({
      loadDataDir: migratedSnapshot(),
    });
    t = await buildTestApp({ ...database, close: async () => {} });
  });

  afterAll(async () => {
    await t?.app.close();
    await database?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('keeps the newest BACKUP_KEEP, private, each with its checksum, and leaves other files alone', async () => {
    const dir = join(root, 'kept', 'backups');
    let now = Date.parse('2026-11-25T03:15:00Z');
    const log = recordingLog();
    const schedule = new BackupSchedule({
      database,
      dir,
      intervalSeconds: 3600,
      keep: 2,
      log,
      now: () => new Date(now),
    });
    await schedule.start();
    await schedule.stop();
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    writeFileSync(join(dir, 'oncoreg-before-upgrade.sql'), 'mine too');

    for (let hour = 0; hour < 3; hour += 1) {
      const { run } = await schedule.run();
      expect(run).toMatchObject({ trigger: 'schedule', ok: true, error: null });
      now += 3_600_000;
    }

    expect(readdirSync(dir).sort()).toEqual([
      'notes.txt',
      'oncoreg-20261125T041500Z.sql',
      'oncoreg-20261125T041500Z.sql.sha256',
      'oncoreg-20261125T051500Z.sql',
      'oncoreg-20261125T051500Z.sql.sha256',
      'oncoreg-before-upgrade.sql',
    ]);
    for (const name of ['oncoreg-20261125T041500Z.sql', 'oncoreg-20261125T051500Z.sql']) {
      const file = join(dir, name);
      const digest = sha256(readFileSync(file));
      expect(readFileSync(`${file}.sha256`, 'utf8')).toBe(`${digest}  ${name}\n`);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(`${file}.sha256`).mode & 0o777).toBe(0o600);
      await expect(verifyBackupFile(file)).resolves.toMatchObject({ sha256: digest });
    }
    const runs = await latestBackupRuns(t.db, 3);
    expect(runs.map((run) => [run.trigger, run.ok, run.file])).toEqual([
      ['schedule', true, join(dir, 'oncoreg-20261125T051500Z.sql')],
      ['schedule', true, join(dir, 'oncoreg-20261125T041500Z.sql')],
      ['schedule', true, join(dir, 'oncoreg-20261125T031500Z.sql')],
    ]);
    expect(log.error).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ file: join(dir, 'oncoreg-20261125T051500Z.sql') }),
      'scheduled backup written',
    );
  });

  it('logs a failed backup as an error and records it, and the registry goes on serving', async () => {
    const dir = join(root, 'failing');
    const log = recordingLog();
    const failing = {
      db: database.db,
      // eslint-disable-next-line require-yield
      async *dump(): AsyncIterable<Uint8Array> {
        throw new Error('pg_dump failed (exit code 1): could not connect to the server');
      },
    };
    const schedule = new BackupSchedule({
      database: failing,
      dir,
      intervalSeconds: 3600,
      keep: 2,
      log,
      // After the runs of the test before, so that this one is the newest recorded.
      now: () => new Date('2026-12-01T00:00:00Z'),
    });
    await schedule.start();
    await schedule.stop();
    const { run } = await schedule.run();

    expect(run).toMatchObject({
      trigger: 'schedule',
      ok: false,
      bytes: null,
      sha256: null,
      error: 'pg_dump failed (exit code 1): could not connect to the server',
    });
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({
        error: 'pg_dump failed (exit code 1): could not connect to the server',
      }),
      'scheduled backup failed',
    );
    const [recorded] = await latestBackupRuns(t.db, 1);
    expect(recorded).toMatchObject({ trigger: 'schedule', ok: false, error: run.error });
    // Nothing half-written is left, and no older backup was removed for a failed one.
    expect(readdirSync(dir)).toEqual([]);

    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const account = await createAccount(t.db);
    await login(t.app, account.email);
  });

  it('takes the first backup at start when none is recent, and stopping waits for it', async () => {
    const dir = join(root, 'at-start');
    let dumping!: () => void;
    const dumped = new Promise<void>((resolve) => (dumping = resolve));
    const watched = {
      db: database.db,
      dump: () => {
        dumping();
        return database.dump();
      },
    };
    const options = { dir, intervalSeconds: 86_400, keep: 14, log: recordingLog() };
    const schedule = new BackupSchedule({ database: watched, ...options });
    await schedule.start();
    await dumped;
    await schedule.stop();
    const names = readdirSync(dir).sort();
    expect(names).toEqual([
      expect.stringMatching(/^oncoreg-\d{8}T\d{6}Z\.sql$/),
      expect.stringMatching(/^oncoreg-\d{8}T\d{6}Z\.sql\.sha256$/),
    ]);
    await verifyBackupFile(join(dir, names[0]!));

    // Started again within the interval, it waits for the interval.
    const again = new BackupSchedule({ database, ...options });
    await again.start();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await again.stop();
    expect(readdirSync(dir).sort()).toEqual(names);
  });

  it('removes at start what an interrupted backup left, once it is hours old, and nothing else', async () => {
    const dir = join(root, 'interrupted');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const now = Date.parse('2026-11-25T12:00:00Z');
    const old = '.oncoreg-20261125T031500Z.sql.0123456789ab.partial';
    const recent = '.oncoreg-20261125T110000Z.sql.ba9876543210.partial';
    const other = '.notes.txt.0123456789ab.partial';
    for (const name of [old, recent, other]) writeFileSync(join(dir, name), 'begin;');
    utimesSync(join(dir, old), new Date(now - 7 * 3_600_000), new Date(now - 7 * 3_600_000));
    utimesSync(join(dir, recent), new Date(now - 3_600_000), new Date(now - 3_600_000));
    utimesSync(join(dir, other), new Date(now - 7 * 3_600_000), new Date(now - 7 * 3_600_000));
    const log = recordingLog();
    writeFileSync(join(dir, 'oncoreg-20261125T113000Z.sql'), 'a recent backup');
    const schedule = new BackupSchedule({
      database,
      dir,
      intervalSeconds: 86_400,
      keep: 14,
      log,
      now: () => new Date(now),
    });
    await schedule.start();
    await schedule.stop();
    expect(readdirSync(dir).sort()).toEqual([recent, other, 'oncoreg-20261125T113000Z.sql'].sort());
    expect(log.warn).toHaveBeenCalledWith({ file: join(dir, old) }, 'unfinished backup removed');
  });
});
