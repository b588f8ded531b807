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

/** Each Polish letter as its bare letter and a mark that sorts after every letter. */
const POLISH_ORDER: Record<string, string> = {
  ą: 'a{',
  ć: 'c{',
  ę: 'e{',
  ł: 'l{',
  ń: 'n{',
  ó: 'o{',
  ś: 's{',
  ź: 'z{',
  ż: 'z|',
};

/**
 * The key a name sorts by, compared byte by byte: lower case, the Polish letters each after its
 * bare letter ("bąk" after "baz", "łąka" after "lza", "ż" after "ź" after "z"), other accented
 * letters bare ("é" as "e"). The database's sort_key() (migration 0028) computes the same.
 */
export function sortKey(text: string): string {
  return [...text]
    .map((letter) => {
      const polish = POLISH_ORDER[letter.toLowerCase()];
      if (polish) return polish;
      const code = letter.codePointAt(0)!;
      const bare = code >= 0xc0 && code <= 0x17f ? searchable(letter) : '';
      return /^[a-z]$/.test(bare) ? bare : letter.toLowerCase();
    })
    .join('');
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
