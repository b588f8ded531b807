/**
 * Dictionaries: the lookup in one dictionary that every signed-in user may ask (deactivation
 * reasons, the protocol forms' ICD-10 and other lists), and the central administrator's screen
 * of dictionaries and their entries (resources/dictionaries). Entries live under their
 * dictionary's type, so these calls address the dictionary API's own paths.
 */
import type { Identifier } from 'react-admin';
import { serializeListQuery } from '../../../domain';
import type { ListQuery, ListResult } from '../../../domain';
import type {
  DictionaryEntry,
  DictionaryEntryUpdate,
  DictionaryType,
  NewDictionaryEntry,
} from '../../../domain/dictionary';
import type { DataContext } from './context';

export const DICTIONARY_PATH = '/v1/dictionary/dictionaries';

export interface DictionaryLookup {
  /** Sent as `filters[searchableDescription]`: accent- and case-free on the server. */
  search?: string;
  page?: number;
  perPage?: number;
}

export interface DictionaryMethods {
  /** A lookup in one dictionary (open to every signed-in user): deactivation reasons, say. */
  dictionaryEntries(type: string, lookup?: DictionaryLookup): Promise<ListResult<DictionaryEntry>>;
  /** Every dictionary with its names in both languages and its number of entries. */
  dictionaryTypes(): Promise<DictionaryType[]>;
  /** One dictionary's entries; `search` and `filters[searchableDescription]` ignore accents. */
  dictionaryEntryList(type: string, query: ListQuery): Promise<ListResult<DictionaryEntry>>;
  createDictionaryEntry(type: string, entry: NewDictionaryEntry): Promise<DictionaryEntry>;
  /** The value (the code stored in records) never changes; the server answers 204. */
  updateDictionaryEntry(type: string, id: Identifier, entry: DictionaryEntryUpdate): Promise<void>;
}

function dictionaryEntriesPath(type: string): string {
  return `${DICTIONARY_PATH}/${encodeURIComponent(type)}/entries`;
}

export function createDictionaryMethods({ http }: DataContext): DictionaryMethods {
  return {
    dictionaryEntries(type, { search, page = 1, perPage = 100 } = {}) {
      return http.request<ListResult<DictionaryEntry>>(dictionaryEntriesPath(type), {
        query: serializeListQuery({
          page,
          itemsPerPage: perPage,
          filters: { searchableDescription: search?.trim() },
        }),
      });
    },
    async dictionaryTypes() {
      const answer = await http.request<{ data: DictionaryType[] }>(
        `${DICTIONARY_PATH}/dictionaryTypes`,
      );
      return answer.data;
    },
    dictionaryEntryList(type, query) {
      return http.request<ListResult<DictionaryEntry>>(dictionaryEntriesPath(type), {
        query: serializeListQuery(query),
      });
    },
    createDictionaryEntry(type, entry) {
      return http.request<DictionaryEntry>(dictionaryEntriesPath(type), {
        method: 'POST',
        body: entry,
      });
    },
    async updateDictionaryEntry(type, id, entry) {
      await http.request(`${dictionaryEntriesPath(type)}/${encodeURIComponent(String(id))}`, {
        method: 'PUT',
        body: entry,
      });
    },
  };
}
