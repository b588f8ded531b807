/** The database layer itself: transactions on both drivers, and the PGlite dialect's queue. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, freshDatabase } from './helpers';

let database: TestDatabase;

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
});

const count = async (key: string) =>
  (
    await database.db
      .selectFrom('app_settings')
      .select('key')
      .where('key', 'like', `${key}%`)
      .execute()
  ).length;

describe('transactions', () => {
  it('roll back everything when the callback throws', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.insertInto('app_settings').values({ key: 'rollback', value: '1' }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await count('rollback')).toBe(0);
  });

  it('roll back to a savepoint and keep what came before it', async () => {
    const trx = await database.db.startTransaction().execute();
    await trx.insertInto('app_settings').values({ key: 'sp-a', value: '1' }).execute();
    const inner = await trx.savepoint('inner').execute();
    await inner.insertInto('app_settings').values({ key: 'sp-b', value: '1' }).execute();
    await inner.rollbackToSavepoint('inner').execute();
    await trx.insertInto('app_settings').values({ key: 'sp-c', value: '1' }).execute();
    await trx.commit().execute();
    expect(await count('sp-a')).toBe(1);
    expect(await count('sp-b')).toBe(0);
    expect(await count('sp-c')).toBe(1);
  });

  it('keep a query from outside out of an open transaction', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction().execute(async (trx) => {
      await trx.insertInto('app_settings').values({ key: 'iso-a', value: '1' }).execute();
      await held;
      throw new Error('abort');
    });
    // Issued while the transaction is open; it must neither join it nor see its row.
    const outside = database.db
      .insertInto('app_settings')
      .values({ key: 'iso-b', value: '1' })
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await expect(transaction).rejects.toThrow('abort');
    await outside;
    expect(await count('iso-a')).toBe(0);
    expect(await count('iso-b')).toBe(1);
  });

  it('answer counts as numbers and dates as strings', async () => {
    const { rows } = await sql<{
      n: number;
      d: string;
    }>`select count(*) as n, date '2026-01-31' as d`.execute(database.db);
    expect(rows[0]).toEqual({ n: 1, d: '2026-01-31' });
  });
});
