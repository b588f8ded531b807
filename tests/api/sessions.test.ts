import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signInAs } from './administration';
import { JWT_SECRET, PASSWORD, bearer, createAccount, login, useTestApp } from './helpers';

const t = useTestApp();

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/account/accounts/me', headers: bearer(token) });
const refresh = (refreshToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/token/refresh',
    payload: { refresh_token: refreshToken },
  });

async function signedIn() {
  const account = await createAccount(t.db);
  return { account, ...(await login(t.app, account.email)) };
}

describe('POST /api/token/refresh', () => {
  it('rotates: answers a new pair and the old refresh token is used up', async () => {
    const session = await signedIn();
    const first = await refresh(session.refresh_token);
    expect(first.statusCode).toBe(200);
    const next = first.json();
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect((await me(next.token)).statusCode).toBe(200);
    const again = await refresh(next.refresh_token);
    expect(again.statusCode).toBe(200);
  });

  it('stores refresh tokens hashed, never as given', async () => {
    const session = await signedIn();
    const rows = await t.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash === session.refresh_token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('revokes the whole family when a used refresh token is presented again', async () => {
    const session = await signedIn();
    const rotated = (await refresh(session.refresh_token)).json();
    const reuse = await refresh(session.refresh_token);
    expect(reuse.statusCode).toBe(401);
    // Everything of that session is dead now: the newer refresh token and the access tokens.
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    expect((await me(rotated.token)).statusCode).toBe(401);
    expect((await me(session.token)).statusCode).toBe(401);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('account_id', '=', session.account.id)
      .where('action', '=', 'refresh_token_reused')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('gives two refreshes racing with one token the documented outcome: one pair, then the family revoked', async () => {
    const session = await signedIn();
    const [a, b] = await Promise.all([
      refresh(session.refresh_token),
      refresh(session.refresh_token),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 401]);
    const winner = (a.statusCode === 200 ? a : b).json();
    expect((await refresh(winner.refresh_token)).statusCode).toBe(401);
    expect((await me(winner.token)).statusCode).toBe(401);
  });

  it('refuses an unknown or expired refresh token', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const session = await signedIn();
    t.clock.advance(t.config.refreshTokenTtlSeconds * 1000 + 1000);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });

  it('does not refresh for a deactivated account', async () => {
    const session = await signedIn();
    await t.db
      .updateTable('accounts')
      .set({ active: false })
      .where('id', '=', session.account.id)
      .execute();
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/logout', () => {
  it('revokes the session: its refresh token and access token stop working', async () => {
    const session = await signedIn();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      payload: { refreshToken: session.refresh_token },
    });
    expect(response.statusCode).toBe(200);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    expect((await me(session.token)).statusCode).toBe(401);
  });

  it('answers 200 for an unknown token too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      payload: { refreshToken: 'unknown' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('leaves the other sessions of the account alone', async () => {
    const session = await signedIn();
    const other = await login(t.app, session.account.email);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      payload: { refreshToken: session.refresh_token },
    });
    expect((await me(other.token)).statusCode).toBe(200);
  });
});

describe('changing your own email', () => {
  it('ends every other session of the account at once and keeps the caller’s', async () => {
    const session = await signedIn();
    const other = await login(t.app, session.account.email);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/account/accounts/${session.account.id}/change-email`,
      headers: bearer(session.token),
      payload: { email: `moved.${session.account.id}@hospital.test`, currentPassword: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    // The other session's access token stops at once, long before it would expire.
    expect((await me(other.token)).statusCode).toBe(401);
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
    // The caller carries on with the same tokens.
    expect((await me(session.token)).statusCode).toBe(200);
    const next = await refresh(session.refresh_token);
    expect(next.statusCode).toBe(200);
    expect((await me(next.json().token)).statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  async function claimsOf(token: string) {
    return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
  }

  it('refuses a request without a token or with a malformed header', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/account/accounts/me' });
    expect(none.statusCode).toBe(401);
    const basic = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/accounts/me',
      headers: { authorization: 'Basic abc' },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('refuses alg none', async () => {
    const session = await signedIn();
    const claims = await claimsOf(session.token);
    const forged = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, role: 'ROLE_CENTRAL_ADMINISTRATOR' })}.`;
    expect((await me(forged)).statusCode).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    const session = await signedIn();
    const claims = await claimsOf(session.token);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(`${JWT_SECRET}-but-another-one`));
    expect((await me(forged)).statusCode).toBe(401);
  });

  it('refuses a token signed with the right key under another algorithm', async () => {
    const session = await signedIn();
    const claims = await claimsOf(session.token);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode(JWT_SECRET));
    expect((await me(forged)).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const session = await signedIn();
    t.clock.advance(t.config.accessTokenTtlSeconds * 1000 + 1000);
    expect((await me(session.token)).statusCode).toBe(401);
  });

  it('refuses a refresh token used as an access token', async () => {
    const session = await signedIn();
    expect((await me(session.refresh_token)).statusCode).toBe(401);
  });

  it('ends every session of an account at once when it is deactivated', async () => {
    const session = await signedIn();
    expect((await me(session.token)).statusCode).toBe(200);
    await t.db
      .updateTable('accounts')
      .set({ active: false })
      .where('id', '=', session.account.id)
      .execute();
    expect((await me(session.token)).statusCode).toBe(401);
  });
});

describe('an account deactivated and reactivated while its sessions refresh', () => {
  /**
   * The administrator's change locks the account's row (for no key update, the entity's lock)
   * while a refresh writes the account's new token, which refers to the row. With `for update`
   * a refresh that held its old token and waited to check the account, against a deactivation
   * that held the account and waited to revoke that token, deadlocked: on PostgreSQL every one
   * of the 13 deactivations here and 14-25 refreshes were 503s. A central administrator's
   * deactivation first locks every active administrator (lockActiveAdministrators), which did
   * the same with `for update`. The embedded database runs the requests one at a time.
   */
  it.each(['ROLE_REPORTER_PHYSICIAN', 'ROLE_CENTRAL_ADMINISTRATOR'] as const)(
    'answers 200 or 401 for a %s, never an error, and no session outlives the last deactivation',
    async (role) => {
      const admin = await signInAs(t, 'ROLE_CENTRAL_ADMINISTRATOR');
      const account = await createAccount(t.db, { role });
      const url = `/api/v1/account/accounts/${account.id}`;
      // One after another: sign-ins sent at once count as attempts before any succeeds.
      const pairs: { token: string; refresh_token: string }[] = [];
      for (let index = 0; index < 8; index++) pairs.push(await login(t.app, account.email));
      const unexpected: string[] = [];
      const ended = pairs.map(() => false);
      let refreshed = 0;
      let changing = true;
      const keepRefreshing = async (index: number) => {
        while (changing) {
          if (ended[index]) {
            await new Promise((resolve) => setTimeout(resolve, 5));
            continue;
          }
          const answer = await refresh(pairs[index]!.refresh_token);
          if (answer.statusCode === 200) {
            refreshed += 1;
            pairs[index] = answer.json();
          } else if (answer.statusCode === 401) {
            ended[index] = true;
          } else {
            unexpected.push(`refresh: ${answer.statusCode} ${answer.body}`);
          }
        }
      };
      const change = async (state: 'activate' | 'deactivate') => {
        const answer = await t.app.inject({
          method: 'PATCH',
          url: `${url}/${state}`,
          headers: admin.headers,
          ...(state === 'deactivate' ? { payload: { reason: 'Odejście z pracy' } } : {}),
        });
        if (answer.statusCode !== 200) unexpected.push(`${state}: ${answer.statusCode}`);
      };
      const administrator = async () => {
        for (let round = 0; round < 12; round++) {
          await change('deactivate');
          await change('activate');
          // The sessions the deactivation ended sign in again, while the account is active.
          for (const [index, gone] of ended.entries()) {
            if (!gone) continue;
            pairs[index] = await login(t.app, account.email);
            ended[index] = false;
          }
        }
        await change('deactivate');
        changing = false;
      };
      await Promise.all([administrator(), ...pairs.map((_, index) => keepRefreshing(index))]);
      expect(unexpected).toEqual([]);
      expect(refreshed).toBeGreaterThan(0);
      for (const pair of pairs) {
        expect((await refresh(pair.refresh_token)).statusCode).toBe(401);
        expect((await me(pair.token)).statusCode).toBe(401);
      }
    },
    60_000,
  );
});
