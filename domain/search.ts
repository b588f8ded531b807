/**
 * Accent- and case-free search text, shared by the server (which stores it beside dictionary
 * entries and normalizes every lookup the same way) and the browser. Unicode decomposition strips
 * most accents ("ż" to "z"); letters that do not decompose, such as the Polish "ł", are mapped.
 */
const UNDECOMPOSED: Record<string, string> = {
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
};

export function searchable(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[łøđðħıßæœþ]/g, (letter) => UNDECOMPOSED[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Escapes LIKE wildcards so that user text matches literally, anywhere in the column. */
export function likePattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** The same, matching only at the start of the column. */
export function likePrefixPattern(text: string): string {
  return `${escapeLike(text)}%`;
}
