/**
 * Prepares one migrated database that every API test file copies, so that each file gets a
 * fresh database in well under a second. On PGlite it is a dumped data directory; with
 * DATABASE_URL set (the PostgreSQL run of CI) it is a template database on that server.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { type TestProject } from 'vitest/node';
import { loadShippedDictionaries } from '../../server/db/dictionaries/load';
import { loadFormDefinitions } from '../../server/forms/load';
import { migrate } from '../../server/db/migrate';
import { PgliteDialect } from '../../server/db/pgliteDialect';
import { type Database } from '../../server/db/schema';
import { ensureCategories } from '../../server/modules/category/seed';
import { pgliteExtensions, pgliteParsers, pgliteStartParams } from '../../server/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

export const TEMPLATE = 'oncoreg_test_template';

interface Prepared {
  pgliteSnapshot: string;
  postgresTemplate: string;
  teardown: () => Promise<void>;
}

/**
 * Both API projects (vitest.config.ts) share one preparation. Each project loads this module
 * anew, in the one main process, so the preparation is kept on the process's global object.
 */
const SHARED = Symbol.for('oncoreg.apiTestDatabase');
type Shared = { prepared: Promise<Prepared>; users: number };

export default async function setup(project: TestProject) {
  const processWide = globalThis as { [SHARED]?: Shared };
  const shared = (processWide[SHARED] ??= { prepared: prepare(), users: 0 });
  shared.users += 1;
  const { pgliteSnapshot, postgresTemplate, teardown } = await shared.prepared;
  project.provide('pgliteSnapshot', pgliteSnapshot);
  project.provide('postgresTemplate', postgresTemplate);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete processWide[SHARED];
    await teardown();
  };
}

async function prepare(): Promise<Prepared> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await dropTestDatabases(admin);
    await admin.query(`create database ${TEMPLATE}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${TEMPLATE}`;
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: templateUrl.href, max: 1 }),
      }),
    });
    await migrate(db as never);
    await loadShippedDictionaries(db);
    await loadFormDefinitions(db);
    await ensureCategories(db);
    await db.destroy();
    return {
      pgliteSnapshot: '',
      postgresTemplate: TEMPLATE,
      teardown: async () => {
        await dropTestDatabases(admin);
        await admin.end();
      },
    };
  }

  const pglite = await PGlite.create({
    startParams: pgliteStartParams(),
    parsers: pgliteParsers(),
    extensions: pgliteExtensions(),
  });
  const db = new Kysely<Database>({ dialect: new PgliteDialect(pglite) });
  await migrate(db as never);
  await loadShippedDictionaries(db);
  await loadFormDefinitions(db);
  await ensureCategories(db);
  await sql`checkpoint`.execute(db);
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const dir = mkdtempSync(join(tmpdir(), 'oncoreg-test-'));
  const file = join(dir, 'snapshot.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return {
    pgliteSnapshot: file,
    postgresTemplate: '',
    teardown: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function dropTestDatabases(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like 'oncoreg_test_%'`,
  );
  for (const { datname } of rows) {
    await admin.query(`drop database if exists "${datname}" with (force)`);
  }
}
