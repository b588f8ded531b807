/**
 * A 401 ends the session through the app (SessionEndListener, which keeps the page to come back
 * to) and reaches the caller; one that comes after the user signed out on purpose ends nothing,
 * so that signing in again does not lead back to the page the user left.
 */
import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/providers/authProvider';
import { HttpError } from '../../src/providers/httpClient';
import type { HttpClient } from '../../src/providers/httpClient';
import { createTokenStore } from '../../src/providers/tokenStore';

const unauthorized = new HttpError({ status: 401, code: 'unauthorized', message: 'Session ended' });

function provider() {
  const tokens = createTokenStore(window.localStorage);
  tokens.save({ token: 'access-1', refresh_token: 'refresh-1' });
  const http: HttpClient = { request: vi.fn(async () => undefined), refresh: vi.fn() } as never;
  const account = { load: vi.fn(), clear: vi.fn() } as never;
  const endSession = vi.fn();
  return { auth: createAuthProvider({ http, tokens, account, endSession }), endSession, tokens };
}

describe('a 401 met by a request', () => {
  it('ends the session and is let through to the caller', async () => {
    const { auth, endSession, tokens } = provider();
    await expect(auth.checkError(unauthorized)).resolves.toBeUndefined();
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(tokens.getAccessToken()).toBeNull();
  });

  it('ends nothing once the user has signed out on purpose', async () => {
    const { auth, endSession } = provider();
    await auth.logout({});
    await auth.checkError(unauthorized);
    expect(endSession).not.toHaveBeenCalled();
  });

  it('leaves the session alone on a 403', async () => {
    const { auth, endSession, tokens } = provider();
    await auth.checkError(new HttpError({ status: 403, code: 'forbidden', message: 'No' }));
    expect(endSession).not.toHaveBeenCalled();
    expect(tokens.getAccessToken()).toBe('access-1');
  });
});
