/**
 * CSV cells and lines in the export's two dialects. `csv` is RFC 4180 (comma, dot decimals,
 * UTF-8, CRLF); `excel-pl` is what Polish Excel opens as it is (semicolon, decimal comma, UTF-8
 * with a byte-order mark at the start of each file).
 *
 * In both, a text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return gets a
 * single quote in front and is quoted, so that a spreadsheet shows it as text and never runs it
 * as a formula (OWASP's advice on CSV injection). Numbers are never text: a negative number is
 * written as it is. load.R takes the quote off again.
 */
import { type ExportDialect } from '../../../domain/export';

export interface Dialect {
  separator: string;
  decimal: string;
  bom: string;
}

export const DIALECTS: Record<ExportDialect, Dialect> = {
  csv: { separator: ',', decimal: '.', bom: '' },
  'excel-pl': { separator: ';', decimal: ',', bom: '\uFEFF' },
};

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell, escaped against formulas and quoted when it must be. */
export function textCell(value: string, dialect: Dialect): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  const mustQuote =
    text !== value ||
    text.includes(dialect.separator) ||
    text.includes('"') ||
    text.includes('\n') ||
    text.includes('\r');
  return mustQuote ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A number in the dialect's decimal notation. */
export function numberCell(value: number, dialect: Dialect): string {
  if (!Number.isFinite(value)) return '';
  const text = String(value);
  return dialect.decimal === '.' ? text : text.replace('.', dialect.decimal);
}

/** Any value read from the database or a form: empty for nothing, numbers as numbers. */
export function cell(value: unknown, dialect: Dialect): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return numberCell(value, dialect);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return textCell(value.map(String).join('|'), dialect);
  if (typeof value === 'object') return textCell(JSON.stringify(value), dialect);
  return textCell(String(value), dialect);
}

export const line = (cells: readonly string[], dialect: Dialect) =>
  `${cells.join(dialect.separator)}\r\n`;
