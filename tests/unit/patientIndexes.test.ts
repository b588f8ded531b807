import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { folded } from '../../server/db/listing';
import { statements } from '../../server/db/migrations/0004_patients';
import { statements as byHospital } from '../../server/db/migrations/0012_patient_list_by_hospital';
import { statements as nameKeys } from '../../server/db/migrations/0016_patient_name_keys';

/** Compiles SQL without a database. */
const cold = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('the patient name index', () => {
  it('is on the very expression the patient list orders by, so that the planner can use it', () => {
    const index = statements.find((statement) => statement.includes('patients_name_idx'));
    const ordered = (column: string) =>
      sql`${folded(sql.ref(column))}`.compile(cold).sql.replaceAll('"', '');
    expect(index).toContain(`(${ordered('last_name')}, ${ordered('first_name')}, id)`);
  });
});

describe('the patients’ stored folded names (migration 0016)', () => {
  it('fold the names as the hospital entries’ copies and the search do, and the index holds them', () => {
    const ordered = (column: string) =>
      sql`${folded(sql.ref(column))}`.compile(cold).sql.replaceAll('"', '');
    const [columns] = nameKeys;
    expect(columns).toContain(`last_name_key text generated always as (${ordered('last_name')})`);
    expect(columns).toContain(`first_name_key text generated always as (${ordered('first_name')})`);
    const index = nameKeys.find((statement) => statement.includes('patients_name_key_idx'));
    expect(index).toContain('on patients (last_name_key, first_name_key, id)');
  });
});

describe('the hospital entries’ copies of the names (migration 0012)', () => {
  it('fold the names as the patient list orders by them, so that the hospital’s index gives its order', () => {
    const ordered = (column: string) =>
      sql`${folded(sql.ref(column))}`.compile(cold).sql.replaceAll('"', '');
    const copies = byHospital.find((statement) =>
      statement.includes('function patient_hospitals_name_keys'),
    );
    expect(copies).toContain(`${ordered('p.last_name')}, ${ordered('p.first_name')}`);
    const renamed = byHospital.find((statement) =>
      statement.includes('function patients_copy_name_keys'),
    );
    expect(renamed).toContain(`last_name_key = ${ordered('new.last_name')}`);
    expect(renamed).toContain(`first_name_key = ${ordered('new.first_name')}`);
  });
});
