/**
 * Splits a plain SQL dump into statements, as psql would, so that a restore can run them one by
 * one on either database. It reads text in pieces (a dump can be larger than memory would like)
 * and knows what may hide a semicolon: single-quoted strings (with E'' escapes), quoted
 * identifiers, dollar-quoted bodies, line and (nested) block comments. psql's own commands
 * (backslash lines between statements, such as pg_dump's `\restrict KEY`) are handed back
 * apart, for the caller to judge.
 */

export type DumpPart = { statement: string } | { metaCommand: string };

type State =
  | { in: 'code' }
  | { in: 'quote'; close: "'" | '"'; backslashes: boolean }
  | { in: 'dollar'; tag: string }
  | { in: 'lineComment' }
  | { in: 'blockComment'; depth: number };

const IDENTIFIER_CHAR = /[A-Za-z0-9_\u0080-\uffff]/;
const SPECIAL = /['"$;\-/]/g;
const DOLLAR_TAG = /^\$(?:[A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/;

export class SqlStatementSplitter {
  private text = '';
  private position = 0;
  private state: State = { in: 'code' };
  /** Whether the statement under way holds anything but blanks and comments. */
  private hasCode = false;

  /** Adds text; answers the statements and psql commands it completes. */
  push(chunk: string): DumpPart[] {
    this.text += chunk;
    return this.scan(false);
  }

  /** Ends the input: a statement left without its semicolon is an error (a cut-off dump). */
  end(): DumpPart[] {
    const parts = this.scan(true);
    if (this.state.in !== 'code' && this.state.in !== 'lineComment') {
      throw new Error(`the SQL ends inside ${describe(this.state)}`);
    }
    if (this.hasCode) throw new Error('the SQL ends in the middle of a statement');
    return parts;
  }

  /** A statement's text starts at its first code, without the comments before it. */
  private codeStarts(start: number, at: number): number {
    if (this.hasCode) return start;
    this.hasCode = true;
    return at;
  }

  private scan(final: boolean): DumpPart[] {
    const parts: DumpPart[] = [];
    const text = this.text;
    let i = this.position;
    // Where the statement under way starts in `text`; everything before it has been handed out.
    let start = 0;
    // Lookahead past the end of `text` waits for more input unless this is the end.
    const waits = (needed: number) => !final && i + needed > text.length;

    scanning: while (i < text.length) {
      const state = this.state;
      switch (state.in) {
        case 'lineComment': {
          const end = text.indexOf('\n', i);
          if (end < 0) {
            i = text.length;
            break scanning;
          }
          i = end + 1;
          this.state = { in: 'code' };
          break;
        }
        case 'blockComment': {
          const open = text.indexOf('/*', i);
          const close = text.indexOf('*/', i);
          if (open >= 0 && (close < 0 || open < close)) {
            state.depth += 1;
            i = open + 2;
          } else if (close >= 0) {
            state.depth -= 1;
            i = close + 2;
            if (state.depth === 0) this.state = { in: 'code' };
          } else {
            // A '*' or '/' at the end may pair with the next piece.
            i = Math.max(i, text.length - 1);
            break scanning;
          }
          break;
        }
        case 'quote': {
          const end = nextQuote(text, i, state.close, state.backslashes);
          if (end < 0) {
            // An E'' string is scanned again from where it stood, so that no escape is split.
            if (!state.backslashes) i = text.length;
            break scanning;
          }
          if (end + 1 >= text.length && !final) {
            // A doubled quote may follow in the next piece.
            i = end;
            break scanning;
          }
          if (text[end + 1] === state.close) {
            i = end + 2;
          } else {
            i = end + 1;
            this.state = { in: 'code' };
          }
          break;
        }
        case 'dollar': {
          const end = text.indexOf(state.tag, i);
          if (end < 0) {
            i = Math.max(i, text.length - state.tag.length + 1);
            break scanning;
          }
          i = end + state.tag.length;
          this.state = { in: 'code' };
          break;
        }
        case 'code': {
          if (this.hasCode) {
            // Inside a statement only these characters can change anything.
            SPECIAL.lastIndex = i;
            const found = SPECIAL.exec(text);
            if (!found) {
              i = text.length;
              break scanning;
            }
            i = found.index;
          }
          const char = text[i]!;
          const next = text[i + 1];
          if ((char === '-' || char === '/') && waits(2)) break scanning;
          if (char === '-' && next === '-') {
            this.state = { in: 'lineComment' };
            i += 2;
          } else if (char === '/' && next === '*') {
            this.state = { in: 'blockComment', depth: 1 };
            i += 2;
          } else if (char === '\\' && !this.hasCode) {
            const end = text.indexOf('\n', i);
            if (end < 0 && !final) break scanning;
            parts.push({ metaCommand: text.slice(i, end < 0 ? text.length : end).trim() });
            i = end < 0 ? text.length : end + 1;
            start = i;
          } else if (char === "'" || char === '"') {
            const escapes =
              char === "'" &&
              /[Ee]/.test(text[i - 1] ?? '') &&
              !IDENTIFIER_CHAR.test(text[i - 2] ?? ' ');
            this.state = { in: 'quote', close: char, backslashes: escapes };
            start = this.codeStarts(start, i);
            i += 1;
          } else if (char === '$' && !IDENTIFIER_CHAR.test(text[i - 1] ?? ' ')) {
            const tag = DOLLAR_TAG.exec(text.slice(i, i + 64))?.[0];
            // A tag cut off by the end of this piece: wait for the rest.
            if (!tag && waits(64) && /^[A-Za-z0-9_\u0080-\uffff]*$/.test(text.slice(i + 1))) {
              break scanning;
            }
            start = this.codeStarts(start, i);
            this.state = tag ? { in: 'dollar', tag } : this.state;
            i += tag ? tag.length : 1;
          } else if (char === ';') {
            i += 1;
            if (this.hasCode) parts.push({ statement: text.slice(start, i).trim() });
            this.hasCode = false;
            start = i;
          } else {
            if (!/\s/.test(char)) start = this.codeStarts(start, i);
            i += 1;
          }
          break;
        }
      }
    }
    // Blanks and comments before the next statement are dropped rather than carried.
    if (!this.hasCode && this.state.in === 'code') start = i;
    this.text = text.slice(start);
    this.position = i - start;
    return parts;
  }
}

/** The index of the next closing quote, skipping backslash escapes in E'' strings. */
function nextQuote(text: string, from: number, quote: string, backslashes: boolean): number {
  if (!backslashes) return text.indexOf(quote, from);
  for (let i = from; i < text.length; i += 1) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === quote) return i;
  }
  return -1;
}

function describe(state: State): string {
  switch (state.in) {
    case 'quote':
      return state.close === "'" ? 'a quoted string' : 'a quoted name';
    case 'dollar':
      return `a ${state.tag}-quoted body`;
    case 'blockComment':
      return 'a comment';
    default:
      return 'a statement';
  }
}

/** Splits a whole text at once. */
export function splitSql(text: string): DumpPart[] {
  const splitter = new SqlStatementSplitter();
  return [...splitter.push(text), ...splitter.end()];
}
