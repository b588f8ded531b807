import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { mailText } from '../../server/modules/mail/texts';
import { PASSWORD, bearer, createAccount, login, useTestApp } from './helpers';

const t = useTestApp();

const base = '/api/v1/account/accounts';

async function signedIn(
  role?: Parameters<typeof createAccount>[1] extends infer F
    ? F extends { role?: infer R }
      ? R
      : never
    : never,
) {
  const account = await createAccount(t.db, role ? { role } : {});
  const pair = await login(t.app, account.email);
  return { account, ...pair, headers: { ...bearer(pair.token), 'accept-language': 'en' } };
}

describe('GET /api/v1/account/accounts/me', () => {
  it('answers the account without any secret', async () => {
    const session = await signedIn();
    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/me`,
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: session.account.id,
      email: session.account.email,
      role: 'ROLE_REPORTER_PHYSICIAN',
      hospitals: [],
      protocols: [],
      active: true,
    });
    expect(JSON.stringify(body)).not.toMatch(/hash|password|session_version/);
  });
});

describe('GET /api/v1/account/accounts/{id}', () => {
  it("refuses another user's account to a role without the users right", async () => {
    const session = await signedIn();
    const other = await createAccount(t.db);
    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/${other.id}`,
      headers: session.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Missing permissions');
  });

  it('lets a central administrator read any account, and answers 404 for none', async () => {
    const admin = await signedIn('ROLE_CENTRAL_ADMINISTRATOR');
    const other = await createAccount(t.db);
    const found = await t.app.inject({
      method: 'GET',
      url: `${base}/${other.id}`,
      headers: admin.headers,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().email).toBe(other.email);
    const missing = await t.app.inject({
      method: 'GET',
      url: `${base}/999999`,
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a number', async () => {
    const session = await signedIn();
    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/abc`,
      headers: session.headers,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('PUT /api/v1/account/accounts/{id}', () => {
  it('updates the own profile and audits old and new values', async () => {
    const session = await signedIn();
    const response = await t.app.inject({
      method: 'PUT',
      url: `${base}/${session.account.id}`,
      headers: session.headers,
      payload: {
        firstName: ' Maria ',
        lastName: 'Wiśniewska',
        username: 'mwisniewska',
        phone: '+48600100200',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Maria',
      lastName: 'Wiśniewska',
      username: 'mwisniewska',
      phone: '+48600100200',
    });
    const row = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'account_update')
      .where('object_id', '=', String(session.account.id))
      .executeTakeFirstOrThrow();
    expect(row.account_id).toBe(session.account.id);
    expect(row.changes).toMatchObject({
      firstName: { old: 'Anna', new: 'Maria' },
      phone: { old: null, new: '+48600100200' },
    });
  });

  it('answers 422 with the failing rule of each field', async () => {
    const session = await signedIn();
    const response = await t.app.inject({
      method: 'PUT',
      url: `${base}/${session.account.id}`,
      headers: session.headers,
      payload: { firstName: '  ', lastName: 'Nowak', phone: '600100200' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      message: 'The form contains errors',
      details: {
        firstName: ['Required field'],
        phone: ['Invalid phone number (pattern: +XXYYYYYYYYY)'],
      },
    });
  });

  it('answers 409 on the username field when it is taken', async () => {
    await createAccount(t.db, { username: 'taken.name' });
    const session = await signedIn();
    const response = await t.app.inject({
      method: 'PUT',
      url: `${base}/${session.account.id}`,
      headers: session.headers,
      payload: { firstName: 'A', lastName: 'B', username: 'Taken.Name' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().details).toEqual({ username: ['This username is already in use'] });
  });

  it("refuses to edit another user's profile without the users right", async () => {
    const session = await signedIn('ROLE_COORDINATOR');
    const other = await createAccount(t.db);
    const response = await t.app.inject({
      method: 'PUT',
      url: `${base}/${other.id}`,
      headers: session.headers,
      payload: { firstName: 'Hacked', lastName: 'Name' },
    });
    expect(response.statusCode).toBe(403);
    const row = await t.db
      .selectFrom('accounts')
      .select('first_name')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Anna');
  });
});

describe('PATCH /api/v1/account/accounts/{id}/change-email', () => {
  it('changes the email, and the new one signs in', async () => {
    const session = await signedIn();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `${base}/${session.account.id}/change-email`,
      headers: session.headers,
      payload: { email: 'new.address@hospital.test', currentPassword: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe('new.address@hospital.test');
    await expect(login(t.app, 'new.address@hospital.test')).resolves.toHaveProperty('token');
  });

  it('answers 409 on the email field for a taken address, in any case', async () => {
    const other = await createAccount(t.db);
    const session = await signedIn();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `${base}/${session.account.id}/change-email`,
      headers: session.headers,
      payload: { email: other.email.toUpperCase(), currentPassword: PASSWORD },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().details).toEqual({ email: ['This email address is already in use'] });
  });

  it('answers 422 for an invalid address', async () => {
    const session = await signedIn();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `${base}/${session.account.id}/change-email`,
      headers: session.headers,
      payload: { email: 'not-an-email', currentPassword: PASSWORD },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual({ email: ['Invalid email'] });
  });

  const changeOwnEmail = (
    session: Awaited<ReturnType<typeof signedIn>>,
    payload: object,
    language = 'en',
  ) =>
    t.app.inject({
      method: 'PATCH',
      url: `${base}/${session.account.id}/change-email`,
      headers: { ...session.headers, 'accept-language': language },
      payload,
    });
  const emailOf = async (id: number) =>
    (
      await t.db
        .selectFrom('accounts')
        .select('email')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).email;

  it('refuses a change of your own email without the current password, or with a wrong one', async () => {
    const session = await signedIn();
    const missing = await changeOwnEmail(session, { email: 'thief@elsewhere.test' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().details).toEqual({ currentPassword: ['Required field'] });
    const wrong = await changeOwnEmail(session, {
      email: 'thief@elsewhere.test',
      currentPassword: 'Guessed-Pass-1',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().details).toEqual({
      currentPassword: ['The current password is incorrect'],
    });
    const both = await changeOwnEmail(session, { email: 'nope', currentPassword: 'Guessed-1!' });
    expect(both.json().details).toEqual({
      email: ['Invalid email'],
      currentPassword: ['The current password is incorrect'],
    });
    expect(await emailOf(session.account.id)).toBe(session.account.email);
    const failed = await t.db
      .selectFrom('audit_log')
      .select(['action', 'account_id'])
      .where('object_id', '=', String(session.account.id))
      .where('action', '=', 'account_email_change_failed')
      .execute();
    expect(failed).toEqual([
      { action: 'account_email_change_failed', account_id: session.account.id },
      { action: 'account_email_change_failed', account_id: session.account.id },
    ]);
  });

  it('counts wrong passwords of email and password changes toward one limit per account', async () => {
    const session = await signedIn();
    const NEW = 'Fresh-Password-2026';
    for (let i = 0; i < 3; i += 1) {
      const response = await changeOwnEmail(session, {
        email: `thief${i}@elsewhere.test`,
        currentPassword: `Guess-${i}-Pass!`,
      });
      expect(response.statusCode).toBe(422);
    }
    for (let i = 0; i < 2; i += 1) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `${base}/${session.account.id}/change-password`,
        headers: session.headers,
        payload: { currentPassword: `Other-${i}-Guess!`, newPassword1: NEW, newPassword2: NEW },
      });
      expect(response.statusCode).toBe(422);
    }
    // The limit (5 by default) is reached: even the right password is refused for now.
    const locked = await changeOwnEmail(session, {
      email: 'thief@elsewhere.test',
      currentPassword: PASSWORD,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('too_many_attempts');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await emailOf(session.account.id)).toBe(session.account.email);
    const password = await t.app.inject({
      method: 'PATCH',
      url: `${base}/${session.account.id}/change-password`,
      headers: session.headers,
      payload: { currentPassword: PASSWORD, newPassword1: NEW, newPassword2: NEW },
    });
    expect(password.statusCode).toBe(429);

    t.clock.advance(t.config.loginWindowSeconds * 1000 + 1000);
    const fresh = await login(t.app, session.account.email);
    const later = await changeOwnEmail(
      { ...session, headers: { ...bearer(fresh.token), 'accept-language': 'en' } },
      {
        email: `later.${session.account.id}@hospital.test`,
        currentPassword: PASSWORD,
      },
    );
    expect(later.statusCode).toBe(200);
  });

  it('lets no more wrong current passwords through than the limit when they come at once', async () => {
    const session = await signedIn();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        changeOwnEmail(session, {
          email: `rush${i}@elsewhere.test`,
          currentPassword: `Rushed-${i}-Guess!`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // LOGIN_MAX_FAILURES (5) tries of a password, and the rest refused before any is checked.
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429, 429, 429, 429]);
    expect(await emailOf(session.account.id)).toBe(session.account.email);
  });

  it('checks the password before telling whether an address is taken', async () => {
    const other = await createAccount(t.db);
    const session = await signedIn();
    const response = await changeOwnEmail(session, { email: other.email });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual({ currentPassword: ['Required field'] });
  });

  it.each([
    ['en', 'oncoreg: the email address of your account was changed'],
    ['pl', 'oncoreg: zmieniono adres e-mail konta'],
  ])(
    'tells the previous address, in the language of the request (%s)',
    async (language, subject) => {
      const session = await signedIn();
      const next = `moved.${language}.${session.account.id}@hospital.test`;
      const response = await changeOwnEmail(
        session,
        { email: next, currentPassword: PASSWORD },
        language,
      );
      expect(response.statusCode).toBe(200);
      await t.app.backgroundWorkSettled();
      const mails = await t.db
        .selectFrom('mail_outbox')
        .select(['recipient', 'subject', 'body'])
        .where('recipient', 'in', [session.account.email, next])
        .execute();
      expect(mails).toEqual([
        {
          recipient: session.account.email,
          subject,
          body: mailText(language as 'en' | 'pl', 'emailChangedBody', {
            email: session.account.email,
          }),
        },
      ]);
      expect(subject).toBe(mailText(language as 'en' | 'pl', 'emailChangedSubject'));
    },
  );

  it('tells nobody and changes nothing when the change fails', async () => {
    const session = await signedIn();
    await changeOwnEmail(session, { email: 'x@elsewhere.test', currentPassword: 'Wrong-Pass-1' });
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient', '=', session.account.email)
      .execute();
    expect(mails).toEqual([]);
  });

  it("refuses to change another user's email without the users right", async () => {
    const session = await signedIn('ROLE_DATA_ADMINISTRATOR');
    const other = await createAccount(t.db);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `${base}/${other.id}/change-email`,
      headers: session.headers,
      payload: { email: 'stolen@hospital.test' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('PATCH /api/v1/account/accounts/{id}/change-password', () => {
  const NEW = 'Fresh-Password-2026';

  it('changes the password: a new pair for this session, every other session ends', async () => {
    const session = await signedIn();
    const other = await login(t.app, session.account.email);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `${base}/${session.account.id}/change-password`,
      headers: session.headers,
      payload: { currentPassword: PASSWORD, newPassword1: NEW, newPassword2: NEW },
    });
    expect(response.statusCode).toBe(200);
    const pair = response.json();
    const meWith = (token: string) =>
      t.app.inject({ method: 'GET', url: `${base}/me`, headers: bearer(token) });
    expect((await meWith(pair.token)).statusCode).toBe(200);
    expect((await meWith(session.token)).statusCode).toBe(401);
    expect((await meWith(other.token)).statusCode).toBe(401);
    await expect(login(t.app, session.account.email)).rejects.toThrow(/401/);
    await expect(login(t.app, session.account.email, NEW)).resolves.toHaveProperty('token');
  });

  it('answers 422 on currentPassword when it is wrong, and changes nothing', async () => {
    const session = await signedIn();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `${base}/${session.account.id}/change-password`,
      headers: session.headers,
      payload: { currentPassword: 'Not-It-123', newPassword1: NEW, newPassword2: NEW },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual({
      currentPassword: ['The current password is incorrect'],
    });
    await expect(login(t.app, session.account.email)).resolves.toHaveProperty('token');
  });

  it('enforces the password rules on the server', async () => {
    const session = await signedIn();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `${base}/${session.account.id}/change-password`,
      headers: session.headers,
      payload: { currentPassword: PASSWORD, newPassword1: 'Sh0rt!', newPassword2: 'Sh0rt!' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().details)).toEqual(['newPassword1', 'newPassword2']);
  });

  it("refuses to change another account's password, even for a central administrator", async () => {
    const admin = await signedIn('ROLE_CENTRAL_ADMINISTRATOR');
    const other = await createAccount(t.db);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `${base}/${other.id}/change-password`,
      headers: admin.headers,
      payload: { currentPassword: PASSWORD, newPassword1: NEW, newPassword2: NEW },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('audit trail', () => {
  it('is append-only, enforced by the database', async () => {
    await signedIn();
    await expect(sql`update audit_log set action = 'x'`.execute(t.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
  });
});
