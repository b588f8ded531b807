/**
 * How one request's cost grows with the registry (issue 19): the same registry grown from
 * 10,000 to 100,000 to 1,000,000 patients on PostgreSQL, and at each size, one request at a
 * time, p50 and p99 of
 *
 * - the patient list: each caller's mix of bench/patientList.ts (pages, filters, sorts,
 *   search words), the physician of one hospital (a twentieth of the registry) and the central
 *   administrator (all of it);
 * - the central administrator's dashboard statistics of this year;
 * - the physician's save of an ALL patient's basic form with its audit row (each patient's
 *   current version read first, untimed; every save of a size goes to another patient);
 * - one full export (pseudonymised, csv) by the central administrator, read to its last byte
 *   or stopped after EXPORT_CAP_SECONDS (at 1,000,000 it would take minutes: the figure then
 *   says how far it got);
 * - a hospital renamed (the physician's, a twentieth of the registry), whose patients' copies of
 *   their hospitals the database rewrites (migration 0022): the statement alone, RENAMES times
 *   on one connection whose triggers were first planned for one patient's edit, as the API's
 *   connections are. It grows with the hospital's patients, as it must; before migration 0026
 *   it grew with their square.
 *
 * The patients are written by bulk SQL (generate_series), not through the API: names drawn
 * from short lists, a hospital each (every tenth a second one), a protocol each (a quarter
 * ALL), registrations spread over the last nine and a half years, half of them with a saved
 * basic form (an empty one: the list and dashboard read no form data; the export writes one
 * row each). Run with `npm run bench -- scaling`; SCALING_SIZES=10000,100000 picks the sizes.
 */
import { Agent } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { type Kysely, sql } from 'kysely';
import { PROTOCOL_CODES } from '../domain/protocols';
import { FORM_FIXTURES } from '../demo/forms';
import { openPostgres } from '../server/db/database';
import { loadFormDefinitions } from '../server/forms/load';
import { FOLD_FROM, FOLD_TO } from '../server/db/migrations/0004_patients';
import { type Database } from '../server/db/schema';
import { bearerGet, ms, percentile, signIn } from './load';
import { earliestDate, startServer } from './lib';
import { EMAILS, PASSWORD, PHYSICIAN_PROTOCOLS, listMix, seed } from './patientList';
import { benchPostgres } from './postgres';

const SIZES = (process.env.SCALING_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const PORT = 18_097;
/** Requests of each kind per size, one at a time. */
const REQUESTS = 200;
const EXPORT_CAP_SECONDS = 120;
const RENAMES = 5;
const EXPORT_PATH = '/api/v1/export/registry.zip?pseudonymised=true&dialect=csv';
const LIST_PATH = '/api/v1/patient/patients';
const STATS_PATH = '/api/v1/dashboard/stats';
const FORM_PATH = '/api/v1/form/forms/ALL-basic/protocol-form-data';
/** The fixture's earliest date (its diagnosis), which may not precede the patient's birth. */
const FIXTURE_FIRST_DATE = earliestDate(FORM_FIXTURES.ALL.basic.valid);

const FIRST_NAMES = [
  'Anna',
  'Zofia',
  'Maja',
  'Hanna',
  'Łucja',
  'Jan',
  'Jakub',
  'Antoni',
  'Szymon',
  'Żaneta',
];
const LAST_NAMES = ['Nowak', 'Kowalska', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamińska', 'Lewandowski', 'Zieliński', 'Szymańska', 'Woźniak', 'Dąbrowski', 'Kozłowska', 'Jankowski', 'Mazur', 'Kwiatkowska', 'Krawczyk', 'Piotrowski', 'Grabowska', 'Nowakowski', 'Pawłowska']; // prettier-ignore
/** A quarter ALL, the rest spread over the other protocols. */
const PROTOCOL_DRAW = [
  'ALL',
  'ALL',
  'ALL',
  'ALL',
  'ALL',
  ...PROTOCOL_CODES.filter((code) => code !== 'ALL'),
];

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value}'`).join(',')}]`);
const fold = (text: string) => `translate(lower(${text}), '${FOLD_FROM}', '${FOLD_TO}')`;

/**
 * Patients up to `to` in all, their hospitals among `hospitalIds` (every tenth patient a second
 * one), protocols and (every other one) a saved form.
 */
export async function grow(
  db: Kysely<Database>,
  to: number,
  asOf: Date,
  hospitalIds: readonly number[],
) {
  const { rows } = await sql<{ count: number; last: number }>`select count(*)::int as count,
    coalesce(max(id), 0)::int as last from patients`.execute(db);
  const { count: from, last } = rows[0]!;
  const hospitals = sql.raw(`array[${hospitalIds.map(Number).join(',')}]::int[]`);
  const kept = hospitalIds.length;
  // Each patient written once, as the API writes them: with its protocol's code and its copies
  // of its protocol entry (whose id is taken ahead from the entries' sequence) and of its
  // hospitals (migration 0022); the entries' triggers then find the copies in place.
  await sql`insert into patients (first_name, last_name, gender, birth_date, pesel, search_key,
      protocol_codes, list_protocols, list_hospitals, created_at, updated_at)
    select n.first_name, n.last_name, case when i % 2 = 0 then 'Female' else 'Male' end,
      date '2008-01-01' + (i::bigint * 7919 % 6500)::int, lpad(i::text, 11, '0'),
      ${sql.raw(fold(`n.first_name || ' ' || n.last_name || ' ' || lpad(i::text, 11, '0')`))},
      array[n.protocol],
      jsonb_build_array(jsonb_build_object(
        'id', nextval(pg_get_serial_sequence('patient_protocols', 'id')),
        'protocol', n.protocol, 'active', true)),
      (select jsonb_agg(jsonb_build_object(
          'id', h.id, 'name', h.name, 'shortName', h.short_name, 'active', h.active
        ) order by h.name, h.id)
        from hospitals h where h.id = (${hospitals})[1 + i % ${sql.lit(kept)}]
          or (i % 10 = 0 and h.id = (${hospitals})[1 + (i + 7) % ${sql.lit(kept)}])),
      n.registered, n.registered
    from generate_series(${from + 1}::int, ${to}::int) i,
      lateral (select (${textArray(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}] as first_name,
        (${textArray(LAST_NAMES)})[1 + (i / 7) % ${LAST_NAMES.length}] as last_name,
        (${textArray(PROTOCOL_DRAW)})[1 + (i * 13) % ${PROTOCOL_DRAW.length}] as protocol,
        ${asOf}::timestamptz - ((i::bigint * 7919) % 5000000) * interval '1 minute' as registered) n
    order by n.registered`.execute(db);
  await sql`insert into patient_protocols (id, patient_id, protocol, created_at, updated_at)
    select (list_protocols -> 0 ->> 'id')::int, id, protocol_codes[1], created_at, created_at
    from patients where id > ${last}`.execute(db);
  await sql`insert into patient_hospitals (patient_id, hospital_id)
    select p.id, (h ->> 'id')::int from patients p
      cross join lateral jsonb_array_elements(p.list_hospitals) h
    where p.id > ${last}`.execute(db);
  await sql`insert into form_data (patient_id, form_id, version, definition_version, data,
      completeness, saved_at)
    select pp.patient_id, f.id, 1, f.current_version, '{}'::jsonb, 0,
      least(p.created_at + interval '3 days', ${asOf}::timestamptz)
    from patient_protocols pp join patients p on p.id = pp.patient_id
      join forms f on f.protocol = pp.protocol and f.type = 'basic'
    where pp.patient_id > ${last} and pp.patient_id % 2 = 0`.execute(db);
  await sql`vacuum analyze`.execute(db);
}

interface Timing {
  p50: number;
  p99: number;
}

async function oneAtATime(paths: readonly string[], send: (path: string) => Promise<void>) {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    await send(paths[i % paths.length]!);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: ms(percentile(times, 50)), p99: ms(percentile(times, 99)) };
}

/** One export read to its end, or stopped at the cap. */
async function exportOnce(url: string, token: string) {
  const started = performance.now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), EXPORT_CAP_SECONDS * 1000);
  let bytes = 0;
  let finished = false;
  try {
    const response = await fetch(`${url}${EXPORT_PATH}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    if (response.status !== 200) throw new Error(`export: ${response.status}`);
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
    }
    finished = true;
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
  }
  return { seconds: Math.round((performance.now() - started) / 100) / 10, finished, bytes };
}

/**
 * The physician's saves of the basic ALL form, one at a time, to patients of theirs that this
 * benchmark has not saved before while there are such (born before the fixture's diagnosis) (a registry of 10,000 has fewer than
 * `REQUESTS` in the physician's hospital: they then take turns). The save's time only: each
 * patient's current version is read once, untimed, before their first save.
 */
async function formSaves(
  db: ReturnType<typeof openPostgres>['db'],
  url: string,
  token: string,
  hospitalId: number,
  saved: Set<number>,
): Promise<Timing> {
  const { rows } = await sql<{ patient_id: number }>`select ph.patient_id
    from patient_hospitals ph
    join patient_protocols pp on pp.patient_id = ph.patient_id and pp.protocol = 'ALL'
    join patients p on p.id = ph.patient_id
    where ph.hospital_id = ${hospitalId} and p.birth_date < ${FIXTURE_FIRST_DATE}
    order by ph.patient_id desc limit ${REQUESTS + saved.size}`.execute(db);
  const fresh = rows.map((row) => row.patient_id).filter((id) => !saved.has(id));
  const patients = fresh.length ? fresh.slice(0, REQUESTS) : rows.map((row) => row.patient_id);
  const call = async (path: string, body?: object) => {
    const response = await fetch(`${url}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body && JSON.stringify(body),
    });
    if (response.status !== 200)
      throw new Error(
        `form ${body ? 'save' : 'read'}: ${response.status} ${await response.text()}`,
      );
    return (await response.json()) as { version: number };
  };
  const versions = new Map<number, number>();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const patientId = patients[i % patients.length]!;
    const path = `${FORM_PATH}/${patientId}`;
    if (!versions.has(patientId)) versions.set(patientId, (await call(path)).version);
    saved.add(patientId);
    const started = performance.now();
    const { version } = await call(path, {
      formData: FORM_FIXTURES.ALL.basic.valid,
      version: versions.get(patientId),
    });
    times.push(performance.now() - started);
    versions.set(patientId, version);
  }
  times.sort((a, b) => a - b);
  return { p50: ms(percentile(times, 50)), p99: ms(percentile(times, 99)) };
}

/**
 * The median time of RENAMES renames of a hospital, each a statement of its own, on a connection
 * of its own whose triggers were first planned for one patient's edit; the name put back after.
 */
async function hospitalRenames(url: string, hospitalId: number) {
  const database = openPostgres(url, 1);
  const { db } = database;
  try {
    const { rows } = await sql<{ name: string; patients: number }>`select h.name,
        (select count(*)::int from patient_hospitals ph where ph.hospital_id = h.id) as patients
      from hospitals h where h.id = ${hospitalId}`.execute(db);
    const { name, patients } = rows[0]!;
    await sql`update patients set gender = gender where id = (select min(patient_id)
      from patient_hospitals where hospital_id = ${hospitalId})`.execute(db);
    const times: number[] = [];
    for (let i = 1; i <= RENAMES; i += 1) {
      const started = performance.now();
      await sql`update hospitals set name = ${`${name} ${i}`} where id = ${hospitalId}`.execute(db);
      times.push(performance.now() - started);
    }
    await sql`update hospitals set name = ${name} where id = ${hospitalId}`.execute(db);
    times.sort((a, b) => a - b);
    return { patients, ms: ms(percentile(times, 50)) };
  } finally {
    await database.close();
  }
}

export async function benchScaling() {
  const asOf = new Date();
  const postgres = await benchPostgres();
  const sizes: Record<string, unknown>[] = [];
  try {
    const database = openPostgres(postgres.url, 4);
    const callers = await seed(database.db, asOf, 0);
    const hospitalIds = (
      await database.db.selectFrom('hospitals').select('id').orderBy('id').execute()
    ).map((row) => row.id);
    const saved = new Set<number>();
    await loadFormDefinitions(database.db);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (const size of SIZES) {
      const growStarted = performance.now();
      await grow(database.db, size, asOf, hospitalIds);
      const growSeconds = Math.round((performance.now() - growStarted) / 100) / 10;
      const server = await startServer(PORT, {
        DATABASE_URL: postgres.url,
        LOGIN_MAX_PER_ADDRESS: '1000',
      });
      try {
        const physician = await signIn(server.url, EMAILS.physician, PASSWORD);
        const administrator = await signIn(server.url, EMAILS.administrator, PASSWORD);
        const get = (token: string, what: string) => (path: string) =>
          bearerGet(`${server.url}${path}`, token, agent, what)();
        const list = (protocols: readonly string[]) =>
          listMix(protocols).map((query) => `${LIST_PATH}?${query}`);
        const loadBefore = loadavg()[0]!;
        const figures = {
          patients: size,
          growSeconds,
          listPhysician: await oneAtATime(list(PHYSICIAN_PROTOCOLS), get(physician, 'list')),
          listAdministrator: await oneAtATime(list(PROTOCOL_CODES), get(administrator, 'list')),
          dashboardAdministrator: await oneAtATime([STATS_PATH], get(administrator, 'dashboard')),
          formSavePhysician: await formSaves(
            database.db,
            server.url,
            physician,
            callers.physician.hospitals[0]!,
            saved,
          ),
          export: await exportOnce(server.url, administrator),
          hospitalRename: await hospitalRenames(postgres.url, callers.physician.hospitals[0]!),
          loadAverage1m: [
            Math.round(loadBefore * 100) / 100,
            Math.round(loadavg()[0]! * 100) / 100,
          ],
        };
        process.stdout.write(`${JSON.stringify(figures)}\n`);
        sizes.push(figures);
      } finally {
        await server.stop();
      }
    }
    agent.destroy();
    await database.close();
  } finally {
    await postgres.stop();
  }
  const row = (name: string, pick: (figures: Record<string, unknown>) => Timing) =>
    `${name.padEnd(34)}${sizes.map((figures) => `${pick(figures).p50} / ${pick(figures).p99}`.padStart(20)).join('')}`;
  process.stdout.write(
    `\nOne request at a time on ${postgres.version}, p50 / p99 ms, by registry size\n` +
      `${''.padEnd(34)}${sizes.map((figures) => String(figures.patients).padStart(20)).join('')}\n` +
      `${row('patient list, physician (mix)', (f) => f.listPhysician as Timing)}\n` +
      `${row('patient list, administrator (mix)', (f) => f.listAdministrator as Timing)}\n` +
      `${row('dashboard, administrator', (f) => f.dashboardAdministrator as Timing)}\n` +
      `${row('form save, physician', (f) => f.formSavePhysician as Timing)}\n` +
      `${'export, administrator (s)'.padEnd(34)}${sizes
        .map((figures) => {
          const run = figures.export as { seconds: number; finished: boolean };
          return `${run.finished ? '' : '> '}${run.seconds}`.padStart(20);
        })
        .join('')}\n` +
      `${'hospital renamed (ms; its patients)'.padEnd(34)}${sizes
        .map((figures) => {
          const rename = figures.hospitalRename as { patients: number; ms: number };
          return `${rename.ms}; ${rename.patients}`.padStart(20);
        })
        .join('')}\n\n`,
  );
  return {
    postgres: postgres.version,
    requestsPerSize: REQUESTS,
    exportCapSeconds: EXPORT_CAP_SECONDS,
    sizes,
    machine: { cpus: cpus().length },
  };
}
