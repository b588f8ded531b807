/**
 * The dictionaries the registry ships with (server/db/dictionaries/*.ts), loaded at start when
 * their version changes. An entry's `value` is its code; `pl` and `en` are its description in
 * each language; `search` adds words a user may type (synonyms, old names), optional.
 */
export interface ShippedEntry {
  value: string;
  pl: string;
  en: string;
  search?: string;
}

export interface ShippedDictionary {
  /** The dictionary type code used in URLs: `icd10`, `nationalities`... */
  type: string;
  namePl: string;
  nameEn: string;
  entries: readonly ShippedEntry[];
}
