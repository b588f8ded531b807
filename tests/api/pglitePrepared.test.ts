/**
 * The embedded database keeps the server's parameterised statements prepared
 * (server/db/pglitePrepared.ts): once each from its second run, up to a limit, the least
 * recently used giving way (closed) only to one met far more often, answering as PGlite's own
 * `query` does; one whose result changed shape, or that the backend lost, is prepared afresh.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pgliteParsers } from '../../server/db/pgliteOptions';
import {
  ARRAY_TYPES_SQL,
  type ArrayType,
  answerParsers,
  preparedQueries,
  readAnswer,
} from '../../server/db/pglitePrepared';

describe('prepared statements in the embedded database', () => {
  let pglite: PGlite;
  let prepared: ReturnType<typeof preparedQueries>;

  beforeAll(async () => {
    pglite = await PGlite.create({ parsers: pgliteParsers() });
  });

  afterAll(async () => {
    await pglite.close();
  });

  beforeEach(async () => {
    await pglite.exec(`
      deallocate all;
      drop table if exists notes;
      create table notes (id int primary key, body text, written date, data jsonb);
      insert into notes values (1, 'pierwsza', '2026-11-29', '{"a": 1}'), (2, 'druga', null, null);
    `);
    prepared = preparedQueries(pglite, 2);
  });

  const statements = async () =>
    (
      await pglite.query<{ statement: string }>(
        'select statement from pg_prepared_statements order by name',
      )
    ).rows.map((row) => row.statement);

  it('prepares a statement with parameters once, and answers as PGlite’s query does', async () => {
    const text = 'select id, body, written, data from notes where id = $1';
    const expected = (await pglite.query(text, [1], { rowMode: 'object' })).rows;
    expect((await prepared.query(text, [1], false)).rows).toEqual(expected);
    expect(await statements()).toEqual([]);
    expect((await prepared.query(text, [1], false)).rows).toEqual(expected);
    expect((await prepared.query(text, [2], false)).rows).toEqual([
      { id: 2, body: 'druga', written: null, data: null },
    ]);
    expect(await statements()).toEqual([text]);
  });

  it('passes dates, JSON and nulls as parameters, and counts the rows a write touched', async () => {
    const insert = 'insert into notes values ($1, $2, $3, $4)';
    const select = 'select body, written, data from notes where id = $1';
    for (const id of [3, 4]) {
      const written = await prepared.query(
        insert,
        [id, null, new Date('2026-11-30T12:00:00Z'), JSON.stringify({ b: [1, 2] })],
        false,
      );
      expect(written.affectedRows).toBe(1);
      expect((await prepared.query(select, [id], false)).rows).toEqual([
        { body: null, written: '2026-11-30', data: { b: [1, 2] } },
      ]);
    }
    expect(await statements()).toEqual([insert, select]);
  });

  it('fails a bad statement with PostgreSQL’s error, and goes on', async () => {
    for (let run = 0; run < 3; run++) {
      await expect(
        prepared.query('insert into notes (id) values ($1)', [1], false),
      ).rejects.toMatchObject({ code: '23505' });
      await expect(
        prepared.query('select nothing from notes where id = $1', [1], false),
      ).rejects.toMatchObject({ code: '42703' });
    }
    for (let run = 0; run < 2; run++) {
      expect(
        (await prepared.query('select body from notes where id = $1', [2], false)).rows,
      ).toEqual([{ body: 'druga' }]);
    }
  });

  it('answers a prepared statement as PostgreSQL’s bytes, read elsewhere as PGlite reads them', async () => {
    const text = `select id, body, written, data, array[body, null]::text[] as bodies,
      array[id, 7]::int[] as ids, array[written]::date[] as days, '\\x00ff'::bytea as bytes
      from notes where id = $1`;
    const expected = (await pglite.query(text, [1], { rowMode: 'object' })).rows;
    expect(await prepared.answer(text, [1], false)).toEqual({ rows: expected, affectedRows: 0 });
    const answer = await prepared.answer(text, [1], false);
    expect('raw' in answer && answer.raw).toBeInstanceOf(Uint8Array);
    // The parsers of another thread, made from the array types PGlite read when it started.
    const arrayTypes = (await pglite.query<ArrayType>(ARRAY_TYPES_SQL)).rows;
    const elsewhere = answerParsers(pgliteParsers(), arrayTypes);
    expect(readAnswer(answer, elsewhere).rows).toEqual(expected);
    expect(expected[0]).toMatchObject({
      bodies: ['pierwsza', null],
      ids: [1, 7],
      days: ['2026-11-29'],
      bytes: new Uint8Array([0, 255]),
    });
  });

  it('leaves statements without parameters unprepared', async () => {
    await prepared.query('select count(*) from notes', [], false);
    await prepared.query('select count(*) from notes', [], false);
    expect(await statements()).toEqual([]);
  });

  it('once full, gives the least recently used statement’s place to one used far more, closed', async () => {
    const [a, b, c] = [1, 2, 3].map((n) => `select body from notes where id = $1 and ${n} = ${n}`);
    for (const text of [a, a, b, b, a, c, c, c, c, c, b]) {
      expect((await prepared.query(text!, [1], false)).rows).toEqual([{ body: 'pierwsza' }]);
    }
    expect(await statements()).toEqual([a, c]);
    expect(prepared.prepared()).toBe(2);
  });

  it('runs a new statement unprepared inside a transaction when it is full', async () => {
    const [a, b, c] = [1, 2, 3].map((n) => `select body from notes where id = $1 and ${n} = ${n}`);
    for (const text of [a, a, b, b]) await prepared.query(text!, [2], false);
    await pglite.exec('begin');
    await prepared.query(c!, [2], true);
    expect((await prepared.query(c!, [2], true)).rows).toEqual([{ body: 'druga' }]);
    await pglite.exec('commit');
    expect(await statements()).toEqual([a, b]);
  });

  it('prepares afresh, and runs again, a statement whose result changed shape', async () => {
    const text = 'select * from notes where id = $1';
    await prepared.query(text, [2], false);
    await prepared.query(text, [2], false);
    await pglite.exec(`alter table notes add column author text default 'Ewa'`);
    expect((await prepared.query(text, [2], false)).rows).toEqual([
      { id: 2, body: 'druga', written: null, data: null, author: 'Ewa' },
    ]);
    // The stale one closed.
    expect(await statements()).toEqual([text]);
  });

  it('fails a transaction that met a changed result, and prepares the statement afresh', async () => {
    const text = 'select * from notes where id = $1';
    await prepared.query(text, [2], false);
    await prepared.query(text, [2], false);
    await pglite.exec(`alter table notes add column author text default 'Ewa'`);
    await pglite.exec('begin');
    await expect(prepared.query(text, [2], true)).rejects.toThrow(
      'cached plan must not change result type',
    );
    await pglite.exec('rollback');
    expect((await prepared.query(text, [2], false)).rows).toHaveLength(1);
  });

  it('prepares afresh what the backend no longer holds', async () => {
    const text = 'select body from notes where id = $1';
    await prepared.query(text, [1], false);
    await prepared.query(text, [1], false);
    expect(await statements()).toEqual([text]);
    await pglite.exec('deallocate all');
    expect((await prepared.query(text, [2], false)).rows).toEqual([{ body: 'druga' }]);
    await pglite.exec('deallocate all');
    await prepared.forget();
    await pglite.exec('begin');
    expect((await prepared.query(text, [1], true)).rows).toEqual([{ body: 'pierwsza' }]);
    await pglite.exec('commit');
  });
});
