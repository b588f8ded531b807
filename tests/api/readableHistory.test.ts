/**
 * What the patient's history and the change log send so that a person can read them: the names
 * of the hospitals, categories, dictionary entries and dictionaries an audit row points to, and
 * for a form save the definition versions its data was saved with (whose lookups are named too);
 * and the stored definition versions themselves, in the request's language, for the protocols the
 * caller holds.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LogEntry } from '../../domain/changeLog';
import { FORM_FIXTURES } from '../../demo/forms';
import { type Session, addHospital, signInAs } from './administration';
import { useTestApp } from './helpers';
import { addPatient } from './patients';

const t = useTestApp();

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const STS_EXTENDED = FORM_FIXTURES.STS.extended.valid as {
  treatmentCourses: { startDate: string; agents: { agent: string }[] }[];
};

let ownHospital: number;
let otherHospital: number;
let categoryId: number;
let patientId: number;
let definitionVersion: number;
let physician: Session;
let coordinator: Session;
let administrator: Session;

const patientPath = (id: number) => `/api/v1/patient/patients/${id}`;

async function history(session: Session) {
  const response = await t.app.inject({
    method: 'GET',
    url: `${patientPath(patientId)}/history?itemsPerPage=50`,
    headers: session.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: LogEntry[] }).data;
}

function saveExtended(formData: unknown, version: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/form/forms/STS-extended/protocol-form-data/${patientId}`,
    headers: physician.headers,
    payload: { formData, version },
  });
}

beforeAll(async () => {
  ownHospital = await addHospital(t.db, { name: 'Klinika Pediatrii', shortName: 'KP' });
  otherHospital = await addHospital(t.db, {
    name: 'Szpital Dziecięcy w Krakowie',
    shortName: 'SDK',
  });
  const category = await t.db
    .insertInto('categories')
    .values({
      abbreviation: 'NZO',
      name_pl: 'Nowotwory złośliwe oka',
      name_en: 'Malignant eye tumours',
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  categoryId = category.id;
  physician = await signInAs(t, 'ROLE_REPORTER_PHYSICIAN', {
    hospitals: [ownHospital],
    protocols: ['STS'],
  });
  coordinator = await signInAs(t, 'ROLE_COORDINATOR', {
    hospitals: [ownHospital],
    protocols: ['ALL'],
  });
  administrator = await signInAs(t, 'ROLE_CENTRAL_ADMINISTRATOR');
  patientId = (await addPatient(t.db, { hospitals: [ownHospital], protocols: ['STS'] })).id;
  const form = await t.db
    .selectFrom('forms')
    .select('current_version')
    .where('id', '=', 'STS-extended')
    .executeTakeFirstOrThrow();
  definitionVersion = form.current_version;

  const added = await t.app.inject({
    method: 'POST',
    url: `${patientPath(patientId)}/hospitals/${otherHospital}`,
    headers: administrator.headers,
  });
  expect(added.statusCode, added.body).toBe(200);

  const upload = new FormData();
  upload.append('type', 'CONSULTATION');
  upload.append(
    'file',
    new File([new Uint8Array(PDF)], 'konsultacja.pdf', { type: 'application/pdf' }),
  );
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `${patientPath(patientId)}/attachments`,
    headers: physician.headers,
    payload: upload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);

  expect((await saveExtended(STS_EXTENDED, 0)).statusCode).toBe(200);
  const changed = structuredClone(STS_EXTENDED);
  changed.treatmentCourses[1]!.startDate = '2024-04-11';
  // The fixture's courses share one list of agents: the second course gets a list of its own.
  const [first, ...others] = changed.treatmentCourses[1]!.agents;
  changed.treatmentCourses[1]!.agents = [{ ...first!, agent: 'L01CA02' }, ...others];
  const second = await saveExtended(changed, 1);
  expect(second.statusCode, second.body).toBe(200);

  // A category and a dictionary named the way the patient and dictionary services write them.
  await t.db
    .insertInto('audit_log')
    .values([
      {
        at: new Date(),
        account_id: physician.account.id,
        action: 'patient_update',
        path: patientPath(patientId),
        object_type: 'patient',
        object_id: String(patientId),
        changes: JSON.stringify({ categoryId: { old: null, new: categoryId } }),
        correlation_id: 'category-change',
      },
      {
        at: new Date(),
        account_id: administrator.account.id,
        action: 'dictionary_entry_update',
        path: '/api/v1/dictionary/dictionaries/attachmentTypes/entries/1',
        object_type: 'dictionaryEntry',
        object_id: '1',
        changes: JSON.stringify({ type: 'attachmentTypes', active: { old: true, new: false } }),
        correlation_id: 'entry-change',
      },
    ])
    .execute();
});

const byAction = (entries: LogEntry[], action: string) =>
  entries.filter((entry) => entry.action === action);

describe("the patient's history", () => {
  it('names the hospital a change added, by its name and short name', async () => {
    const [added] = byAction(await history(physician), 'patient_hospital_add');
    expect(added!.changes).toEqual({ hospitalId: { old: null, new: otherHospital } });
    expect(added!.references).toEqual({
      hospitals: { [otherHospital]: { name: 'Szpital Dziecięcy w Krakowie', shortName: 'SDK' } },
    });
  });

  it("names an attachment's type by the dictionary entry's descriptions", async () => {
    const [uploaded] = byAction(await history(physician), 'patient_attachment_add');
    expect(uploaded!.changes).toMatchObject({ type: { old: null, new: 'CONSULTATION' } });
    expect(uploaded!.references).toEqual({
      dictionaryEntries: {
        attachmentTypes: {
          CONSULTATION: {
            description: 'Konsultacja specjalistyczna',
            descriptionEn: 'Specialist consultation',
          },
        },
      },
    });
  });

  it('names a category by its abbreviation and names', async () => {
    const [update] = byAction(await history(physician), 'patient_update');
    expect(update!.references).toEqual({
      categories: {
        [categoryId]: {
          abbreviation: 'NZO',
          namePl: 'Nowotwory złośliwe oka',
          nameEn: 'Malignant eye tumours',
        },
      },
    });
  });

  it('gives a form save the definition versions of its data and names the lookups of its changed sections', async () => {
    const [second, first] = byAction(await history(physician), 'form_saved');
    expect(second!.changes).toMatchObject({ version: { old: 1, new: 2 } });
    expect(Object.keys(second!.changes!).sort()).toEqual([
      'formId',
      'protocol',
      'treatmentCourses',
      'version',
    ]);
    expect(second!.references?.formDefinitions).toEqual({
      old: definitionVersion,
      new: definitionVersion,
    });
    const agents = second!.references?.dictionaryEntries?.anticancerAgents ?? {};
    // The agent the save replaced and the one it put in its place, both by name.
    expect(agents.L01AA06).toMatchObject({ descriptionEn: expect.stringMatching(/ifosfamide/i) });
    expect(agents.L01CA02).toMatchObject({ descriptionEn: expect.stringMatching(/vincristine/i) });
    // Sections the save left alone (toxicities' CTCAE terms) name nothing.
    expect(Object.keys(second!.references?.dictionaryEntries ?? {})).toEqual(['anticancerAgents']);
    expect(first!.references?.formDefinitions).toEqual({ old: null, new: definitionVersion });
  });
});

describe('the change log', () => {
  it('sends the same names with its list and with one entry', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/logger/logs?filters[action]=patient_hospital_add&filters[objectId]=${patientId}`,
      headers: administrator.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    const [entry] = (list.json() as { data: LogEntry[] }).data;
    expect(entry!.references?.hospitals?.[otherHospital]?.name).toBe(
      'Szpital Dziecięcy w Krakowie',
    );
    // The patient the row is about, by name: the id alone told an administrator nothing.
    const patient = await t.db
      .selectFrom('patients')
      .select(['first_name', 'last_name'])
      .where('id', '=', patientId)
      .executeTakeFirstOrThrow();
    expect(entry!.references?.object).toBe(`${patient.last_name} ${patient.first_name}`);

    const one = await t.app.inject({
      method: 'GET',
      url: `/api/v1/logger/logs/${entry!.id}`,
      headers: administrator.headers,
    });
    expect(one.json()).toEqual(entry);
  });

  it('names the hospital and the account a row is about', async () => {
    const rows = async (action: string) => {
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/v1/logger/logs?filters[action]=${action}`,
        headers: administrator.headers,
      });
      expect(list.statusCode, list.body).toBe(200);
      return (list.json() as { data: LogEntry[] }).data;
    };
    const post = async (url: string, payload: object) => {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: administrator.headers,
        payload,
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await post('/api/v1/hospital/hospitals', {
      name: 'Szpital Wojewódzki w Opolu',
      shortName: 'SWO',
      city: 'Opole',
    });
    await post('/api/v1/account/accounts', {
      email: 'jan.nowy@hospital.test',
      firstName: 'Jan',
      lastName: 'Nowy',
      role: 'ROLE_CENTRAL_ADMINISTRATOR',
    });
    const [hospital] = await rows('hospital_create');
    expect(hospital!.references?.object).toBe('Szpital Wojewódzki w Opolu');
    const [account] = await rows('account_create');
    expect(account!.references?.object).toBe('Jan Nowy');
  });

  it("names the dictionary a dictionary entry's change belongs to", async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/logger/logs?filters[action]=dictionary_entry_update',
      headers: administrator.headers,
    });
    const [entry] = (list.json() as { data: LogEntry[] }).data;
    expect(entry!.references?.dictionaries?.attachmentTypes).toEqual({
      namePl: expect.any(String),
      nameEn: expect.any(String),
    });
  });
});

describe('GET /api/v1/form/forms/{formId}/definitions/{version}', () => {
  const definitionPath = (formId: string, version: number) =>
    `/api/v1/form/forms/${formId}/definitions/${version}`;

  it('answers a stored definition version in the language of the request', async () => {
    for (const [language, title] of [
      ['en', /extended form/],
      ['pl', /formularz rozszerzony/],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: definitionPath('STS-extended', definitionVersion),
        headers: { ...physician.headers, 'accept-language': language },
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        formId: 'STS-extended',
        protocol: 'STS',
        type: 'extended',
        version: definitionVersion,
      });
      expect(JSON.parse(body.schema).title).toMatch(title);
      expect(body.uiSchema['ui:order']).toContain('treatmentCourses');
    }
  });

  it('is a 404 for a version never stored, an unknown form, or a protocol the caller does not hold', async () => {
    const cases: [Session, string][] = [
      [physician, definitionPath('STS-extended', definitionVersion + 1)],
      [physician, definitionPath('XYZ-basic', 1)],
      [coordinator, definitionPath('STS-extended', definitionVersion)],
    ];
    for (const [session, url] of cases) {
      const response = await t.app.inject({ method: 'GET', url, headers: session.headers });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe('The form does not exist');
    }
  });

  it('answers 401 without a token and 400 for a version that is no number', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: definitionPath('STS-extended', 1),
    });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/form/forms/STS-extended/definitions/latest',
      headers: physician.headers,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'bad_request' });
  });
});
