/**
 * Two API instances on one database behave as one: the API keeps no state of its own, so
 * tokens, rotation, revocation and rate limits hold whichever instance a request reaches. Two
 * app instances in this process, on either database; twoProcesses.test.ts proves the same of two
 * real server processes on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestApp,
  type TestClock,
  type TestDatabase,
  bearer,
  buildTestApp,
  createAccount,
  freshDatabase,
} from './helpers';

let database: TestDatabase;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  database = await freshDatabase();
  a = await buildTestApp(database, { env: { LOGIN_MAX_FAILURES: '2' } });
  b = await buildTestApp(database, {
    clock: a.clock as TestClock,
    env: { LOGIN_MAX_FAILURES: '2' },
  });
});
afterAll(async () => {
  await a.app.close();
  await b.app.close();
  await database.close();
});

describe('two API instances on one database', () => {
  it('accept each other’s tokens and share rotation and reuse detection', async () => {
    const account = await createAccount(a.db);
    const pair = (
      await a.app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: { email: account.email, password: account.password },
      })
    ).json();
    const me = await b.app.inject({
      method: 'GET',
      url: '/api/v1/account/accounts/me',
      headers: bearer(pair.token),
    });
    expect(me.statusCode).toBe(200);

    const rotated = await b.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: pair.refresh_token },
    });
    expect(rotated.statusCode).toBe(200);
    const reuse = await a.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: pair.refresh_token },
    });
    expect(reuse.statusCode).toBe(401);
    const after = await b.app.inject({
      method: 'GET',
      url: '/api/v1/account/accounts/me',
      headers: bearer(rotated.json().token),
    });
    expect(after.statusCode).toBe(401);
  });

  it('share the sign-in rate limit', async () => {
    const account = await createAccount(a.db);
    const wrong = { email: account.email, password: 'Wrong-pass-1' };
    expect(
      (await a.app.inject({ method: 'POST', url: '/api/login_check', payload: wrong })).statusCode,
    ).toBe(401);
    expect(
      (await b.app.inject({ method: 'POST', url: '/api/login_check', payload: wrong })).statusCode,
    ).toBe(401);
    const third = await a.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { email: account.email, password: account.password },
    });
    expect(third.statusCode).toBe(429);
  });
});
