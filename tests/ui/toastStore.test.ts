import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from '../../src/feedback/toastStore';
import { errorToast, fieldErrors } from '../../src/feedback/errors';
import { HttpError } from '../../src/providers/httpClient';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const texts = (store: ReturnType<typeof createToastStore>) => store.toasts().map((t) => t.text);

describe('toast stack', () => {
  it('keeps at most four toasts: a fifth removes the oldest', () => {
    const store = createToastStore();
    for (const text of ['one', 'two', 'three', 'four']) store.push({ text });
    expect(texts(store)).toEqual(['one', 'two', 'three', 'four']);

    store.push({ text: 'five' });

    expect(texts(store)).toEqual(['two', 'three', 'four', 'five']);
  });

  it('removes a toast when its timeout has passed, 6000 ms by default', () => {
    const store = createToastStore();
    store.push({ text: 'default' });
    store.push({ text: 'short', timeout: 1000 });

    vi.advanceTimersByTime(1000);
    expect(texts(store)).toEqual(['default']);

    vi.advanceTimersByTime(4999);
    expect(texts(store)).toEqual(['default']);
    vi.advanceTimersByTime(1);
    expect(texts(store)).toEqual([]);
  });

  it('puts a toast in the place of the same one still shown, with a fresh timeout', () => {
    const store = createToastStore();
    store.push({ text: 'registry.form.invalid', type: 'error' });
    store.push({ text: 'other', type: 'error' });
    vi.advanceTimersByTime(5000);
    store.push({ text: 'registry.form.invalid', type: 'error' });
    expect(texts(store)).toEqual(['other', 'registry.form.invalid']);

    vi.advanceTimersByTime(1000);
    expect(texts(store)).toEqual(['registry.form.invalid']);
    // The same key with other arguments says something else.
    store.push({ text: 'registry.form.invalid', args: { count: 2 }, type: 'error' });
    expect(store.toasts()).toHaveLength(2);
  });

  it('removes the errors still shown when a success comes', () => {
    const store = createToastStore();
    store.push({ text: 'loaded' });
    store.push({ text: 'This email address is already in use', type: 'error' });
    store.push({ text: 'The form contains errors', type: 'error' });
    store.push({ text: 'created' });
    expect(texts(store)).toEqual(['loaded', 'created']);
    // An error does not remove a success.
    store.push({ text: 'refused', type: 'error' });
    expect(texts(store)).toEqual(['loaded', 'created', 'refused']);
  });

  it('tells its listeners about every change', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.push({ text: 'saved' });
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('error toasts', () => {
  const failure = (status: number, message?: string) =>
    new HttpError({
      status,
      code: 'x',
      message: message ?? 'HTTP',
      serverMessage: message,
      correlationId: 'c-1',
    });

  it("prefer the server's message and carry the correlation id", () => {
    expect(errorToast(failure(409, 'This email address is already in use'), 'fallback')).toEqual({
      text: 'This email address is already in use',
      type: 'error',
      correlationId: 'c-1',
    });
    expect(errorToast(failure(400), 'registry.errors.dataUpdate').text).toBe(
      'registry.errors.dataUpdate',
    );
  });

  it('read a 403 as Missing permissions', () => {
    expect(errorToast(failure(403, 'Forbidden'), 'fallback').text).toBe(
      'registry.errors.missingPermissions',
    );
  });

  it('put field errors on bare field names', () => {
    const error = new HttpError({
      status: 422,
      code: 'validation_failed',
      message: 'invalid',
      details: { 'hospitals[0]': ['Unknown hospital'], phone: ['Invalid phone', 'second'] },
    });
    expect(fieldErrors(error)).toEqual({ hospitals: 'Unknown hospital', phone: 'Invalid phone' });
  });
});
