import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Session, addHospital, auditCount, auditRows, signInAs } from './administration';
import { useTestApp } from './helpers';
import { addPatient, registrationForm } from './patients';

const t = useTestApp();
const area = '/api/v1/patient';
const base = `${area}/patients`;

let north: number;
let south: number;
let closed: number;
let admin: Session;
/** A reporter physician of the north hospital holding ALL and AML. */
let physician: Session;
/** A reporter physician of the south hospital only. */
let stranger: Session;
let coordinator: Session;

beforeAll(async () => {
  north = await addHospital(t.db, { name: 'Szpital Północny', shortName: 'SPN' });
  south = await addHospital(t.db, { name: 'Szpital Południowy', shortName: 'SPD' });
  closed = await addHospital(t.db, { name: 'Szpital zamknięty', active: false });
  admin = await signInAs(t, 'ROLE_CENTRAL_ADMINISTRATOR', {
    firstName: 'Adam',
    lastName: 'Centralny',
  });
  physician = await signInAs(t, 'ROLE_REPORTER_PHYSICIAN', {
    hospitals: [north],
    protocols: ['ALL', 'AML'],
    firstName: 'Piotr',
    lastName: 'Lekarski',
  });
  stranger = await signInAs(t, 'ROLE_REPORTER_PHYSICIAN', {
    hospitals: [south],
    protocols: ['ALL', 'AML', 'CML'],
  });
  coordinator = await signInAs(t, 'ROLE_COORDINATOR', { hospitals: [north], protocols: ['ALL'] });
});

function send(
  session: Session,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });
}

/** A valid create form for a girl born on 14 March 2015, in the north hospital. */
function newPatient(overrides: Record<string, unknown> = {}) {
  return registrationForm({ hospitals: [north], protocols: ['ALL'], ...overrides });
}

async function patientCount() {
  const row = await t.db
    .selectFrom('patients')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function addCategory(abbreviation: string, active = true) {
  const row = await t.db
    .insertInto('categories')
    .values({
      abbreviation,
      name_pl: `Kategoria ${abbreviation}`,
      name_en: `Category ${abbreviation}`,
      active,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('POST /api/v1/patient/patients', () => {
  it('adds a patient with hospitals and protocols, answers 201 with its id, and audits it', async () => {
    const input = newPatient({ protocols: ['ALL', 'AML'] });
    const response = await send(physician, 'POST', base, input);
    expect(response.statusCode).toBe(201);
    const { patientId } = response.json();
    expect(patientId).toEqual(expect.any(Number));

    const shown = await send(physician, 'GET', `${base}/${patientId}`);
    expect(shown.json()).toMatchObject({
      id: patientId,
      firstName: 'Zofia',
      lastName: 'Nowicka',
      pesel: input.pesel,
      // "Same as residence" copies the residence address.
      registeredStreet: 'ul. Długa 1',
      correspondenceZipCode: '30-001',
      hospitals: [{ id: north, name: 'Szpital Północny', shortName: 'SPN', active: true }],
      protocols: [
        { protocol: 'ALL', active: true },
        { protocol: 'AML', active: true },
      ],
      active: true,
    });
    const stored = await t.db
      .selectFrom('patients')
      .innerJoin('patient_hospitals', 'patient_hospitals.patient_id', 'patients.id')
      .select(['created_by', 'added_by', 'patients.search_key'])
      .where('patients.id', '=', patientId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      created_by: physician.account.id,
      added_by: physician.account.id,
      search_key: `zofia nowicka ${input.pesel}`,
    });

    const [row, ...more] = await auditRows(t.db, 'patient_create', patientId);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ account_id: physician.account.id, object_type: 'patient' });
    expect(row!.changes).toMatchObject({
      lastName: { old: null, new: 'Nowicka' },
      pesel: { old: null, new: input.pesel },
      hospitals: { old: null, new: [north] },
      protocols: { old: null, new: ['ALL', 'AML'] },
    });
  });

  it('answers 422 with the failing rule of each field, and adds nothing', async () => {
    const patients = await patientCount();
    const audited = await auditCount(t.db);
    const response = await send(physician, 'POST', base, {
      firstName: '  ',
      gender: 'Other',
      birthDate: '2015-02-30',
      nationality: 'XX',
      hospitals: [],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      message: 'The form contains errors',
      details: {
        firstName: ['Required field'],
        lastName: ['Required field'],
        gender: ['Invalid value'],
        birthDate: ['Invalid birthdate'],
        nationality: ['Invalid value'],
        pesel: ['Pesel or passport number required'],
        passportNumber: ['Pesel or passport number required'],
        hospitals: ['Required field'],
      },
    });
    expect(await patientCount()).toBe(patients);
    expect(await auditCount(t.db)).toBe(audited);
  });

  it('refuses a PESEL that does not match the birth date or the gender', async () => {
    const response = await send(
      physician,
      'POST',
      base,
      newPatient({ birthDate: '2015-03-15', gender: 'Male' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual({
      birthDate: ['Does not match the PESEL number'],
      gender: ['Does not match the PESEL number'],
    });
  });

  it('refuses a malformed PESEL, passport number and zip codes', async () => {
    const response = await send(
      physician,
      'POST',
      base,
      newPatient({
        pesel: '15231412345',
        passportNumber: 'A-1',
        residenceZipCode: '30001',
        correspondenceSameAsResidence: false,
        correspondenceZipCode: '3O-001',
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual({
      pesel: ['Invalid PESEL number'],
      passportNumber: ['Invalid passport number (letters and digits, 5 to 20 characters)'],
      residenceZipCode: ['Invalid zip code (format XX-XXX)'],
      // The registered address is marked the same as the residence one: its copy is not
      // reported again.
      correspondenceZipCode: ['Invalid zip code (format XX-XXX)'],
    });
  });

  it('accepts a passport number instead of a PESEL', async () => {
    const response = await send(
      physician,
      'POST',
      base,
      newPatient({ pesel: null, passportNumber: 'ab 123456' }),
    );
    expect(response.statusCode).toBe(201);
    const shown = await send(physician, 'GET', `${base}/${response.json().patientId}`);
    expect(shown.json()).toMatchObject({ pesel: null, passportNumber: 'AB123456' });
  });

  it('requires a date of death, not before birth, for a dead patient', async () => {
    const missing = await send(physician, 'POST', base, newPatient({ dead: true }));
    expect(missing.json().details).toEqual({ deathDate: ['Required field'] });
    const early = await send(
      physician,
      'POST',
      base,
      newPatient({ dead: true, deathDate: '2015-03-13' }),
    );
    expect(early.json().details).toEqual({
      deathDate: ['The date of death cannot be before the date of birth or in the future'],
    });
    const future = await send(
      physician,
      'POST',
      base,
      newPatient({ dead: true, deathDate: '2999-01-01' }),
    );
    expect(future.json().details).toEqual({
      deathDate: ['The date of death cannot be before the date of birth or in the future'],
    });
  });

  it('lets anyone but a central administrator name only their own hospitals', async () => {
    const foreign = await send(physician, 'POST', base, newPatient({ hospitals: [north, south] }));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().details).toEqual({ hospitals: ['Invalid value'] });
    const byAdmin = await send(admin, 'POST', base, newPatient({ hospitals: [north, south] }));
    expect(byAdmin.statusCode).toBe(201);
  });

  it('refuses an inactive or unknown hospital', async () => {
    const inactive = await send(admin, 'POST', base, newPatient({ hospitals: [closed] }));
    expect(inactive.json().details).toEqual({ hospitals: ['The hospital is inactive'] });
    const unknown = await send(admin, 'POST', base, newPatient({ hospitals: [999_999] }));
    expect(unknown.json().details).toEqual({ hospitals: ['Value not found'] });
  });

  it('accepts only protocols the caller holds, never FOLLOWUP', async () => {
    for (const protocols of [['CML'], ['FOLLOWUP'], ['NOPE']]) {
      const response = await send(physician, 'POST', base, newPatient({ protocols }));
      expect(response.statusCode, protocols[0]).toBe(422);
      expect(response.json().details).toEqual({ protocols: ['Invalid value'] });
    }
    const byAdmin = await send(admin, 'POST', base, newPatient({ protocols: ['CML'] }));
    expect(byAdmin.statusCode).toBe(201);
  });

  it('accepts an active category only', async () => {
    const active = await addCategory('CAT-A');
    const inactive = await addCategory('CAT-I', false);
    for (const categoryId of [inactive, 999_999]) {
      const response = await send(physician, 'POST', base, newPatient({ categoryId }));
      expect(response.statusCode).toBe(422);
      expect(response.json().details).toEqual({ categoryId: ['Invalid value'] });
    }
    const response = await send(physician, 'POST', base, newPatient({ categoryId: active }));
    expect(response.statusCode).toBe(201);
    const shown = await send(physician, 'GET', `${base}/${response.json().patientId}`);
    expect(shown.json()).toMatchObject({
      categoryId: active,
      category: { id: active, abbreviation: 'CAT-A', namePl: 'Kategoria CAT-A' },
    });
  });

  it('answers 409 to a PESEL another patient has, even one of another hospital', async () => {
    const existing = await addPatient(t.db, { hospitals: [south], birthDate: '2014-06-01' });
    const patients = await patientCount();
    const response = await send(
      physician,
      'POST',
      base,
      newPatient({ pesel: existing.pesel, birthDate: '2014-06-01' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'conflict',
      message: 'A patient with this PESEL number already exists',
      details: { pesel: ['A patient with this PESEL number already exists'] },
    });
    expect(await patientCount()).toBe(patients);
  });

  it('answers 409 too when another request saved the PESEL after the check', async () => {
    // A trigger plays the other request: it saves the same PESEL just before this insert.
    await sql`create function save_same_pesel_first() returns trigger language plpgsql as $$
      begin
        if new.first_name = 'Wyścig' then
          insert into patients (first_name, last_name, gender, birth_date, pesel, search_key)
          values ('Inna', new.last_name, new.gender, new.birth_date, new.pesel, '');
        end if;
        return new;
      end $$`.execute(t.db);
    await sql`create trigger save_same_pesel_first before insert on patients
      for each row execute function save_same_pesel_first()`.execute(t.db);
    try {
      const input = newPatient({ firstName: 'Wyścig' });
      const response = await send(physician, 'POST', base, input);
      expect(response.statusCode).toBe(409);
      expect(response.json().details).toEqual({
        pesel: ['A patient with this PESEL number already exists'],
      });
      const saved = await t.db
        .selectFrom('patients')
        .select('id')
        .where('pesel', '=', input.pesel)
        .execute();
      expect(saved).toEqual([]);
    } finally {
      await sql`drop trigger save_same_pesel_first on patients`.execute(t.db);
      await sql`drop function save_same_pesel_first`.execute(t.db);
    }
  });

  it('answers 403 to a role that may not add patients', async () => {
    const response = await send(coordinator, 'POST', base, newPatient());
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/v1/patient/patients/{id}', () => {
  it('answers the details: hospitals, visible protocols, favourite, flags and file metadata', async () => {
    const category = await addCategory('DET');
    const patient = await addPatient(t.db, {
      hospitals: [north, south],
      protocols: ['ALL', 'FOLLOWUP', 'XYZ'],
      inactiveProtocols: ['CML'],
      categoryId: category,
    });
    await t.db
      .insertInto('favorite_patients')
      .values({ account_id: physician.account.id, patient_id: patient.id })
      .execute();
    await t.db
      .insertInto('correction_flags')
      .values([
        {
          patient_id: patient.id,
          hospital_id: north,
          comment: 'Sprawdź datę urodzenia',
          author_id: physician.account.id,
          created_at: '2026-01-10T10:00:00Z',
          resolved: true,
          resolved_at: new Date('2026-01-11T10:00:00Z'),
          resolved_by: admin.account.id,
        },
        {
          patient_id: patient.id,
          hospital_id: south,
          comment: 'Brak zgody',
          author_id: null,
          created_at: '2026-02-10T10:00:00Z',
        },
      ])
      .execute();
    const files = await t.db
      .insertInto('patient_files')
      .values([
        {
          patient_id: patient.id,
          kind: 'rodoConsent',
          consent_date: '2026-01-05',
          name: 'zgoda.pdf',
          content_type: 'application/pdf',
          size: 5,
          sha256: 'a'.repeat(64),
          uploaded_by: physician.account.id,
        },
        {
          patient_id: patient.id,
          kind: 'attachment',
          attachment_type: 'epikryza',
          name: 'epikryza.pdf',
          content_type: 'application/pdf',
          size: 7,
          sha256: 'b'.repeat(64),
          uploaded_by: null,
        },
        {
          patient_id: patient.id,
          kind: 'attachment',
          attachment_type: 'epikryza',
          name: 'usuniety.pdf',
          content_type: 'application/pdf',
          size: 9,
          sha256: 'c'.repeat(64),
          uploaded_by: null,
          deleted_at: new Date(),
        },
      ])
      .returning('id')
      .execute();
    await t.db
      .insertInto('patient_file_contents')
      .values(files.map((file) => ({ file_id: file.id, content: new Uint8Array([37, 80]) })))
      .execute();

    const response = await send(physician, 'GET', `${base}/${patient.id}`);
    expect(response.statusCode).toBe(200);
    const details = response.json();
    expect(details).toMatchObject({
      id: patient.id,
      firstName: patient.firstName,
      birthDate: patient.birthDate,
      gender: 'Female',
      nationality: 'PL',
      categoryId: category,
      category: { id: category, abbreviation: 'DET' },
      active: true,
      dead: false,
      deathDate: null,
      deactivationReason: null,
      favorite: true,
      openFlags: 1,
    });
    expect(details.hospitals.map((hospital: { id: number }) => hospital.id).sort()).toEqual(
      [north, south].sort(),
    );
    // FOLLOWUP and unknown codes never show; CML is not the physician's.
    expect(details.protocols).toEqual([{ id: expect.any(Number), protocol: 'ALL', active: true }]);
    expect(details.correctionFlags).toEqual([
      {
        id: expect.any(Number),
        flagId: details.correctionFlags[0].id,
        comment: 'Brak zgody',
        hospitalId: south,
        hospitalName: 'Szpital Południowy',
        authorId: null,
        authorName: null,
        createdAt: '2026-02-10T10:00:00.000Z',
        resolved: false,
        resolvedAt: null,
        resolvedById: null,
        resolvedByName: null,
      },
      expect.objectContaining({
        comment: 'Sprawdź datę urodzenia',
        hospitalName: 'Szpital Północny',
        authorId: physician.account.id,
        authorName: 'Piotr Lekarski',
        resolved: true,
        resolvedAt: '2026-01-11T10:00:00.000Z',
        resolvedById: admin.account.id,
        resolvedByName: 'Adam Centralny',
      }),
    ]);
    expect(details.rodoConsents).toEqual([
      {
        id: files[0]!.id,
        fileId: files[0]!.id,
        kind: 'rodoConsent',
        type: null,
        date: '2026-01-05',
        name: 'zgoda.pdf',
        contentType: 'application/pdf',
        size: 5,
        sha256: 'a'.repeat(64),
        uploadedAt: expect.stringMatching(/Z$/),
        uploadedById: physician.account.id,
        uploadedByName: 'Piotr Lekarski',
      },
    ]);
    expect(details.attachments).toEqual([
      expect.objectContaining({ fileId: files[1]!.id, type: 'epikryza', name: 'epikryza.pdf' }),
    ]);
    expect(details.attachments[0]).not.toHaveProperty('content');

    const asAdmin = (await send(admin, 'GET', `${base}/${patient.id}`)).json();
    expect(asAdmin.favorite).toBe(false);
    expect(asAdmin.protocols.map((entry: { protocol: string }) => entry.protocol)).toEqual([
      'ALL',
      'CML',
    ]);
    expect(asAdmin.protocols[1].active).toBe(false);
  });

  it('answers 404 "Patient does not exist" to an absent patient', async () => {
    const response = await send(admin, 'GET', `${base}/999999`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'not_found',
      message: 'Patient does not exist',
    });
  });

  it('answers a user of another hospital 404 on every route of the record, and changes nothing', async () => {
    const patient = await addPatient(t.db, { hospitals: [north] });
    const audited = await auditCount(t.db);
    const routes = [
      ['GET', `${base}/${patient.id}`, undefined],
      ['PUT', `${base}/${patient.id}`, newPatient({ lastName: 'Obca' })],
      ['PATCH', `${base}/${patient.id}/activate`, undefined],
      ['PATCH', `${base}/${patient.id}/deactivate`, { reason: 'Przeniesiony' }],
      ['GET', `${base}/${patient.id}/history`, undefined],
    ] as const;
    for (const [method, url, payload] of routes) {
      const response = await send(stranger, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe('Patient does not exist');
    }
    expect(await auditCount(t.db)).toBe(audited);
  });
});

describe('PUT /api/v1/patient/patients/{id}', () => {
  it('saves the fields, keeps the search up to date, and audits the changed values', async () => {
    const created = await send(physician, 'POST', base, newPatient({ lastName: 'Przedtem' }));
    const id = created.json().patientId;
    const input = newPatient({ lastName: 'Kamińska', residenceCity: 'Tarnów' });
    const pesel = (await send(physician, 'GET', `${base}/${id}`)).json().pesel;
    const response = await send(physician, 'PUT', `${base}/${id}`, { ...input, pesel });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      lastName: 'Kamińska',
      residenceCity: 'Tarnów',
      registeredCity: 'Tarnów',
    });

    const [row, ...more] = await auditRows(t.db, 'patient_update', id);
    expect(more).toHaveLength(0);
    expect(row!.changes).toEqual({
      lastName: { old: 'Przedtem', new: 'Kamińska' },
      residenceCity: { old: 'Kraków', new: 'Tarnów' },
      registeredCity: { old: 'Kraków', new: 'Tarnów' },
      correspondenceCity: { old: 'Kraków', new: 'Tarnów' },
    });
    const found = await send(physician, 'GET', `${base}?search=kaminska`);
    expect(found.json().data.map((patient: { id: number }) => patient.id)).toContain(id);
  });

  it('answers 422 by field and 409 to a PESEL of another patient', async () => {
    const patient = await addPatient(t.db, { hospitals: [north] });
    const other = await addPatient(t.db, { hospitals: [south], birthDate: '2013-01-02' });
    const invalid = await send(physician, 'PUT', `${base}/${patient.id}`, {
      firstName: 'Ala',
      pesel: patient.pesel,
      gender: 'Female',
      birthDate: patient.birthDate,
      residenceZipCode: '1',
      registeredSameAsResidence: false,
      correspondenceSameAsResidence: false,
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().details).toEqual({
      lastName: ['Required field'],
      residenceZipCode: ['Invalid zip code (format XX-XXX)'],
    });
    const taken = await send(
      physician,
      'PUT',
      `${base}/${patient.id}`,
      newPatient({ pesel: other.pesel, birthDate: '2013-01-02' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details).toEqual({
      pesel: ['A patient with this PESEL number already exists'],
    });
    expect(await auditRows(t.db, 'patient_update', patient.id)).toHaveLength(0);
  });

  it('keeps a category deactivated since, but refuses to pick one', async () => {
    const kept = await addCategory('OLD');
    const patient = await addPatient(t.db, { hospitals: [north], categoryId: kept });
    await t.db.updateTable('categories').set({ active: false }).where('id', '=', kept).execute();
    const fields = {
      firstName: 'Ola',
      lastName: 'Stara',
      gender: 'Female',
      birthDate: patient.birthDate,
      pesel: patient.pesel,
    };
    const keeping = await send(physician, 'PUT', `${base}/${patient.id}`, {
      ...fields,
      categoryId: kept,
    });
    expect(keeping.statusCode).toBe(200);
    const other = await addCategory('OLD2', false);
    const picking = await send(physician, 'PUT', `${base}/${patient.id}`, {
      ...fields,
      categoryId: other,
    });
    expect(picking.json().details).toEqual({ categoryId: ['Invalid value'] });
  });
});

describe('activating and deactivating a patient', () => {
  it('requires a reason to deactivate, then deactivates and activates with an audit row each', async () => {
    const patient = await addPatient(t.db, { hospitals: [north] });
    const url = `${base}/${patient.id}`;
    const blank = await send(physician, 'PATCH', `${url}/deactivate`, { reason: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().details).toEqual({ reason: ['Required field'] });
    const none = await send(physician, 'PATCH', `${url}/deactivate`, {});
    expect(none.statusCode).toBe(422);

    const deactivated = await send(physician, 'PATCH', `${url}/deactivate`, {
      reason: ' Zgon ',
    });
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toMatchObject({ active: false, deactivationReason: 'Zgon' });
    const [off] = await auditRows(t.db, 'patient_deactivate', patient.id);
    expect(off!.changes).toEqual({
      active: { old: true, new: false },
      deactivationReason: { old: null, new: 'Zgon' },
    });

    const activated = await send(physician, 'PATCH', `${url}/activate`);
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ active: true, deactivationReason: null });
    expect(await auditRows(t.db, 'patient_activate', patient.id)).toHaveLength(1);
  });

  it('answers 403 to a role that may not deactivate patients', async () => {
    const patient = await addPatient(t.db, { hospitals: [north] });
    const response = await send(coordinator, 'PATCH', `${base}/${patient.id}/deactivate`, {
      reason: 'Nie',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/v1/patient/patients', () => {
  /** The last names a session lists, with a query. */
  async function lastNames(session: Session, query: string) {
    const response = await send(session, 'GET', `${base}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.map((patient: { lastName: string }) => patient.lastName);
  }

  it('finds patients by surname without accents, by PESEL prefix and by several words', async () => {
    const hospital = await addHospital(t.db);
    const zolkiewska = await addPatient(t.db, {
      hospitals: [hospital],
      firstName: 'Łucja',
      lastName: 'Żółkiewska',
      birthDate: '2011-11-11',
    });
    await addPatient(t.db, { hospitals: [hospital], lastName: 'Zalewska' });
    const passport = await addPatient(t.db, {
      hospitals: [hospital],
      lastName: 'Smith',
      pesel: null,
      passportNumber: 'XK4471002',
    });
    const within = `filters[hospital]=${hospital}`;
    expect(await lastNames(admin, `${within}&search=zolkiewska`)).toEqual(['Żółkiewska']);
    expect(await lastNames(admin, `${within}&search=ŻÓŁKIEW`)).toEqual(['Żółkiewska']);
    expect(await lastNames(admin, `${within}&search=zolkiewska lucja`)).toEqual(['Żółkiewska']);
    expect(await lastNames(admin, `${within}&search=${zolkiewska.pesel!.slice(0, 6)}`)).toEqual([
      'Żółkiewska',
    ]);
    expect(await lastNames(admin, `${within}&search=xk4471`)).toEqual([passport.lastName]);
    expect(await lastNames(admin, `${within}&search=nobody`)).toEqual([]);
  });

  it('answers list rows with category, hospitals, visible protocols, favourite and open flags', async () => {
    const hospital = await addHospital(t.db, { name: 'Szpital listy', shortName: 'SL' });
    const reader = await signInAs(t, 'ROLE_COORDINATOR', {
      hospitals: [hospital],
      protocols: ['ALL'],
    });
    const patient = await addPatient(t.db, {
      hospitals: [hospital],
      lastName: 'Wierszowa',
      protocols: ['ALL', 'AML', 'FOLLOWUP'],
    });
    await t.db
      .insertInto('correction_flags')
      .values({ patient_id: patient.id, hospital_id: hospital, comment: 'Popraw' })
      .execute();
    await t.db
      .insertInto('favorite_patients')
      .values({ account_id: reader.account.id, patient_id: patient.id })
      .execute();
    const response = await send(reader, 'GET', base);
    expect(response.json()).toEqual({
      data: [
        {
          id: patient.id,
          firstName: patient.firstName,
          lastName: 'Wierszowa',
          gender: 'Female',
          birthDate: patient.birthDate,
          pesel: patient.pesel,
          passportNumber: null,
          category: null,
          hospitals: [{ id: hospital, name: 'Szpital listy', shortName: 'SL', active: true }],
          protocols: [{ id: expect.any(Number), protocol: 'ALL', active: true }],
          active: true,
          dead: false,
          favorite: true,
          openFlags: 1,
          createdAt: expect.stringMatching(/Z$/),
          updatedAt: expect.stringMatching(/Z$/),
        },
      ],
      totalItems: 1,
      totalPages: 1,
      page: 1,
      itemsPerPage: 25,
    });
    const asAdmin = await send(admin, 'GET', `${base}?filters[hospital]=${hospital}`);
    expect(
      asAdmin.json().data[0].protocols.map((entry: { protocol: string }) => entry.protocol),
    ).toEqual(['ALL', 'AML']);
    // The page's instants, written by the database, read as the details' (written by the API),
    // to the millisecond and not rounded up.
    await sql`update patients set created_at = '2026-03-04 05:06:07.8989+01',
      updated_at = '2026-03-04 23:59:59.9999+00' where id = ${patient.id}`.execute(t.db);
    const row = (await send(reader, 'GET', base)).json().data[0];
    const details = (await send(reader, 'GET', `${base}/${patient.id}`)).json();
    expect([row.createdAt, row.updatedAt]).toEqual([
      '2026-03-04T04:06:07.898Z',
      '2026-03-04T23:59:59.999Z',
    ]);
    expect([details.createdAt, details.updatedAt]).toEqual([row.createdAt, row.updatedAt]);

    // A category, whole, on every way a page is read: walked, a search's matches, gathered.
    const category = await addCategory('WRS');
    await t.db
      .updateTable('patients')
      .set({ category_id: category })
      .where('id', '=', patient.id)
      .execute();
    const shown = {
      id: category,
      abbreviation: 'WRS',
      namePl: 'Kategoria WRS',
      nameEn: 'Category WRS',
    };
    for (const query of ['', '?search=wierszowa', '?filters[active]=true&sorts[pesel]=asc']) {
      const [found] = (await send(reader, 'GET', `${base}${query}`)).json().data;
      expect([query, found.category]).toEqual([query, shown]);
    }
    expect((await send(reader, 'GET', `${base}/${patient.id}`)).json().category).toEqual(shown);
  });

  it('filters by hospital, category, protocol, active, favourite, open flags and birth year', async () => {
    const first = await addHospital(t.db);
    const second = await addHospital(t.db);
    const category = await addCategory('FLT');
    const reader = await signInAs(t, 'ROLE_DATA_ADMINISTRATOR', {
      hospitals: [first, second],
      protocols: ['ALL'],
    });
    const anna = await addPatient(t.db, {
      hospitals: [first],
      lastName: 'Anna-F',
      birthDate: '2010-01-01',
      protocols: ['ALL'],
      categoryId: category,
    });
    await addPatient(t.db, {
      hospitals: [second],
      lastName: 'Beata-F',
      birthDate: '2010-12-31',
      protocols: ['AML'],
      active: false,
    });
    const celina = await addPatient(t.db, {
      hospitals: [first, second],
      lastName: 'Celina-F',
      birthDate: '2011-01-01',
    });
    await t.db
      .insertInto('favorite_patients')
      .values({ account_id: reader.account.id, patient_id: celina.id })
      .execute();
    await t.db
      .insertInto('correction_flags')
      .values([
        { patient_id: anna.id, hospital_id: first, comment: 'Otwarta' },
        { patient_id: celina.id, hospital_id: first, comment: 'Zamknięta', resolved: true },
      ])
      .execute();

    const all = 'search=-f';
    expect(await lastNames(reader, all)).toEqual(['Anna-F', 'Beata-F', 'Celina-F']);
    expect(await lastNames(reader, `${all}&filters[hospital]=${first}`)).toEqual([
      'Anna-F',
      'Celina-F',
    ]);
    expect(
      await lastNames(reader, `${all}&filters[hospital][]=${first}&filters[hospital][]=${second}`),
    ).toEqual(['Anna-F', 'Beata-F', 'Celina-F']);
    expect(await lastNames(reader, `${all}&filters[category][]=${category}`)).toEqual(['Anna-F']);
    expect(await lastNames(reader, `${all}&filters[protocol][]=ALL`)).toEqual(['Anna-F']);
    // AML is not the reader's protocol: filtering by it finds nothing, not Beata.
    expect(await lastNames(reader, `${all}&filters[protocol][]=AML`)).toEqual([]);
    expect(await lastNames(admin, `${all}&filters[protocol][]=AML`)).toEqual(['Beata-F']);
    expect(await lastNames(reader, `${all}&filters[active]=false`)).toEqual(['Beata-F']);
    expect(await lastNames(reader, `${all}&filters[favorite]=true`)).toEqual(['Celina-F']);
    expect(await lastNames(reader, `${all}&filters[favorite]=false`)).toEqual([
      'Anna-F',
      'Beata-F',
    ]);
    expect(await lastNames(reader, `${all}&filters[hasOpenFlags]=true`)).toEqual(['Anna-F']);
    expect(await lastNames(reader, `${all}&filters[hasOpenFlags]=false`)).toEqual([
      'Beata-F',
      'Celina-F',
    ]);
    expect(await lastNames(reader, `${all}&filters[birthYear]=2010`)).toEqual([
      'Anna-F',
      'Beata-F',
    ]);
  });

  it('takes the years at the calendar’s ends without a server error', async () => {
    for (const query of [
      'filters[birthYear]=0001',
      'filters[birthYear]=9999',
      'filters[registeredYear]=0001',
      'filters[registeredYear]=0099',
      'filters[registeredYear]=9999',
    ]) {
      const response = await send(admin, 'GET', `${base}?${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(response.json().totalItems, query).toBe(0);
    }
  });

  it('answers 400 naming a malformed or unknown filter', async () => {
    for (const [query, field] of [
      ['filters[birthYear]=twenty', 'birthYear'],
      // There is no year 0: a 400, never the database's error as a 500.
      ['filters[birthYear]=0000', 'birthYear'],
      ['filters[registeredYear]=0000', 'registeredYear'],
      ['filters[hospital][]=x', 'hospital'],
      ['filters[protocol][]=FOLLOWUP', 'protocol'],
      ['filters[favorite]=maybe', 'favorite'],
      ['filters[city]=Opole', 'city'],
      ['sorts[gender]=asc', 'gender'],
    ]) {
      const response = await send(admin, 'GET', `${base}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().details)).toEqual([field]);
    }
  });

  it('sorts by last name ignoring accents, then by the requested field and direction', async () => {
    const hospital = await addHospital(t.db);
    const at = (lastName: string, birthDate: string) =>
      addPatient(t.db, { hospitals: [hospital], lastName, birthDate });
    await at('Mazur', '2012-05-01');
    await at('Łukasik', '2016-05-01');
    await at('Lis', '2014-05-01');
    const within = `filters[hospital]=${hospital}`;
    // "Łukasik" sorts as "lukasik", between Lis and Mazur, not after Z.
    expect(await lastNames(admin, within)).toEqual(['Lis', 'Łukasik', 'Mazur']);
    expect(await lastNames(admin, `${within}&sorts[lastName]=desc`)).toEqual([
      'Mazur',
      'Łukasik',
      'Lis',
    ]);
    expect(await lastNames(admin, `${within}&sorts[birthDate]=desc`)).toEqual([
      'Łukasik',
      'Lis',
      'Mazur',
    ]);
    expect(await lastNames(admin, `${within}&sorts[pesel]=asc`)).toEqual([
      'Mazur',
      'Lis',
      'Łukasik',
    ]);
  });

  it('pages with the total count', async () => {
    const hospital = await addHospital(t.db);
    for (const lastName of ['Pa', 'Pb', 'Pc', 'Pd', 'Pe']) {
      await addPatient(t.db, { hospitals: [hospital], lastName });
    }
    const page = async (query: string) =>
      (await send(admin, 'GET', `${base}?filters[hospital]=${hospital}&${query}`)).json();
    expect(await page('itemsPerPage=2')).toMatchObject({
      totalItems: 5,
      totalPages: 3,
      page: 1,
      itemsPerPage: 2,
    });
    expect(
      (await page('itemsPerPage=2&page=3')).data.map((p: { lastName: string }) => p.lastName),
    ).toEqual(['Pe']);
    expect(
      (await page('itemsPerPage=2&page=2')).data.map((p: { lastName: string }) => p.lastName),
    ).toEqual(['Pc', 'Pd']);
  });

  it('shows anyone only the patients of their own hospitals, and no role a 403', async () => {
    const mine = await addHospital(t.db);
    const theirs = await addHospital(t.db);
    await addPatient(t.db, { hospitals: [mine], lastName: 'Scope-Mine' });
    await addPatient(t.db, { hospitals: [mine, theirs], lastName: 'Scope-Both' });
    await addPatient(t.db, { hospitals: [theirs], lastName: 'Scope-Theirs' });
    const outsider = await signInAs(t, 'ROLE_REPORTER_PHYSICIAN', { hospitals: [south] });
    const nowhere = await signInAs(t, 'ROLE_COORDINATOR');
    const local = await signInAs(t, 'ROLE_COORDINATOR', { hospitals: [mine] });
    expect(await lastNames(outsider, 'search=scope-')).toEqual([]);
    expect(await lastNames(nowhere, 'search=scope-')).toEqual([]);
    expect(await lastNames(local, 'search=scope-')).toEqual(['Scope-Both', 'Scope-Mine']);
    // Filtering by a hospital the user does not hold shows only patients shared with theirs.
    expect(await lastNames(local, `search=scope-&filters[hospital]=${theirs}`)).toEqual([
      'Scope-Both',
    ]);
    expect(await lastNames(admin, 'search=scope-')).toEqual([
      'Scope-Both',
      'Scope-Mine',
      'Scope-Theirs',
    ]);
  });
});

describe('GET /api/v1/patient/patients/{id}/history', () => {
  it('answers the patient’s audit rows, newest first, with who did what', async () => {
    const created = await send(admin, 'POST', base, newPatient({ lastName: 'Historyczna' }));
    const id = created.json().patientId;
    t.clock.advance(60_000);
    await send(admin, 'PATCH', `${base}/${id}/deactivate`, { reason: 'Pomyłka' });
    t.clock.advance(60_000);
    await send(admin, 'PATCH', `${base}/${id}/activate`);

    const response = await send(physician, 'GET', `${base}/${id}/history?itemsPerPage=2`);
    expect(response.statusCode).toBe(200);
    const history = response.json();
    expect(history).toMatchObject({ totalItems: 3, totalPages: 2, page: 1, itemsPerPage: 2 });
    expect(history.data.map((entry: { action: string }) => entry.action)).toEqual([
      'patient_activate',
      'patient_deactivate',
    ]);
    expect(history.data[1]).toMatchObject({
      accountId: admin.account.id,
      accountName: 'Adam Centralny',
      objectType: 'patient',
      objectId: String(id),
      path: `${base}/${id}/deactivate`,
      changes: { deactivationReason: { old: null, new: 'Pomyłka' } },
    });
    const last = await send(physician, 'GET', `${base}/${id}/history?itemsPerPage=2&page=2`);
    expect(last.json().data.map((entry: { action: string }) => entry.action)).toEqual([
      'patient_create',
    ]);
  });

  it('leaves out rows about protocols the caller does not hold', async () => {
    const created = await send(admin, 'POST', base, newPatient({ protocols: ['ALL', 'CML'] }));
    const id = created.json().patientId;
    const row = (action: string, changes: object) => ({
      at: t.clock.now(),
      account_id: admin.account.id,
      action,
      path: `${base}/${id}/protocols`,
      object_type: 'patient',
      object_id: String(id),
      changes: JSON.stringify(changes),
      correlation_id: null,
    });
    t.clock.advance(1000);
    await t.db
      .insertInto('audit_log')
      .values([
        row('patient_protocol_add', { protocol: { old: null, new: 'AML' } }),
        row('patient_protocol_add', { protocol: { old: null, new: 'CML' } }),
        row('patient_protocol_deactivate', { protocol: 'CML', active: { old: true, new: false } }),
      ])
      .execute();

    const actions = async (session: Session) =>
      (await send(session, 'GET', `${base}/${id}/history`))
        .json()
        .data.map((entry: { action: string; changes: Record<string, unknown> }) => entry);
    const seen = await actions(physician);
    expect(seen.map((entry: { action: string }) => entry.action)).toEqual([
      'patient_protocol_add',
      'patient_create',
    ]);
    expect(seen[0].changes).toEqual({ protocol: { old: null, new: 'AML' } });
    // The creation names only the protocols the physician holds.
    expect(seen[1].changes.protocols).toEqual({ old: null, new: ['ALL'] });
    const all = await actions(admin);
    expect(all).toHaveLength(4);
    expect(all[3].changes.protocols).toEqual({ old: null, new: ['ALL', 'CML'] });
  });
});

describe('GET /api/v1/patient/categories', () => {
  it('answers the active categories by abbreviation to any role', async () => {
    const zeta = await addCategory('ZZ-PICK');
    const alpha = await addCategory('AA-PICK');
    const hidden = await addCategory('MM-PICK', false);
    const response = await send(coordinator, 'GET', `${area}/categories`);
    expect(response.statusCode).toBe(200);
    const categories: { id: number; abbreviation: string }[] = response.json().data;
    const ids = categories.map((category) => category.id);
    expect(ids).not.toContain(hidden);
    expect(ids.indexOf(alpha)).toBeLessThan(ids.indexOf(zeta));
    expect(categories.find((category) => category.id === alpha)).toEqual({
      id: alpha,
      abbreviation: 'AA-PICK',
      namePl: 'Kategoria AA-PICK',
      nameEn: 'Category AA-PICK',
    });
  });
});

describe('the OpenAPI document', () => {
  it('describes the patient routes with each answer they may give', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json().paths as Record<
      string,
      Record<string, { responses: Record<string, unknown> }>
    >;
    const statuses = (path: string, method: string) =>
      Object.keys(paths[path]?.[method]?.responses ?? {}).sort();
    const read = ['200', '400', '401', '403', '404', '500'];
    expect(statuses(base, 'get')).toEqual(['200', '400', '401', '403', '500']);
    expect(statuses(base, 'post')).toEqual(['201', '400', '401', '403', '409', '422', '500']);
    expect(statuses(`${base}/{id}`, 'get')).toEqual(read);
    expect(statuses(`${base}/{id}`, 'put')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '422',
      '500',
    ]);
    expect(statuses(`${base}/{id}/activate`, 'patch')).toEqual(read);
    expect(statuses(`${base}/{id}/deactivate`, 'patch')).toEqual([...read, '422'].sort());
    expect(statuses(`${base}/{id}/history`, 'get')).toEqual(read);
    expect(statuses(`${area}/pesel/details`, 'post')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '429',
      '500',
    ]);
    expect(statuses(`${area}/categories`, 'get')).toEqual(['200', '400', '401', '403', '500']);
  });
});
