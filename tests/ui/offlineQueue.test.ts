/**
 * The offline queue of form saves on its own, over localStorage, a scripted fetch (through the
 * app's real http client and data provider) and a switchable navigator.onLine: the limit of 30,
 * one entry per form, replay in order and one at a time, stopping at the network, a newer
 * version on the server kept as a conflict rather than overwritten, and a stored queue that
 * cannot be read kept aside, never written over, with every entry still readable held for the
 * user to send.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_QUEUE_LIMIT } from '../../domain/forms';
import type { FormId } from '../../domain/forms';
import {
  createOfflineQueue,
  keptAsideKeyPrefix,
  offlineQueueKey,
} from '../../src/pages/forms/offlineQueue';
import type { QueueEvent, QueuedSave } from '../../src/pages/forms/offlineQueue';
import { createAppServices } from '../../src/providers';
import { ACCESS_TOKEN_KEY } from '../../src/providers/tokenStore';
import { jsonResponse } from './fakeApi';
import type { Answer } from './fakeApi';

const ACCOUNT = 7;
const STS: FormId = 'STS-basic';

interface Sent {
  patientId: number;
  formId: string;
  version: number;
  formData: unknown;
}

/**
 * A server that answers saves in turn from `answers` (a function of the save), recording what
 * was sent and how many saves were under way at once.
 */
function fakeServer(answer: (save: Sent) => Answer | 'network') {
  const sent: Sent[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const match = /forms\/([^/]+)\/protocol-form-data\/(\d+)/.exec(String(input));
    const body = JSON.parse(String(init.body)) as { formData: unknown; version: number };
    const save = { patientId: Number(match?.[2]), formId: match?.[1] ?? '', ...body };
    sent.push(save);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 5));
    inFlight -= 1;
    const reply = answer(save);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return jsonResponse(reply);
  };
  return { fetch: fetch as typeof globalThis.fetch, sent, mostInFlight: () => mostInFlight };
}

const saved = (save: Sent): Answer => ({
  status: 200,
  body: { ...save, version: save.version + 1, schema: '{}', uiSchema: {}, completeness: 0 },
});

function queueOver(server: ReturnType<typeof fakeServer>, accountId = ACCOUNT) {
  window.localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  const services = createAppServices({ resourcePaths: {}, fetch: server.fetch });
  const events: QueueEvent[] = [];
  const queue = createOfflineQueue({
    storage: window.localStorage,
    accountId,
    locks: undefined,
    send: (item) =>
      services.dataProvider.saveProtocolForm(item.formId, item.patientId, {
        formData: item.formData,
        version: item.version,
      }),
  });
  queue.subscribe((event) => events.push(event));
  return { queue, events };
}

const save = (patientId: number, version = 0, formData: Record<string, unknown> = {}) => ({
  patientId,
  formId: STS,
  version,
  formData,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('keeping saves', () => {
  it(`holds at most ${OFFLINE_QUEUE_LIMIT} saves and refuses the next`, () => {
    const { queue } = queueOver(fakeServer(saved));
    for (let patient = 1; patient <= OFFLINE_QUEUE_LIMIT; patient += 1) {
      expect(queue.enqueue(save(patient))).toEqual({ queued: true, replaced: false });
    }

    expect(queue.enqueue(save(OFFLINE_QUEUE_LIMIT + 1))).toEqual({ queued: false });
    expect(queue.items()).toHaveLength(OFFLINE_QUEUE_LIMIT);
    // A form already waiting may still be saved again.
    expect(queue.enqueue(save(3, 5, { notes: 'później' }))).toEqual({
      queued: true,
      replaced: true,
    });
  });

  it('replaces a waiting save of the same form in place, keeping the version it was edited from', () => {
    const { queue } = queueOver(fakeServer(saved));
    queue.enqueue(save(1, 4, { notes: 'pierwszy' }));
    queue.enqueue(save(2, 1));
    const firstQueuedAt = queue.items()[0]!.queuedAt;

    queue.enqueue(save(1, 9, { notes: 'drugi' }));

    expect(queue.items().map((item) => [item.patientId, item.version, item.formData])).toEqual([
      [1, 4, { notes: 'drugi' }],
      [2, 1, {}],
    ]);
    expect(queue.items()[0]!.queuedAt).toBe(firstQueuedAt);
  });

  it("keeps each account's saves under its own key", () => {
    const server = fakeServer(saved);
    queueOver(server, 7).queue.enqueue(save(1));
    queueOver(server, 8).queue.enqueue(save(2));

    expect(JSON.parse(window.localStorage.getItem(offlineQueueKey(7))!)).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem('oncoreg.offlineForms.8')!)[0].patientId).toBe(2);
  });
});

describe('replaying', () => {
  it('sends the saves oldest first, one at a time, and empties the queue', async () => {
    const server = fakeServer(saved);
    const { queue, events } = queueOver(server);
    queue.enqueue(save(1, 0));
    queue.enqueue(save(2, 3));
    queue.enqueue(save(3, 1));

    await queue.replay();

    expect(server.sent.map((sent) => [sent.patientId, sent.version])).toEqual([
      [1, 0],
      [2, 3],
      [3, 1],
    ]);
    expect(server.mostInFlight()).toBe(1);
    expect(queue.items()).toEqual([]);
    expect(
      events.flatMap((event) => (event.type === 'saved' ? [event.answer.version] : [])),
    ).toEqual([1, 4, 2]);
  });

  it('sends nothing while the browser is offline', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const server = fakeServer(saved);
    const { queue } = queueOver(server);
    queue.enqueue(save(1));

    await queue.replay();

    expect(server.sent).toEqual([]);
    expect(queue.items()).toHaveLength(1);
  });

  it('stops at the first save the network fails, keeping it and those after it', async () => {
    const server = fakeServer((sent) => (sent.patientId === 2 ? 'network' : saved(sent)));
    const { queue } = queueOver(server);
    queue.enqueue(save(1));
    queue.enqueue(save(2));
    queue.enqueue(save(3));

    await queue.replay();

    expect(server.sent.map((sent) => sent.patientId)).toEqual([1, 2]);
    expect(queue.items().map((item) => item.patientId)).toEqual([2, 3]);
  });

  it('keeps a save that meets a newer version as a conflict, and goes on with the rest', async () => {
    const server = fakeServer((sent) =>
      sent.patientId === 1
        ? {
            status: 409,
            body: {
              code: 'conflict',
              message: 'Nowsza wersja',
              correlationId: 'c',
              details: {
                version: ['6'],
                savedAt: ['2024-05-01T09:30:00.000Z'],
                savedBy: ['Piotr Lis'],
              },
            },
          }
        : saved(sent),
    );
    const { queue, events } = queueOver(server);
    queue.enqueue(save(1, 4, { notes: 'moje' }));
    queue.enqueue(save(2));

    await queue.replay();

    const conflict = {
      serverVersion: 6,
      savedAt: '2024-05-01T09:30:00.000Z',
      savedBy: 'Piotr Lis',
    };
    expect(queue.items()).toEqual([
      expect.objectContaining({ patientId: 1, version: 4, conflict }),
    ]);
    expect(queue.pending()).toEqual([]);
    expect(events.some((event) => event.type === 'conflict')).toBe(true);
    // Never sent again over the newer version by a later replay.
    await queue.replay();
    expect(server.sent.map((sent) => sent.patientId)).toEqual([1, 2]);
  });

  it('keeps a save the server refuses, with its field errors, until it is corrected', async () => {
    let refuse = true;
    const server = fakeServer((sent) =>
      refuse
        ? {
            status: 422,
            body: {
              code: 'validation_failed',
              message: 'Formularz zawiera błędy',
              correlationId: 'c',
              details: { 'diagnosis.icd10': ['Nie odnaleziono wartości'] },
            },
          }
        : saved(sent),
    );
    const { queue } = queueOver(server);
    queue.enqueue(save(1, 2, { diagnosis: { icd10: 'X' } }));

    await queue.replay();
    expect(queue.items()[0]?.rejection).toEqual({
      message: 'Formularz zawiera błędy',
      details: { 'diagnosis.icd10': ['Nie odnaleziono wartości'] },
    });

    refuse = false;
    queue.enqueue(save(1, 2, { diagnosis: { icd10: 'C49' } }));
    await queue.replay();
    expect(queue.items()).toEqual([]);
    expect(server.sent.at(-1)).toMatchObject({
      version: 2,
      formData: { diagnosis: { icd10: 'C49' } },
    });
  });

  it('joins a replay already under way rather than sending twice', async () => {
    const server = fakeServer(saved);
    const { queue } = queueOver(server);
    queue.enqueue(save(1));

    await Promise.all([queue.replay(), queue.replay()]);

    expect(server.sent).toHaveLength(1);
  });

  it('keeps a save made while the previous one was on its way, over the version just saved', async () => {
    const server = fakeServer(saved);
    const { queue } = queueOver(server);
    queue.enqueue(save(1, 3, { notes: 'pierwszy' }));

    const replay = queue.replay();
    queue.enqueue(save(1, 3, { notes: 'drugi' }));
    await replay;

    expect(server.sent.map((sent) => sent.formData)).toEqual([
      { notes: 'pierwszy' },
      { notes: 'drugi' },
    ]);
    expect(server.sent[1]?.version).toBe(4);
    expect(queue.items()).toEqual([]);
  });
});

describe('a stored queue that cannot be read', () => {
  const KEY = offlineQueueKey(ACCOUNT);
  const entry = (patientId: number, notes: string): QueuedSave => ({
    patientId,
    formId: STS,
    version: 2,
    formData: { notes },
    queuedAt: '2024-05-01T08:00:00.000Z',
  });
  const keptAside = () =>
    Object.keys(window.localStorage)
      .filter((name) => name.startsWith(keptAsideKeyPrefix(ACCOUNT)))
      .map((name) => window.localStorage.getItem(name));

  it('reads the entries before a cut-short one, keeps the text aside and writes only after that', async () => {
    const whole = JSON.stringify([entry(1, 'pierwszy'), entry(2, 'drugi')]);
    const damaged = whole.slice(0, whole.length - 25);
    window.localStorage.setItem(KEY, damaged);
    const server = fakeServer(saved);
    const { queue } = queueOver(server);

    expect(queue.items()).toEqual([{ ...entry(1, 'pierwszy'), recovered: true }]);
    // Reading writes nothing: the damaged text is still where it was.
    expect(window.localStorage.getItem(KEY)).toBe(damaged);

    queue.enqueue(save(3, 0, { notes: 'nowy' }));

    expect(keptAside()).toEqual([damaged]);
    expect(queue.items().map((item) => [item.patientId, item.recovered ?? false])).toEqual([
      [1, true],
      [3, false],
    ]);
    await queue.replay();
    // The recovered save waits for the user; the new one goes out.
    expect(server.sent.map((sent) => sent.patientId)).toEqual([3]);
  });

  it('holds every readable entry around an unreadable one until the user sends them', async () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify([entry(1, 'a'), { patientId: 'x', formData: 'zepsute' }, entry(2, 'b')]),
    );
    const server = fakeServer(saved);
    const { queue } = queueOver(server);

    expect(queue.repair()).toBe(true);
    expect(JSON.parse(keptAside()[0]!)[1]).toEqual({ patientId: 'x', formData: 'zepsute' });
    expect(queue.items().map((item) => item.patientId)).toEqual([1, 2]);
    expect(queue.pending()).toEqual([]);
    await queue.replay();
    expect(server.sent).toEqual([]);

    await queue.sendRecovered();

    expect(server.sent.map((sent) => [sent.patientId, sent.formData])).toEqual([
      [1, { notes: 'a' }],
      [2, { notes: 'b' }],
    ]);
    expect(queue.items()).toEqual([]);
    // The kept text stays until the user deletes it.
    expect(keptAside()).toHaveLength(1);
  });

  it('reads a stored conflict with what it says of the newer version, and only what has its shape', () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify([
        { ...entry(1, 'a'), conflict: { serverVersion: 3 } },
        { ...entry(2, 'b'), conflict: { serverVersion: 4, savedAt: 'wczoraj', savedBy: 7 } },
        { ...entry(3, 'c'), conflict: { serverVersion: 5, savedBy: 'Piotr Lis' } },
      ]),
    );
    const { queue } = queueOver(fakeServer(saved));

    expect(queue.items().map((item) => item.conflict)).toEqual([
      { serverVersion: 3 },
      { serverVersion: 4 },
      { serverVersion: 5, savedBy: 'Piotr Lis' },
    ]);
    expect(keptAside()).toEqual([]);
  });

  it('never overwrites a kept-aside copy: each damaged text found gets its own, once', () => {
    window.localStorage.setItem(KEY, 'to nie jest JSON');
    const { queue } = queueOver(fakeServer(saved));
    expect(queue.items()).toEqual([]);

    queue.enqueue(save(1));
    queue.repair();
    expect(keptAside()).toEqual(['to nie jest JSON']);
    expect(queue.items().map((item) => item.patientId)).toEqual([1]);

    window.localStorage.setItem(KEY, '{"patientId": 4');
    queue.enqueue(save(2));

    expect(keptAside().sort()).toEqual(['to nie jest JSON', '{"patientId": 4'].sort());
    expect(queue.items().map((item) => item.patientId)).toEqual([2]);
    expect(queue.keptAside().map((copy) => copy.text)).toHaveLength(2);

    queue.discardKeptAside(queue.keptAside()[0]!.key);
    expect(keptAside()).toHaveLength(1);
  });

  it('writes nothing over a damaged queue when its copy cannot be kept', () => {
    window.localStorage.setItem(KEY, '[{"zepsute"');
    const { queue } = queueOver(fakeServer(saved));
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      name,
      value,
    ) {
      if (name.startsWith(keptAsideKeyPrefix(ACCOUNT))) {
        throw new DOMException('full', 'QuotaExceededError');
      }
      setItem.call(this, name, value);
    });

    expect(() => queue.enqueue(save(1))).toThrow('full');
    expect(window.localStorage.getItem(KEY)).toBe('[{"zepsute"');
  });
});
