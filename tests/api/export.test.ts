/**
 * The research export (issue 15): scope, pseudonymisation, the pseudonym's stability, values
 * saved through the API read back by an independent CSV parser in both dialects, the Excel
 * escape, the audit row, the single-use download link, bad filters, and load.R run by Rscript
 * (skipped without R unless REQUIRE_R=1).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { CENTRAL_ADMINISTRATOR } from '../../domain/roles';
import { FORM_FIXTURES } from '../../demo/forms';
import { type Session, addHospital, signInAs } from './administration';
import { useTestApp } from './helpers';
import { addPatient } from './patients';

const STS = FORM_FIXTURES.STS;
const FORMULA = '=HYPERLINK("http://evil.example","klik")';

/** Every identifier of the fixtures' patients, which no byte of a pseudonymised ZIP may hold. */
const IDENTIFIERS = {
  firstName: 'Zażółcisław',
  lastName: 'Gęślajaźnik',
  passport: 'ZX9876543',
  street: 'ul. Źdźbłowa 17',
  city: 'Pcim Dolny',
  zip: '32-432',
  representativePesel: '80010112345',
  note: 'Matka pacjenta, Bożenna Gęślajaźnik',
  siteDetails: 'Udo prawe, przedział przedni – żółć',
};

describe('research export', () => {
  const t = useTestApp();
  const s = {} as Record<'admin' | 'dataAdminA' | 'physicianA' | 'physicianB', Session>;
  let hospitalA = 0;
  let hospitalB = 0;
  let patientA = 0;
  let patientB = 0;
  let peselA = '';

  const get = (session: Session, url: string) =>
    t.app.inject({ method: 'GET', url, headers: session.headers });

  const zipOf = async (session: Session, query: string) => {
    const response = await get(session, `/api/v1/export/registry.zip?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return unzipSync(new Uint8Array(response.rawPayload));
  };

  const text = (files: Record<string, Uint8Array>, name: string) =>
    new TextDecoder('utf-8', { ignoreBOM: true }).decode(files[name]);

  const rows = (content: string, delimiter = ',') =>
    parse(content, { columns: true, bom: true, delimiter }) as Record<string, string>[];

  beforeAll(async () => {
    hospitalA = await addHospital(t.db, { name: 'Szpital A', shortName: 'AAA' });
    hospitalB = await addHospital(t.db, { name: 'Szpital B', shortName: 'BBB' });
    s.admin = await signInAs(t, CENTRAL_ADMINISTRATOR);
    s.dataAdminA = await signInAs(t, 'ROLE_DATA_ADMINISTRATOR', {
      hospitals: [hospitalA],
      protocols: ['STS'],
    });
    s.physicianA = await signInAs(t, 'ROLE_REPORTER_PHYSICIAN', {
      hospitals: [hospitalA],
      protocols: ['STS'],
    });
    s.physicianB = await signInAs(t, 'ROLE_REPORTER_PHYSICIAN', {
      hospitals: [hospitalB],
      protocols: ['STS'],
    });
    const a = await addPatient(t.db, {
      firstName: IDENTIFIERS.firstName,
      lastName: IDENTIFIERS.lastName,
      birthDate: '2012-01-15',
      passportNumber: IDENTIFIERS.passport,
      hospitals: [hospitalA],
      protocols: ['STS'],
    });
    patientA = a.id;
    await t.db
      .updateTable('patients')
      .set({
        residence_street: IDENTIFIERS.street,
        residence_city: IDENTIFIERS.city,
        residence_zip_code: IDENTIFIERS.zip,
        registered_street: IDENTIFIERS.street,
        registered_city: IDENTIFIERS.city,
        registered_zip_code: IDENTIFIERS.zip,
        correspondence_street: IDENTIFIERS.street,
        correspondence_city: IDENTIFIERS.city,
        correspondence_zip_code: IDENTIFIERS.zip,
        representative_pesel: IDENTIFIERS.representativePesel,
      })
      .where('id', '=', patientA)
      .execute();
    await sql`update patients set created_at = '2026-02-10T10:00:00Z' where id = ${patientA}`.execute(
      t.db,
    );
    peselA = (await t.db
      .selectFrom('patients')
      .select('pesel')
      .where('id', '=', patientA)
      .executeTakeFirstOrThrow())!.pesel!;
    const b = await addPatient(t.db, {
      firstName: 'Obcy',
      lastName: 'Pacjentbeta',
      hospitals: [hospitalB],
      protocols: ['STS'],
    });
    patientB = b.id;

    const save = async (session: Session, formId: string, patientId: number, formData: object) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/form/forms/${formId}/protocol-form-data/${patientId}`,
        headers: session.headers,
        payload: { formData, version: 0 },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const basic = STS.basic.valid as Record<string, Record<string, unknown>>;
    await save(s.physicianA, 'STS-basic', patientA, {
      ...basic,
      disease: { ...basic.disease, siteDetails: IDENTIFIERS.siteDetails },
      treatment: { ...basic.treatment, arm: FORMULA },
      notes: `<p>${IDENTIFIERS.note}</p>`,
    });
    await save(s.physicianA, 'STS-extended', patientA, STS.extended.valid);
    await save(s.physicianB, 'STS-basic', patientB, STS.basic.valid);
    await save(s.physicianB, 'STS-extended', patientB, STS.extended.valid);
  });

  it('offers the hospitals to filter by, a closed one marked as such', async () => {
    const response = await get(s.admin, '/api/v1/export/options');
    expect(response.statusCode, response.body).toBe(200);
    const { hospitals } = response.json() as { hospitals: { active: unknown }[] };
    expect(hospitals.length).toBeGreaterThan(0);
    for (const hospital of hospitals) expect(typeof hospital.active).toBe('boolean');
  });

  it('names each form’s tables, and a ZIP of one form after the form', async () => {
    const response = await get(s.physicianA, '/api/v1/export/options');
    const { forms } = response.json() as { forms: { formId: string; tables: string[] }[] };
    expect(forms.find((form) => form.formId === 'STS-extended')?.tables).toContain(
      'treatmentCourses.agents',
    );
    const zip = await get(
      s.physicianA,
      '/api/v1/export/registry.zip?pseudonymised=true&forms[]=STS-extended',
    );
    expect(zip.headers['content-disposition']).toMatch(
      /filename="oncoreg-STS-extended-\d{4}-\d{2}-\d{2}-pseudonymised\.zip"/,
    );
    const files = Object.keys(unzipSync(new Uint8Array(zip.rawPayload)));
    expect(files).toContain('STS-extended.treatmentCourses.agents.csv');
    expect(files).not.toContain('STS-basic.csv');
  });

  it('holds the entries of every dictionary its columns name, so codes read without the registry', async () => {
    const files = await zipOf(s.physicianA, 'pseudonymised=true');
    const entries = rows(text(files, 'dictionaries.csv'));
    const named = new Set(entries.map((entry) => entry.dictionary));
    const codebookRows = rows(text(files, 'codebook.csv'));
    for (const row of codebookRows) if (row.dictionary) expect(named).toContain(row.dictionary);
    expect(entries).toContainEqual(
      expect.objectContaining({ dictionary: 'nationalities', code: 'PL', label_pl: 'Polska' }),
    );
    const agent = entries.find(
      (entry) => entry.dictionary === 'anticancerAgents' && entry.code === 'L01AA06',
    );
    expect(agent?.label_en).toBeTruthy();
    expect(named).toContain('categories');
    // Described in the codebook like every other file.
    expect(
      codebookRows.filter((row) => row.file === 'dictionaries.csv').map((row) => row.column),
    ).toEqual(['dictionary', 'code', 'label_pl', 'label_en', 'active']);
  });

  it('exports to a user of hospital B none of hospital A’s patients, in any file', async () => {
    const files = await zipOf(
      s.physicianB,
      'pseudonymised=true&forms[]=STS-basic&forms[]=STS-extended',
    );
    const own = rows(text(files, 'patients.csv'));
    expect(own).toHaveLength(1);
    const pseudonymB = own[0]!.pseudonym!;
    const dataFiles = Object.keys(files).filter(
      (name) => name.endsWith('.csv') && !['codebook.csv', 'dictionaries.csv'].includes(name),
    );
    expect(dataFiles).toContain('STS-extended.treatmentCourses.agents.csv');
    for (const name of dataFiles) {
      const keys = rows(text(files, name)).map((row) => row.pseudonym);
      expect(new Set(keys).size <= 1, name).toBe(true);
      for (const key of keys) expect(key, name).toBe(pseudonymB);
    }
    const adminFiles = await zipOf(s.admin, 'pseudonymised=true');
    expect(rows(text(adminFiles, 'patients.csv'))).toHaveLength(2);
  });

  it('leaves every identifier of the fixtures out of every byte of a pseudonymised ZIP', async () => {
    const response = await get(s.admin, '/api/v1/export/registry.zip?pseudonymised=true');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const everything = Object.values(files)
      .map((bytes) => new TextDecoder().decode(bytes))
      .join('\n');
    for (const value of [...Object.values(IDENTIFIERS), peselA, '2012-01-15']) {
      expect(everything.includes(value), value).toBe(false);
    }
    expect(text(files, 'patients.csv').split('\r\n')[0]).not.toContain('patient_id');
    const patient = rows(text(files, 'patients.csv')).find((row) => row.birth_month === '2012-01');
    expect(patient).toBeDefined();
    const basic = rows(text(files, 'STS-basic.csv')).find(
      (row) => row.pseudonym === patient!.pseudonym,
    );
    // Diagnosed 2024-03-12, born 2012-01-15: 12.16 years.
    expect(basic!.age_at_diagnosis).toBe('12.16');
    expect(basic).not.toHaveProperty('notes');
    // Nor who saved the form: staff names are of no use to a pseudonymised analysis.
    expect(basic).not.toHaveProperty('saved_by');
    expect(text(files, 'codebook.csv')).not.toContain('saved_by');
    expect(response.headers['content-disposition']).toMatch(
      /filename="oncoreg-export-\d{4}-\d{2}-\d{2}-pseudonymised\.zip"/,
    );
  });

  it('names a patient by the same pseudonym in every file and every later export', async () => {
    const first = await zipOf(s.dataAdminA, 'pseudonymised=true');
    const second = await zipOf(s.physicianA, 'pseudonymised=true&dialect=excel-pl');
    const [inFirst] = rows(text(first, 'patients.csv'));
    const [inSecond] = rows(text(second, 'patients.csv'), ';');
    expect(inFirst!.pseudonym).toMatch(/^[0-9a-f]{32}$/);
    expect(inSecond!.pseudonym).toBe(inFirst!.pseudonym);
    expect(rows(text(first, 'STS-basic.csv'))[0]!.pseudonym).toBe(inFirst!.pseudonym);
    expect(rows(text(first, 'STS-extended.treatmentCourses.csv'))[0]!.pseudonym).toBe(
      inFirst!.pseudonym,
    );
  });

  it('reads back the values saved through the API, Polish characters intact, in both dialects', async () => {
    for (const [dialect, delimiter, decimal] of [
      ['csv', ',', '8.2'],
      ['excel-pl', ';', '8,2'],
    ] as const) {
      const files = await zipOf(s.dataAdminA, `pseudonymised=false&dialect=${dialect}`);
      const content = text(files, 'STS-basic.csv');
      expect(content.startsWith('\uFEFF')).toBe(dialect === 'excel-pl');
      const [record] = rows(content, delimiter);
      expect(record!.patient_id).toBe(String(patientA));
      expect(record!['diagnosis.icd10']).toBe('C49.2');
      expect(record!['diagnosis.diagnosisDate']).toBe('2024-03-12');
      expect(record!['disease.siteDetails']).toBe(IDENTIFIERS.siteDetails);
      expect(record!['disease.primaryTumour.length']).toBe(decimal);
      // Rich-text notes as plain text: no "<p>" for a spreadsheet or R to show.
      expect(record!.notes).toBe(IDENTIFIERS.note);
      expect(record!.saved_by).toMatch(/\S/);
      // The Excel escape: a formula is text, behind a single quote.
      expect(record!['treatment.arm']).toBe(`'${FORMULA}`);
      const [patient] = rows(text(files, 'patients.csv'), delimiter);
      expect(patient).toMatchObject({
        first_name: IDENTIFIERS.firstName,
        last_name: IDENTIFIERS.lastName,
        pesel: peselA,
        birth_date: '2012-01-15',
        hospitals: 'AAA',
        protocols: 'STS:active',
        registered_on: '2026-02-10',
      });
      const agents = rows(text(files, 'STS-extended.treatmentCourses.agents.csv'), delimiter);
      expect(agents[0]).toMatchObject({ treatmentCourses_row: '1', row: '1', agent: 'L01AA06' });
    }
  });

  it('describes every column of every file in the codebook, in both languages', async () => {
    const files = await zipOf(s.physicianA, 'pseudonymised=true');
    const codebook = rows(text(files, 'codebook.csv'));
    const described = new Set(codebook.map((row) => `${row.file}:${row.column}`));
    for (const name of Object.keys(files).filter(
      (file) => file.endsWith('.csv') && file !== 'codebook.csv',
    )) {
      const header = text(files, name).split('\r\n')[0]!.split(',');
      for (const column of header)
        expect(described.has(`${name}:${column}`), `${name}:${column}`).toBe(true);
    }
    const basis = codebook.find(
      (row) => row.file === 'STS-basic.csv' && row.column === 'diagnosis.basisOfDiagnosis',
    );
    expect(basis).toMatchObject({ type: 'code', label_pl: 'Rozpoznanie: Podstawa rozpoznania' });
    expect(basis!.codes!.split('|')).toContain('7');
    const icd = codebook.find((row) => row.column === 'diagnosis.icd10');
    expect(icd).toMatchObject({ type: 'lookup', dictionary: 'icd10', required: 'true' });
    expect(codebook.find((row) => row.column === 'disease.primaryTumour.length')).toMatchObject({
      unit: 'cm',
      label_en: 'Disease details: Primary tumour dimensions: Length',
    });
    // In both languages, Polish first, the rows counted in each one's grammar.
    const readme = text(files, 'README.txt');
    expect(readme.indexOf('Dane spseudonimizowane')).toBeGreaterThanOrEqual(0);
    expect(readme.indexOf('Pseudonymised')).toBeGreaterThan(
      readme.indexOf('Dane spseudonimizowane'),
    );
    expect(readme).toMatch(/patients\.csv: \d+ (wiersz|wiersze|wierszy)\r\n/);
    expect(readme).toMatch(/patients\.csv: \d+ rows?\r\n/);
    // Who made it, with the account's number in each part's own words.
    const [polish, english] = readme.split('\r\n---\r\n');
    expect(polish).toContain(`(konto ${s.physicianA.account.id}).`);
    expect(polish).not.toContain('(account ');
    expect(english).toContain(`(account ${s.physicianA.account.id}).`);
  });

  it('writes an audit row naming the filters, the files and their row counts', async () => {
    await zipOf(
      s.physicianA,
      `pseudonymised=true&forms[]=STS-basic&hospitals[]=${hospitalA}&from=2026-01-01`,
    );
    const row = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'export')
      .where('account_id', '=', s.physicianA.account.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.changes).toMatchObject({
      pseudonymised: true,
      dialect: 'csv',
      filters: { forms: ['STS-basic'], hospitals: ['AAA'], from: '2026-01-01', to: null },
      files: { 'patients.csv': 1, 'STS-basic.csv': 1 },
    });
  });

  it('answers a bad filter 400 with details by field, and an identifiable export without the right 403', async () => {
    const cases: [string, string][] = [
      ['forms[]=NOPE-basic', 'forms'],
      ['forms[]=ALL-basic', 'forms'],
      [`hospitals[]=${hospitalA}`, 'hospitals'],
      ['hospitals[]=abc', 'hospitals'],
      ['from=2026-02-30', 'from'],
      ['from=2024-13-01', 'from'],
      ['to=2024-00-10', 'to'],
      ['from=2026-03-01&to=2026-02-01', 'to'],
    ];
    for (const [query, field] of cases) {
      const response = await get(
        s.physicianB,
        `/api/v1/export/registry.zip?pseudonymised=true&${query}`,
      );
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().details), query).toEqual([field]);
    }
    const identifiable = await get(s.physicianA, '/api/v1/export/registry.zip?pseudonymised=false');
    expect(identifiable.statusCode).toBe(403);
    const summary = await get(s.physicianA, '/api/v1/export/summary?pseudonymised=true');
    expect(summary.json()).toMatchObject({
      patients: 1,
      forms: { 'STS-basic': 1, 'STS-extended': 1 },
    });
  });

  it('downloads an export once through a link that expires after 60 seconds', async () => {
    const link = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/export/downloads',
        headers: s.physicianA.headers,
        payload: { file: 'STS-basic.csv', pseudonymised: true, dialect: 'csv' },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { url: string; expiresAt: string };
    };
    const { url } = await link();
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-disposition']).toContain(
      'oncoreg-STS-basic-2026-03-02-pseudonymised.csv',
    );
    expect(rows(first.body)).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    const late = await link();
    t.clock.advance(61_000);
    expect((await t.app.inject({ method: 'GET', url: late.url })).statusCode).toBe(404);

    const forbidden = await t.app.inject({
      method: 'POST',
      url: '/api/v1/export/downloads',
      headers: s.physicianA.headers,
      payload: { file: 'registry.zip', pseudonymised: false, dialect: 'csv' },
    });
    expect(forbidden.statusCode).toBe(403);
    const outside = await t.app.inject({
      method: 'POST',
      url: '/api/v1/export/downloads',
      headers: s.physicianA.headers,
      payload: {
        file: 'registry.zip',
        hospitals: [hospitalB],
        pseudonymised: true,
        dialect: 'csv',
      },
    });
    expect(outside.statusCode).toBe(400);
    expect(Object.keys(outside.json().details)).toEqual(['hospitals']);
  });

  const hasR = spawnSync('Rscript', ['--version']).status === 0;
  it.skipIf(!hasR && process.env.REQUIRE_R !== '1')(
    'load.R reads every file with its types and labelled factors',
    async () => {
      const files = await zipOf(s.admin, 'pseudonymised=false&dialect=excel-pl');
      const dir = mkdtempSync(join(tmpdir(), 'oncoreg-export-'));
      try {
        for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, name), bytes);
        const output = execFileSync(
          'Rscript',
          [
            '-e',
            [
              'export_language <- "en"',
              'source("load.R")',
              'cat(nrow(registry$patients), nrow(registry[["STS-basic"]]), nrow(registry[["STS-extended.treatmentCourses.agents"]]), "\\n")',
              'cat(is.factor(registry$patients$sex), as.character(registry[["STS-basic"]][["staging.riskGroup"]][1]), "\\n")',
              'cat(class(registry[["STS-basic"]][["diagnosis.diagnosisDate"]]), registry[["STS-basic"]][["disease.primaryTumour.length"]][1], "\\n")',
              'cat(registry[["STS-basic"]][["treatment.arm"]][1], "\\n")',
            ].join('; '),
          ],
          { cwd: dir, encoding: 'utf8' },
        );
        const [counts, factors, types, arm] = output.trim().split('\n');
        expect(counts!.trim()).toBe('2 2 20');
        expect(factors!.trim()).toBe('TRUE High risk');
        expect(types!.trim()).toBe('Date 8.2');
        expect(arm!.trim()).toBe(FORMULA);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );

  // Last: it adds a patient of another protocol to hospital A.
  it('holds only the patients of the chosen forms’ protocols when fewer than all are chosen', async () => {
    const other = await addPatient(t.db, {
      firstName: 'Innyprotokół',
      lastName: 'Tylkoall',
      hospitals: [hospitalA],
      protocols: ['ALL'],
    });
    const ids = async (query: string) =>
      rows(text(await zipOf(s.admin, `pseudonymised=false&${query}`), 'patients.csv')).map((row) =>
        Number(row.patient_id),
      );
    const summary = async (session: Session, query: string) =>
      (await get(session, `/api/v1/export/summary?pseudonymised=true&${query}`)).json() as {
        patients: number;
      };

    expect(await ids('forms[]=STS-basic')).toEqual([patientA, patientB]);
    expect((await summary(s.admin, 'forms[]=STS-basic')).patients).toBe(2);
    expect(await ids('forms[]=ALL-extended&forms[]=STS-basic')).toEqual([
      patientA,
      patientB,
      other.id,
    ]);
    // Every form, named or not: every patient in scope, those without a protocol too.
    expect((await ids('')).includes(other.id)).toBe(true);
    // The data administrator of hospital A sees only STS: both its forms are all it may see.
    expect((await summary(s.dataAdminA, 'forms[]=STS-basic&forms[]=STS-extended')).patients).toBe(
      2,
    );
    expect((await summary(s.dataAdminA, 'forms[]=STS-extended')).patients).toBe(1);

    const readme = text(await zipOf(s.admin, 'pseudonymised=true&forms[]=STS-basic'), 'README.txt');
    expect(readme).toContain('patients.csv holds only the patients who hold the protocol');
  });
});
