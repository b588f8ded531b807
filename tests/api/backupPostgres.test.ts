/**
 * The move from the embedded database to PostgreSQL, as the README tells an operator to make it
 * (only in the PostgreSQL run: DATABASE_URL set). A registry made on the embedded database is
 * backed up, restored into a new database of the PostgreSQL cluster, and served by the API from
 * there with the same records, file bytes, form versions and audit rows, the append-only guard
 * in force; psql loads the same file to the same contents. A refused or failing restore leaves
 * the database as it was, and a backup taken on PostgreSQL with pg_dump restores into an
 * embedded data directory.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeBackup } from '../../server/backup/backup';
import { writeBackupFile } from '../../server/backup/backupFile';
import { restoreBackup } from '../../server/backup/restore';
import { openPglite, openPostgres, type RegistryDatabase } from '../../server/db/database';
import { loadShippedDictionaries } from '../../server/db/dictionaries/load';
import { migrate } from '../../server/db/migrate';
import { loadFormDefinitions } from '../../server/forms/load';
import { ensureCategories } from '../../server/modules/category/seed';
import { type Registry, buildRegistry, fingerprint, sha256, testDirectory } from './backupRegistry';
import { type TestApp, buildTestApp } from './helpers';

const serverUrl = process.env.DATABASE_URL;

const PATIENTS = '/api/v1/patient/patients';

/** The server's URL, on another database. */
function urlOf(database: string) {
  const url = new URL(serverUrl!);
  url.pathname = `/${database}`;
  return url.href;
}

const withoutBackupRuns = (tables: Record<string, string>) =>
  Object.fromEntries(Object.entries(tables).filter(([name]) => !name.startsWith('backup_run')));

/**
 * What the API answers about the registry, as its physician and its administrator see it, in
 * the sessions they signed in to on the embedded database (which the move keeps).
 */
async function observe(t: TestApp, registry: Registry) {
  const physician = registry.physician.headers;
  const admin = registry.admin.headers;
  const get = async (url: string, headers: Record<string, string>) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response;
  };
  const patients = [];
  for (const id of registry.patients) {
    const versions = [];
    for (let version = 1; version <= registry.formVersions; version += 1) {
      const url = `/api/v1/form/forms/STS-basic/protocol-form-data/${id}?version=${version}`;
      versions.push((await get(url, physician)).json());
    }
    patients.push({
      patient: (await get(`${PATIENTS}/${id}`, physician)).json(),
      history: (await get(`${PATIENTS}/${id}/history?itemsPerPage=100`, physician)).json(),
      versions,
    });
  }
  const files = [];
  for (const file of registry.files) {
    const url = `${PATIENTS}/${file.patientId}/${file.kind}/${file.fileId}`;
    files.push(sha256((await get(url, physician)).rawPayload));
  }
  return {
    list: (await get(`${PATIENTS}?itemsPerPage=100`, physician)).json(),
    changeLog: (await get('/api/v1/logger/logs?itemsPerPage=100', admin)).json(),
    patients,
    files,
  };
}

/** The database's refusal of a statement, or 'succeeded'. */
async function outcome(db: RegistryDatabase['db'], statement: string) {
  try {
    await sql.raw(statement).execute(db);
    return 'succeeded';
  } catch (error) {
    return (error as Error).message;
  }
}

function findPsql() {
  for (const candidate of ['/usr/lib/postgresql/15/bin/psql', '/usr/bin/psql']) {
    if (existsSync(candidate)) return candidate;
  }
  return 'psql';
}

describe.skipIf(!serverUrl)('moving the registry from the embedded database to PostgreSQL', () => {
  const suffix = randomBytes(4).toString('hex');
  // Named like every test database, so that a crashed run's are dropped.
  const moved = `oncoreg_test_move_${suffix}`;
  const loadedByPsql = `oncoreg_test_psql_${suffix}`;
  const empty = `oncoreg_test_empty_${suffix}`;
  const root = testDirectory('move');
  const file = join(root, 'embedded.sql');
  let admin: pg.Client;
  let registry: Registry;
  let before: Awaited<ReturnType<typeof observe>>;
  let sourceTables: Record<string, string>;
  let sourceAudit: unknown[];

  const auditTrail = (db: RegistryDatabase['db']) =>
    db.selectFrom('audit_log').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    mkdirSync(root, { mode: 0o700 });
    // The embedded registry, started as main.ts starts it.
    const source = await openPglite({ dataDir: join(root, 'data') });
    await migrate(source.db as never);
    await loadShippedDictionaries(source.db);
    await loadFormDefinitions(source.db);
    await ensureCategories(source.db);
    const t = await buildTestApp({ ...source, close: async () => {} });
    registry = await buildRegistry(t);
    before = await observe(t, registry);
    sourceAudit = await auditTrail(source.db);
    sourceTables = withoutBackupRuns(await fingerprint(source.db));
    const { run } = await takeBackup(source, file, 'command');
    expect(run).toMatchObject({ ok: true });
    await t.app.close();
    await source.close();

    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    for (const name of [moved, loadedByPsql, empty]) await admin.query(`create database ${name}`);
  }, 180_000);

  afterAll(async () => {
    for (const name of [moved, loadedByPsql, empty]) {
      await admin?.query(`drop database if exists ${name} with (force)`);
    }
    await admin?.end();
    rmSync(root, { recursive: true, force: true });
  });

  async function withDatabase<T>(name: string, use: (db: RegistryDatabase) => Promise<T>) {
    const database = openPostgres(urlOf(name), 5);
    try {
      return await use(database);
    } finally {
      await database.close();
    }
  }

  const tablesOf = (name: string) =>
    withDatabase(name, async ({ db }) => withoutBackupRuns(await fingerprint(db)));

  it('serves the same registry from PostgreSQL: every table, records, file bytes, form versions, audit rows', async () => {
    await restoreBackup(file, { kind: 'postgres', url: urlOf(moved) }, { replace: false });

    await withDatabase(moved, async (database) => {
      expect(withoutBackupRuns(await fingerprint(database.db))).toEqual(sourceTables);
      expect(await migrate(database.db as never)).toEqual([]);
      const t = await buildTestApp({ db: database.db, kind: 'postgres', close: async () => {} });
      try {
        expect(await auditTrail(database.db)).toEqual(sourceAudit);
        const after = await observe(t, registry);
        expect(after.files).toEqual(registry.files.map((stored) => stored.sha256));
        expect(after.patients.map(({ versions }) => versions.map((form) => form.version))).toEqual(
          registry.patients.map(() => [1, 2, 3]),
        );
        expect(after).toEqual(before);
      } finally {
        await t.app.close();
      }
      for (const [table, column] of [
        ['audit_log', 'action'],
        ['form_data', 'completeness'],
      ]) {
        const refused = `${table} is append-only`;
        expect(await outcome(database.db, `update ${table} set ${column} = ${column}`)).toBe(
          refused,
        );
        expect(await outcome(database.db, `delete from ${table}`)).toBe(refused);
      }
      expect(await outcome(database.db, 'truncate audit_log')).toBe('audit_log is append-only');
    });
  }, 120_000);

  it('is a file that psql loads as it is, to the same contents', async () => {
    const result = spawnSync(
      findPsql(),
      [
        '-X',
        '-q',
        '-v',
        'ON_ERROR_STOP=1',
        '--single-transaction',
        '-f',
        file,
        urlOf(loadedByPsql),
      ],
      { encoding: 'utf8' },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(await tablesOf(loadedByPsql)).toEqual(sourceTables);
  });

  it('leaves the database as it was when the backup is truncated, the database not empty, or the SQL fails', async () => {
    const state = await tablesOf(moved);
    const content = readFileSync(file);
    const truncated = join(root, 'truncated.sql');
    writeFileSync(truncated, content.subarray(0, content.length - 100));
    const failing = join(root, 'failing.sql');
    await writeBackupFile(
      failing,
      (async function* () {
        yield Buffer.from(
          'CREATE TABLE public.t (id integer);\nINSERT INTO public.nowhere VALUES (1);\n',
        );
      })(),
    );
    const restore = (backup: string, database: string, replace: boolean) =>
      restoreBackup(backup, { kind: 'postgres', url: urlOf(database) }, { replace });

    await expect(restore(truncated, moved, true)).rejects.toThrow(
      /is not a complete oncoreg backup/,
    );
    await expect(restore(file, moved, false)).rejects.toThrow(
      /The database already holds \d+ tables, indexes or sequences\. .*add --replace/,
    );
    // --replace empties the schema first, in the same transaction as the failing statement.
    await expect(restore(failing, moved, true)).rejects.toThrow(
      /^Statement 2 \(INSERT INTO public\.nowhere\) failed: relation "public\.nowhere" does not exist$/,
    );
    expect(await tablesOf(moved)).toEqual(state);

    await expect(restore(truncated, empty, false)).rejects.toThrow(/is not a complete/);
    await expect(restore(failing, empty, false)).rejects.toThrow(/Statement 2/);
    expect(await tablesOf(empty)).toEqual({});
  });

  it('backs PostgreSQL up with pg_dump, into a file the embedded database restores', async () => {
    const backup = join(root, 'postgres.sql');
    const tables = await withDatabase(moved, async (database) => {
      const { run } = await takeBackup(database, backup, 'command');
      expect(run).toMatchObject({ ok: true, error: null });
      return withoutBackupRuns(await fingerprint(database.db));
    });
    // psql's guard against commands hidden in data: the restorer passes over it.
    expect(readFileSync(backup, 'utf8')).toMatch(/^\\restrict \w+$/m);
    const dataDir = join(root, 'from-postgres');
    await restoreBackup(backup, { kind: 'pglite', dataDir }, { replace: false });
    const embedded = await openPglite({ dataDir });
    try {
      expect(withoutBackupRuns(await fingerprint(embedded.db))).toEqual(tables);
    } finally {
      await embedded.close();
    }
  }, 120_000);
});
