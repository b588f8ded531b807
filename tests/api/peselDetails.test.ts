import { beforeAll, describe, expect, it } from 'vitest';
import { type Session, addHospital, signInAs } from './administration';
import { useTestApp } from './helpers';
import { addPatient, uniquePesel } from './patients';

const t = useTestApp();
const url = '/api/v1/patient/pesel/details';

let ours: number;
let theirs: number;
let admin: Session;
let physician: Session;

beforeAll(async () => {
  ours = await addHospital(t.db);
  theirs = await addHospital(t.db);
  admin = await signInAs(t, 'ROLE_CENTRAL_ADMINISTRATOR');
  physician = await signInAs(t, 'ROLE_REPORTER_PHYSICIAN', { hospitals: [ours] });
});

async function check(session: Session | undefined, pesel: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: session?.headers ?? { 'accept-language': 'en' },
    payload: { pesel },
  });
}

describe('POST /api/v1/patient/pesel/details', () => {
  it.each([
    ['44051401359', '1944-05-14', 'Male'],
    ['99923102467', '1899-12-31', 'Female'],
    ['00810102479', '1800-01-01', 'Male'],
    ['15231402460', '2015-03-14', 'Female'],
    ['00222902476', '2000-02-29', 'Male'],
    ['01470402464', '2101-07-04', 'Female'],
    ['99723102478', '2299-12-31', 'Male'],
  ])('decodes %s as born %s, %s', async (pesel, birthDate, gender) => {
    const response = await check(physician, pesel);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      pesel,
      valid: true,
      problem: null,
      birthDate,
      gender,
      duplicate: null,
    });
  });

  it.each([
    ['', 'format'],
    ['4405140135', 'format'],
    ['440514013590', 'format'],
    ['4405140135X', 'format'],
    ['44051401358', 'checksum'],
    // Month 13, 30 February, month 93 and month 00, each with a right check digit.
    ['44131401350', 'date'],
    ['44023001356', 'date'],
    ['01930101357', 'date'],
    ['99000001357', 'date'],
  ])('answers %s as invalid (%s), not as an error', async (pesel, problem) => {
    const response = await check(physician, pesel);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      pesel,
      valid: false,
      problem,
      birthDate: null,
      gender: null,
      duplicate: null,
    });
  });

  it('ignores spaces around and inside the number', async () => {
    const response = await check(physician, ' 440514 01359 ');
    expect(response.json()).toMatchObject({ pesel: '44051401359', valid: true });
  });

  it('links a patient with this PESEL whom the caller may open', async () => {
    const pesel = uniquePesel('2012-08-08', 'Male');
    const patient = await addPatient(t.db, {
      hospitals: [ours, theirs],
      pesel,
      birthDate: '2012-08-08',
      gender: 'Male',
    });
    const response = await check(physician, pesel);
    expect(response.json()).toMatchObject({
      valid: true,
      duplicate: { visible: true, patientId: patient.id },
    });
  });

  it('says only that a patient of another hospital exists: no id, no name', async () => {
    const pesel = uniquePesel('2013-09-09', 'Female');
    const patient = await addPatient(t.db, {
      hospitals: [theirs],
      pesel,
      birthDate: '2013-09-09',
      firstName: 'Ukryta',
      lastName: 'Pacjentka',
    });
    const response = await check(physician, pesel);
    expect(response.json()).toEqual({
      pesel,
      valid: true,
      problem: null,
      birthDate: '2013-09-09',
      gender: 'Female',
      duplicate: { visible: false, patientId: null },
    });
    expect(response.body).not.toMatch(/Ukryta|Pacjentka/);
    expect(response.body).not.toContain(`:${patient.id}`);
    const byAdmin = await check(admin, pesel);
    expect(byAdmin.json().duplicate).toEqual({ visible: true, patientId: patient.id });
  });

  it('answers no duplicate when no patient has the PESEL', async () => {
    const response = await check(physician, uniquePesel('2011-01-01', 'Male'));
    expect(response.json()).toMatchObject({ valid: true, duplicate: null });
  });

  it('answers every role, and 401 without a token', async () => {
    const coordinator = await signInAs(t, 'ROLE_COORDINATOR', { hospitals: [ours] });
    expect((await check(coordinator, '44051401359')).statusCode).toBe(200);
    expect((await check(undefined, '44051401359')).statusCode).toBe(401);
  });

  it('writes an audit row for every check: who checked which number, and whose it is', async () => {
    const pesel = uniquePesel('2014-04-04', 'Female');
    const patient = await addPatient(t.db, {
      hospitals: [theirs],
      pesel,
      birthDate: '2014-04-04',
      gender: 'Female',
    });
    const checker = await signInAs(t, 'ROLE_DATA_ADMINISTRATOR', { hospitals: [ours] });
    await check(checker, ` ${pesel.slice(0, 5)} ${pesel.slice(5)} `);
    await check(checker, '4405140135');
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['action', 'account_id', 'path', 'object_type', 'object_id', 'changes'])
      .where('account_id', '=', checker.account.id)
      .where('action', '=', 'pesel_check')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        action: 'pesel_check',
        account_id: checker.account.id,
        path: url,
        object_type: 'pesel',
        object_id: null,
        changes: { pesel, patientId: patient.id },
      },
      {
        action: 'pesel_check',
        account_id: checker.account.id,
        path: url,
        object_type: 'pesel',
        object_id: null,
        changes: { pesel: '4405140135', patientId: null },
      },
    ]);
  });

  it('allows 60 checks a minute per account, then answers 429 until the minute is over', async () => {
    t.clock.advance(61_000);
    const prober = await signInAs(t, 'ROLE_REPORTER_PHYSICIAN', { hospitals: [ours] });
    for (let i = 0; i < 60; i += 1) {
      expect((await check(prober, '44051401359')).statusCode).toBe(200);
    }
    const limited = await check(prober, '44051401359');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'too_many_attempts',
      message: 'Too many attempts. Try again in 1 min.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The refused check is not answered, so it is not in the trail either.
    const audited = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('account_id', '=', prober.account.id)
      .where('action', '=', 'pesel_check')
      .executeTakeFirstOrThrow();
    expect(Number(audited.count)).toBe(60);
    // Other accounts are not held up by it.
    expect((await check(physician, '44051401359')).statusCode).toBe(200);

    t.clock.advance(60_000);
    expect((await check(prober, '44051401359')).statusCode).toBe(200);
  });

  it('answers 400 to a body without a PESEL or with a very long one', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url,
      headers: physician.headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual({ pesel: ['Required field'] });
    expect((await check(physician, '1'.repeat(51))).statusCode).toBe(400);
  });
});
