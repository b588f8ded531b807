/**
 * The dictionary screen's server state, through react-query and react-admin's data provider (so a
 * 401 refreshes the session and a failed refresh signs out, as everywhere else). The entries are
 * react-admin's list of the `dictionaries` resource, read from the chosen dictionary's endpoint
 * (readDictionaryEntries); its keys start with `dictionaries` as the counts' key does, so one
 * invalidation after a save refreshes the entry list and the counts.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { useDataProvider } from 'react-admin';
import type {
  DictionaryEntry,
  DictionaryEntryUpdate,
  DictionaryType,
  NewDictionaryEntry,
} from '../../domain/dictionary';
import type { ListReader } from '../../src/framework/ListSource';
import { toListQuery } from '../../src/providers/dataProvider';
import type { OncoregDataProvider } from '../../src/providers/dataProvider';

export const dictionaryKeys = {
  /** The list's keys too: react-admin keys a list by its resource first. */
  all: ['dictionaries'] as const,
  types: () => ['dictionaries', 'dictionaryTypes'] as const,
};

/** What the entry list passes in its `meta`: the dictionary, part of the list's cache key. */
export type DictionaryListMeta = { type: string };

export function useDictionaryTypes() {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  return useQuery({
    queryKey: dictionaryKeys.types(),
    queryFn: async (): Promise<DictionaryType[]> => {
      const types = await dataProvider.dictionaryTypes();
      // After a sign-out react-admin answers `{ data: {} }` in place of the real result.
      return Array.isArray(types) ? types : [];
    },
  });
}

/** A page of the chosen dictionary's entries, for the list's ListSource. */
export const readDictionaryEntries: ListReader<DictionaryEntry> = async (params, dataProvider) => {
  const { type } = params.meta as DictionaryListMeta;
  const answer = await (dataProvider as OncoregDataProvider).dictionaryEntryList(
    type,
    toListQuery(params),
  );
  return { data: answer.data, total: answer.totalItems };
};

function useRefreshDictionaries() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: dictionaryKeys.all });
}

export function useCreateDictionaryEntry(type: string) {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const refresh = useRefreshDictionaries();
  return useMutation({
    mutationFn: (entry: NewDictionaryEntry): Promise<DictionaryEntry> =>
      dataProvider.createDictionaryEntry(type, entry),
    onSuccess: refresh,
  });
}

export function useUpdateDictionaryEntry(type: string) {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const refresh = useRefreshDictionaries();
  return useMutation({
    mutationFn: ({ id, entry }: { id: Identifier; entry: DictionaryEntryUpdate }) =>
      dataProvider.updateDictionaryEntry(type, id, entry),
    onSuccess: refresh,
  });
}
