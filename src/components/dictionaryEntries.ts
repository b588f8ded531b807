/**
 * A dictionary entry as the protocol forms show a stored code: "code — description" in the
 * user's language, the entry found by searching its dictionary for the code itself. Shared by the
 * form's lookup widget and the printed summary, which read the same cache.
 */
import type { DictionaryEntry } from '../../domain/dictionary';
import type { OncoregDataProvider } from '../providers/dataProvider';

export const LOOKUP_PAGE_SIZE = 20;
export const LOOKUP_STALE_MS = 5 * 60_000;

/** What the lookup shows of a code that is not (or not yet) found: the code alone. */
export type Choice = Pick<DictionaryEntry, 'value' | 'description' | 'descriptionEn'>;

export function entryLabel(entry: Choice, locale: string): string {
  const description =
    locale === 'en' && entry.descriptionEn ? entry.descriptionEn : entry.description;
  return codeAndName(entry.value, description);
}

/**
 * "code — name", or the code alone when there is no name or the name is the code itself: an
 * English CTCAE term is its own code, and read "Vomiting — Vomiting".
 */
export function codeAndName(code: string, name: string | null | undefined): string {
  return name && name.trim().toLocaleLowerCase() !== code.trim().toLocaleLowerCase()
    ? `${code} — ${name}`
    : code;
}

export const storedEntryKey = (dictionary: string, code: string | undefined) => [
  'formLookup',
  dictionary,
  'code',
  code,
];

/** The query of a stored code's entry (null when the dictionary has no such code). */
export function storedEntryQuery(
  dataProvider: OncoregDataProvider,
  dictionary: string,
  code: string | undefined,
) {
  return {
    queryKey: storedEntryKey(dictionary, code),
    enabled: Boolean(code),
    staleTime: LOOKUP_STALE_MS,
    queryFn: async (): Promise<Choice | null> => {
      const answer = await dataProvider.dictionaryEntries(dictionary, {
        search: code,
        page: 1,
        perPage: LOOKUP_PAGE_SIZE,
      });
      const wanted = code?.toLowerCase();
      return answer.data.find((entry) => entry.value.toLowerCase() === wanted) ?? null;
    },
  };
}
