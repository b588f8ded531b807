import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  OTHER_ROLES,
  type Session,
  addHospital,
  auditCount,
  auditRows,
  documentedOperations,
  requester,
  signInAs,
} from './administration';
import { useTestApp } from './helpers';

const t = useTestApp();
const base = '/api/v1/hospital/hospitals';

let admin: Session;
const others = {} as Record<(typeof OTHER_ROLES)[number], Session>;

beforeAll(async () => {
  admin = await signInAs(t, 'ROLE_CENTRAL_ADMINISTRATOR');
  for (const role of OTHER_ROLES) others[role] = await signInAs(t, role);
});

const request = requester(t);

const VALID = { name: 'Szpital Kliniczny', shortName: 'SK', zipCode: '00-950', city: 'Warszawa' };

describe('access to the hospital routes', () => {
  const routes = (id: number) =>
    [
      ['GET', base, undefined],
      ['POST', base, VALID],
      ['GET', `${base}/${id}`, undefined],
      ['PUT', `${base}/${id}`, VALID],
      ['PATCH', `${base}/${id}/activate`, undefined],
      ['PATCH', `${base}/${id}/deactivate`, { reason: 'Closed' }],
    ] as const;

  it('answers 401 to a request without a valid token, on every route', async () => {
    const id = await addHospital(t.db);
    for (const [method, url, payload] of [
      ...routes(id),
      ['POST', `${base}/for-select`, { hospitals: null }] as const,
    ]) {
      const response = await request(undefined, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 403 to every role but central administrator, and changes nothing', async () => {
    const id = await addHospital(t.db, { name: 'Untouched' });
    const audited = await auditCount(t.db);
    for (const role of OTHER_ROLES) {
      for (const [method, url, payload] of routes(id)) {
        const response = await request(others[role], method, url, payload);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(response.json().message).toBe('Missing permissions');
      }
    }
    const row = await t.db
      .selectFrom('hospitals')
      .select(['name', 'active'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Untouched', active: true });
    expect(await auditCount(t.db)).toBe(audited);
  });
});

describe('POST /api/v1/hospital/hospitals', () => {
  it('adds a hospital with trimmed values, answers 201 with its id, and audits it', async () => {
    const response = await request(admin, 'POST', base, {
      name: '  Uniwersytecki Szpital Dziecięcy ',
      shortName: 'USD',
      address: 'ul. Wielicka 265',
      zipCode: '30-663',
      city: 'Kraków',
    });
    expect(response.statusCode).toBe(201);
    const { hospitalId } = response.json();
    expect(hospitalId).toEqual(expect.any(Number));

    const shown = await request(admin, 'GET', `${base}/${hospitalId}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      id: hospitalId,
      hospitalId,
      name: 'Uniwersytecki Szpital Dziecięcy',
      shortName: 'USD',
      address: 'ul. Wielicka 265',
      zipCode: '30-663',
      city: 'Kraków',
      active: true,
      deactivationReason: null,
    });

    const [row, ...more] = await auditRows(t.db, 'hospital_create', hospitalId);
    expect(more).toHaveLength(0);
    expect(row!.account_id).toBe(admin.account.id);
    expect(row!.object_type).toBe('hospital');
    expect(row!.changes).toMatchObject({
      name: { old: null, new: 'Uniwersytecki Szpital Dziecięcy' },
      zipCode: { old: null, new: '30-663' },
    });
  });

  it('answers 422 with the failing rule of each field, and adds nothing', async () => {
    const hospitals = await t.db
      .selectFrom('hospitals')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const audited = await auditCount(t.db);
    const response = await request(admin, 'POST', base, {
      shortName: '   ',
      zipCode: '00950',
      city: 'x'.repeat(201),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      message: 'The form contains errors',
      details: {
        name: ['Required field'],
        shortName: ['Required field'],
        zipCode: ['Invalid zip code (format XX-XXX)'],
        city: ['Field must be max 200 characters'],
      },
    });
    const after = await t.db
      .selectFrom('hospitals')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(after.count).toBe(hospitals.count);
    expect(await auditCount(t.db)).toBe(audited);
  });

  it('limits the short name to 50 characters', async () => {
    const response = await request(admin, 'POST', base, { name: 'A', shortName: 'S'.repeat(51) });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual({ shortName: ['Field must be max 50 characters'] });
  });
});

describe('GET /api/v1/hospital/hospitals', () => {
  it('pages by 10 by default and tells the number of pages', async () => {
    for (let index = 1; index <= 12; index += 1) {
      await addHospital(t.db, { name: `Pager ${String(index).padStart(2, '0')}` });
    }
    const first = await request(admin, 'GET', `${base}?search=pager`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      totalItems: 12,
      totalPages: 2,
      page: 1,
      itemsPerPage: 10,
    });
    expect(first.json().data.map((h: { name: string }) => h.name)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Pager ${String(index + 1).padStart(2, '0')}`),
    );
    const second = await request(admin, 'GET', `${base}?search=pager&page=2`);
    expect(second.json().data.map((h: { name: string }) => h.name)).toEqual([
      'Pager 11',
      'Pager 12',
    ]);
    const larger = await request(admin, 'GET', `${base}?search=pager&itemsPerPage=25`);
    expect(larger.json()).toMatchObject({ totalPages: 1, itemsPerPage: 25 });
    expect(larger.json().data).toHaveLength(12);
  });

  it('sorts by the requested field and direction', async () => {
    await addHospital(t.db, { name: 'Sorter B', shortName: 'Z1', city: 'Alwernia' });
    await addHospital(t.db, { name: 'Sorter A', shortName: 'Y2', city: 'Zakopane' });
    await addHospital(t.db, { name: 'Sorter C', shortName: 'X3', city: 'Łomża' });
    const names = async (query: string) =>
      (await request(admin, 'GET', `${base}?search=sorter&${query}`))
        .json()
        .data.map((h: { name: string }) => h.name);
    expect(await names('')).toEqual(['Sorter A', 'Sorter B', 'Sorter C']);
    expect(await names('sorts[name]=desc')).toEqual(['Sorter C', 'Sorter B', 'Sorter A']);
    expect(await names('sorts[shortName]=asc')).toEqual(['Sorter C', 'Sorter A', 'Sorter B']);
    // Accents do not push "Łomża" past the Z: it sorts as "lomza".
    expect(await names('sorts[city]=asc')).toEqual(['Sorter B', 'Sorter C', 'Sorter A']);
  });

  it('filters by active state and by city', async () => {
    await addHospital(t.db, { name: 'Filter open', city: 'Opole' });
    await addHospital(t.db, { name: 'Filter closed', city: 'Opole', active: false });
    await addHospital(t.db, { name: 'Filter elsewhere', city: 'Gniezno' });
    const names = async (query: string) =>
      (await request(admin, 'GET', `${base}?search=filter&${query}`))
        .json()
        .data.map((h: { name: string }) => h.name);
    expect(await names('filters[active]=false')).toEqual(['Filter closed']);
    expect(await names('filters[active]=true&filters[city]=opole')).toEqual(['Filter open']);
    expect(await names('filters[city][]=Opole&filters[city][]=Gniezno')).toEqual([
      'Filter closed',
      'Filter elsewhere',
      'Filter open',
    ]);
  });

  it('searches name, short name, city and address without regard to case or accents', async () => {
    const lodz = await addHospital(t.db, { name: 'Centrum Zdrowia Matki Polki', city: 'Łódź' });
    const gdansk = await addHospital(t.db, { name: 'Szpital Świętego Wojciecha', city: 'Gdańsk' });
    const ids = async (search: string) =>
      (await request(admin, 'GET', `${base}?itemsPerPage=100&search=${encodeURIComponent(search)}`))
        .json()
        .data.map((h: { id: number }) => h.id);
    expect(await ids('lodz')).toContain(lodz);
    expect(await ids('ŁÓDŹ')).toContain(lodz);
    expect(await ids('lodz')).not.toContain(gdansk);
    expect(await ids('swietego')).toEqual([gdansk]);
    expect(await ids('GDANSK')).toContain(gdansk);
    // A wildcard in the text is matched literally.
    expect(await ids('%')).toEqual([]);
  });

  it('answers 400 naming an unknown filter or sort, or a malformed filter value', async () => {
    const filter = await request(admin, 'GET', `${base}?filters[password]=x`);
    expect(filter.statusCode).toBe(400);
    expect(filter.json().details).toEqual({ password: ['Unknown field'] });
    const sort = await request(admin, 'GET', `${base}?sorts[address]=asc`);
    expect(sort.statusCode).toBe(400);
    expect(sort.json().details).toEqual({ address: ['Unknown field'] });
    const active = await request(admin, 'GET', `${base}?filters[active]=maybe`);
    expect(active.statusCode).toBe(400);
    expect(active.json().details).toEqual({ active: ['Invalid value'] });
  });
});

describe('GET /api/v1/hospital/hospitals/{id}', () => {
  it('answers 404 for a hospital that does not exist', async () => {
    const response = await request(admin, 'GET', `${base}/999999`);
    expect(response.statusCode).toBe(404);
  });
});

describe('PUT /api/v1/hospital/hospitals/{id}', () => {
  it('updates the hospital and audits old and new values', async () => {
    const id = await addHospital(t.db, { name: 'Before', city: 'Kraków' });
    const response = await request(admin, 'PUT', `${base}/${id}`, {
      name: 'After',
      shortName: 'AF',
      zipCode: '31-000',
      city: 'Kraków',
      address: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      name: 'After',
      shortName: 'AF',
      zipCode: '31-000',
    });
    const rows = await auditRows(t.db, 'hospital_update', id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.changes).toEqual({
      name: { old: 'Before', new: 'After' },
      shortName: { old: expect.any(String), new: 'AF' },
      zipCode: { old: null, new: '31-000' },
    });
  });

  it('answers 422 for a broken rule and leaves the hospital and the audit log as they were', async () => {
    const id = await addHospital(t.db, { name: 'Stays' });
    const audited = await auditCount(t.db);
    const response = await request(admin, 'PUT', `${base}/${id}`, {
      name: '',
      shortName: 'ST',
      zipCode: '1-234',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual({
      name: ['Required field'],
      zipCode: ['Invalid zip code (format XX-XXX)'],
    });
    const row = await t.db
      .selectFrom('hospitals')
      .select('name')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Stays');
    expect(await auditCount(t.db)).toBe(audited);
  });

  it('answers 404 for a hospital that does not exist, and audits nothing', async () => {
    const audited = await auditCount(t.db);
    const response = await request(admin, 'PUT', `${base}/999999`, VALID);
    expect(response.statusCode).toBe(404);
    expect(await auditCount(t.db)).toBe(audited);
  });
});

describe('activating and deactivating a hospital', () => {
  it('deactivates with a trimmed reason, then activates and forgets the reason, auditing both', async () => {
    const id = await addHospital(t.db);
    const off = await request(admin, 'PATCH', `${base}/${id}/deactivate`, {
      reason: '  Merged with another hospital ',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      id,
      active: false,
      deactivationReason: 'Merged with another hospital',
    });
    const [deactivation] = await auditRows(t.db, 'hospital_deactivate', id);
    expect(deactivation!.changes).toEqual({
      active: { old: true, new: false },
      deactivationReason: { old: null, new: 'Merged with another hospital' },
    });

    const on = await request(admin, 'PATCH', `${base}/${id}/activate`);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id, active: true, deactivationReason: null });
    const [activation] = await auditRows(t.db, 'hospital_activate', id);
    expect(activation!.changes).toEqual({
      active: { old: false, new: true },
      deactivationReason: { old: 'Merged with another hospital', new: null },
    });
  });

  it('refuses a deactivation without a reason, and changes nothing', async () => {
    const id = await addHospital(t.db);
    const audited = await auditCount(t.db);
    for (const payload of [{}, { reason: '   ' }, { reason: null }]) {
      const response = await request(admin, 'PATCH', `${base}/${id}/deactivate`, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().details).toEqual({ reason: ['Required field'] });
    }
    const tooLong = await request(admin, 'PATCH', `${base}/${id}/deactivate`, {
      reason: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().details).toEqual({ reason: ['Field must be max 500 characters'] });
    const row = await t.db
      .selectFrom('hospitals')
      .select('active')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.active).toBe(true);
    expect(await auditCount(t.db)).toBe(audited);
  });

  it('answers 400, not 500, to a deactivation without a body', async () => {
    const id = await addHospital(t.db);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `${base}/${id}/deactivate`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 404 for a hospital that does not exist', async () => {
    const response = await request(admin, 'PATCH', `${base}/999999/activate`);
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/v1/hospital/hospitals/for-select', () => {
  it('gives a central administrator every active hospital by name for null', async () => {
    const open = await addHospital(t.db, { name: 'Kalisz select open' });
    const closed = await addHospital(t.db, { name: 'Kalisz select closed', active: false });
    const accented = await addHospital(t.db, { name: 'Łańcut select' });
    const later = await addHospital(t.db, { name: 'Mielec select' });
    const response = await request(admin, 'POST', `${base}/for-select`, { hospitals: null });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: { id: number; name: string }[] };
    const ids = data.map((option) => option.id);
    expect(ids).toContain(open);
    expect(ids).not.toContain(closed);
    const total = await t.db
      .selectFrom('hospitals')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('active', '=', true)
      .executeTakeFirstOrThrow();
    expect(data).toHaveLength(total.count);
    // By name, "Ł" among the L's: Kalisz, Łańcut, Mielec.
    expect(ids.indexOf(open)).toBeLessThan(ids.indexOf(accented));
    expect(ids.indexOf(accented)).toBeLessThan(ids.indexOf(later));
  });

  it('adds the inactive hospitals after the active ones when a filter asks for them', async () => {
    const open = await addHospital(t.db, { name: 'Filter select open' });
    const closed = await addHospital(t.db, { name: 'Filter select closed', active: false });
    const response = await request(admin, 'POST', `${base}/for-select`, {
      hospitals: null,
      inactive: true,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: { id: number; active: boolean }[] };
    const total = await t.db
      .selectFrom('hospitals')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(data).toHaveLength(total.count);
    expect(data.find((option) => option.id === closed)?.active).toBe(false);
    const firstInactive = data.findIndex((option) => !option.active);
    expect(data.slice(firstInactive).every((option) => !option.active)).toBe(true);
    expect(data.findIndex((option) => option.id === open)).toBeLessThan(firstInactive);
  });

  it('names the given hospitals for a central administrator, inactive ones included', async () => {
    const open = await addHospital(t.db, { name: 'Named B' });
    const closed = await addHospital(t.db, { name: 'Named A', active: false });
    const response = await request(admin, 'POST', `${base}/for-select`, {
      hospitals: [open, closed, 999999],
    });
    expect(response.json()).toEqual({
      data: [
        { id: closed, name: 'Named A', shortName: expect.any(String), active: false },
        { id: open, name: 'Named B', shortName: expect.any(String), active: true },
      ],
    });
  });

  it.each(OTHER_ROLES)(
    'gives a %s only their own hospitals, never another hospital’s',
    async (role) => {
      const mine = await addHospital(t.db, { name: `Mine of ${role}` });
      const mineClosed = await addHospital(t.db, { name: `Closed of ${role}`, active: false });
      const theirs = await addHospital(t.db, { name: `Theirs of ${role}` });
      const user = await signInAs(t, role, { hospitals: [mine, mineClosed] });
      const stranger = await signInAs(t, role, { hospitals: [theirs] });

      const own = await request(user, 'POST', `${base}/for-select`, { hospitals: null });
      expect(own.statusCode).toBe(200);
      expect(own.json().data.map((option: { id: number }) => option.id)).toEqual([mine]);
      const withClosed = await request(user, 'POST', `${base}/for-select`, {
        hospitals: null,
        inactive: true,
      });
      expect(withClosed.json().data.map((option: { id: number }) => option.id)).toEqual([
        mine,
        mineClosed,
      ]);

      const asked = await request(user, 'POST', `${base}/for-select`, {
        hospitals: [mine, mineClosed, theirs],
      });
      expect(asked.json().data.map((option: { id: number }) => option.id)).toEqual([
        mineClosed,
        mine,
      ]);

      const prying = await request(stranger, 'POST', `${base}/for-select`, {
        hospitals: [mine, mineClosed],
      });
      expect(prying.statusCode).toBe(200);
      expect(prying.json().data).toEqual([]);
      const strangerOwn = await request(stranger, 'POST', `${base}/for-select`, {
        hospitals: null,
      });
      expect(strangerOwn.json().data.map((option: { id: number }) => option.id)).toEqual([theirs]);
      const strangerFilter = await request(stranger, 'POST', `${base}/for-select`, {
        hospitals: null,
        inactive: true,
      });
      expect(strangerFilter.body).not.toContain(`Closed of ${role}`);
      expect(strangerFilter.json().data.map((option: { id: number }) => option.id)).toEqual([
        theirs,
      ]);
    },
  );
});

describe('the OpenAPI document', () => {
  it('describes every hospital route with each answer it may give', async () => {
    expect(await documentedOperations(t, base)).toEqual({
      [`GET ${base}`]: ['200', '400', '401', '403', '500'],
      [`POST ${base}`]: ['201', '400', '401', '403', '409', '422', '500'],
      [`POST ${base}/for-select`]: ['200', '400', '401', '403', '500'],
      [`GET ${base}/{id}`]: ['200', '400', '401', '403', '404', '500'],
      [`PUT ${base}/{id}`]: ['200', '400', '401', '403', '404', '409', '422', '500'],
      [`PATCH ${base}/{id}/activate`]: ['200', '400', '401', '403', '404', '500'],
      [`PATCH ${base}/{id}/deactivate`]: ['200', '400', '401', '403', '404', '422', '500'],
    });
  });
});

describe('hospital short names', () => {
  const TAKEN = 'A hospital with this short name already exists';

  it('refuses on create a short name another hospital has in another case, with a 409 on the field', async () => {
    await addHospital(t.db, { name: 'Centrum Zdrowia Dziecka', shortName: 'CZD-Waw' });
    const audited = await auditCount(t.db);
    const response = await request(admin, 'POST', base, {
      name: 'Inny szpital',
      shortName: '  czd-WAW ',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'conflict',
      message: TAKEN,
      details: { shortName: [TAKEN] },
    });
    const rows = await t.db
      .selectFrom('hospitals')
      .select('name')
      .where(sql`lower(short_name)`, '=', 'czd-waw')
      .execute();
    expect(rows).toEqual([{ name: 'Centrum Zdrowia Dziecka' }]);
    expect(await auditCount(t.db)).toBe(audited);
  });

  it('compares Polish letters without regard to case, and answers in Polish by default', async () => {
    await addHospital(t.db, { name: 'Szpital w Łodzi', shortName: 'ŁÓDŹ-PED' });
    const { 'accept-language': _english, ...polish } = admin.headers;
    const response = await t.app.inject({
      method: 'POST',
      url: base,
      headers: polish,
      payload: { name: 'Drugi szpital w Łodzi', shortName: 'łódź-ped' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().details).toEqual({
      shortName: ['Szpital o tej nazwie skróconej już istnieje'],
    });
  });

  it('refuses on edit another hospital’s short name, and lets a hospital recase its own', async () => {
    const first = await addHospital(t.db, { name: 'Pierwszy', shortName: 'PIER' });
    const second = await addHospital(t.db, { name: 'Drugi', shortName: 'DRUGI' });
    const taken = await request(admin, 'PUT', `${base}/${second}`, {
      name: 'Drugi',
      shortName: 'pier',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details).toEqual({ shortName: [TAKEN] });
    expect(await auditRows(t.db, 'hospital_update', second)).toHaveLength(0);

    const recased = await request(admin, 'PUT', `${base}/${first}`, {
      name: 'Pierwszy',
      shortName: 'Pier',
    });
    expect(recased.statusCode, recased.body).toBe(200);
    expect(recased.json().shortName).toBe('Pier');
  });

  it('answers one of two simultaneous creates 201 and the other 409, never a 500', async () => {
    const [a, b] = await Promise.all(
      ['Równoległy A', 'Równoległy B'].map((name) =>
        request(admin, 'POST', base, { name, shortName: 'RWN' }),
      ),
    );
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 409]);
  });

  it('is refused by the database itself, whatever the case', async () => {
    await addHospital(t.db, { shortName: 'BAZA' });
    await expect(addHospital(t.db, { shortName: 'baza' })).rejects.toMatchObject({
      code: '23505',
      constraint: 'hospitals_short_name_key',
    });
  });

  it('answers a 409 raised by the unique index as the check would', async () => {
    // A trigger plays another request: it takes the short name just before this insert.
    await sql`create function take_short_name_first() returns trigger language plpgsql as $$
      begin
        if new.name = 'Wyścig' then
          insert into hospitals (name, short_name) values ('Inny', upper(new.short_name));
        end if;
        return new;
      end $$`.execute(t.db);
    await sql`create trigger take_short_name_first before insert on hospitals
      for each row execute function take_short_name_first()`.execute(t.db);
    try {
      const response = await request(admin, 'POST', base, { name: 'Wyścig', shortName: 'wys' });
      expect(response.statusCode).toBe(409);
      expect(response.json().details).toEqual({ shortName: [TAKEN] });
    } finally {
      await sql`drop trigger take_short_name_first on hospitals`.execute(t.db);
      await sql`drop function take_short_name_first`.execute(t.db);
    }
  });
});
