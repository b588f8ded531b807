/**
 * The hospital entries' copies of what the patient list filters on and sorts by (migration 0014)
 * and of the gender a physician's dashboard counts (migration 0017):
 * the database keeps them equal to the patients and their protocols whatever writes, and a list
 * read from one hospital's entries answers exactly what the same list read from the patients
 * answers, and so does a page gathered from its matches (a search's, a narrow filter's) what a
 * walk in the list's order answers.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Session, addHospital, signInAs } from './administration';
import { useTestApp } from './helpers';
import { CENTRAL_ADMINISTRATOR_AUTH, addPatient } from './patients';
import { type SortOrder } from '../../domain/listQuery';
import {
  type PatientCriteria,
  countPatients,
  gatherMatches,
  listPatients,
  listSearchMatches,
  pageAwaitsCount,
} from '../../server/modules/patient/repository';

const t = useTestApp();
const base = '/api/v1/patient/patients';

let north: number;
let south: number;
/** A hospital without patients: filtering by it and north reads the patients, not the entries. */
let empty: number;
let admin: Session;

/** Entries whose copies differ from their patient's values (none, when the triggers work). */
async function staleEntries() {
  const { rows } = await sql<{ patient_id: number; hospital_id: number }>`
    select ph.patient_id, ph.hospital_id from patient_hospitals ph join patients p on p.id = ph.patient_id
    where ph.active is distinct from p.active or ph.birth_date is distinct from p.birth_date
      or ph.created_at is distinct from p.created_at or ph.search_key is distinct from p.search_key
      or ph.gender is distinct from p.gender
      or ph.last_name_key is distinct from p.last_name_key
      or ph.first_name_key is distinct from p.first_name_key
      or ph.protocols is distinct from coalesce((select array_agg(pp.protocol order by pp.protocol)
        from patient_protocols pp where pp.patient_id = p.id), '{}')`.execute(t.db);
  return rows;
}

/** The id of the test's patient with this last name. */
async function patientNamed(lastName: string) {
  const { id } = await t.db
    .selectFrom('patients')
    .select('id')
    .where('last_name', '=', lastName)
    .executeTakeFirstOrThrow();
  return id;
}

async function entry(patientId: number, hospitalId: number) {
  return t.db
    .selectFrom('patient_hospitals')
    .select(['active', 'birth_date', 'search_key', 'protocols', 'last_name_key', 'gender'])
    .where('patient_id', '=', patientId)
    .where('hospital_id', '=', hospitalId)
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  north = await addHospital(t.db, { name: 'Szpital Północny', shortName: 'SPN' });
  south = await addHospital(t.db, { name: 'Szpital Południowy', shortName: 'SPD' });
  empty = await addHospital(t.db, { name: 'Szpital Pusty', shortName: 'SPU' });
  admin = await signInAs(t, 'ROLE_CENTRAL_ADMINISTRATOR');
  const names = ['Nowak', 'Kowalska', 'Wiśniewska', 'Łukasik', 'Zając', 'Adamczyk'];
  for (const [index, lastName] of names.entries()) {
    await addPatient(t.db, {
      lastName,
      firstName: index % 2 ? 'Anna' : 'Jan',
      birthDate: `${2010 + (index % 3)}-0${index + 1}-15`,
      hospitals: index === 5 ? [north, south] : [north],
      protocols: [['ALL'], ['AML'], ['ALL', 'AML'], [], ['CML'], ['ALL']][index]!,
      active: index !== 3,
    });
  }
});

describe('the hospital entries’ copies', () => {
  it('are taken from the patient and their protocols when an entry is added', async () => {
    expect(await staleEntries()).toEqual([]);
    const id = await patientNamed('Wiśniewska');
    expect(await entry(id, north)).toMatchObject({
      active: true,
      protocols: ['ALL', 'AML'],
      // The Polish letter after its bare one (migration 0028).
      last_name_key: 'wis{niewska',
    });
  });

  it('are taken by a trigger named for them (migration 0015)', async () => {
    const { rows } = await sql<{ trigger: string; function: string }>`
      select t.tgname as trigger, f.proname as function
      from pg_trigger t join pg_proc f on f.oid = t.tgfoid
      where t.tgrelid = 'patient_hospitals'::regclass and not t.tgisinternal
        and t.tgname like 'patient_hospitals_%'`.execute(t.db);
    expect(rows).toEqual([
      { trigger: 'patient_hospitals_copy_list_keys', function: 'patient_hospitals_copy_list_keys' },
    ]);
  });

  it('follow a change of the patient, in every hospital of theirs', async () => {
    const id = await patientNamed('Adamczyk');
    await t.db
      .updateTable('patients')
      .set({
        active: false,
        birth_date: '2009-12-31',
        search_key: 'adamczyk-ewa',
        gender: 'Male',
      })
      .where('id', '=', id)
      .execute();
    // The registration time is never edited, but an import may set it.
    await sql`update patients set created_at = '2020-06-01T00:00:00Z' where id = ${id}`.execute(
      t.db,
    );
    for (const hospital of [north, south]) {
      expect(await entry(id, hospital)).toMatchObject({
        active: false,
        birth_date: '2009-12-31',
        search_key: 'adamczyk-ewa',
        gender: 'Male',
      });
    }
    expect(await staleEntries()).toEqual([]);
  });

  it('follow the patient’s protocols as they are added, renamed and removed', async () => {
    const id = await patientNamed('Łukasik');
    await t.db
      .insertInto('patient_protocols')
      .values([
        { patient_id: id, protocol: 'MDS', updated_at: new Date() },
        { patient_id: id, protocol: 'HL', updated_at: new Date() },
      ])
      .execute();
    expect((await entry(id, north)).protocols).toEqual(['HL', 'MDS']);
    await t.db
      .updateTable('patient_protocols')
      .set({ protocol: 'AML' })
      .where('patient_id', '=', id)
      .where('protocol', '=', 'HL')
      .execute();
    expect((await entry(id, north)).protocols).toEqual(['AML', 'MDS']);
    await t.db
      .deleteFrom('patient_protocols')
      .where('patient_id', '=', id)
      .where('protocol', '=', 'MDS')
      .execute();
    expect((await entry(id, north)).protocols).toEqual(['AML']);
    expect(await staleEntries()).toEqual([]);
  });
});

/** Patients whose search row differs from them, or is missing (none, when the triggers work). */
async function staleSearchRows() {
  const { rows } = await sql<{ id: number }>`
    select p.id from patients p left join patient_search_rows sr on sr.patient_id = p.id
    where sr.patient_id is null
      or (sr.search_key, sr.last_name_key, sr.first_name_key, sr.birth_date, sr.pesel,
        sr.created_at, sr.updated_at, sr.active, sr.category_id, sr.protocol_codes)
      is distinct from (p.search_key, p.last_name_key, p.first_name_key, p.birth_date, p.pesel,
        p.created_at, p.updated_at, p.active, p.category_id, p.protocol_codes)`.execute(t.db);
  return rows;
}

async function listed(query: string, hospitals: number[]) {
  const filters = hospitals.map((hospital) => `filters[hospital][]=${hospital}`).join('&');
  const response = await t.app.inject({
    method: 'GET',
    url: `${base}?${filters}&${query}`,
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { data: { lastName: string }[]; totalItems: number };
  return { names: body.data.map((row) => row.lastName), total: body.totalItems };
}

describe('a list read from one hospital’s entries', () => {
  const queries = [
    '',
    'filters[active]=true',
    'filters[active]=false',
    'filters[protocol][]=ALL',
    'filters[protocol][]=ALL&filters[protocol][]=CML',
    'filters[birthYear]=2011',
    'search=anna',
    'search=wisn',
    'sorts[birthDate]=desc',
    'sorts[createdAt]=asc&filters[protocol][]=AML',
    'sorts[lastName]=desc&filters[active]=true',
    'itemsPerPage=2&page=2&sorts[birthDate]=asc',
  ];

  it.each(queries)('answers as the patients do: %s', async (query) => {
    // One hospital: its entries. The same hospital with an empty one: the patients.
    const fromEntries = await listed(query, [north]);
    const fromPatients = await listed(query, [north, empty]);
    expect(fromEntries).toEqual(fromPatients);
  });

  it('finds what each filter names, and no more', async () => {
    expect((await listed('filters[protocol][]=ALL', [north])).names.sort()).toEqual([
      'Adamczyk',
      'Nowak',
      'Wiśniewska',
    ]);
    expect((await listed('filters[active]=false', [north])).names.sort()).toEqual([
      'Adamczyk',
      'Łukasik',
    ]);
    expect((await listed('search=zajac', [north])).names).toEqual(['Zając']);
    expect((await listed('', [south])).names).toEqual(['Adamczyk']);
  });
});

describe('names in the Polish alphabet’s order (migration 0028)', () => {
  const polishOrder = [
    'Bak',
    'Baran',
    'Bąk',
    'Bąkowski',
    'Lewandowski',
    'Lis',
    'Łęcka',
    'Łysenko',
    'Sowa',
    'Szymański',
    'Śliwa',
    'Zieliński',
    'Źrałek',
    'Żak',
  ];
  let polish: number;

  beforeAll(async () => {
    polish = await addHospital(t.db, { name: 'Szpital Alfabetyczny', shortName: 'SAL' });
    // Written out of order, each a capital and a small Polish letter both.
    for (const lastName of [...polishOrder].reverse()) {
      await addPatient(t.db, { lastName, firstName: 'Ewa', hospitals: [polish] });
    }
  });

  it('lists them so from the hospital’s entries, the patients, and both directions', async () => {
    const query = 'itemsPerPage=50';
    expect((await listed(query, [polish])).names).toEqual(polishOrder);
    expect((await listed(query, [polish, empty])).names).toEqual(polishOrder);
    expect((await listed(`${query}&sorts[lastName]=desc`, [polish])).names).toEqual(
      [...polishOrder].reverse(),
    );
    expect(await staleEntries()).toEqual([]);
    expect(await staleSearchRows()).toEqual([]);
  });

  it('sorts a page gathered from a search’s matches the same way', async () => {
    const rows = await listPatients(
      t.db,
      CENTRAL_ADMINISTRATOR_AUTH,
      { search: 'ewa' },
      {},
      { limit: 50, offset: 0, gather: true },
    );
    expect(rows.map((row) => row.lastName).filter((name) => polishOrder.includes(name))).toEqual(
      polishOrder,
    );
  });

  it('keeps a renamed patient’s keys in every copy', async () => {
    const id = await patientNamed('Sowa');
    await t.db.updateTable('patients').set({ last_name: 'Żmuda' }).where('id', '=', id).execute();
    expect((await entry(id, polish)).last_name_key).toBe('z|muda');
    expect((await listed('itemsPerPage=50', [polish])).names.at(-1)).toBe('Żmuda');
    expect(await staleEntries()).toEqual([]);
    expect(await staleSearchRows()).toEqual([]);
  });
});

describe('a central administrator’s count by one protocol', () => {
  it('counts each patient holding it once, as the same list over every hospital does', async () => {
    for (const code of ['ALL', 'AML', 'CML', 'HL']) {
      const everywhere = await listed(`filters[protocol][]=${code}`, []);
      const inEveryHospital = await listed(`filters[protocol][]=${code}`, [north, south, empty]);
      expect(everywhere).toEqual(inEveryHospital);
    }
    // Adamczyk, in both hospitals, is one patient.
    expect((await listed('filters[protocol][]=ALL', [])).total).toBe(3);
  });
});

describe('a page gathered from its matches', () => {
  const administrator = CENTRAL_ADMINISTRATOR_AUTH;
  const cases: [PatientCriteria, Record<string, SortOrder>][] = [
    [{ search: 'anna' }, {}],
    [{ search: 'wisn' }, { lastName: 'desc' }],
    [{ protocols: ['ALL'] }, { birthDate: 'asc' }],
    [{ protocols: ['ALL', 'AML'], active: true }, { createdAt: 'desc' }],
    [{ birthYear: 2011 }, { firstName: 'asc' }],
    [{ active: false }, { pesel: 'asc' }],
  ];

  it.each(cases)(
    'holds the rows a walk in the list’s order holds: %j %j',
    async (criteria, sorts) => {
      for (const [limit, offset] of [
        [25, 0],
        [2, 1],
        [1, 3],
      ] as const) {
        const page = async (gather: boolean) =>
          (await listPatients(t.db, administrator, criteria, sorts, { limit, offset, gather })).map(
            (row) => row.id,
          );
        expect(await page(true)).toEqual(await page(false));
      }
    },
  );

  const searches: [PatientCriteria, Record<string, SortOrder>][] = [
    [{ search: 'anna' }, {}],
    [{ search: 'a' }, { lastName: 'desc' }],
    [{ search: 'k', protocols: ['ALL', 'AML'] }, { birthDate: 'asc' }],
  ];
  it.each(searches)(
    'holds, with the count read beside it, the rows and the count a walk and a count hold: %j %j',
    async (criteria, sorts) => {
      const counted = await countPatients(t.db, administrator, criteria);
      expect(counted.count).toBeGreaterThan(1);
      for (const [limit, offset] of [
        [25, 0],
        [2, 1],
        [1, counted.count - 1],
      ] as const) {
        const walked = await listPatients(t.db, administrator, criteria, sorts, { limit, offset });
        const found = await listSearchMatches(t.db, administrator, criteria, sorts, {
          limit,
          offset,
        });
        expect(found?.rows?.map((row) => row.id)).toEqual(walked.map((row) => row.id));
        expect(found?.counted).toEqual(counted);
      }
      // Past the last match no row carries the count: the list counts on its own.
      const past = { limit: 25, offset: counted.count };
      expect(await listSearchMatches(t.db, administrator, criteria, sorts, past)).toBeUndefined();
      // Beyond the cap, the count alone: the first matches read are not the page.
      expect(
        await listSearchMatches(t.db, administrator, criteria, sorts, { limit: 25, offset: 0 }, 1),
      ).toEqual({ counted: { count: 1, capped: true } });
    },
  );

  it('is how a search or a narrow filter is read outside one hospital, never a wide one', () => {
    expect(gatherMatches({ search: 'nowak' }, { count: 9_000, capped: false })).toBe(true);
    expect(gatherMatches({ search: 'nowak' }, { count: 10_000, capped: true })).toBe(false);
    expect(gatherMatches({ protocols: ['MDS'] }, { count: 900, capped: false })).toBe(true);
    expect(gatherMatches({ protocols: ['ALL'] }, { count: 5_000, capped: false })).toBe(false);
    expect(pageAwaitsCount(administrator, { search: 'nowak' }, {})).toBe(true);
    expect(pageAwaitsCount(administrator, {}, {})).toBe(false);
    // One hospital's entries give any page cheaply: the page does not wait.
    expect(pageAwaitsCount(administrator, { hospitals: [north], search: 'nowak' }, {})).toBe(false);
    expect(
      pageAwaitsCount(administrator, { hospitals: [north], search: 'nowak' }, { pesel: 'asc' }),
    ).toBe(true);
  });
});

describe('the patients’ search rows (migration 0027)', () => {
  it('are written with each new patient, one statement of several included', async () => {
    expect(await staleSearchRows()).toEqual([]);
    const { rows } = await sql<{ id: number }>`
      insert into patients (first_name, last_name, gender, birth_date, passport_number, search_key)
      select 'Ewa', 'Ślęzak' || n, 'Female', ('2014-05-0' || n)::date, 'ZZ00' || n,
        'ewa slezak' || n || ' zz00' || n
      from generate_series(1, 3) n returning id`.execute(t.db);
    expect(rows).toHaveLength(3);
    expect(await staleSearchRows()).toEqual([]);
    const row = await t.db
      .selectFrom('patient_search_rows')
      .select(['last_name_key', 'search_key'])
      .where('patient_id', '=', rows[0]!.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ last_name_key: 's{le{zak1', search_key: 'ewa slezak1 zz001' });
  });

  it('follow every change of what they copy, and only that', async () => {
    const id = await patientNamed('Ślęzak1');
    const category = await t.db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
    await t.db
      .updateTable('patients')
      .set({
        last_name: 'Ślęzakówna',
        first_name: 'Łucja',
        search_key: 'lucja slezakowna ab1234567',
        pesel: null,
        passport_number: 'AB1234567',
        birth_date: '2008-02-29',
        active: false,
        category_id: category.id,
        updated_at: new Date('2026-11-01T10:00:00Z'),
      })
      .where('id', '=', id)
      .execute();
    await sql`update patients set created_at = '2019-01-01T00:00:00Z' where id = ${id}`.execute(
      t.db,
    );
    expect(await staleSearchRows()).toEqual([]);
    expect(
      await t.db
        .selectFrom('patient_search_rows')
        .select(['last_name_key', 'first_name_key', 'active', 'category_id'])
        .where('patient_id', '=', id)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      last_name_key: 's{le{zako{wna',
      first_name_key: 'l{ucja',
      active: false,
      category_id: category.id,
    });
    await t.db
      .insertInto('patient_protocols')
      .values([
        { patient_id: id, protocol: 'HL', updated_at: new Date() },
        { patient_id: id, protocol: 'AML', updated_at: new Date() },
      ])
      .execute();
    await t.db
      .deleteFrom('patient_protocols')
      .where('patient_id', '=', id)
      .where('protocol', '=', 'HL')
      .execute();
    expect(await staleSearchRows()).toEqual([]);
    expect(
      await t.db
        .selectFrom('patient_search_rows')
        .select('protocol_codes')
        .where('patient_id', '=', id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ protocol_codes: ['AML'] });
    // A change of what is not copied leaves the row as it was (no new row version).
    const version = async () =>
      (
        await sql<{ xmin: string }>`select xmin::text from patient_search_rows
          where patient_id = ${id}`.execute(t.db)
      ).rows[0]!.xmin;
    const before = await version();
    // An edit saves every field, the copied ones unchanged among them.
    await t.db
      .updateTable('patients')
      .set({ residence_city: 'Gdynia', active: false, search_key: 'lucja slezakowna ab1234567' })
      .where('id', '=', id)
      .execute();
    expect(await version()).toBe(before);
  });

  it('are vacuumed as the list’s other tables are, after 1% of their rows changed', async () => {
    const { rows } = await sql<{ reloptions: string[] }>`
      select reloptions from pg_class where relname = 'patient_search_rows'`.execute(t.db);
    expect(rows[0]!.reloptions.sort()).toEqual([
      'autovacuum_vacuum_insert_scale_factor=0.01',
      'autovacuum_vacuum_scale_factor=0.01',
    ]);
  });

  it('are found by a search as the patients are, and counted alike', async () => {
    const searched = (query: string) => listed(query, []);
    expect(await searched('search=slezakowna')).toEqual({ names: ['Ślęzakówna'], total: 1 });
    expect(await searched('search=ab1234567')).toEqual({ names: ['Ślęzakówna'], total: 1 });
    expect(await searched('search=slezak')).toEqual({
      names: ['Ślęzak2', 'Ślęzak3', 'Ślęzakówna'],
      total: 3,
    });
    expect((await searched('search=zz002')).names).toEqual(['Ślęzak2']);
    expect(
      (await searched('search=slezak&filters[birthYear]=2014&sorts[birthDate]=desc')).names,
    ).toEqual(['Ślęzak3', 'Ślęzak2']);
    expect((await searched('search=slezak&filters[active]=false')).names).toEqual(['Ślęzakówna']);
    expect((await searched('search=slezak&filters[protocol][]=AML')).names).toEqual(['Ślęzakówna']);
    expect((await searched('search=slezak&filters[protocol][]=HL')).total).toBe(0);
    const { category_id: category } = await t.db
      .selectFrom('patient_search_rows')
      .select('category_id')
      .where('search_key', 'like', '%slezakowna%')
      .executeTakeFirstOrThrow();
    expect((await searched(`search=slezak&filters[category][]=${category}`)).names).toEqual([
      'Ślęzakówna',
    ]);
    // Over two hospitals (no one hospital's entries serve), what each hospital's list finds.
    const inEach = [
      ...(await listed('search=anna', [north])).names,
      ...(await listed('search=anna', [south])).names,
    ];
    const overBoth = await listed('search=anna&sorts[pesel]=asc', [north, south]);
    expect(overBoth.names.sort()).toEqual([...new Set(inEach)].sort());
    expect(overBoth.total).toBeGreaterThan(0);
    expect(overBoth.total).toBe(new Set(inEach).size);
  });
});
