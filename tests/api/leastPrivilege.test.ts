/**
 * Least privilege on PostgreSQL (only in the PostgreSQL run: DATABASE_URL set). A database owned
 * by one login role is migrated by it (MIGRATION_DATABASE_URL's part), which then grants a second
 * login role, the API's, row rights only; the API starts and works as that role, and that role
 * cannot alter, disable the triggers of, truncate, empty or drop the audit table.
 */
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type RegistryDatabase } from '../../server/db/database';
import { loadShippedDictionaries } from '../../server/db/dictionaries/load';
import { APPEND_ONLY_TABLES, migrateAsOwner } from '../../server/db/privileges';
import { loadFormDefinitions } from '../../server/forms/load';
import { signingKey } from '../../server/modules/auth/tokens';
import { ensureCategories } from '../../server/modules/category/seed';
import { addHospital, auditRows } from './administration';
import { type TestApp, bearer, buildTestApp, createAccount, login } from './helpers';
import { registrationForm } from './patients';

const serverUrl = process.env.DATABASE_URL;

/** The server's URL signed in as another role, on another database. */
function urlFor(role: string, password: string, database: string) {
  const url = new URL(serverUrl!);
  url.username = role;
  url.password = password;
  url.pathname = `/${database}`;
  return url.href;
}

/** The SQLSTATE a statement fails with, or 'succeeded'. */
async function outcome(client: pg.Client, statement: string): Promise<string> {
  try {
    await client.query(statement);
    return 'succeeded';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

describe.skipIf(!serverUrl)('the API as a PostgreSQL role that does not own the tables', () => {
  const suffix = randomBytes(4).toString('hex');
  // The test database's name starts like every test database's, so a crashed run's is dropped.
  const databaseName = `oncoreg_test_least_${suffix}`;
  const ownerRole = `oncoreg_owner_${suffix}`;
  const apiRole = `oncoreg_api_${suffix}`;
  const ownerUrl = () => urlFor(ownerRole, 'owner-secret', databaseName);
  const apiUrl = () => urlFor(apiRole, 'api-secret', databaseName);

  let admin: pg.Client;
  let api: RegistryDatabase;
  let applied: string[];
  let t: TestApp;
  const clients: pg.Client[] = [];

  async function connect(url: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    // As the README tells an operator to.
    await admin.query(`create role ${ownerRole} login password 'owner-secret'`);
    await admin.query(`create role ${apiRole} login password 'api-secret'`);
    await admin.query(`create database ${databaseName} owner ${ownerRole}`);

    // What main.ts does at start with MIGRATION_DATABASE_URL: migrate as the owner and grant,
    // then load the shipped data through the API's own connection.
    api = openPostgres(apiUrl(), 5);
    applied = await migrateAsOwner(api.db, ownerUrl());
    await loadShippedDictionaries(api.db);
    await loadFormDefinitions(api.db);
    await ensureCategories(api.db);
    t = await buildTestApp({ db: api.db, kind: 'postgres', close: async () => {} });
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) await client.end();
    await t?.app.close();
    await api?.close();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.query(`drop role if exists ${apiRole}`);
    await admin.query(`drop role if exists ${ownerRole}`);
    await admin.end();
  });

  it('migrates as the owner, which owns every table', async () => {
    expect(applied).toContain('0001_accounts_and_sessions');
    const owners = await sql<{ owner: string }>`
      select distinct tableowner as owner from pg_tables where schemaname = 'public'`.execute(
      api.db,
    );
    expect(owners.rows).toEqual([{ owner: ownerRole }]);
    const { rows } = await sql<{ role: string }>`select current_user as role`.execute(api.db);
    expect(rows[0]!.role).toBe(apiRole);
  });

  it('starts as the API role: the signing key, and ANALYZE of tables it does not own only warns', async () => {
    const key = await signingKey(api.db, undefined);
    expect(key.length).toBeGreaterThanOrEqual(32);
    const client = await connect(apiUrl());
    const notices: string[] = [];
    client.on('notice', (notice) => notices.push(notice.message ?? ''));
    await client.query('analyze');
    await client.query('analyze dictionary_entries');
    expect(notices.some((notice) => /skipping "audit_log"/.test(notice))).toBe(true);
  });

  it('signs in and adds a patient as the API role, with its audit row', async () => {
    const hospital = await addHospital(t.db);
    const account = await createAccount(t.db, { role: 'ROLE_CENTRAL_ADMINISTRATOR' });
    const { token } = await login(t.app, account.email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/patient/patients',
      headers: { ...bearer(token), 'accept-language': 'en' },
      payload: registrationForm({ hospitals: [hospital], protocols: ['ALL'] }),
    });
    expect(response.statusCode).toBe(201);
    const { patientId } = response.json() as { patientId: number };
    expect(await auditRows(t.db, 'patient_create', patientId)).toHaveLength(1);
  });

  it('refuses the API role every way of rewriting the audit table', async () => {
    const client = await connect(apiUrl());
    const refused = {
      disableTriggers: await outcome(client, 'alter table audit_log disable trigger all'),
      truncate: await outcome(client, 'truncate audit_log'),
      delete: await outcome(client, 'delete from audit_log'),
      update: await outcome(client, "update audit_log set action = 'nothing'"),
      addColumn: await outcome(client, 'alter table audit_log add column x int'),
      drop: await outcome(client, 'drop table audit_log'),
    };
    expect(refused).toEqual({
      disableTriggers: '42501',
      truncate: '42501',
      delete: '42501',
      update: '42501',
      addColumn: '42501',
      drop: '42501',
    });
    const count = await client.query<{ count: number }>(
      'select count(*)::int as count from audit_log',
    );
    expect(count.rows[0]!.count).toBeGreaterThan(0);

    // The statements themselves work for the owner (rolled back): the refusal is the role's.
    const owner = await connect(ownerUrl());
    await owner.query('begin');
    expect(await outcome(owner, 'alter table audit_log disable trigger all')).toBe('succeeded');
    expect(await outcome(owner, 'alter table audit_log add column x int')).toBe('succeeded');
    expect(await outcome(owner, 'drop table audit_log')).toBe('succeeded');
    await owner.query('rollback');
  });

  it('grants row rights on ordinary tables, only reading and adding on the append-only ones', async () => {
    const privileges = async (table: string) => {
      const { rows } = await sql<{ privilege: string; granted: boolean }>`
        select privilege, has_table_privilege(${apiRole}, ${table}, privilege) as granted
        from unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'TRIGGER', 'REFERENCES']) as privilege`.execute(
        api.db as Kysely<unknown>,
      );
      return rows.filter((row) => row.granted).map((row) => row.privilege);
    };
    expect(await privileges('patients')).toEqual(['SELECT', 'INSERT', 'UPDATE', 'DELETE']);
    expect(await privileges('accounts')).toEqual(['SELECT', 'INSERT', 'UPDATE', 'DELETE']);
    for (const table of APPEND_ONLY_TABLES) {
      expect({ table, granted: await privileges(table) }).toEqual({
        table,
        granted: ['SELECT', 'INSERT'],
      });
    }
    expect(await privileges('schema_migrations')).toEqual([]);

    // Every table that a trigger keeps append-only is in the list.
    const { rows } = await sql<{ table: string }>`
      select distinct c.relname as table
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and p.proname like '%append_only'
      order by 1`.execute(api.db as Kysely<unknown>);
    expect(rows.map((row) => row.table)).toEqual([...APPEND_ONLY_TABLES].sort());
  });
});
