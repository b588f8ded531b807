/**
 * The dictionary screen's server state, through react-query and react-admin's data provider (so a
 * 401 refreshes the session and a failed refresh signs out, as everywhere else). Every key starts
 * with `dictionaries`, so one invalidation after a save refreshes the entry list and the counts.
 */
import {
  keepPreviousData,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { useDataProvider } from 'react-admin';
import type { ListQuery } from '../../domain';
import type {
  DictionaryEntry,
  DictionaryEntryUpdate,
  DictionaryType,
  NewDictionaryEntry,
} from '../../domain/dictionary';
import type { OncoregDataProvider } from '../../src/providers/dataProvider';

export const dictionaryKeys = {
  all: ['dictionaries'] as const,
  types: () => ['dictionaries', 'dictionaryTypes'] as const,
  entries: (type: string, query: ListQuery) => ['dictionaries', 'entries', type, query] as const,
};

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

export function useDictionaryEntries(type: string | undefined, query: ListQuery) {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  return useQuery({
    queryKey: dictionaryKeys.entries(type ?? '', query),
    queryFn: type ? () => dataProvider.dictionaryEntryList(type, query) : skipToken,
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

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
