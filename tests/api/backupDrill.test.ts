/**
 * The restore drill, on the embedded database: a registry served from its data directory (the
 * API and the backup socket in this process, holding the directory's lock), `npm run backup`
 * while a writer keeps changing the registry through the API, a restore into a new data
 * directory, and the server's start on it: every table and sequence must be as the source was
 * between two of the writer's changes. Skipped in the PostgreSQL run.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCommand } from '../../server/backup/commands';
import { restoreBackup } from '../../server/backup/restore';
import { type BackupService, startBackupService } from '../../server/backup/service';
import { requestBackup } from '../../server/backup/socket';
import { latestBackupRuns } from '../../server/backup/status';
import { openPglite, type RegistryDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import {
  type Registry,
  addPatientThroughApi,
  buildRegistry,
  fingerprint,
  saveFormVersion,
  sha256,
  testDirectory,
} from './backupRegistry';
import { type TestApp, buildTestApp, login, migratedSnapshot, testConfig } from './helpers';

/** backup_run changes when the backup is recorded, after its snapshot: compared apart. */
const withoutBackupRuns = (tables: Record<string, string>) =>
  Object.fromEntries(Object.entries(tables).filter(([name]) => !name.startsWith('backup_run')));

describe.skipIf(Boolean(process.env.DATABASE_URL))('the restore drill', () => {
  const root = testDirectory('drill');
  const sourceDir = join(root, 'data');
  const restoredDir = join(root, 'restored');
  const file = join(root, 'backups', 'registry.sql');
  let source: RegistryDatabase;
  let t: TestApp;
  let service: BackupService;
  let registry: Registry;

  beforeAll(async () => {
    mkdirSync(join(root, 'backups'), { recursive: true, mode: 0o700 });
    source = await openPglite({
      dataDir: sourceDir,
      // As the server opens it.
      thread: 'worker',
      loadDataDir: migratedSnapshot(),
    });
    t = await buildTestApp({ ...source, close: async () => {} });
    service = await startBackupService(
      { dataDir: sourceDir, backupDir: undefined, backupIntervalSeconds: 86_400, backupKeep: 14 },
      source,
      t.app.log,
    );
    registry = await buildRegistry(t);
  }, 120_000);

  afterAll(async () => {
    await service?.close();
    await t?.app.close();
    await source?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('backs up a registry while it is written to, and restores it as it was at one moment', async () => {
    // The source's state after each of the writer's changes, one at a time.
    const states = [withoutBackupRuns(await fingerprint(t.db))];
    let formVersion = registry.formVersions;
    const write = async (step: number) => {
      if (step % 2) await addPatientThroughApi(t, registry.physician, registry.hospital);
      else await saveFormVersion(t, registry.physician, registry.patients[0]!, formVersion++);
      states.push(withoutBackupRuns(await fingerprint(t.db)));
    };
    let step = 0;
    for (; step < 3; step += 1) await write(step);

    let backedUp = false;
    const backup = backupCommand(testConfig({ DATA_DIR: sourceDir }), file).finally(
      () => (backedUp = true),
    );
    const writtenDuring = step;
    while (!backedUp) await write(step++);
    await write(step++);
    const reply = await backup;
    expect(reply).toMatchObject({ ok: true, file });

    // The running server took it (the command could not open the locked directory) and recorded it.
    const [run] = await latestBackupRuns(t.db, 1);
    expect(run).toMatchObject({ trigger: 'command', ok: true, file, error: null });
    expect(reply.ok && reply.sha256).toBe(sha256(readFileSync(file)));
    expect(run!.sha256).toBe(sha256(readFileSync(file)));
    expect(readFileSync(`${file}.sha256`, 'utf8')).toBe(`${run!.sha256}  registry.sql\n`);

    await restoreBackup(file, { kind: 'pglite', dataDir: restoredDir }, { replace: false });
    expect(existsSync(join(restoredDir, 'oncoreg.lock'))).toBe(false);

    const restored = await openPglite({ dataDir: restoredDir });
    try {
      const tables = await fingerprint(restored.db);
      expect(Object.keys(tables)).toEqual(
        expect.arrayContaining([
          'patients',
          'patient_file_contents',
          'form_data',
          'correction_flags',
          'audit_log',
          'schema_migrations',
          'patients_id_seq',
        ]),
      );
      // This backup's own run is recorded after its snapshot.
      expect(tables.backup_run).toBe('0 ');
      const moment = states.findIndex(
        (state) => JSON.stringify(state) === JSON.stringify(withoutBackupRuns(tables)),
      );
      expect(moment, 'the restored tables match no moment of the source').toBeGreaterThanOrEqual(
        writtenDuring,
      );
      // Taken before the write that followed the command's answer.
      expect(moment).toBeLessThan(states.length - 1);

      // The server's start on it: no migration left to apply, the registry's accounts sign in.
      expect(await migrate(restored.db as never)).toEqual([]);
      const served = await buildTestApp({ ...restored, close: async () => {} });
      await login(served.app, registry.physician.account.email);
      await served.app.close();
    } finally {
      await restored.close();
    }
  }, 180_000);

  it("dumps the embedded database between the server's transactions, never inside one", async () => {
    const text = async (dump: AsyncIterable<Uint8Array>) => {
      const chunks = [];
      for await (const chunk of dump) chunks.push(chunk);
      return Buffer.concat(chunks).toString();
    };
    let dumped: Promise<string> | undefined;
    let done = false;
    await t.db.transaction().execute(async (trx) => {
      await trx.insertInto('app_settings').values({ key: 'drill-first', value: '1' }).execute();
      dumped = text(source.dump()).finally(() => (done = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(done).toBe(false);
      await trx.insertInto('app_settings').values({ key: 'drill-second', value: '2' }).execute();
    });
    const sql = await dumped!;
    expect(sql).toContain("'drill-first'");
    expect(sql).toContain("'drill-second'");
    // The server's session is its own again: it writes, outside any snapshot of pg_dump's.
    await t.db.insertInto('app_settings').values({ key: 'drill-after', value: '3' }).execute();
  });

  it('answers only a request naming an absolute path on its socket', async () => {
    expect(await requestBackup(sourceDir, 'relative.sql')).toEqual({
      ok: false,
      error: 'expected {"backup": "/absolute/path/of/the/file.sql"}',
    });
  });
});
