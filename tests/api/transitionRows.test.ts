/**
 * Migration 0026: the statement triggers that pair an update's old and new rows do it with a
 * full join, which PostgreSQL runs as a hash or merge join whatever it estimates. A trigger's
 * plan is made when it first fires on a connection and kept, with its transition tables
 * estimated at that statement's size (often one row), so an inner join or `not exists` between
 * them became a nested loop comparing every new row with every old one: a hospital's rename
 * that rewrote 50,000 patients' copies compared 2.5 billion pairs. A trigger written that way
 * fails here; the counters it keeps are checked after statements of many rows, on a connection
 * whose trigger plans were made for one.
 */
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '../../server/db/schema';
import { addHospital } from './administration';
import { type TestDatabase, freshDatabase } from './helpers';
import { fresh, stale } from './keptFigures';
import { addPatient } from './patients';

let database: TestDatabase;
let db: Kysely<Database>;
let north: number;
let south: number;

beforeAll(async () => {
  database = await freshDatabase();
  db = database.db;
  north = await addHospital(db, { name: 'Szpital Północny', shortName: 'SPN' });
  south = await addHospital(db, { name: 'Szpital Południowy', shortName: 'SPD' });
});

afterAll(async () => {
  await database?.close();
});

const TRANSITION_TABLE = String.raw`(?:new_rows|old_rows)`;
/** A table's alias: any word but the join's own keywords ("new_rows full join" has none). */
const ALIAS = String.raw`(?: as)?(?: (?!(?:inner|cross|left|right|full|join)\b)\w+)?`;

/**
 * How the transition tables meet in a trigger's source: each join of one with the other (its
 * kind, "join" alone for an inner one), and each subquery that reads one of them inside a
 * condition (`exists`, `in`), which the planner may run once per row of the other.
 */
function transitionPairings(source: string): string[] {
  const text = source.toLowerCase().replace(/\s+/g, ' ');
  const joins = text.matchAll(
    new RegExp(
      String.raw`\b${TRANSITION_TABLE}${ALIAS} ((?:(?:inner|cross|(?:left|right|full)(?: outer)?) )?join) ${TRANSITION_TABLE}\b`,
      'g',
    ),
  );
  const commas = text.matchAll(
    new RegExp(String.raw`\bfrom ${TRANSITION_TABLE}${ALIAS} ?, ?${TRANSITION_TABLE}\b`, 'g'),
  );
  const subqueries = text.matchAll(
    new RegExp(String.raw`\b(exists|in) ?\( ?select [^()]*?\bfrom ${TRANSITION_TABLE}\b`, 'g'),
  );
  return [
    ...[...joins].map((match) => match[1]!),
    ...[...commas].map(() => 'comma join'),
    ...[...subqueries].map((match) => `${match[1]!} (subquery)`),
  ];
}

describe('migration 0026_transition_rows_paired_in_one_pass', () => {
  it('tells a full join of the transition tables from the pairings that become nested loops', () => {
    expect(transitionPairings('from new_rows n full join old_rows o on o.id = n.id')).toEqual([
      'full join',
    ]);
    expect(
      transitionPairings(`from new_rows n
        join old_rows o using (patient_id, hospital_id)
        where not exists (select 1 from old_rows o where o.patient_id = n.patient_id)`),
    ).toEqual(['join', 'exists (subquery)']);
    expect(transitionPairings('from new_rows full join old_rows using (id)')).toEqual([
      'full join',
    ]);
    expect(transitionPairings('from new_rows left join old_rows using (id)')).toEqual([
      'left join',
    ]);
    expect(transitionPairings('from new_rows n, old_rows o where o.id = n.id')).toEqual([
      'comma join',
    ]);
    expect(transitionPairings('select id from new_rows union select id from old_rows')).toEqual([]);
  });

  it('leaves no trigger pairing its old and new rows but by a full join', async () => {
    const { rows } = await sql<{ name: string; source: string }>`
      select p.proname as name, p.prosrc as source from pg_proc p
      where p.prorettype = 'trigger'::regtype
        and p.pronamespace = 'public'::regnamespace
        and p.prosrc like '%new_rows%' and p.prosrc like '%old_rows%'
      order by 1`.execute(db);
    expect(rows.map((row) => row.name)).toEqual(
      expect.arrayContaining([
        'dashboard_counts_patients_update',
        'patient_list_counts_patient_hospitals_update',
      ]),
    );
    const pairings = rows.flatMap((row) =>
      transitionPairings(row.source)
        .filter((pairing) => pairing !== 'full join')
        .map((pairing) => `${row.name}: ${pairing}`),
    );
    expect(pairings).toEqual([]);
  });

  it('keeps every count when one statement moves many patients, after one that moved one', async () => {
    const patients = [];
    for (let i = 0; i < 40; i += 1) {
      const hospitals = i % 4 === 0 ? [north, south] : [i % 2 ? north : south];
      const protocols = i % 3 ? ['ALL'] : ['AML', 'CML'];
      patients.push((await addPatient(db, { hospitals, protocols, active: i % 5 !== 0 })).id);
    }
    // The triggers' plans on this connection are made for the one row of these statements.
    await sql`update patients set gender = 'Male' where id = ${patients[0]!}`.execute(db);
    await sql`update patient_hospitals set hospital_id = ${south}
      where patient_id = ${patients[1]!} and hospital_id = ${north}`.execute(db);
    expect(await stale(db)).toEqual(fresh);

    // Registrations moved a year back and genders swapped, every patient in one statement.
    await sql`update patients set created_at = created_at - interval '1 year',
      gender = case when gender = 'Male' then 'Female' else 'Male' end`.execute(db);
    expect(await stale(db)).toEqual(fresh);
    // Half of them moved back alone: a year's figures gain some and lose others.
    await sql`update patients set created_at = created_at + interval '1 year'
      where id % 2 = 0`.execute(db);
    expect(await stale(db)).toEqual(fresh);
    // Every entry of one hospital moved to the other (keys changed), the shared ones removed.
    await sql`delete from patient_hospitals ph where ph.hospital_id = ${north}
      and exists (select 1 from patient_hospitals other
        where other.patient_id = ph.patient_id and other.hospital_id = ${south})`.execute(db);
    await sql`update patient_hospitals set hospital_id = ${south}
      where hospital_id = ${north}`.execute(db);
    expect(await stale(db)).toEqual(fresh);
    // Many patients' state at once, which their entries copy.
    await sql`update patients set active = not active`.execute(db);
    expect(await stale(db)).toEqual(fresh);
  });
});
