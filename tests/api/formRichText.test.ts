/**
 * Rich-text notes are sanitised by the server with the browser's allowlist before a save is
 * validated and stored, wherever the definition puts the rich-text widget (table rows too), so
 * that no consumer of the API receives active HTML: not the save's answer, not a read of the
 * current or an older version, not the audit trail. Versions stored before the server sanitised
 * are sanitised when read. The definition here is a small STS extended form of the tests' own,
 * loaded as a new version, with notes at the top and in the rows of a table.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { RICH_TEXT_MAX_LENGTH } from '../../domain/forms';
import { date, defineForm, richText, t as text, table } from '../../server/forms/builder';
import { loadFormDefinitions } from '../../server/forms/load';
import { insertFormData } from '../../server/modules/form/repository';
import { type Session, addHospital, auditRows, signInAs } from './administration';
import { FORM_FIXTURES } from '../../demo/forms';
import { useTestApp } from './helpers';
import { addPatient } from './patients';

const t = useTestApp();

const HOSTILE = '<img src=x onerror=alert(1)><script>alert(1)</script><b>ok</b>';
const ACTIVE = /<script|onerror|<img|javascript:/i;

const NOTES_FORM = defineForm('STS', 'extended', text('Uwagi', 'Notes'), {
  notes: richText(text('Uwagi', 'Notes')),
  visits: table(
    text('Wizyty', 'Visits'),
    {
      date: date(text('Data', 'Date')),
      remarks: richText(text('Uwagi do wizyty', 'Visit remarks')),
    },
    { row: text('Wizyta', 'Visit') },
  ),
});

const formPath = (patientId: number) =>
  `/api/v1/form/forms/STS-extended/protocol-form-data/${patientId}`;

describe('rich-text notes of a form save', () => {
  let hospital: number;
  let physician: Session;

  beforeAll(async () => {
    await loadFormDefinitions(t.db, [NOTES_FORM]);
    hospital = await addHospital(t.db);
    physician = await signInAs(t, 'ROLE_REPORTER_PHYSICIAN', {
      hospitals: [hospital],
      protocols: ['STS'],
    });
  });

  const newPatient = async () =>
    (await addPatient(t.db, { hospitals: [hospital], protocols: ['STS'] })).id;

  const save = (patientId: number, formData: unknown, version: number) =>
    t.app.inject({
      method: 'POST',
      url: formPath(patientId),
      headers: physician.headers,
      payload: { formData, version },
    });

  const read = (patientId: number, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `${formPath(patientId)}${query}`,
      headers: physician.headers,
    });

  it('stores, answers and audits only the allowlisted markup, in table rows too', async () => {
    const patientId = await newPatient();
    const first = await save(
      patientId,
      {
        notes: HOSTILE,
        visits: [
          { date: '2026-01-10', remarks: `<p onclick="x()">wizyta</p>${HOSTILE}` },
          { date: '2026-02-10', remarks: '<a href="javascript:alert(1)">link</a>' },
        ],
      },
      0,
    );
    expect(first.statusCode).toBe(200);
    const clean = {
      notes: '<b>ok</b>',
      visits: [
        { date: '2026-01-10', remarks: '<p>wizyta</p><b>ok</b>' },
        { date: '2026-02-10', remarks: 'link' },
      ],
    };
    expect(first.json().formData).toEqual(clean);
    const stored = await t.db
      .selectFrom('form_data')
      .select('data')
      .where('patient_id', '=', patientId)
      .where('form_id', '=', 'STS-extended')
      .executeTakeFirstOrThrow();
    expect(stored.data).toEqual(clean);

    const second = await save(patientId, { notes: '<i>druga</i><style>*{}</style>' }, 1);
    expect(second.json().formData).toEqual({ notes: '<i>druga</i>' });
    expect((await read(patientId)).json().formData).toEqual({ notes: '<i>druga</i>' });
    const older = await read(patientId, '?version=1');
    expect(older.json()).toMatchObject({ version: 1, formData: clean });

    const audits = await auditRows(t.db, 'form_saved', patientId);
    expect(audits).toHaveLength(2);
    expect(audits[0]!.changes).toMatchObject({ notes: { old: null, new: '<b>ok</b>' } });
    expect(JSON.stringify(audits.map((row) => row.changes))).not.toMatch(ACTIVE);
  });

  it('sanitises the notes of a shipped definition', async () => {
    const patientId = await newPatient();
    const formData = { ...FORM_FIXTURES.STS.basic.valid, notes: HOSTILE };
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/form/forms/STS-basic/protocol-form-data/${patientId}`,
      headers: physician.headers,
      payload: { formData, version: 0 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().formData).toEqual({ ...formData, notes: '<b>ok</b>' });
  });

  it('keeps no notes that are left with nothing to say, as the browser does', async () => {
    const patientId = await newPatient();
    const response = await save(
      patientId,
      { notes: '<script>alert(1)</script>', visits: [{ date: '2026-03-01', remarks: '<br>' }] },
      0,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().formData).toEqual({ visits: [{ date: '2026-03-01' }] });
  });

  it('validates the sanitised notes: markup the browser keeps is no reason to refuse', async () => {
    const patientId = await newPatient();
    const padding = `<img src="${'x'.repeat(RICH_TEXT_MAX_LENGTH)}">`;
    const response = await save(patientId, { notes: `${padding}<b>ok</b>` }, 0);
    expect(response.statusCode).toBe(200);
    expect(response.json().formData).toEqual({ notes: '<b>ok</b>' });
  });

  it('sanitises a version stored before the server did, when it is read', async () => {
    const patientId = await newPatient();
    const { definitionVersion } = (await read(patientId)).json();
    await insertFormData(t.db, {
      patientId,
      formId: 'STS-extended',
      version: 1,
      definitionVersion,
      data: { notes: HOSTILE, visits: [{ date: '2025-12-01', remarks: HOSTILE }] },
      completeness: 0,
      savedBy: physician.account.id,
      at: t.clock.now(),
    });
    const clean = { notes: '<b>ok</b>', visits: [{ date: '2025-12-01', remarks: '<b>ok</b>' }] };
    expect((await read(patientId)).json().formData).toEqual(clean);
    expect((await read(patientId, '?version=1')).json().formData).toEqual(clean);
  });
});
