import { beforeAll, describe, expect, it } from 'vitest';
import { DISEASE_CATEGORIES } from '../../domain/categories';
import { ensureCategories } from '../../server/modules/category/seed';
import {
  OTHER_ROLES,
  type Session,
  auditCount,
  auditRows,
  documentedOperations,
  requester,
  signInAs,
} from './administration';
import { freshDatabase, useTestApp } from './helpers';

const t = useTestApp();
const base = '/api/v1/category/categories';

let admin: Session;
const others = {} as Record<(typeof OTHER_ROLES)[number], Session>;

beforeAll(async () => {
  admin = await signInAs(t, 'ROLE_CENTRAL_ADMINISTRATOR');
  for (const role of OTHER_ROLES) others[role] = await signInAs(t, role);
});

const request = requester(t);

let sequence = 0;
async function addCategory(values: { abbreviation?: string; active?: boolean } = {}) {
  sequence += 1;
  const row = await t.db
    .insertInto('categories')
    .values({
      abbreviation: values.abbreviation ?? `T${sequence}`,
      name_pl: `Kategoria ${sequence}`,
      name_en: `Category ${sequence}`,
      active: values.active ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('the shipped categories', () => {
  it('are all seventeen in a new database, in the order of the specification', async () => {
    const response = await request(admin, 'GET', `${base}?itemsPerPage=100&filters[active]=true`);
    expect(response.statusCode).toBe(200);
    const shipped = response
      .json()
      .data.slice(0, 17)
      .map((c: { abbreviation: string; namePl: string; nameEn: string }) => ({
        abbreviation: c.abbreviation,
        pl: c.namePl,
        en: c.nameEn,
      }));
    expect(shipped).toEqual(DISEASE_CATEGORIES);
  });

  it('are put in only once: seeding again adds nothing', async () => {
    const database = await freshDatabase();
    try {
      expect(await ensureCategories(database.db)).toBe(0);
      await database.db.deleteFrom('categories').execute();
      expect(await ensureCategories(database.db)).toBe(17);
      expect(await ensureCategories(database.db)).toBe(0);
      const rows = await database.db.selectFrom('categories').select('abbreviation').execute();
      expect(rows).toHaveLength(17);
    } finally {
      await database.close();
    }
  });
});

describe('access to the category routes', () => {
  const routes = (id: number) =>
    [
      ['GET', base, undefined],
      ['POST', base, { abbreviation: 'NEW', namePl: 'Nowa', nameEn: 'New' }],
      ['GET', `${base}/${id}`, undefined],
      ['PUT', `${base}/${id}`, { abbreviation: 'CHG', namePl: 'Zmiana', nameEn: 'Change' }],
      ['PATCH', `${base}/${id}/activate`, undefined],
      ['PATCH', `${base}/${id}/deactivate`, { reason: 'Obsolete' }],
    ] as const;

  it('answers 401 to a request without a valid token, on every route', async () => {
    const id = await addCategory();
    for (const [method, url, payload] of routes(id)) {
      const response = await request(undefined, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 403 to every role but central administrator, and changes nothing', async () => {
    const id = await addCategory({ abbreviation: 'KEEP' });
    const audited = await auditCount(t.db);
    for (const role of OTHER_ROLES) {
      for (const [method, url, payload] of routes(id)) {
        const response = await request(others[role], method, url, payload);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    const row = await t.db
      .selectFrom('categories')
      .select(['abbreviation', 'active'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ abbreviation: 'KEEP', active: true });
    expect(await auditCount(t.db)).toBe(audited);
  });
});

describe('POST /api/v1/category/categories', () => {
  it('adds a category, answers 201 with its id, and audits it', async () => {
    const response = await request(admin, 'POST', base, {
      abbreviation: ' RMS ',
      namePl: 'Mięsak prążkowanokomórkowy',
      nameEn: 'Rhabdomyosarcoma',
    });
    expect(response.statusCode).toBe(201);
    const { categoryId } = response.json();
    const shown = await request(admin, 'GET', `${base}/${categoryId}`);
    expect(shown.json()).toEqual({
      id: categoryId,
      categoryId,
      abbreviation: 'RMS',
      namePl: 'Mięsak prążkowanokomórkowy',
      nameEn: 'Rhabdomyosarcoma',
      active: true,
      deactivationReason: null,
    });
    const rows = await auditRows(t.db, 'category_create', categoryId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.account_id).toBe(admin.account.id);
    expect(rows[0]!.changes).toMatchObject({
      abbreviation: { old: null, new: 'RMS' },
      nameEn: { old: null, new: 'Rhabdomyosarcoma' },
    });
  });

  it('answers 409 on the abbreviation when it is taken, in any case, and audits nothing', async () => {
    const audited = await auditCount(t.db);
    const response = await request(admin, 'POST', base, {
      abbreviation: 'nbl',
      namePl: 'Duplikat',
      nameEn: 'Duplicate',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().details).toEqual({
      abbreviation: ['A category with this abbreviation already exists'],
    });
    expect(await auditCount(t.db)).toBe(audited);
  });

  it('answers 422 with the failing rule of each field', async () => {
    const response = await request(admin, 'POST', base, {
      abbreviation: 'X'.repeat(21),
      namePl: '  ',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual({
      abbreviation: ['Field must be max 20 characters'],
      namePl: ['Required field'],
      nameEn: ['Required field'],
    });
  });
});

describe('GET /api/v1/category/categories', () => {
  it('pages, filters by active state, sorts and searches without regard to accents', async () => {
    const inactive = await addCategory({ abbreviation: 'ZZZ', active: false });
    const onlyInactive = await request(admin, 'GET', `${base}?filters[active]=false`);
    expect(onlyInactive.json().data.map((c: { id: number }) => c.id)).toEqual([inactive]);

    const paged = await request(admin, 'GET', `${base}?itemsPerPage=5&page=2`);
    expect(paged.json()).toMatchObject({ page: 2, itemsPerPage: 5 });
    expect(paged.json().data).toHaveLength(5);
    expect(paged.json().totalPages).toBe(Math.ceil(paged.json().totalItems / 5));

    const sorted = await request(admin, 'GET', `${base}?sorts[abbreviation]=desc&itemsPerPage=2`);
    expect(sorted.json().data.map((c: { abbreviation: string }) => c.abbreviation)).toEqual([
      'ZZZ',
      'WT',
    ]);

    const searched = await request(admin, 'GET', `${base}?search=watrobiak`);
    expect(searched.json().data.map((c: { abbreviation: string }) => c.abbreviation)).toEqual([
      'HBL',
    ]);
  });

  it('answers 400 for an unknown filter or sort', async () => {
    expect((await request(admin, 'GET', `${base}?filters[namePl]=x`)).statusCode).toBe(400);
    expect((await request(admin, 'GET', `${base}?sorts[id]=asc`)).statusCode).toBe(400);
  });
});

describe('PUT /api/v1/category/categories/{id}', () => {
  it('updates the names and audits old and new values', async () => {
    const id = await addCategory({ abbreviation: 'OLD' });
    const response = await request(admin, 'PUT', `${base}/${id}`, {
      abbreviation: 'OLD',
      namePl: 'Nowa nazwa',
      nameEn: 'New name',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, namePl: 'Nowa nazwa', nameEn: 'New name' });
    const rows = await auditRows(t.db, 'category_update', id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.changes).toEqual({
      namePl: { old: expect.stringMatching(/^Kategoria/), new: 'Nowa nazwa' },
      nameEn: { old: expect.stringMatching(/^Category/), new: 'New name' },
    });
  });

  it("answers 409 when taking another category's abbreviation, and keeps its own", async () => {
    const id = await addCategory({ abbreviation: 'MINE' });
    const audited = await auditCount(t.db);
    const taken = await request(admin, 'PUT', `${base}/${id}`, {
      abbreviation: 'ALL',
      namePl: 'X',
      nameEn: 'X',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details).toHaveProperty('abbreviation');
    expect(await auditCount(t.db)).toBe(audited);
    const same = await request(admin, 'PUT', `${base}/${id}`, {
      abbreviation: 'mine',
      namePl: 'X',
      nameEn: 'X',
    });
    expect(same.statusCode).toBe(200);
  });

  it('answers 404 for a category that does not exist', async () => {
    const response = await request(admin, 'PUT', `${base}/999999`, {
      abbreviation: 'NONE',
      namePl: 'X',
      nameEn: 'X',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('activating and deactivating a category', () => {
  it('deactivates without a reason or with one, activates again, and audits each', async () => {
    const id = await addCategory();
    const bare = await request(admin, 'PATCH', `${base}/${id}/deactivate`, {});
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toMatchObject({ active: false, deactivationReason: null });
    const on = await request(admin, 'PATCH', `${base}/${id}/activate`);
    expect(on.json()).toMatchObject({ active: true });
    const reasoned = await request(admin, 'PATCH', `${base}/${id}/deactivate`, {
      reason: 'Merged into INNE',
    });
    expect(reasoned.json()).toMatchObject({
      active: false,
      deactivationReason: 'Merged into INNE',
    });

    const deactivations = await auditRows(t.db, 'category_deactivate', id);
    expect(deactivations.map((row) => row.changes)).toEqual([
      { active: { old: true, new: false } },
      {
        active: { old: true, new: false },
        deactivationReason: { old: null, new: 'Merged into INNE' },
      },
    ]);
    const activations = await auditRows(t.db, 'category_activate', id);
    expect(activations.map((row) => row.changes)).toEqual([{ active: { old: false, new: true } }]);
  });

  it('answers 422 for a reason over 500 characters, and changes nothing', async () => {
    const id = await addCategory();
    const audited = await auditCount(t.db);
    const response = await request(admin, 'PATCH', `${base}/${id}/deactivate`, {
      reason: 'x'.repeat(501),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual({ reason: ['Field must be max 500 characters'] });
    expect(await auditCount(t.db)).toBe(audited);
  });

  it('answers 404 for a category that does not exist', async () => {
    expect((await request(admin, 'PATCH', `${base}/999999/activate`)).statusCode).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('describes every category route with each answer it may give', async () => {
    expect(await documentedOperations(t, base)).toEqual({
      [`GET ${base}`]: ['200', '400', '401', '403', '500'],
      [`POST ${base}`]: ['201', '400', '401', '403', '409', '422', '500'],
      [`GET ${base}/{id}`]: ['200', '400', '401', '403', '404', '500'],
      [`PUT ${base}/{id}`]: ['200', '400', '401', '403', '404', '409', '422', '500'],
      [`PATCH ${base}/{id}/activate`]: ['200', '400', '401', '403', '404', '500'],
      [`PATCH ${base}/{id}/deactivate`]: ['200', '400', '401', '403', '404', '422', '500'],
    });
  });
});
