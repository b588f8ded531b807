import { describe, expect, it } from 'vitest';
import { SqlStatementSplitter, splitSql } from '../../server/backup/sqlStatements';

const statements = (text: string) =>
  splitSql(text).flatMap((part) => ('statement' in part ? [part.statement] : []));

/** Feeds `text` in pieces cut at `cuts`, as a file read in chunks would. */
function splitInPieces(text: string, cuts: number[]) {
  const splitter = new SqlStatementSplitter();
  const parts = [];
  let from = 0;
  for (const cut of [...cuts, text.length]) {
    parts.push(...splitter.push(text.slice(from, cut)));
    from = cut;
  }
  return [...parts, ...splitter.end()];
}

// What pg_dump writes, and what hides a semicolon from a naive split.
const DUMP = `--
-- PostgreSQL database dump
--

\\restrict Abc123

SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);

CREATE FUNCTION public.audit_log_append_only() RETURNS trigger
    LANGUAGE plpgsql
    AS $$ begin raise exception 'audit_log is append-only; no %', tg_op; end; $$;

CREATE FUNCTION public.tagged() RETURNS text
    LANGUAGE sql
    AS $body$ select 'a $$ b; c' $body$;

/* a comment; /* nested; */ still a comment; */
INSERT INTO public.patients VALUES (1, 'O''Brien; Anna', E'it\\'s; here\\\\', '\\x00ff', '-- not a comment', '/* nor this */');
INSERT INTO "public"."odd;name" VALUES ($1, 'zażółć gęślą jaźń;');
INSERT INTO public.notes VALUES (2, 'line one;
line two');
SELECT pg_catalog.setval('public.patients_id_seq', 1, true); -- trailing; comment

\\unrestrict Abc123

--
-- PostgreSQL database dump complete
--
`;

const EXPECTED = [
  'SET standard_conforming_strings = on;',
  "SELECT pg_catalog.set_config('search_path', '', false);",
  expect.stringMatching(/^CREATE FUNCTION public\.audit_log_append_only\(\)[\s\S]*end; \$\$;$/),
  expect.stringMatching(/^CREATE FUNCTION public\.tagged\(\)[\s\S]*\$body\$;$/),
  "INSERT INTO public.patients VALUES (1, 'O''Brien; Anna', E'it\\'s; here\\\\', '\\x00ff', '-- not a comment', '/* nor this */');",
  `INSERT INTO "public"."odd;name" VALUES ($1, 'zażółć gęślą jaźń;');`,
  "INSERT INTO public.notes VALUES (2, 'line one;\nline two');",
  "SELECT pg_catalog.setval('public.patients_id_seq', 1, true);",
];

describe('splitting a SQL dump into statements', () => {
  it('ends a statement only at a semicolon outside strings, names, bodies and comments', () => {
    expect(statements(DUMP)).toEqual(EXPECTED);
  });

  it("hands psql's own commands back apart, not as SQL", () => {
    const meta = splitSql(DUMP).flatMap((part) =>
      'metaCommand' in part ? [part.metaCommand] : [],
    );
    expect(meta).toEqual(['\\restrict Abc123', '\\unrestrict Abc123']);
  });

  it('finds the same statements wherever the text is cut into pieces', () => {
    const whole = splitSql(DUMP);
    for (let cut = 1; cut < DUMP.length; cut += 1) {
      expect(splitInPieces(DUMP, [cut]), `cut at ${cut}`).toEqual(whole);
    }
    const everyCharacter = Array.from({ length: DUMP.length - 1 }, (_, i) => i + 1);
    expect(splitInPieces(DUMP, everyCharacter)).toEqual(whole);
  });

  it('reads a backslash in a standard string as a plain character', () => {
    expect(statements(`select '\\'; select 2;`)).toEqual([`select '\\';`, 'select 2;']);
  });

  it.each([
    ["select 'open", 'a quoted string'],
    ['select $$ open', 'a $$-quoted body'],
    ['select 1 /* open', 'a comment'],
    ['insert into t values (1)', 'the middle of a statement'],
  ])('refuses SQL cut off inside it (%s)', (text, where) => {
    expect(() => splitSql(text)).toThrow(
      `the SQL ends ${where.startsWith('the') ? 'in ' : 'inside '}${where}`,
    );
  });

  it('takes a last line comment without a newline as the end', () => {
    expect(statements('select 1; -- done')).toEqual(['select 1;']);
  });
});
