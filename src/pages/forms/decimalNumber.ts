/**
 * Numbers typed into a protocol form, read in the interface's language rather than the
 * browser's. A browser set to American English drew RJSF's number fields as `<input
 * type="number">`, which drops a comma as it is typed: "12,4" leukocytes became 124, saved
 * without a word, while the form's own hints ("np. 0,01") ask for the comma. Here the field is
 * text, and what it holds is read by these rules:
 *
 * - Polish: a comma or a point before the decimals ("12,4", "12.4"); English: a point only,
 *   since an English "1,234" is a thousand and more, not one and a bit.
 * - Spaces between groups of digits are dropped ("150 000", as Polish writes thousands).
 * - A point followed by exactly three digits after a whole part other than 0 ("150.000",
 *   "1.250") is no number: Polish writes it for thousands as often as for decimals, and a
 *   platelet count of 150 000 stored as 150 would pass every range check. English too, since
 *   the same Polish staff may work in English. The user is asked for the space (or the comma in
 *   Polish) instead; "0.125" and "12.5" are read as decimals.
 * - Anything else is not a number, and stays as typed: the form's validation then says "Enter
 *   a number" on the field instead of saving a different value.
 */
import type { Locale } from '../../../domain';

/** Spaces between digits: plain, no-break and the narrow no-break one Polish formatting uses. */
const GROUP_SPACES = /(?<=\d)[ \u00a0\u202f]+(?=\d)/g;
const DECIMAL = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;
/** "150.000", "-1.250": thousands or decimals, no one can tell which. */
const POINT_OR_THOUSANDS = /^[-+]?0*[1-9]\d*\.\d{3}$/;

/**
 * What the text means: a number, undefined for an empty field, or the text itself when it is
 * no number in this language.
 */
export function readDecimal(text: string, locale: Locale): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const grouped = trimmed.replace(GROUP_SPACES, '');
  if (locale === 'en' && grouped.includes(',')) return text;
  const commas = grouped.split(',').length - 1;
  if (commas > 1 || (commas === 1 && grouped.includes('.'))) return text;
  if (POINT_OR_THOUSANDS.test(grouped)) return text;
  const standard = grouped.replace(',', '.');
  return DECIMAL.test(standard) ? Number(standard) : text;
}

/** A number as the field shows it: Polish with a decimal comma, English with a point. */
export function writeDecimal(value: unknown, locale: Locale): string {
  if (typeof value === 'number') {
    const text = String(value);
    return locale === 'pl' ? text.replace('.', ',') : text;
  }
  return typeof value === 'string' ? value : '';
}
