/**
 * The server state of a patient's page. The patient itself sits in react-admin's getOne cache,
 * which the engine's activate and deactivate buttons write into too; every other change of the
 * page refetches it. Mutations go through the typed data provider (errors, the 401 refresh and
 * sign-out work as everywhere else) and tell the user the outcome in a toast.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MutateOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useGetOne } from 'react-admin';
import type { Identifier } from 'react-admin';
import type { DictionaryEntry } from '../../../domain/dictionary';
import type { Patient } from '../../../domain/patient';
import { useToasts } from '../../../src/feedback/FeedbackContext';
import type { OncoregDataProvider } from '../../../src/providers/dataProvider';
import { isCancelled } from '../../../src/providers/httpClient';
import { useOneAtATime } from './SectionCard';

export const PATIENTS = 'patients';
export const ATTACHMENT_TYPES = 'attachmentTypes';

/**
 * The patient of the page, by the id of its route (the cache keys ids as strings); a 404
 * (absent, or of another hospital) is not worth a retry.
 */
export function usePatient(id: string) {
  return useGetOne<Patient>(PATIENTS, { id: id as unknown as Patient['id'] }, { retry: false });
}

/** Refetches the patient (the page) and the patient lists, which show favourites and flags. */
export function useRefreshPatient(id: Identifier) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [PATIENTS, 'getOne', { id: String(id) }] }),
        queryClient.invalidateQueries({ queryKey: [PATIENTS, 'getList'] }),
      ]),
    [queryClient, id],
  );
}

export interface PatientActionMessages {
  /** The toast of a success; none when the page itself shows it (the favourite star). */
  success?: string;
  /** The toast of a failure when the server sends no message of its own. */
  error: string;
}

/**
 * One change to the patient: the call, then a toast and a refetch, or an error toast. Its
 * `mutate` does nothing while its previous call is under way (`useOneAtATime`): `isPending`
 * comes too late to stop a double click, which sent a protocol's activation, a flag's
 * resolution or the favourite star twice. A caller of `mutateAsync` guards it itself.
 */
export function usePatientAction<Variables = void>(
  patientId: Identifier,
  action: (dataProvider: OncoregDataProvider, variables: Variables) => Promise<unknown>,
  messages: PatientActionMessages,
) {
  const mutation = usePatientMutation(patientId, action, messages);
  const oneAtATime = useOneAtATime();
  const { mutateAsync } = mutation;
  const mutate = useCallback(
    (variables: Variables, options?: MutateOptions<unknown, Error, Variables>) =>
      void oneAtATime(() => mutateAsync(variables, options)),
    [oneAtATime, mutateAsync],
  );
  return { ...mutation, mutate };
}

function usePatientMutation<Variables>(
  patientId: Identifier,
  action: (dataProvider: OncoregDataProvider, variables: Variables) => Promise<unknown>,
  messages: PatientActionMessages,
) {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const refresh = useRefreshPatient(patientId);
  const { push, pushError } = useToasts();
  return useMutation({
    mutationFn: (variables: Variables) => action(dataProvider, variables),
    onSuccess: async () => {
      if (messages.success) push({ text: messages.success, type: 'success' });
      await refresh();
    },
    onError: (error) => {
      // The user stopped it (an upload's Cancel): nothing went wrong.
      if (!isCancelled(error)) pushError(error, messages.error);
    },
  });
}

/** A dictionary open to every role (attachment types), as the deactivation dialog reads its own. */
export function useDictionaryLookup(type: string) {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  return useQuery({
    queryKey: ['dictionaryLookup', type],
    queryFn: async (): Promise<DictionaryEntry[]> => {
      const answer = await dataProvider.dictionaryEntries(type, { page: 1, perPage: 100 });
      return Array.isArray(answer?.data) ? answer.data : [];
    },
    staleTime: 5 * 60_000,
  });
}
