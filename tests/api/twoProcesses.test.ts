/**
 * Two real API processes on one PostgreSQL behave as one (only in the PostgreSQL run:
 * DATABASE_URL set). Two `server/main.ts` processes start at the same moment on a new, empty
 * database, with the same settings and no JWT_SECRET; then: each migration was applied once, by
 * one of them, and the shipped data loaded once; the signing key one generated and stored, so a
 * token of either is taken by the other; a refresh token used on one and presented again on the
 * other is refused there and ends its session on both; and failed sign-ins sent to either count
 * toward one limit. What makes it hold is that the API keeps nothing of its own: the key,
 * sessions and rate-limit counters live in the database (server/modules/auth/).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '../../server/db/schema';
import { createAccount } from './helpers';

const serverUrl = process.env.DATABASE_URL;
const LOGIN_MAX_FAILURES = 3;
const ADMIN_EMAIL = 'admin@two-processes.test';
const ADMIN_PASSWORD = 'Two-Processes-2026';
const MIGRATIONS = readdirSync(join(import.meta.dirname, '../../server/db/migrations'))
  .filter((file) => /^\d{4}_.*\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();

interface ApiProcess {
  name: string;
  url: string;
  child: ChildProcess;
  output: () => string;
  /** The JSON lines the server logged. */
  logged: () => { msg?: string; migrations?: string[] }[];
}

/** A port nothing listens on: the one the kernel hands out for port 0. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function start(name: string, port: number, databaseUrl: string, dataDir: string): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      // The same settings for both, as behind a load balancer; no JWT_SECRET, so the key is
      // generated and stored by whichever process gets there first.
      DATABASE_URL: databaseUrl,
      MIGRATION_DATABASE_URL: '',
      JWT_SECRET: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      BACKUP_DIR: '',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOGIN_MAX_FAILURES: String(LOGIN_MAX_FAILURES),
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    logged: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line)),
  };
}

async function ready(server: ApiProcess, ms = 150_000) {
  const end = Date.now() + ms;
  while (!server.output().includes('oncoreg is ready')) {
    if (Date.now() > end || server.child.exitCode !== null) {
      const how =
        server.child.exitCode === null ? 'timed out' : `exited with ${server.child.exitCode}`;
      throw new Error(
        `process ${server.name} ${how} before it was ready; it said:\n${server.output()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stop(server: ApiProcess | undefined) {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function call(
  server: ApiProcess,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: object } = {},
) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body && JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

const signIn = (server: ApiProcess, email: string, password: string) =>
  call(server, 'POST', '/api/login_check', { body: { email, password } });
const me = (server: ApiProcess, token: string) =>
  call(server, 'GET', '/api/v1/account/accounts/me', { token });
const refresh = (server: ApiProcess, refreshToken: string) =>
  call(server, 'POST', '/api/token/refresh', { body: { refresh_token: refreshToken } });

describe.skipIf(!serverUrl)('two API processes on one PostgreSQL', () => {
  // Named like the API tests' databases, so that a run cut short leaves nothing the next
  // run's global setup does not drop.
  const name = `oncoreg_test_two_processes_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let db: Kysely<Database>;
  let dataDir: string;
  let a: ApiProcess | undefined;
  let b: ApiProcess | undefined;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    // Empty, not the migrated template: the processes must migrate it themselves.
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    dataDir = mkdtempSync(join(tmpdir(), 'oncoreg-two-processes-'));
    const [portA, portB] = [await freePort(), await freePort()];
    a = start('A', portA, url.href, dataDir);
    b = start('B', portB, url.href, dataDir);
    await Promise.all([ready(a), ready(b)]);
    const pool = new pg.Pool({ connectionString: url.href, max: 2 });
    // Dropping the database at the end may still meet a connection that is closing: expected.
    pool.on('error', (error) => {
      if ((error as { code?: string }).code !== '57P01') throw error;
    });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }, 180_000);

  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    await db?.destroy();
    if (admin) {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('start together and apply each migration once, by one of them', async () => {
    expect(a!.child.exitCode).toBeNull();
    expect(b!.child.exitCode).toBeNull();
    const rows = await db
      .selectFrom('schema_migrations' as never)
      .select('name' as never)
      .execute();
    expect((rows as { name: string }[]).map((row) => row.name).sort()).toEqual(MIGRATIONS);

    // Each process logs the migrations it applied: between them every one, none twice.
    const applied = (server: ApiProcess) =>
      server
        .logged()
        .flatMap((line) => (line.msg === 'migrations applied' ? line.migrations! : []));
    expect([...applied(a!), ...applied(b!)].sort()).toEqual(MIGRATIONS);
    // And what they put in at start, once: the first administrator, the shipped data, the key.
    const accounts = await db.selectFrom('accounts').select('email').execute();
    expect(accounts).toEqual([{ email: ADMIN_EMAIL }]);
    const loads = await db
      .selectFrom('audit_log')
      .select(['action'])
      .where('action', 'in', ['dictionary_import', 'form_definitions_load', 'account_create'])
      .orderBy('action')
      .execute();
    expect(loads.map((row) => row.action)).toEqual([
      'account_create',
      'dictionary_import',
      'form_definitions_load',
    ]);
    const keys = await db
      .selectFrom('app_settings')
      .select('key')
      .where('key', '=', 'jwt_secret')
      .execute();
    expect(keys).toHaveLength(1);
  });

  it('take each other’s tokens: the generated signing key is shared', async () => {
    const fromA = await signIn(a!, ADMIN_EMAIL, ADMIN_PASSWORD);
    const fromB = await signIn(b!, ADMIN_EMAIL, ADMIN_PASSWORD);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect((await me(b!, fromA.json.token)).json.email).toBe(ADMIN_EMAIL);
    expect((await me(a!, fromB.json.token)).json.email).toBe(ADMIN_EMAIL);
    // A token signed with any other key is refused by both.
    const [header, payload] = fromA.json.token.split('.');
    const forged = `${header}.${payload}.${randomBytes(32).toString('base64url')}`;
    expect((await me(a!, forged)).status).toBe(401);
    expect((await me(b!, forged)).status).toBe(401);
  });

  it('refuse on one a refresh token already used on the other, and end its session on both', async () => {
    const account = await createAccount(db);
    const first = (await signIn(a!, account.email, account.password)).json;
    // Another session of the same account, which the reuse must leave alone.
    const other = (await signIn(b!, account.email, account.password)).json;

    const rotated = await refresh(a!, first.refresh_token);
    expect(rotated.status).toBe(200);
    const reused = await refresh(b!, first.refresh_token);
    expect(reused.status).toBe(401);
    expect(reused.json.code).toBe('refresh_token_invalid');

    // The session's newest pair, handed out by A before the reuse, is dead on both.
    for (const server of [a!, b!]) {
      expect((await me(server, rotated.json.token)).status, server.name).toBe(401);
    }
    expect((await refresh(a!, rotated.json.refresh_token)).status).toBe(401);
    expect((await refresh(b!, rotated.json.refresh_token)).status).toBe(401);
    // The other session goes on, on both.
    for (const server of [a!, b!]) {
      expect((await me(server, other.token)).status, server.name).toBe(200);
    }
    expect((await refresh(a!, other.refresh_token)).status).toBe(200);
  });

  it('count failed sign-ins on either toward one limit', async () => {
    const account = await createAccount(db);
    const servers = [a!, b!, a!];
    expect(servers).toHaveLength(LOGIN_MAX_FAILURES);
    for (const server of servers) {
      const failed = await signIn(server, account.email, 'Wrong-Password-1');
      expect(failed.status, server.name).toBe(401);
    }
    // The limit is reached in total, though neither process saw it reached by itself: even
    // the right password is refused now, on both.
    for (const server of [b!, a!]) {
      const limited = await signIn(server, account.email, account.password);
      expect(limited.status, server.name).toBe(429);
    }
    // Below the limit in total, the right password still signs in: another account, failed
    // once on each.
    const fresh = await createAccount(db);
    expect((await signIn(a!, fresh.email, 'Wrong-Password-1')).status).toBe(401);
    expect((await signIn(b!, fresh.email, 'Wrong-Password-1')).status).toBe(401);
    expect((await signIn(b!, fresh.email, fresh.password)).status).toBe(200);
  });

  it('let no more sign-ins than the limit try a password when they are sent at once to both', async () => {
    const account = await createAccount(db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        signIn(index % 2 ? a! : b!, account.email, 'Wrong-Password-1'),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    // Three tried a password and failed; the other seven were refused before trying one.
    expect(statuses).toEqual([
      ...Array<number>(LOGIN_MAX_FAILURES).fill(401),
      ...Array<number>(10 - LOGIN_MAX_FAILURES).fill(429),
    ]);
  });
});
