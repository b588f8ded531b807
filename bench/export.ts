/**
 * The research export under size (DESIGN section 7, issue 15 "Streaming end to end"): a registry
 * of 10,000 synthetic patients (demo/syntheticPatients.ts) across 20 hospitals, then the
 * same registry grown to 100,000, each patient with a saved WT-basic form (a basic form of 50
 * leaf fields, none in a repeatable table; 46 of them exported when pseudonymised, free text
 * left out), every one of the 50 filled with a value of its type (codes from the definition, dates, measurements, free text), varied per
 * patient; about a third of the forms saved twice, so the export picks the latest version.
 * At each size, one full export (GET /api/v1/export/registry.zip: every form a central
 * administrator sees, pseudonymised, dialect `csv`) read to its last byte, on a freshly started
 * API process, while that server process's resident memory (VmRSS in /proc/<pid>/status) is
 * sampled every 50 ms; the kernel's own peak (VmHWM, reset through /proc/<pid>/clear_refs just
 * before the request) is read afterwards as a check on the sampling. The ZIP is then opened and
 * its patients' and form's rows counted. Run on the API on PostgreSQL and on the embedded PGlite;
 * prints time, time to the first byte, ZIP size, idle and peak RSS of each, the growth from
 * 10,000 to 100,000 patients, and the budget: at 100,000, at most 30 s and 300 MB RSS.
 *
 * With PostgreSQL the RSS is the API process's alone: the database's work happens in its own
 * backend processes. With PGlite the database lives inside the API process and is counted.
 *
 * PostgreSQL is the server of DATABASE_URL, or a throwaway cluster (bench/postgres.ts).
 * Run with `npm run bench -- export` (`EXPORT_DATABASES=pglite` or `=postgres` for one of them).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { type Insertable, type Kysely, sql } from 'kysely';
import { CENTRAL_ADMINISTRATOR } from '../domain/roles';
import { PROTOCOL_CODES } from '../domain/protocols';
import { openPglite, openPostgres } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { type Database, type FormDataTable } from '../server/db/schema';
import {
  SeededRandom,
  type SyntheticPatient,
  insertSyntheticPatients,
  syntheticPatients,
} from '../demo/syntheticPatients';
import { formDefinition } from '../server/forms';
import { loadFormDefinitions } from '../server/forms/load';
import { hashPassword } from '../server/modules/auth/passwords';
import { ensureCategories } from '../server/modules/category/seed';
import { type ExportColumn, formLayout } from '../server/modules/export/codebook';
import { FORM_FIXTURES } from '../demo/forms';
import { benchPostgres } from './postgres';
import { type RunningServer, startServer } from './lib';
import { signIn } from './load';

/** The registry's sizes, smallest first: the larger grows out of the smaller. */
const SIZES = [10_000, 100_000];
const HOSPITALS = 20;
const FORM_ID = 'WT-basic';
/** The share of patients whose form was saved a second time. */
const SECOND_VERSION_SHARE = 0.33;
const FORM_BATCH = 500;
const SAMPLE_MS = 50;
/** The API's default DATABASE_POOL_SIZE. */
const POOL_SIZE = 10;
const PORT_POSTGRES = 18_098;
const PORT_PGLITE = 18_099;
const EMAIL = 'centralny@bench-export.oncoreg.test';
const PASSWORD = 'Bench-Export-2026';
const EXPORT_PATH = '/api/v1/export/registry.zip?pseudonymised=true&dialect=csv';
const BUDGET = { patients: 100_000, seconds: 30, rssMb: 300 };
const DAY_MS = 86_400_000;
const MB = 1024 * 1024;

interface Registry {
  hospitalIds: number[];
  adminId: number;
  definitionVersion: number;
  columns: ExportColumn[];
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Sets `value` at `path` in `record`, making the objects on the way. */
function setAt(record: Record<string, unknown>, path: readonly string[], value: unknown) {
  let node = record;
  path.slice(0, -1).forEach((key) => {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  });
  node[path[path.length - 1]!] = value;
}

/** Every leaf field of the form filled with a value of its type, varied by the generator. */
function formData(
  columns: readonly ExportColumn[],
  lookups: Record<string, unknown>,
  random: SeededRandom,
  registeredAt: Date,
) {
  const data: Record<string, unknown> = {};
  const base = registeredAt.getTime();
  for (const column of columns) {
    let value: unknown;
    switch (column.type) {
      case 'date':
        value = isoDay(base + random.int(0, 900) * DAY_MS);
        break;
      case 'number':
        value = Math.round(random.next() * 2000) / 10;
        break;
      case 'integer':
        value = random.int(0, 20);
        break;
      case 'code':
        value = random.pick(column.codes!).code;
        break;
      case 'codes':
        value = [random.pick(column.codes!).code];
        break;
      case 'lookup':
        value = lookups[column.name];
        break;
      case 'boolean':
        value = random.chance(0.5);
        break;
      default:
        value = `Notatka ${random.int(1, 99_999)}: zmiana oceniana w badaniu kontrolnym, bez powikłań`;
    }
    setAt(data, column.path, value);
  }
  return data;
}

/** The saved form of each patient: one version, a second for about a third of them. */
async function insertForms(
  db: Kysely<Database>,
  registry: Registry,
  patients: readonly SyntheticPatient[],
  ids: readonly number[],
  seed: number,
): Promise<number> {
  const random = new SeededRandom(seed);
  const fixture = FORM_FIXTURES.WT.basic.valid as Record<string, Record<string, unknown>>;
  const lookups = {
    'diagnosis.icd10': fixture.diagnosis!.icd10,
    'diagnosis.morphology': fixture.diagnosis!.morphology,
    'diagnosis.topography': fixture.diagnosis!.topography,
  };
  const rows: Insertable<FormDataTable>[] = [];
  patients.forEach((patient, index) => {
    const versions = random.chance(SECOND_VERSION_SHARE) ? 2 : 1;
    for (let version = 1; version <= versions; version += 1) {
      rows.push({
        patient_id: ids[index]!,
        form_id: FORM_ID,
        version,
        definition_version: registry.definitionVersion,
        data: JSON.stringify(formData(registry.columns, lookups, random, patient.createdAt)),
        completeness: 100,
        saved_by: registry.adminId,
        saved_at: new Date(patient.createdAt.getTime() + version * DAY_MS),
      });
    }
  });
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += FORM_BATCH) {
      await trx
        .insertInto('form_data')
        .values(rows.slice(start, start + FORM_BATCH))
        .execute();
    }
  });
  return rows.length;
}

/** Migrations, form definitions, the hospitals and the central administrator. */
async function prepare(db: Kysely<Database>): Promise<Registry> {
  await migrate(db as never);
  await ensureCategories(db);
  await loadFormDefinitions(db);
  const hospitals = await db
    .insertInto('hospitals')
    .values(
      Array.from({ length: HOSPITALS }, (_, index) => ({
        name: `Klinika Onkologii i Hematologii Dziecięcej nr ${index + 1} (test eksportu)`,
        short_name: `H${String(index + 1).padStart(2, '0')}`,
        city: 'Kraków',
      })),
    )
    .returning('id')
    .execute();
  const { id: adminId } = await db
    .insertInto('accounts')
    .values({
      email: EMAIL,
      first_name: 'Administrator',
      last_name: 'Eksportowy',
      role: CENTRAL_ADMINISTRATOR,
      password_hash: await hashPassword(PASSWORD),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('account_protocols')
    .values(PROTOCOL_CODES.map((protocol) => ({ account_id: adminId, protocol })))
    .execute();
  const form = await db
    .selectFrom('forms')
    .select('current_version')
    .where('id', '=', FORM_ID)
    .executeTakeFirstOrThrow();
  return {
    hospitalIds: hospitals.map((row) => row.id),
    adminId,
    definitionVersion: form.current_version,
    columns: formLayout(formDefinition(FORM_ID)!).columns,
  };
}

/** Grows the registry by these patients and their forms; answers the form versions written. */
async function grow(
  db: Kysely<Database>,
  registry: Registry,
  patients: readonly SyntheticPatient[],
  seed: number,
) {
  const ids = await insertSyntheticPatients(db, patients);
  const versions = await insertForms(db, registry, patients, ids, seed);
  // What autovacuum does on PostgreSQL soon after a load (PGlite has none).
  await sql`vacuum analyze`.execute(db);
  return versions;
}

/** The kilobyte figure of one line of /proc/<pid>/status (VmRSS, VmHWM), in bytes. */
function statusBytes(pid: number, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
    readFileSync(`/proc/${pid}/status`, 'utf8'),
  );
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

/** Resets the process's peak RSS (VmHWM); false where the kernel does not allow it. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

interface ExportRun {
  patients: number;
  formVersions: number;
  seconds: number;
  firstByteSeconds: number;
  zipBytes: number;
  idleRssMb: number;
  peakRssMb: number;
  /** The kernel's peak over the export, when it could be reset first. */
  hwmRssMb: number | null;
  samples: number;
  rows: { patients: number; forms: number };
}

const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
const seconds = (ms: number) => Math.round(ms / 10) / 100;

/** One full export on this server, read to the end, with the server's memory sampled. */
async function measure(
  server: RunningServer,
  patients: number,
  formVersions: number,
): Promise<ExportRun> {
  const pid = server.process.pid!;
  const token = await signIn(server.url, EMAIL, PASSWORD);
  // Let start-up's garbage settle before reading the idle figure.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idle = statusBytes(pid, 'VmRSS');
  const hwmReset = resetPeak(pid);
  let peak = idle;
  let samples = 0;
  const sampler = setInterval(() => {
    samples += 1;
    peak = Math.max(peak, statusBytes(pid, 'VmRSS'));
  }, SAMPLE_MS);
  const chunks: Uint8Array[] = [];
  let zipBytes = 0;
  let firstByteMs = 0;
  const started = performance.now();
  let elapsedMs;
  try {
    const response = await fetch(`${server.url}${EXPORT_PATH}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status !== 200) {
      throw new Error(`export: ${response.status} ${await response.text()}`);
    }
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!zipBytes) firstByteMs = performance.now() - started;
      zipBytes += value.length;
      chunks.push(value);
    }
    elapsedMs = performance.now() - started;
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, statusBytes(pid, 'VmRSS'));
  const hwm = hwmReset ? statusBytes(pid, 'VmHWM') : null;

  const files = unzipSync(Buffer.concat(chunks));
  const lines = (name: string) => {
    const file = files[name];
    if (!file) throw new Error(`export: no ${name} in the ZIP`);
    return Buffer.from(file).toString('utf8').trimEnd().split('\n').length - 1;
  };
  const rows = { patients: lines('patients.csv'), forms: lines(`${FORM_ID}.csv`) };
  if (rows.patients !== patients || rows.forms !== patients) {
    throw new Error(`export: ${rows.patients} patients and ${rows.forms} forms, not ${patients}`);
  }
  return {
    patients,
    formVersions,
    seconds: seconds(elapsedMs),
    firstByteSeconds: seconds(firstByteMs),
    zipBytes,
    idleRssMb: mb(idle),
    peakRssMb: mb(peak),
    hwmRssMb: hwm === null ? null : mb(hwm),
    samples,
    rows,
  };
}

/** The patients of the largest size, the same for both databases; sizes take a prefix. */
function allPatients(registry: Registry, categoryIds: Record<string, number>, asOf: Date) {
  return syntheticPatients({
    count: SIZES[SIZES.length - 1]!,
    seed: 1500,
    asOf,
    hospitalIds: registry.hospitalIds,
    categoryIds,
  }).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

async function categoryIds(db: Kysely<Database>) {
  const rows = await db.selectFrom('categories').select(['id', 'abbreviation']).execute();
  return Object.fromEntries(rows.map((row) => [row.abbreviation, row.id]));
}

/**
 * Each size in turn: grow the registry to it (the API stopped, so PGlite's directory is free),
 * start the API afresh and export.
 */
async function runSizes(
  open: () => Promise<{ db: Kysely<Database>; close(): Promise<void> }>,
  start: () => Promise<RunningServer>,
  asOf: Date,
) {
  const runs: ExportRun[] = [];
  let registry: Registry | undefined;
  let patients: SyntheticPatient[] = [];
  let formVersions = 0;
  let seedMs = 0;
  for (const [index, size] of SIZES.entries()) {
    const database = await open();
    const seedStarted = performance.now();
    if (!registry) {
      registry = await prepare(database.db);
      patients = allPatients(registry, await categoryIds(database.db), asOf);
    }
    const from = index ? SIZES[index - 1]! : 0;
    formVersions += await grow(database.db, registry, patients.slice(from, size), 1500 + index);
    seedMs += performance.now() - seedStarted;
    await database.close();
    const server = await start();
    try {
      runs.push(await measure(server, size, formVersions));
    } finally {
      await server.stop();
    }
  }
  return { runs, seedSeconds: seconds(seedMs) };
}

async function onPostgres(asOf: Date) {
  const postgres = await benchPostgres();
  try {
    const result = await runSizes(
      async () => {
        const database = openPostgres(postgres.url, POOL_SIZE);
        return { db: database.db, close: () => database.close() };
      },
      () =>
        startServer(PORT_POSTGRES, {
          DATABASE_URL: postgres.url,
          DATABASE_POOL_SIZE: String(POOL_SIZE),
        }),
      asOf,
    );
    return { name: `API on ${postgres.version}`, ...result };
  } finally {
    await postgres.stop();
  }
}

async function onPglite(asOf: Date) {
  const dir = mkdtempSync(join(tmpdir(), 'oncoreg-bench-export-'));
  try {
    const result = await runSizes(
      async () => {
        const database = await openPglite({ dataDir: dir });
        return { db: database.db, close: () => database.close() };
      },
      () => startServer(PORT_PGLITE, {}, dir, true),
      asOf,
    );
    return { name: 'API on PGlite', ...result };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ratio = (value: number, base: number) => Math.round((value / base) * 100) / 100;

export async function benchExport() {
  const loadBefore = loadavg()[0]!;
  // One day for both seeds, so that both databases hold the same patients and forms.
  const asOf = new Date();
  const chosen = (process.env.EXPORT_DATABASES || 'postgres,pglite').split(',');
  const ways = [];
  if (chosen.includes('postgres')) ways.push(await onPostgres(asOf));
  if (chosen.includes('pglite')) ways.push(await onPglite(asOf));
  if (ways.length === 0) throw new Error('EXPORT_DATABASES names neither postgres nor pglite');

  const growth = ways.map((way) => {
    const first = way.runs[0]!;
    const last = way.runs[way.runs.length - 1]!;
    return {
      way: way.name,
      patients: ratio(last.patients, first.patients),
      time: ratio(last.seconds, first.seconds),
      peakRss: ratio(last.peakRssMb, first.peakRssMb),
      rssAboveIdle: ratio(last.peakRssMb - last.idleRssMb, first.peakRssMb - first.idleRssMb),
    };
  });
  const budgets = ways.map((way) => {
    const run = way.runs.find((each) => each.patients === BUDGET.patients)!;
    const peak = Math.max(run.peakRssMb, run.hwmRssMb ?? 0);
    return {
      way: way.name,
      seconds: { value: run.seconds, atMost: BUDGET.seconds, met: run.seconds <= BUDGET.seconds },
      rssMb: { value: peak, atMost: BUDGET.rssMb, met: peak <= BUDGET.rssMb },
    };
  });

  const rows = [
    [
      'way',
      'patients',
      'form versions',
      'export s',
      'first byte s',
      'ZIP MB',
      'idle RSS MB',
      'peak RSS MB',
      'VmHWM MB',
    ],
    ...ways.flatMap((way) =>
      way.runs.map((run, index) =>
        [
          index ? '' : way.name,
          run.patients.toLocaleString('en'),
          run.formVersions.toLocaleString('en'),
          run.seconds,
          run.firstByteSeconds,
          mb(run.zipBytes),
          run.idleRssMb,
          run.peakRssMb,
          run.hwmRssMb ?? '-',
        ].map(String),
      ),
    ),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const table = rows
    .map((row) => row.map((cell, column) => cell.padStart(widths[column]!)).join('  '))
    .join('\n');
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  process.stdout.write(
    `\nExport of the registry: GET ${EXPORT_PATH} as a central administrator, every form (${FORM_ID} saved for every patient, 50 fields filled), read to the last byte\n` +
      `server RSS sampled every ${SAMPLE_MS} ms from /proc/<pid>/status; VmHWM is the kernel's peak over the export\n` +
      `${table}\n` +
      growth
        .map(
          (each) =>
            `${each.way}: ${each.patients}x the patients took ${each.time}x the time and ${each.peakRss}x the peak RSS (${each.rssAboveIdle}x the RSS above idle)`,
        )
        .join('\n') +
      '\n' +
      budgets
        .map(
          (each) =>
            `budget (${each.way}, ${BUDGET.patients.toLocaleString('en')} patients): ${each.seconds.value} s <= ${BUDGET.seconds} s ${verdict(each.seconds.met)}; ` +
            `peak RSS ${each.rssMb.value} MB <= ${BUDGET.rssMb} MB ${verdict(each.rssMb.met)}`,
        )
        .join('\n') +
      '\n\n',
  );

  return {
    request: EXPORT_PATH,
    form: FORM_ID,
    fieldsFilled: formLayout(formDefinition(FORM_ID)!).columns.length,
    hospitals: HOSPITALS,
    sampleMs: SAMPLE_MS,
    ways: ways.map((way) => ({ way: way.name, seedSeconds: way.seedSeconds, runs: way.runs })),
    growth,
    budgets,
    machine: {
      cpus: cpus().length,
      loadAverage1mBefore: Math.round(loadBefore * 100) / 100,
      loadAverage1mAfter: Math.round(loadavg()[0]! * 100) / 100,
    },
  };
}
