import { describe, expect, it } from 'vitest';
import { PASSWORD, bearer, buildTestApp, createAccount, login, useTestApp } from './helpers';

const t = useTestApp({
  env: { LOGIN_MAX_FAILURES: '3', LOGIN_MAX_PER_ADDRESS: '40', LOGIN_WINDOW: '600' },
});

const attempt = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/login_check', payload, headers });

describe('POST /api/login_check', () => {
  it('signs in with email and password and answers a token pair', async () => {
    const account = await createAccount(t.db);
    const response = await attempt({ email: account.email, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const { token, refresh_token } = response.json();
    expect(token.split('.')).toHaveLength(3);
    expect(refresh_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/accounts/me',
      headers: bearer(token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(account.email);
  });

  it('signs in with username, ignoring case, and with the email in another case', async () => {
    const account = await createAccount(t.db, { username: 'dr.kowalska' });
    expect((await attempt({ username: 'Dr.Kowalska', password: PASSWORD })).statusCode).toBe(200);
    expect(
      (await attempt({ email: account.email.toUpperCase(), password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('records the last login, and keeps the one before it for the greeting', async () => {
    const account = await createAccount(t.db);
    const first = t.clock.now().toISOString();
    await login(t.app, account.email);
    t.clock.advance(3_600_000);
    const { token } = await login(t.app, account.email);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/accounts/me',
      headers: bearer(token),
    });
    expect(me.json().lastLogin).toBe(t.clock.now().toISOString());
    expect(me.json().previousLogin).toBe(first);
  });

  it('answers a wrong password and an unknown user with the same 401 and message', async () => {
    const account = await createAccount(t.db);
    const wrong = await attempt(
      { email: account.email, password: 'Wrong-password-1' },
      { 'accept-language': 'en' },
    );
    const unknown = await attempt(
      { email: 'nobody@hospital.test', password: 'Wrong-password-1' },
      { 'accept-language': 'en' },
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const strip = (body: { correlationId: string }) => ({ ...body, correlationId: undefined });
    expect(strip(wrong.json())).toEqual(strip(unknown.json()));
    expect(wrong.json()).toMatchObject({ code: 'bad_credentials', message: 'Bad credentials' });
    const polish = await attempt({ email: account.email, password: 'Wrong-password-1' });
    expect(polish.json().message).toBe('Nieprawidłowe dane logowania');
  });

  it('refuses a deactivated account', async () => {
    const account = await createAccount(t.db, { active: false });
    const response = await attempt({ email: account.email, password: PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('account_inactive');
  });

  it('asks for an email or a username', async () => {
    const response = await attempt({ password: PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toHaveProperty('email');
  });

  it('writes an audit row for a sign-in and a failed one, with no password', async () => {
    const account = await createAccount(t.db);
    await attempt({ email: account.email, password: 'Wrong-password-1' });
    await login(t.app, account.email);
    const rows = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('object_id', '=', String(account.id))
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.action)).toEqual(['login_failed', 'login']);
    expect(rows[1]).toMatchObject({ account_id: account.id, path: '/api/login_check' });
    expect(JSON.stringify(rows)).not.toContain('Wrong-password-1');
  });
});

describe('rate limiting', () => {
  it('locks an account after repeated failures, even for the right password, until the window ends', async () => {
    const account = await createAccount(t.db);
    for (let i = 0; i < 3; i += 1) {
      const response = await attempt({ email: account.email, password: `Wrong-${i}-A!` });
      expect(response.statusCode).toBe(401);
    }
    const locked = await attempt(
      { email: account.email, password: PASSWORD },
      { 'accept-language': 'en' },
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'too_many_attempts',
      message: 'Too many attempts. Try again in 10 min.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    t.clock.advance(601_000);
    expect((await attempt({ email: account.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('counts failures per account, whether the email or the username was typed', async () => {
    const account = await createAccount(t.db, { username: `dr.${Date.now()}` });
    const username = (
      await t.db
        .selectFrom('accounts')
        .select('username')
        .where('id', '=', account.id)
        .executeTakeFirstOrThrow()
    ).username!;
    expect((await attempt({ email: account.email, password: 'Wrong-1-A!' })).statusCode).toBe(401);
    expect((await attempt({ username, password: 'Wrong-2-A!' })).statusCode).toBe(401);
    expect(
      (await attempt({ username: username.toUpperCase(), password: 'Wrong-3-A!' })).statusCode,
    ).toBe(401);
    // Three failures (the limit here) over two identifiers lock the account under both.
    expect((await attempt({ username, password: PASSWORD })).statusCode).toBe(429);
    expect((await attempt({ email: account.email, password: PASSWORD })).statusCode).toBe(429);
    t.clock.advance(601_000);
    expect((await attempt({ username, password: PASSWORD })).statusCode).toBe(200);
  });

  it('forgets the failures after a successful sign-in', async () => {
    const account = await createAccount(t.db);
    for (let i = 0; i < 2; i += 1) {
      await attempt({ email: account.email, password: `Wrong-${i}-A!` });
    }
    await login(t.app, account.email);
    for (let i = 0; i < 2; i += 1) {
      await attempt({ email: account.email, password: `Again-${i}-A!` });
    }
    expect((await attempt({ email: account.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('lifts the lock once the password is reset', async () => {
    const account = await createAccount(t.db);
    for (let i = 0; i < 3; i += 1) {
      await attempt({ email: account.email, password: `Wrong-${i}-A!` });
    }
    expect((await attempt({ email: account.email, password: PASSWORD })).statusCode).toBe(429);
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/reset-password',
      payload: { email: account.email },
    });
    await t.app.backgroundWorkSettled();
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('body')
      .where('recipient', '=', account.email)
      .executeTakeFirstOrThrow();
    const token = /reset\?token=([\w-]+)/.exec(mail.body)![1]!;
    const NEW = 'Reset-After-Lock-9';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password/change-password',
      payload: { token, newPassword1: NEW, newPassword2: NEW },
    });
    expect(reset.statusCode).toBe(200);
    expect((await attempt({ email: account.email, password: NEW })).statusCode).toBe(200);
  });

  it('keeps a count for an identifier that names no account', async () => {
    for (let i = 0; i < 3; i += 1) {
      await attempt({ email: 'ghost@hospital.test', password: `Wrong-${i}-A!` });
    }
    expect((await attempt({ email: 'ghost@hospital.test', password: PASSWORD })).statusCode).toBe(
      429,
    );
  });

  it('limits attempts per client address across accounts', async () => {
    const limited = await buildTestApp(t.database, {
      clock: t.clock,
      env: { LOGIN_MAX_PER_ADDRESS: '2', LOGIN_WINDOW: '600' },
    });
    try {
      t.clock.advance(601_000);
      const send = (email: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/login_check',
          payload: { email, password: 'x' },
          remoteAddress: '203.0.113.7',
        });
      expect((await send('a@hospital.test')).statusCode).toBe(401);
      expect((await send('b@hospital.test')).statusCode).toBe(401);
      expect((await send('c@hospital.test')).statusCode).toBe(429);
    } finally {
      await limited.app.close();
    }
  });

  it('with TRUST_PROXY=1, limits by the address the proxy appended, not a forged one', async () => {
    const proxied = await buildTestApp(t.database, {
      clock: t.clock,
      env: { LOGIN_MAX_PER_ADDRESS: '2', LOGIN_WINDOW: '600', TRUST_PROXY: '1' },
    });
    try {
      t.clock.advance(601_000);
      // The client forges the start of the chain; the proxy appends the address it saw.
      const send = (forged: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/login_check',
          payload: { email: `${forged}@hospital.test`, password: 'x' },
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': `${forged}, 198.51.100.23` },
        });
      expect((await send('192.0.2.1')).statusCode).toBe(401);
      expect((await send('192.0.2.2')).statusCode).toBe(401);
      expect((await send('192.0.2.3')).statusCode).toBe(429);
      const rows = await t.db
        .selectFrom('rate_limits')
        .select('key')
        .where('key', 'like', 'login:address:%')
        .execute();
      expect(rows.map((row) => row.key)).toContain('login:address:198.51.100.23');
      expect(rows.map((row) => row.key)).not.toContain('login:address:192.0.2.1');
    } finally {
      await proxied.app.close();
    }
  });

  it('with TRUST_PROXY naming addresses, an untrusted peer cannot set its address', async () => {
    const proxied = await buildTestApp(t.database, {
      clock: t.clock,
      env: {
        LOGIN_MAX_PER_ADDRESS: '2',
        LOGIN_WINDOW: '600',
        TRUST_PROXY: '10.0.0.2, 10.1.0.0/16',
      },
    });
    try {
      t.clock.advance(601_000);
      const send = (peer: string, forwarded: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/login_check',
          payload: { email: `someone@hospital.test`, password: 'x' },
          remoteAddress: peer,
          headers: { 'x-forwarded-for': forwarded },
        });
      // Through a trusted proxy the forwarded address counts...
      expect((await send('10.1.4.5', '198.51.100.40')).statusCode).toBe(401);
      // ...but a client connecting directly is counted by its own address, whatever it sends.
      expect((await send('203.0.113.60', '198.51.100.61')).statusCode).toBe(401);
      expect((await send('203.0.113.60', '198.51.100.62')).statusCode).toBe(401);
      expect((await send('203.0.113.60', '198.51.100.63')).statusCode).toBe(429);
      const keys = (
        await t.db
          .selectFrom('rate_limits')
          .select('key')
          .where('key', 'like', 'login:address:%')
          .execute()
      ).map((row) => row.key);
      expect(keys).toContain('login:address:198.51.100.40');
      expect(keys).toContain('login:address:203.0.113.60');
      expect(keys).not.toContain('login:address:198.51.100.61');
    } finally {
      await proxied.app.close();
    }
  });

  it('does not count successful sign-ins against the address', async () => {
    const limited = await buildTestApp(t.database, {
      clock: t.clock,
      env: { LOGIN_MAX_PER_ADDRESS: '2', LOGIN_WINDOW: '600' },
    });
    try {
      t.clock.advance(601_000);
      for (let i = 0; i < 4; i += 1) {
        const account = await createAccount(t.db);
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/login_check',
          payload: { email: account.email, password: PASSWORD },
          remoteAddress: '203.0.113.8',
        });
        expect(response.statusCode).toBe(200);
      }
    } finally {
      await limited.app.close();
    }
  });
});
