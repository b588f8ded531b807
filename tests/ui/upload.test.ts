/**
 * Uploads with progress (src/providers/upload.ts through the http client): the same headers as
 * every other request, the progress of the body, the shared token refresh and one retry on a
 * 401, the server's refusals as errors, and a time-out that counts from the last progress.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAccountSession } from '../../src/providers/accountSession';
import { createDataProvider } from '../../src/providers/dataProvider';
import { HttpError, REQUEST_TIMEOUT_MS, createHttpClient } from '../../src/providers/httpClient';
import type { HttpClientOptions } from '../../src/providers/httpClient';
import { createTokenStore } from '../../src/providers/tokenStore';
import { uploadPercent } from '../../src/providers/upload';
import type { UploadProgress } from '../../src/providers/upload';
import { createFakeApi } from './fakeApi';
import type { Handler } from './fakeApi';
import { FakeXhr } from './fakeXhr';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ATTACHMENTS = '/v1/patient/patients/5/attachments';

function client(routes: Record<string, Handler> = {}, options: Partial<HttpClientOptions> = {}) {
  const api = createFakeApi(routes);
  const tokens = createTokenStore(window.localStorage);
  tokens.save({ token: 'old-access', refresh_token: 'refresh-1' });
  const onServerError = vi.fn();
  const http = createHttpClient({
    tokens,
    getLocale: () => 'pl',
    fetch: api.fetch,
    locks: undefined,
    onServerError,
    ...options,
  });
  return { http, api, tokens, onServerError };
}

function pdfForm() {
  const form = new FormData();
  form.append('type', 'DISCHARGE_SUMMARY');
  form.append('file', new File(['%PDF-1.7'], 'epikryza.pdf', { type: 'application/pdf' }));
  return form;
}

/** The upload the client sends next: its transport is loaded on demand, a moment after the call. */
async function nextUpload(): Promise<FakeXhr> {
  const count = FakeXhr.sent.length + 1;
  await vi.dynamicImportSettled();
  for (let turn = 0; FakeXhr.sent.length < count && turn < 100; turn += 1) await Promise.resolve();
  return FakeXhr.last();
}

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('upload with progress', () => {
  it('sends the body through XMLHttpRequest with the headers of every request, telling its progress', async () => {
    const { http, api } = client();
    const progress: UploadProgress[] = [];
    const form = pdfForm();

    const upload = http.request(ATTACHMENTS, {
      method: 'POST',
      body: form,
      onUploadProgress: (step) => progress.push(step),
    });
    const xhr = await nextUpload();
    xhr.progress(512, 2048);
    xhr.progress(2048, 2048);
    xhr.answer(201, { id: 51, name: 'epikryza.pdf' });

    await expect(upload).resolves.toEqual({ id: 51, name: 'epikryza.pdf' });
    expect(progress).toEqual([
      { loaded: 512, total: 2048 },
      { loaded: 2048, total: 2048 },
    ]);
    expect(progress.map(uploadPercent)).toEqual([25, 100]);
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`/api${ATTACHMENTS}`);
    expect(xhr.body).toBe(form);
    expect(xhr.headers.Authorization).toBe('Bearer old-access');
    expect(xhr.headers['Accept-Language']).toBe('pl');
    expect(xhr.headers['x-correlation-id']).toMatch(UUID);
    // The browser sets the multipart boundary itself.
    expect(xhr.headers['Content-Type']).toBeUndefined();
    expect(api.calls).toHaveLength(0);
  });

  it('gives every upload a fresh correlation id', async () => {
    const { http } = client();

    const first = http.request(ATTACHMENTS, {
      method: 'POST',
      body: pdfForm(),
      onUploadProgress() {},
    });
    (await nextUpload()).answer(201, {});
    const second = http.request(ATTACHMENTS, {
      method: 'POST',
      body: pdfForm(),
      onUploadProgress() {},
    });
    (await nextUpload()).answer(201, {});
    await Promise.all([first, second]);

    const [a, b] = FakeXhr.sent;
    expect(a?.headers['x-correlation-id']).not.toBe(b?.headers['x-correlation-id']);
  });

  it('on a 401 joins the one shared token refresh and sends the upload once more', async () => {
    let releaseRefresh!: () => void;
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const { http, api, tokens } = client({
      'GET /api/v1/patient/patients/5': (call) =>
        call.headers.Authorization === 'Bearer new-access'
          ? { status: 200, body: { id: 5 } }
          : { status: 401, body: { code: 'unauthorized', message: 'Session ended' } },
      'POST /api/token/refresh': async () => {
        await refreshGate;
        return { status: 200, body: { token: 'new-access', refresh_token: 'refresh-2' } };
      },
    });

    const upload = http.request(ATTACHMENTS, {
      method: 'POST',
      body: pdfForm(),
      onUploadProgress() {},
    });
    const read = http.request('/v1/patient/patients/5');
    (await nextUpload()).answer(401, { code: 'unauthorized', message: 'Session ended' });
    await vi.waitFor(() =>
      expect(api.calls.map((call) => call.path)).toContain('/api/token/refresh'),
    );
    releaseRefresh();

    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const retry = FakeXhr.last();
    expect(retry.headers.Authorization).toBe('Bearer new-access');
    expect(retry.headers['x-correlation-id']).not.toBe(
      FakeXhr.sent[0]?.headers['x-correlation-id'],
    );
    retry.answer(201, { id: 52 });

    await expect(upload).resolves.toEqual({ id: 52 });
    await expect(read).resolves.toEqual({ id: 5 });
    expect(api.calls.filter((call) => call.path === '/api/token/refresh')).toHaveLength(1);
    expect(tokens.getAccessToken()).toBe('new-access');
  });

  it('gives up after the one retry when the server still answers 401', async () => {
    const { http } = client({
      'POST /api/token/refresh': () => ({
        status: 200,
        body: { token: 'new-access', refresh_token: 'refresh-2' },
      }),
    });

    const upload = http.request(ATTACHMENTS, {
      method: 'POST',
      body: pdfForm(),
      onUploadProgress() {},
    });
    (await nextUpload()).answer(401, { code: 'unauthorized' });
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.last().answer(401, { code: 'unauthorized' });

    await expect(upload).rejects.toMatchObject({ status: 401 });
    expect(FakeXhr.sent).toHaveLength(2);
  });

  it("fails with the server's message and correlation id when it refuses the file", async () => {
    const { http } = client();

    const upload = http.request(ATTACHMENTS, {
      method: 'POST',
      body: pdfForm(),
      onUploadProgress() {},
    });
    (await nextUpload()).answer(415, {
      code: 'unsupported_media_type',
      message: 'Nieprawidłowy format pliku',
      correlationId: 'corr-415',
    });

    const error = await upload.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 415,
      code: 'unsupported_media_type',
      serverMessage: 'Nieprawidłowy format pliku',
      correlationId: 'corr-415',
    });
  });

  it('reports a failed network as the http client does', async () => {
    const { http } = client();

    const upload = http.request(ATTACHMENTS, {
      method: 'POST',
      body: pdfForm(),
      onUploadProgress() {},
    });
    (await nextUpload()).onerror?.();

    await expect(upload).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('times out only when the upload has not moved for the time-out', async () => {
    vi.useFakeTimers();
    const { http } = client();

    const upload = http.request(ATTACHMENTS, {
      method: 'POST',
      body: pdfForm(),
      onUploadProgress() {},
    });
    const failure = upload.catch((caught: unknown) => caught);
    const xhr = await nextUpload();
    vi.advanceTimersByTime(REQUEST_TIMEOUT_MS - 1000);
    xhr.progress(1, 2);
    vi.advanceTimersByTime(REQUEST_TIMEOUT_MS - 1000);
    expect(xhr.aborted).toBe(false);

    vi.advanceTimersByTime(1000);

    expect(xhr.aborted).toBe(true);
    expect(await failure).toMatchObject({ status: 0, code: 'timeout' });
  });
});

describe('patient file uploads of the data provider', () => {
  function dataProvider() {
    const { http, tokens } = client();
    return createDataProvider({
      http,
      tokens,
      account: createAccountSession(() => Promise.reject(new Error('not needed'))),
      resourcePaths: { patients: '/v1/patient/patients' },
    });
  }

  it('posts an attachment as multipart, its type before the file', async () => {
    const onProgress = vi.fn();
    const file = new File(['%PDF-1.7'], 'epikryza.pdf', { type: 'application/pdf' });

    const upload = dataProvider().uploadPatientFile(
      5,
      { kind: 'attachment', type: 'DISCHARGE_SUMMARY', file },
      onProgress,
    );
    const xhr = await nextUpload();
    xhr.progress(4, 8);
    xhr.answer(201, { id: 51 });

    await expect(upload).resolves.toEqual({ id: 51 });
    expect(xhr.url).toBe('/api/v1/patient/patients/5/attachments');
    expect(xhr.fields()).toEqual([
      ['type', 'DISCHARGE_SUMMARY'],
      ['file', 'file:epikryza.pdf'],
    ]);
    expect(onProgress).toHaveBeenCalledWith({ loaded: 4, total: 8 });
  });

  it('posts a consent with the date it was signed', async () => {
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'zgoda.jpg', {
      type: 'image/jpeg',
    });

    const upload = dataProvider().uploadPatientFile(
      5,
      { kind: 'rodoConsent', date: '2024-04-30', file },
      () => {},
    );
    const xhr = await nextUpload();
    xhr.answer(201, { id: 61 });

    await expect(upload).resolves.toEqual({ id: 61 });
    expect(xhr.url).toBe('/api/v1/patient/patients/5/rodo-consents');
    expect(xhr.fields()).toEqual([
      ['date', '2024-04-30'],
      ['file', 'file:zgoda.jpg'],
    ]);
  });
});
