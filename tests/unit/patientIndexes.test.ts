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
