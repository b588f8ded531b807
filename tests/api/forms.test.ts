/**
 * Protocol forms through the API: every shipped definition saves its valid fixture and reads it
 * back, and answers its invalid fixture with errors on exactly the fields the fixture names;
 * saves are versioned (a stale or concurrent save is a 409, older versions stay readable, a new
 * definition version leaves old records readable), validated (table rows, dictionary lookups),
 * audited once each, refused on an inactive protocol, and listed per patient; the loader stores a
 * changed definition as a new version, once; the demo data holds valid forms with history. Who
 * may call what is tests/api/formAccess.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type FormId, completeness, parseFormId } from '../../domain/forms';
import { todayIso } from '../../domain/validation';
import { seedDemo } from '../../demo/seed';
import { FORM_DEFINITIONS, formDefinition } from '../../server/forms';
import { definitionChecksum, loadFormDefinitions } from '../../server/forms/load';
import { formDataErrors } from '../../server/forms/validator';
import { lookupFields, lookupValues } from '../../server/modules/form/service';
import { FORM_FIXTURES } from '../../demo/forms';
import { type Session, addHospital, auditCount, auditRows, signInAs } from './administration';
import { buildTestApp, freshDatabase, useTestApp } from './helpers';
import { addPatient } from './patients';

const t = useTestApp();

let hospital: number;
let physician: Session;
let coordinator: Session;
let stsCoordinator: Session;
let administrator: Session;

const STS_BASIC = FORM_FIXTURES.STS.basic;
const STS_EXTENDED = FORM_FIXTURES.STS.extended;

beforeAll(async () => {
  hospital = await addHospital(t.db, { name: 'Klinika formularzy' });
  physician = await signInAs(t, 'ROLE_REPORTER_PHYSICIAN', {
    hospitals: [hospital],
    protocols: ['STS', 'ALL', 'WT'],
    firstName: 'Ewa',
    lastName: 'Lekarska',
  });
  coordinator = await signInAs(t, 'ROLE_COORDINATOR', {
    hospitals: [hospital],
    protocols: ['ALL'],
  });
  stsCoordinator = await signInAs(t, 'ROLE_COORDINATOR', {
    hospitals: [hospital],
    protocols: ['STS'],
  });
  administrator = await signInAs(t, 'ROLE_CENTRAL_ADMINISTRATOR', {
    firstName: 'Barbara',
    lastName: 'Centralna',
  });
});

const formPath = (formId: string, patientId: number) =>
  `/api/v1/form/forms/${formId}/protocol-form-data/${patientId}`;

function read(session: Session, formId: string, patientId: number, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `${formPath(formId, patientId)}${query}`,
    headers: session.headers,
  });
}

function save(
  session: Session,
  formId: string,
  patientId: number,
  payload: { formData: unknown; version: unknown },
  /** The Accept-Language header; none (Polish, the default) when null. */
  language: string | null = 'en',
) {
  const { 'accept-language': _english, ...headers } = session.headers;
  return t.app.inject({
    method: 'POST',
    url: formPath(formId, patientId),
    headers: language === null ? headers : { ...headers, 'accept-language': language },
    payload,
  });
}

const stsPatient = (protocols: string[] = ['STS'], inactiveProtocols: string[] = []) =>
  addPatient(t.db, { hospitals: [hospital], protocols, inactiveProtocols });

describe('every shipped definition', () => {
  let patientId: number;

  beforeAll(async () => {
    const patient = await addPatient(t.db, {
      hospitals: [hospital],
      protocols: [...new Set(FORM_DEFINITIONS.map((definition) => definition.protocol))],
    });
    patientId = patient.id;
  });

  it.each(FORM_DEFINITIONS.map((definition) => definition.formId))(
    '%s saves its valid fixture, reads it back, and answers its invalid one on its fields',
    async (formId) => {
      const { protocol, type } = parseFormId(formId)!;
      const fixture = FORM_FIXTURES[protocol][type];

      const saved = await save(administrator, formId, patientId, {
        formData: fixture.valid,
        version: 0,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ formId, protocol, type, patientId, version: 1 });

      const back = await read(administrator, formId, patientId);
      expect(back.statusCode).toBe(200);
      expect(back.json().formData).toEqual(fixture.valid);
      expect(back.json().version).toBe(1);
      expect(JSON.parse(back.json().schema)).toEqual(formDefinition(formId)!.schema.en);
      expect(back.json().uiSchema).toEqual(formDefinition(formId)!.uiSchema.en);

      const rejected = await save(administrator, formId, patientId, {
        formData: fixture.invalid,
        version: 1,
      });
      expect(rejected.statusCode, rejected.body).toBe(422);
      expect(Object.keys(rejected.json().details).sort()).toEqual([...fixture.invalidKeys].sort());
    },
  );
});

describe('POST /form/forms/{formId}/protocol-form-data/{id}', () => {
  it('saves a form as version 1 with its completeness, author and time, and reads it back', async () => {
    const patient = await stsPatient();
    const response = await save(physician, 'STS-basic', patient.id, {
      formData: STS_BASIC.valid,
      version: 0,
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      formId: 'STS-basic',
      protocol: 'STS',
      type: 'basic',
      patientId: patient.id,
      formData: STS_BASIC.valid,
      version: 1,
      definitionVersion: 1,
      savedAt: t.clock.now().toISOString(),
      savedByName: 'Ewa Lekarska',
      completeness: completeness(formDefinition('STS-basic')!.schema.pl, STS_BASIC.valid),
    };
    expect(response.json()).toMatchObject(expected);
    expect(expected.completeness).toBeGreaterThan(50);

    const back = await read(physician, 'STS-basic', patient.id);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject(expected);
  });

  it('answers a form never saved with {} and version 0', async () => {
    const patient = await stsPatient();
    const response = await read(physician, 'STS-extended', patient.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      formData: {},
      version: 0,
      definitionVersion: 1,
      savedAt: null,
      savedByName: null,
      completeness: 0,
    });
  });

  it('refuses a save against a version that is no longer current, naming it, when and by whom it was saved', async () => {
    const patient = await stsPatient();
    const first = await save(physician, 'STS-basic', patient.id, {
      formData: STS_BASIC.valid,
      version: 0,
    });
    expect(first.statusCode).toBe(200);
    const before = await auditCount(t.db);

    const stale = await save(physician, 'STS-basic', patient.id, {
      formData: { ...STS_BASIC.valid, notes: '<p>Inna wersja</p>' },
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'conflict',
      message:
        'Someone has saved a newer version of this form in the meantime. Load it before saving your changes.',
      details: { version: ['1'], savedAt: [first.json().savedAt], savedBy: ['Ewa Lekarska'] },
    });
    const ahead = await save(physician, 'STS-basic', patient.id, {
      formData: STS_BASIC.valid,
      version: 5,
    });
    expect(ahead.statusCode).toBe(409);
    expect(await auditCount(t.db)).toBe(before);
    expect((await read(physician, 'STS-basic', patient.id)).json().formData).toEqual(
      STS_BASIC.valid,
    );
  });

  it('lets one of two simultaneous saves of the same version land and answers the other 409', async () => {
    const patient = await stsPatient();
    const [a, b] = await Promise.all([
      save(physician, 'STS-basic', patient.id, { formData: STS_BASIC.valid, version: 0 }),
      save(stsCoordinator, 'STS-basic', patient.id, {
        formData: { ...STS_BASIC.valid, notes: '<p>Druga</p>' },
        version: 0,
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const versions = await t.db
      .selectFrom('form_data')
      .select('version')
      .where('patient_id', '=', patient.id)
      .execute();
    expect(versions).toEqual([{ version: 1 }]);
    expect((await auditRows(t.db, 'form_saved', patient.id)).length).toBe(1);
  });

  it('keys the errors of a table row as list.rowIndex.fieldId', async () => {
    const patient = await stsPatient();
    const response = await save(physician, 'STS-extended', patient.id, {
      formData: {
        treatmentCourses: [{ kind: 'chemotherapy', block: 'VAC 1' }],
      },
      version: 0,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      message: 'The form contains errors',
      details: { 'treatmentCourses.0.startDate': ['Required field'] },
    });
  });

  it('answers "Value not found" for a lookup value that is no entry of its dictionary', async () => {
    const patient = await stsPatient();
    const basic = STS_BASIC.valid as { diagnosis: Record<string, unknown> };
    const unknownDiagnosis = await save(physician, 'STS-basic', patient.id, {
      formData: { ...basic, diagnosis: { ...basic.diagnosis, icd10: 'C99.9' } },
      version: 0,
    });
    expect(unknownDiagnosis.statusCode).toBe(422);
    expect(unknownDiagnosis.json().details).toEqual({ 'diagnosis.icd10': ['Value not found'] });

    // A code of another dictionary is no answer either: ICD-O-3 topography C49.2 is not ICD-10.
    const wrongDictionary = await save(physician, 'STS-basic', patient.id, {
      formData: { ...basic, diagnosis: { ...basic.diagnosis, morphology: 'C49.2' } },
      version: 0,
    });
    expect(wrongDictionary.json().details).toEqual({
      'diagnosis.morphology': ['Value not found'],
    });

    // Entries are found through their lower-cased value, and then must match it exactly.
    const otherCase = await save(physician, 'STS-basic', patient.id, {
      formData: {
        ...basic,
        diagnosis: { ...basic.diagnosis, icd10: String(basic.diagnosis.icd10).toLowerCase() },
      },
      version: 0,
    });
    expect(otherCase.json().details).toEqual({ 'diagnosis.icd10': ['Value not found'] });
    const valid = await save(physician, 'STS-basic', patient.id, { formData: basic, version: 0 });
    expect(valid.statusCode).toBe(200);

    const course = {
      kind: 'chemotherapy',
      startDate: '2024-03-20',
      agents: [{ agent: 'L01CA02' }, { agent: 'L99ZZ99' }],
    };
    const unknownAgent = await save(physician, 'STS-extended', patient.id, {
      formData: { treatmentCourses: [course, { ...course, agents: [{ agent: 'XX' }] }] },
      version: 0,
    });
    expect(unknownAgent.statusCode).toBe(422);
    expect(unknownAgent.json().details).toEqual({
      'treatmentCourses.0.agents.1.agent': ['Value not found'],
      'treatmentCourses.1.agents.0.agent': ['Value not found'],
    });
    expect((await read(physician, 'STS-extended', patient.id)).json().version).toBe(0);
  });

  it('words its errors in Polish by default and in English on request', async () => {
    const patient = await stsPatient();
    const invalid = { formData: STS_EXTENDED.invalid, version: 0 };
    const polish = await save(physician, 'STS-extended', patient.id, invalid, null);
    expect(polish.json().message).toBe('Formularz zawiera błędy');
    expect(polish.json().details['treatmentCourses.0.startDate']).toEqual(['Pole wymagane']);
    expect(polish.json().details['radiotherapy.0.totalDose']).toEqual([
      'Wartość może wynosić najwyżej 100',
    ]);
    const polishRegion = await save(physician, 'STS-extended', patient.id, invalid, 'pl-PL');
    expect(polishRegion.json().details).toEqual(polish.json().details);
    const english = await save(physician, 'STS-extended', patient.id, invalid, 'en-GB,en;q=0.8');
    expect(english.json().message).toBe('The form contains errors');
    expect(english.json().details['treatmentCourses.0.startDate']).toEqual(['Required field']);
    expect(english.json().details['radiotherapy.0.totalDose']).toEqual([
      'Value must be at most 100',
    ]);

    const stale = await save(
      physician,
      'STS-extended',
      patient.id,
      { formData: {}, version: 3 },
      'pl',
    );
    expect(stale.json()).toMatchObject({
      message:
        'Ktoś zapisał w międzyczasie nowszą wersję tego formularza. Wczytaj ją, zanim zapiszesz zmiany.',
      details: { version: ['0'] },
    });
    // Never saved: nobody to name.
    expect(Object.keys(stale.json().details)).toEqual(['version']);
  });

  it('refuses to save the form of an inactive protocol, which stays readable', async () => {
    const patient = await stsPatient([], ['STS']);
    const response = await save(physician, 'STS-basic', patient.id, {
      formData: STS_BASIC.valid,
      version: 0,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "The patient's protocol is inactive; activate it to edit its forms",
    );
    expect((await read(physician, 'STS-basic', patient.id)).statusCode).toBe(200);
  });

  it('answers 404 for a form id that names no form', async () => {
    const patient = await stsPatient();
    for (const formId of ['STS-full', 'XYZ-basic', 'STS-basic-2', 'sts-basic']) {
      const response = await read(physician, formId, patient.id);
      expect(response.statusCode, formId).toBe(404);
      expect(response.json().message).toBe('The form does not exist');
    }
  });

  it('answers 400 for a body that is not a form and a version', async () => {
    const patient = await stsPatient();
    for (const payload of [
      { formData: [], version: 0 },
      { formData: 'text', version: 0 },
      { formData: {}, version: -1 },
      { formData: {}, version: 1.5 },
      { formData: {} },
      { version: 0 },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: formPath('STS-basic', patient.id),
        headers: physician.headers,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('writes one audit row per save: the form, its versions and the sections that changed', async () => {
    const patient = await stsPatient();
    const before = await auditCount(t.db);
    await save(physician, 'STS-basic', patient.id, { formData: STS_BASIC.valid, version: 0 });
    const { death, ...changed }: Record<string, unknown> = {
      ...STS_BASIC.valid,
      notes: '<p>Kontrola po roku</p>',
    };
    const second = await save(physician, 'STS-basic', patient.id, {
      formData: changed,
      version: 1,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().version).toBe(2);
    expect(await auditCount(t.db)).toBe(before + 2);

    const rows = await auditRows(t.db, 'form_saved', patient.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      account_id: physician.account.id,
      object_type: 'patient',
      object_id: String(patient.id),
      path: `/api/v1/form/forms/STS-basic/protocol-form-data/${patient.id}`,
      changes: {
        formId: { old: 'STS-basic', new: 'STS-basic' },
        protocol: { old: 'STS', new: 'STS' },
        version: { old: 0, new: 1 },
        diagnosis: { old: null, new: (STS_BASIC.valid as { diagnosis: unknown }).diagnosis },
      },
    });
    expect(rows[1]!.changes).toEqual({
      formId: { old: 'STS-basic', new: 'STS-basic' },
      protocol: { old: 'STS', new: 'STS' },
      version: { old: 1, new: 2 },
      notes: { old: STS_BASIC.valid.notes, new: '<p>Kontrola po roku</p>' },
      death: { old: death, new: null },
    });
  });

  it('shows form saves in the patient’s history only to those who hold the protocol', async () => {
    const patient = await stsPatient(['STS', 'ALL']);
    await save(physician, 'STS-basic', patient.id, { formData: STS_BASIC.valid, version: 0 });
    const actions = async (session: Session) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/patient/patients/${patient.id}/history`,
        headers: session.headers,
      });
      return (response.json().data as { action: string }[]).map((entry) => entry.action);
    };
    expect(await actions(physician)).toContain('form_saved');
    expect(await actions(coordinator)).not.toContain('form_saved');
  });
});

describe('plausible dates', () => {
  // The test clock reads 2026-03-02T09:00Z: 2026-03-02 in Warsaw.
  const BORN = '2015-03-14';
  const basic = STS_BASIC.valid as Record<string, Record<string, unknown>>;
  const extended = STS_EXTENDED.valid as { treatmentCourses: Record<string, unknown>[] };
  const withSection = (section: string, values: Record<string, unknown>) => ({
    ...basic,
    [section]: { ...basic[section], ...values },
  });
  const bornPatient = () =>
    addPatient(t.db, { hospitals: [hospital], protocols: ['STS'], birthDate: BORN });

  async function savedVersions(patientId: number) {
    return t.db
      .selectFrom('form_data')
      .select('version')
      .where('patient_id', '=', patientId)
      .execute();
  }

  it('refuses a diagnosis date after today with a 422 on the field, in the caller’s language, saving nothing', async () => {
    const patient = await bornPatient();
    const before = await auditCount(t.db);
    const formData = withSection('diagnosis', { diagnosisDate: '2026-03-03' });

    const english = await save(physician, 'STS-basic', patient.id, { formData, version: 0 });
    expect(english.statusCode, english.body).toBe(422);
    expect(english.json()).toMatchObject({
      code: 'validation_failed',
      message: 'The form contains errors',
      details: { 'diagnosis.diagnosisDate': ['The date cannot be in the future'] },
    });
    const polish = await save(physician, 'STS-basic', patient.id, { formData, version: 0 }, null);
    expect(polish.json().details).toEqual({
      'diagnosis.diagnosisDate': ['Data nie może być późniejsza niż dzisiaj'],
    });
    expect(await savedVersions(patient.id)).toEqual([]);
    expect(await auditCount(t.db)).toBe(before);
  });

  it('accepts an event dated today and a planned visit in the future', async () => {
    const patient = await bornPatient();
    const response = await save(physician, 'STS-basic', patient.id, {
      formData: {
        ...withSection('followUp', { lastFollowUpDate: '2026-03-02', nextVisitDate: '2026-09-01' }),
      },
      version: 0,
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses every kind of date before the patient’s birth', async () => {
    const patient = await bornPatient();
    const response = await save(physician, 'STS-basic', patient.id, {
      formData: {
        ...withSection('diagnosis', { diagnosisDate: '2015-03-13' }),
        followUp: { nextVisitDate: '2014-12-31' },
      },
      version: 0,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual({
      'diagnosis.diagnosisDate': ["The date cannot be before the patient's date of birth"],
      'followUp.nextVisitDate': ["The date cannot be before the patient's date of birth"],
    });
    // The day of birth itself is a possible date.
    const born = await save(physician, 'STS-basic', patient.id, {
      formData: withSection('diagnosis', { diagnosisDate: BORN }),
      version: 0,
    });
    expect(born.statusCode, born.body).toBe(200);
  });

  it('refuses a date of death after today or before the birth', async () => {
    const patient = await bornPatient();
    for (const [deathDate, message] of [
      ['2026-03-03', 'The date cannot be in the future'],
      ['2015-03-01', "The date cannot be before the patient's date of birth"],
    ] as const) {
      const response = await save(physician, 'STS-basic', patient.id, {
        formData: withSection('death', { died: 'yes', deathDate }),
        version: 0,
      });
      expect(response.statusCode, deathDate).toBe(422);
      expect(response.json().details).toEqual({ 'death.deathDate': [message] });
    }
  });

  it('refuses an end date before its start, in a section and in a table row', async () => {
    const patient = await bornPatient();
    const ended = await save(physician, 'STS-basic', patient.id, {
      formData: withSection('treatment', {
        treatmentStart: '2024-03-20',
        treatmentEnd: '2024-03-19',
      }),
      version: 0,
    });
    expect(ended.statusCode).toBe(422);
    expect(ended.json().details).toEqual({
      'treatment.treatmentEnd': ['The end date cannot be before the start date'],
    });

    const [first, second, ...rest] = extended.treatmentCourses;
    const rows = await save(physician, 'STS-extended', patient.id, {
      formData: {
        ...extended,
        treatmentCourses: [first, { ...second, endDate: '2024-01-01' }, ...rest],
      },
      version: 0,
    });
    expect(rows.statusCode).toBe(422);
    expect(rows.json().details).toEqual({
      'treatmentCourses.1.endDate': ['The end date cannot be before the start date'],
    });
    // A period that starts and ends on one day is fine.
    const sameDay = await save(physician, 'STS-extended', patient.id, {
      formData: {
        treatmentCourses: [
          { kind: 'chemotherapy', startDate: '2024-05-06', endDate: '2024-05-06' },
        ],
      },
      version: 0,
    });
    expect(sameDay.statusCode, sameDay.body).toBe(200);
  });

  it('answers dates that are no calendar date, or no text, with the schema’s error alone', async () => {
    const patient = await bornPatient();
    const response = await save(physician, 'STS-basic', patient.id, {
      formData: {
        ...withSection('diagnosis', { diagnosisDate: '2099-02-30' }),
        death: { deathDate: 20260303 },
        followUp: { lastFollowUpDate: '9999-12-31T00:00:00Z' },
      },
      version: 0,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual({
      'diagnosis.diagnosisDate': ['Invalid date'],
      'death.deathDate': ['Invalid value'],
      'followUp.lastFollowUpDate': ['Invalid date'],
    });
  });
});

describe('older versions', () => {
  it('reads an earlier saved version with ?version=N and the latest without it', async () => {
    const patient = await stsPatient();
    await save(physician, 'STS-basic', patient.id, { formData: STS_BASIC.valid, version: 0 });
    const second = { ...STS_BASIC.valid, notes: '<p>Druga wersja</p>' };
    await save(physician, 'STS-basic', patient.id, { formData: second, version: 1 });

    const first = await read(physician, 'STS-basic', patient.id, '?version=1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ version: 1, formData: STS_BASIC.valid });
    const latest = await read(physician, 'STS-basic', patient.id);
    expect(latest.json()).toMatchObject({ version: 2, formData: second });
    const missing = await read(physician, 'STS-basic', patient.id, '?version=3');
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /form/patient-forms/{patientId}', () => {
  it('lists the basic and extended form of each active protocol the caller holds, in protocol order', async () => {
    const patient = await addPatient(t.db, {
      hospitals: [hospital],
      protocols: ['ALL', 'STS', 'AML', 'FOLLOWUP'],
      inactiveProtocols: ['WT'],
    });
    await save(physician, 'STS-basic', patient.id, { formData: STS_BASIC.valid, version: 0 });
    t.clock.advance(60_000);
    await save(physician, 'STS-basic', patient.id, { formData: STS_BASIC.valid, version: 1 });

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/form/patient-forms/${patient.id}`,
      headers: physician.headers,
    });
    expect(response.statusCode).toBe(200);
    const never = { version: 0, savedAt: null, savedByName: null, completeness: 0 };
    expect(response.json()).toEqual([
      {
        formId: 'STS-basic',
        protocol: 'STS',
        type: 'basic',
        version: 2,
        savedAt: t.clock.now().toISOString(),
        savedByName: 'Ewa Lekarska',
        completeness: completeness(formDefinition('STS-basic')!.schema.pl, STS_BASIC.valid),
      },
      { formId: 'STS-extended', protocol: 'STS', type: 'extended', ...never },
      { formId: 'ALL-basic', protocol: 'ALL', type: 'basic', ...never },
      { formId: 'ALL-extended', protocol: 'ALL', type: 'extended', ...never },
    ]);

    const everyProtocol = await t.app.inject({
      method: 'GET',
      url: `/api/v1/form/patient-forms/${patient.id}`,
      headers: administrator.headers,
    });
    expect((everyProtocol.json() as { formId: FormId }[]).map((row) => row.formId)).toEqual([
      'STS-basic',
      'STS-extended',
      'ALL-basic',
      'ALL-extended',
      'AML-basic',
      'AML-extended',
    ]);
  });
});

describe('loading the shipped definitions', () => {
  const definitionVersions = (formId: string) =>
    t.db
      .selectFrom('form_definitions')
      .select(['version', 'checksum'])
      .where('form_id', '=', formId)
      .orderBy('version')
      .execute();

  it('stores nothing again when the definitions have not changed', async () => {
    const before = await auditCount(t.db);
    expect(await loadFormDefinitions(t.db)).toBeUndefined();
    expect(await auditCount(t.db)).toBe(before);
    expect(await definitionVersions('STS-basic')).toEqual([
      { version: 1, checksum: definitionChecksum(formDefinition('STS-basic')!) },
    ]);
  });

  it('gives a changed definition the next version, once, even with two loaders at a time', async () => {
    const shipped = formDefinition('INNE-extended')!;
    const changed = {
      ...shipped,
      schema: {
        pl: { ...shipped.schema.pl, title: 'Inne: formularz rozszerzony (wydanie 2)' },
        en: { ...shipped.schema.en, title: 'Other: extended form (release 2)' },
      },
    };
    const definitions = FORM_DEFINITIONS.map((definition) =>
      definition.formId === 'INNE-extended' ? changed : definition,
    );
    const loads = await Promise.all([
      loadFormDefinitions(t.db, definitions),
      loadFormDefinitions(t.db, definitions),
    ]);
    expect(loads.filter(Boolean)).toEqual([{ versions: { 'INNE-extended': { old: 1, new: 2 } } }]);
    expect(await definitionVersions('INNE-extended')).toEqual([
      { version: 1, checksum: definitionChecksum(shipped) },
      { version: 2, checksum: definitionChecksum(changed) },
    ]);
    const form = await t.db
      .selectFrom('forms')
      .selectAll()
      .where('id', '=', 'INNE-extended')
      .executeTakeFirstOrThrow();
    expect(form).toEqual({
      id: 'INNE-extended',
      protocol: 'INNE',
      type: 'extended',
      current_version: 2,
    });
    const [audited] = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'form_definitions_load')
      .orderBy('id', 'desc')
      .execute();
    expect(audited).toMatchObject({
      account_id: null,
      object_type: 'form',
      changes: { 'INNE-extended': { old: 1, new: 2 } },
    });
    expect(await loadFormDefinitions(t.db, definitions)).toBeUndefined();

    const patient = await addPatient(t.db, { hospitals: [hospital], protocols: ['INNE'] });
    const served = await read(administrator, 'INNE-extended', patient.id);
    expect(served.json().definitionVersion).toBe(2);
    expect(JSON.parse(served.json().schema).title).toBe('Other: extended form (release 2)');
  });
});

describe('a new definition version', () => {
  it('becomes current while records saved with the old one stay readable with it', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospital], protocols: ['LCH'] });
    const fixture = FORM_FIXTURES.LCH.basic;
    const saved = await save(administrator, 'LCH-basic', patient.id, {
      formData: fixture.valid,
      version: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // Version 2 requires a new section the old record lacks.
    const old = await t.db
      .selectFrom('form_definitions')
      .selectAll()
      .where('form_id', '=', 'LCH-basic')
      .where('version', '=', 1)
      .executeTakeFirstOrThrow();
    const withConsent = (schema: object, title: string) => {
      const root = schema as { properties: object; required: string[]; title: string };
      return {
        ...root,
        title,
        properties: { ...root.properties, consent: { type: 'string', title: 'Zgoda' } },
        required: [...root.required, 'consent'],
      };
    };
    await t.db
      .insertInto('form_definitions')
      .values({
        form_id: 'LCH-basic',
        version: 2,
        schema_pl: JSON.stringify(withConsent(old.schema_pl, 'LCH wersja 2')),
        schema_en: JSON.stringify(withConsent(old.schema_en, 'LCH version 2')),
        ui_schema_pl: JSON.stringify(old.ui_schema_pl),
        ui_schema_en: JSON.stringify(old.ui_schema_en),
        checksum: 'test',
      })
      .execute();
    await t.db
      .updateTable('forms')
      .set({ current_version: 2 })
      .where('id', '=', 'LCH-basic')
      .execute();

    const current = await read(administrator, 'LCH-basic', patient.id);
    expect(current.json()).toMatchObject({ version: 1, definitionVersion: 2 });
    expect(JSON.parse(current.json().schema).title).toBe('LCH version 2');
    const original = await read(administrator, 'LCH-basic', patient.id, '?version=1');
    expect(original.json()).toMatchObject({
      version: 1,
      definitionVersion: 1,
      formData: fixture.valid,
    });
    expect(JSON.parse(original.json().schema)).toEqual(formDefinition('LCH-basic')!.schema.en);

    const resaved = await save(administrator, 'LCH-basic', patient.id, {
      formData: fixture.valid,
      version: 1,
    });
    expect(resaved.json().details).toEqual({ consent: ['Required field'] });
    const completed = await save(administrator, 'LCH-basic', patient.id, {
      formData: { ...fixture.valid, consent: 'tak' },
      version: 1,
    });
    expect(completed.json()).toMatchObject({ version: 2, definitionVersion: 2 });
    const stored = await t.db
      .selectFrom('form_data')
      .select(['version', 'definition_version'])
      .where('patient_id', '=', patient.id)
      .orderBy('version')
      .execute();
    expect(stored).toEqual([
      { version: 1, definition_version: 1 },
      { version: 2, definition_version: 2 },
    ]);
  });
});

describe('the demo data', () => {
  it('holds protocol forms in two valid versions each, audited and readable through the API', async () => {
    const database = await freshDatabase();
    try {
      const demo = await buildTestApp(database);
      const credentialsDir = mkdtempSync(join(tmpdir(), 'oncoreg-demo-forms-'));
      await seedDemo(database.db, credentialsDir);
      rmSync(credentialsDir, { recursive: true, force: true });
      const saved = await database.db
        .selectFrom('form_data')
        .selectAll()
        .orderBy('patient_id')
        .orderBy('form_id')
        .orderBy('version')
        .execute();
      const patients = new Set(saved.map((row) => row.patient_id));
      expect(patients.size).toBeGreaterThan(50);
      expect(saved.some((row) => row.form_id.endsWith('-extended'))).toBe(true);
      const dictionaries = await database.db
        .selectFrom('dictionary_entries')
        .select(['type', 'value'])
        .execute();
      const entries = new Set(dictionaries.map((row) => `${row.type}:${row.value}`));
      const births = new Map(
        (await database.db.selectFrom('patients').select(['id', 'birth_date']).execute()).map(
          (row) => [row.id, row.birth_date],
        ),
      );
      for (const row of saved) {
        const definition = formDefinition(row.form_id)!;
        // Plausible on the day it was saved: no event after it, nothing before the birth.
        const dates = { today: todayIso(row.saved_at), birthDate: births.get(row.patient_id)! };
        expect(formDataErrors(definition.schema.pl, row.data, dates), row.form_id).toBeNull();
        const lookups = lookupFields(definition.schema.pl, definition.uiSchema.pl);
        for (const { dictionary, value } of lookupValues(lookups, row.data)) {
          expect(entries.has(`${dictionary}:${value}`), `${row.form_id} ${value}`).toBe(true);
        }
        expect(row.completeness).toBe(completeness(definition.schema.pl, row.data));
        expect(row.saved_at.getTime()).toBeLessThan(Date.now());
      }
      const audited = await database.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('action', '=', 'form_saved')
        .executeTakeFirstOrThrow();
      expect(Number(audited.count)).toBe(saved.length);

      const latest = saved.at(-1)!;
      const reader = await signInAs(demo, 'ROLE_CENTRAL_ADMINISTRATOR');
      const response = await demo.app.inject({
        method: 'GET',
        url: formPath(latest.form_id, latest.patient_id),
        headers: reader.headers,
      });
      expect(response.json()).toMatchObject({ version: 2, formData: latest.data });
      const first = await demo.app.inject({
        method: 'GET',
        url: `${formPath(latest.form_id, latest.patient_id)}?version=1`,
        headers: reader.headers,
      });
      expect(first.json().version).toBe(1);
      await demo.app.close();
    } finally {
      await database.close();
    }
  });
});
