import { beforeAll, describe, expect, it } from 'vitest';
import { mailText } from '../../server/modules/mail/texts';
import { type Role } from '../../domain/roles';
import {
  OTHER_ROLES,
  type Session,
  addHospital,
  auditCount,
  auditRows,
  documentedOperations,
  requester,
  signInAs,
} from './administration';
import { bearer, createAccount, login, useTestApp } from './helpers';

const t = useTestApp({ env: { PUBLIC_URL: 'https://registry.example.org' } });
const base = '/api/v1/account/accounts';
const STRONG = 'Initial-Pass-77';

let admin: Session;
let hospital: number;
let closedHospital: number;
const others = {} as Record<(typeof OTHER_ROLES)[number], Session>;

beforeAll(async () => {
  admin = await signInAs(t, 'ROLE_CENTRAL_ADMINISTRATOR');
  hospital = await addHospital(t.db, { name: 'Szpital Wojewódzki' });
  closedHospital = await addHospital(t.db, { name: 'Szpital zamknięty', active: false });
  for (const role of OTHER_ROLES) others[role] = await signInAs(t, role, { hospitals: [hospital] });
});

const request = requester(t);

let sequence = 0;
const newUser = (fields: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    email: `new.user${sequence}@hospital.test`,
    firstName: 'Jan',
    lastName: `Kowalski${sequence}`,
    role: 'ROLE_REPORTER_PHYSICIAN',
    hospitals: [hospital],
    protocols: ['ALL', 'AML'],
    ...fields,
  };
};

const accountRow = (id: number) =>
  t.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const accountCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('accounts')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('access to user administration', () => {
  const routes = (id: number) =>
    [
      ['GET', base, undefined],
      ['POST', base, newUser()],
      ['PUT', `${base}/${id}`, { firstName: 'X', lastName: 'Y', role: 'ROLE_COORDINATOR' }],
      ['PATCH', `${base}/${id}/activate`, undefined],
      ['PATCH', `${base}/${id}/deactivate`, { reason: 'Left the hospital' }],
    ] as const;

  it('answers 401 to a request without a valid token, on every route', async () => {
    const target = await createAccount(t.db);
    for (const [method, url, payload] of routes(target.id)) {
      const response = await request(undefined, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 403 to every role but central administrator, and changes nothing', async () => {
    const target = await createAccount(t.db, { firstName: 'Untouched' });
    const accounts = await accountCount();
    const audited = await auditCount(t.db);
    for (const role of OTHER_ROLES) {
      for (const [method, url, payload] of routes(target.id)) {
        const response = await request(others[role], method, url, payload);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(response.json().message).toBe('Missing permissions');
      }
    }
    const row = await accountRow(target.id);
    expect(row).toMatchObject({ first_name: 'Untouched', active: true });
    expect(row.role).toBe('ROLE_REPORTER_PHYSICIAN');
    expect(await accountCount()).toBe(accounts);
    expect(await auditCount(t.db)).toBe(audited);
  });

  it.each([
    ['role', { role: 'ROLE_CENTRAL_ADMINISTRATOR' }],
    ['hospitals', { hospitals: [] }],
    ['protocols', { protocols: ['ALL', 'AML', 'HL'] }],
  ])('refuses a user who sends %s for their own account', async (_field, extra) => {
    const user = await signInAs(t, 'ROLE_COORDINATOR', { hospitals: [hospital] });
    const audited = await auditCount(t.db);
    const response = await request(user, 'PUT', `${base}/${user.account.id}`, {
      firstName: 'Self',
      lastName: 'Promoted',
      ...extra,
    });
    expect(response.statusCode).toBe(403);
    const row = await accountRow(user.account.id);
    expect(row.role).toBe('ROLE_COORDINATOR');
    expect(row.first_name).toBe('Anna');
    expect(await auditCount(t.db)).toBe(audited);
  });

  it('still lets a user edit their own profile', async () => {
    const user = await signInAs(t, 'ROLE_DATA_ADMINISTRATOR');
    const response = await request(user, 'PUT', `${base}/${user.account.id}`, {
      firstName: 'Ewa',
      lastName: 'Lis',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Ewa', role: 'ROLE_DATA_ADMINISTRATOR' });
  });
});

describe('POST /api/v1/account/accounts', () => {
  it('creates an account with an initial password that signs in at once, and audits it', async () => {
    const input = newUser({ username: 'jkowalski', phone: '+48600100200', password: STRONG });
    const response = await request(admin, 'POST', base, input);
    expect(response.statusCode).toBe(201);
    const { accountId } = response.json();
    expect(accountId).toEqual(expect.any(Number));

    const shown = await request(admin, 'GET', `${base}/${accountId}`);
    expect(shown.json()).toMatchObject({
      id: accountId,
      email: input.email,
      username: 'jkowalski',
      phone: '+48600100200',
      role: 'ROLE_REPORTER_PHYSICIAN',
      hospitals: [hospital],
      protocols: ['ALL', 'AML'],
      active: true,
      deactivationReason: null,
      createdAt: t.clock.now().toISOString(),
    });
    await expect(login(t.app, input.email, STRONG)).resolves.toHaveProperty('token');

    const rows = await auditRows(t.db, 'account_create', accountId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.account_id).toBe(admin.account.id);
    expect(rows[0]!.changes).toMatchObject({
      email: { old: null, new: input.email },
      role: { old: null, new: 'ROLE_REPORTER_PHYSICIAN' },
      hospitals: { old: null, new: [hospital] },
      protocols: { old: null, new: ['ALL', 'AML'] },
    });
    expect(JSON.stringify(rows[0]!.changes)).not.toContain(STRONG);
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient', '=', input.email)
      .execute();
    expect(mails).toHaveLength(0);
  });

  it('without a password, mails a link that sets one, valid 1 hour, after which the user signs in', async () => {
    const input = newUser();
    const response = await request(admin, 'POST', base, input);
    expect(response.statusCode).toBe(201);
    const { accountId } = response.json();
    await expect(login(t.app, input.email, STRONG)).rejects.toThrow(/401/);

    const mail = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', input.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(mailText('en', 'welcomeSubject'));
    expect(mail.body).toContain(input.email);
    const match = /https:\/\/registry\.example\.org\/reset-password\/reset\?token=([\w-]+)/.exec(
      mail.body,
    );
    expect(match).not.toBeNull();
    const token = match![1]!;

    const stored = await t.db
      .selectFrom('password_reset_tokens')
      .select(['created_at', 'expires_at'])
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBe(3600 * 1000);

    const valid = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reset-password/reset/?token=${token}`,
    });
    expect(valid.statusCode).toBe(200);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password/change-password',
      payload: { token, newPassword1: STRONG, newPassword2: STRONG },
    });
    expect(set.statusCode).toBe(200);
    await expect(login(t.app, input.email, STRONG)).resolves.toHaveProperty('token');
  });

  it('writes the welcome mail in the language of the request', async () => {
    const input = newUser();
    await t.app.inject({
      method: 'POST',
      url: base,
      headers: { ...admin.headers, 'accept-language': 'pl' },
      payload: input,
    });
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('recipient', '=', input.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(mailText('pl', 'welcomeSubject'));
  });

  it('lets a central administrator have no hospitals', async () => {
    const response = await request(
      admin,
      'POST',
      base,
      newUser({ role: 'ROLE_CENTRAL_ADMINISTRATOR', hospitals: [], protocols: [] }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('answers 409 on the email field for an address in use, in any case, and creates nothing', async () => {
    const existing = await createAccount(t.db);
    const accounts = await accountCount();
    const audited = await auditCount(t.db);
    const response = await request(
      admin,
      'POST',
      base,
      newUser({ email: existing.email.toUpperCase() }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().details).toEqual({ email: ['This email address is already in use'] });
    expect(await accountCount()).toBe(accounts);
    expect(await auditCount(t.db)).toBe(audited);
  });

  it('answers 409 on the username field for a username in use', async () => {
    await createAccount(t.db, { username: 'taken.login' });
    const response = await request(admin, 'POST', base, newUser({ username: 'Taken.Login' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().details).toEqual({ username: ['This username is already in use'] });
  });

  it.each([
    ['a missing email', { email: undefined }, { email: ['Required field'] }],
    ['an invalid email', { email: 'not-an-email' }, { email: ['Invalid email'] }],
    ['a blank first name', { firstName: ' ' }, { firstName: ['Required field'] }],
    [
      'a malformed phone',
      { phone: '600100200' },
      { phone: ['Invalid phone number (pattern: +XXYYYYYYYYY)'] },
    ],
    ['a missing role', { role: undefined }, { role: ['Required field'] }],
    ['an unknown role', { role: 'ROLE_SUPERUSER' }, { role: ['Invalid value'] }],
    ['an unknown protocol', { protocols: ['ALL', 'XYZ'] }, { protocols: ['Invalid value'] }],
    [
      'a weak password',
      { password: 'password1' },
      {
        password: [
          'The password requires at least 8 characters, including lowercase and uppercase characters, a number and a special character',
        ],
      },
    ],
    [
      'a short password',
      { password: 'Aa1!' },
      {
        password: [
          'The password requires at least 8 characters, including lowercase and uppercase characters, a number and a special character',
        ],
      },
    ],
    ['an inactive hospital', 'closed', { hospitals: ['The hospital is inactive'] }],
    ['a hospital that does not exist', { hospitals: [999999] }, { hospitals: ['Value not found'] }],
    ['no hospital for a hospital role', { hospitals: [] }, { hospitals: ['Required field'] }],
  ] as const)('answers 422 for %s, and creates nothing', async (_case, fields, details) => {
    const accounts = await accountCount();
    const audited = await auditCount(t.db);
    const input = newUser(fields === 'closed' ? { hospitals: [closedHospital] } : fields);
    const response = await request(admin, 'POST', base, input);
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual(details);
    expect(await accountCount()).toBe(accounts);
    expect(await auditCount(t.db)).toBe(audited);
  });
});

describe('GET /api/v1/account/accounts', () => {
  const names = async (query: string) =>
    (await request(admin, 'GET', `${base}?${query}`))
      .json()
      .data.map((account: { lastName: string }) => account.lastName);

  it('pages, filters by role, active state, hospital and protocol, and sorts', async () => {
    const other = await addHospital(t.db, { name: 'Szpital filtrowy' });
    const make = async (lastName: string, role: Role, hospitals: number[], protocols: string[]) => {
      const account = await createAccount(t.db, { lastName, firstName: 'Filtr', role });
      if (hospitals.length) {
        await t.db
          .insertInto('account_hospitals')
          .values(hospitals.map((id) => ({ account_id: account.id, hospital_id: id })))
          .execute();
      }
      if (protocols.length) {
        await t.db
          .insertInto('account_protocols')
          .values(protocols.map((protocol) => ({ account_id: account.id, protocol })))
          .execute();
      }
      return account;
    };
    await make('Filtrak Adam', 'ROLE_REPORTER_PHYSICIAN', [hospital], ['ALL']);
    await make('Filtrak Bartosz', 'ROLE_COORDINATOR', [other], ['HL']);
    await make('Filtrak Cezary', 'ROLE_COORDINATOR', [hospital, other], []);
    const inactive = await make('Filtrak Dawid', 'ROLE_DATA_ADMINISTRATOR', [other], ['ALL']);
    await t.db
      .updateTable('accounts')
      .set({ active: false })
      .where('id', '=', inactive.id)
      .execute();

    expect(await names('search=filtrak')).toEqual([
      'Filtrak Adam',
      'Filtrak Bartosz',
      'Filtrak Cezary',
      'Filtrak Dawid',
    ]);
    expect(await names('search=filtrak&sorts[lastName]=desc')).toEqual([
      'Filtrak Dawid',
      'Filtrak Cezary',
      'Filtrak Bartosz',
      'Filtrak Adam',
    ]);
    expect(await names('search=filtrak&filters[role]=ROLE_COORDINATOR')).toEqual([
      'Filtrak Bartosz',
      'Filtrak Cezary',
    ]);
    expect(await names('search=filtrak&filters[active]=false')).toEqual(['Filtrak Dawid']);
    expect(await names(`search=filtrak&filters[hospital][]=${hospital}`)).toEqual([
      'Filtrak Adam',
      'Filtrak Cezary',
    ]);
    expect(
      await names(`search=filtrak&filters[hospital][]=${hospital}&filters[hospital][]=${other}`),
    ).toHaveLength(4);
    expect(await names('search=filtrak&filters[protocol]=ALL')).toEqual([
      'Filtrak Adam',
      'Filtrak Dawid',
    ]);

    const page = await request(admin, 'GET', `${base}?search=filtrak&itemsPerPage=3&page=2`);
    expect(page.json()).toMatchObject({ totalItems: 4, totalPages: 2, page: 2, itemsPerPage: 3 });
    expect(page.json().data.map((a: { lastName: string }) => a.lastName)).toEqual([
      'Filtrak Dawid',
    ]);
  });

  it('searches names, email and username without regard to case or accents', async () => {
    await createAccount(t.db, { firstName: 'Stanisław', lastName: 'Żółkiewski' });
    await createAccount(t.db, {
      lastName: 'Mailowy',
      email: 'unique.mailbox@szpital.test',
      username: 'loginowy',
    });
    expect(await names('search=zolkiewski')).toEqual(['Żółkiewski']);
    expect(await names('search=STANISLAW')).toEqual(['Żółkiewski']);
    expect(await names('search=stanislaw%20zolk')).toEqual(['Żółkiewski']);
    expect(await names('search=unique.mailbox')).toEqual(['Mailowy']);
    expect(await names('search=LOGINOWY')).toEqual(['Mailowy']);
  });

  it('answers 400 for an unknown filter or sort, or a value outside the choices', async () => {
    const filter = await request(admin, 'GET', `${base}?filters[password_hash]=x`);
    expect(filter.statusCode).toBe(400);
    expect(filter.json().details).toEqual({ password_hash: ['Unknown field'] });
    const sort = await request(admin, 'GET', `${base}?sorts[phone]=asc`);
    expect(sort.statusCode).toBe(400);
    expect((await request(admin, 'GET', `${base}?filters[role]=ROLE_X`)).statusCode).toBe(400);
    expect((await request(admin, 'GET', `${base}?filters[hospital]=abc`)).statusCode).toBe(400);
  });

  it('answers without any secret', async () => {
    const response = await request(admin, 'GET', `${base}?itemsPerPage=100`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/hash|password|session_version/);
  });
});

describe('PUT /api/v1/account/accounts/{id} by a central administrator', () => {
  it('changes role, hospitals and protocols and audits old and new values', async () => {
    const second = await addHospital(t.db, { name: 'Drugi szpital' });
    const target = await signInAs(t, 'ROLE_REPORTER_PHYSICIAN', { hospitals: [hospital] });
    const response = await request(admin, 'PUT', `${base}/${target.account.id}`, {
      firstName: 'Anna',
      lastName: 'Nowak',
      role: 'ROLE_COORDINATOR',
      hospitals: [second, hospital],
      protocols: ['HL'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      role: 'ROLE_COORDINATOR',
      hospitals: [hospital, second].sort((a, b) => a - b),
      protocols: ['HL'],
    });
    const rows = await auditRows(t.db, 'account_update', target.account.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.changes).toMatchObject({
      role: { old: 'ROLE_REPORTER_PHYSICIAN', new: 'ROLE_COORDINATOR' },
      hospitals: { old: [hospital], new: [hospital, second].sort((a, b) => a - b) },
      protocols: { old: [], new: ['HL'] },
    });
    // The account's next request already runs with the new role and hospitals.
    const me = await request(target, 'GET', `${base}/me`);
    expect(me.json()).toMatchObject({ role: 'ROLE_COORDINATOR', protocols: ['HL'] });
  });

  it('keeps a hospital the account already holds after it was deactivated, but refuses adding one', async () => {
    const target = await signInAs(t, 'ROLE_COORDINATOR', { hospitals: [closedHospital] });
    const keep = await request(admin, 'PUT', `${base}/${target.account.id}`, {
      firstName: 'Kept',
      lastName: 'Hospital',
      hospitals: [closedHospital],
    });
    expect(keep.statusCode).toBe(200);

    const other = await signInAs(t, 'ROLE_COORDINATOR', { hospitals: [hospital] });
    const audited = await auditCount(t.db);
    const add = await request(admin, 'PUT', `${base}/${other.account.id}`, {
      firstName: 'Anna',
      lastName: 'Nowak',
      hospitals: [hospital, closedHospital],
    });
    expect(add.statusCode).toBe(422);
    expect(add.json().details).toEqual({ hospitals: ['The hospital is inactive'] });
    expect(await auditCount(t.db)).toBe(audited);
    const held = await t.db
      .selectFrom('account_hospitals')
      .select('hospital_id')
      .where('account_id', '=', other.account.id)
      .execute();
    expect(held.map((row) => row.hospital_id)).toEqual([hospital]);
  });

  it('answers 422 for an unknown protocol or role, and changes nothing', async () => {
    const target = await createAccount(t.db);
    const response = await request(admin, 'PUT', `${base}/${target.id}`, {
      firstName: 'Anna',
      lastName: 'Nowak',
      role: 'ROLE_ROOT',
      protocols: ['FOLLOWUP'],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual({
      role: ['Invalid value'],
      protocols: ['Invalid value'],
    });
    expect((await accountRow(target.id)).role).toBe('ROLE_REPORTER_PHYSICIAN');
  });

  it('answers 404 for an account that does not exist', async () => {
    const response = await request(admin, 'PUT', `${base}/999999`, {
      firstName: 'A',
      lastName: 'B',
      role: 'ROLE_COORDINATOR',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('deactivating and activating an account', () => {
  it('deactivates with a reason and ends every session of the account at once', async () => {
    const target = await signInAs(t, 'ROLE_REPORTER_PHYSICIAN', { hospitals: [hospital] });
    const second = await login(t.app, target.account.email);
    const response = await request(admin, 'PATCH', `${base}/${target.account.id}/deactivate`, {
      reason: ' Left the hospital ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: target.account.id,
      active: false,
      deactivationReason: 'Left the hospital',
    });

    for (const token of [target.token, second.token]) {
      const me = await t.app.inject({ method: 'GET', url: `${base}/me`, headers: bearer(token) });
      expect(me.statusCode).toBe(401);
    }
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: target.refresh_token },
    });
    expect(refreshed.statusCode).toBe(401);
    await expect(login(t.app, target.account.email)).rejects.toThrow(/401/);

    // The sessions ended for good: activating the account again does not bring them back.
    await request(admin, 'PATCH', `${base}/${target.account.id}/activate`);
    const revived = await t.app.inject({
      method: 'GET',
      url: `${base}/me`,
      headers: bearer(second.token),
    });
    expect(revived.statusCode).toBe(401);
    const refreshedAgain = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: second.refresh_token },
    });
    expect(refreshedAgain.statusCode).toBe(401);

    const rows = await auditRows(t.db, 'account_deactivate', target.account.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.account_id).toBe(admin.account.id);
    expect(rows[0]!.changes).toEqual({
      active: { old: true, new: false },
      deactivationReason: { old: null, new: 'Left the hospital' },
    });
  });

  it('activates the account again, forgets the reason, and lets it sign in', async () => {
    const target = await createAccount(t.db, { active: false });
    await t.db
      .updateTable('accounts')
      .set({ deactivation_reason: 'On leave' })
      .where('id', '=', target.id)
      .execute();
    const response = await request(admin, 'PATCH', `${base}/${target.id}/activate`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ active: true, deactivationReason: null });
    await expect(login(t.app, target.email)).resolves.toHaveProperty('token');
    const rows = await auditRows(t.db, 'account_activate', target.id);
    expect(rows[0]!.changes).toEqual({
      active: { old: false, new: true },
      deactivationReason: { old: 'On leave', new: null },
    });
  });

  it('refuses a deactivation without a reason, and the account keeps working', async () => {
    const target = await signInAs(t, 'ROLE_COORDINATOR');
    const audited = await auditCount(t.db);
    for (const payload of [{}, { reason: '  ' }]) {
      const response = await request(
        admin,
        'PATCH',
        `${base}/${target.account.id}/deactivate`,
        payload,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().details).toEqual({ reason: ['Required field'] });
    }
    expect(await auditCount(t.db)).toBe(audited);
    expect((await request(target, 'GET', `${base}/me`)).statusCode).toBe(200);
  });

  it('refuses to deactivate your own account', async () => {
    const audited = await auditCount(t.db);
    const response = await request(admin, 'PATCH', `${base}/${admin.account.id}/deactivate`, {
      reason: 'Leaving',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You cannot deactivate your own account');
    expect((await accountRow(admin.account.id)).active).toBe(true);
    expect(await auditCount(t.db)).toBe(audited);
  });

  it('answers 404 for an account that does not exist', async () => {
    const response = await request(admin, 'PATCH', `${base}/999999/deactivate`, {
      reason: 'Gone',
    });
    expect(response.statusCode).toBe(404);
  });
});

/** A reset link for the account, as the mail carries it (the work after the answer awaited). */
async function resetLinkFor(email: string) {
  await t.app.inject({ method: 'PUT', url: '/api/v1/reset-password', payload: { email } });
  await t.app.backgroundWorkSettled();
  const mail = await t.db
    .selectFrom('mail_outbox')
    .select(['id', 'body'])
    .where('recipient', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = /reset\?token=([\w-]+)/.exec(mail.body)![1]!;
  const valid = () =>
    t.app.inject({ method: 'PUT', url: `/api/v1/reset-password/reset/?token=${token}` });
  expect((await valid()).statusCode).toBe(200);
  return { mailId: mail.id, valid };
}

const mailBody = async (id: number) =>
  (
    await t.db
      .selectFrom('mail_outbox')
      .select('body')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).body;

describe('changing the email of another account', () => {
  it('needs no password of the administrator, ends every session, revokes reset links and tells the old address', async () => {
    const target = await signInAs(t, 'ROLE_COORDINATOR', { hospitals: [hospital] });
    const second = await login(t.app, target.account.email);
    const link = await resetLinkFor(target.account.email);
    const next = `renamed.${target.account.id}@hospital.test`;

    const response = await request(admin, 'PATCH', `${base}/${target.account.id}/change-email`, {
      email: next,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(next);

    for (const session of [target, second]) {
      const me = await t.app.inject({
        method: 'GET',
        url: `${base}/me`,
        headers: bearer(session.token),
      });
      expect(me.statusCode).toBe(401);
      const refreshed = await t.app.inject({
        method: 'POST',
        url: '/api/token/refresh',
        payload: { refresh_token: session.refresh_token },
      });
      expect(refreshed.statusCode).toBe(401);
    }
    expect((await link.valid()).statusCode).toBe(400);
    expect(await mailBody(link.mailId)).toBe('');

    await t.app.backgroundWorkSettled();
    const notice = await t.db
      .selectFrom('mail_outbox')
      .select(['subject', 'body'])
      .where('recipient', '=', target.account.email)
      .where('subject', '=', mailText('en', 'emailChangedSubject'))
      .executeTakeFirstOrThrow();
    expect(notice.body).toBe(
      mailText('en', 'emailChangedByAdministratorBody', { email: target.account.email }),
    );
    const rows = await auditRows(t.db, 'account_email_change', target.account.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      account_id: admin.account.id,
      changes: { email: { old: target.account.email, new: next } },
    });
  });

  it('asks a central administrator for the current password to change their own email', async () => {
    const self = await signInAs(t, 'ROLE_CENTRAL_ADMINISTRATOR');
    const response = await request(self, 'PATCH', `${base}/${self.account.id}/change-email`, {
      email: `self.${self.account.id}@hospital.test`,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual({ currentPassword: ['Required field'] });
    expect((await accountRow(self.account.id)).email).toBe(self.account.email);
  });
});

describe('deactivating an account with an outstanding reset link', () => {
  it('revokes the link for good and purges its mail', async () => {
    const target = await signInAs(t, 'ROLE_REPORTER_PHYSICIAN', { hospitals: [hospital] });
    const link = await resetLinkFor(target.account.email);
    const response = await request(admin, 'PATCH', `${base}/${target.account.id}/deactivate`, {
      reason: 'Left the hospital',
    });
    expect(response.statusCode).toBe(200);
    expect(await mailBody(link.mailId)).toBe('');
    // Activating the account again does not bring the link back.
    await request(admin, 'PATCH', `${base}/${target.account.id}/activate`);
    expect((await link.valid()).statusCode).toBe(400);
  });
});

describe('the last active central administrator', () => {
  it('cannot be demoted, even by themself; with another one left, demotion works', async () => {
    const last = await signInAs(t, 'ROLE_CENTRAL_ADMINISTRATOR');
    const others = await t.db
      .updateTable('accounts')
      .set({ active: false })
      .where('role', '=', 'ROLE_CENTRAL_ADMINISTRATOR')
      .where('active', '=', true)
      .where('id', '<>', last.account.id)
      .returning('id')
      .execute();
    try {
      const audited = await auditCount(t.db);
      const demote = await request(last, 'PUT', `${base}/${last.account.id}`, {
        firstName: 'Last',
        lastName: 'Admin',
        role: 'ROLE_COORDINATOR',
        hospitals: [hospital],
      });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().message).toBe(
        'The registry must keep at least one active central administrator',
      );
      expect((await accountRow(last.account.id)).role).toBe('ROLE_CENTRAL_ADMINISTRATOR');
      expect(await auditCount(t.db)).toBe(audited);

      const deputy = await createAccount(t.db, { role: 'ROLE_CENTRAL_ADMINISTRATOR' });
      const demoteDeputy = await request(last, 'PUT', `${base}/${deputy.id}`, {
        firstName: 'Deputy',
        lastName: 'Admin',
        role: 'ROLE_COORDINATOR',
        hospitals: [hospital],
      });
      expect(demoteDeputy.statusCode).toBe(200);
      expect(demoteDeputy.json().role).toBe('ROLE_COORDINATOR');
    } finally {
      if (others.length) {
        await t.db
          .updateTable('accounts')
          .set({ active: true })
          .where(
            'id',
            'in',
            others.map((row) => row.id),
          )
          .execute();
      }
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes the user administration routes with each answer they may give', async () => {
    const operations = await documentedOperations(t, base);
    expect(operations).toMatchObject({
      [`GET ${base}`]: ['200', '400', '401', '403', '500'],
      [`POST ${base}`]: ['201', '400', '401', '403', '409', '422', '500'],
      [`PUT ${base}/{id}`]: ['200', '400', '401', '403', '404', '409', '422', '500'],
      [`PATCH ${base}/{id}/activate`]: ['200', '400', '401', '403', '404', '500'],
      [`PATCH ${base}/{id}/deactivate`]: ['200', '400', '401', '403', '404', '409', '422', '500'],
    });
  });
});
