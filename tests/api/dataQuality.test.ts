/**
 * The data-quality report against a registry with known counts: patients in two hospitals with
 * known protocols, registration years, saved form versions and their completeness, open and
 * resolved correction flags of known ages, and consent files (one of them deleted). Every figure
 * is asserted exactly for a central administrator and for a reporter physician of one hospital
 * holding two protocols, with and without a year; filters outside the caller's scope are 400s
 * naming the field; the CSV holds the same rows. Then the patient list's new filters, each one
 * for both callers, and a check that every linked figure equals the total of the list it links to.
 * Who may call the route is tests/api/reportAccess.test.ts.
 */
import { type Kysely, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type DataQualityReport,
  type DataQualityRow,
  LINKED_FIGURES,
  figureFilters,
} from '../../domain/dataQuality';
import { type FormId } from '../../domain/forms';
import { serializeListQuery } from '../../domain/listQuery';
import { type Database } from '../../server/db/schema';
import { currentDefinitionVersion, insertFormData } from '../../server/modules/form/repository';
import { type Session, addHospital, signInAs } from './administration';
import { type TestApp, useTestApp } from './helpers';
import { type PatientFactory, addPatient } from './patients';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

async function registered(db: Kysely<Database>, createdAt: string, input: PatientFactory) {
  const patient = await addPatient(db, input);
  await sql`update patients set created_at = ${createdAt}::timestamptz where id = ${patient.id}`.execute(
    db,
  );
  return patient.id;
}

async function saveForm(
  db: Kysely<Database>,
  patientId: number,
  formId: FormId,
  version: number,
  completeness: number,
  savedBy: number,
) {
  await insertFormData(db, {
    patientId,
    formId,
    version,
    definitionVersion: (await currentDefinitionVersion(db, formId))!,
    data: {},
    completeness,
    savedBy,
    at: new Date('2026-01-15T10:00:00Z'),
  });
}

async function consent(db: Kysely<Database>, patientId: number, deleted = false) {
  await db
    .insertInto('patient_files')
    .values({
      patient_id: patientId,
      kind: 'rodoConsent',
      attachment_type: null,
      consent_date: '2025-05-01',
      name: 'zgoda.pdf',
      content_type: 'application/pdf',
      size: 10,
      sha256: '0'.repeat(64),
      uploaded_by: null,
      deleted_at: deleted ? new Date('2025-06-01T10:00:00Z') : null,
    })
    .execute();
}

const report = async (t: TestApp, session: Session, query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/reports/data-quality${query}`,
    headers: session.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DataQualityReport>();
};

/** A row with every figure, from the ones given and zeros (nulls for means and ages). */
function row(
  hospitalId: number,
  hospitalShortName: string,
  protocol: string,
  figures: Partial<DataQualityRow>,
): DataQualityRow {
  return {
    hospitalId,
    hospitalShortName,
    hospitalName: `Szpital ${hospitalShortName}`,
    protocol,
    patients: 0,
    basicStarted: 0,
    basicMeanCompleteness: null,
    extendedStarted: 0,
    extendedMeanCompleteness: null,
    basicMissing: 0,
    basicIncomplete: 0,
    openFlags: 0,
    patientsWithOpenFlags: 0,
    oldestOpenFlagDays: null,
    medianOpenFlagDays: null,
    withoutConsent: 0,
    ...figures,
  };
}

describe('the data-quality report over a registry with known counts', () => {
  const t = useTestApp();
  let administrator: Session;
  let physician: Session;
  let A: number;
  let B: number;
  const p = {} as Record<'a1' | 'a2' | 'a3' | 'a4' | 'b1' | 'b2', number>;

  beforeAll(async () => {
    A = await addHospital(t.db, { name: 'Szpital ALFA', shortName: 'ALFA' });
    B = await addHospital(t.db, { name: 'Szpital BETA', shortName: 'BETA' });
    administrator = await signInAs(t, 'ROLE_CENTRAL_ADMINISTRATOR');
    physician = await signInAs(t, 'ROLE_REPORTER_PHYSICIAN', {
      hospitals: [A],
      protocols: ['ALL', 'WT'],
    });
    p.a1 = await registered(t.db, '2025-03-10T10:00:00Z', { hospitals: [A], protocols: ['ALL'] });
    p.a2 = await registered(t.db, '2025-12-31T23:59:59Z', { hospitals: [A], protocols: ['ALL'] });
    p.a3 = await registered(t.db, '2026-01-01T00:00:00Z', {
      hospitals: [A],
      protocols: ['ALL', 'STS'],
    });
    p.a4 = await registered(t.db, '2025-06-01T10:00:00Z', {
      hospitals: [A, B],
      inactiveProtocols: ['WT'],
    });
    p.b1 = await registered(t.db, '2025-07-01T10:00:00Z', { hospitals: [B], protocols: ['ALL'] });
    p.b2 = await registered(t.db, '2024-02-01T10:00:00Z', { hospitals: [B], protocols: ['STS'] });

    // a1's basic form was under 50% once; its latest version is what counts.
    await saveForm(t.db, p.a1, 'ALL-basic', 1, 30, physician.account.id);
    await saveForm(t.db, p.a1, 'ALL-basic', 2, 80, physician.account.id);
    await saveForm(t.db, p.a1, 'ALL-extended', 1, 40, physician.account.id);
    await saveForm(t.db, p.a2, 'ALL-basic', 1, 20, physician.account.id);
    // Exactly 50% is not under 50%.
    await saveForm(t.db, p.a4, 'WT-basic', 1, 50, physician.account.id);
    await saveForm(t.db, p.b1, 'ALL-basic', 1, 100, physician.account.id);

    await consent(t.db, p.a1);
    await consent(t.db, p.a4, true);
    await consent(t.db, p.b1);

    const now = t.clock.now().getTime();
    const flag = async (patientId: number, hospitalId: number, ageMs: number, resolved = false) =>
      t.db
        .insertInto('correction_flags')
        .values({
          patient_id: patientId,
          hospital_id: hospitalId,
          comment: 'Sprawdź',
          created_at: new Date(now - ageMs).toISOString(),
          resolved,
        })
        .execute();
    await flag(p.a2, A, 10 * DAY_MS + 5 * HOUR_MS);
    await flag(p.a2, A, 30 * DAY_MS);
    await flag(p.a2, A, 90 * DAY_MS, true);
    await flag(p.a3, B, 3 * DAY_MS);
    await flag(p.a4, B, 4 * DAY_MS + 23 * HOUR_MS);
    await flag(p.b1, B, 20 * DAY_MS);
  });

  const allAlfa = () =>
    row(A, 'ALFA', 'ALL', {
      patients: 3,
      basicStarted: 2,
      basicMeanCompleteness: 50,
      extendedStarted: 1,
      extendedMeanCompleteness: 40,
      basicMissing: 1,
      basicIncomplete: 1,
      openFlags: 2,
      patientsWithOpenFlags: 1,
      oldestOpenFlagDays: 30,
      medianOpenFlagDays: 20,
      withoutConsent: 2,
    });
  const wtAlfa = () =>
    row(A, 'ALFA', 'WT', {
      patients: 1,
      basicStarted: 1,
      basicMeanCompleteness: 50,
      withoutConsent: 1,
    });

  it('counts every hospital and protocol for a central administrator', async () => {
    const answer = await report(t, administrator);
    expect(answer.year).toBeNull();
    expect(answer.generatedAt).toBe('2026-03-02T09:00:00.000Z');
    expect(answer.rows).toEqual([
      row(A, 'ALFA', 'STS', { patients: 1, basicMissing: 1, withoutConsent: 1 }),
      wtAlfa(),
      allAlfa(),
      row(B, 'BETA', 'STS', { patients: 1, basicMissing: 1, withoutConsent: 1 }),
      row(B, 'BETA', 'WT', {
        patients: 1,
        basicStarted: 1,
        basicMeanCompleteness: 50,
        openFlags: 1,
        patientsWithOpenFlags: 1,
        oldestOpenFlagDays: 4,
        medianOpenFlagDays: 4,
        withoutConsent: 1,
      }),
      row(B, 'BETA', 'ALL', {
        patients: 1,
        basicStarted: 1,
        basicMeanCompleteness: 100,
        openFlags: 1,
        patientsWithOpenFlags: 1,
        oldestOpenFlagDays: 20,
        medianOpenFlagDays: 20,
      }),
    ]);
  });

  it('counts only the patients registered in the year, in UTC', async () => {
    const answer = await report(t, administrator, '?year=2025');
    expect(answer.year).toBe(2025);
    expect(answer.rows.map((r) => [r.hospitalShortName, r.protocol, r.patients])).toEqual([
      ['ALFA', 'WT', 1],
      ['ALFA', 'ALL', 2],
      ['BETA', 'WT', 1],
      ['BETA', 'ALL', 1],
    ]);
    expect(answer.rows[1]).toEqual(
      row(A, 'ALFA', 'ALL', {
        patients: 2,
        basicStarted: 2,
        basicMeanCompleteness: 50,
        extendedStarted: 1,
        extendedMeanCompleteness: 40,
        basicIncomplete: 1,
        openFlags: 2,
        patientsWithOpenFlags: 1,
        oldestOpenFlagDays: 30,
        medianOpenFlagDays: 20,
        withoutConsent: 1,
      }),
    );
  });

  it('shows a physician only their hospital and the protocols they hold', async () => {
    expect((await report(t, physician)).rows).toEqual([wtAlfa(), allAlfa()]);
    const narrowed = await report(t, physician, `?hospitals[]=${A}&protocols[]=WT`);
    expect(narrowed.rows).toEqual([wtAlfa()]);
  });

  it('narrows a central administrator’s report to the hospitals and protocols asked for', async () => {
    const answer = await report(
      t,
      administrator,
      `?hospitals[]=${B}&protocols[]=STS&protocols[]=WT`,
    );
    expect(answer.rows.map((r) => [r.hospitalShortName, r.protocol])).toEqual([
      ['BETA', 'STS'],
      ['BETA', 'WT'],
    ]);
  });

  it('answers an empty report when nothing is registered in the year', async () => {
    expect((await report(t, administrator, '?year=2019')).rows).toEqual([]);
  });

  it.each([
    ['a hospital the physician does not hold', () => `?hospitals[]=${B}`, 'hospitals'],
    ['a protocol the physician does not hold', () => '?protocols[]=STS', 'protocols'],
    ['a year after next year', () => '?year=2028', 'year'],
  ])('refuses %s with a 400 naming the field', async (_case, query, field) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/reports/data-quality${query()}`,
      headers: physician.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'bad_request',
      details: { [field]: [expect.any(String)] },
    });
  });

  it.each(['?protocols[]=NOPE', '?year=1999', '?hospitals[]=x', '?format=xlsx'])(
    'refuses a malformed query %s with a 400',
    async (query) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/reports/data-quality${query}`,
        headers: administrator.headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'bad_request' });
    },
  );

  it('writes the same rows as a UTF-8 CSV file', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/reports/data-quality?format=csv&year=2025`,
      headers: physician.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="data-quality-2025.csv"',
    );
    expect(response.body.split('\r\n')).toEqual([
      'hospitalId,hospitalShortName,hospitalName,protocol,patients,basicStarted,basicMeanCompleteness,extendedStarted,extendedMeanCompleteness,basicMissing,basicIncomplete,openFlags,patientsWithOpenFlags,oldestOpenFlagDays,medianOpenFlagDays,withoutConsent',
      `${A},ALFA,Szpital ALFA,WT,1,1,50,0,,0,0,0,0,,,1`,
      `${A},ALFA,Szpital ALFA,ALL,2,2,50,1,40,0,1,2,1,30,20,1`,
      '',
    ]);
  });

  it('writes the CSV that Polish Excel opens as it is, when asked', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/reports/data-quality?format=csv&dialect=excel-pl&year=2025`,
      headers: physician.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="data-quality-2025-excel-pl.csv"',
    );
    // Opened by a person: the columns' Polish names, with their units.
    expect(lines[0]).toBe(
      'Id szpitala;Skrót szpitala;Szpital;Protokół;Pacjenci;Formularze podstawowe rozpoczęte;Średnia kompletność formularzy podstawowych (%);Formularze rozszerzone rozpoczęte;Średnia kompletność formularzy rozszerzonych (%);Bez formularza podstawowego;Formularz podstawowy wypełniony poniżej 50%;Otwarte flagi korekty;Pacjenci z otwartymi flagami korekty;Najstarsza otwarta flaga (dni);Mediana oczekiwania flag (dni);Bez zgody RODO',
    );
    expect(lines[1]).toBe(`${A};ALFA;Szpital ALFA;WT;1;1;50;0;;0;0;0;0;;;1`);
  });

  it('keeps a hospital’s name with Polish letters, commas and a leading = as text', async () => {
    const odd = await addHospital(t.db, { name: '=Łódź, "Centrum"', shortName: 'ŁÓDŹ' });
    await addPatient(t.db, { hospitals: [odd], protocols: ['HL'] });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/reports/data-quality?format=csv&hospitals[]=${odd}`,
      headers: administrator.headers,
    });
    expect(response.body.split('\r\n')[1]).toBe(
      `${odd},ŁÓDŹ,"'=Łódź, ""Centrum""",HL,1,0,,0,,1,0,0,0,,,1`,
    );
  });

  describe('the patient list’s filters the report links to', () => {
    const ids = async (session: Session, filters: Record<string, unknown>) => {
      const query = serializeListQuery({
        filters: filters as never,
        itemsPerPage: 100,
        sorts: { createdAt: 'asc' },
      });
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/patient/patients?${query}`,
        headers: session.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{ data: { id: number }[]; totalItems: number }>();
      return { ids: body.data.map((patient) => patient.id), total: body.totalItems };
    };
    const only = async (session: Session, filters: Record<string, unknown>) =>
      (await ids(session, filters)).ids.sort((x, y) => x - y);
    const sorted = (...values: number[]) => values.sort((x, y) => x - y);

    it('filters by registration year (UTC)', async () => {
      expect(await only(administrator, { registeredYear: 2025 })).toEqual(
        sorted(p.a1, p.a2, p.a4, p.b1),
      );
      expect(await only(physician, { registeredYear: 2025 })).toEqual(sorted(p.a1, p.a2, p.a4));
      expect(await only(physician, { registeredYear: 2024 })).toEqual([]);
    });

    it('filters by the basic form’s state, of the protocol filtered or any the caller holds', async () => {
      const allInA = { hospital: [A], protocol: ['ALL'] };
      expect(await only(physician, { ...allInA, basicForm: 'started' })).toEqual(
        sorted(p.a1, p.a2),
      );
      expect(await only(physician, { ...allInA, basicForm: 'missing' })).toEqual([p.a3]);
      expect(await only(physician, { ...allInA, basicForm: 'incomplete' })).toEqual([p.a2]);
      expect(await only(physician, { basicForm: ['missing', 'incomplete'] })).toEqual(
        sorted(p.a2, p.a3),
      );
      // STS is not the physician's: a3's and b2's missing STS forms are the administrator's alone.
      expect(await only(physician, { protocol: ['STS'], basicForm: 'missing' })).toEqual([]);
      expect(await only(administrator, { protocol: ['STS'], basicForm: 'missing' })).toEqual(
        sorted(p.a3, p.b2),
      );
    });

    it('filters by the extended form’s state', async () => {
      expect(await only(physician, { extendedForm: 'started' })).toEqual([p.a1]);
      expect(await only(administrator, { protocol: ['ALL'], extendedForm: 'missing' })).toEqual(
        sorted(p.a2, p.a3, p.b1),
      );
    });

    it('filters by open flags raised in a hospital, the caller’s own only', async () => {
      expect(await only(administrator, { openFlagHospital: [A] })).toEqual([p.a2]);
      expect(await only(administrator, { openFlagHospital: [B] })).toEqual(
        sorted(p.a3, p.a4, p.b1),
      );
      expect(await only(physician, { openFlagHospital: [A] })).toEqual([p.a2]);
      // a3 and a4 are the physician's patients, but flags raised in B are not theirs to list.
      expect(await only(physician, { openFlagHospital: [B] })).toEqual([]);
    });

    it('filters by a recorded consent, a deleted file not counting', async () => {
      expect(await only(physician, { consent: 'missing' })).toEqual(sorted(p.a2, p.a3, p.a4));
      expect(await only(physician, { consent: 'recorded' })).toEqual([p.a1]);
      expect(await only(administrator, { hospital: [B], consent: 'missing' })).toEqual(
        sorted(p.a4, p.b2),
      );
    });

    it.each([
      'filters[basicForm]=half',
      'filters[extendedForm]=none',
      'filters[consent][]=missing&filters[consent][]=recorded',
      'filters[registeredYear]=25',
      'filters[openFlagHospital]=x',
    ])('refuses %s with a 400', async (query) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/patient/patients?${query}`,
        headers: physician.headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'bad_request' });
    });

    it('lists exactly the patients behind every linked figure of the report', async () => {
      for (const [session, year] of [
        [administrator, null],
        [administrator, 2025],
        [physician, null],
      ] as const) {
        const answer = await report(t, session, year === null ? '' : `?year=${year}`);
        for (const reportRow of answer.rows) {
          for (const figure of LINKED_FIGURES) {
            const expected =
              figure === 'openFlags' ? reportRow.patientsWithOpenFlags : reportRow[figure];
            const { total } = await ids(session, figureFilters(reportRow, figure, year));
            expect(total, `${reportRow.hospitalShortName} ${reportRow.protocol} ${figure}`).toBe(
              expected,
            );
          }
        }
      }
    });
  });
});
