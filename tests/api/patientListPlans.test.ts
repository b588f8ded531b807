/**
 * How the database plans the patient list's statements, over enough patients that its
 * estimates differ from value to value: a page filtered by a protocol, or one hospital's page
 * searched for a word, is planned once for every protocol or word, where it had been planned
 * again on each call (bench/RESULTS.md, v1.24.29).
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { addHospital } from './administration';
import { useTestApp } from './helpers';
import { CENTRAL_ADMINISTRATOR_AUTH } from './patients';
import { PROTOCOL_CODES } from '../../domain/protocols';
import { type Auth } from '../../server/http/context';
import { type PatientCriteria, listPatients } from '../../server/modules/patient/repository';

const t = useTestApp();
let hospital: number;

beforeAll(async () => {
  hospital = await addHospital(t.db, { name: 'Szpital Wojewódzki', shortName: 'SW' });
  // 3,000 patients in one hospital: every other one on ALL, one in a hundred on CML.
  await sql`
    insert into patients (first_name, last_name, gender, birth_date, nationality,
      residence_street, residence_city, residence_zip_code, registered_street, registered_city,
      registered_zip_code, correspondence_street, correspondence_city, correspondence_zip_code,
      active, search_key, passport_number)
    select 'Anna', 'Nowak' || n, 'Female', date '2010-01-01' + n, 'PL', 'ul. Długa 1', 'Kraków',
      '30-001', 'ul. Długa 1', 'Kraków', '30-001', 'ul. Długa 1', 'Kraków', '30-001', true,
      'anna nowak' || n, 'AB' || n
    from generate_series(1, 3000) n`.execute(t.db);
  await sql`
    insert into patient_hospitals (patient_id, hospital_id)
    select id, ${hospital} from patients`.execute(t.db);
  // Analysed first: the protocols' triggers, which copy the codes to the patients, would
  // otherwise plan their joins for empty tables.
  await sql`analyze`.execute(t.db);
  await sql`
    insert into patient_protocols (patient_id, protocol, active)
    select id, case when id % 100 = 0 then 'CML' else 'ALL' end, true
    from patients where id % 2 = 0`.execute(t.db);
  await sql`analyze`.execute(t.db);
});

const physician = (): Auth => ({
  accountId: 1,
  role: 'ROLE_REPORTER_PHYSICIAN',
  hospitals: [hospital],
  protocols: [...PROTOCOL_CODES],
  sessionId: 'test',
});
const administrator = CENTRAL_ADMINISTRATOR_AUTH;

/**
 * How often the statement that tests `condition` was planned for all values and for each, after
 * a first page by each of `criteria` in turn, on one connection.
 */
async function plansOfPages(auth: Auth, criteria: PatientCriteria[], condition: string) {
  return t.db.connection().execute(async (connection) => {
    // Prepared from its second run (tests/api/helpers.ts); after five runs the database weighs
    // one plan for all values against those it made for each value.
    for (const each of criteria) {
      await listPatients(connection, auth, each, {}, { limit: 25, offset: 0 });
    }
    const { rows } = await sql<{ generic: number; custom: number }>`
      select generic_plans::int as generic, custom_plans::int as custom
      from pg_prepared_statements where statement like ${`%${condition}%`}`.execute(connection);
    return rows;
  });
}

/** Eight pages by three protocols in turn. */
const byProtocols = ['ALL', 'CML', 'AML', 'ALL', 'CML', 'AML', 'ALL', 'CML'].map((code) => ({
  protocols: [code],
}));

describe('a first page filtered by a protocol', () => {
  it('is planned once for every protocol, not again on each call', async () => {
    expect(await plansOfPages(physician(), byProtocols, 'scope_ph.protocols &&')).toEqual([
      { generic: 2, custom: 5 },
    ]);
    expect(
      await plansOfPages(administrator, byProtocols, '"patients"."protocol_codes" &&'),
    ).toEqual([{ generic: 2, custom: 5 }]);
  });

  it('holds the patients on that protocol alone, in the list’s order', async () => {
    for (const auth of [physician(), administrator]) {
      const page = await listPatients(
        t.db,
        auth,
        { protocols: ['CML'] },
        { lastName: 'asc' },
        { limit: 25, offset: 0 },
      );
      const { rows } = await sql<{ last_name: string }>`
        select p.last_name from patients p join patient_protocols pp on pp.patient_id = p.id
        where pp.protocol = 'CML' order by p.last_name_key, p.first_name_key, p.id
        limit 25`.execute(t.db);
      expect(rows).toHaveLength(25);
      expect(page.map((row) => row.lastName)).toEqual(rows.map((row) => row.last_name));
    }
  });
});

describe('a first page of one hospital’s patients searched for a word', () => {
  it('is planned once for every word, not again on each call', async () => {
    const words = ['nowak1', 'anna', 'nowak27', 'ann', 'nowak1', 'anna', 'nowak27', 'ann'];
    const searches = words.map((search) => ({ search }));
    expect(await plansOfPages(physician(), searches, '"scope_ph"."search_key" like')).toEqual([
      { generic: 2, custom: 5 },
    ]);
  });

  it('finds the patients the word names, and no more', async () => {
    const firstPage = { limit: 25, offset: 0 };
    const page = await listPatients(t.db, physician(), { search: 'nowak299' }, {}, firstPage);
    expect(page.map((row) => row.lastName).sort()).toEqual(
      ['Nowak299', ...Array.from({ length: 10 }, (_, n) => `Nowak299${n}`)].sort(),
    );
  });
});
