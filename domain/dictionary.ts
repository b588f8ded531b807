/**
 * Dictionaries as the browser and the server agree on them: the shapes the API answers and the
 * rules an entry must pass. A dictionary type (`icd10`, `nationalities`...) holds entries whose
 * `value` is the code stored in records and whose descriptions are what a user reads and types.
 */
import { max, required, type Rule } from './validation';

export interface DictionaryEntry {
  id: number;
  type: string;
  value: string;
  description: string;
  descriptionEn: string | null;
  /** Extra words a lookup should match (synonyms, old names); the description when none. */
  searchableDescription: string;
  active: boolean;
}

export interface DictionaryType {
  type: string;
  namePl: string;
  nameEn: string;
  entryCount: number;
}

export interface NewDictionaryEntry {
  value: string;
  description: string;
  descriptionEn?: string | null;
  searchableDescription?: string | null;
}

export interface DictionaryEntryUpdate {
  description: string;
  descriptionEn?: string | null;
  searchableDescription?: string | null;
  active?: boolean;
}

export const DICTIONARY_VALUE_MAX = 50;
export const DICTIONARY_DESCRIPTION_MAX = 500;

export const DICTIONARY_ENTRY_RULES: Record<keyof NewDictionaryEntry, Rule[]> = {
  value: [required, max(DICTIONARY_VALUE_MAX)],
  description: [required, max(DICTIONARY_DESCRIPTION_MAX)],
  descriptionEn: [max(DICTIONARY_DESCRIPTION_MAX)],
  searchableDescription: [max(DICTIONARY_DESCRIPTION_MAX)],
};

export const DICTIONARY_ENTRY_UPDATE_RULES: Record<
  Exclude<keyof DictionaryEntryUpdate, 'active'>,
  Rule[]
> = {
  description: DICTIONARY_ENTRY_RULES.description,
  descriptionEn: DICTIONARY_ENTRY_RULES.descriptionEn,
  searchableDescription: DICTIONARY_ENTRY_RULES.searchableDescription,
};

/**
 * A dictionary's catch-all entry ("Inny dokument / Other document"), coded OTHER or OTHER_...:
 * the one to pick when none of the others fits, so pickers offer it after them.
 */
export const isCatchAllEntry = (entry: Pick<DictionaryEntry, 'value'>): boolean =>
  entry.value === 'OTHER' || entry.value.startsWith('OTHER_');

/**
 * Entries in the order a picker offers them: by the text it shows (`textOf`), in the alphabetical
 * order of the interface's language (Polish for Polish: "Ś" after "S", "Ł" after "L"), the
 * catch-all last. The API answers them by code, which the user does not see: shown in words,
 * that order reads as none at all.
 */
export function inPickerOrder<T extends Pick<DictionaryEntry, 'value'>>(
  entries: readonly T[],
  textOf: (entry: T) => string,
  locale: string,
): T[] {
  const collator = new Intl.Collator(locale);
  return [...entries].sort(
    (a, b) =>
      Number(isCatchAllEntry(a)) - Number(isCatchAllEntry(b)) ||
      collator.compare(textOf(a), textOf(b)),
  );
}
