/**
 * Synthetic demo data for `npm run demo`, on its own data directory: hospitals and one user of
 * each role, so that every administration screen has something to show, and a few hundred
 * patients (./syntheticPatients.ts) with favourites, correction flags, attachments and consents,
 * and protocol forms saved in two versions each.
 * Passwords are generated on the first demo start (there is no default password anywhere), kept
 * in a file readable only by the owner inside the demo data directory, and printed at every demo
 * start. Each part is put in once, under its own marker, with audit rows like the API's.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { type Kysely, type Transaction } from 'kysely';
import { FORM_TYPES, type FormType, completeness, formIdOf } from '../domain/forms';
import { type PatientFile } from '../domain/patient';
import { PROTOCOL_CODES, isKnownProtocol } from '../domain/protocols';
import { type Action, type PermissionResource, canAccess } from '../domain/permissions';
import { CENTRAL_ADMINISTRATOR, type Role } from '../domain/roles';
import { audit, auditRow, created } from '../server/db/audit';
import { hashPassword } from '../server/modules/auth/passwords';
import { currentDefinitionVersion, insertFormData } from '../server/modules/form/repository';
import { formSaveChanges } from '../server/modules/form/service';
import { insertPatientFile } from '../server/modules/patient/filesRepository';
import { FORM_FIXTURES } from './forms';
import { formDefinition } from '../server/forms';
import { demoPdf, demoPng } from './files';
import { type Database } from '../server/db/schema';
import { generatePassword } from '../server/modules/account/firstAdministrator';
import {
  SeededRandom,
  type SyntheticPatient,
  insertSyntheticPatients,
  syntheticPatients,
} from './syntheticPatients';

const DEMO_MARKER = 'demo_seeded';
const PATIENTS_MARKER = 'demo_patients_seeded';
const FORMS_MARKER = 'demo_forms_seeded';
const CREDENTIALS_FILE = 'demo-credentials.json';
const ACTOR = { accountId: null, path: 'demo', correlationId: 'demo', ip: '' };

interface DemoHospital {
  name: string;
  shortName: string;
  address: string;
  zipCode: string;
  city: string;
  deactivationReason?: string;
}

const HOSPITALS: readonly DemoHospital[] = [
  {
    name: 'Klinika Onkologii i Hematologii Dziecięcej, Szpital Dziecięcy w Krakowie (demo)',
    shortName: 'KRK-ONK',
    address: 'ul. Wielicka 265',
    zipCode: '30-663',
    city: 'Kraków',
  },
  {
    name: 'Oddział Onkologii Dziecięcej, Centrum Zdrowia Dziecka w Warszawie (demo)',
    shortName: 'WAW-CZD',
    address: 'al. Dzieci Polskich 20',
    zipCode: '04-730',
    city: 'Warszawa',
  },
  {
    name: 'Klinika Pediatrii, Onkologii i Hematologii, Szpital w Łodzi (demo)',
    shortName: 'LDZ-PED',
    address: 'ul. Sporna 36/50',
    zipCode: '91-738',
    city: 'Łódź',
  },
  {
    name: 'Klinika Transplantacji Szpiku, Onkologii i Hematologii Dziecięcej we Wrocławiu (demo)',
    shortName: 'WRO-TSZ',
    address: 'ul. Borowska 213',
    zipCode: '50-556',
    city: 'Wrocław',
  },
  {
    name: 'Oddział Hematologii Dziecięcej, Szpital w Gdańsku (demo)',
    shortName: 'GDA-HEM',
    address: 'ul. Dębinki 7',
    zipCode: '80-952',
    city: 'Gdańsk',
  },
  {
    name: 'Oddział Onkologii Dziecięcej, Szpital w Poznaniu (demo)',
    shortName: 'POZ-ONK',
    address: 'ul. Szpitalna 27/33',
    zipCode: '60-572',
    city: 'Poznań',
    deactivationReason: 'Oddział połączony z kliniką w Krakowie',
  },
];

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  role: Role;
  /** Indexes into HOSPITALS. */
  hospitals: number[];
  protocols: readonly string[];
}

const USERS: readonly DemoUser[] = [
  {
    email: 'centralny@demo.oncoreg.local',
    firstName: 'Barbara',
    lastName: 'Centralna',
    phone: '+48600100100',
    role: 'ROLE_CENTRAL_ADMINISTRATOR',
    hospitals: [],
    protocols: PROTOCOL_CODES,
  },
  {
    email: 'lekarz@demo.oncoreg.local',
    firstName: 'Anna',
    lastName: 'Kowalska',
    phone: '+48600200200',
    role: 'ROLE_REPORTER_PHYSICIAN',
    hospitals: [0, 1],
    protocols: ['ALL', 'AML', 'NBL', 'WT', 'HL'],
  },
  {
    email: 'koordynator@demo.oncoreg.local',
    firstName: 'Piotr',
    lastName: 'Nowak',
    phone: '+48600300300',
    role: 'ROLE_COORDINATOR',
    hospitals: [0],
    protocols: PROTOCOL_CODES,
  },
  {
    email: 'dane@demo.oncoreg.local',
    firstName: 'Katarzyna',
    lastName: 'Wiśniewska',
    phone: '+48600400400',
    role: 'ROLE_DATA_ADMINISTRATOR',
    hospitals: [2, 3],
    protocols: ['ALL', 'BT', 'STS', 'OUN'],
  },
];

export interface DemoCredential {
  role: Role;
  email: string;
  password: string;
}

/**
 * Fills an empty demo registry once; later starts only read the stored credentials. A demo
 * directory made before patients (or protocol forms) existed gets them at its next start.
 */
export async function seedDemo(db: Kysely<Database>, dataDir: string): Promise<DemoCredential[]> {
  const credentials = await seedDemoAccounts(db, dataDir);
  await seedDemoPatients(db, new Date());
  await seedDemoForms(db, new Date());
  return credentials;
}

async function seedDemoAccounts(db: Kysely<Database>, dataDir: string) {
  const file = join(dataDir, CREDENTIALS_FILE);
  const seeded = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', DEMO_MARKER)
    .executeTakeFirst();
  if (seeded) {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as DemoCredential[]) : [];
  }

  const credentials: DemoCredential[] = [];
  const hashes = await Promise.all(
    USERS.map(async (user) => {
      const password = generatePassword();
      credentials.push({ role: user.role, email: user.email, password });
      return hashPassword(password);
    }),
  );

  await db.transaction().execute(async (trx) => {
    const hospitalIds: number[] = [];
    for (const hospital of HOSPITALS) {
      const row = await trx
        .insertInto('hospitals')
        .values({
          name: hospital.name,
          short_name: hospital.shortName,
          address: hospital.address,
          zip_code: hospital.zipCode,
          city: hospital.city,
          active: !hospital.deactivationReason,
          deactivation_reason: hospital.deactivationReason ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      hospitalIds.push(row.id);
      await audit(trx, ACTOR, {
        action: 'hospital_create',
        objectType: 'hospital',
        objectId: row.id,
        changes: {
          name: { old: null, new: hospital.name },
          shortName: { old: null, new: hospital.shortName },
          city: { old: null, new: hospital.city },
        },
      });
    }
    for (const [index, user] of USERS.entries()) {
      const row = await trx
        .insertInto('accounts')
        .values({
          email: user.email,
          first_name: user.firstName,
          last_name: user.lastName,
          phone: user.phone,
          role: user.role,
          password_hash: hashes[index]!,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const hospitals = user.hospitals.map((position) => hospitalIds[position]!);
      if (hospitals.length) {
        await trx
          .insertInto('account_hospitals')
          .values(hospitals.map((hospitalId) => ({ account_id: row.id, hospital_id: hospitalId })))
          .execute();
      }
      await trx
        .insertInto('account_protocols')
        .values(user.protocols.map((protocol) => ({ account_id: row.id, protocol })))
        .execute();
      await audit(trx, ACTOR, {
        action: 'account_create',
        objectType: 'account',
        objectId: row.id,
        changes: {
          email: { old: null, new: user.email },
          role: { old: null, new: user.role },
          hospitals: { old: null, new: hospitals },
          protocols: { old: null, new: user.protocols },
        },
      });
    }
    await trx.insertInto('app_settings').values({ key: DEMO_MARKER, value: '1' }).execute();
  });
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(credentials, null, 2), { mode: 0o600 });
  return credentials;
}

const PATIENT_COUNT = 300;
const PATIENT_SEED = 2026;
const FAVORITES_PER_USER = 6;
const OPEN_FLAGS = 18;
const RESOLVED_FLAGS = 12;
const CONSENTS = 40;
const DISCHARGE_SUMMARIES = 25;
const IMAGING_REPORTS = 10;

const FLAG_COMMENTS = [
  'Data urodzenia niezgodna z kartą informacyjną leczenia szpitalnego.',
  'Brak numeru PESEL opiekuna prawnego — proszę uzupełnić.',
  'Proszę uzupełnić adres korespondencyjny, rodzina zmieniła miejsce zamieszkania.',
  'Kod pocztowy nie pasuje do miejscowości zamieszkania.',
  'Rozpoznanie histopatologiczne wskazuje na inną kategorię choroby.',
  'Nazwisko zapisane z błędem (brak polskich znaków).',
  'Pacjent ma dwa aktywne protokoły — proszę zweryfikować, który obowiązuje.',
  'Brak skanu zgody RODO podpisanej przez obojga rodziców.',
];
const DEATH_FLAG_COMMENT = 'Data zgonu do potwierdzenia w karcie zgonu.';

interface DemoAccount {
  id: number;
  role: Role;
  /** Hospital ids; empty for the central administrator, who sees every patient. */
  hospitals: number[];
}

type Trx = Transaction<Database>;

/**
 * Synthetic patients spread over the demo hospitals, with what a registry in use has around
 * them: each demo user's favourites, correction flags (open and resolved), discharge summaries,
 * imaging reports and signed data-protection consents. Put in once.
 */
async function seedDemoPatients(db: Kysely<Database>, now: Date) {
  const seeded = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', PATIENTS_MARKER)
    .executeTakeFirst();
  if (seeded) return;
  const hospitals = await db
    .selectFrom('hospitals')
    .select(['id', 'short_name'])
    .where(
      'short_name',
      'in',
      HOSPITALS.map((hospital) => hospital.shortName),
    )
    .orderBy('id')
    .execute();
  if (!hospitals.length) return;
  const hospitalIdOf = new Map(hospitals.map((row) => [row.short_name, row.id]));
  const categories = await db.selectFrom('categories').select(['id', 'abbreviation']).execute();
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'email', 'role'])
    .where(
      'email',
      'in',
      USERS.map((user) => user.email),
    )
    .orderBy('id')
    .execute();
  const accounts: DemoAccount[] = rows.map((row) => ({
    id: row.id,
    role: row.role as Role,
    hospitals: (USERS.find((user) => user.email === row.email)?.hospitals ?? []).flatMap(
      (index) => hospitalIdOf.get(HOSPITALS[index]!.shortName) ?? [],
    ),
  }));

  const patients = syntheticPatients({
    count: PATIENT_COUNT,
    seed: PATIENT_SEED,
    asOf: now,
    hospitalIds: [...hospitalIdOf.values()],
    categoryIds: Object.fromEntries(categories.map((row) => [row.abbreviation, row.id])),
  });
  const random = new SeededRandom(PATIENT_SEED);

  await db.transaction().execute(async (trx) => {
    const ids = await insertSyntheticPatients(trx, patients);
    const demo = ids.map((id, index) => ({ id, patient: patients[index]! }));
    for (const { id, patient } of demo) await auditPatient(trx, id, patient);
    await addFavorites(trx, random, demo, accounts, now);
    await addCorrectionFlags(trx, random, demo, accounts, now);
    await addFiles(trx, random, demo, accounts, now);
    await trx.insertInto('app_settings').values({ key: PATIENTS_MARKER, value: '1' }).execute();
  });
}

interface DemoPatient {
  id: number;
  patient: SyntheticPatient;
}

/** What the API writes for a new patient, and for one deactivated later. */
async function auditPatient(trx: Trx, id: number, patient: SyntheticPatient) {
  const { hospitals, protocols, active, deactivationReason, createdAt, updatedAt, ...fields } =
    patient;
  await audit(trx, ACTOR, {
    action: 'patient_create',
    objectType: 'patient',
    objectId: id,
    changes: created({
      ...fields,
      active: true,
      hospitals,
      protocols: protocols.map((entry) => entry.protocol),
    }),
    at: createdAt,
  });
  if (!active) {
    await audit(trx, ACTOR, {
      action: 'patient_deactivate',
      objectType: 'patient',
      objectId: id,
      changes: {
        active: { old: true, new: false },
        deactivationReason: { old: null, new: deactivationReason },
      },
      at: updatedAt,
    });
  }
}

const actorOf = (account: DemoAccount) => ({ ...ACTOR, accountId: account.id });

/** The patient's hospitals the account holds; all of them for a central administrator. */
const sharedHospitals = (account: DemoAccount, patient: SyntheticPatient) =>
  account.role === CENTRAL_ADMINISTRATOR
    ? patient.hospitals
    : patient.hospitals.filter((hospital) => account.hospitals.includes(hospital));

/** Demo accounts that see the patient and may do this to it. */
const accountsFor = (
  accounts: readonly DemoAccount[],
  patient: SyntheticPatient,
  resource: PermissionResource,
  action: Action,
) =>
  accounts.filter(
    (account) =>
      canAccess(account.role, { resource, action }) && sharedHospitals(account, patient).length > 0,
  );

/** A moment between `from` and `to`. */
const between = (random: SeededRandom, from: Date, to: Date) =>
  new Date(from.getTime() + random.next() * Math.max(0, to.getTime() - from.getTime()));

async function addFavorites(
  trx: Trx,
  random: SeededRandom,
  demo: readonly DemoPatient[],
  accounts: readonly DemoAccount[],
  now: Date,
) {
  for (const account of accounts) {
    const visible = demo.filter(({ patient }) => sharedHospitals(account, patient).length);
    const chosen = new Set<DemoPatient>();
    while (chosen.size < Math.min(FAVORITES_PER_USER, visible.length)) {
      chosen.add(random.pick(visible));
    }
    for (const { id, patient } of chosen) {
      const at = between(random, patient.createdAt, now);
      await trx
        .insertInto('favorite_patients')
        .values({ account_id: account.id, patient_id: id, created_at: at })
        .execute();
      await audit(trx, actorOf(account), {
        action: 'patient_favorite_add',
        objectType: 'patient',
        objectId: id,
        changes: { favorite: { old: false, new: true } },
        at,
      });
    }
  }
}

async function addCorrectionFlags(
  trx: Trx,
  random: SeededRandom,
  demo: readonly DemoPatient[],
  accounts: readonly DemoAccount[],
  now: Date,
) {
  for (let n = 0; n < OPEN_FLAGS + RESOLVED_FLAGS; n += 1) {
    const { id, patient } = random.pick(demo);
    const authors = accountsFor(accounts, patient, 'correctionFlags', 'create');
    if (!authors.length) continue;
    const author = random.pick(authors);
    const hospitalId = random.pick(sharedHospitals(author, patient));
    const comment = random.pick(
      patient.dead ? [...FLAG_COMMENTS, DEATH_FLAG_COMMENT] : FLAG_COMMENTS,
    );
    const createdAt = between(random, patient.createdAt, now);
    const flag = await trx
      .insertInto('correction_flags')
      .values({
        patient_id: id,
        hospital_id: hospitalId,
        comment,
        author_id: author.id,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, actorOf(author), {
      action: 'patient_flag_add',
      objectType: 'patient',
      objectId: id,
      changes: { flagId: { old: null, new: flag.id }, ...created({ comment, hospitalId }) },
      at: createdAt,
    });
    const resolvers = accountsFor(accounts, patient, 'correctionFlags', 'resolve').filter(
      (account) => sharedHospitals(account, patient).includes(hospitalId),
    );
    if (n < OPEN_FLAGS || !resolvers.length) continue;
    const resolver = random.pick(resolvers);
    const resolvedAt = between(random, createdAt, now);
    await trx
      .updateTable('correction_flags')
      .set({ resolved: true, resolved_at: resolvedAt, resolved_by: resolver.id })
      .where('id', '=', flag.id)
      .execute();
    await audit(trx, actorOf(resolver), {
      action: 'patient_flag_resolve',
      objectType: 'patient',
      objectId: id,
      changes: { flagId: { old: flag.id, new: flag.id }, resolved: { old: false, new: true } },
      at: resolvedAt,
    });
  }
}

interface DemoUpload {
  kind: PatientFile['kind'];
  type: string | null;
  name: string;
  contentType: 'application/pdf' | 'image/png';
  content: Buffer;
  /** The consent's date, YYYY-MM-DD. */
  date: string | null;
}

/** A consent signed at registration, discharge summaries and imaging reports. */
function uploadFor(random: SeededRandom, patient: SyntheticPatient, n: number): DemoUpload {
  const name = `${patient.firstName} ${patient.lastName}`;
  const registered = patient.createdAt.toISOString().slice(0, 10);
  if (n < CONSENTS) {
    return {
      kind: 'rodoConsent',
      type: null,
      name: `Zgoda RODO – ${name}.pdf`,
      contentType: 'application/pdf',
      content: demoPdf('Zgoda na przetwarzanie danych osobowych (RODO)', [
        `Pacjent: ${name}, ur. ${patient.birthDate}`,
        `Data podpisania: ${registered}`,
        'Dane syntetyczne: dokument wygenerowany na potrzeby pokazu.',
      ]),
      date: registered,
    };
  }
  if (n < CONSENTS + DISCHARGE_SUMMARIES) {
    return {
      kind: 'attachment',
      type: 'DISCHARGE_SUMMARY',
      name: `Epikryza ${registered}.pdf`,
      contentType: 'application/pdf',
      content: demoPdf('Karta informacyjna leczenia szpitalnego (epikryza)', [
        `Pacjent: ${name}, ur. ${patient.birthDate}`,
        `Przyjęty: ${registered}`,
        'Dane syntetyczne: dokument wygenerowany na potrzeby pokazu.',
      ]),
      date: null,
    };
  }
  return {
    kind: 'attachment',
    type: 'IMAGING',
    name: `USG jamy brzusznej ${registered}.png`,
    contentType: 'image/png',
    content: demoPng(random.int(0, 1000)),
    date: null,
  };
}

async function addFiles(
  trx: Trx,
  random: SeededRandom,
  demo: readonly DemoPatient[],
  accounts: readonly DemoAccount[],
  now: Date,
) {
  for (let n = 0; n < CONSENTS + DISCHARGE_SUMMARIES + IMAGING_REPORTS; n += 1) {
    const { id, patient } = random.pick(demo);
    const uploaders = accountsFor(accounts, patient, 'patientFiles', 'create');
    if (!uploaders.length) continue;
    const uploader = random.pick(uploaders);
    const upload = uploadFor(random, patient, n);
    const at = between(random, patient.createdAt, now);
    const sha256 = createHash('sha256').update(upload.content).digest('hex');
    const fileId = await insertPatientFile(
      trx,
      {
        patient_id: id,
        kind: upload.kind,
        attachment_type: upload.type,
        consent_date: upload.date,
        name: upload.name,
        content_type: upload.contentType,
        size: upload.content.length,
        sha256,
        uploaded_by: uploader.id,
        uploaded_at: at,
      },
      upload.content,
    );
    await audit(trx, actorOf(uploader), {
      action: upload.kind === 'rodoConsent' ? 'patient_consent_add' : 'patient_attachment_add',
      objectType: 'patient',
      objectId: id,
      changes: {
        fileId: { old: null, new: fileId },
        ...created({
          name: upload.name,
          ...(upload.kind === 'attachment' ? { type: upload.type } : { date: upload.date }),
          contentType: upload.contentType,
          size: upload.content.length,
          sha256,
        }),
      },
      at,
    });
  }
}

const FORM_SEED = 2027;
/** The share of living patients with a basic form of each of their protocols. */
const BASIC_FORM_SHARE = 0.6;
/** The share of those whose extended form is filled in too. */
const EXTENDED_FORM_SHARE = 0.4;
const DAY_MS = 24 * 60 * 60 * 1000;

const isoDay = (at: Date) => at.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => isoDay(new Date(Date.parse(day) + days * DAY_MS));

/** Every date (YYYY-MM-DD) a record holds. */
function datesOf(value: unknown): string[] {
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(datesOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(datesOf);
  return [];
}

/** The record with every date moved by `days`. */
function shiftDates<T>(value: T, days: number): T {
  if (typeof value === 'string') {
    return (datesOf(value).length ? addDays(value, days) : value) as T;
  }
  if (Array.isArray(value)) return value.map((item) => shiftDates(item, days)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, shiftDates(item, days)]),
    ) as T;
  }
  return value;
}

interface DemoFormVersion {
  data: Record<string, unknown>;
  /** The day the version is saved: after every date it holds. */
  day: string;
}

/**
 * A protocol's forms as a clinic fills them in for a patient diagnosed on `diagnosisDay`: the
 * valid fixtures of demo/forms (one coherent case per protocol, each with staging and
 * treatment courses) moved in time, first with the diagnosis and staging (basic) or the first
 * course (extended), then whole.
 */
function demoFormVersions(protocol: keyof typeof FORM_FIXTURES, diagnosisDay: string) {
  const basic = FORM_FIXTURES[protocol].basic.valid;
  const extended = FORM_FIXTURES[protocol].extended.valid;
  const anchor = (basic.diagnosis as { diagnosisDate: string }).diagnosisDate;
  const days = Math.round((Date.parse(diagnosisDay) - Date.parse(anchor)) / DAY_MS);
  const lastDay = (data: Record<string, unknown>) => datesOf(data).sort().at(-1) ?? diagnosisDay;
  /** The data moved in time, saved `daysLater` after the last date it holds. */
  const version = (data: Record<string, unknown>, daysLater: number): DemoFormVersion => {
    const moved = shiftDates(data, days);
    return { data: moved, day: addDays(lastDay(moved), daysLater) };
  };
  const firstCourses = (extended.treatmentCourses as unknown[]).slice(0, 1);
  return {
    basic: [version({ diagnosis: basic.diagnosis, staging: basic.staging }, 3), version(basic, 14)],
    extended: [version({ treatmentCourses: firstCourses }, 3), version(extended, 14)],
  };
}

interface FormEditor {
  id: number;
  role: Role;
  hospitals: number[];
  protocols: readonly string[];
}

/**
 * Protocol forms of the demo patients, saved as the API saves them (the form repository, a
 * completeness, one audit row each): for a share of the living patients the basic form of each
 * active protocol, for some the extended one too, each in two versions by the users who may fill
 * them in (the central administrator when no one else may). Only cases whose whole timeline lies
 * between the patient's birth and today get forms. Put in once.
 */
async function seedDemoForms(db: Kysely<Database>, now: Date) {
  const seeded = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', FORMS_MARKER)
    .executeTakeFirst();
  if (seeded) return;
  const patients = await db
    .selectFrom('patients')
    .select(['id', 'birth_date', 'created_at'])
    .where('dead', '=', false)
    .orderBy('id')
    .execute();
  if (!patients.length) return;
  const protocols = await db
    .selectFrom('patient_protocols')
    .select(['patient_id', 'protocol'])
    .where('active', '=', true)
    .orderBy('id')
    .execute();
  const hospitals = await db
    .selectFrom('patient_hospitals')
    .select(['patient_id', 'hospital_id'])
    .execute();
  const accounts = await db
    .selectFrom('accounts')
    .select(['id', 'email', 'role'])
    .where(
      'email',
      'in',
      USERS.map((user) => user.email),
    )
    .orderBy('id')
    .execute();
  const heldHospitals = await db.selectFrom('account_hospitals').selectAll().execute();
  const editors: FormEditor[] = accounts
    .filter((account) =>
      canAccess(account.role as Role, { resource: 'protocolForms', action: 'edit' }),
    )
    .map((account) => ({
      id: account.id,
      role: account.role as Role,
      hospitals: heldHospitals
        .filter((row) => row.account_id === account.id)
        .map((row) => row.hospital_id),
      protocols: USERS.find((user) => user.email === account.email)?.protocols ?? [],
    }));
  const central = editors.find((editor) => editor.role === CENTRAL_ADMINISTRATOR);
  if (!central) return;
  const random = new SeededRandom(FORM_SEED);
  const today = isoDay(now);

  await db.transaction().execute(async (trx) => {
    for (const patient of patients) {
      if (!random.chance(BASIC_FORM_SHARE)) continue;
      const own = hospitals
        .filter((row) => row.patient_id === patient.id)
        .map((row) => row.hospital_id);
      const withExtended = random.chance(EXTENDED_FORM_SHARE);
      const diagnosisDay = addDays(isoDay(patient.created_at), -random.int(0, 10));
      for (const { protocol } of protocols.filter((row) => row.patient_id === patient.id)) {
        if (!isKnownProtocol(protocol)) continue;
        const versions = demoFormVersions(protocol, diagnosisDay);
        const types = FORM_TYPES.filter((type) => type === 'basic' || withExtended);
        // The rules every save is held to (domain/formDates.ts): each date after the birth,
        // and each version saved after the last date it holds, before today.
        const plausible = (type: FormType) =>
          versions[type].every(
            ({ data, day }) =>
              day < today && datesOf(data).every((date) => date >= patient.birth_date),
          );
        if (!types.every(plausible)) continue;
        const local = editors.filter(
          (editor) =>
            editor !== central &&
            editor.protocols.includes(protocol) &&
            editor.hospitals.some((hospital) => own.includes(hospital)),
        );
        for (const type of types) {
          const formId = formIdOf(protocol, type);
          const definitionVersion = await currentDefinitionVersion(trx, formId);
          const schema = formDefinition(formId)?.schema.pl;
          if (definitionVersion === undefined || !schema) continue;
          let before = { version: 0, data: {} as Record<string, unknown> };
          for (const { data, day } of versions[type]) {
            const editor = local.length ? random.pick(local) : central;
            // During a working day (UTC): minutes from 7:00 to 16:00.
            const at = new Date(Date.parse(day) + random.int(7 * 60, 16 * 60) * 60_000);
            const version = before.version + 1;
            await insertFormData(
              trx,
              {
                patientId: patient.id,
                formId,
                version,
                definitionVersion,
                data,
                completeness: completeness(schema, data),
                savedBy: editor.id,
                at,
              },
              auditRow(actorOf(editor), {
                action: 'form_saved',
                objectType: 'patient',
                objectId: patient.id,
                changes: formSaveChanges({ formId, protocol }, before, { version, data }),
                at,
              }),
            );
            before = { version, data };
          }
        }
      }
    }
    await trx.insertInto('app_settings').values({ key: FORMS_MARKER, value: '1' }).execute();
  });
}

export function describeCredentials(credentials: readonly DemoCredential[]): string {
  if (!credentials.length) return '';
  const width = Math.max(...credentials.map((credential) => credential.email.length));
  return [
    '',
    '============================================================',
    ' Demo users (synthetic data; passwords kept in the demo data directory):',
    ...credentials.map(
      (credential) =>
        `   ${credential.email.padEnd(width)}  ${credential.password}  ${credential.role}`,
    ),
    '============================================================',
    '',
  ].join('\n');
}
