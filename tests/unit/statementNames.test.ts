/**
 * Which statements a connection keeps prepared (server/db/statementNames.ts): a text from its
 * second use, at most `limit` of them; once full, the least recently used gives way, outside a
 * transaction, only to a text met more than twice as often lately.
 */
import { describe, expect, it } from 'vitest';
import { StatementNames } from '../../server/db/statementNames';

/** Meets `text` `times` times and answers the last answer. */
const meet = (names: StatementNames, text: string, times: number, inTransaction = false) => {
  let last: ReturnType<StatementNames['use']>;
  for (let time = 0; time < times; time++) last = names.use(text, inTransaction);
  return last;
};

describe('the statements a connection keeps prepared', () => {
  it('runs a text unprepared the first time, prepares it the second and reuses it', () => {
    const names = new StatementNames(2);
    expect(names.use('a', false)).toBeUndefined();
    const prepared = names.use('a', false);
    expect(prepared).toEqual({ name: expect.any(String), fresh: true, drop: [] });
    expect(names.use('a', false)).toEqual({ name: prepared!.name, fresh: false, drop: [] });
    expect(names.size).toBe(1);
  });

  it('once full, gives the least recently used place to a text met more than twice as often', () => {
    const names = new StatementNames(2);
    const a = meet(names, 'a', 2)!;
    const b = meet(names, 'b', 2)!;
    names.use('a', false); // a is now the more recently used; b was met twice
    expect(meet(names, 'c', 4)).toBeUndefined();
    const c = names.use('c', false);
    expect(c).toMatchObject({ fresh: true, drop: [b.name] });
    expect(names.use('a', false)).toEqual({ name: a.name, fresh: false, drop: [] });
    expect(names.use('c', false)).toEqual({ name: c!.name, fresh: false, drop: [] });
    expect(names.size).toBe(2);
  });

  it('does not drop and prepare on every call when more texts are used alike than it keeps', () => {
    const names = new StatementNames(2);
    const fresh: string[] = [];
    for (let round = 0; round < 20; round++) {
      for (const text of ['a', 'b', 'c']) {
        const statement = names.use(text, false);
        if (statement?.fresh) fresh.push(text);
      }
    }
    expect(fresh).toEqual(['a', 'b']);
  });

  it('never gives way inside a transaction: a new text runs unprepared there', () => {
    const names = new StatementNames(1);
    const a = meet(names, 'a', 2)!;
    expect(meet(names, 'b', 6, true)).toBeUndefined();
    expect(names.use('a', true)).toEqual({ name: a.name, fresh: false, drop: [] });
    expect(names.use('b', false)).toMatchObject({ fresh: true, drop: [a.name] });
  });

  it('prepares a stale statement afresh, dropping the old one outside a transaction', () => {
    const names = new StatementNames(3);
    const old = meet(names, 'a', 2)!;
    names.forget('a');
    const inTransaction = names.use('a', true)!;
    expect(inTransaction).toMatchObject({ fresh: true, drop: [] });
    expect(inTransaction.name).not.toBe(old.name);
    expect(names.size).toBe(2); // the old one still held by the database
    expect(meet(names, 'b', 2)).toMatchObject({ fresh: true, drop: [old.name] });
    expect(names.size).toBe(2);
  });

  it('counts at most `limit` × 2 texts, and halves the counts every `limit` × 10 statements', () => {
    const names = new StatementNames(1);
    names.use('a', false);
    names.use('b', false);
    expect(meet(names, 'c', 7)).toBeUndefined(); // not counted: two texts counted already
    // The tenth statement halved the counts: a and b, met once each, were forgotten.
    expect(names.use('a', false)).toBeUndefined();
    expect(names.use('a', false)).toMatchObject({ fresh: true });
  });

  it('forgets everything when the database dropped everything', () => {
    const names = new StatementNames(2);
    meet(names, 'a', 2);
    names.clear();
    expect(names.size).toBe(0);
    expect(names.use('a', false)).toBeUndefined();
  });
});
