/**
 * Protocol form saves under load (DESIGN section 7): 3,000 synthetic patients with the STS
 * protocol in one hospital, and a reporter physician of that hospital saving their STS basic
 * form (the valid fixture of demo/forms, its notes changed on every save; to the patients born
 * before its diagnosis, the others' records being refused) at 20 connections for 15 seconds.
 * Each connection saves its own patients, having read each one's current version first, so
 * every save is a real write of a new version with its audit row, never a conflict; only the
 * saves are timed. Run on the API on PostgreSQL and on the embedded PGlite; prints req/s, p50
 * and p99 of each, the CPU a save costs the API's process and the database server's (Linux's
 * /proc), and the budget: p99 on PostgreSQL under 50 ms.
 *
 * PostgreSQL is the server of DATABASE_URL, or a throwaway cluster (bench/postgres.ts).
 * Run with `npm run bench -- forms`.
 */
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { openPglite, openPostgres } from '../server/db/database';
import { loadShippedDictionaries } from '../server/db/dictionaries/load';
import { migrate } from '../server/db/migrate';
import { type Database } from '../server/db/schema';
import { insertSyntheticPatients, syntheticPatients } from '../demo/syntheticPatients';
import { loadFormDefinitions } from '../server/forms/load';
import { hashPassword } from '../server/modules/auth/passwords';
import { FORM_FIXTURES } from '../demo/forms';
import { benchPostgres } from './postgres';
import { earliestDate, startServer } from './lib';
import { MS_PER_TICK, cpuTicks, ms, percentile, postgresTicks } from './load';

const PATIENTS = 3_000;
const CONNECTIONS = 20;
const SECONDS = 15;
const WARM_UP_SECONDS = 3;
/** The API's default DATABASE_POOL_SIZE. */
const POOL_SIZE = 10;
const PORT_POSTGRES = 18_096;
const PORT_PGLITE = 18_097;
const EMAIL = 'lekarz@bench-forms.oncoreg.test';
const PASSWORD = 'Bench-Forms-2026';
const FORM_ID = 'STS-basic';
const RECORD = FORM_FIXTURES.STS.basic.valid;
const BUDGET_P99_MS = 50;

/** Migrations, dictionaries and form definitions, a hospital, its physician and the patients. */
async function seed(db: Kysely<Database>, asOf: Date): Promise<number[]> {
  await migrate(db as never);
  await loadShippedDictionaries(db);
  await loadFormDefinitions(db);
  const hospital = await db
    .insertInto('hospitals')
    .values({
      name: 'Klinika Onkologii Dziecięcej (test obciążenia formularzy)',
      short_name: 'FORMS',
      city: 'Kraków',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const physician = await db
    .insertInto('accounts')
    .values({
      email: EMAIL,
      first_name: 'Lekarz',
      last_name: 'Obciążeniowy',
      role: 'ROLE_REPORTER_PHYSICIAN',
      password_hash: await hashPassword(PASSWORD),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('account_hospitals')
    .values({ account_id: physician.id, hospital_id: hospital.id })
    .execute();
  await db
    .insertInto('account_protocols')
    .values({ account_id: physician.id, protocol: 'STS' })
    .execute();
  const patients = syntheticPatients({
    count: PATIENTS,
    seed: 300,
    asOf,
    hospitalIds: [hospital.id],
    categoryIds: {},
  }).map((patient) => ({ ...patient, protocols: [{ protocol: 'STS', active: true }] }));
  await insertSyntheticPatients(db, patients);
  await sql`vacuum analyze`.execute(db);
  // A record is refused for a patient born after its first date (the diagnosis).
  const born = await db
    .selectFrom('patients')
    .where('birth_date', '<', earliestDate(RECORD))
    .select('id')
    .orderBy('id')
    .execute();
  return born.map((row) => row.id);
}

interface Figures {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /**
   * CPU milliseconds a save over the timed run, read from /proc: the API's process, and every
   * PostgreSQL process on the machine (the benchmark's cluster with its background workers, and
   * any other cluster's, idle or not); null for PGlite, which runs inside the API's process.
   * Steadier than the rates on a shared machine.
   */
  cpuMs: { api: number; database: number | null };
}

/** One HTTP exchange with the API as the physician; answers the status and the parsed body. */
function call(
  agent: Agent,
  url: string,
  token: string,
  method: 'GET' | 'POST',
  body?: object,
): Promise<{ status: number; json: { version: number } }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            json: JSON.parse(Buffer.concat(chunks).toString('utf8')),
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

/**
 * Keeps `CONNECTIONS` saves in flight for `SECONDS`, after a warm-up that is not counted. Each
 * connection cycles through its own share of the patients; the first time it meets a patient it
 * reads the form's current version (not timed), after that it knows it from its own saves.
 */
async function load(
  baseUrl: string,
  token: string,
  patientIds: readonly number[],
  apiPid: number,
  onPostgres: boolean,
) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const versions = new Map<number, number>();
  let saves = 0;
  const save = async (patientId: number) => {
    const url = `${baseUrl}/api/v1/form/forms/${FORM_ID}/protocol-form-data/${patientId}`;
    if (!versions.has(patientId)) {
      const current = await call(agent, url, token, 'GET');
      if (current.status !== 200) throw new Error(`form read: ${current.status}`);
      versions.set(patientId, current.json.version);
    }
    saves += 1;
    const formData = { ...RECORD, notes: `<p>Wizyta kontrolna nr ${saves}</p>` };
    const sent = performance.now();
    const saved = await call(agent, url, token, 'POST', {
      formData,
      version: versions.get(patientId),
    });
    const latency = performance.now() - sent;
    if (saved.status !== 200) throw new Error(`form save: ${saved.status}`);
    versions.set(patientId, saved.json.version);
    return latency;
  };
  const run = async (duration: number) => {
    const latencies: number[] = [];
    const started = performance.now();
    const until = started + duration * 1000;
    const connection = async (index: number) => {
      const own = patientIds.filter((_, position) => position % CONNECTIONS === index);
      for (let next = 0; performance.now() < until; next += 1) {
        latencies.push(await save(own[next % own.length]!));
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, (_, index) => connection(index)));
    return { latencies, elapsedMs: performance.now() - started };
  };
  try {
    await run(WARM_UP_SECONDS);
    const apiBefore = cpuTicks(apiPid);
    const databaseBefore = onPostgres ? postgresTicks() : 0;
    const { latencies, elapsedMs } = await run(SECONDS);
    const perSave = (ticks: number) =>
      Math.round(((ticks * MS_PER_TICK) / latencies.length) * 100) / 100;
    const sorted = latencies.sort((a, b) => a - b);
    const figures: Figures = {
      requests: sorted.length,
      requestsPerSecond: Math.round((sorted.length / elapsedMs) * 1000),
      p50: ms(percentile(sorted, 50)),
      p99: ms(percentile(sorted, 99)),
      cpuMs: {
        api: perSave(cpuTicks(apiPid) - apiBefore),
        database: onPostgres ? perSave(postgresTicks() - databaseBefore) : null,
      },
    };
    return figures;
  } finally {
    agent.destroy();
  }
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** The saves the database holds, and their audit rows: one each. */
async function stored(db: Kysely<Database>) {
  const count = async (table: 'form_data' | 'audit_log') => {
    let query = db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count'));
    if (table === 'audit_log') query = query.where('action', '=', 'form_saved');
    return Number((await query.executeTakeFirstOrThrow()).count);
  };
  return { versions: await count('form_data'), auditRows: await count('audit_log') };
}

async function onPostgres(asOf: Date) {
  const postgres = await benchPostgres();
  try {
    const database = openPostgres(postgres.url, POOL_SIZE);
    const patientIds = await seed(database.db, asOf);
    const server = await startServer(PORT_POSTGRES, {
      DATABASE_URL: postgres.url,
      DATABASE_POOL_SIZE: String(POOL_SIZE),
    });
    try {
      const token = await signIn(server.url);
      const figures = await load(server.url, token, patientIds, server.process.pid!, true);
      return { version: postgres.version, figures, stored: await stored(database.db) };
    } finally {
      await server.stop();
      await database.close();
    }
  } finally {
    await postgres.stop();
  }
}

async function onPglite(asOf: Date) {
  const dir = mkdtempSync(join(tmpdir(), 'oncoreg-bench-forms-'));
  const seeding = await openPglite({ dataDir: dir });
  const patientIds = await seed(seeding.db, asOf);
  await seeding.close();
  const server = await startServer(PORT_PGLITE, {}, dir, true);
  let figures: Figures;
  try {
    const token = await signIn(server.url);
    figures = await load(server.url, token, patientIds, server.process.pid!, false);
  } finally {
    await server.stop();
  }
  // The server has let the directory go: count what it wrote, then remove it.
  const reading = await openPglite({ dataDir: dir });
  try {
    return { figures, stored: await stored(reading.db) };
  } finally {
    await reading.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchFormSave() {
  const loadBefore = loadavg()[0]!;
  const asOf = new Date();
  const postgres = await onPostgres(asOf);
  const pglite = await onPglite(asOf);

  const budget = {
    value: postgres.figures.p99,
    under: BUDGET_P99_MS,
    met: postgres.figures.p99 < BUDGET_P99_MS,
  };
  const rows = [
    [
      'way',
      'saves',
      'req/s',
      'p50 ms',
      'p99 ms',
      'API CPU ms/save',
      'database CPU ms/save',
      'versions stored',
      'audit rows',
    ],
    ...(
      [
        [`API on ${postgres.version}`, postgres],
        ['API on PGlite', pglite],
      ] as const
    ).map(([way, each]) =>
      [
        way,
        each.figures.requests.toLocaleString('en'),
        each.figures.requestsPerSecond,
        each.figures.p50,
        each.figures.p99,
        each.figures.cpuMs.api,
        each.figures.cpuMs.database ?? 'in the API',
        each.stored.versions.toLocaleString('en'),
        each.stored.auditRows.toLocaleString('en'),
      ].map(String),
    ),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const table = rows
    .map((row) => row.map((cell, column) => cell.padStart(widths[column]!)).join('  '))
    .join('\n');
  process.stdout.write(
    `\nForm save: POST /api/v1/form/forms/${FORM_ID}/protocol-form-data/{id} over ${PATIENTS.toLocaleString('en')} patients\n` +
      `${CONNECTIONS} connections for ${SECONDS} s each (after ${WARM_UP_SECONDS} s of warm-up); API pool of ${POOL_SIZE} connections\n` +
      `${table}\n` +
      `budget: p99 on PostgreSQL ${budget.value} ms < ${BUDGET_P99_MS} ms ${budget.met ? 'met' : 'NOT met'}\n\n`,
  );

  return {
    patients: PATIENTS,
    form: FORM_ID,
    connections: CONNECTIONS,
    seconds: SECONDS,
    poolSize: POOL_SIZE,
    postgres: { version: postgres.version, ...postgres.figures, stored: postgres.stored },
    pglite: { ...pglite.figures, stored: pglite.stored },
    budget,
    machine: {
      cpus: cpus().length,
      loadAverage1mBefore: Math.round(loadBefore * 100) / 100,
      loadAverage1mAfter: Math.round(loadavg()[0]! * 100) / 100,
    },
  };
}
