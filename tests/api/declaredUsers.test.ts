/**
 * Users are served by the entity engine from their declaration (domain/entities/users.ts), with
 * what is an account's own joined through the account module's extension. These tests fail if
 * that wiring breaks: the list's allowlists are the declaration's (a narrowed declaration
 * narrows the API), the engine's activation and deactivation write the account_* audit rows and
 * run the account's hooks, and the engine's routes refuse every role but central administrator
 * (403) and callers without a token (401), but for one's own record.
 */
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, hospitals, users } from '../../domain/entities';
import { PROTOCOL_CODES } from '../../domain/protocols';
import { fastifyOptions, registry } from '../../server/app';
import { OTHER_ROLES, type Session, addHospital, auditRows, signInAs } from './administration';
import {
  TestClock,
  bearer,
  createAccount,
  freshDatabase,
  login,
  testConfig,
  useTestApp,
} from './helpers';

const t = useTestApp();
const base = '/api/v1/account/accounts';

let admin: Session;
let hospital: number;
const others = {} as Record<(typeof OTHER_ROLES)[number], Session>;

beforeAll(async () => {
  admin = await signInAs(t, 'ROLE_CENTRAL_ADMINISTRATOR');
  hospital = await addHospital(t.db);
  for (const role of OTHER_ROLES) others[role] = await signInAs(t, role, { hospitals: [hospital] });
});

const list = (query: string, session: Session = admin) =>
  t.app.inject({ method: 'GET', url: `${base}?${query}`, headers: session.headers });

describe("the users' list contract is the declaration's", () => {
  it('accepts every declared sort and filter', async () => {
    for (const sort of users.list.sorts) {
      expect((await list(`sorts[${sort}]=desc`)).statusCode).toBe(200);
    }
    const values: Record<string, string> = {
      role: 'ROLE_COORDINATOR',
      active: 'true',
      hospital: String(hospital),
      protocol: PROTOCOL_CODES[0],
    };
    for (const filter of users.list.filters) {
      expect(values[filter], `a value for ${filter}`).toBeDefined();
      const response = await list(`filters[${filter}][]=${values[filter]}`);
      expect(response.statusCode).toBe(200);
    }
  });

  it('filters by the declared assignments and searches the full name', async () => {
    const coordinator = others.ROLE_COORDINATOR.account.id;
    const byHospital = (await list(`filters[hospital][]=${hospital}&itemsPerPage=100`)).json();
    expect(byHospital.data.map((row: { id: number }) => row.id)).toContain(coordinator);
    expect(byHospital.data.map((row: { id: number }) => row.id)).not.toContain(admin.account.id);
    const named = await createAccount(t.db, { firstName: 'Bożena', lastName: 'Zielińska' });
    const found = (await list(`search=${encodeURIComponent('bozena zielinska')}`)).json();
    expect(found.data.map((row: { id: number }) => row.id)).toEqual([named.id]);
  });

  it('answers 400 to a filter or sort the declaration does not allow', async () => {
    expect((await list('sorts[username]=asc')).statusCode).toBe(400);
    expect((await list('filters[email]=a@b.c')).statusCode).toBe(400);
    expect((await list('filters[role]=ROLE_NOBODY')).statusCode).toBe(400);
  });

  it('narrows the API when the declaration is narrowed', async () => {
    const narrowed = {
      ...users,
      list: {
        ...users.list,
        sorts: users.list.sorts.filter((sort) => sort !== 'email'),
        filters: users.list.filters.filter((filter) => filter !== 'protocol'),
      },
    };
    const database = await freshDatabase();
    const config = testConfig();
    const app = Fastify(fastifyOptions(config, false));
    await registry(app, {
      config,
      db: database.db,
      databaseKind: database.kind,
      clock: new TestClock(),
      entities: [hospitals, categories, narrowed],
    });
    await app.ready();
    try {
      const account = await createAccount(database.db, { role: 'ROLE_CENTRAL_ADMINISTRATOR' });
      const { token } = await login(app, account.email);
      const get = (query: string) =>
        app.inject({ method: 'GET', url: `${base}?${query}`, headers: bearer(token) });
      expect((await get('sorts[email]=asc')).statusCode).toBe(400);
      expect((await get(`filters[protocol][]=${PROTOCOL_CODES[0]}`)).statusCode).toBe(400);
      expect((await get('sorts[lastName]=asc')).statusCode).toBe(200);
      // The account's own routes still join the engine's: /me answers.
      const me = await app.inject({ method: 'GET', url: `${base}/me`, headers: bearer(token) });
      expect(me.json()).toMatchObject({ id: account.id, email: account.email });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe("the engine's activation and deactivation of an account", () => {
  it('writes the account_* audit rows with the changed fields', async () => {
    const user = await createAccount(t.db, { role: 'ROLE_COORDINATOR' });
    const deactivated = await t.app.inject({
      method: 'PATCH',
      url: `${base}/${user.id}/deactivate`,
      headers: admin.headers,
      payload: { reason: 'Left the hospital' },
    });
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toMatchObject({ active: false, hospitals: [], protocols: [] });
    const [deactivation] = await auditRows(t.db, 'account_deactivate', user.id);
    expect(deactivation).toMatchObject({ object_type: 'account', account_id: admin.account.id });
    expect(deactivation!.changes).toEqual({
      active: { old: true, new: false },
      deactivationReason: { old: null, new: 'Left the hospital' },
    });

    const activated = await t.app.inject({
      method: 'PATCH',
      url: `${base}/${user.id}/activate`,
      headers: admin.headers,
    });
    expect(activated.json()).toMatchObject({ active: true, deactivationReason: null });
    const [activation] = await auditRows(t.db, 'account_activate', user.id);
    expect(activation!.changes).toEqual({
      active: { old: false, new: true },
      deactivationReason: { old: 'Left the hospital', new: null },
    });
  });

  it("runs the account's hooks: one's own account and the last administrator stay active", async () => {
    const own = await t.app.inject({
      method: 'PATCH',
      url: `${base}/${admin.account.id}/deactivate`,
      headers: admin.headers,
      payload: { reason: 'Trying' },
    });
    expect(own.statusCode).toBe(409);
    expect(await auditRows(t.db, 'account_deactivate', admin.account.id)).toEqual([]);

    // The deactivated account's session ends in the same transaction.
    const user = await signInAs(t, 'ROLE_COORDINATOR', { hospitals: [hospital] });
    await t.app.inject({
      method: 'PATCH',
      url: `${base}/${user.account.id}/deactivate`,
      headers: admin.headers,
      payload: { reason: 'Left' },
    });
    const after = await t.app.inject({ method: 'GET', url: `${base}/me`, headers: user.headers });
    expect(after.statusCode).toBe(401);
  });
});

describe("the engine's user routes", () => {
  const routes = (id: number) =>
    [
      ['GET', base],
      ['GET', `${base}/${id}`],
      ['PATCH', `${base}/${id}/activate`],
      ['PATCH', `${base}/${id}/deactivate`],
    ] as const;

  it('answer 403 to every role but central administrator, and change nothing', async () => {
    const target = await createAccount(t.db, { role: 'ROLE_COORDINATOR' });
    for (const role of OTHER_ROLES) {
      for (const [method, url] of routes(target.id)) {
        const response = await t.app.inject({
          method,
          url,
          headers: others[role].headers,
          ...(url.endsWith('deactivate') ? { payload: { reason: 'No' } } : {}),
        });
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    expect(await auditRows(t.db, 'account_deactivate', target.id)).toEqual([]);
    expect(await auditRows(t.db, 'account_activate', target.id)).toEqual([]);
  });

  it('answer 401 without a token', async () => {
    const target = await createAccount(t.db);
    for (const [method, url] of routes(target.id)) {
      const response = await t.app.inject({
        method,
        url,
        ...(url.endsWith('deactivate') ? { payload: { reason: 'No' } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("let every role read its own record (the declaration's ownRecord)", async () => {
    for (const role of OTHER_ROLES) {
      const { account, headers } = others[role];
      const response = await t.app.inject({ method: 'GET', url: `${base}/${account.id}`, headers });
      expect(response.statusCode, role).toBe(200);
      expect(response.json()).toMatchObject({ id: account.id, role, hospitals: [hospital] });
    }
  });
});
