/**
 * The offline queue of the signed-in account, shared by everything on the page: one queue per
 * app services and account, sending through the typed data provider (so the 401 refresh works
 * as for any other call). The queue's state is read with useSyncExternalStore, so a badge or a
 * form's screen follows every change, those of other tabs included.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { AppServices } from '../../providers';
import { useAccount, useAppServices } from '../../AppServicesContext';
import { createOfflineQueue, parseQueuedSaves } from './offlineQueue';
import type { OfflineQueue, QueuedSave } from './offlineQueue';

const queues = new WeakMap<AppServices, Map<number, OfflineQueue>>();

function queueOf(services: AppServices, accountId: number): OfflineQueue {
  let byAccount = queues.get(services);
  if (!byAccount) {
    byAccount = new Map();
    queues.set(services, byAccount);
  }
  let queue = byAccount.get(accountId);
  if (!queue) {
    queue = createOfflineQueue({
      storage: window.localStorage,
      accountId,
      send: (save) =>
        services.dataProvider.saveProtocolForm(save.formId, save.patientId, {
          formData: save.formData,
          version: save.version,
        }),
    });
    byAccount.set(accountId, queue);
  }
  return queue;
}

/** The signed-in account's queue; null until the account is known. */
export function useOfflineQueue(): OfflineQueue | null {
  const services = useAppServices();
  const account = useAccount();
  return account ? queueOf(services, account.id) : null;
}

const NO_QUEUE = '[]';

/** Every save the queue holds, updated as it changes. */
export function useQueuedSaves(queue: OfflineQueue | null): QueuedSave[] {
  const snapshot = useSyncExternalStore(
    (listener) => (queue ? queue.subscribe(listener) : () => undefined),
    () => (queue ? queue.snapshot() : NO_QUEUE),
  );
  return useMemo(() => parseQueuedSaves(snapshot), [snapshot]);
}

/** Replays the queue now (when online) and each time the browser comes back online. */
export function useReplayWhenOnline(queue: OfflineQueue | null) {
  useEffect(() => {
    if (!queue) return;
    const replay = () => void queue.replay();
    if (navigator.onLine) replay();
    window.addEventListener('online', replay);
    return () => window.removeEventListener('online', replay);
  }, [queue]);
}
