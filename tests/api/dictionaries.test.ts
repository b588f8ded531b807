/**
 * Dictionaries: who may read and change them, accent-free lookups, entry rules, the audit
 * trail of every change, and the dictionaries shipped with the registry.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Role, ROLES } from '../../domain/roles';
import { DICTIONARIES_VERSION, SHIPPED_DICTIONARIES } from '../../server/db/dictionaries';
import { loadShippedDictionaries } from '../../server/db/dictionaries/load';
import { bearer, createAccount, login, useTestApp } from './helpers';

const t = useTestApp();

const base = '/api/v1/dictionary/dictionaries';
const TYPE = 'testOrgans';
const OTHER_TYPE = 'testProcedures';
const OTHER_ROLES = ROLES.filter((role) => role !== 'ROLE_CENTRAL_ADMINISTRATOR');

const sessions = {} as Record<Role, Record<string, string>>;
const admin = () => sessions.ROLE_CENTRAL_ADMINISTRATOR;

beforeAll(async () => {
  for (const role of ROLES) {
    const account = await createAccount(t.db, { role });
    const { token } = await login(t.app, account.email);
    sessions[role] = { ...bearer(token), 'accept-language': 'en' };
  }
  await t.db
    .insertInto('dictionary_types')
    .values([
      { code: TYPE, name_pl: 'Narządy (test)', name_en: 'Organs (test)', position: 100 },
      {
        code: OTHER_TYPE,
        name_pl: 'Procedury (test)',
        name_en: 'Procedures (test)',
        position: 101,
      },
    ])
    .execute();
});

async function createEntry(
  payload: Record<string, unknown>,
  type = TYPE,
  headers = admin(),
): Promise<{ statusCode: number; body: Record<string, unknown> }> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${base}/${type}/entries`,
    headers,
    payload,
  });
  return { statusCode: response.statusCode, body: response.json() };
}

async function lookup(type: string, query: string, headers = admin()) {
  const response = await t.app.inject({
    method: 'GET',
    url: `${base}/${type}/entries?page=1&itemsPerPage=25&${query}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    data: { id: number; value: string; description: string; active: boolean }[];
    totalItems: number;
    totalPages: number;
    page: number;
  };
}

const typed = (text: string) => `filters[searchableDescription]=${encodeURIComponent(text)}`;

const auditRows = (objectId: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('object_type', '=', 'dictionaryEntry')
    .where('object_id', '=', String(objectId))
    .orderBy('id')
    .execute();

const auditCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('access', () => {
  const adminOnly = [
    { method: 'GET', url: () => `${base}/dictionaryTypes` },
    { method: 'GET', url: () => `${base}/entries` },
    {
      method: 'POST',
      url: () => `${base}/${TYPE}/entries`,
      payload: { value: 'ACCESS-1', description: 'Access probe' },
    },
    {
      method: 'PUT',
      url: () => `${base}/${TYPE}/entries/1`,
      payload: { description: 'Access probe' },
    },
  ] as const;

  it('answers 401 to every administrative route without a token', async () => {
    for (const route of adminOnly) {
      const response = await t.app.inject({
        method: route.method,
        url: route.url(),
        ...('payload' in route ? { payload: route.payload } : {}),
      });
      expect(response.statusCode, `${route.method} ${route.url()}`).toBe(401);
    }
  });

  for (const role of OTHER_ROLES) {
    it(`refuses every administrative route to ${role}`, async () => {
      const before = await auditCount();
      for (const route of adminOnly) {
        const response = await t.app.inject({
          method: route.method,
          url: route.url(),
          headers: sessions[role],
          ...('payload' in route ? { payload: route.payload } : {}),
        });
        expect(response.statusCode, `${route.method} ${route.url()}`).toBe(403);
        expect(response.json().message).toBe('Missing permissions');
      }
      expect(await auditCount()).toBe(before);
    });
  }

  it('answers 401 to a lookup without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${base}/${TYPE}/entries` });
    expect(response.statusCode).toBe(401);
  });

  it('lets every role look entries up, showing the others active entries only', async () => {
    const retired = await createEntry({ value: 'RETIRED-1', description: 'Grasica (wycofany)' });
    const current = await createEntry({ value: 'CURRENT-1', description: 'Grasica' });
    await t.app.inject({
      method: 'PUT',
      url: `${base}/${TYPE}/entries/${retired.body.id}`,
      headers: admin(),
      payload: { description: 'Grasica (wycofany)', active: false },
    });

    const seenByAdmin = await lookup(TYPE, typed('grasica'));
    expect(seenByAdmin.data.map((entry) => entry.value)).toEqual(['CURRENT-1', 'RETIRED-1']);
    const inactiveOnly = await lookup(TYPE, `${typed('grasica')}&filters[active]=false`);
    expect(inactiveOnly.data.map((entry) => entry.value)).toEqual(['RETIRED-1']);

    for (const role of OTHER_ROLES) {
      const seen = await lookup(TYPE, typed('grasica'), sessions[role]);
      expect(
        seen.data.map((entry) => entry.id),
        role,
      ).toEqual([current.body.id]);
      expect(seen.totalItems).toBe(1);
      const asked = await lookup(TYPE, 'filters[active]=false', sessions[role]);
      expect(asked.data, role).toEqual([]);
    }
  });
});

describe('GET /{type}/entries (lookup)', () => {
  beforeAll(async () => {
    for (const entry of [
      { value: 'C16.0', description: 'Nowotwór złośliwy: żołądek, wpust' },
      {
        value: 'C16.9',
        description: 'Żołądek, nieokreślony',
        descriptionEn: 'Stomach, unspecified',
      },
      { value: 'A10', description: 'Stan po leczeniu (kod pokrewny c91)' },
      { value: 'C91.0', description: 'Ostra białaczka limfoblastyczna' },
      { value: 'C91.1', description: 'Przewlekła białaczka limfocytowa' },
      { value: 'PL-LDZ', description: 'Szpital w mieście łódź' },
      { value: 'PCT-1', description: 'Odsetek blastów powyżej 25% w szpiku' },
      { value: 'UND_1', description: 'Kod z podkreśleniem' },
    ]) {
      expect((await createEntry(entry)).statusCode).toBe(201);
    }
  });

  it('finds "żołądek" and "Żołądek" when the user types "zoladek"', async () => {
    const found = await lookup(TYPE, typed('zoladek'));
    expect(found.data.map((entry) => entry.value)).toEqual(['C16.0', 'C16.9']);
    expect(found.totalItems).toBe(2);
  });

  it('ignores case and accents in what is typed: "LODZ" finds "łódź"', async () => {
    const found = await lookup(TYPE, typed('LODZ'));
    expect(found.data.map((entry) => entry.value)).toEqual(['PL-LDZ']);
    const accented = await lookup(TYPE, typed('ŁÓDŹ'));
    expect(accented.data.map((entry) => entry.value)).toEqual(['PL-LDZ']);
  });

  it('matches the English description and the search box the same way', async () => {
    expect((await lookup(TYPE, typed('stomach'))).data.map((e) => e.value)).toEqual(['C16.9']);
    expect((await lookup(TYPE, 'search=BIALACZKA')).data.map((e) => e.value)).toEqual([
      'C91.0',
      'C91.1',
    ]);
  });

  it('puts entries whose code starts with the typed text first, then by code', async () => {
    const found = await lookup(TYPE, typed('c91'));
    expect(found.data.map((entry) => entry.value)).toEqual(['C91.0', 'C91.1', 'A10']);
  });

  it('pages through ranked matches with the right total on every page', async () => {
    for (const [value, description] of [
      ['A-PAGE', 'Stronicowanie obce'],
      ['PAGE-2', 'Stronicowanie drugie'],
      ['PAGE-1', 'Stronicowanie pierwsze'],
    ]) {
      await createEntry({ value, description });
    }
    const pages = [];
    for (const page of [1, 2, 3]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${base}/${TYPE}/entries?page=${page}&itemsPerPage=2&${typed('page')}`,
        headers: sessions.ROLE_REPORTER_PHYSICIAN,
      });
      const body = response.json();
      pages.push({
        values: body.data.map((entry: { value: string }) => entry.value),
        totalItems: body.totalItems,
        totalPages: body.totalPages,
      });
    }
    expect(pages).toEqual([
      { values: ['PAGE-1', 'PAGE-2'], totalItems: 3, totalPages: 2 },
      { values: ['A-PAGE'], totalItems: 3, totalPages: 2 },
      { values: [], totalItems: 3, totalPages: 2 },
    ]);
  });

  it('takes LIKE wildcards literally', async () => {
    expect((await lookup(TYPE, typed('%'))).data.map((entry) => entry.value)).toEqual(['PCT-1']);
    expect((await lookup(TYPE, typed('_'))).data.map((entry) => entry.value)).toEqual(['UND_1']);
    expect((await lookup(TYPE, typed('z%k'))).totalItems).toBe(0);
  });

  it('answers an empty first page when nothing matches', async () => {
    const found = await lookup(TYPE, typed('xyzzyq'));
    expect(found).toEqual({ data: [], totalItems: 0, totalPages: 1, page: 1, itemsPerPage: 25 });
  });

  it('keeps to the asked dictionary', async () => {
    await createEntry({ value: 'P-ZOL', description: 'Resekcja żołądka' }, OTHER_TYPE);
    const found = await lookup(OTHER_TYPE, typed('zolad'));
    expect(found.data.map((entry) => entry.value)).toEqual(['P-ZOL']);
    expect((await lookup(TYPE, typed('resekcja'))).totalItems).toBe(0);
  });

  it('answers 404 for an unknown dictionary and 400 for an unknown filter', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${base}/noSuchDictionary/entries`,
      headers: sessions.ROLE_COORDINATOR,
    });
    expect(unknown.statusCode).toBe(404);
    const badFilter = await t.app.inject({
      method: 'GET',
      url: `${base}/${TYPE}/entries?filters[colour]=red`,
      headers: admin(),
    });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().details).toEqual({ colour: ['Unknown field'] });
  });
});

describe('POST /{type}/entries', () => {
  it('answers 201 with the entry; the searchable description defaults to the description', async () => {
    const { statusCode, body } = await createEntry({
      value: ' NERKA-1 ',
      description: ' Nerka prawa ',
      descriptionEn: '',
    });
    expect(statusCode).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      type: TYPE,
      value: 'NERKA-1',
      description: 'Nerka prawa',
      descriptionEn: null,
      searchableDescription: 'Nerka prawa',
      active: true,
    });
    const [row] = await auditRows(body.id as number);
    expect(row).toMatchObject({
      action: 'dictionary_entry_create',
      account_id: expect.any(Number),
      path: `${base}/${TYPE}/entries`,
    });
    expect(row!.changes).toMatchObject({
      value: { old: null, new: 'NERKA-1' },
      description: { old: null, new: 'Nerka prawa' },
    });
  });

  it('answers 409 naming the value when the code exists, in any case, and audits nothing', async () => {
    expect((await createEntry({ value: 'DUP-1', description: 'Pierwszy' })).statusCode).toBe(201);
    const before = await auditCount();
    const duplicate = await createEntry({ value: 'dup-1', description: 'Drugi' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.body).toMatchObject({
      code: 'conflict',
      message: 'An entry with this value already exists in this dictionary',
      details: { value: ['An entry with this value already exists in this dictionary'] },
    });
    expect(await auditCount()).toBe(before);
    // The same code in another dictionary is another entry.
    expect(
      (await createEntry({ value: 'DUP-1', description: 'Inny' }, OTHER_TYPE)).statusCode,
    ).toBe(201);
  });

  it('answers 422 with details for a missing description and a code too long', async () => {
    const before = await auditCount();
    const missing = await createEntry({ value: 'NO-DESC' });
    expect(missing.statusCode).toBe(422);
    expect(missing.body.details).toEqual({ description: ['Required field'] });
    const long = await createEntry({ value: 'X'.repeat(51), description: '   ' });
    expect(long.statusCode).toBe(422);
    expect(long.body.details).toEqual({
      value: ['Field must be max 50 characters'],
      description: ['Required field'],
    });
    expect(await auditCount()).toBe(before);
  });

  it('answers 404 for an unknown dictionary', async () => {
    const response = await createEntry({ value: 'X1', description: 'X' }, 'noSuchDictionary');
    expect(response.statusCode).toBe(404);
  });
});

describe('PUT /{type}/entries/{id}', () => {
  it('answers 204, is found by the new text and audits old and new values', async () => {
    const { body } = await createEntry({
      value: 'LIVER-1',
      description: 'Narząd miąższowy',
      descriptionEn: 'Parenchymal organ',
    });
    const response = await t.app.inject({
      method: 'PUT',
      url: `${base}/${TYPE}/entries/${body.id}`,
      headers: admin(),
      payload: { description: 'Wątroba, płat prawy', searchableDescription: 'hepar' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const found = await lookup(TYPE, typed('watroba'));
    expect(found.data).toEqual([
      {
        id: body.id,
        type: TYPE,
        value: 'LIVER-1',
        description: 'Wątroba, płat prawy',
        descriptionEn: 'Parenchymal organ',
        searchableDescription: 'hepar',
        active: true,
      },
    ]);
    expect((await lookup(TYPE, typed('HEPAR'))).totalItems).toBe(1);
    expect((await lookup(TYPE, typed('miazszowy'))).totalItems).toBe(0);

    const rows = await auditRows(body.id as number);
    expect(rows.map((row) => row.action)).toEqual([
      'dictionary_entry_create',
      'dictionary_entry_update',
    ]);
    expect(rows[1]!.changes).toEqual({
      description: { old: 'Narząd miąższowy', new: 'Wątroba, płat prawy' },
      searchableDescription: { old: 'Narząd miąższowy', new: 'hepar' },
    });
  });

  it('answers 422 for a missing description, 404 for an entry of another dictionary', async () => {
    const { body } = await createEntry({ value: 'SPLEEN-1', description: 'Śledziona' });
    const before = await auditCount();
    const missing = await t.app.inject({
      method: 'PUT',
      url: `${base}/${TYPE}/entries/${body.id}`,
      headers: admin(),
      payload: { descriptionEn: 'Spleen' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().details).toEqual({ description: ['Required field'] });
    const elsewhere = await t.app.inject({
      method: 'PUT',
      url: `${base}/${OTHER_TYPE}/entries/${body.id}`,
      headers: admin(),
      payload: { description: 'Śledziona' },
    });
    expect(elsewhere.statusCode).toBe(404);
    const unknownType = await t.app.inject({
      method: 'PUT',
      url: `${base}/noSuchDictionary/entries/${body.id}`,
      headers: admin(),
      payload: { description: 'Śledziona' },
    });
    expect(unknownType.statusCode).toBe(404);
    expect(await auditCount()).toBe(before);
    expect((await lookup(TYPE, typed('sledziona'))).data[0]).toMatchObject({
      description: 'Śledziona',
    });
  });
});

describe('GET /dictionaryTypes and GET /entries', () => {
  it('lists the types with their entry counts', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/dictionaryTypes`,
      headers: admin(),
    });
    expect(response.statusCode).toBe(200);
    const types = response.json().data as { type: string; entryCount: number }[];
    const ours = types.find((type) => type.type === TYPE);
    expect(ours).toMatchObject({ namePl: 'Narządy (test)', nameEn: 'Organs (test)' });
    const stored = await t.db
      .selectFrom('dictionary_entries')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('type', '=', TYPE)
      .executeTakeFirstOrThrow();
    expect(ours!.entryCount).toBe(Number(stored.n));
  });

  it('lists entries across dictionaries, filtered by type and text, sorted as asked', async () => {
    await createEntry({ value: 'SORT-B', description: 'Aorta' }, OTHER_TYPE);
    await createEntry({ value: 'SORT-A', description: 'Zastawka aortalna' }, OTHER_TYPE);
    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/entries?filters[type][]=${OTHER_TYPE}&filters[searchableDescription]=aort&sorts[description]=asc`,
      headers: admin(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((entry: { value: string }) => entry.value)).toEqual([
      'SORT-B',
      'SORT-A',
    ]);
    const both = await t.app.inject({
      method: 'GET',
      url: `${base}/entries?search=zolad&itemsPerPage=100`,
      headers: admin(),
    });
    const types = new Set(both.json().data.map((entry: { type: string }) => entry.type));
    expect(types.has(TYPE) && types.has(OTHER_TYPE)).toBe(true);
  });
});

describe('shipped dictionaries', () => {
  const countOf = async (type: string) =>
    Number(
      (
        await t.db
          .selectFrom('dictionary_entries')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('type', '=', type)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('are present after start: ICD-10 has entries, nationalities has 38', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/dictionaryTypes`,
      headers: admin(),
    });
    const types = response.json().data as { type: string; entryCount: number }[];
    for (const shipped of SHIPPED_DICTIONARIES) {
      expect(types.find((type) => type.type === shipped.type)?.entryCount, shipped.type).toBe(
        new Set(shipped.entries.map((entry) => entry.value)).size,
      );
    }
    expect(await countOf('icd10')).toBeGreaterThan(0);
    expect(await countOf('nationalities')).toBe(38);
    const stored = await t.db
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', 'dictionaries_version')
      .executeTakeFirstOrThrow();
    expect(stored.value).toBe(DICTIONARIES_VERSION);
  });

  it('find a site typed in the nominative: "zoladek" finds stomach cancer in ICD-10 and ICD-O-3', async () => {
    const icd10 = await lookup('icd10', typed('zoladek'));
    expect(icd10.data.map((entry) => entry.value)).toContain('C16');
    const topography = await lookup('icdO3Topography', typed('zoladek'));
    expect(topography.data.map((entry) => entry.value)).toContain('C16.9');
  });

  it('load once per version, insert nothing twice and keep an administrator’s edit', async () => {
    expect(await loadShippedDictionaries(t.db)).toBeUndefined();

    const [entry] = (await lookup('nationalities', 'sorts[value]=asc')).data;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `${base}/nationalities/entries/${entry!.id}`,
      headers: admin(),
      payload: { description: 'Opis zmieniony przez administratora' },
    });
    expect(edited.statusCode).toBe(204);
    const before = await countOf('nationalities');

    const reloaded = await loadShippedDictionaries(t.db, {
      dictionaries: SHIPPED_DICTIONARIES,
      version: `${DICTIONARIES_VERSION}-next`,
    });
    expect(reloaded).toEqual({
      version: `${DICTIONARIES_VERSION}-next`,
      previousVersion: DICTIONARIES_VERSION,
      inserted: Object.fromEntries(SHIPPED_DICTIONARIES.map((shipped) => [shipped.type, 0])),
    });
    expect(await countOf('nationalities')).toBe(before);
    const kept = await lookup('nationalities', typed('zmieniony przez administratora'));
    expect(kept.data.map((row) => row.id)).toEqual([entry!.id]);

    const imports = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'dictionary_import')
      .orderBy('id', 'desc')
      .execute();
    expect(imports[0]).toMatchObject({
      account_id: null,
      changes: {
        version: { old: DICTIONARIES_VERSION, new: `${DICTIONARIES_VERSION}-next` },
        inserted: { nationalities: 0 },
      },
    });
  });

  it('add entries a new version brings, and no more', async () => {
    const added = await loadShippedDictionaries(t.db, {
      version: `${DICTIONARIES_VERSION}-added`,
      dictionaries: [
        {
          type: OTHER_TYPE,
          namePl: 'Procedury (wydanie 2)',
          nameEn: 'Procedures (release 2)',
          entries: [
            {
              value: 'SHIP-1',
              pl: 'Biopsja szpiku',
              en: 'Bone marrow biopsy',
              search: 'trepanobiopsja',
            },
            { value: 'P-ZOL', pl: 'Nadpisany opis', en: 'Overwritten' },
          ],
        },
      ],
    });
    expect(added?.inserted).toEqual({ [OTHER_TYPE]: 1 });
    const found = await lookup(OTHER_TYPE, typed('trepano'));
    expect(found.data).toMatchObject([
      { value: 'SHIP-1', description: 'Biopsja szpiku', searchableDescription: 'trepanobiopsja' },
    ]);
    expect((await lookup(OTHER_TYPE, typed('P-ZOL'))).data[0]?.description).toBe(
      'Resekcja żołądka',
    );
  });
});
