/**
 * The project's own documents render their tables: each has a header row, a delimiter row and
 * as many cells in every row as in its header (GitHub's table rules). A script that once
 * replaced text in the README's budget table wrote figures into its header and delimiter rows,
 * and the table no longer rendered; Prettier formats such a table without complaint.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const DOCUMENTS = ['README.md', 'bench/RESULTS.md'];

interface Table {
  /** The table's first line, counted from 1. */
  line: number;
  rows: string[][];
}

/** A row's cells: split on the pipes that are not escaped, the outer ones dropped. */
function cellsOf(row: string): string[] {
  const inner = row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim());
}

/** The tables of a Markdown text: runs of lines that begin with a pipe, outside code fences. */
function tablesOf(text: string): Table[] {
  const tables: Table[] = [];
  let fenced = false;
  let current: Table | undefined;
  text.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (!fenced && line.trimStart().startsWith('|')) {
      current ??= { line: index + 1, rows: [] };
      current.rows.push(cellsOf(line));
    } else if (current) {
      tables.push(current);
      current = undefined;
    }
  });
  if (current) tables.push(current);
  return tables;
}

const DELIMITER = /^:?-+:?$/;

/** What keeps a table from rendering as one, or nothing when it renders. */
function faultsOf(table: Table): string[] {
  const [header = [], delimiter = [], ...body] = table.rows;
  const faults: string[] = [];
  if (!delimiter.length || !delimiter.every((cell) => DELIMITER.test(cell))) {
    faults.push(`line ${table.line + 1}: the delimiter row holds more than dashes`);
  }
  if (header.some((cell) => DELIMITER.test(cell))) {
    faults.push(`line ${table.line}: the header row holds a delimiter`);
  }
  [delimiter, ...body].forEach((row, index) => {
    if (row.length !== header.length) {
      faults.push(
        `line ${table.line + 1 + index}: ${row.length} cells where the header has ${header.length}`,
      );
    }
  });
  return faults;
}

describe('the tables of the documents', () => {
  it.each(DOCUMENTS)('render in %s', (document) => {
    const tables = tablesOf(readFileSync(join(ROOT, document), 'utf8'));
    expect(tables.flatMap(faultsOf)).toEqual([]);
  });

  it('are found and judged as GitHub would', () => {
    const good = '| a | b |\n| --- | :-: |\n| `x \\| y` | 2 |\n';
    expect(tablesOf(good)).toEqual([
      {
        line: 1,
        rows: [
          ['a', 'b'],
          ['---', ':-:'],
          ['`x \\| y`', '2'],
        ],
      },
    ]);
    expect(faultsOf(tablesOf(good)[0]!)).toEqual([]);
    // The README's budget table as f686b01 left it, shortened.
    const broken =
      '| budget | physician 1,001 req/s; latest figure | verdict |\n' +
      '| ------ | 0.61 and 0.71; ------ | ------- |\n' +
      '| `/login` loads | 224,571 bytes | met |\n';
    expect(faultsOf(tablesOf(broken)[0]!)).toEqual([
      'line 2: the delimiter row holds more than dashes',
    ]);
    expect(faultsOf(tablesOf('| a | b |\n| --- | --- |\n| 1 | 2 | 3 |')[0]!)).toEqual([
      'line 3: 3 cells where the header has 2',
    ]);
    expect(tablesOf('```\n| not | a table |\n```\n')).toEqual([]);
  });
});
