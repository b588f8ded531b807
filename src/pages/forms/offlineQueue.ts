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
 *
 * A stored queue that cannot be read whole (not JSON, cut short, an entry of the wrong shape) is
 * never taken for an empty one: before anything is written over it, its text is copied untouched
 * to a key of its own (`keptAsideKeyPrefix`), and the queue goes on with every entry that could
 * still be read, each marked `recovered` and held back until the user has seen it and chosen to
 * send it (OfflineQueueRecovery.tsx) or saves that form again.
 */
import { OFFLINE_QUEUE_LIMIT, parseFormId } from '../../../domain/forms';
import type { FormId, ProtocolFormData, ProtocolFormSave } from '../../../domain/forms';
import { isHttpError } from '../../providers/httpClient';
import type { LockManagerLike } from '../../providers/httpClient';

export const OFFLINE_QUEUE_KEY_PREFIX = 'oncoreg.offlineForms.';
export const REPLAY_LOCK_PREFIX = 'oncoreg-offline-forms-';

export const offlineQueueKey = (accountId: number) => `${OFFLINE_QUEUE_KEY_PREFIX}${accountId}`;

/** Where the text of a queue that could not be read is kept: one key per damaged text found. */
export const keptAsideKeyPrefix = (accountId: number) =>
  `${offlineQueueKey(accountId)}.unreadable.`;

/** Which form of which patient. */
export interface FormRef {
  patientId: number;
  formId: FormId;
}

export interface QueuedSave extends FormRef, ProtocolFormSave {
  /** When the form first went into the queue (ISO time). */
  queuedAt: string;
  /** A replay met this newer version on the server: the user chooses. */
  conflict?: StaleSave;
  /** The server refused the replay: its message and field errors, for the user to correct. */
  rejection?: { message: string; details?: Record<string, string[]> };
  /** Read back from a damaged stored queue: sent only once the user says so. */
  recovered?: true;
}

/** The text of a damaged stored queue, as it was found. */
export interface KeptAsideQueue {
  key: string;
  /** When it was found (ISO time). */
  keptAt: string;
  text: string;
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
  /** The saves still to send (neither in conflict nor refused nor recovered unseen). */
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
  /**
   * Keeps a damaged stored queue aside and goes on with what could be read; true when it found
   * one. Every change to the queue does this first; call it to find damage before any change.
   */
  repair(): boolean;
  /** The texts of damaged queues kept aside, oldest first. */
  keptAside(): KeptAsideQueue[];
  /** Deletes a kept-aside text, once the user has dealt with it. */
  discardKeptAside(key: string): void;
  /** Lets the saves recovered from a damaged queue go out, and sends them. */
  sendRecovered(): Promise<void>;
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

/** A conflict, a refusal or a recovered save waits for the user; anything else for the network. */
export const waitsForUser = (item: QueuedSave) =>
  Boolean(item.conflict || item.rejection || item.recovered);

/** No answer at all (offline, a time-out), or one that says "later": keep the save and stop. */
export function isTransientFailure(error: unknown): boolean {
  if (!isHttpError(error)) return true;
  return error.status === 0 || error.status === 401 || error.status >= 500;
}

/** What a save that was no longer the latest learns of the server's version. */
export interface StaleSave {
  /** The version the server holds now. */
  serverVersion: number;
  /** When that version was saved (ISO 8601) and by whom, where the server said. */
  savedAt?: string;
  savedBy?: string;
}

/** The 409's details of a save that was no longer the latest, else null. */
export function staleSave(error: unknown): StaleSave | null {
  if (!isHttpError(error) || error.status !== 409) return null;
  const serverVersion = Number(error.details?.version?.[0]);
  if (!Number.isInteger(serverVersion)) return null;
  return staleSaveOf({
    serverVersion,
    savedAt: error.details?.savedAt?.[0],
    savedBy: error.details?.savedBy?.[0],
  });
}

/** A stored or answered conflict with only the parts that have their shape, else null. */
function staleSaveOf(value: Record<string, unknown>): StaleSave | null {
  const { serverVersion, savedAt, savedBy } = value;
  if (!isCount(serverVersion)) return null;
  return {
    serverVersion,
    ...(typeof savedAt === 'string' && !Number.isNaN(Date.parse(savedAt)) && { savedAt }),
    ...(typeof savedBy === 'string' && savedBy !== '' && { savedBy }),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** An entry of the stored queue if it has a queued save's shape, else null. */
function toQueuedSave(value: unknown): QueuedSave | null {
  if (!isObject(value)) return null;
  const { patientId, formId, version, formData, queuedAt, conflict, rejection } = value;
  if (!isCount(patientId) || patientId === 0 || typeof formId !== 'string') return null;
  if (!parseFormId(formId) || !isCount(version) || !isObject(formData)) return null;
  if (typeof queuedAt !== 'string' || Number.isNaN(Date.parse(queuedAt))) return null;
  const stale = isObject(conflict) ? staleSaveOf(conflict) : null;
  if (conflict !== undefined && !stale) return null;
  if (
    rejection !== undefined &&
    !(
      isObject(rejection) &&
      typeof rejection.message === 'string' &&
      (rejection.details === undefined || isObject(rejection.details))
    )
  ) {
    return null;
  }
  return {
    patientId,
    formId: formId as QueuedSave['formId'],
    version,
    formData,
    queuedAt,
    ...(stale ? { conflict: stale } : {}),
    ...(rejection ? { rejection: rejection as QueuedSave['rejection'] } : {}),
    ...(value.recovered === true ? { recovered: true as const } : {}),
  };
}

/**
 * The entries of a text that is no longer JSON as far as they can still be told apart: each
 * object at the top level of the array (found by its brackets, strings skipped) is parsed on its
 * own, so that a damaged or cut-short entry costs only itself. Anything else counts as unread.
 */
function salvage(text: string): { entries: unknown[]; unread: number } {
  const entries: unknown[] = [];
  let unread = 0;
  const opening = text.trimStart().startsWith('[') ? text.indexOf('[') + 1 : 0;
  let depth = 0;
  let start = -1;
  let inString = false;
  let escaped = false;
  let junk = false;
  for (let position = opening; position < text.length; position++) {
    const char = text[position]!;
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
      continue;
    }
    if (depth === 0) {
      if (char === '{') {
        start = position;
        depth = 1;
        junk = false;
      } else if (char === ',') {
        junk = false;
      } else if (!/[\s\]]/.test(char) && !junk) {
        junk = true;
        unread += 1;
      }
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') {
      depth -= 1;
      if (depth === 0) {
        try {
          entries.push(JSON.parse(text.slice(start, position + 1)));
        } catch {
          unread += 1;
        }
      }
    }
  }
  if (depth > 0) unread += 1;
  return { entries, unread };
}

export interface StoredQueue {
  /** The saves that could be read; all of them `recovered` when the queue is damaged. */
  items: QueuedSave[];
  /** Anything in the stored text that is not a readable save. */
  damaged: boolean;
  /** How many entries (or stretches of text) could not be read. */
  unreadable: number;
}

/** Reads a stored queue (null: none stored), telling what could not be read. */
export function readStoredQueue(text: string | null): StoredQueue {
  if (text === null) return { items: [], damaged: false, unreadable: 0 };
  let entries: unknown[];
  let unread = 0;
  let array = false;
  try {
    const parsed: unknown = JSON.parse(text);
    array = Array.isArray(parsed);
    entries = Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    ({ entries, unread } = salvage(text));
  }
  const items: QueuedSave[] = [];
  for (const entry of entries) {
    const item = toQueuedSave(entry);
    if (item) items.push(item);
    else unread += 1;
  }
  const damaged = !array || unread > 0;
  return {
    items: damaged ? items.map((item) => ({ ...item, recovered: true as const })) : items,
    damaged,
    unreadable: unread,
  };
}

/** The saves a stored queue holds, as far as they can be read. */
export function parseQueuedSaves(text: string): QueuedSave[] {
  return readStoredQueue(text).items;
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
  const keptPrefix = keptAsideKeyPrefix(accountId);
  const listeners = new Set<(event: QueueEvent) => void>();
  const watched = new Map<string, number>();
  let running: Promise<void> | null = null;

  const emit = (event: QueueEvent) => listeners.forEach((listener) => listener(event));
  const watchKey = (form: FormRef) => `${form.patientId}/${form.formId}`;
  const snapshot = () => storage.getItem(key) ?? '[]';

  /** What the stored queue holds, written nowhere: safe while rendering. */
  const read = () => readStoredQueue(storage.getItem(key)).items;

  function write(items: QueuedSave[]) {
    if (items.length) storage.setItem(key, JSON.stringify(items));
    else storage.removeItem(key);
    emit({ type: 'changed' });
  }

  function keptAside(): KeptAsideQueue[] {
    const copies: KeptAsideQueue[] = [];
    for (let index = 0; index < storage.length; index++) {
      const name = storage.key(index);
      if (!name?.startsWith(keptPrefix)) continue;
      const keptAt = name.slice(keptPrefix.length).replace(/#\d+$/, '');
      copies.push({ key: name, keptAt, text: storage.getItem(name) ?? '' });
    }
    return copies.sort((a, b) => a.key.localeCompare(b.key));
  }

  /** Copies a damaged text to a key of its own, unless the same text is already kept. */
  function keepAside(text: string) {
    if (keptAside().some((copy) => copy.text === text)) return;
    const keptAt = now().toISOString();
    let name = `${keptPrefix}${keptAt}`;
    for (let count = 2; storage.getItem(name) !== null; count++)
      name = `${keptPrefix}${keptAt}#${count}`;
    // A full storage throws here, before anything is written over the damaged queue.
    storage.setItem(name, text);
  }

  /** The queue before a change: a damaged one is kept aside and rewritten with what was read. */
  function load(): QueuedSave[] {
    const text = storage.getItem(key);
    const stored = readStoredQueue(text);
    if (stored.damaged && text !== null) {
      keepAside(text);
      write(stored.items);
    }
    return stored.items;
  }

  function update(form: FormRef, change: (item: QueuedSave) => QueuedSave): QueuedSave | undefined {
    const items = load();
    const index = items.findIndex((item) => sameForm(item, form));
    if (index < 0) return undefined;
    const changed = change(items[index]!);
    items[index] = changed;
    write(items);
    return changed;
  }

  function settle(sent: QueuedSave, answer: ProtocolFormData) {
    const items = load();
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
    const stale = staleSave(error);
    if (stale) {
      const item = update(sent, (item) => ({ ...item, conflict: stale }));
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

  function replay() {
    if (!running) {
      const run = () => drain();
      const locked = locks ? locks.request(`${REPLAY_LOCK_PREFIX}${accountId}`, run) : run();
      running = locked.finally(() => {
        running = null;
      });
    }
    return running;
  }

  // Another tab changed the queue: this tab's badges and screens follow.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === key || event.key.startsWith(keptPrefix)) {
      emit({ type: 'changed' });
    }
  };

  return {
    items: read,
    snapshot,
    pending: () => read().filter((item) => !waitsForUser(item)),
    find: (form) => read().find((item) => sameForm(item, form)),
    enqueue(save) {
      const items = load();
      const index = items.findIndex((item) => sameForm(item, save));
      if (index >= 0) {
        const queued = items[index]!;
        // A correction of a refused save goes out again, and so does a recovered one saved again;
        // a conflict still waits for the choice.
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
      const items = load();
      const rest = items.filter((item) => !sameForm(item, form));
      if (rest.length !== items.length) write(rest);
    },
    replay,
    repair() {
      const damaged = readStoredQueue(storage.getItem(key)).damaged;
      if (damaged) load();
      return damaged;
    },
    keptAside,
    discardKeptAside(name) {
      if (!name.startsWith(keptPrefix)) return;
      storage.removeItem(name);
      emit({ type: 'changed' });
    },
    sendRecovered() {
      const items = load();
      if (items.some((item) => item.recovered)) {
        write(items.map(({ recovered: _recovered, ...item }) => item));
      }
      return replay();
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
