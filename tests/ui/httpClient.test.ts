import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, createHttpClient } from '../../src/providers/httpClient';
import type { HttpClientOptions, LockManagerLike } from '../../src/providers/httpClient';
import { createTokenStore } from '../../src/providers/tokenStore';
import { createFakeApi } from './fakeApi';
import type { Handler } from './fakeApi';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function signedIn(access = 'old-access', refresh = 'refresh-1') {
  const tokens = createTokenStore(window.localStorage);
  tokens.save({ token: access, refresh_token: refresh });
  return tokens;
}

function client(routes: Record<string, Handler>, options: Partial<HttpClientOptions> = {}) {
  const api = createFakeApi(routes);
  const tokens = options.tokens ?? signedIn();
  const onLogout = vi.fn();
  const http = createHttpClient({
    tokens,
    getLocale: () => 'en',
    fetch: api.fetch,
    locks: undefined,
    onLogout,
    ...options,
  });
  return { http, api, tokens, onLogout };
}

/** A protected route that accepts only `valid` as the bearer token. */
const protectedRoute =
  (valid: string): Handler =>
  (call) =>
    call.headers.Authorization === `Bearer ${valid}`
      ? { status: 200, body: { ok: true } }
      : { status: 401, body: { code: 'unauthorized', message: 'Session ended' } };

afterEach(() => {
  vi.useRealTimers();
});

describe('http client', () => {
  it('sends the token, the language and a fresh correlation id on every request', async () => {
    const { http, api } = client(
      { 'GET /api/v1/things': () => ({ status: 200, body: [] }) },
      { getLocale: () => 'pl' },
    );

    await http.request('/v1/things');
    await http.request('/v1/things');

    const [first, second] = api.calls;
    expect(first?.headers.Authorization).toBe('Bearer old-access');
    expect(first?.headers['Accept-Language']).toBe('pl');
    expect(first?.headers['x-correlation-id']).toMatch(UUID);
    expect(second?.headers['x-correlation-id']).toMatch(UUID);
    expect(first?.headers['x-correlation-id']).not.toBe(second?.headers['x-correlation-id']);
  });

  it('tells the permissions version of signed-in answers, refusals included, and of no other', async () => {
    const onPermissionsVersion = vi.fn();
    const version = { 'x-permissions-version': 'v2' };
    const { http } = client(
      {
        'GET /api/v1/things': () => ({ status: 200, body: [], headers: version }),
        'GET /api/v1/secrets': () => ({
          status: 403,
          body: { code: 'forbidden' },
          headers: version,
        }),
        'POST /api/login_check': () => ({
          status: 200,
          body: {},
          headers: { 'x-permissions-version': 'v9' },
        }),
      },
      { onPermissionsVersion },
    );

    await http.request('/v1/things');
    await expect(http.request('/v1/secrets')).rejects.toMatchObject({ status: 403 });
    await http.request('/login_check', { method: 'POST', body: {}, auth: false });

    expect(onPermissionsVersion.mock.calls).toEqual([['v2'], ['v2']]);
  });

  it('shares one refresh between concurrent 401s and repeats both requests with the new token', async () => {
    let releaseRefresh!: () => void;
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const { http, api, tokens } = client({
      'GET /api/v1/patients': protectedRoute('new-access'),
      'GET /api/v1/hospitals': protectedRoute('new-access'),
      'POST /api/token/refresh': async () => {
        await refreshGate;
        return { status: 200, body: { token: 'new-access', refresh_token: 'refresh-2' } };
      },
    });

    const both = Promise.all([http.request('/v1/patients'), http.request('/v1/hospitals')]);
    await vi.waitFor(() => expect(api.calls.length).toBe(3));
    releaseRefresh();

    await expect(both).resolves.toEqual([{ ok: true }, { ok: true }]);
    const refreshes = api.calls.filter((call) => call.path === '/api/token/refresh');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toEqual({ refresh_token: 'refresh-1' });
    const repeated = api.calls.filter(
      (call) =>
        call.path !== '/api/token/refresh' && call.headers.Authorization === 'Bearer new-access',
    );
    expect(repeated.map((call) => call.path).sort()).toEqual([
      '/api/v1/hospitals',
      '/api/v1/patients',
    ]);
    expect(tokens.getAccessToken()).toBe('new-access');
    expect(tokens.getRefreshToken()).toBe('refresh-2');
  });

  it('refreshes for a request sent without an access token while the refresh token is there', async () => {
    const tokens = signedIn();
    window.localStorage.removeItem('oncoreg.accessToken');
    const { http, api } = client(
      {
        'POST /api/v1/forms': protectedRoute('new-access'),
        'POST /api/token/refresh': () => ({
          status: 200,
          body: { token: 'new-access', refresh_token: 'refresh-2' },
        }),
      },
      { tokens },
    );

    await expect(http.request('/v1/forms', { method: 'POST', body: {} })).resolves.toEqual({
      ok: true,
    });
    expect(api.calls.map((call) => call.path)).toEqual([
      '/api/v1/forms',
      '/api/token/refresh',
      '/api/v1/forms',
    ]);
    expect(tokens.getRefreshToken()).toBe('refresh-2');
  });

  it('lets a 401 pass when there is no session at all', async () => {
    const tokens = createTokenStore(window.localStorage);
    tokens.clear();
    const { http, api, onLogout } = client(
      { 'GET /api/v1/patients': protectedRoute('never') },
      { tokens },
    );

    await expect(http.request('/v1/patients')).rejects.toMatchObject({ status: 401 });
    expect(api.calls.map((call) => call.path)).toEqual(['/api/v1/patients']);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('clears the tokens and logs out when the refresh fails', async () => {
    const { http, tokens, onLogout } = client({
      'GET /api/v1/patients': protectedRoute('never'),
      'POST /api/token/refresh': () => ({ status: 401, body: { code: 'refresh_token_invalid' } }),
    });

    const failure = http.request('/v1/patients');

    await expect(failure).rejects.toMatchObject({ status: 401 });
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('does not retry or refresh again when the refresh call itself answers 401', async () => {
    const { http, api } = client({
      'POST /api/token/refresh': () => ({ status: 401, body: { code: 'refresh_token_invalid' } }),
    });

    await expect(http.refresh()).rejects.toBeInstanceOf(HttpError);

    expect(api.calls.map((call) => call.path)).toEqual(['/api/token/refresh']);
  });

  it('lets a 401 from the logout call pass straight through', async () => {
    const { http, api, onLogout } = client({
      'POST /api/v1/logout': () => ({ status: 401, body: { code: 'unauthorized' } }),
    });

    await expect(
      http.request('/v1/logout', {
        method: 'POST',
        body: { refreshToken: 'r' },
        auth: 'noRefresh',
      }),
    ).rejects.toMatchObject({ status: 401 });

    expect(api.calls.map((call) => call.path)).toEqual(['/api/v1/logout']);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('uses the pair another tab stored while it waited for the refresh lock', async () => {
    const tokens = signedIn();
    let releaseLock!: () => void;
    const lockFree = new Promise<void>((resolve) => (releaseLock = resolve));
    const locks: LockManagerLike = {
      request: async (_name, callback) => {
        await lockFree;
        return callback();
      },
    };
    const { http, api } = client(
      {
        'GET /api/v1/patients': protectedRoute('other-tab-access'),
        'POST /api/token/refresh': () => ({ status: 500, body: {} }),
      },
      { tokens, locks },
    );

    const result = http.request('/v1/patients');
    await vi.waitFor(() => expect(api.calls.length).toBe(1));
    // The other tab refreshes and stores the rotated pair while this one waits.
    tokens.save({ token: 'other-tab-access', refresh_token: 'refresh-2' });
    releaseLock();

    await expect(result).resolves.toEqual({ ok: true });
    expect(api.calls.some((call) => call.path === '/api/token/refresh')).toBe(false);
  });

  it('gives up after 6000 ms with a time-out error', async () => {
    vi.useFakeTimers();
    const hangingFetch = (_input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      });
    const http = createHttpClient({
      tokens: signedIn(),
      getLocale: () => 'en',
      fetch: hangingFetch as typeof fetch,
      locks: undefined,
    });

    let settled: unknown = 'pending';
    const request = http.request('/v1/slow').catch((error: unknown) => {
      settled = error;
    });
    await vi.advanceTimersByTimeAsync(5999);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await request;

    expect(settled).toBeInstanceOf(HttpError);
    expect(settled).toMatchObject({ status: 0, code: 'timeout' });
  });

  it('carries the error body and reports server faults', async () => {
    const onServerError = vi.fn();
    const { http } = client(
      {
        'PUT /api/v1/account/accounts/1': () => ({
          status: 422,
          body: {
            code: 'validation_failed',
            message: 'The form contains errors',
            correlationId: 'c-422',
            details: { phone: ['Invalid phone number'] },
          },
        }),
        'GET /api/v1/broken': () => ({
          status: 500,
          body: { code: 'internal' },
          headers: { 'x-correlation-id': 'c-500' },
        }),
      },
      { onServerError },
    );

    await expect(
      http.request('/v1/account/accounts/1', { method: 'PUT', body: {} }),
    ).rejects.toMatchObject({
      status: 422,
      code: 'validation_failed',
      serverMessage: 'The form contains errors',
      correlationId: 'c-422',
      details: { phone: ['Invalid phone number'] },
    });
    expect(onServerError).not.toHaveBeenCalled();

    await expect(http.request('/v1/broken')).rejects.toMatchObject({
      status: 500,
      correlationId: 'c-500',
    });
    expect(onServerError).toHaveBeenCalledTimes(1);
  });
});
