/**
 * The one way the browser talks to the API. Every request carries a fresh x-correlation-id, the
 * interface language and, when there is one, the access token. Requests time out after 6000 ms.
 *
 * On a 401 the client runs one token refresh, shared by every request that is waiting on it, and
 * repeats the original request once with the new token. Across tabs the refresh is serialized with
 * the Web Locks API: the server treats a second use of a refresh token as theft and revokes the
 * whole session family, so a tab that finds the stored refresh token already rotated by another
 * tab uses the new pair instead of refreshing again. A failed refresh ends the session.
 */
import type { Locale } from '../../domain';
import { PERMISSIONS_VERSION_HEADER } from '../../domain/session';
import type { TokenPair, TokenStore } from './tokenStore';
import type { UploadProgress } from './upload';

export const REQUEST_TIMEOUT_MS = 6000;
export const REFRESH_LOCK_NAME = 'oncoreg-refresh';
export const REFRESH_PATH = '/token/refresh';
export const LOGOUT_PATH = '/v1/logout';

export type FieldDetails = Record<string, string[]>;

/** An API failure: the error body of DESIGN section 3, or a time-out / network failure (status 0). */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: FieldDetails | undefined;
  readonly correlationId: string | undefined;
  /** The message of the API's error body, already in the request's language; none otherwise. */
  readonly serverMessage: string | undefined;
  /** The raw response body when it was not the API's error shape. */
  readonly body: unknown;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    details?: FieldDetails | undefined;
    correlationId?: string | undefined;
    serverMessage?: string | undefined;
    body?: unknown;
  }) {
    super(init.message);
    this.name = 'HttpError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.correlationId = init.correlationId;
    this.serverMessage = init.serverMessage;
    this.body = init.body;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** A request the user cancelled: nothing to report. */
export function isCancelled(error: unknown): boolean {
  return isHttpError(error) && error.code === 'cancelled';
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON-serializable value, or FormData for uploads. */
  body?: unknown;
  /** A serialized query string, without the leading "?". */
  query?: string;
  /**
   * false: no Authorization header and no refresh on a 401 (login, password reset).
   * 'noRefresh': the token is sent, but a 401 passes straight through (logout).
   */
  auth?: boolean | 'noRefresh';
  /**
   * Told how much of the body has gone: the request then goes through XMLHttpRequest (upload.ts,
   * loaded on demand), since fetch does not report it, and times out only when the upload stops
   * moving.
   */
  onUploadProgress?: (progress: UploadProgress) => void;
  /** Cancels the request (an upload the user stopped): it fails with the code `cancelled`. */
  signal?: AbortSignal | undefined;
  /**
   * The language to ask in, in place of the interface's: a query keyed by the language asks in
   * its key's. Switching the language updates the key before the interface's language has
   * changed (its texts are still loading), and such a query asked in the old one.
   */
  locale?: Locale | undefined;
}

export interface Clock {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface HttpClientOptions {
  tokens: TokenStore;
  getLocale: () => Locale;
  /** Prefix of every path; '/api' in the browser. */
  baseUrl?: string;
  fetch?: typeof fetch;
  clock?: Clock;
  timeoutMs?: number;
  randomUUID?: () => string;
  /** navigator.locks when the browser has it; undefined serializes within this tab only. */
  locks?: LockManagerLike | undefined;
  /** Called once the session has ended because the refresh failed (tokens already cleared). */
  onLogout?: () => void;
  /** Called for every 5xx answer, before the error is thrown (the global modal listens). */
  onServerError?: (error: HttpError) => void;
  /**
   * Told the fingerprint of the caller's permissions that a signed-in answer carries (see
   * domain/session.ts), refusals included, before the request settles.
   */
  onPermissionsVersion?: (version: string) => void;
}

export interface HttpClient {
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  /** Exchanges the refresh token for a new pair; concurrent callers share one exchange. */
  refresh(): Promise<string>;
}

const defaultClock: Clock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function browserLocks(): LockManagerLike | undefined {
  if (typeof navigator === 'undefined') return undefined;
  const locks = (navigator as Navigator & { locks?: LockManagerLike }).locks;
  return locks && typeof locks.request === 'function' ? locks : undefined;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const {
    tokens,
    getLocale,
    baseUrl = '/api',
    clock = defaultClock,
    timeoutMs = REQUEST_TIMEOUT_MS,
    randomUUID = () => crypto.randomUUID(),
    onLogout,
    onServerError,
    onPermissionsVersion,
  } = options;
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const locks = 'locks' in options ? options.locks : browserLocks();

  let refreshInFlight: Promise<string> | null = null;

  async function send<T>(path: string, request: RequestOptions, token: string | null): Promise<T> {
    const correlationId = randomUUID();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': request.locale ?? getLocale(),
      'x-correlation-id': correlationId,
    };
    if (token && request.auth !== false) headers.Authorization = `Bearer ${token}`;
    let body: FormData | string | undefined;
    if (request.body instanceof FormData) {
      body = request.body;
    } else if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    const url = `${baseUrl}${path}${request.query ? `?${request.query}` : ''}`;

    const controller = new AbortController();
    let timedOut = false;
    const expire = () => {
      timedOut = true;
      controller.abort();
    };
    let timer = clock.setTimeout(expire, timeoutMs);
    const { signal } = request;
    const cancel = () => controller.abort();
    if (signal?.aborted) cancel();
    else signal?.addEventListener('abort', cancel);
    const init = { method: request.method ?? 'GET', headers, body, signal: controller.signal };
    const { onUploadProgress } = request;

    let response: Response;
    let text: string;
    try {
      // The upload transport is loaded with the first upload: signing in never needs it.
      response = await (onUploadProgress
        ? import('./upload').then(({ sendWithProgress }) =>
            sendWithProgress(url, init, (progress) => {
              clock.clearTimeout(timer);
              timer = clock.setTimeout(expire, timeoutMs);
              onUploadProgress(progress);
            }),
          )
        : fetchImpl(url, init));
      text = await response.text();
    } catch (cause) {
      if (signal?.aborted && !timedOut) {
        throw new HttpError({
          status: 0,
          code: 'cancelled',
          message: 'The request was cancelled',
          correlationId,
        });
      }
      throw timedOut
        ? new HttpError({
            status: 0,
            code: 'timeout',
            message: `The server did not answer within ${timeoutMs} ms`,
            correlationId,
          })
        : new HttpError({
            status: 0,
            code: 'network',
            message: cause instanceof Error ? cause.message : 'Network error',
            correlationId,
          });
    } finally {
      clock.clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }

    if (headers.Authorization) {
      const version = response.headers.get(PERMISSIONS_VERSION_HEADER);
      if (version) onPermissionsVersion?.(version);
    }
    const parsed = parseJson(text);
    if (response.ok) return parsed as T;

    const errorBody = (parsed ?? {}) as {
      code?: unknown;
      message?: unknown;
      correlationId?: unknown;
      details?: unknown;
    };
    const serverMessage =
      typeof errorBody.message === 'string' && errorBody.message ? errorBody.message : undefined;
    const error = new HttpError({
      status: response.status,
      code: typeof errorBody.code === 'string' ? errorBody.code : `http_${response.status}`,
      message: serverMessage ?? (response.statusText || `HTTP ${response.status}`),
      serverMessage,
      details: isFieldDetails(errorBody.details) ? errorBody.details : undefined,
      correlationId:
        (typeof errorBody.correlationId === 'string' ? errorBody.correlationId : undefined) ??
        response.headers.get('x-correlation-id') ??
        correlationId,
      body: parsed,
    });
    if (response.status >= 500) onServerError?.(error);
    throw error;
  }

  function endSession() {
    tokens.clear();
    onLogout?.();
  }

  async function exchangeRefreshToken(): Promise<string> {
    // Read before waiting for the lock: if it changes while we wait, another tab refreshed.
    const seenRefreshToken = tokens.getRefreshToken();
    const exchange = async (): Promise<string> => {
      const current = tokens.getRefreshToken();
      const access = tokens.getAccessToken();
      if (current && current !== seenRefreshToken && access) return access;
      if (!current) throw new Error('No refresh token');
      const pair = await send<TokenPair>(
        REFRESH_PATH,
        { method: 'POST', body: { refresh_token: current }, auth: false },
        null,
      );
      if (!pair || typeof pair.token !== 'string') throw new Error('Malformed refresh answer');
      tokens.save(pair);
      return pair.token;
    };
    try {
      return await (locks ? locks.request(REFRESH_LOCK_NAME, exchange) : exchange());
    } catch (error) {
      endSession();
      throw error;
    }
  }

  function refresh(): Promise<string> {
    if (!refreshInFlight) {
      refreshInFlight = exchangeRefreshToken().finally(() => {
        refreshInFlight = null;
      });
    }
    return refreshInFlight;
  }

  async function request<T>(path: string, requestOptions: RequestOptions = {}): Promise<T> {
    const sentToken = requestOptions.auth === false ? null : tokens.getAccessToken();
    try {
      return await send<T>(path, requestOptions, sentToken);
    } catch (error) {
      const refreshable =
        isHttpError(error) &&
        error.status === 401 &&
        (requestOptions.auth ?? true) === true &&
        path !== REFRESH_PATH &&
        path !== LOGOUT_PATH &&
        // A request sent without an access token (gone from this browser's storage) still has
        // its session while the refresh token is there.
        (sentToken !== null || tokens.getRefreshToken() !== null);
      if (!refreshable) throw error;

      const current = tokens.getAccessToken();
      let token: string;
      if (current && current !== sentToken) {
        // The token was renewed (by this tab or another one) while this request was under way.
        token = current;
      } else {
        if (!tokens.getRefreshToken()) {
          endSession();
          throw error;
        }
        try {
          token = await refresh();
        } catch {
          throw error;
        }
      }
      return send<T>(path, requestOptions, token);
    }
  }

  return { request, refresh };
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isFieldDetails(value: unknown): value is FieldDetails {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every(
    (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
  );
}
