/**
 * A passport number belongs to one patient per issuing country (the patient's nationality), as a
 * PESEL belongs to one patient: a second patient with it is refused with a 409 on the passport
 * field (on create and on edit, against any hospital's patient, however the number is typed),
 * the database's unique index refuses what gets past the check, and the patient form's check
 * (POST /patient/passport/details) tells whether a patient holds a number, as the PESEL check
 * does: linked when the caller may open that patient, only said to exist otherwise, audited.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Session, addHospital, auditCount, auditRows, signInAs } from './administration';
import { useTestApp } from './helpers';
import { addPatient } from './patients';

const t = useTestApp();
const base = '/api/v1/patient/patients';
const detailsUrl = '/api/v1/patient/passport/details';

let ours: number;
let theirs: number;
let admin: Session;
let physician: Session;
let passports = 0;

/** A passport number no other test has used. */
const newPassport = () => `UA${String((passports += 1)).padStart(7, '0')}`;

beforeAll(async () => {
  ours = await addHospital(t.db);
  theirs = await addHospital(t.db);
  admin = await signInAs(t, 'ROLE_CENTRAL_ADMINISTRATOR');
  physician = await signInAs(t, 'ROLE_REPORTER_PHYSICIAN', {
    hospitals: [ours],
    protocols: ['ALL'],
  });
});

/** A patient of `hospital` with this passport number and nationality, written directly. */
async function foreignPatient(passportNumber: string, nationality: string | null, hospital = ours) {
  const patient = await addPatient(t.db, { hospitals: [hospital], pesel: null, passportNumber });
  await t.db.updateTable('patients').set({ nationality }).where('id', '=', patient.id).execute();
  return patient;
}

/** A valid create form of a Ukrainian girl known by her passport. */
function newPatient(passportNumber: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Olena',
    lastName: 'Kovalenko',
    gender: 'Female',
    birthDate: '2016-02-10',
    nationality: 'UA',
    pesel: null,
    passportNumber,
    registeredSameAsResidence: true,
    correspondenceSameAsResidence: true,
    hospitals: [ours],
    protocols: ['ALL'],
    ...overrides,
  };
}

function send(session: Session, method: 'POST' | 'PUT', url: string, payload: object) {
  return t.app.inject({ method, url, headers: session.headers, payload });
}

async function holders(passportNumber: string) {
  return t.db
    .selectFrom('patients')
    .select(['id', 'nationality'])
    .where('passport_number', '=', passportNumber)
    .orderBy('id')
    .execute();
}

const TAKEN = 'A patient with this passport number, issued by the same country, already exists';

describe('a second patient with a passport number of the same country', () => {
  it('is refused on create with a 409 on the passport field, even of another hospital', async () => {
    const passport = newPassport();
    const existing = await foreignPatient(passport, 'UA', theirs);
    const audited = await auditCount(t.db);

    const response = await send(physician, 'POST', base, newPatient(passport));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'conflict',
      message: TAKEN,
      details: { passportNumber: [TAKEN] },
    });
    expect(await holders(passport)).toEqual([{ id: existing.id, nationality: 'UA' }]);
    expect(await auditCount(t.db)).toBe(audited);
  });

  it('is recognised however the number is typed, and refused in Polish by default', async () => {
    const passport = newPassport();
    await foreignPatient(passport, 'UA');
    const typed = ` ${passport.slice(0, 2).toLowerCase()} ${passport.slice(2)} `;
    const { 'accept-language': _english, ...polish } = physician.headers;
    const response = await t.app.inject({
      method: 'POST',
      url: base,
      headers: polish,
      payload: newPatient(typed),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().details).toEqual({
      passportNumber: ['Pacjent z tym numerem paszportu wydanego w tym kraju już istnieje'],
    });
  });

  it('is no duplicate when the passport is of another country', async () => {
    const passport = newPassport();
    await foreignPatient(passport, 'BY');
    const response = await send(physician, 'POST', base, newPatient(passport));
    expect(response.statusCode, response.body).toBe(201);
    expect((await holders(passport)).map((row) => row.nationality)).toEqual(['BY', 'UA']);
  });

  it('counts passports of unknown nationality as one country', async () => {
    const passport = newPassport();
    await foreignPatient(passport, null);
    const taken = await send(physician, 'POST', base, newPatient(passport, { nationality: null }));
    expect(taken.statusCode).toBe(409);
    const known = await send(physician, 'POST', base, newPatient(passport));
    expect(known.statusCode).toBe(201);
  });

  it('is refused on edit, while a patient keeps their own number', async () => {
    const passport = newPassport();
    const other = await foreignPatient(passport, 'UA', theirs);
    const own = newPassport();
    const patient = await foreignPatient(own, 'UA');
    const { hospitals: _h, protocols: _p, ...fields } = newPatient(own);

    const kept = await send(physician, 'PUT', `${base}/${patient.id}`, {
      ...fields,
      firstName: 'Oksana',
    });
    expect(kept.statusCode, kept.body).toBe(200);

    const taken = await send(physician, 'PUT', `${base}/${patient.id}`, {
      ...fields,
      passportNumber: passport,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details).toEqual({ passportNumber: [TAKEN] });
    expect(await holders(passport)).toEqual([{ id: other.id, nationality: 'UA' }]);
    expect(await auditRows(t.db, 'patient_update', patient.id)).toHaveLength(1);

    // Changing the nationality to the other holder's country makes the same conflict.
    await foreignPatient(own, 'MD', theirs);
    const moved = await send(physician, 'PUT', `${base}/${patient.id}`, {
      ...fields,
      nationality: 'MD',
    });
    expect(moved.statusCode).toBe(409);
  });

  it('is refused with a 409, not a 500, when another request saved it after the check', async () => {
    // A trigger plays the other request: it saves the same passport just before this insert.
    await sql`create function save_same_passport_first() returns trigger language plpgsql as $$
      begin
        if new.first_name = 'Wyścig' then
          insert into patients (first_name, last_name, gender, birth_date, nationality,
            passport_number, search_key)
          values ('Inna', new.last_name, new.gender, new.birth_date, new.nationality,
            new.passport_number, '');
        end if;
        return new;
      end $$`.execute(t.db);
    await sql`create trigger save_same_passport_first before insert on patients
      for each row execute function save_same_passport_first()`.execute(t.db);
    try {
      const passport = newPassport();
      const response = await send(
        physician,
        'POST',
        base,
        newPatient(passport, { firstName: 'Wyścig' }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().details).toEqual({ passportNumber: [TAKEN] });
      expect((await holders(passport)).length).toBe(0);
    } finally {
      await sql`drop trigger save_same_passport_first on patients`.execute(t.db);
      await sql`drop function save_same_passport_first`.execute(t.db);
    }
  });

  it('is refused by the database itself', async () => {
    const passport = newPassport();
    await foreignPatient(passport, 'UA');
    await expect(foreignPatient(passport, 'UA')).rejects.toMatchObject({
      code: '23505',
      constraint: 'patients_passport_key',
    });
  });
});

describe('POST /api/v1/patient/passport/details', () => {
  async function check(session: Session | undefined, payload: object) {
    return t.app.inject({
      method: 'POST',
      url: detailsUrl,
      headers: session?.headers ?? { 'accept-language': 'en' },
      payload,
    });
  }

  it('links a patient with this passport whom the caller may open', async () => {
    const passport = newPassport();
    const patient = await foreignPatient(passport, 'UA');
    const response = await check(physician, {
      passportNumber: passport.toLowerCase(),
      nationality: 'ua',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      passportNumber: passport,
      nationality: 'UA',
      valid: true,
      duplicate: { visible: true, patientId: patient.id },
    });
  });

  it('says only that a patient of another hospital exists, and nothing of another country', async () => {
    const passport = newPassport();
    const patient = await foreignPatient(passport, 'UA', theirs);
    const hidden = await check(physician, { passportNumber: passport, nationality: 'UA' });
    expect(hidden.json().duplicate).toEqual({ visible: false, patientId: null });
    expect(hidden.body).not.toContain(`:${patient.id}`);
    const byAdmin = await check(admin, { passportNumber: passport, nationality: 'UA' });
    expect(byAdmin.json().duplicate).toEqual({ visible: true, patientId: patient.id });
    const elsewhere = await check(physician, { passportNumber: passport, nationality: 'BY' });
    expect(elsewhere.json().duplicate).toBeNull();
    const unknown = await check(physician, { passportNumber: passport });
    expect(unknown.json()).toMatchObject({ nationality: null, duplicate: null });
  });

  it('answers a malformed number as not valid, looked up for nobody', async () => {
    const response = await check(physician, { passportNumber: 'AB-1', nationality: 'UA' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      passportNumber: 'AB-1',
      nationality: 'UA',
      valid: false,
      duplicate: null,
    });
  });

  it('answers 400 to a body that is not a check, and 401 without a token', async () => {
    expect((await check(physician, { nationality: 'UA' })).statusCode).toBe(400);
    expect((await check(physician, { passportNumber: { number: 'AB1234567' } })).statusCode).toBe(
      400,
    );
    expect((await check(physician, { passportNumber: 'x'.repeat(51) })).statusCode).toBe(400);
    expect((await check(undefined, { passportNumber: 'AB1234567' })).statusCode).toBe(401);
  });

  it('writes an audit row for every check: who checked which number, and whose it is', async () => {
    const passport = newPassport();
    const patient = await foreignPatient(passport, 'UA', theirs);
    const checker = await signInAs(t, 'ROLE_DATA_ADMINISTRATOR', { hospitals: [ours] });
    await check(checker, { passportNumber: passport, nationality: 'UA' });
    const rows = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'passport_check')
      .where('account_id', '=', checker.account.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.object_type).toBe('passport');
    expect(rows[0]!.changes).toEqual({
      passportNumber: passport,
      nationality: 'UA',
      patientId: patient.id,
    });
  });
});
