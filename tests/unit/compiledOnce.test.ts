/**
 * A statement compiled once (server/db/compiledOnce.ts) sends each call's own values, in the
 * text its shape needs, and refuses a builder that bakes a value into the text.
 */
import {
  type CompiledQuery,
  type DatabaseConnection,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type SqlBool,
  sql,
} from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { SHAPES_PER_STATEMENT, compiledOnce } from '../../server/db/compiledOnce';
import { type Database } from '../../server/db/schema';
import { patientInScope } from '../../server/modules/patient/scope';

/** A database that answers no rows and remembers what it was sent. */
function recordingDb() {
  const sent: { sql: string; parameters: readonly unknown[] }[] = [];
  const connection: DatabaseConnection = {
    executeQuery: async (query: CompiledQuery) => {
      sent.push({ sql: query.sql, parameters: query.parameters });
      return { rows: [] };
    },
    streamQuery: () => {
      throw new Error('not streamed');
    },
  };
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => ({
        init: async () => {},
        acquireConnection: async () => connection,
        beginTransaction: async () => {},
        commitTransaction: async () => {},
        rollbackTransaction: async () => {},
        releaseConnection: async () => {},
        destroy: async () => {},
      }),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return { db, sent };
}

interface Lookup {
  id: number;
  hospitals: number[];
  since?: Date;
}

const builds = vi.fn();
const patients = compiledOnce((db, { id, hospitals, since }: Lookup, role: string) => {
  builds();
  const query = db
    .selectFrom('patients')
    .select('patients.id')
    .where('patients.id', '=', id)
    .where(patientInScope({ role: role as never, hospitals }, sql.ref('patients.id')))
    .limit(1);
  return since === undefined ? query : query.where('patients.created_at', '>=', since);
});

describe('a statement compiled once', () => {
  it('is built once for a shape and sends each call its own values', async () => {
    const { db, sent } = recordingDb();
    builds.mockClear();
    await patients(db, { id: 7, hospitals: [1, 2] }, 'ROLE_REPORTER_PHYSICIAN');
    await patients(db, { id: 8, hospitals: [3, 4] }, 'ROLE_REPORTER_PHYSICIAN');
    expect(builds).toHaveBeenCalledTimes(1);
    expect(sent[1]!.sql).toBe(sent[0]!.sql);
    expect(sent[0]!.sql).toContain('hospital_id in ($2, $3)');
    // The builder's own limit stays its parameter.
    expect(sent.map(({ parameters }) => parameters)).toEqual([
      [7, 1, 2, 1],
      [8, 3, 4, 1],
    ]);
  });

  it('is built again when the shape, an array length or an undefined value differs', async () => {
    const { db, sent } = recordingDb();
    const since = new Date('2026-01-01T00:00:00Z');
    await patients(db, { id: 7, hospitals: [1] }, 'ROLE_REPORTER_PHYSICIAN');
    await patients(db, { id: 7, hospitals: [1, 2, 3] }, 'ROLE_REPORTER_PHYSICIAN');
    await patients(db, { id: 7, hospitals: [] }, 'ROLE_CENTRAL_ADMINISTRATOR');
    await patients(db, { id: 7, hospitals: [1], since }, 'ROLE_REPORTER_PHYSICIAN');
    expect(sent.map((query) => query.sql)).toEqual([
      expect.stringContaining('hospital_id in ($2))'),
      expect.stringContaining('hospital_id in ($2, $3, $4))'),
      expect.not.stringContaining('patient_hospitals'),
      expect.stringContaining('"patients"."created_at" >= $'),
    ]);
    expect(sent[3]!.parameters).toEqual([7, 1, since, 1]);
  });

  it('lets the builder branch on null, true and false, each a statement of its own', async () => {
    const { db, sent } = recordingDb();
    const byState = compiledOnce((db, { id, active }: { id: number; active: boolean | null }) => {
      const query = db.selectFrom('patients').select('id').where('id', '=', id);
      if (active === null) return query;
      return active ? query.where('active', '=', true) : query.where('active', '=', false);
    });
    for (const active of [true, false, null, true]) await byState(db, { id: 3, active }, undefined);
    expect(sent.map(({ parameters }) => parameters)).toEqual([
      [3, true],
      [3, false],
      [3],
      [3, true],
    ]);
  });

  it('refuses a builder that writes a value into the text', async () => {
    const { db } = recordingDb();
    const baked = compiledOnce((db, { name }: { name: string }) =>
      db
        .selectFrom('patients')
        .select('id')
        .where(sql.raw<SqlBool>(`last_name = '${name}'`)),
    );
    await expect(baked(db, { name: 'Nowak' }, undefined)).rejects.toThrow(
      /a value was not placed as a parameter/,
    );
  });

  it('keeps a bounded number of shapes and still answers beyond them', async () => {
    const { db, sent } = recordingDb();
    builds.mockClear();
    const many = SHAPES_PER_STATEMENT + 5;
    for (let count = 1; count <= many; count += 1) {
      const hospitals = Array.from({ length: count }, (_, index) => index + 1);
      await patients(db, { id: count, hospitals }, 'ROLE_DATA_ENTRY');
    }
    // The last shapes were not kept: each call built its statement again.
    await patients(db, { id: 1, hospitals: [1] }, 'ROLE_DATA_ENTRY');
    await patients(db, { id: 1, hospitals: Array(many).fill(1) }, 'ROLE_DATA_ENTRY');
    expect(builds).toHaveBeenCalledTimes(many + 1);
    expect(sent.at(-1)!.parameters).toHaveLength(many + 2);
  });
});
