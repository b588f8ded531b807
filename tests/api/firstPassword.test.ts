/**
 * The first central administrator's generated one-time password must be changed at the first
 * sign-in: until then the API answers that account its own account, the password change, token
 * refresh and sign-out, and every other authenticated route (walked from the OpenAPI document,
 * so that a new route cannot forget the rule) a 403 `password_change_required`. So must an
 * account a central administrator created with a password, which the administrator knows. An
 * administrator created from ADMIN_PASSWORD chose the password and is not held back.
 */
import { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdministrator } from '../../server/modules/account/firstAdministrator';
import { tokenHash } from '../../server/modules/auth/tokens';
import {
  type TestApp,
  type TestDatabase,
  bearer,
  buildTestApp,
  createAccount,
  freshDatabase,
  login,
  useTestApp,
} from './helpers';

const ACCOUNTS = '/api/v1/account/accounts';
const PATIENTS = '/api/v1/patient/patients';
const NEW_PASSWORD = 'Chosen-Pass-2026';

/** The routes open to an account that must change its password; every other one is closed. */
const OPEN_BEFORE_CHANGE = new Set([
  `GET ${ACCOUNTS}/me`,
  `PATCH ${ACCOUNTS}/{id}/change-password`,
]);

const t = useTestApp();

async function generatedAdministrator(db: TestApp['db']) {
  const admin = await ensureFirstAdministrator(db, {
    adminEmail: 'first.admin@oncoreg.test',
    adminPassword: undefined,
  });
  if (!admin?.generatedPassword) throw new Error('no administrator was generated');
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where('email', '=', admin.email)
    .executeTakeFirstOrThrow();
  return { id: account.id, email: admin.email, password: admin.generatedPassword };
}

const get = (app: FastifyInstance, url: string, token: string, locale = 'en') =>
  app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': locale } });

function expectPasswordChangeRequired(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({
    code: 'password_change_required',
    message:
      'This account signs in with a one-time password. Change your password before using the registry.',
  });
}

describe('the first administrator with a generated password', () => {
  let admin: Awaited<ReturnType<typeof generatedAdministrator>>;
  let pair: { token: string; refresh_token: string };

  beforeAll(async () => {
    admin = await generatedAdministrator(t.db);
    pair = await login(t.app, admin.email, admin.password);
  });

  it('signs in, but gets 403 password_change_required on the users and patient lists, in both languages', async () => {
    expectPasswordChangeRequired(await get(t.app, ACCOUNTS, pair.token));
    expectPasswordChangeRequired(await get(t.app, PATIENTS, pair.token));
    const polish = await get(t.app, PATIENTS, pair.token, 'pl');
    expect(polish.statusCode).toBe(403);
    expect(polish.json()).toMatchObject({
      code: 'password_change_required',
      message: 'Konto używa jednorazowego hasła. Zmień hasło, zanim skorzystasz z rejestru.',
    });
  });

  it('reads its own account, which says the password must be changed', async () => {
    const response = await get(t.app, `${ACCOUNTS}/me`, pair.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: admin.id,
      role: 'ROLE_CENTRAL_ADMINISTRATOR',
      mustChangePassword: true,
    });
  });

  it('is refused on every other authenticated route of the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const closed: string[] = [];
    const open: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.security?.length) continue;
        const route = `${method.toUpperCase()} ${path}`;
        const url = path.replace(/\{[^}]+\}/g, String(admin.id));
        const response = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: { ...bearer(pair.token), 'accept-language': 'en' },
        });
        const refused =
          response.statusCode === 403 &&
          (response.json() as { code?: string }).code === 'password_change_required';
        (refused ? closed : open).push(route);
      }
    }
    expect(open.sort()).toEqual([...OPEN_BEFORE_CHANGE].sort());
    // The walk did reach the administration, patient and form areas.
    expect(closed.length).toBeGreaterThan(30);
    expect(closed).toContain(`GET ${PATIENTS}`);
    expect(closed).toContain(`GET ${ACCOUNTS}/{id}`);
  });

  it('cannot get past the rule by refreshing its token', async () => {
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: pair.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    pair = refreshed.json();
    expectPasswordChangeRequired(await get(t.app, ACCOUNTS, pair.token));
    expectPasswordChangeRequired(await get(t.app, PATIENTS, pair.token));
  });

  it('keeps the rule after a wrong current password', async () => {
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: `${ACCOUNTS}/${admin.id}/change-password`,
      headers: bearer(pair.token),
      payload: {
        currentPassword: 'Not-the-one-1',
        newPassword1: NEW_PASSWORD,
        newPassword2: NEW_PASSWORD,
      },
    });
    expect(wrong.statusCode).toBe(422);
    expectPasswordChangeRequired(await get(t.app, ACCOUNTS, pair.token));
  });

  it('refuses the one-time password as the new one', async () => {
    const same = await t.app.inject({
      method: 'PATCH',
      url: `${ACCOUNTS}/${admin.id}/change-password`,
      headers: { ...bearer(pair.token), 'accept-language': 'en' },
      payload: {
        currentPassword: admin.password,
        newPassword1: admin.password,
        newPassword2: admin.password,
      },
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().details).toEqual({
      newPassword1: ['The new password must differ from the current one'],
    });
    expectPasswordChangeRequired(await get(t.app, ACCOUNTS, pair.token));
  });

  it('changes the password and then uses everything', async () => {
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `${ACCOUNTS}/${admin.id}/change-password`,
      headers: bearer(pair.token),
      payload: {
        currentPassword: admin.password,
        newPassword1: NEW_PASSWORD,
        newPassword2: NEW_PASSWORD,
      },
    });
    expect(changed.statusCode).toBe(200);
    const { token } = changed.json() as { token: string };

    expect((await get(t.app, ACCOUNTS, token)).statusCode).toBe(200);
    expect((await get(t.app, PATIENTS, token)).statusCode).toBe(200);
    expect((await get(t.app, `${ACCOUNTS}/${admin.id}`, token)).statusCode).toBe(200);
    const me = await get(t.app, `${ACCOUNTS}/me`, token);
    expect(me.json()).toMatchObject({ mustChangePassword: false });

    // A fresh sign-in with the new password is not held back either.
    const again = await login(t.app, admin.email, NEW_PASSWORD);
    expect((await get(t.app, PATIENTS, again.token)).statusCode).toBe(200);
  });
});

describe('an account that must change its password', () => {
  it('may sign out with its refresh token', async () => {
    const account = await createAccount(t.db, { role: 'ROLE_CENTRAL_ADMINISTRATOR' });
    await t.db
      .updateTable('accounts')
      .set({ password_change_required: true })
      .where('id', '=', account.id)
      .execute();
    const pair = await login(t.app, account.email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      payload: { refreshToken: pair.refresh_token },
    });
    expect(response.statusCode).toBe(200);
    expect((await get(t.app, `${ACCOUNTS}/me`, pair.token)).statusCode).toBe(401);
  });

  it('is released by a password set through a reset link', async () => {
    const account = await createAccount(t.db, { role: 'ROLE_CENTRAL_ADMINISTRATOR' });
    await t.db
      .updateTable('accounts')
      .set({ password_change_required: true })
      .where('id', '=', account.id)
      .execute();
    const before = await login(t.app, account.email);
    expectPasswordChangeRequired(await get(t.app, ACCOUNTS, before.token));

    const token = 'reset-token-of-the-first-password-test';
    const now = t.clock.now();
    await t.db
      .insertInto('password_reset_tokens')
      .values({
        account_id: account.id,
        token_hash: tokenHash(token),
        created_at: now,
        expires_at: new Date(now.getTime() + 60 * 60 * 1000),
      })
      .execute();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password/change-password',
      payload: { token, newPassword1: NEW_PASSWORD, newPassword2: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);

    const after = await login(t.app, account.email, NEW_PASSWORD);
    expect((await get(t.app, ACCOUNTS, after.token)).statusCode).toBe(200);
    expect((await get(t.app, `${ACCOUNTS}/me`, after.token)).json()).toMatchObject({
      mustChangePassword: false,
    });
  });
});

describe('an account an administrator created with a password', () => {
  const created = async (extra: Record<string, unknown> = {}) => {
    const admin = await createAccount(t.db, { role: 'ROLE_CENTRAL_ADMINISTRATOR' });
    const { token } = await login(t.app, admin.email, admin.password);
    const email = `created-${Math.random().toString(36).slice(2, 8)}@hospital.test`;
    const response = await t.app.inject({
      method: 'POST',
      url: ACCOUNTS,
      headers: bearer(token),
      payload: {
        email,
        firstName: 'Jan',
        lastName: 'Nowy',
        role: 'ROLE_CENTRAL_ADMINISTRATOR',
        password: 'Admin-Set-Pass-1',
        ...extra,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return { id: (response.json() as { accountId: number }).accountId, email };
  };

  it('must change it first: the administrator knows it', async () => {
    const account = await created();
    const pair = await login(t.app, account.email, 'Admin-Set-Pass-1');
    expectPasswordChangeRequired(await get(t.app, PATIENTS, pair.token));
    expect((await get(t.app, `${ACCOUNTS}/me`, pair.token)).json()).toMatchObject({
      mustChangePassword: true,
    });

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `${ACCOUNTS}/${account.id}/change-password`,
      headers: bearer(pair.token),
      payload: {
        currentPassword: 'Admin-Set-Pass-1',
        newPassword1: NEW_PASSWORD,
        newPassword2: NEW_PASSWORD,
      },
    });
    expect(changed.statusCode).toBe(200);
    const { token } = changed.json() as { token: string };
    expect((await get(t.app, PATIENTS, token)).statusCode).toBe(200);
  });

  it('is used at once when the creator says mustChangePassword: false', async () => {
    const account = await created({ mustChangePassword: false });
    const { token } = await login(t.app, account.email, 'Admin-Set-Pass-1');
    expect((await get(t.app, PATIENTS, token)).statusCode).toBe(200);
  });
});

describe('the first administrator created from ADMIN_PASSWORD', () => {
  let database: TestDatabase;
  let other: TestApp;

  beforeAll(async () => {
    database = await freshDatabase();
    other = await buildTestApp(database);
  });
  afterAll(async () => {
    await other?.app.close();
    await database?.close();
  });

  it('is not asked to change the password it chose', async () => {
    const chosen = 'Operator-Chose-1';
    const admin = await ensureFirstAdministrator(other.db, {
      adminEmail: 'chosen.admin@oncoreg.test',
      adminPassword: chosen,
    });
    expect(admin).toEqual({ email: 'chosen.admin@oncoreg.test' });
    const { token } = await login(other.app, 'chosen.admin@oncoreg.test', chosen);
    expect((await get(other.app, ACCOUNTS, token)).statusCode).toBe(200);
    expect((await get(other.app, PATIENTS, token)).statusCode).toBe(200);
    expect((await get(other.app, `${ACCOUNTS}/me`, token)).json()).toMatchObject({
      mustChangePassword: false,
    });
  });
});
