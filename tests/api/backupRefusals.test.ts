/**
 * A restore that must not happen leaves its target as it was: a truncated or altered backup,
 * a data directory that already holds a database (unless --replace), one a server holds, and a
 * backup whose SQL fails halfway. On the embedded database; the PostgreSQL side is in
 * backupPostgres.test.ts. Skipped in the PostgreSQL run.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeBackup } from '../../server/backup/backup';
import { verifyBackupFile, writeBackupFile } from '../../server/backup/backupFile';
import { backupCommand } from '../../server/backup/commands';
import { restoreBackup } from '../../server/backup/restore';
import { latestBackupRuns } from '../../server/backup/status';
import { openPglite } from '../../server/db/database';
import { fingerprint, testDirectory } from './backupRegistry';
import { migratedSnapshot, testConfig } from './helpers';

describe.skipIf(Boolean(process.env.DATABASE_URL))('a refused restore', () => {
  const root = testDirectory('refusals');
  const backup = join(root, 'good.sql');
  let good: Buffer;

  /** A data directory holding the registry of the backup, restored from it. */
  const restoredDir = join(root, 'restored');
  let restoredState: Record<string, string>;

  const restore = (file: string, dataDir: string, replace = false) =>
    restoreBackup(file, { kind: 'pglite', dataDir }, { replace });

  const variant = (name: string, content: Buffer | string) => {
    const file = join(root, name);
    writeFileSync(file, content);
    return file;
  };

  const stateOf = async (dataDir: string) => {
    const database = await openPglite({ dataDir });
    try {
      return await fingerprint(database.db);
    } finally {
      await database.close();
    }
  };

  /** Nothing is left beside a target after a restore, however it ended. */
  const leftovers = (dataDir: string) =>
    readdirSync(dirname(dataDir)).filter((name) => name.includes('.restore-'));

  beforeAll(async () => {
    mkdirSync(root, { mode: 0o700 });
    const source = await openPglite({
      loadDataDir: migratedSnapshot(),
    });
    await sql`insert into app_settings (key, value) values ('marker', 'zażółć')`.execute(source.db);
    const { run } = await takeBackup(source, backup, 'command');
    await source.close();
    expect(run.ok).toBe(true);
    good = readFileSync(backup);
    await restore(backup, restoredDir);
    restoredState = await stateOf(restoredDir);
  }, 120_000);

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses a truncated backup and leaves an empty data directory empty', async () => {
    const empty = join(root, 'empty-1');
    mkdirSync(empty);
    const truncated = variant('truncated.sql', good.subarray(0, Math.floor(good.length / 2)));
    await expect(restore(truncated, empty)).rejects.toThrow(
      /truncated\.sql is not a complete oncoreg backup: .*cut short/,
    );
    expect(readdirSync(empty)).toEqual([]);
    expect(leftovers(empty)).toEqual([]);
  });

  it('refuses a backup with one byte altered, and creates no data directory', async () => {
    const altered = Buffer.from(good);
    const at = good.indexOf('zażółć');
    altered[at] = 'Z'.charCodeAt(0);
    const file = variant('altered.sql', altered);
    const missing = join(root, 'never-made');
    await expect(restore(file, missing)).rejects.toThrow(
      /altered\.sql is damaged: its content does not match the SHA-256/,
    );
    expect(readdirSync(root)).not.toContain('never-made');
  });

  it('refuses a data directory that holds a database unless told to replace it', async () => {
    await expect(restore(backup, restoredDir)).rejects.toThrow(
      /restored already holds a database\. .*add --replace/,
    );
    expect(await stateOf(restoredDir)).toEqual(restoredState);

    const database = await openPglite({ dataDir: restoredDir });
    await sql`delete from app_settings where key = 'marker'`.execute(database.db);
    await database.close();
    expect(await stateOf(restoredDir)).not.toEqual(restoredState);
    await restore(backup, restoredDir, true);
    expect(await stateOf(restoredDir)).toEqual(restoredState);
    expect(leftovers(restoredDir)).toEqual([]);
  });

  it('never touches a data directory a server holds, even with --replace', async () => {
    const server = await openPglite({ dataDir: restoredDir });
    try {
      await expect(restore(backup, restoredDir, true)).rejects.toThrow(
        /is in use by process \d+.*Stop that process first/,
      );
    } finally {
      await server.close();
    }
    expect(await stateOf(restoredDir)).toEqual(restoredState);
  });

  it('leaves the target as it was when the SQL fails halfway', async () => {
    const file = join(root, 'failing.sql');
    async function* dump() {
      yield Buffer.from(
        "CREATE TABLE public.t (id integer);\nINSERT INTO public.t VALUES (1);\nINSERT INTO public.nowhere VALUES (2, 'Kowalska');\n",
      );
    }
    await writeBackupFile(file, dump());
    await expect(restore(file, restoredDir, true)).rejects.toThrow(
      /^Statement 3 \(INSERT INTO public\.nowhere\) failed: relation "public\.nowhere" does not exist$/,
    );
    expect(await stateOf(restoredDir)).toEqual(restoredState);
    expect(leftovers(restoredDir)).toEqual([]);
    const empty = join(root, 'empty-2');
    await expect(restore(file, empty)).rejects.toThrow(/Statement 3/);
    expect(readdirSync(root)).not.toContain('empty-2');
  });

  it('says so from the command line, exits 1 and names the target left as it was', () => {
    const empty = join(root, 'empty-3');
    mkdirSync(empty);
    const truncated = variant('cut.sql', good.subarray(0, 1000));
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/restore.ts', truncated],
      { env: { ...process.env, DATA_DIR: empty, DATABASE_URL: '' }, encoding: 'utf8' },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Restore refused or failed:');
    expect(result.stderr).toContain('cut.sql is not a complete oncoreg backup');
    expect(result.stderr).toContain(`${empty} was left as it was.`);
    expect(readdirSync(empty)).toEqual([]);
  });

  // Last: the run it records changes the restored registry.
  it('npm run backup opens a data directory no server holds, and refuses one without a database', async () => {
    const out = join(root, 'offline.sql');
    const reply = await backupCommand(testConfig({ DATA_DIR: restoredDir }), out);
    expect(reply).toMatchObject({ ok: true, file: out });
    await verifyBackupFile(out);
    const database = await openPglite({ dataDir: restoredDir });
    try {
      expect(await latestBackupRuns(database.db, 1)).toEqual([
        expect.objectContaining({ trigger: 'command', ok: true, file: out }),
      ]);
    } finally {
      await database.close();
    }
    expect(readdirSync(restoredDir)).toEqual(['pgdata']);

    const nothing = join(root, 'empty-4');
    mkdirSync(nothing);
    expect(await backupCommand(testConfig({ DATA_DIR: nothing }), out)).toEqual({
      ok: false,
      error: `${nothing} holds no database (DATA_DIR)`,
    });
    expect(readdirSync(nothing)).toEqual([]);
  });
});
