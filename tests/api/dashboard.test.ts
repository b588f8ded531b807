/**
 * The dashboard's figures against a registry with known counts: patients in two hospitals with
 * known genders, protocols and registration days, forms saved in several years, favourites and
 * correction flags; each figure asserted exactly for a central administrator and for a reporter
 * physician who sees one hospital and two protocols. Also the year parameter (a bad one is the
 * project's 400, never a 500), an empty registry, the 30-day window at its edge, and the limits
 * of the lists. Who may call what is tests/api/dashboardAccess.test.ts.
 */
import { type Kysely, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DASHBOARD_LIST_LIMIT,
  type DashboardStats,
  RECENT_FORMS_LIMIT,
  RECENT_PATIENTS_DAYS,
} from '../../domain/dashboard';
import { type FormId } from '../../domain/forms';
import { type Database } from '../../server/db/schema';
import { currentDefinitionVersion, insertFormData } from '../../server/modules/form/repository';
import { type Session, addHospital, auditCount, signInAs } from './administration';
import { type TestApp, useTestApp } from './helpers';
import { staleDashboard } from './keptFigures';
import { type PatientFactory, addPatient } from './patients';

const DAY_MS = 86_400_000;

/** A patient registered at a given instant (the factory leaves the database's now()). */
async function registered(db: Kysely<Database>, createdAt: string, input: PatientFactory) {
  const patient = await addPatient(db, input);
  await sql`update patients set created_at = ${createdAt}::timestamptz where id = ${patient.id}`.execute(
    db,
  );
  return patient;
}

/** A saved version of a patient's form, as the form service stores it, at a given instant. */
async function saveForm(
  db: Kysely<Database>,
  values: { patientId: number; formId: FormId; version: number; at: string; savedBy: number },
) {
  await insertFormData(db, {
    ...values,
    definitionVersion: (await currentDefinitionVersion(db, values.formId))!,
    data: {},
    completeness: 0,
    at: new Date(values.at),
  });
}

async function favorite(db: Kysely<Database>, accountId: number, patientId: number, at: string) {
  await db
    .insertInto('favorite_patients')
    .values({ account_id: accountId, patient_id: patientId, created_at: at })
    .execute();
}

async function flag(
  db: Kysely<Database>,
  values: {
    patientId: number;
    hospitalId: number;
    at: string;
    authorId: number;
    resolved?: boolean;
  },
) {
  const row = await db
    .insertInto('correction_flags')
    .values({
      patient_id: values.patientId,
      hospital_id: values.hospitalId,
      comment: `Sprawdź dane z ${values.at.slice(0, 10)}`,
      author_id: values.authorId,
      created_at: values.at,
      resolved: values.resolved ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The patient_protocols row id of a patient's protocol: the protocolId of the form route. */
async function protocolId(db: Kysely<Database>, patientId: number, protocol: string) {
  const row = await db
    .selectFrom('patient_protocols')
    .select('id')
    .where('patient_id', '=', patientId)
    .where('protocol', '=', protocol)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function stats(t: TestApp, session: Session, query = ''): Promise<DashboardStats> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/dashboard/stats${query}`,
    headers: session.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function list(t: TestApp, session: Session, which: 'favorite-patients' | 'correction-flags') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/dashboard/${which}`,
    headers: session.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('a registry with known counts', () => {
  const t = useTestApp();
  let administrator: Session;
  let physician: Session;
  let hospitalA: number;
  let hospitalB: number;
  /** Patients by name: registered in 2025 (p1-p5), 2026 (p6-p8) and 2024 (p9). */
  const p: Record<string, { id: number; firstName: string; lastName: string }> = {};
  const flags: Record<string, number> = {};
  const patientNamed = (name: string) => p[name]!;

  beforeAll(async () => {
    hospitalA = await addHospital(t.db, { name: 'Szpital Alfa', shortName: 'ALFA' });
    hospitalB = await addHospital(t.db, { name: 'Szpital Beta', shortName: 'BETA' });
    administrator = await signInAs(t, 'ROLE_CENTRAL_ADMINISTRATOR');
    physician = await signInAs(t, 'ROLE_REPORTER_PHYSICIAN', {
      hospitals: [hospitalA],
      protocols: ['ALL', 'WT'],
      firstName: 'Ewa',
      lastName: 'Lekarska',
    });
    const A = [hospitalA];
    const B = [hospitalB];
    // prettier-ignore
    const registrations: [name: string, at: string, patient: PatientFactory][] = [
      ['p1', '2025-03-10T10:00:00Z', { hospitals: A, gender: 'Female', protocols: ['ALL'] }],
      ['p2', '2025-04-15T10:00:00Z', { hospitals: A, gender: 'Male', inactiveProtocols: ['WT'] }],
      ['p3', '2025-06-01T10:00:00Z', { hospitals: B, gender: 'Female', protocols: ['ALL'] }],
      ['p4', '2025-09-01T10:00:00Z', { hospitals: [hospitalA, hospitalB], gender: 'Male', protocols: ['STS'] }],
      ['p5', '2025-12-31T23:59:59.999Z', { hospitals: A, gender: 'Female', protocols: ['FOLLOWUP'] }],
      ['p6', '2026-02-10T10:00:00Z', { hospitals: A, gender: 'Male', protocols: ['ALL'] }],
      ['p7', '2026-02-20T10:00:00Z', { hospitals: B, gender: 'Female', protocols: ['WT'] }],
      ['p8', '2026-01-01T00:00:00Z', { hospitals: A, gender: 'Female' }],
      ['p9', '2024-05-05T10:00:00Z', { hospitals: B, gender: 'Male', protocols: ['ALL'] }],
    ];
    for (const [name, at, patient] of registrations) p[name] = await registered(t.db, at, patient);

    const by = physician.account.id;
    const forms: [string, FormId, number, string][] = [
      ['p1', 'ALL-basic', 1, '2025-04-01T08:00:00Z'],
      ['p1', 'ALL-basic', 2, '2026-02-01T08:00:00Z'],
      ['p1', 'ALL-extended', 1, '2025-05-01T08:00:00Z'],
      ['p3', 'ALL-basic', 1, '2025-07-01T08:00:00Z'],
      // A record carried over from before the patient's registration: its year has no patient.
      ['p4', 'STS-basic', 1, '2023-10-01T08:00:00Z'],
      ['p4', 'STS-basic', 2, '2025-10-01T08:00:00Z'],
      ['p2', 'WT-extended', 1, '2025-12-31T23:59:59.999Z'],
      ['p6', 'ALL-extended', 1, '2026-01-01T00:00:00Z'],
      ['p9', 'ALL-basic', 1, '2024-06-01T08:00:00Z'],
    ];
    for (const [patient, formId, version, at] of forms) {
      await saveForm(t.db, {
        patientId: patientNamed(patient).id,
        formId,
        version,
        at,
        savedBy: by,
      });
    }

    await favorite(t.db, physician.account.id, patientNamed('p1').id, '2026-01-05T10:00:00Z');
    await favorite(t.db, physician.account.id, patientNamed('p4').id, '2026-01-06T10:00:00Z');
    await favorite(t.db, physician.account.id, patientNamed('p3').id, '2026-01-07T10:00:00Z');
    await favorite(t.db, administrator.account.id, patientNamed('p3').id, '2026-01-02T10:00:00Z');

    const flagged = (patient: string, hospitalId: number, at: string, resolved = false) =>
      flag(t.db, { patientId: patientNamed(patient).id, hospitalId, at, authorId: by, resolved });
    flags.onA = await flagged('p1', hospitalA, '2026-01-10T10:00:00Z');
    flags.raisedInB = await flagged('p4', hospitalB, '2026-01-05T10:00:00Z');
    flags.onB = await flagged('p3', hospitalB, '2026-01-01T10:00:00Z');
    flags.resolved = await flagged('p2', hospitalA, '2025-11-01T10:00:00Z', true);
    flags.laterOnA = await flagged('p5', hospitalA, '2026-01-20T10:00:00Z');
    // Raised in hospital A while the patient was treated there; the patient is now only in B.
    flags.patientInB = await flagged('p7', hospitalA, '2026-02-21T10:00:00Z');
  });

  describe('GET /dashboard/stats', () => {
    it('counts every patient of the registry for a central administrator', async () => {
      const figures = await stats(t, administrator, '?year=2025');
      expect(figures).toMatchObject({
        year: 2025,
        years: [2026, 2025, 2024, 2023],
        recentPatients: 2,
        patientsInYear: 5,
        patientsByGender: [
          { key: 'Female', count: 3 },
          { key: 'Male', count: 2 },
        ],
        // FOLLOWUP (p5) never; p2's inactive WT counts.
        patientsByProtocol: [
          { key: 'ALL', count: 2 },
          { key: 'STS', count: 1 },
          { key: 'WT', count: 1 },
        ],
        // p4 is treated in both.
        patientsByHospital: [
          { key: 'ALFA', hospitalId: hospitalA, count: 4 },
          { key: 'BETA', hospitalId: hospitalB, count: 2 },
        ],
        // p1 basic and extended, p3 basic, p4 basic (its second version), p2 extended.
        formsSaved: 5,
        formsByType: [
          { key: 'basic', count: 3 },
          { key: 'extended', count: 2 },
        ],
      });
    });

    it('counts only the physician’s hospital and protocols', async () => {
      const figures = await stats(t, physician, '?year=2025');
      expect(figures).toMatchObject({
        year: 2025,
        // 2024 is p9's (hospital B), 2023 a form of STS, which the physician does not hold.
        years: [2026, 2025],
        recentPatients: 1,
        patientsInYear: 4,
        patientsByGender: [
          { key: 'Female', count: 2 },
          { key: 'Male', count: 2 },
        ],
        patientsByProtocol: [
          { key: 'ALL', count: 1 },
          { key: 'WT', count: 1 },
        ],
        patientsByHospital: [{ key: 'ALFA', hospitalId: hospitalA, count: 4 }],
        formsSaved: 3,
        formsByType: [
          { key: 'basic', count: 1 },
          { key: 'extended', count: 2 },
        ],
      });
    });

    it('counts a patient of two of the caller’s hospitals once, and in each of them', async () => {
      // Read from the hospital entries since migration 0017: p4 has one in each hospital. This
      // caller holds every hospital and protocol of 2025's patients, so their breakdowns are the
      // administrator's, which the registry's counters give (asserted above): p4 once by gender
      // and protocol, once in ALFA and once in BETA.
      const both = await signInAs(t, 'ROLE_COORDINATOR', {
        hospitals: [hospitalA, hospitalB],
        protocols: ['ALL', 'STS', 'WT'],
      });
      const figures = await stats(t, both, '?year=2025');
      const registry = await stats(t, administrator, '?year=2025');
      for (const figure of [
        'patientsInYear',
        'patientsByGender',
        'patientsByProtocol',
        'patientsByHospital',
      ] as const) {
        expect(figures[figure], figure).toEqual(registry[figure]);
      }
      expect(figures.patientsInYear).toBe(5);
    });

    it('takes this year (UTC, by the server clock) when no year is given', async () => {
      const admin = await stats(t, administrator);
      expect(admin).toMatchObject({
        year: 2026,
        patientsInYear: 3,
        patientsByGender: [
          { key: 'Female', count: 2 },
          { key: 'Male', count: 1 },
        ],
        patientsByProtocol: [
          { key: 'ALL', count: 1 },
          { key: 'WT', count: 1 },
        ],
        patientsByHospital: [
          { key: 'ALFA', hospitalId: hospitalA, count: 2 },
          { key: 'BETA', hospitalId: hospitalB, count: 1 },
        ],
        formsSaved: 2,
        formsByType: [
          { key: 'basic', count: 1 },
          { key: 'extended', count: 1 },
        ],
      });
      const own = await stats(t, physician);
      expect(own).toMatchObject({
        year: 2026,
        patientsInYear: 2,
        patientsByGender: [
          { key: 'Female', count: 1 },
          { key: 'Male', count: 1 },
        ],
        patientsByProtocol: [{ key: 'ALL', count: 1 }],
        patientsByHospital: [{ key: 'ALFA', hospitalId: hospitalA, count: 2 }],
        formsSaved: 2,
      });
    });

    it('counts a year with no patient of the caller as zeros, with both genders and types', async () => {
      const figures = await stats(t, physician, '?year=2024');
      expect(figures).toMatchObject({
        year: 2024,
        years: [2026, 2025],
        patientsInYear: 0,
        patientsByGender: [
          { key: 'Female', count: 0 },
          { key: 'Male', count: 0 },
        ],
        patientsByProtocol: [],
        patientsByHospital: [],
        formsSaved: 0,
        formsByType: [
          { key: 'basic', count: 0 },
          { key: 'extended', count: 0 },
        ],
      });
      const admin = await stats(t, administrator, '?year=2024');
      expect(admin).toMatchObject({ patientsInYear: 1, formsSaved: 1 });
    });

    it('lists the patient forms saved in the year, each at its latest version of that year, newest first', async () => {
      const name = 'Ewa Lekarska';
      const entry = async (patient: string, formId: FormId, version: number, savedAt: string) => {
        const [protocol, formType] = formId.split('-') as [string, string];
        const { id, firstName, lastName } = patientNamed(patient);
        return {
          patientId: id,
          firstName,
          lastName,
          protocolId: await protocolId(t.db, id, protocol),
          protocol,
          formId,
          formType,
          version,
          savedAt,
          savedBy: name,
        };
      };
      const newest = await entry('p1', 'ALL-basic', 2, '2026-02-01T08:00:00.000Z');
      const p6 = await entry('p6', 'ALL-extended', 1, '2026-01-01T00:00:00.000Z');
      const p2 = await entry('p2', 'WT-extended', 1, '2025-12-31T23:59:59.999Z');
      const p4 = await entry('p4', 'STS-basic', 2, '2025-10-01T08:00:00.000Z');
      const p3 = await entry('p3', 'ALL-basic', 1, '2025-07-01T08:00:00.000Z');
      const p1 = await entry('p1', 'ALL-extended', 1, '2025-05-01T08:00:00.000Z');
      const p9 = await entry('p9', 'ALL-basic', 1, '2024-06-01T08:00:00.000Z');

      expect((await stats(t, administrator)).recentForms).toEqual([newest, p6]);
      // p1's basic form got its version 2 only in 2026: 2025 shows its version 1.
      const p1Basic2025 = await entry('p1', 'ALL-basic', 1, '2025-04-01T08:00:00.000Z');
      expect((await stats(t, administrator, '?year=2025')).recentForms).toEqual([
        p2,
        p4,
        p3,
        p1,
        p1Basic2025,
      ]);
      expect((await stats(t, administrator, '?year=2024')).recentForms).toEqual([p9]);
      expect((await stats(t, administrator, '?year=2023')).recentForms).toEqual([
        await entry('p4', 'STS-basic', 1, '2023-10-01T08:00:00.000Z'),
      ]);
      expect((await stats(t, physician)).recentForms).toEqual([newest, p6]);
      expect(
        (await stats(t, physician, '?year=2025')).recentForms.map((form) => form.formId),
      ).toEqual(['WT-extended', 'ALL-extended', 'ALL-basic']);
      expect((await stats(t, administrator, '?year=2022')).recentForms).toEqual([]);
    });

    it('reads without writing an audit row', async () => {
      const before = await auditCount(t.db);
      await stats(t, physician);
      await list(t, physician, 'favorite-patients');
      await list(t, physician, 'correction-flags');
      expect(await auditCount(t.db)).toBe(before);
    });
  });

  describe('the year parameter', () => {
    it.each(['1999', '2028', '0', '-1', '2025.5', 'dwa tysiące', ''])(
      'answers year=%s with the validation error body',
      async (year) => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/v1/dashboard/stats?year=${encodeURIComponent(year)}`,
          headers: administrator.headers,
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'bad_request',
          correlationId: expect.any(String),
          details: { year: [expect.any(String)] },
        });
      },
    );

    it('accepts the first registry year and next year', async () => {
      expect((await stats(t, administrator, '?year=2000')).patientsInYear).toBe(0);
      const next = await stats(t, administrator, '?year=2027');
      expect(next).toMatchObject({ year: 2027, patientsInYear: 0, formsSaved: 0 });
      expect(next.recentPatients).toBe(2);
      expect(next.recentForms).toEqual([]);
    });
  });

  describe('GET /dashboard/favorite-patients', () => {
    it('lists the caller’s own favourites in scope, the latest added first', async () => {
      const physicianList = await list(t, physician, 'favorite-patients');
      // p3 (hospital B) is out of the physician's scope; p4's STS is not a protocol they hold.
      expect(physicianList).toEqual({
        data: [
          {
            id: patientNamed('p4').id,
            firstName: patientNamed('p4').firstName,
            lastName: patientNamed('p4').lastName,
            birthDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
            active: true,
            protocols: [],
            addedAt: '2026-01-06T10:00:00.000Z',
          },
          expect.objectContaining({
            id: patientNamed('p1').id,
            protocols: ['ALL'],
            addedAt: '2026-01-05T10:00:00.000Z',
          }),
        ],
        total: 2,
      });
      const adminList = await list(t, administrator, 'favorite-patients');
      expect(adminList).toEqual({
        data: [expect.objectContaining({ id: patientNamed('p3').id, protocols: ['ALL'] })],
        total: 1,
      });
    });
  });

  describe('GET /dashboard/correction-flags', () => {
    it('lists every open flag, the longest waiting first, for a central administrator', async () => {
      const { data, total } = await list(t, administrator, 'correction-flags');
      expect(data.map((row: { flagId: number }) => row.flagId)).toEqual([
        flags.onB,
        flags.raisedInB,
        flags.onA,
        flags.laterOnA,
        flags.patientInB,
      ]);
      expect(total).toBe(5);
      expect(data[0]).toEqual({
        flagId: flags.onB,
        patientId: patientNamed('p3').id,
        firstName: patientNamed('p3').firstName,
        lastName: patientNamed('p3').lastName,
        comment: 'Sprawdź dane z 2026-01-01',
        hospitalId: hospitalB,
        hospitalShortName: 'BETA',
        author: 'Ewa Lekarska',
        createdAt: '2026-01-01T10:00:00.000Z',
      });
    });

    it('lists a physician only the flags of their hospital on patients they see', async () => {
      const { data, total } = await list(t, physician, 'correction-flags');
      expect(data.map((row: { flagId: number }) => row.flagId)).toEqual([
        flags.onA,
        flags.laterOnA,
      ]);
      expect(total).toBe(2);
    });
  });
});

describe('an empty registry', () => {
  const t = useTestApp();

  it('answers zeros, both genders and types, this year only and empty lists', async () => {
    const hospital = await addHospital(t.db);
    const sessions = [
      await signInAs(t, 'ROLE_CENTRAL_ADMINISTRATOR'),
      await signInAs(t, 'ROLE_COORDINATOR', { hospitals: [hospital], protocols: ['ALL'] }),
      // Neither hospitals nor protocols: nothing to see at all.
      await signInAs(t, 'ROLE_DATA_ADMINISTRATOR'),
    ];
    for (const session of sessions) {
      expect(await stats(t, session)).toEqual({
        year: 2026,
        years: [2026],
        recentPatients: 0,
        patientsInYear: 0,
        patientsByGender: [
          { key: 'Female', count: 0 },
          { key: 'Male', count: 0 },
        ],
        patientsByProtocol: [],
        patientsByHospital: [],
        formsSaved: 0,
        formsByType: [
          { key: 'basic', count: 0 },
          { key: 'extended', count: 0 },
        ],
        recentForms: [],
      });
      expect(await list(t, session, 'favorite-patients')).toEqual({ data: [], total: 0 });
      expect(await list(t, session, 'correction-flags')).toEqual({ data: [], total: 0 });
    }
  });
});

describe('windows and limits', () => {
  const t = useTestApp();
  let hospital: number;
  let physician: Session;

  beforeAll(async () => {
    hospital = await addHospital(t.db);
    physician = await signInAs(t, 'ROLE_REPORTER_PHYSICIAN', {
      hospitals: [hospital],
      protocols: ['ALL'],
    });
  });

  it(`counts a patient registered exactly ${RECENT_PATIENTS_DAYS} days ago, and not a moment later`, async () => {
    const edge = new Date(t.clock.now().getTime() - RECENT_PATIENTS_DAYS * DAY_MS);
    await registered(t.db, edge.toISOString(), { hospitals: [hospital] });
    await registered(t.db, new Date(edge.getTime() - 1).toISOString(), { hospitals: [hospital] });
    expect((await stats(t, physician)).recentPatients).toBe(1);
    t.clock.advance(1);
    expect((await stats(t, physician)).recentPatients).toBe(0);
  });

  it(`lists at most ${RECENT_FORMS_LIMIT} recent forms, ${DASHBOARD_LIST_LIMIT} favourites and ${DASHBOARD_LIST_LIMIT} flags, with the totals`, async () => {
    const count = DASHBOARD_LIST_LIMIT + 2;
    const patients = [];
    for (let n = 0; n < count; n += 1) {
      const patient = await addPatient(t.db, { hospitals: [hospital], protocols: ['ALL'] });
      const at = new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
      await saveForm(t.db, {
        patientId: patient.id,
        formId: 'ALL-basic',
        version: 1,
        at,
        savedBy: physician.account.id,
      });
      await favorite(t.db, physician.account.id, patient.id, at);
      await flag(t.db, {
        patientId: patient.id,
        hospitalId: hospital,
        at,
        authorId: physician.account.id,
      });
      patients.push(patient.id);
    }
    const newestFirst = [...patients].reverse();

    const figures = await stats(t, physician);
    expect(figures.recentForms.map((form) => form.patientId)).toEqual(
      newestFirst.slice(0, RECENT_FORMS_LIMIT),
    );
    expect(figures.formsSaved).toBe(count);

    const favourites = await list(t, physician, 'favorite-patients');
    expect(favourites.total).toBe(count);
    expect(favourites.data.map((row: { id: number }) => row.id)).toEqual(
      newestFirst.slice(0, DASHBOARD_LIST_LIMIT),
    );

    const open = await list(t, physician, 'correction-flags');
    expect(open.total).toBe(count);
    expect(open.data.map((row: { patientId: number }) => row.patientId)).toEqual(
      patients.slice(0, DASHBOARD_LIST_LIMIT),
    );
  });
  it('leaves out of the central administrator’s years one whose kept figures went back to zero', async () => {
    const administrator = await signInAs(t, 'ROLE_CENTRAL_ADMINISTRATOR');
    const patient = await registered(t.db, '2021-03-01T08:00:00Z', { hospitals: [hospital] });
    expect((await stats(t, administrator)).years).toEqual([2026, 2021]);
    // Its registration moved to another year: 2021's counters remain, each at zero.
    await sql`update patients set created_at = '2022-03-01T08:00:00Z' where id = ${patient.id}`.execute(
      t.db,
    );
    expect((await stats(t, administrator)).years).toEqual([2026, 2022]);
  });
});

describe('a caller of one hospital, whose forms are kept per hospital (migration 0029)', () => {
  const t = useTestApp();

  it('counts the forms of patients who join and leave the hospital, as the saves count them', async () => {
    const hospitalA = await addHospital(t.db, { name: 'Szpital Gamma', shortName: 'GAMMA' });
    const hospitalB = await addHospital(t.db, { name: 'Szpital Delta', shortName: 'DELTA' });
    const inA = await signInAs(t, 'ROLE_REPORTER_PHYSICIAN', {
      hospitals: [hospitalA],
      protocols: ['ALL'],
    });
    const inB = await signInAs(t, 'ROLE_REPORTER_PHYSICIAN', {
      hospitals: [hospitalB],
      protocols: ['ALL'],
    });
    // Counted from the saves: a caller of both hospitals.
    const both = await signInAs(t, 'ROLE_COORDINATOR', {
      hospitals: [hospitalA, hospitalB],
      protocols: ['ALL'],
    });
    const moving = await registered(t.db, '2024-03-01T08:00:00Z', {
      hospitals: [hospitalB],
      protocols: ['ALL'],
    });
    const save = (formId: FormId, version: number, at: string) =>
      saveForm(t.db, { patientId: moving.id, formId, version, at, savedBy: inB.account.id });
    await save('ALL-basic', 1, '2025-02-01T08:00:00Z');
    await save('ALL-basic', 2, '2025-03-01T08:00:00Z');
    await save('ALL-extended', 1, '2026-01-10T08:00:00Z');
    const forms = async (session: Session, year: number) => {
      const figures = await stats(t, session, `?year=${year}`);
      return { years: figures.years, saved: figures.formsSaved, byType: figures.formsByType };
    };
    const none = [
      { key: 'basic', count: 0 },
      { key: 'extended', count: 0 },
    ];

    expect(await forms(inB, 2025)).toEqual({
      years: [2026, 2025, 2024],
      saved: 1,
      byType: [
        { key: 'basic', count: 1 },
        { key: 'extended', count: 0 },
      ],
    });
    expect(await forms(inA, 2025)).toEqual({ years: [2026], saved: 0, byType: none });

    // Treated in A too: A's counters take the patient's saves of every year.
    await t.db
      .insertInto('patient_hospitals')
      .values({ patient_id: moving.id, hospital_id: hospitalA, added_by: null })
      .execute();
    expect(await forms(inA, 2025)).toMatchObject({ years: [2026, 2025, 2024], saved: 1 });
    expect(await forms(inA, 2026)).toMatchObject({ saved: 1 });
    // A later save of a form already saved this year adds nothing; a new form adds one to both.
    await save('ALL-extended', 2, '2026-01-20T08:00:00Z');
    await save('ALL-basic', 3, '2026-01-21T08:00:00Z');
    for (const session of [inA, inB]) {
      expect(await forms(session, 2026)).toEqual({
        years: [2026, 2025, 2024],
        saved: 2,
        byType: [
          { key: 'basic', count: 1 },
          { key: 'extended', count: 1 },
        ],
      });
    }
    // Counted once for a caller of both, from the saves.
    expect(await forms(both, 2026)).toMatchObject({ saved: 2 });

    // No longer treated in B: B's counters give the patient's saves back.
    await t.db
      .deleteFrom('patient_hospitals')
      .where('patient_id', '=', moving.id)
      .where('hospital_id', '=', hospitalB)
      .execute();
    expect(await forms(inB, 2025)).toEqual({ years: [2026], saved: 0, byType: none });
    expect(await forms(inB, 2026)).toMatchObject({ saved: 0 });
    expect(await forms(inA, 2026)).toMatchObject({ saved: 2 });
    expect(await staleDashboard(t.db)).toEqual([]);
  });
});
