/**
 * The offline queue of protocol-form saves (spec section 9: at most 30 wait). A save made while
 * the browser is offline, or one that failed for want of a network (no answer, a time-out), is
 * kept in localStorage and replayed when the network returns: oldest first, one at a time,
 * stopping at the first save the network fails again.
 *
 * Storage: one key per signed-in account, `oncoreg.offlineForms.<accountId>` (see
 * `offlineQueueKey`), holding a JSON array of `QueuedSave`, so that on a shared computer one
 * user's saves are never sent in another user's session. Every tab reads and writes the same key;
 * replays are serialized across tabs with the Web Lock `oncoreg-offline-forms-<accountId>`, so
 * that two tabs never send one save twice.
 *
 * A replay never overwrites a newer version on the server: the item stays, marked as a conflict,
 * until the user chooses on that form's screen; one the server refuses (validation, a protocol
 * made inactive) stays too, marked as rejected, for the user to correct. Plain TypeScript over an
 * injected storage and save call, so it is tested without React.
 */
import { OFFLINE_QUEUE_LIMIT } from '../../../domain/forms';
import type { FormId, ProtocolFormData, ProtocolFormSave } from '../../../domain/forms';
import { isHttpError } from '../../providers/httpClient';
import type { LockManagerLike } from '../../providers/httpClient';

export const OFFLINE_QUEUE_KEY_PREFIX = 'oncoreg.offlineForms.';
export const REPLAY_LOCK_PREFIX = 'oncoreg-offline-forms-';

export const offlineQueueKey = (accountId: number) => `${OFFLINE_QUEUE_KEY_PREFIX}${accountId}`;

/** Which form of which patient. */
export interface FormRef {
  patientId: number;
  formId: FormId;
}

export interface QueuedSave extends FormRef, ProtocolFormSave {
  /** When the form first went into the queue (ISO time). */
  queuedAt: string;
  /** A replay met this newer version on the server: the user chooses. */
  conflict?: { serverVersion: number };
  /** The server refused the replay: its message and field errors, for the user to correct. */
  rejection?: { message: string; details?: Record<string, string[]> };
}

export type EnqueueResult = { queued: true; replaced: boolean } | { queued: false };

export type QueueEvent =
  | { type: 'changed' }
  | { type: 'saved'; item: QueuedSave; answer: ProtocolFormData }
  | { type: 'conflict'; item: QueuedSave }
  | { type: 'rejected'; item: QueuedSave };

export interface OfflineQueue {
  /** Every queued save, oldest first. */
  items(): QueuedSave[];
  /** The stored queue as text: a stable snapshot for React's useSyncExternalStore. */
  snapshot(): string;
  /** The saves still to send (neither in conflict nor refused). */
  pending(): QueuedSave[];
  find(form: FormRef): QueuedSave | undefined;
  /**
   * Keeps a save for later. A form already queued is replaced in place, keeping the version it
   * was edited from; a new form is refused once OFFLINE_QUEUE_LIMIT saves wait.
   */
  enqueue(save: FormRef & ProtocolFormSave): EnqueueResult;
  remove(form: FormRef): void;
  /** Sends the pending saves in order; a replay already under way is joined, not repeated. */
  replay(): Promise<void>;
  /** Told of every change, including those another tab makes (the `storage` event). */
  subscribe(listener: (event: QueueEvent) => void): () => void;
  /** A form's screen is open: its replays are reported there rather than by a global toast. */
  watch(form: FormRef): () => void;
  isWatched(form: FormRef): boolean;
}

export interface OfflineQueueOptions {
  storage: Storage;
  accountId: number;
  send: (save: QueuedSave) => Promise<ProtocolFormData>;
  isOnline?: () => boolean;
  now?: () => Date;
  /** navigator.locks when the browser has it; undefined serializes within this tab only. */
  locks?: LockManagerLike | undefined;
}

export const sameForm = (a: FormRef, b: FormRef) =>
  a.patientId === b.patientId && a.formId === b.formId;

/** A conflict or a refusal waits for the user; anything else waits for the network. */
export const waitsForUser = (item: QueuedSave) => Boolean(item.conflict || item.rejection);

/** No answer at all (offline, a time-out), or one that says "later": keep the save and stop. */
export function isTransientFailure(error: unknown): boolean {
  if (!isHttpError(error)) return true;
  return error.status === 0 || error.status === 401 || error.status >= 500;
}

/** The version a save met when it was no longer the latest (the 409's details), else null. */
export function staleVersion(error: unknown): number | null {
  if (!isHttpError(error) || error.status !== 409) return null;
  const version = Number(error.details?.version?.[0]);
  return Number.isInteger(version) ? version : null;
}

/** The stored queue; anything unreadable counts as empty rather than breaking the page. */
export function parseQueuedSaves(text: string): QueuedSave[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as QueuedSave[]) : [];
  } catch {
    return [];
  }
}

function browserLocks(): LockManagerLike | undefined {
  if (typeof navigator === 'undefined') return undefined;
  const locks = (navigator as Navigator & { locks?: LockManagerLike }).locks;
  return locks && typeof locks.request === 'function' ? locks : undefined;
}

export function createOfflineQueue(options: OfflineQueueOptions): OfflineQueue {
  const {
    storage,
    accountId,
    send,
    isOnline = () => typeof navigator === 'undefined' || navigator.onLine,
    now = () => new Date(),
  } = options;
  const locks = 'locks' in options ? options.locks : browserLocks();
  const key = offlineQueueKey(accountId);
  const listeners = new Set<(event: QueueEvent) => void>();
  const watched = new Map<string, number>();
  let running: Promise<void> | null = null;

  const emit = (event: QueueEvent) => listeners.forEach((listener) => listener(event));
  const watchKey = (form: FormRef) => `${form.patientId}/${form.formId}`;
  const snapshot = () => storage.getItem(key) ?? '[]';

  const read = () => parseQueuedSaves(snapshot());

  function write(items: QueuedSave[]) {
    if (items.length) storage.setItem(key, JSON.stringify(items));
    else storage.removeItem(key);
    emit({ type: 'changed' });
  }

  function update(form: FormRef, change: (item: QueuedSave) => QueuedSave): QueuedSave | undefined {
    const items = read();
    const index = items.findIndex((item) => sameForm(item, form));
    if (index < 0) return undefined;
    const changed = change(items[index]!);
    items[index] = changed;
    write(items);
    return changed;
  }

  function settle(sent: QueuedSave, answer: ProtocolFormData) {
    const items = read();
    const index = items.findIndex((item) => sameForm(item, sent));
    const current = index >= 0 ? items[index]! : undefined;
    if (current && JSON.stringify(current.formData) !== JSON.stringify(sent.formData)) {
      // Saved again while this one was on its way: that save now builds on the version just made.
      update(sent, (item) => ({ ...item, version: answer.version }));
    } else if (current) {
      items.splice(index, 1);
      write(items);
    }
  }

  function refuse(sent: QueuedSave, error: unknown) {
    const serverVersion = staleVersion(error);
    if (serverVersion !== null) {
      const item = update(sent, (item) => ({ ...item, conflict: { serverVersion } }));
      if (item) emit({ type: 'conflict', item });
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    const details = isHttpError(error) ? error.details : undefined;
    const item = update(sent, (item) => ({
      ...item,
      rejection: { message, ...(details ? { details } : {}) },
    }));
    if (item) emit({ type: 'rejected', item });
  }

  async function drain() {
    for (;;) {
      const next = read().find((item) => !waitsForUser(item));
      if (!next || !isOnline()) return;
      try {
        const answer = await send(next);
        settle(next, answer);
        emit({ type: 'saved', item: next, answer });
      } catch (error) {
        if (isTransientFailure(error)) return;
        refuse(next, error);
      }
    }
  }

  // Another tab changed the queue: this tab's badges and screens follow.
  const onStorage = (event: StorageEvent) => {
    if (event.key === key) emit({ type: 'changed' });
  };

  return {
    items: read,
    snapshot,
    pending: () => read().filter((item) => !waitsForUser(item)),
    find: (form) => read().find((item) => sameForm(item, form)),
    enqueue(save) {
      const items = read();
      const index = items.findIndex((item) => sameForm(item, save));
      if (index >= 0) {
        const queued = items[index]!;
        // A correction of a refused save goes out again; a conflict still waits for the choice.
        items[index] = {
          patientId: queued.patientId,
          formId: queued.formId,
          version: queued.version,
          formData: save.formData,
          queuedAt: queued.queuedAt,
          ...(queued.conflict ? { conflict: queued.conflict } : {}),
        };
        write(items);
        return { queued: true, replaced: true };
      }
      if (items.length >= OFFLINE_QUEUE_LIMIT) return { queued: false };
      items.push({
        patientId: save.patientId,
        formId: save.formId,
        version: save.version,
        formData: save.formData,
        queuedAt: now().toISOString(),
      });
      write(items);
      return { queued: true, replaced: false };
    },
    remove(form) {
      const items = read();
      const rest = items.filter((item) => !sameForm(item, form));
      if (rest.length !== items.length) write(rest);
    },
    replay() {
      if (!running) {
        const run = () => drain();
        const locked = locks ? locks.request(`${REPLAY_LOCK_PREFIX}${accountId}`, run) : run();
        running = locked.finally(() => {
          running = null;
        });
      }
      return running;
    },
    subscribe(listener) {
      if (!listeners.size && typeof window !== 'undefined') {
        window.addEventListener('storage', onStorage);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (!listeners.size && typeof window !== 'undefined') {
          window.removeEventListener('storage', onStorage);
        }
      };
    },
    watch(form) {
      const name = watchKey(form);
      watched.set(name, (watched.get(name) ?? 0) + 1);
      return () => {
        const count = (watched.get(name) ?? 1) - 1;
        if (count > 0) watched.set(name, count);
        else watched.delete(name);
      };
    },
    isWatched: (form) => watched.has(watchKey(form)),
  };
}
