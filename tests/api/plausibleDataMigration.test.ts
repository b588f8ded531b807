/**
 * Migration 0011 on a registry that already holds what it forbids: short names repeated in
 * another case are told apart (the oldest hospital keeps its name, the others get their id
 * appended, each renaming audited) before the unique index is built; a passport number shared by
 * two patients of one country stops the migration with their ids, not their numbers, and leaves
 * the database as it was. Each test rewinds a fresh database to before the migration's indexes.
 */
import { type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database } from '../../server/db/schema';
import { statements } from '../../server/db/migrations/0011_plausible_data';
import { addHospital } from './administration';
import { type TestDatabase, freshDatabase } from './helpers';
import { addPatient } from './patients';

let database: TestDatabase;
let db: Kysely<Database>;

beforeEach(async () => {
  database = await freshDatabase();
  db = database.db;
  // The database as migration 0010 left it.
  await sql`drop index hospitals_short_name_key`.execute(db);
  await sql`drop index patients_passport_key`.execute(db);
  await sql`create index patients_passport_idx on patients (passport_number)
    where passport_number is not null`.execute(db);
});

afterEach(async () => {
  await database.close();
});

const migrate = () =>
  db.transaction().execute(async (trx) => {
    for (const statement of statements) await sql.raw(statement).execute(trx);
  });

async function shortNames() {
  const rows = await db
    .selectFrom('hospitals')
    .select(['id', 'short_name'])
    .orderBy('id')
    .execute();
  return rows.map((row) => [row.id, row.short_name]);
}

async function indexes() {
  const { rows } = await sql<{ name: string }>`select indexname as name from pg_indexes
    where indexname in ('hospitals_short_name_key', 'patients_passport_key', 'patients_passport_idx')
    order by indexname`.execute(db);
  return rows.map((row) => row.name);
}

describe('migration 0011_plausible_data', () => {
  it('tells apart short names repeated in another case, audits each renaming, then builds the index', async () => {
    const czd = await addHospital(db, { shortName: 'CZD' });
    const other = await addHospital(db, { shortName: 'Inny' });
    const czdLower = await addHospital(db, { shortName: 'czd' });
    const lodz = await addHospital(db, { shortName: 'ŁÓDŹ' });
    const long = 'X'.repeat(50);
    const first = await addHospital(db, { shortName: long });
    const lodzLower = await addHospital(db, { shortName: 'łódź' });
    const longLower = await addHospital(db, { shortName: long.toLowerCase() });

    await migrate();

    expect(await shortNames()).toEqual([
      [czd, 'CZD'],
      [other, 'Inny'],
      [czdLower, `czd (${czdLower})`],
      [lodz, 'ŁÓDŹ'],
      [first, long],
      [lodzLower, `łódź (${lodzLower})`],
      // Cut to leave room for the id within the 50 characters a short name may have.
      [longLower, `${'x'.repeat(50 - ` (${longLower})`.length)} (${longLower})`],
    ]);
    const audited = await db
      .selectFrom('audit_log')
      .select(['action', 'object_type', 'object_id', 'account_id', 'path', 'changes'])
      .where('path', '=', 'migration 0011_plausible_data')
      .orderBy('object_id')
      .execute();
    expect(audited).toEqual(
      [czdLower, lodzLower, longLower]
        .map(String)
        .sort()
        .map((id) => ({
          action: 'hospital_update',
          object_type: 'hospital',
          object_id: id,
          account_id: null,
          path: 'migration 0011_plausible_data',
          changes: expect.objectContaining({ shortName: expect.any(Object) }),
        })),
    );
    expect(audited.find((row) => row.object_id === String(czdLower))!.changes).toEqual({
      shortName: { old: 'czd', new: `czd (${czdLower})` },
    });
    expect(await indexes()).toEqual(['hospitals_short_name_key', 'patients_passport_key']);
  });

  it('stops on a passport number two patients of one country share, naming only their ids', async () => {
    await addHospital(db, { shortName: 'DUP' });
    const dup = await addHospital(db, { shortName: 'dup' });
    const hospital = await addHospital(db, { shortName: 'P' });
    const a = await addPatient(db, {
      hospitals: [hospital],
      pesel: null,
      passportNumber: 'AA1234567',
    });
    const b = await addPatient(db, {
      hospitals: [hospital],
      pesel: null,
      passportNumber: 'AA1234567',
    });
    // The same number of another country is no duplicate.
    await addPatient(db, {
      hospitals: [hospital],
      pesel: null,
      passportNumber: 'BB7654321',
    });
    const d = await addPatient(db, {
      hospitals: [hospital],
      pesel: null,
      passportNumber: 'BB7654321',
    });
    await db.updateTable('patients').set({ nationality: 'UA' }).where('id', '=', d.id).execute();

    const failure = await migrate().then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    // Only the pair of one country: BB7654321 is held in two countries.
    expect(failure?.message).toContain(`(patient ids: ${a.id}, ${b.id}).`);
    expect(failure?.message).not.toContain('AA1234567');

    // Nothing changed: the renaming before the stop is undone with it.
    expect((await shortNames()).find(([id]) => id === dup)).toEqual([dup, 'dup']);
    expect(await indexes()).toEqual(['patients_passport_idx']);

    await db.updateTable('patients').set({ nationality: 'BY' }).where('id', '=', b.id).execute();
    await migrate();
    expect(await indexes()).toEqual(['hospitals_short_name_key', 'patients_passport_key']);
  });
});
