/**
 * A data-protection (RODO) consent cannot have been signed before the patient was born: the
 * server refuses such a date whatever the browser let through, as a 422 on the date field in the
 * user's language (the message protocol forms give a date before the birth), and stores nothing,
 * neither the file nor an audit row. The birth day itself is a date like any other.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Session, addHospital, auditCount, signInAs } from './administration';
import { useTestApp } from './helpers';
import { addPatient } from './patients';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const BORN = '2019-05-14';

function consentForm(date: string) {
  const data = new FormData();
  data.append('date', date);
  data.append('file', new File([new Uint8Array(PDF)], 'zgoda.pdf', { type: 'application/pdf' }));
  return data;
}

describe('a consent dated before the patient was born', () => {
  const t = useTestApp();
  let physician: Session;
  let patientId: number;

  beforeAll(async () => {
    const hospital = await addHospital(t.db);
    physician = await signInAs(t, 'ROLE_REPORTER_PHYSICIAN', { hospitals: [hospital] });
    patientId = (await addPatient(t.db, { hospitals: [hospital], birthDate: BORN })).id;
  });

  const addConsent = (date: string, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/patient/patients/${patientId}/rodo-consents`,
      headers: { ...physician.headers, 'accept-language': language },
      payload: consentForm(date),
    });

  const storedConsents = () =>
    t.db.selectFrom('patient_files').selectAll().where('patient_id', '=', patientId).execute();

  it('is refused on the date field, in the user language, with nothing stored or audited', async () => {
    const before = await auditCount(t.db);

    for (const [date, language, message] of [
      ['2010-01-01', 'pl', 'Data nie może być wcześniejsza niż data urodzenia pacjenta'],
      ['2019-05-13', 'en', "The date cannot be before the patient's date of birth"],
    ] as const) {
      const response = await addConsent(date, language);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        details: { date: [message] },
      });
    }

    expect(await storedConsents()).toEqual([]);
    expect(await auditCount(t.db)).toBe(before);
  });

  it('takes the birth day itself', async () => {
    const response = await addConsent(BORN);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ kind: 'rodoConsent', date: BORN });
  });
});
