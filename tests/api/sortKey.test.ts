/**
 * The names' sort key (migration 0028): the database's sort_key() answers what the browser's
 * sortKey() does, letter for letter, and sorting by it gives the Polish alphabet's order.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sortKey } from '../../domain/search';
import { useTestApp } from './helpers';

const t = useTestApp();

const latin = Array.from({ length: 0x180 - 0xc0 }, (_, index) => String.fromCharCode(0xc0 + index));

describe('the sort key of a name', () => {
  it('is the same in the database and in the browser', async () => {
    const texts = [
      ...latin,
      'Żółkiewska-Źrałek',
      "O'Connor",
      'Müller Łukasz',
      'ĄĆĘŁŃÓŚŹŻ ąćęłńóśźż',
      'Kowalska 2',
    ];
    const { rows } = await sql<{ text: string; key: string }>`
      select text, sort_key(text) as key from unnest(${texts}::text[]) as text`.execute(t.db);
    expect(rows.map((row) => [row.text, row.key])).toEqual(
      texts.map((text) => [text, sortKey(text)]),
    );
  });

  it('orders names as the Polish alphabet does, byte by byte', async () => {
    const polish = [
      'Ąb',
      'Ab',
      'Bąk',
      'Baz',
      'Bak',
      'Żak',
      'Źrałek',
      'Zieliński',
      'Łoś',
      'Lis',
      'Étienne',
      'Ewa',
    ];
    const { rows } = await sql<{ text: string }>`
      select text from unnest(${polish}::text[]) as text order by sort_key(text) collate "C"`.execute(
      t.db,
    );
    expect(rows.map((row) => row.text)).toEqual([
      'Ab',
      'Ąb',
      'Bak',
      'Baz',
      'Bąk',
      'Étienne',
      'Ewa',
      'Lis',
      'Łoś',
      'Zieliński',
      'Źrałek',
      'Żak',
    ]);
  });
});
