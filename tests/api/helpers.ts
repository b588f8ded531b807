/**
 * Builds the API against a fresh database for one test file, with a clock the test can move,
 * and small factories for accounts and sign-ins.
 */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Kysely, PostgresDialect, Kysely as KyselyClass } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type Role } from '../../domain/roles';
import { fastifyOptions, registry } from '../../server/app';
import { type Config, loadConfig } from '../../server/config';
import {
  pgliteExtensions,
  pgliteParsers,
  pgliteStartParams,
  snapshotBlob,
} from '../../server/db/database';
import { PgliteDialect } from '../../server/db/pgliteDialect';
import { prepareStatements } from '../../server/db/preparedStatements';
import { type Database } from '../../server/db/schema';
import { hashPassword } from '../../server/modules/auth/passwords';

export const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
export const PASSWORD = 'Correct-Horse-9';

export class TestClock {
  private current = Date.parse('2026-03-02T09:00:00Z');
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current += ms;
  }
}

export interface TestDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

let snapshot: { file: string; blob: Blob } | undefined;

/**
 * The migrated database every API test file starts from on PGlite (globalSetup.ts), read from
 * disk once a worker: the files of a worker share this module.
 */
export function migratedSnapshot(): Blob {
  const file = inject('pgliteSnapshot');
  if (snapshot?.file !== file) {
    snapshot = { file, blob: snapshotBlob(new Uint8Array(readFileSync(file))) };
  }
  return snapshot.blob;
}

/** A fresh, migrated database, private to the calling test file. */
export async function freshDatabase(): Promise<TestDatabase> {
  const template = inject('postgresTemplate');
  if (template) {
    const url = process.env.DATABASE_URL!;
    const name = `oncoreg_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: dbUrl.href, max: 10 });
    // Dropping the database below may still meet a connection that is closing: expected.
    pool.on('error', (error) => {
      if ((error as { code?: string }).code !== '57P01') throw error;
    });
    // As the API's own pool (server/db/database.ts) does.
    pool.on('connect', (client) => prepareStatements(client));
    const db = new KyselyClass<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      async close() {
        await db.destroy();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const pglite = await PGlite.create({
    loadDataDir: migratedSnapshot(),
    startParams: pgliteStartParams(),
    parsers: pgliteParsers(),
    extensions: pgliteExtensions(),
  });
  const db = new KyselyClass<Database>({ dialect: new PgliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ JWT_SECRET, LOG_LEVEL: 'silent', STATIC_DIR: '.tmp/no-static', ...env });
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  clock: TestClock;
  config: Config;
}

export async function buildTestApp(
  database: TestDatabase,
  options: {
    env?: Record<string, string>;
    clock?: TestClock;
    extend?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const config = testConfig(options.env);
  const clock = options.clock ?? new TestClock();
  const app = Fastify(fastifyOptions(config, false));
  await registry(app, { config, db: database.db, databaseKind: database.kind, clock });
  options.extend?.(app);
  await app.ready();
  return { app, db: database.db, clock, config };
}

/**
 * Builds the app on a fresh database before the calling file's tests and closes both after.
 * The returned object is filled in by `beforeAll`: read it inside tests, not at import.
 */
export function useTestApp(
  options: Parameters<typeof buildTestApp>[1] = {},
): TestApp & { database: TestDatabase } {
  const context = {} as TestApp & { database: TestDatabase };
  beforeAll(async () => {
    const database = await freshDatabase();
    Object.assign(context, await buildTestApp(database, options), { database });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

let sequence = 0;

export interface AccountFactory {
  role?: Role;
  email?: string;
  username?: string | null;
  password?: string;
  active?: boolean;
  firstName?: string;
  lastName?: string;
  hospitals?: number[];
}

export async function createAccount(db: Kysely<Database>, input: AccountFactory = {}) {
  sequence += 1;
  const email = input.email ?? `user${sequence}-${randomBytes(3).toString('hex')}@hospital.test`;
  const row = await db
    .insertInto('accounts')
    .values({
      email,
      username: input.username === undefined ? null : input.username,
      first_name: input.firstName ?? 'Anna',
      last_name: input.lastName ?? `Nowak${sequence}`,
      role: input.role ?? 'ROLE_REPORTER_PHYSICIAN',
      password_hash: await hashPassword(input.password ?? PASSWORD),
      active: input.active ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email, password: input.password ?? PASSWORD };
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login_check',
    payload: { email, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  }
  return response.json() as { token: string; refresh_token: string };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
