import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as AccountRepository from '../../server/modules/account/repository';
import { PASSWORD, bearer, createAccount, login, useTestApp } from './helpers';

// The account lookup of a reset request, held at a gate or made to fail by a test, to show
// that the answer does not wait for it.
const lookup = vi.hoisted(() => ({
  gate: undefined as Promise<void> | undefined,
  fail: false,
  finished: 0,
}));
vi.mock('../../server/modules/account/repository', async (importOriginal) => {
  const original = await importOriginal<typeof AccountRepository>();
  return {
    ...original,
    async findAccountByEmail(...args: Parameters<typeof original.findAccountByEmail>) {
      await lookup.gate;
      if (lookup.fail) throw new Error('the database went away');
      const account = await original.findAccountByEmail(...args);
      lookup.finished += 1;
      return account;
    },
  };
});

const t = useTestApp({ env: { PUBLIC_URL: 'https://registry.example.org' } });

const NEW_PASSWORD = 'Brand-New-Pass-42';

/** The answer to a reset request, without waiting for the work done after it. */
const answerTo = (email: string, language = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/reset-password',
    payload: { email },
    headers: { 'accept-language': language },
  });
/** A reset request and the work it queued: the lookup, the token and the mail. */
const requestReset = async (email: string, language = 'en') => {
  const response = await answerTo(email, language);
  await t.app.backgroundWorkSettled();
  return response;
};
const mailsTo = (email: string) =>
  t.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', email).orderBy('id').execute();

afterEach(() => {
  lookup.gate = undefined;
  lookup.fail = false;
});
const validate = (token: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/reset-password/reset/?token=${encodeURIComponent(token)}`,
  });
const change = (token: string, newPassword1 = NEW_PASSWORD, newPassword2 = newPassword1) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/reset-password/change-password',
    payload: { token, newPassword1, newPassword2 },
    headers: { 'accept-language': 'en' },
  });

async function tokenFromOutbox(email: string) {
  const mail = await t.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = /https:\/\/registry\.example\.org\/reset-password\/reset\?token=([\w-]+)/.exec(
    mail.body,
  );
  expect(match).not.toBeNull();
  return { token: match![1]!, mail };
}

describe('password reset', () => {
  it('answers before the account is looked up, so the answer cannot tell whether it exists', async () => {
    const account = await createAccount(t.db);
    let open = () => {};
    lookup.gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    // Were the lookup on the request path, the answer would only come once this opened it.
    const safety = setTimeout(() => open(), 3000);
    try {
      const before = lookup.finished;
      const response = await answerTo(account.email);
      expect(response.statusCode).toBe(200);
      expect(lookup.finished).toBe(before);
      expect(await mailsTo(account.email)).toHaveLength(0);

      open();
      await t.app.backgroundWorkSettled();
      expect(lookup.finished).toBe(before + 1);
      expect(await mailsTo(account.email)).toHaveLength(1);
    } finally {
      clearTimeout(safety);
    }
  });

  it('logs a failure of the work done after the answer, and leaves nothing unhandled', async () => {
    const account = await createAccount(t.db);
    const logged = vi.spyOn(t.app.log, 'error');
    try {
      lookup.fail = true;
      const response = await answerTo(account.email);
      expect(response.statusCode).toBe(200);
      await t.app.backgroundWorkSettled();
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.any(Error) }),
        'password reset request failed',
      );
      expect(await mailsTo(account.email)).toHaveLength(0);
    } finally {
      logged.mockRestore();
    }
  });

  it('answers the same whether or not the account exists', async () => {
    const account = await createAccount(t.db);
    const known = await requestReset(account.email);
    const unknown = await requestReset('nobody@hospital.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const mails = await t.db.selectFrom('mail_outbox').select('recipient').execute();
    expect(mails.map((mail) => mail.recipient)).toContain(account.email);
    expect(mails.map((mail) => mail.recipient)).not.toContain('nobody@hospital.test');
  });

  it('mails a link in the language of the request, and stores only the hash of its token', async () => {
    const account = await createAccount(t.db);
    await requestReset(account.email, 'pl');
    const { token, mail } = await tokenFromOutbox(account.email);
    expect(mail.subject).toContain('ustawienie nowego hasła');
    const stored = await t.db.selectFrom('password_reset_tokens').select('token_hash').execute();
    expect(stored.some((row) => row.token_hash === token)).toBe(false);
  });

  it('validates a token, sets the password once, and the new password signs in', async () => {
    const account = await createAccount(t.db);
    const session = await login(t.app, account.email);
    await requestReset(account.email);
    const { token } = await tokenFromOutbox(account.email);
    expect((await validate(token)).statusCode).toBe(200);

    const changed = await change(token);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Password changed');
    await expect(login(t.app, account.email)).rejects.toThrow(/401/);
    await expect(login(t.app, account.email, NEW_PASSWORD)).resolves.toHaveProperty('token');
    // Sessions from before the reset have ended.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/accounts/me',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('refuses a token used twice', async () => {
    const account = await createAccount(t.db);
    await requestReset(account.email);
    const { token } = await tokenFromOutbox(account.email);
    expect((await change(token)).statusCode).toBe(200);
    expect((await validate(token)).statusCode).toBe(400);
    const second = await change(token, 'Another-Pass-77');
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({
      code: 'reset_token_invalid',
      message: 'The password reset link is invalid or has expired',
    });
  });

  it('refuses a token after one hour', async () => {
    const account = await createAccount(t.db);
    await requestReset(account.email);
    const { token } = await tokenFromOutbox(account.email);
    t.clock.advance(59 * 60 * 1000);
    expect((await validate(token)).statusCode).toBe(200);
    t.clock.advance(60 * 1000 + 1);
    expect((await validate(token)).statusCode).toBe(400);
    expect((await change(token)).statusCode).toBe(400);
  });

  it('refuses a missing or unknown token', async () => {
    const missing = await t.app.inject({ method: 'PUT', url: '/api/v1/reset-password/reset/' });
    expect(missing.statusCode).toBe(400);
    expect((await validate('made-up-token')).statusCode).toBe(400);
  });

  it('keeps the token usable when the new password breaks the rules', async () => {
    const account = await createAccount(t.db);
    await requestReset(account.email);
    const { token } = await tokenFromOutbox(account.email);
    const weak = await change(token, 'weakpass');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().details.newPassword1[0]).toMatch(/at least 8 characters/);
    const mismatch = await change(token, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().details).toEqual({
      newPassword2: ['The confirmation field is not valid'],
    });
    expect((await change(token)).statusCode).toBe(200);
  });

  it('sends nothing to a deactivated account', async () => {
    const account = await createAccount(t.db, { active: false });
    expect((await requestReset(account.email)).statusCode).toBe(200);
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient', '=', account.email)
      .execute();
    expect(mails).toHaveLength(0);
  });

  it('audits the request and the change without the password', async () => {
    const account = await createAccount(t.db);
    await requestReset(account.email);
    const { token } = await tokenFromOutbox(account.email);
    await change(token);
    const rows = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('object_id', '=', String(account.id))
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.action)).toEqual(['password_reset_requested', 'password_reset']);
    expect(JSON.stringify(rows)).not.toContain(NEW_PASSWORD);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('reset links in the mail outbox', () => {
  it('purges the stored body of every link mail of the account once a reset is done', async () => {
    const account = await createAccount(t.db);
    await requestReset(account.email);
    await requestReset(account.email);
    const { token } = await tokenFromOutbox(account.email);
    const stored = await mailsTo(account.email);
    expect(stored.map((mail) => mail.link_expires_at)).toEqual([
      new Date(t.clock.now().getTime() + 3600 * 1000),
      new Date(t.clock.now().getTime() + 3600 * 1000),
    ]);
    expect(stored.every((mail) => mail.body.includes('/reset-password/reset?token='))).toBe(true);

    expect((await change(token)).statusCode).toBe(200);
    const after = await mailsTo(account.email);
    expect(after.map((mail) => [mail.body, mail.body_purged_at])).toEqual([
      ['', t.clock.now()],
      ['', t.clock.now()],
    ]);
    expect(after.map((mail) => mail.subject)).toEqual(stored.map((mail) => mail.subject));
  });

  it('revokes every outstanding link when the password is changed, and purges their mail', async () => {
    const account = await createAccount(t.db);
    const session = await login(t.app, account.email);
    await requestReset(account.email);
    const { token } = await tokenFromOutbox(account.email);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/account/accounts/${account.id}/change-password`,
      headers: bearer(session.token),
      payload: {
        currentPassword: PASSWORD,
        newPassword1: NEW_PASSWORD,
        newPassword2: NEW_PASSWORD,
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await validate(token)).statusCode).toBe(400);
    expect((await change(token, 'Stolen-Link-Pass-1')).statusCode).toBe(400);
    await expect(login(t.app, account.email, NEW_PASSWORD)).resolves.toHaveProperty('token');
    expect((await mailsTo(account.email)).map((mail) => mail.body)).toEqual(['']);
  });

  it('revokes every outstanding link when the email is changed, and purges their mail', async () => {
    const account = await createAccount(t.db);
    const session = await login(t.app, account.email);
    await requestReset(account.email);
    const { token } = await tokenFromOutbox(account.email);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/account/accounts/${account.id}/change-email`,
      headers: bearer(session.token),
      payload: { email: `moved.${account.id}@hospital.test`, currentPassword: PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expect((await validate(token)).statusCode).toBe(400);
    expect((await change(token)).statusCode).toBe(400);
    await expect(login(t.app, `moved.${account.id}@hospital.test`)).resolves.toHaveProperty(
      'token',
    );
    const [reset] = await mailsTo(account.email);
    expect(reset).toMatchObject({ subject: 'oncoreg: set a new password', body: '' });
  });
});
