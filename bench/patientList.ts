/**
 * The patient list under load (DESIGN section 7): 100,000 synthetic patients across 20
 * hospitals (demo/syntheticPatients.ts), and a mix of list requests of 25 rows with the
 * total (`listMix`: pages, filters, sorts and search words varied as users vary them), fired at
 * 50 connections for 20 seconds. The single request of LIST_PATH (the first page filtered by
 * a protocol) is the one whose queries are timed alone (EXPLAIN ANALYZE). Two callers: a
 * reporter physician holding one hospital and a few protocols (the common user, whose scope is
 * about a twentieth of the patients; the budget is his) and a central administrator (all of
 * them). Three ways in one run: the API on PostgreSQL (also with a wider mix of 1,000 requests,
 * more statement texts than a connection keeps prepared, which no budget reads); the very SQL that
 * request sends, captured from the patient service, through a bare `pg` pool of the API's size (the
 * base of the ratio); and the API on the embedded PGlite. Then two floors at the same load, what
 * these cores do with no list in it: the API's health check (one trivial query) and that query
 * through the bare pool. Prints req/s, p50 and p99 of each, the CPU a request cost the API's
 * process, PostgreSQL and the benchmark's own process (which sends the requests, and for the bare
 * pool runs the driver that reads the rows), and the budget, for each caller: on PostgreSQL at
 * least 2,500 req/s with p99 under 25 ms, at least 0.5 of the bare pool; PGlite at least 0.4 of
 * PostgreSQL.
 *
 * PostgreSQL is the server of DATABASE_URL, or a throwaway cluster (bench/postgres.ts).
 * Run with `npm run bench -- patients`.
 */
import { Agent } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PROTOCOL_CODES } from '../domain/protocols';
import { CENTRAL_ADMINISTRATOR, type Role } from '../domain/roles';
import { POSTGRES_SESSION_OPTIONS, openPglite, openPostgres } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { prepareStatements } from '../server/db/preparedStatements';
import { type Database } from '../server/db/schema';
import { insertSyntheticPatients, syntheticPatients } from '../demo/syntheticPatients';
import { readListQuery } from '../server/http/list';
import { type Auth } from '../server/http/context';
import { hashPassword } from '../server/modules/auth/passwords';
import { ensureCategories } from '../server/modules/category/seed';
import { PATIENT_LIST_FIELDS } from '../server/modules/patient/schemas';
import { PatientService } from '../server/modules/patient/service';
import { benchPostgres } from './postgres';
import { startServer } from './lib';
import {
  type CpuMeter,
  type CpuPerRequest,
  type Figures,
  bearerGet,
  load,
  ms,
  signIn,
} from './load';

const PATIENTS = 100_000;
const CONNECTIONS = 50;
const SECONDS = 20;
const WARM_UP_SECONDS = 3;
const LOAD = { connections: CONNECTIONS, seconds: SECONDS, warmUpSeconds: WARM_UP_SECONDS };
/** The API's default DATABASE_POOL_SIZE, given to it and to the bare pool alike. */
const POOL_SIZE = 10;
const PORT_POSTGRES = 18_094;
const PORT_PGLITE = 18_095;
export const PASSWORD = 'Bench-Patients-2026';
/** What the list screen sends with one filter chosen: the default sort, made explicit. */
const LIST_QUERY = 'page=1&itemsPerPage=25&filters[protocol][]=ALL&sorts[lastName]=asc';
const LIST_PATH = `/api/v1/patient/patients?${LIST_QUERY}`;
/** How many different requests each caller's mix holds; the load cycles through them. */
const MIX_SIZE = 48;
/**
 * The wider mix each caller also sends through the API on PostgreSQL, not a budget's figure:
 * the same kinds of requests, 1,000 of them, more statement texts than a connection keeps
 * prepared (server/db/statementNames.ts), as a day of users' filters makes.
 */
const WIDE_MIX_SIZE = 1_000;
/** The budget on PostgreSQL (DESIGN section 7), for each caller. */
const BUDGET_REQUESTS_PER_SECOND = 2_500;
const BUDGET_P99_MS = 25;
/** The physician's protocols: a leukaemia specialist's. */
export const PHYSICIAN_PROTOCOLS = ['ALL', 'AML', 'CML', 'MPAL', 'MDS'];

const HOSPITAL_CITIES: readonly (readonly [city: string, zipCode: string])[] = [
  ['Warszawa', '04-730'], ['Kraków', '30-663'], ['Łódź', '91-738'], ['Wrocław', '50-556'],
  ['Gdańsk', '80-952'], ['Poznań', '60-572'], ['Szczecin', '71-252'], ['Bydgoszcz', '85-667'],
  ['Lublin', '20-093'], ['Białystok', '15-274'], ['Katowice', '40-752'], ['Rzeszów', '35-301'],
  ['Kielce', '25-736'], ['Olsztyn', '10-561'], ['Opole', '45-418'], ['Zielona Góra', '65-046'],
  ['Toruń', '87-100'], ['Chorzów', '41-500'], ['Zabrze', '41-800'], ['Częstochowa', '42-200'],
]; // prettier-ignore

/**
 * The requests users send, varied the way the list screen varies them (seeded, so every run and
 * every way sends the same ones): mostly the first pages, the default order by name half the
 * time, otherwise by name descending, birth date or registration; no filter, one of the
 * caller's protocols, the active ones, a birth year or two filters; one in eight a search for a
 * common name. Each query asks for the total, as the list does.
 */
export function listMix(protocols: readonly string[], count = MIX_SIZE, seed = 19): string[] {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pick = <T>(choices: readonly T[]) => choices[Math.floor(next() * choices.length)]!;
  const sorts = [
    '', '', '', 'sorts[lastName]=asc', 'sorts[lastName]=desc',
    'sorts[birthDate]=desc', 'sorts[createdAt]=desc',
  ]; // prettier-ignore
  const words = ['kowal', 'nowak', 'anna', 'wiśniewsk', 'zofia', 'lewandowsk', 'jan', 'maja'];
  return Array.from({ length: count }, () => {
    const page = pick([1, 1, 1, 1, 2, 2, 3, 5]);
    const filters = pick([
      [],
      [],
      [`filters[protocol][]=${pick(protocols)}`],
      [`filters[protocol][]=${pick(protocols)}`],
      ['filters[active]=true'],
      [`filters[birthYear]=${2008 + Math.floor(next() * 18)}`],
      [`filters[protocol][]=${pick(protocols)}`, 'filters[active]=true'],
    ]);
    const search = next() < 0.125 ? [`search=${encodeURIComponent(pick(words))}`] : [];
    return [`page=${page}`, 'itemsPerPage=25', ...filters, pick(sorts), ...search]
      .filter(Boolean)
      .join('&');
  });
}

/** Cycles through a caller's requests, one after another across the connections. */
function cycling<T>(items: readonly T[], send: (item: T) => Promise<void>) {
  let next = 0;
  return () => send(items[next++ % items.length]!);
}

/** A caller's list requests cycled through a running API at the benchmark's load. */
function listThroughApi(
  url: string,
  token: string,
  agent: Agent,
  requests: readonly string[],
  cpu: CpuMeter,
) {
  const send = (listQuery: string) =>
    bearerGet(`${url}/api/v1/patient/patients?${listQuery}`, token, agent, 'patient list')();
  return load(cycling(requests, send), LOAD, cpu);
}

interface Callers {
  physician: Auth;
  administrator: Auth;
}
type CallerName = keyof Callers;
const CALLERS: readonly CallerName[] = ['physician', 'administrator'];
export const EMAILS: Record<CallerName, string> = {
  physician: 'lekarz@bench.oncoreg.test',
  administrator: 'centralny@bench.oncoreg.test',
};

/** Migrations, 20 hospitals, the two callers and the patients; answers the callers' access. */
export async function seed(db: Kysely<Database>, asOf: Date, count = PATIENTS): Promise<Callers> {
  await migrate(db as never);
  await ensureCategories(db);
  const hospitals = await db
    .insertInto('hospitals')
    .values(
      HOSPITAL_CITIES.map(([city, zipCode], index) => ({
        name: `Klinika Onkologii i Hematologii Dziecięcej w ${city} (test obciążenia)`,
        short_name: `H${String(index + 1).padStart(2, '0')}`,
        address: 'ul. Szpitalna 1',
        zip_code: zipCode,
        city,
      })),
    )
    .returning('id')
    .execute();
  const hospitalIds = hospitals.map((row) => row.id);
  const passwordHash = await hashPassword(PASSWORD);
  const account = async (
    name: CallerName,
    role: Role,
    held: number[],
    protocols: readonly string[],
  ): Promise<Auth> => {
    const { id } = await db
      .insertInto('accounts')
      .values({
        email: EMAILS[name],
        first_name: name === 'physician' ? 'Lekarz' : 'Administrator',
        last_name: 'Obciążeniowy',
        role,
        password_hash: passwordHash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (held.length) {
      await db
        .insertInto('account_hospitals')
        .values(held.map((hospitalId) => ({ account_id: id, hospital_id: hospitalId })))
        .execute();
    }
    await db
      .insertInto('account_protocols')
      .values(protocols.map((protocol) => ({ account_id: id, protocol })))
      .execute();
    return { accountId: id, role, hospitals: held, protocols: [...protocols], sessionId: 'bench' };
  };
  const callers = {
    physician: await account(
      'physician',
      'ROLE_REPORTER_PHYSICIAN',
      [hospitalIds[0]!],
      PHYSICIAN_PROTOCOLS,
    ),
    administrator: await account('administrator', CENTRAL_ADMINISTRATOR, [], PROTOCOL_CODES),
  };
  const categories = await db.selectFrom('categories').select(['id', 'abbreviation']).execute();
  const patients = syntheticPatients({
    count,
    seed: 100,
    asOf,
    hospitalIds,
    categoryIds: Object.fromEntries(categories.map((row) => [row.abbreviation, row.id])),
  });
  await insertSyntheticPatients(db, patients);
  // What autovacuum does on PostgreSQL soon after a load (PGlite has no autovacuum): without it
  // index-only scans still read every row to learn whether it is visible.
  await sql`vacuum analyze`.execute(db);
  return callers;
}

/**
 * The statements the API sends for the list request of this caller: the patient service run
 * once on a database that records what it executes (the page and the count, sent together).
 */
async function listStatements(url: string, auth: Auth, listQuery = LIST_QUERY) {
  const statements: CompiledQuery[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', (error) => process.stderr.write(`capturing pool: ${error.message}\n`));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') statements.push(event.query);
    },
  });
  try {
    const query = readListQuery(
      Object.fromEntries(new URLSearchParams(listQuery)),
      PATIENT_LIST_FIELDS,
    );
    const result = await new PatientService(db, { now: () => new Date() }).list(auth, query);
    return { statements, totalItems: result.totalItems };
  } finally {
    await db.destroy();
  }
}

/** The API's answer to the list request, to check that every way counts the same patients. */
async function totalItems(url: string, token: string): Promise<number> {
  const response = await fetch(`${url}${LIST_PATH}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: unknown[]; totalItems: number };
  if (response.status !== 200 || body.data.length !== 25) {
    throw new Error(`patient list: ${response.status}, ${body.data?.length} rows`);
  }
  return body.totalItems;
}

/**
 * Median execution time of the request's statements, in ms, from EXPLAIN ANALYZE: the page (with
 * the count riding on it, when the page does not wait for the count) and the count, when it is
 * a statement of its own (null otherwise).
 */
async function explainMs(pool: pg.Pool, statements: readonly CompiledQuery[]) {
  const median = async (statement: CompiledQuery) => {
    const runs: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { rows } = await pool.query<{ 'QUERY PLAN': [{ 'Execution Time': number }] }>(
        `explain (analyze, format json) ${statement.sql}`,
        statement.parameters as unknown[],
      );
      runs.push(rows[0]!['QUERY PLAN'][0]['Execution Time']);
    }
    return ms(runs.sort((a, b) => a - b)[2]!);
  };
  // The count reads the matches, or one hospital's counters (migration 0018).
  const isCount = (statement: CompiledQuery) =>
    /^select (count\(\*\)(::int)?|coalesce\(sum\(count\), 0\)::int) as "count"/.test(statement.sql);
  const count = statements.find(isCount);
  return {
    page: await median(statements.find((statement) => !isCount(statement))!),
    count: count ? await median(count) : null,
  };
}

/** A way's figures, with the CPU a request cost (`load`'s meter). */
type Measured = Figures & { cpuMs: CpuPerRequest };

interface CallerFigures {
  inScope: number;
  matching: number;
  barePg: Measured;
  postgres: Measured;
  /** The API on PostgreSQL with WIDE_MIX_SIZE requests. */
  postgresWide: Measured;
  pglite: Measured;
  /** Server-side execution of the page and count queries on PostgreSQL, one at a time. */
  explainMs: { page: number; count: number | null };
}

async function onPostgres(serverEnv: Record<string, string>, asOf: Date) {
  const postgres = await benchPostgres();
  try {
    const database = openPostgres(postgres.url, POOL_SIZE);
    const seedStarted = performance.now();
    const callers = await seed(database.db, asOf);
    const seedMs = performance.now() - seedStarted;
    const inScope = await database.db
      .selectFrom('patient_hospitals')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('hospital_id', 'in', callers.physician.hospitals)
      .executeTakeFirstOrThrow();
    await database.close();

    // The same session settings as the API's pool (database.ts openPostgres).
    const pool = new pg.Pool({
      connectionString: postgres.url,
      max: POOL_SIZE,
      options: POSTGRES_SESSION_OPTIONS,
    });
    // An idle connection ended from outside would otherwise end the run without saying why.
    // Once the pool is ending, its connections may still be open when the database is dropped
    // (`drop database ... with (force)`, which ends them): that is the teardown, not a failure.
    pool.on('error', (error) => {
      if (!pool.ending) process.stderr.write(`bare pool: ${error.message}\n`);
    });
    // Its statements prepared as the API's are, so that the ratio weighs the API alone.
    pool.on('connect', (client) => prepareStatements(client));
    const server = await startServer(PORT_POSTGRES, {
      ...serverEnv,
      DATABASE_URL: postgres.url,
      DATABASE_POOL_SIZE: String(POOL_SIZE),
    });
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    try {
      const figures: Partial<Record<CallerName, Omit<CallerFigures, 'pglite'>>> = {};
      for (const name of CALLERS) {
        const { statements, totalItems: matching } = await listStatements(
          postgres.url,
          callers[name],
        );
        const token = await signIn(server.url, EMAILS[name], PASSWORD);
        if ((await totalItems(server.url, token)) !== matching) {
          throw new Error(`${name}: the API and the captured SQL count differently`);
        }
        // The mix: each request's statements captured once, sent alike by the bare pool.
        const mix = listMix(callers[name].protocols);
        const mixStatements = [];
        for (const listQuery of mix) {
          mixStatements.push(
            (await listStatements(postgres.url, callers[name], listQuery)).statements,
          );
        }
        const barePg = await load(
          cycling(mixStatements, async (each) => {
            await Promise.all(
              each.map((statement) => pool.query(statement.sql, statement.parameters as unknown[])),
            );
          }),
          LOAD,
          { postgres: true },
        );
        const cpu = { apiPid: server.process.pid!, postgres: true };
        const api = await listThroughApi(server.url, token, agent, mix, cpu);
        const wide = await listThroughApi(
          server.url,
          token,
          agent,
          listMix(callers[name].protocols, WIDE_MIX_SIZE),
          cpu,
        );
        figures[name] = {
          inScope: name === 'physician' ? Number(inScope.count) : PATIENTS,
          matching,
          barePg,
          postgres: api,
          postgresWide: wide,
          explainMs: await explainMs(pool, statements),
        };
      }
      // What a request costs these cores with no list in it, the same way loaded: the API's
      // health check (HTTP, the router and one trivial query through its pool) and that query
      // alone through the bare pool. The list's rate over these tells how much of a request
      // is the list's own SQL rather than the plumbing around it.
      const floors = {
        api: await load(bearerGet(`${server.url}/api/health`, '', agent, 'health check'), LOAD),
        barePg: await load(async () => {
          await pool.query({ name: 'floor', text: 'select 1' });
        }, LOAD),
      };
      return {
        version: postgres.version,
        seedMs,
        figures: figures as Required<typeof figures>,
        floors,
      };
    } finally {
      agent.destroy();
      await server.stop();
      await pool.end();
    }
  } finally {
    await postgres.stop();
  }
}

async function onPglite(serverEnv: Record<string, string>, asOf: Date) {
  const dir = mkdtempSync(join(tmpdir(), 'oncoreg-bench-patients-'));
  const database = await openPglite({ dataDir: dir });
  const seedStarted = performance.now();
  await seed(database.db, asOf);
  const seedMs = performance.now() - seedStarted;
  await database.close();
  const server = await startServer(PORT_PGLITE, serverEnv, dir);
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  try {
    const figures: Partial<Record<CallerName, { matching: number; pglite: Measured }>> = {};
    for (const name of CALLERS) {
      const token = await signIn(server.url, EMAILS[name], PASSWORD);
      const matching = await totalItems(server.url, token);
      figures[name] = {
        matching,
        pglite: await listThroughApi(
          server.url,
          token,
          agent,
          listMix(name === 'physician' ? PHYSICIAN_PROTOCOLS : PROTOCOL_CODES),
          { apiPid: server.process.pid! },
        ),
      };
    }
    return { seedMs, figures: figures as Required<typeof figures> };
  } finally {
    agent.destroy();
    await server.stop();
  }
}

function skippedPglite(figures: Record<CallerName, { matching: number }>) {
  const none: Measured = {
    requests: 0,
    requestsPerSecond: 0,
    p50: 0,
    p99: 0,
    cpuMs: { api: null, postgres: null, benchmark: 0 },
  };
  return {
    seedMs: 0,
    figures: Object.fromEntries(
      CALLERS.map((name) => [name, { matching: figures[name].matching, pglite: none }]),
    ) as Record<CallerName, { matching: number; pglite: Measured }>,
  };
}

const ratio = (value: number, base: number) => Math.round((value / base) * 100) / 100;

export async function benchPatientList() {
  const loadBefore = loadavg()[0]!;
  const serverEnv = { LOGIN_MAX_PER_ADDRESS: '1000' };
  // One day for both seeds, so that both databases hold the same patients.
  const asOf = new Date();
  const postgres = await onPostgres(serverEnv, asOf);
  // BENCH_SKIP_PGLITE=1 leaves the embedded run out (its seed alone takes minutes).
  const pgliteSkipped = process.env.BENCH_SKIP_PGLITE === '1';
  const pglite = pgliteSkipped ? skippedPglite(postgres.figures) : await onPglite(serverEnv, asOf);

  const callers = Object.fromEntries(
    CALLERS.map((name) => {
      const figures: CallerFigures = {
        ...postgres.figures[name],
        pglite: pglite.figures[name].pglite,
      };
      if (pglite.figures[name].matching !== figures.matching) {
        throw new Error(`${name}: PGlite and PostgreSQL count differently`);
      }
      return [
        name,
        {
          ...figures,
          ratios: {
            postgresOverBarePg: ratio(
              figures.postgres.requestsPerSecond,
              figures.barePg.requestsPerSecond,
            ),
            pgliteOverPostgres: ratio(
              figures.pglite.requestsPerSecond,
              figures.postgres.requestsPerSecond,
            ),
          },
        },
      ];
    }),
  ) as Record<
    CallerName,
    CallerFigures & { ratios: { postgresOverBarePg: number; pgliteOverPostgres: number } }
  >;

  const budgets = Object.fromEntries(
    CALLERS.map((name) => {
      const { postgres: api, ratios } = callers[name];
      return [
        name,
        {
          postgresRequestsPerSecond: {
            value: api.requestsPerSecond,
            atLeast: BUDGET_REQUESTS_PER_SECOND,
            met: api.requestsPerSecond >= BUDGET_REQUESTS_PER_SECOND,
          },
          postgresP99Ms: { value: api.p99, under: BUDGET_P99_MS, met: api.p99 < BUDGET_P99_MS },
          postgresOverBarePg: {
            value: ratios.postgresOverBarePg,
            atLeast: 0.5,
            met: ratios.postgresOverBarePg >= 0.5,
          },
          // Not run is neither met nor missed.
          pgliteOverPostgres: pgliteSkipped
            ? { value: null, atLeast: 0.4, met: null }
            : {
                value: ratios.pgliteOverPostgres,
                atLeast: 0.4,
                met: ratios.pgliteOverPostgres >= 0.4,
              },
        },
      ];
    }),
  ) as Record<
    CallerName,
    Record<
      'postgresRequestsPerSecond' | 'postgresP99Ms' | 'postgresOverBarePg',
      { value: number; atLeast?: number; under?: number; met: boolean }
    > & { pgliteOverPostgres: { value: number | null; atLeast: number; met: boolean | null } }
  >;
  // What the budget's rate leaves a request of the cores' time, all processes together.
  const cores = cpus().length;
  const budgetCpuMs = ms((cores * 1000) / BUDGET_REQUESTS_PER_SECOND);
  const cpuCell = (value: number | null, otherwise: string) =>
    value === null ? otherwise : value.toFixed(2);

  const rows = [
    [
      'caller',
      'patients seen',
      'matching',
      'way',
      'requests',
      'req/s',
      'p50 ms',
      'p99 ms',
      'CPU ms: API',
      'PostgreSQL',
      'benchmark',
      'in all',
    ],
    ...CALLERS.flatMap((name) => {
      const figures = callers[name];
      // A way not run has no row: its zeros would read as a measurement.
      const ways: [string, Measured][] = [
        ['bare pg pool', figures.barePg],
        [`API on ${postgres.version}`, figures.postgres],
        [`the same, ${WIDE_MIX_SIZE.toLocaleString('en')} requests`, figures.postgresWide],
        ...(pgliteSkipped ? [] : [['API on PGlite', figures.pglite] as [string, Measured]]),
      ];
      return ways.map(([way, each], index) =>
        [
          index ? '' : name,
          index ? '' : figures.inScope.toLocaleString('en'),
          index ? '' : figures.matching.toLocaleString('en'),
          way,
          each.requests.toLocaleString('en'),
          each.requestsPerSecond,
          each.p50,
          each.p99,
          cpuCell(each.cpuMs.api, '-'),
          cpuCell(each.cpuMs.postgres, each.cpuMs.api === null ? '-' : 'in the API'),
          each.cpuMs.benchmark.toFixed(2),
          ((each.cpuMs.api ?? 0) + (each.cpuMs.postgres ?? 0) + each.cpuMs.benchmark).toFixed(2),
        ].map(String),
      );
    }),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const table = rows
    .map((row) => row.map((cell, column) => cell.padStart(widths[column]!)).join('  '))
    .join('\n');
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  process.stdout.write(
    `\nPatient list over ${PATIENTS.toLocaleString('en')} patients in ${HOSPITAL_CITIES.length} hospitals: a mix of ${MIX_SIZE} requests per caller (pages, filters, sorts, search words), and on PostgreSQL a wider one of ${WIDE_MIX_SIZE.toLocaleString('en')} (no budget: it shows the statements a connection keeps prepared at work); timed alone: GET ${LIST_PATH}\n` +
      `${CONNECTIONS} connections for ${SECONDS} s each (after ${WARM_UP_SECONDS} s of warm-up); pools of ${POOL_SIZE} connections\n` +
      `${table}\n` +
      CALLERS.map(
        (name) =>
          `${name}: API on PostgreSQL / bare pg ${callers[name].ratios.postgresOverBarePg}, ${pgliteSkipped ? 'PGlite not run' : `PGlite / PostgreSQL ${callers[name].ratios.pgliteOverPostgres}`}; ` +
          `one query at a time on PostgreSQL: page ${callers[name].explainMs.page} ms, ${callers[name].explainMs.count === null ? 'count in the page' : `count ${callers[name].explainMs.count} ms`}`,
      ).join('\n') +
      `\nfloors, at the same load: the API's health check (one trivial query) ${postgres.floors.api.requestsPerSecond.toLocaleString('en')} req/s, p99 ${postgres.floors.api.p99} ms; ` +
      `that query alone through the bare pool ${postgres.floors.barePg.requestsPerSecond.toLocaleString('en')} req/s; ` +
      `the list on the API reaches ${CALLERS.map((name) => `${ratio(callers[name].postgres.requestsPerSecond, postgres.floors.api.requestsPerSecond)} (${name})`).join(' and ')} of the first` +
      `\nCPU a request, read from /proc over each timed run: the API's process (its embedded database's thread included), every PostgreSQL process on the machine, and this benchmark's (the load, and the bare pool's driver reading the rows); ` +
      `${BUDGET_REQUESTS_PER_SECOND.toLocaleString('en')} req/s on these ${cores} cores leaves a request ${budgetCpuMs} ms in all` +
      CALLERS.map((name) => {
        const met = budgets[name];
        return (
          `\nbudget (${name}): API on PostgreSQL ${met.postgresRequestsPerSecond.value.toLocaleString('en')} req/s >= ${BUDGET_REQUESTS_PER_SECOND.toLocaleString('en')} ${verdict(met.postgresRequestsPerSecond.met)}; ` +
          `p99 ${met.postgresP99Ms.value} ms < ${BUDGET_P99_MS} ms ${verdict(met.postgresP99Ms.met)}; ` +
          `/ bare pg ${met.postgresOverBarePg.value} >= 0.5 ${verdict(met.postgresOverBarePg.met)}; ` +
          (met.pgliteOverPostgres.met === null
            ? 'PGlite not run (BENCH_SKIP_PGLITE=1)'
            : `PGlite / PostgreSQL ${met.pgliteOverPostgres.value} >= 0.4 ${verdict(met.pgliteOverPostgres.met)}`)
        );
      }).join('') +
      '\n\n',
  );

  return {
    patients: PATIENTS,
    hospitals: HOSPITAL_CITIES.length,
    request: LIST_PATH,
    connections: CONNECTIONS,
    seconds: SECONDS,
    poolSize: POOL_SIZE,
    postgres: postgres.version,
    seedSeconds: {
      postgres: Math.round(postgres.seedMs / 100) / 10,
      pglite: Math.round(pglite.seedMs / 100) / 10,
    },
    ...callers,
    floors: postgres.floors,
    budgets,
    machine: {
      cpus: cpus().length,
      loadAverage1mBefore: Math.round(loadBefore * 100) / 100,
      loadAverage1mAfter: Math.round(loadavg()[0]! * 100) / 100,
    },
  };
}
