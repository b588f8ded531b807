/**
 * What the list reads that the writes keep: each hospital's counters (migration 0018), the
 * registry's, with the patients' state copied onto their protocol entries (migration 0019), the
 * patients' copy of their protocol codes (migration 0020) and of their hospitals and protocol
 * entries (migration 0022). After every kind of write they equal the patients counted afresh,
 * and a list's total read from them equals the number of rows the list holds.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertSyntheticPatients, syntheticPatients } from '../../demo/syntheticPatients';
import { grow } from '../../bench/scaling';
import { type Session, addHospital, signInAs } from './administration';
import { useTestApp } from './helpers';
import { fresh, stale } from './keptFigures';
import { addPatient, registrationForm } from './patients';
import { type PatientSummary } from '../../domain/patient';
import { REGISTRY_COUNTS } from '../../server/db/schema';

const t = useTestApp();
const base = '/api/v1/patient/patients';

let north: number;
let south: number;
let physician: Session;
let admin: Session;
const ids: Record<string, number> = {};

beforeAll(async () => {
  north = await addHospital(t.db, { name: 'Szpital Północny', shortName: 'SPN' });
  south = await addHospital(t.db, { name: 'Szpital Południowy', shortName: 'SPD' });
  physician = await signInAs(t, 'ROLE_REPORTER_PHYSICIAN', {
    hospitals: [north],
    protocols: ['ALL', 'AML', 'CML'],
  });
  admin = await signInAs(t, 'ROLE_CENTRAL_ADMINISTRATOR');
  const patients = [
    { lastName: 'Nowak', protocols: ['ALL'], hospitals: [north] },
    { lastName: 'Kowalska', protocols: ['AML'], hospitals: [north], active: false },
    { lastName: 'Wiśniewska', protocols: ['ALL', 'AML'], hospitals: [north, south] },
    { lastName: 'Łukasik', protocols: [], hospitals: [north] },
    { lastName: 'Zając', protocols: ['NBL'], hospitals: [north] },
    { lastName: 'Adamczyk', protocols: ['CML'], hospitals: [south] },
  ];
  for (const patient of patients) ids[patient.lastName] = (await addPatient(t.db, patient)).id;
});

describe('one hospital’s list counters', () => {
  it('count the patients added, once in all and once per protocol', async () => {
    expect(await stale(t.db)).toEqual(fresh);
    const { rows } = await sql<{ protocol: string; active: boolean; count: number }>`
      select protocol, active, sum(count)::int as count from patient_list_counts
      where hospital_id = ${north} group by 1, 2 order by 1, 2`.execute(t.db);
    expect(rows).toEqual([
      { protocol: '', active: false, count: 1 },
      { protocol: '', active: true, count: 4 },
      { protocol: 'ALL', active: true, count: 2 },
      { protocol: 'AML', active: false, count: 1 },
      { protocol: 'AML', active: true, count: 1 },
      { protocol: 'NBL', active: true, count: 1 },
    ]);
  });

  it('follow a patient’s state, protocols and hospitals as they change', async () => {
    await t.db
      .updateTable('patients')
      .set({ active: false, deactivation_reason: 'Test' })
      .where('id', '=', ids.Nowak!)
      .execute();
    expect(await stale(t.db)).toEqual(fresh);
    await t.db
      .insertInto('patient_protocols')
      .values({ patient_id: ids['Łukasik']!, protocol: 'CML', updated_at: new Date() })
      .execute();
    await t.db
      .updateTable('patient_protocols')
      .set({ protocol: 'MDS' })
      .where('patient_id', '=', ids['Zając']!)
      .execute();
    await t.db.deleteFrom('patient_protocols').where('patient_id', '=', ids.Kowalska!).execute();
    expect(await stale(t.db)).toEqual(fresh);
    await t.db
      .insertInto('patient_hospitals')
      .values({ patient_id: ids.Adamczyk!, hospital_id: north, added_by: null })
      .execute();
    await t.db
      .deleteFrom('patient_hospitals')
      .where('patient_id', '=', ids['Wiśniewska']!)
      .where('hospital_id', '=', north)
      .execute();
    // Nothing moves an entry to another hospital; a statement could, all the same.
    await t.db
      .updateTable('patient_hospitals')
      .set({ hospital_id: south })
      .where('patient_id', '=', ids.Nowak!)
      .execute();
    expect(await stale(t.db)).toEqual(fresh);
    // A name change moves no counter.
    await t.db
      .updateTable('patients')
      .set({ last_name: 'Adamczyk-Nowak' })
      .where('id', '=', ids.Adamczyk!)
      .execute();
    expect(await stale(t.db)).toEqual(fresh);
  });

  it('follow many patients written in one statement, and a patient’s entries removed', async () => {
    await sql`insert into patient_protocols (patient_id, protocol, updated_at)
      select id, 'HL', now() from patients where id <> ${ids['Zając']!}`.execute(t.db);
    await sql`update patients set active = not active`.execute(t.db);
    expect(await stale(t.db)).toEqual(fresh);
    await t.db.deleteFrom('patient_hospitals').where('patient_id', '=', ids.Adamczyk!).execute();
    expect(await stale(t.db)).toEqual(fresh);
  });

  it('keep each list row’s hospitals and protocols as their rows and the hospitals change', async () => {
    await t.db
      .updateTable('patient_protocols')
      .set({ active: false, updated_at: new Date() })
      .where('patient_id', '=', ids['Wiśniewska']!)
      .where('protocol', '=', 'AML')
      .execute();
    expect(await stale(t.db)).toEqual(fresh);
    // A hospital renamed and closed: every row of its patients shows it at once.
    await t.db
      .updateTable('hospitals')
      .set({ name: 'Szpital Zachodni', short_name: 'SZA', active: false })
      .where('id', '=', south)
      .execute();
    expect(await stale(t.db)).toEqual(fresh);
    const rowOf = async (session: Session, lastName: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${base}?search=${encodeURIComponent(lastName)}`,
        headers: session.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { data: PatientSummary[] }).data[0]!;
    };
    const moved = await rowOf(admin, 'Wiśniewska');
    expect(moved.hospitals).toEqual([
      { id: south, name: 'Szpital Zachodni', shortName: 'SZA', active: false },
    ]);
    expect(moved.protocols.map((entry) => [entry.protocol, entry.active])).toEqual([
      ['ALL', true],
      ['AML', false],
      ['HL', true],
    ]);
    // The copy holds every protocol entry; a caller is shown those of his protocols alone.
    const codes = (row: PatientSummary) => row.protocols.map((entry) => entry.protocol);
    expect(codes(await rowOf(admin, 'Łukasik'))).toEqual(['CML', 'HL']);
    expect(codes(await rowOf(physician, 'Łukasik'))).toEqual(['CML']);
    const details = await t.app.inject({
      method: 'GET',
      url: `${base}/${ids['Łukasik']!}`,
      headers: physician.headers,
    });
    expect(codes(details.json() as PatientSummary)).toEqual(['CML']);
    await t.db
      .updateTable('hospitals')
      .set({ name: 'Szpital Południowy', short_name: 'SPD', active: true })
      .where('id', '=', south)
      .execute();
    expect(await stale(t.db)).toEqual(fresh);
  });

  it('count the registry’s patients once, whatever their hospitals, and none removed', async () => {
    const { rows } = await sql<{ count: number }>`select sum(count)::int as count
      from patient_list_counts where hospital_id = ${sql.lit(REGISTRY_COUNTS)} and protocol = ''`.execute(
      t.db,
    );
    // Six patients, one of them in two hospitals, one (Adamczyk) now in none.
    expect(rows[0]!.count).toBe(6);
    // The application never removes a patient; a removal is counted all the same.
    await t.db.deleteFrom('patient_protocols').where('patient_id', '=', ids.Adamczyk!).execute();
    await t.db.deleteFrom('patients').where('id', '=', ids.Adamczyk!).execute();
    expect(await stale(t.db)).toEqual(fresh);
    await addPatient(t.db, { lastName: 'Zieliński', protocols: ['HL'], hospitals: [] });
    expect(await stale(t.db)).toEqual(fresh);
  });

  it('give the list’s totals: what its rows number', async () => {
    const queries = [
      '',
      'filters[active]=true',
      'filters[active]=false',
      'filters[protocol][]=ALL',
      'filters[protocol][]=CML&filters[active]=true',
      'filters[protocol][]=HL',
      'filters[protocol][]=NBL',
      `filters[hospital][]=${north}&filters[protocol][]=AML`,
      `filters[hospital][]=${south}`,
    ];
    const adminQueries = [
      '',
      'filters[active]=false',
      'filters[protocol][]=HL&filters[active]=true',
      'filters[protocol][]=HL&filters[active]=false',
      'filters[protocol][]=CML&filters[active]=true',
      'filters[protocol][]=ALL',
    ];
    const calls = [
      ...queries.map((query) => [physician, query] as const),
      ...adminQueries.map((query) => [admin, query] as const),
    ];
    for (const [session, query] of calls) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${base}?itemsPerPage=100&${query}`,
        headers: session.headers,
      });
      expect(response.statusCode, query).toBe(200);
      const body = response.json() as { data: unknown[]; totalItems: number };
      expect(body.totalItems, query).toBe(body.data.length);
    }
  });

  it('give the whole list’s total on a short page, and on a page past the last', async () => {
    for (const [session, query] of [
      [physician, ''],
      [physician, 'filters[active]=true'],
      [admin, ''],
      [admin, `filters[hospital][]=${north}`],
    ] as const) {
      const list = async (paging: string) =>
        (
          await t.app.inject({
            method: 'GET',
            url: `${base}?${paging}&${query}`,
            headers: session.headers,
          })
        ).json() as { data: unknown[]; totalItems: number };
      const whole = await list('itemsPerPage=100');
      expect(whole.totalItems, query).toBeGreaterThan(0);
      const first = await list('itemsPerPage=1&page=1');
      expect([first.data.length, first.totalItems], query).toEqual([1, whole.totalItems]);
      const past = await list('itemsPerPage=1&page=99');
      expect([past.data.length, past.totalItems], query).toEqual([0, whole.totalItems]);
      // The furthest page a caller may ask for: its offset is past any safe integer.
      const furthest = await list(`itemsPerPage=100&page=${Number.MAX_SAFE_INTEGER}`);
      expect([furthest.data.length, furthest.totalItems], query).toEqual([0, whole.totalItems]);
    }
  });

  it('count for the physician only the protocols he holds, and his hospital’s patients', async () => {
    const total = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${base}?${query}`,
        headers: physician.headers,
      });
      return (response.json() as { totalItems: number }).totalItems;
    };
    // HL is not his protocol, though his hospital's patients carry it.
    expect(await total('filters[protocol][]=HL')).toBe(0);
    const { count } = await t.db
      .selectFrom('patient_hospitals')
      .where('hospital_id', '=', north)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(await total('')).toBe(Number(count));
  });
});

describe('a patient registered', () => {
  it('through the API is written once, and so is each hospital entry, with the codes in place', async () => {
    // Every later version of a patient's row, or of an entry's, is noted.
    await sql`create table rewritten (tbl text, patient_id integer)`.execute(t.db);
    await sql`create function note_rewritten() returns trigger language plpgsql as $$
      begin
        insert into rewritten values (tg_table_name, (to_jsonb(new) ->> tg_argv[0])::integer);
        return null;
      end
    $$`.execute(t.db);
    await sql`create trigger note_rewritten after update on patients
      for each row execute function note_rewritten('id')`.execute(t.db);
    await sql`create trigger note_rewritten after update on patient_hospitals
      for each row execute function note_rewritten('patient_id')`.execute(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: base,
      headers: admin.headers,
      payload: registrationForm({ hospitals: [south, north], protocols: ['CML', 'ALL'] }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { patientId } = response.json() as { patientId: number };
    const { rows } = await sql<{ tbl: string }>`select tbl from rewritten
      where patient_id = ${patientId}`.execute(t.db);
    expect(rows).toEqual([]);
    const patient = await t.db
      .selectFrom('patients')
      .select('protocol_codes')
      .where('id', '=', patientId)
      .executeTakeFirstOrThrow();
    expect(patient.protocol_codes).toEqual(['ALL', 'CML']);
    const entries = await t.db
      .selectFrom('patient_hospitals')
      .select('protocols')
      .where('patient_id', '=', patientId)
      .execute();
    expect(entries).toEqual([{ protocols: ['ALL', 'CML'] }, { protocols: ['ALL', 'CML'] }]);
    expect(await stale(t.db)).toEqual(fresh);
  });

  it('is written once by the demo’s and the benchmarks’ loads as well', async () => {
    const patients = syntheticPatients({
      count: 200,
      seed: 7,
      asOf: new Date('2026-06-01T00:00:00Z'),
      hospitalIds: [north, south],
      categoryIds: {},
    });
    const ids = await insertSyntheticPatients(t.db, patients);
    const { rows } = await sql<{ tbl: string }>`select tbl from rewritten
      where patient_id = any(${ids})`.execute(t.db);
    expect(rows).toEqual([]);
    expect(await stale(t.db)).toEqual(fresh);

    // The scaling benchmark's registry, grown by SQL: 200 more patients, in both hospitals.
    const { count } = await t.db
      .selectFrom('patients')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const last = Math.max(...ids);
    await grow(t.db, Number(count) + 200, new Date('2026-06-01T00:00:00Z'), [north, south]);
    const grown = await sql<{ rewritten: number; hospitals: number; patients: number }>`
      select (select count(*)::int from rewritten where patient_id > ${last}) as rewritten,
        (select count(distinct hospital_id)::int from patient_hospitals
          where patient_id > ${last}) as hospitals,
        (select count(*)::int from patients where id > ${last}) as patients`.execute(t.db);
    expect(grown.rows).toEqual([{ rewritten: 0, hospitals: 2, patients: 200 }]);
    expect(await stale(t.db)).toEqual(fresh);
  });
});
