/**
 * The soak (issue 19, "holding up over time"): the API as its own Node process, on a realistic
 * registry, under a mixed load of 50 signed-in users for 10 minutes, on PostgreSQL and on the
 * embedded PGlite. It answers two questions: does anything fail when nothing should (errors,
 * zero expected), and does the server's memory stay flat (its RSS in the last minute within 10%
 * of the second; the first minute is the warm-up).
 *
 * The registry is the demo's (six hospitals, a user of each role, 300 patients with favourites,
 * correction flags, attachments, consents and forms saved in two versions) grown by synthetic
 * patients (20,000 by default) spread over its active hospitals, plus the load's own users: of
 * every ten, six reporter physicians, two coordinators, a data administrator and a central
 * administrator, each holding one or two hospitals and a specialty's protocols.
 *
 * Each user signs in, then until the end repeats: a pause (uniform, 0 to twice SOAK_THINK_MS),
 * then one action drawn by weight from what its role may do, as the interface sends it: the
 * patient list (varied filters, sorts, pages, page sizes and searches), a patient's page (the
 * record and its forms), a protocol form read, a form read then saved (each saving user owns its
 * forms, so a stale-version 409 is an error), the dashboard (figures, favourites and flags), a
 * dictionary lookup as typed into a form, a small PDF or PNG uploaded as an attachment and
 * downloaded again, and a write that moves the kept figures (a patient registered, or one
 * deactivated and reactivated). Every user refreshes its token every 5 minutes. An error is any
 * answer the action did not expect (each expects a 2xx), a network failure or no answer within
 * 30 s.
 *
 * The server's resident memory (VmRSS of /proc/<pid>/status: the API process alone, with PGlite
 * the database inside it) is sampled every 5 seconds. Printed per minute: requests, req/s, errors,
 * p50 and p99, the mean and the highest RSS; then each kind of request's p50 and p99 in the
 * second minute and in the last (so that a latency that grows over the run names its request);
 * then the verdict line.
 *
 * Settings: SOAK_MINUTES (10), SOAK_USERS (50), SOAK_PATIENTS (20,000), SOAK_THINK_MS (500, the
 * mean pause), SOAK_DATABASES (postgres,pglite). PostgreSQL is the server of DATABASE_URL, or a
 * throwaway cluster (bench/postgres.ts). Run with `npm run bench -- soak`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { FORM_TYPES, formIdOf } from '../domain/forms';
import { PROTOCOL_CODES, type ProtocolCode, isKnownProtocol } from '../domain/protocols';
import { CENTRAL_ADMINISTRATOR, type Role } from '../domain/roles';
import { canAccess } from '../domain/permissions';
import { openPglite, openPostgres } from '../server/db/database';
import { seedDemo } from '../demo/seed';
import { demoPdf, demoPng } from '../demo/files';
import { loadShippedDictionaries } from '../server/db/dictionaries/load';
import { migrate } from '../server/db/migrate';
import { type Database } from '../server/db/schema';
import {
  SeededRandom,
  insertSyntheticPatients,
  syntheticPatients,
} from '../demo/syntheticPatients';
import { loadFormDefinitions } from '../server/forms/load';
import { hashPassword } from '../server/modules/auth/passwords';
import { ensureCategories } from '../server/modules/category/seed';
import { FORM_FIXTURES } from '../demo/forms';
import { type RunningServer, startServer } from './lib';
import { ms, percentile } from './load';
import { benchPostgres, freePort } from './postgres';

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name] || fallback);
  if (!(value > 0)) throw new Error(`${name}: must be a positive number`);
  return value;
};
const MINUTES = setting('SOAK_MINUTES', 10);
const USERS = Math.round(setting('SOAK_USERS', 50));
const PATIENTS = Math.round(setting('SOAK_PATIENTS', 20_000));
const THINK_MS = setting('SOAK_THINK_MS', 500);
const DATABASES = (process.env.SOAK_DATABASES || 'postgres,pglite').split(',');
const SAMPLE_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;
const REFRESH_EVERY_MS = 5 * 60_000;
/** The flatness the issue asks for: the last minute's RSS within this of the second's. */
const FLAT_PERCENT = 10;
/** The API's default DATABASE_POOL_SIZE. */
const POOL_SIZE = 10;
const PASSWORD = 'Bench-Soak-2026';
const MB = 1024 * 1024;

/** Of every ten users: six physicians, two coordinators, a data and a central administrator. */
const ROLE_CYCLE: readonly Role[] = [
  'ROLE_REPORTER_PHYSICIAN',
  'ROLE_COORDINATOR',
  'ROLE_REPORTER_PHYSICIAN',
  'ROLE_DATA_ADMINISTRATOR',
  'ROLE_REPORTER_PHYSICIAN',
  'ROLE_REPORTER_PHYSICIAN',
  'ROLE_COORDINATOR',
  'ROLE_REPORTER_PHYSICIAN',
  CENTRAL_ADMINISTRATOR,
  'ROLE_REPORTER_PHYSICIAN',
];
/** A physician's specialty: leukaemias, lymphomas, solid tumours, brain and bone. */
const SPECIALTIES: readonly (readonly ProtocolCode[])[] = [
  ['ALL', 'AML', 'CML', 'MPAL', 'MDS', 'LCH'],
  ['NHLB', 'ALCL', 'LBL', 'HL', 'INNE'],
  ['STS', 'WT', 'NBL', 'RBL', 'EGCT', 'HBL'],
  ['BT', 'OUN', 'STS', 'INNE'],
];
/** What a user types into a form's dictionary lookup, per dictionary. */
const LOOKUPS: Record<string, readonly string[]> = {
  icd10: ['C91.0', 'bialacz', 'chłoniak', 'nerk', 'C64', 'guz', 'wątroby', 'mózgu'],
  icdO3Morphology: ['8960', 'neurobl', 'mięsak', 'rhabdo', 'gwiaździak', '9500'],
  icdO3Topography: ['C22', 'wątrob', 'nerka', 'mózg', 'kość', 'oczodoł'],
  anticancerAgents: ['winkryst', 'cyklofosf', 'metotreks', 'doksorub', 'etopozyd', 'cisplat'],
  ctcaeTerms: ['gorącz', 'neutropen', 'nudnoś', 'zapalenie', 'ból', 'wymioty'],
  nationalities: ['ukr', 'niem', 'pol', 'biało', 'wiet'],
};
const ATTACHMENT_TYPES = ['DISCHARGE_SUMMARY', 'HISTOPATHOLOGY', 'IMAGING', 'LAB_RESULTS'];

type ActionName =
  | 'list'
  | 'record'
  | 'formRead'
  | 'formSave'
  | 'dashboard'
  | 'lookup'
  | 'upload'
  | 'patientWrite';
/** How often each action is drawn, for a role that may take it. */
const WEIGHTS: Record<ActionName, number> = {
  list: 30,
  record: 15,
  formRead: 13,
  formSave: 8,
  dashboard: 8,
  lookup: 15,
  upload: 3,
  patientWrite: 3,
};
const SAVES_FORMS = new Set<Role>(['ROLE_REPORTER_PHYSICIAN', 'ROLE_COORDINATOR']);
const UPLOADS = new Set<Role>([
  'ROLE_REPORTER_PHYSICIAN',
  'ROLE_DATA_ADMINISTRATOR',
  CENTRAL_ADMINISTRATOR,
]);

interface FormTarget {
  patientId: number;
  formId: string;
  protocol: ProtocolCode;
  type: (typeof FORM_TYPES)[number];
}

interface SoakUser {
  email: string;
  role: Role;
  hospitals: number[];
  protocols: ProtocolCode[];
  /** Patients the user sees, to open when no list page is at hand. */
  patients: number[];
  /** Forms of patients the user sees (a sample), to read. */
  reads: FormTarget[];
  /** Forms this user alone saves. */
  saves: FormTarget[];
}

interface Registry {
  users: SoakUser[];
  categoryIds: number[];
  /** Last names and PESEL beginnings to search for. */
  searches: string[];
  patients: number;
}

/** The earliest date a form fixture holds: a patient born after it could not have had it. */
function earliestDate(value: unknown): string {
  let earliest = '9999-12-31';
  const walk = (node: unknown) => {
    if (typeof node === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(node) && node < earliest) {
      earliest = node;
    } else if (node && typeof node === 'object') {
      Object.values(node).forEach(walk);
    }
  };
  walk(value);
  return earliest;
}

/** The demo registry, the synthetic patients and the load's users; answers what they see. */
async function seed(db: Kysely<Database>, asOf: Date): Promise<Registry> {
  await migrate(db as never);
  await loadShippedDictionaries(db);
  await loadFormDefinitions(db);
  await ensureCategories(db);
  const credentialsDir = mkdtempSync(join(tmpdir(), 'oncoreg-soak-demo-'));
  try {
    await seedDemo(db, credentialsDir);
  } finally {
    rmSync(credentialsDir, { recursive: true, force: true });
  }

  const hospitalIds = (
    await db.selectFrom('hospitals').select('id').where('active', '=', true).orderBy('id').execute()
  ).map((row) => row.id);
  const categories = await db.selectFrom('categories').select(['id', 'abbreviation']).execute();
  // The demo's 300 patients hold PESELs and passports the generator may draw again.
  const taken = new Set(
    (await db.selectFrom('patients').select(['pesel', 'passport_number']).execute()).flatMap(
      (row) => [row.pesel, row.passport_number].filter((value) => value !== null),
    ),
  );
  const patients = syntheticPatients({
    count: PATIENTS,
    seed: 1919,
    asOf,
    hospitalIds,
    categoryIds: Object.fromEntries(categories.map((row) => [row.abbreviation, row.id])),
  }).filter(
    (patient) =>
      !(patient.pesel && taken.has(patient.pesel)) &&
      !(patient.passportNumber && taken.has(patient.passportNumber)),
  );
  await insertSyntheticPatients(db, patients);

  const passwordHash = await hashPassword(PASSWORD);
  const users: SoakUser[] = [];
  for (let index = 0; index < USERS; index += 1) {
    const role = ROLE_CYCLE[index % ROLE_CYCLE.length]!;
    const central = role === CENTRAL_ADMINISTRATOR;
    const first = hospitalIds[index % hospitalIds.length]!;
    const second = hospitalIds[(index + 2) % hospitalIds.length]!;
    const hospitals = central ? [] : index % 4 === 3 ? [first, second] : [first];
    const protocols =
      role === 'ROLE_REPORTER_PHYSICIAN'
        ? [...SPECIALTIES[index % SPECIALTIES.length]!]
        : [...PROTOCOL_CODES];
    const email = `soak${String(index + 1).padStart(3, '0')}@bench-soak.oncoreg.test`;
    const { id } = await db
      .insertInto('accounts')
      .values({
        email,
        first_name: 'Użytkownik',
        last_name: `Obciążeniowy ${index + 1}`,
        role,
        password_hash: passwordHash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (hospitals.length) {
      await db
        .insertInto('account_hospitals')
        .values(hospitals.map((hospitalId) => ({ account_id: id, hospital_id: hospitalId })))
        .execute();
    }
    await db
      .insertInto('account_protocols')
      .values(protocols.map((protocol) => ({ account_id: id, protocol })))
      .execute();
    users.push({ email, role, hospitals, protocols, patients: [], reads: [], saves: [] });
  }

  // Who sees which form: a patient of one of the user's hospitals (any, for a central
  // administrator) in one of its protocols. Each form whose protocol is active goes to one of
  // the users who may save it, so that no two users ever save the same form.
  const rows = await db
    .selectFrom('patient_protocols as pp')
    .innerJoin('patients as p', 'p.id', 'pp.patient_id')
    .select(['pp.patient_id', 'pp.protocol', 'pp.active', 'p.birth_date'])
    .select((eb) =>
      eb
        .selectFrom('patient_hospitals as ph')
        .select(sql<number[]>`array_agg(ph.hospital_id)`.as('hospitals'))
        .whereRef('ph.patient_id', '=', 'pp.patient_id')
        .as('hospitals'),
    )
    .orderBy('pp.patient_id')
    .execute();
  const random = new SeededRandom(19);
  const sees = (user: SoakUser, hospitals: readonly number[]) =>
    user.role === CENTRAL_ADMINISTRATOR || hospitals.some((id) => user.hospitals.includes(id));
  const earliest = new Map<string, string>();
  for (const row of rows) {
    const protocol = row.protocol;
    if (!isKnownProtocol(protocol)) continue;
    const hospitals = row.hospitals ?? [];
    const viewers = users.filter(
      (user) => sees(user, hospitals) && user.protocols.includes(protocol),
    );
    const savers = viewers.filter((user) => SAVES_FORMS.has(user.role));
    for (const type of FORM_TYPES) {
      const target: FormTarget = {
        patientId: row.patient_id,
        formId: formIdOf(protocol, type),
        protocol,
        type,
      };
      for (const viewer of viewers) {
        if (viewer.reads.length < 3000 || random.chance(0.1)) viewer.reads.push(target);
      }
      const fixtureDate =
        earliest.get(target.formId) ?? earliestDate(FORM_FIXTURES[protocol][type].valid);
      earliest.set(target.formId, fixtureDate);
      const birthDate = String(row.birth_date).slice(0, 10);
      if (row.active && savers.length && birthDate < fixtureDate) {
        savers[row.patient_id % savers.length]!.saves.push(target);
      }
    }
  }
  const everyPatient = (
    await db.selectFrom('patient_hospitals').select(['patient_id', 'hospital_id']).execute()
  ).reduce((byPatient, row) => {
    byPatient.set(row.patient_id, [...(byPatient.get(row.patient_id) ?? []), row.hospital_id]);
    return byPatient;
  }, new Map<number, number[]>());
  for (const user of users) {
    for (const [patientId, hospitals] of everyPatient) {
      if (sees(user, hospitals)) user.patients.push(patientId);
    }
  }
  const named = await db
    .selectFrom('patients')
    .select(['last_name', 'pesel'])
    .orderBy(sql`random()`)
    .limit(200)
    .execute();
  const searches = named.flatMap((row) => [
    row.last_name.slice(0, 3 + (row.last_name.length % 4)),
    ...(row.pesel ? [row.pesel.slice(0, 6)] : []),
  ]);
  await sql`vacuum analyze`.execute(db);
  return {
    users,
    categoryIds: categories.map((row) => row.id),
    searches,
    patients: Number(
      (
        await db
          .selectFrom('patients')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    ),
  };
}

/** What one minute of the run saw. */
interface Minute {
  latencies: number[];
  /** The same latencies by what was asked (the patient list, a form save...). */
  byKind: Map<string, number[]>;
  errors: number;
  rss: number[];
}

/** The load's counts: per minute, and every error by what failed and how. */
class Tally {
  readonly minutes: Minute[] = [];
  readonly errors = new Map<string, { count: number; example: string }>();
  /** Requests by what they were (the patient list, a form save...), answered or not. */
  readonly requests = new Map<string, number>();
  constructor(private readonly started: number) {}

  private minute(at = performance.now()): Minute {
    const index = Math.floor((at - this.started) / 60_000);
    while (this.minutes.length <= index) {
      this.minutes.push({ latencies: [], byKind: new Map(), errors: 0, rss: [] });
    }
    return this.minutes[index]!;
  }

  private record(what: string, latency: number): Minute {
    this.requests.set(what, (this.requests.get(what) ?? 0) + 1);
    const minute = this.minute();
    minute.latencies.push(latency);
    const kind = minute.byKind.get(what);
    if (kind) kind.push(latency);
    else minute.byKind.set(what, [latency]);
    return minute;
  }

  answered(what: string, latency: number) {
    this.record(what, latency);
  }

  failed(what: string, latency: number, how: string, example: string) {
    const minute = this.record(what, latency);
    minute.errors += 1;
    const known = this.errors.get(`${what} ${how}`);
    if (known) known.count += 1;
    else this.errors.set(`${what} ${how}`, { count: 1, example });
  }

  memory(bytes: number) {
    this.minute().rss.push(bytes);
  }
}

/** The server process's resident memory, from /proc/<pid>/status. */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]) * 1024;
}

interface Answer {
  status: number;
  body: Buffer;
}

/** One virtual user: signs in, then acts until `until`, as the interface would. */
class VirtualUser {
  private token = '';
  private refreshToken = '';
  private refreshedAt = 0;
  private lastPage: number[] = [];
  /** Patients this user has registered. */
  private registered = 0;
  private readonly random: SeededRandom;
  private readonly actions: { name: ActionName; weight: number }[];

  constructor(
    private readonly base: string,
    private readonly user: SoakUser,
    private readonly registry: Registry,
    private readonly tally: Tally,
    private readonly seedNumber: number,
    private readonly asOfYear: number,
  ) {
    this.random = new SeededRandom(seedNumber);
    const may: Record<ActionName, boolean> = {
      list: true,
      record: user.patients.length > 0,
      formRead: user.reads.length > 0,
      formSave: user.saves.length > 0,
      dashboard: true,
      lookup: true,
      upload: UPLOADS.has(user.role) && user.patients.length > 0,
      patientWrite:
        canAccess(user.role, { resource: 'patients', action: 'create' }) &&
        user.hospitals.length > 0 &&
        user.patients.length > 0,
    };
    this.actions = (Object.keys(WEIGHTS) as ActionName[])
      .filter((name) => may[name])
      .map((name) => ({ name, weight: WEIGHTS[name] }));
  }

  /** One exchange; anything but an expected status counts as an error of `what`. */
  private async send(
    what: string,
    method: string,
    path: string,
    body?: string | FormData,
    expected: readonly number[] = [200],
  ): Promise<Answer | undefined> {
    const sent = performance.now();
    try {
      const response = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
          ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
          'accept-language': 'pl',
          'x-correlation-id': crypto.randomUUID(),
        },
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const answer = { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
      const latency = performance.now() - sent;
      if (expected.includes(answer.status)) {
        this.tally.answered(what, latency);
        return answer;
      }
      this.tally.failed(
        what,
        latency,
        String(answer.status),
        `${method} ${path}: ${answer.body.toString('utf8').slice(0, 300)}`,
      );
      if (answer.status === 401 && what !== 'sign-in') await this.signIn();
      return undefined;
    } catch (error) {
      const name = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network error';
      this.tally.failed(what, performance.now() - sent, name, `${method} ${path}: ${error}`);
      return undefined;
    }
  }

  private async json<T>(what: string, path: string): Promise<T | undefined> {
    const answer = await this.send(what, 'GET', path);
    return answer && (JSON.parse(answer.body.toString('utf8')) as T);
  }

  async signIn() {
    this.token = '';
    const answer = await this.send(
      'sign-in',
      'POST',
      '/api/login_check',
      JSON.stringify({ email: this.user.email, password: PASSWORD }),
    );
    if (!answer) throw new Error(`${this.user.email} could not sign in`);
    const pair = JSON.parse(answer.body.toString('utf8'));
    this.token = pair.token;
    this.refreshToken = pair.refresh_token;
    this.refreshedAt = performance.now();
  }

  private async refresh() {
    const answer = await this.send(
      'token refresh',
      'POST',
      '/api/token/refresh',
      JSON.stringify({ refresh_token: this.refreshToken }),
    );
    if (!answer) return this.signIn();
    const pair = JSON.parse(answer.body.toString('utf8'));
    this.token = pair.token;
    this.refreshToken = pair.refresh_token;
    this.refreshedAt = performance.now();
  }

  async run(until: number, staggerMs: number) {
    // Users arrive over the first seconds, not all in one instant.
    await pause(staggerMs);
    await this.signIn();
    // Stagger the refreshes too, so that they do not all fall in one minute.
    this.refreshedAt -= this.random.next() * REFRESH_EVERY_MS;
    while (performance.now() < until) {
      await pause(this.random.next() * 2 * THINK_MS);
      if (performance.now() >= until) break;
      if (performance.now() - this.refreshedAt > REFRESH_EVERY_MS) await this.refresh();
      await this[this.draw()]();
    }
  }

  private draw(): ActionName {
    let left = this.random.next() * this.actions.reduce((sum, each) => sum + each.weight, 0);
    for (const action of this.actions) {
      left -= action.weight;
      if (left < 0) return action.name;
    }
    return this.actions[0]!.name;
  }

  private pick<T>(values: readonly T[]): T {
    return this.random.pick(values);
  }

  /** The patient list as the screen asks for it: a page, a sort, up to two filters, a search. */
  async list() {
    const params = new URLSearchParams();
    const page = this.random.chance(0.6) ? 1 : this.random.int(2, 5);
    params.set('page', String(page));
    params.set('itemsPerPage', String(this.pick([25, 25, 25, 25, 10, 50])));
    if (this.random.chance(0.6)) params.set('sorts[lastName]', 'asc');
    else {
      params.set(
        `sorts[${this.pick(['firstName', 'birthDate', 'pesel', 'createdAt', 'updatedAt'])}]`,
        this.pick(['asc', 'desc']),
      );
    }
    const filters = this.random.int(0, 2);
    for (let i = 0; i < filters; i += 1) {
      const filter = this.pick([
        'hospital',
        'protocol',
        'active',
        'category',
        'birthYear',
        'registeredYear',
        'hasOpenFlags',
        'favorite',
        'basicForm',
        'consent',
      ]);
      if (filter === 'hospital' && this.user.hospitals.length) {
        params.append('filters[hospital][]', String(this.pick(this.user.hospitals)));
      } else if (filter === 'protocol') {
        params.append('filters[protocol][]', this.pick(this.user.protocols));
      } else if (filter === 'active') {
        params.set('filters[active]', String(this.random.chance(0.85)));
      } else if (filter === 'category') {
        params.append('filters[category][]', String(this.pick(this.registry.categoryIds)));
      } else if (filter === 'birthYear') {
        params.set('filters[birthYear]', String(this.asOfYear - this.random.int(0, 18)));
      } else if (filter === 'registeredYear') {
        params.set('filters[registeredYear]', String(this.asOfYear - this.random.int(0, 3)));
      } else if (filter === 'hasOpenFlags' || filter === 'favorite') {
        params.set(`filters[${filter}]`, 'true');
      } else if (filter === 'basicForm') {
        params.append('filters[basicForm][]', this.pick(['started', 'missing', 'incomplete']));
      } else if (filter === 'consent') {
        params.set('filters[consent]', this.pick(['recorded', 'missing']));
      }
    }
    if (this.random.chance(0.2)) params.set('search', this.pick(this.registry.searches));
    const list = await this.json<{ data: { id: number }[] }>(
      'patient list',
      `/api/v1/patient/patients?${params}`,
    );
    if (list?.data.length) this.lastPage = list.data.map((row) => row.id);
  }

  /** A patient's page: the record and the list of its forms, asked for together. */
  async record() {
    const id = this.lastPage.length ? this.pick(this.lastPage) : this.pick(this.user.patients);
    await Promise.all([
      this.send('patient', 'GET', `/api/v1/patient/patients/${id}`),
      this.send('patient forms', 'GET', `/api/v1/form/patient-forms/${id}`),
    ]);
  }

  private formPath(target: FormTarget) {
    return `/api/v1/form/forms/${target.formId}/protocol-form-data/${target.patientId}`;
  }

  async formRead() {
    await this.send('form read', 'GET', this.formPath(this.pick(this.user.reads)));
  }

  /** Opens one of its own forms, changes it and saves it against the version it read. */
  async formSave() {
    const target = this.pick(this.user.saves);
    const current = await this.json<{ version: number }>('form read', this.formPath(target));
    if (!current) return;
    const fixture = FORM_FIXTURES[target.protocol][target.type].valid;
    const formData =
      'notes' in fixture
        ? { ...fixture, notes: `<p>Kontrola ${this.random.int(1, 99_999)}</p>` }
        : fixture;
    await this.send(
      'form save',
      'POST',
      this.formPath(target),
      JSON.stringify({ formData, version: current.version }),
    );
  }

  /** The home page: this year's figures, the favourites and the open flags, together. */
  async dashboard() {
    const year = this.random.chance(0.8) ? '' : `?year=${this.asOfYear - 1}`;
    await Promise.all([
      this.send('dashboard stats', 'GET', `/api/v1/dashboard/stats${year}`),
      this.send('dashboard favourites', 'GET', '/api/v1/dashboard/favorite-patients'),
      this.send('dashboard flags', 'GET', '/api/v1/dashboard/correction-flags'),
    ]);
  }

  /** A dictionary lookup as a form field sends it: the first letters typed, then more. */
  async lookup() {
    const type = this.pick(Object.keys(LOOKUPS));
    const text = this.pick(LOOKUPS[type]!);
    const typed = text.slice(0, this.random.int(Math.min(3, text.length), text.length));
    await this.send(
      'dictionary lookup',
      'GET',
      `/api/v1/dictionary/dictionaries/${type}/entries?page=1&itemsPerPage=10&filters[searchableDescription]=${encodeURIComponent(typed)}`,
    );
  }

  /**
   * A write that moves the registry's kept figures (migrations 0013, 0018, 0019, 0021): a new
   * patient registered in one of the user's hospitals with one or two of its protocols (a
   * passport number of its own, so that no number is taken), or one of its patients deactivated
   * and at once reactivated, so that the registry keeps its shape.
   */
  async patientWrite() {
    const base = '/api/v1/patient/patients';
    if (this.random.chance(0.5)) {
      this.registered += 1;
      const protocols = [
        ...new Set([this.pick(this.user.protocols), this.pick(this.user.protocols)]),
      ];
      await this.send(
        'patient register',
        'POST',
        base,
        JSON.stringify({
          firstName: this.pick(['Zofia', 'Jan', 'Maja', 'Antoni']),
          lastName: this.pick(['Nowicka', 'Kowalski', 'Wójcik', 'Zielińska']),
          gender: this.pick(['Female', 'Male']),
          birthDate: `${this.asOfYear - this.random.int(1, 17)}-0${this.random.int(1, 9)}-1${this.random.int(0, 9)}`,
          nationality: 'UA',
          pesel: null,
          passportNumber: `SOAK${this.seedNumber}N${this.registered}`,
          residenceStreet: 'ul. Długa 1',
          residenceCity: 'Kraków',
          residenceZipCode: '30-001',
          registeredSameAsResidence: true,
          correspondenceSameAsResidence: true,
          hospitals: [this.pick(this.user.hospitals)],
          protocols,
        }),
        [201],
      );
      return;
    }
    const id = this.pick(this.user.patients);
    const reason = JSON.stringify({ reason: 'Kontrola w innym ośrodku' });
    if (await this.send('patient deactivate', 'PATCH', `${base}/${id}/deactivate`, reason)) {
      await this.send('patient activate', 'PATCH', `${base}/${id}/activate`);
    }
  }

  /** A scanned discharge summary (PDF) or photographed result (PNG), then opened again. */
  async upload() {
    const patientId = this.pick(this.user.patients);
    const pdf = this.random.chance(0.6);
    const bytes = pdf
      ? demoPdf('Karta informacyjna', [`Pacjent ${patientId}`, `Wpis ${this.random.int(1, 1e6)}`])
      : demoPng(this.random.int(0, 50));
    const form = new FormData();
    form.append('type', this.pick(ATTACHMENT_TYPES));
    form.append(
      'file',
      new Blob([new Uint8Array(bytes)], { type: pdf ? 'application/pdf' : 'image/png' }),
      pdf ? 'karta.pdf' : 'wynik.png',
    );
    const base = `/api/v1/patient/patients/${patientId}/attachments`;
    const stored = await this.send('upload', 'POST', base, form, [201]);
    if (!stored) return;
    const { id } = JSON.parse(stored.body.toString('utf8')) as { id: number };
    await this.send('download', 'GET', `${base}/${id}`);
  }
}

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

interface MinuteRow {
  minute: number;
  requests: number;
  requestsPerSecond: number;
  errors: number;
  p50: number;
  p99: number;
  rssMeanMb: number;
  rssMaxMb: number;
}

interface Percentiles {
  requests: number;
  p50: number;
  p99: number;
}

function percentilesOf(latencies: readonly number[] = []): Percentiles {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: sorted.length ? ms(percentile(sorted, 50)) : 0,
    p99: sorted.length ? ms(percentile(sorted, 99)) : 0,
  };
}

interface SoakResult {
  database: string;
  patients: number;
  seedSeconds: number;
  minutes: MinuteRow[];
  requests: number;
  errors: number;
  errorsByKind: Record<string, { count: number; example: string }>;
  requestsByKind: Record<string, number>;
  /** Each kind's p50 and p99 in the second minute and in the last: what grew, if anything did. */
  latencyByKind: Record<string, { second: Percentiles; last: Percentiles }>;
  memory: { secondMinuteMb: number; lastMinuteMb: number; changePercent: number; flat: boolean };
  serverAliveAfter: boolean;
  loadAverage1m: { before: number; after: number };
}

/** The load against a started server, with its memory sampled. */
async function soak(
  server: RunningServer,
  registry: Registry,
): Promise<Omit<SoakResult, 'database' | 'patients' | 'seedSeconds' | 'loadAverage1m'>> {
  const started = performance.now();
  const until = started + MINUTES * 60_000;
  const tally = new Tally(started);
  const pid = server.process.pid!;
  const sample = () => tally.memory(rssOf(pid));
  sample();
  const sampler = setInterval(sample, SAMPLE_MS);
  const asOfYear = new Date().getUTCFullYear();
  try {
    await Promise.all(
      registry.users.map((user, index) =>
        new VirtualUser(server.url, user, registry, tally, 1000 + index, asOfYear).run(
          until,
          (index / registry.users.length) * 5_000,
        ),
      ),
    );
  } finally {
    clearInterval(sampler);
  }
  const serverAliveAfter =
    server.process.exitCode === null &&
    (await fetch(`${server.url}/api/health`).then(
      (response) => response.ok,
      () => false,
    ));

  const whole = Math.floor(MINUTES);
  const minutes: MinuteRow[] = tally.minutes.slice(0, Math.max(1, whole)).map((minute, index) => {
    const { requests, p50, p99 } = percentilesOf(minute.latencies);
    const rss = minute.rss.length ? minute.rss : [0];
    return {
      minute: index + 1,
      requests,
      requestsPerSecond: Math.round(requests / 60),
      errors: minute.errors,
      p50,
      p99,
      rssMeanMb: Math.round(rss.reduce((sum, each) => sum + each, 0) / rss.length / MB),
      rssMaxMb: Math.round(Math.max(...rss) / MB),
    };
  });
  const second = minutes[Math.min(1, minutes.length - 1)]!;
  const last = minutes[minutes.length - 1]!;
  const kindsOf = (row: MinuteRow) => tally.minutes[row.minute - 1]!.byKind;
  const changePercent =
    Math.round(((last.rssMeanMb - second.rssMeanMb) / second.rssMeanMb) * 1000) / 10;
  return {
    minutes,
    requests: tally.minutes.reduce((sum, minute) => sum + minute.latencies.length, 0),
    errors: tally.minutes.reduce((sum, minute) => sum + minute.errors, 0),
    errorsByKind: Object.fromEntries(tally.errors),
    requestsByKind: Object.fromEntries([...tally.requests].sort(([, a], [, b]) => b - a)),
    latencyByKind: Object.fromEntries(
      [...tally.requests.keys()].map((what) => [
        what,
        {
          second: percentilesOf(kindsOf(second).get(what)),
          last: percentilesOf(kindsOf(last).get(what)),
        },
      ]),
    ),
    memory: {
      secondMinuteMb: second.rssMeanMb,
      lastMinuteMb: last.rssMeanMb,
      changePercent,
      flat: Math.abs(changePercent) <= FLAT_PERCENT,
    },
    serverAliveAfter,
  };
}

function report(result: SoakResult) {
  const header = ['minute', 'requests', 'req/s', 'errors', 'p50 ms', 'p99 ms', 'RSS MB', 'max MB'];
  const rows = [
    header,
    ...result.minutes.map((row) =>
      [
        row.minute,
        row.requests.toLocaleString('en'),
        row.requestsPerSecond,
        row.errors,
        row.p50,
        row.p99,
        row.rssMeanMb,
        row.rssMaxMb,
      ].map(String),
    ),
  ];
  const widths = header.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const table = rows
    .map((row) => row.map((cell, column) => cell.padStart(widths[column]!)).join('  '))
    .join('\n');
  const errors = Object.entries(result.errorsByKind)
    .map(([what, { count, example }]) => `  ${count} x ${what}, e.g. ${example}`)
    .join('\n');
  const kinds = Object.entries(result.latencyByKind)
    .filter(([, { second, last }]) => second.requests + last.requests > 0)
    .map(
      ([what, { second, last }]) =>
        `  ${what}: p50 ${second.p50} → ${last.p50} ms, p99 ${second.p99} → ${last.p99} ms (${second.requests.toLocaleString('en')} and ${last.requests.toLocaleString('en')} requests)`,
    )
    .join('\n');
  const { memory } = result;
  process.stdout.write(
    `\nSoak on ${result.database}: ${result.patients.toLocaleString('en')} patients, ${USERS} users, ${MINUTES} min, mean pause ${THINK_MS} ms (seeded in ${result.seedSeconds} s; load average ${result.loadAverage1m.before} before, ${result.loadAverage1m.after} after)\n` +
      `${table}\n` +
      `requests: ${Object.entries(result.requestsByKind)
        .map(([what, count]) => `${what} ${count.toLocaleString('en')}`)
        .join(', ')}\n` +
      `each kind, the second minute → the last:\n${kinds}\n` +
      `errors: ${result.errors} of ${result.requests.toLocaleString('en')} requests${errors ? `\n${errors}` : ''}\n` +
      `server ${result.serverAliveAfter ? 'answering' : 'NOT answering'} after the run\n` +
      `memory: last minute within ${Math.abs(memory.changePercent)}% of the second (mean RSS ${memory.secondMinuteMb} MB, then ${memory.lastMinuteMb} MB): ${memory.flat ? 'flat' : `NOT flat (over ${FLAT_PERCENT}%, ${memory.changePercent > 0 ? 'grown' : 'fallen'})`}\n\n`,
  );
}

async function run(
  database: string,
  seeded: () => Promise<{ registry: Registry; seedMs: number; server: RunningServer }>,
  cleanup: () => Promise<void>,
): Promise<SoakResult> {
  const before = loadavg()[0]!;
  try {
    const { registry, seedMs, server } = await seeded();
    try {
      const result: SoakResult = {
        database,
        patients: registry.patients,
        seedSeconds: Math.round(seedMs / 100) / 10,
        ...(await soak(server, registry)),
        loadAverage1m: {
          before: Math.round(before * 100) / 100,
          after: Math.round(loadavg()[0]! * 100) / 100,
        },
      };
      report(result);
      return result;
    } finally {
      await server.stop();
    }
  } finally {
    await cleanup();
  }
}

async function onPostgres(asOf: Date) {
  const postgres = await benchPostgres();
  return run(
    postgres.version,
    async () => {
      const database = openPostgres(postgres.url, POOL_SIZE);
      const started = performance.now();
      let registry;
      try {
        registry = await seed(database.db, asOf);
      } finally {
        await database.close();
      }
      const seedMs = performance.now() - started;
      const server = await startServer(await freePort(), {
        DATABASE_URL: postgres.url,
        DATABASE_POOL_SIZE: String(POOL_SIZE),
      });
      return { registry, seedMs, server };
    },
    () => postgres.stop(),
  );
}

async function onPglite(asOf: Date) {
  const dir = mkdtempSync(join(tmpdir(), 'oncoreg-bench-soak-'));
  return run(
    'PGlite',
    async () => {
      const database = await openPglite({ dataDir: dir });
      const started = performance.now();
      let registry;
      try {
        registry = await seed(database.db, asOf);
      } finally {
        await database.close();
      }
      const seedMs = performance.now() - started;
      const server = await startServer(await freePort(), { DATABASE_URL: '' }, dir, true);
      return { registry, seedMs, server };
    },
    async () => rmSync(dir, { recursive: true, force: true }),
  );
}

export async function benchSoak() {
  const asOf = new Date();
  const results: SoakResult[] = [];
  for (const database of DATABASES) {
    if (database === 'postgres') results.push(await onPostgres(asOf));
    else if (database === 'pglite') results.push(await onPglite(asOf));
    else throw new Error(`SOAK_DATABASES: unknown database "${database}" (postgres, pglite)`);
  }
  return {
    minutes: MINUTES,
    users: USERS,
    meanPauseMs: THINK_MS,
    results,
    machine: { cpus: cpus().length },
  };
}
