/**
 * The API's connections to PostgreSQL keep its parameterised statements prepared
 * (server/db/preparedStatements.ts): once per connection each from its second run, up to a
 * limit, the least recently used giving way (deallocated) only to one met far more often; one
 * whose result changed shape is prepared afresh (and run again at once when no transaction is
 * open). PostgreSQL only; the whole API suite on PostgreSQL runs through such connections too
 * (tests/api/helpers.ts).
 */
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parsedStatements, prepareStatements } from '../../server/db/preparedStatements';

describe.runIf(Boolean(process.env.DATABASE_URL))('prepared statements', () => {
  let client: pg.Client;

  beforeEach(async () => {
    client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    prepareStatements(client, 2);
    // A table of this session alone.
    await client.query('create temporary table notes (id int primary key, body text)');
    await client.query(`insert into notes values (1, 'pierwsza'), (2, 'druga')`);
  });

  afterEach(async () => {
    await client.end();
  });

  const prepared = async () =>
    (
      await client.query<{ statement: string; runs: number }>(
        `select statement, (generic_plans + custom_plans)::int as runs
         from pg_prepared_statements order by name`,
      )
    ).rows;

  it('prepares a statement with parameters on its second run and runs it again', async () => {
    const text = 'select body from notes where id = $1';
    expect((await client.query(text, [1])).rows).toEqual([{ body: 'pierwsza' }]);
    expect(await prepared()).toEqual([]);
    expect((await client.query(text, [2])).rows).toEqual([{ body: 'druga' }]);
    expect((await client.query(text, [1])).rows).toEqual([{ body: 'pierwsza' }]);
    expect(await prepared()).toEqual([{ statement: text, runs: 2 }]);
  });

  it('leaves statements without parameters unprepared', async () => {
    await client.query('select count(*) from notes', []);
    await client.query('select count(*) from notes', []);
    await client.query('select count(*) from notes');
    expect(await prepared()).toEqual([]);
  });

  it('once full, gives the least recently used statement’s place to one used far more, deallocated', async () => {
    const [a, b, c] = [1, 2, 3].map((n) => `select body from notes where id = $1 and ${n} = ${n}`);
    const run = async (text: string) =>
      expect((await client.query(text, [1])).rows).toEqual([{ body: 'pierwsza' }]);
    for (const text of [a, a, b, b, a, c, c, c, c, c]) await run(text!);
    expect((await prepared()).map((row) => row.statement)).toEqual([a, c]);
    // The driver forgets the dropped one too: what it holds stays within the limit.
    expect(Object.keys(parsedStatements(client) ?? {})).toHaveLength(2);
    await run(b!);
    expect((await prepared()).map((row) => row.statement)).toEqual([a, c]);
  });

  it('runs a new statement unprepared inside a transaction when the connection is full', async () => {
    const [a, b, c] = [1, 2, 3].map((n) => `select body from notes where id = $1 and ${n} = ${n}`);
    for (const text of [a, a, b, b]) await client.query(text!, [2]);
    await client.query('begin');
    await client.query(c!, [2]);
    expect((await client.query(c!, [2])).rows).toEqual([{ body: 'druga' }]);
    await client.query('commit');
    expect((await prepared()).map((row) => row.statement)).toEqual([a, b]);
  });

  it('prepares afresh, and runs again, a statement whose result changed shape', async () => {
    const text = 'select * from notes where id = $1';
    await client.query(text, [1]);
    expect((await client.query(text, [1])).rows).toEqual([{ id: 1, body: 'pierwsza' }]);
    await client.query(`alter table notes add column author text default 'Ewa'`);
    expect((await client.query(text, [1])).rows).toEqual([
      { id: 1, body: 'pierwsza', author: 'Ewa' },
    ]);
    // The stale one deallocated.
    expect(await prepared()).toEqual([{ statement: text, runs: 1 }]);
  });

  it('fails a transaction that met a changed result, and prepares the statement afresh', async () => {
    const text = 'select * from notes where id = $1';
    await client.query(text, [1]);
    await client.query(text, [1]);
    await client.query(`alter table notes add column author text default 'Ewa'`);
    await client.query('begin');
    await expect(client.query(text, [1])).rejects.toThrow(
      'cached plan must not change result type',
    );
    await client.query('rollback');
    await client.query('begin');
    expect((await client.query(text, [2])).rows).toEqual([{ id: 2, body: 'druga', author: 'Ewa' }]);
    await client.query('commit');
  });
});
