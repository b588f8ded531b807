/**
 * The access matrix of every route outside the patient, form and dashboard matrices: the central
 * administrator's areas (users, hospitals, disease categories, dictionaries, the change log), the
 * own account, the information pages, sign-in, password reset and the health check. Each route
 * is called in one or more scenarios by each of the four roles and by a guest without a token,
 * and the status each must get is written out here by hand from the README's access table, not
 * read from domain/permissions.ts: a guest gets 401 on a signed-in route, a role without the
 * right 403, another user's account is a 403 for anyone but a central administrator, and another
 * hospital's names never reach a picker. A refused call answers the error body and nothing else
 * (no field of the record, none of its words) and, when it would write, writes nothing.
 *
 * Every call that changes something acts on a record made for it alone (a throwaway hospital,
 * category, entry, account, or the caller's own throwaway account), so the order of the cases
 * does not matter. The matrix is keyed by ADMIN_ACCESS_ROUTES, which routeCoverage.test.ts
 * checks against the OpenAPI document.
 */
import { type LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Role } from '../../domain/roles';
import { searchable } from '../../domain/search';
import { recordBackupRun } from '../../server/backup/status';
import { randomToken, tokenHash } from '../../server/modules/auth/tokens';
import { ADMIN_ACCESS_ROUTES, type RouteTable } from './accessRoutes';
import {
  type Session,
  addHospital,
  auditCount,
  documentedOperations,
  signInAs,
} from './administration';
import { PASSWORD, createAccount, login, useTestApp } from './helpers';

type Caller = Role | 'guest';

const CALLERS: readonly Caller[] = [
  'ROLE_CENTRAL_ADMINISTRATOR',
  'ROLE_REPORTER_PHYSICIAN',
  'ROLE_COORDINATOR',
  'ROLE_DATA_ADMINISTRATOR',
  'guest',
];

/** The status each caller must get. */
type Outcome = Record<Caller, number>;

/** The README's "central administrator only (everyone else gets 403)". */
const adminOnly = (success: number): Outcome => ({
  ROLE_CENTRAL_ADMINISTRATOR: success,
  ROLE_REPORTER_PHYSICIAN: 403,
  ROLE_COORDINATOR: 403,
  ROLE_DATA_ADMINISTRATOR: 403,
  guest: 401,
});

/** Any signed-in user. */
const signedIn = (success: number): Outcome => ({
  ROLE_CENTRAL_ADMINISTRATOR: success,
  ROLE_REPORTER_PHYSICIAN: success,
  ROLE_COORDINATOR: success,
  ROLE_DATA_ADMINISTRATOR: success,
  guest: 401,
});

/** Routes without a token: the same answer for everyone, a bearer token changes nothing. */
const anyone = (status: number): Outcome => ({
  ROLE_CENTRAL_ADMINISTRATOR: status,
  ROLE_REPORTER_PHYSICIAN: status,
  ROLE_COORDINATOR: status,
  ROLE_DATA_ADMINISTRATOR: status,
  guest: status,
});

const ERROR_FIELDS = ['code', 'message', 'correlationId', 'details'];

const NEW_PASSWORD = 'Fresh-Horse-42!';

interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: string;
  payload?: object;
}

interface Prepared {
  request: Request;
  /** The session that sends it, when not the caller's shared one (a throwaway own account). */
  session?: Session;
  /** Words of a record that a refused answer must not carry. */
  secret?: string;
  /** What a permitted call must answer, or must have done. */
  check?(response: LightMyRequestResponse, caller: Caller): void | Promise<void>;
}

interface Scenario {
  expected: Outcome;
  prepare(caller: Caller): Promise<Prepared>;
}

const t = useTestApp();
const sessions = {} as Record<Role, Session>;

/** What the shared sessions see, made once: nothing here is changed by a case. */
const fixture = {} as {
  ownHospital: number;
  otherHospital: number;
  otherHospitalName: string;
  /** A user of the other hospital: another user's account for everyone. */
  target: { id: number; email: string; lastName: string };
  category: { id: number; namePl: string };
  activeEntry: { id: number; value: string };
  inactiveEntry: { id: number; value: string; description: string };
  auditId: number;
};

const DICTIONARY = 'matrixOrgans';
const DICTIONARY_NAME = 'Matrix organs (access test)';

let sequence = 0;
const unique = (prefix: string) => {
  sequence += 1;
  return `${prefix}${sequence}`;
};

const accounts = '/api/v1/account/accounts';
const hospitals = '/api/v1/hospital/hospitals';
const categories = '/api/v1/category/categories';
const dictionaries = '/api/v1/dictionary/dictionaries';
const logs = '/api/v1/logger/logs';

/** The caller's own account, made for one call: signed in unless the caller is a guest. */
async function ownAccount(caller: Caller) {
  const role = caller === 'guest' ? 'ROLE_REPORTER_PHYSICIAN' : caller;
  if (caller === 'guest') {
    const account = await createAccount(t.db, { role });
    return { id: account.id, session: undefined };
  }
  const session = await signInAs(t, role, {
    hospitals: role === 'ROLE_CENTRAL_ADMINISTRATOR' ? [] : [fixture.ownHospital],
  });
  return { id: session.account.id, session };
}

/** Another user's account, made for one call. */
async function otherAccount(active = true, lastName = unique('Obcy')) {
  const account = await createAccount(t.db, { lastName, active });
  await t.db
    .insertInto('account_hospitals')
    .values({ account_id: account.id, hospital_id: fixture.otherHospital })
    .execute();
  return { ...account, lastName };
}

async function throwawayHospital(active = true) {
  const name = unique('Szpital jednorazowy ');
  return { id: await addHospital(t.db, { name, shortName: unique('SJ'), active }), name };
}

async function throwawayCategory(active = true) {
  const namePl = unique('Kategoria jednorazowa ');
  const row = await t.db
    .insertInto('categories')
    .values({
      abbreviation: unique('KJ'),
      name_pl: namePl,
      name_en: `${namePl} (en)`,
      active,
      deactivation_reason: active ? null : 'Test',
      updated_at: t.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, namePl };
}

async function dictionaryEntry(active: boolean) {
  const value = unique('MX');
  const description = unique(active ? 'Wpis czynny ' : 'Wpis wycofany ');
  const row = await t.db
    .insertInto('dictionary_entries')
    .values({
      type: DICTIONARY,
      value,
      description,
      description_en: null,
      searchable_description: description,
      search_key: searchable(`${value} ${description}`),
      active,
      updated_at: t.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, value, description };
}

/** A live password reset token of the account, as its mailed link carries it. */
async function resetToken(accountId: number) {
  const token = randomToken();
  const now = t.clock.now();
  await t.db
    .insertInto('password_reset_tokens')
    .values({
      account_id: accountId,
      token_hash: tokenHash(token),
      created_at: now,
      expires_at: new Date(now.getTime() + 3_600_000),
      used_at: null,
    })
    .execute();
  return token;
}

const idsOf = (response: LightMyRequestResponse) =>
  (response.json().data as { id: number }[]).map((row) => row.id);

const ROUTES: Record<string, Record<string, Scenario>> = {
  // Health, sign-in and password reset need no token.
  'GET /api/health': {
    public: {
      expected: anyone(200),
      prepare: async () => ({
        request: { method: 'GET', url: '/api/health' },
        check: (response) => expect(response.json().status).toBe('ok'),
      }),
    },
  },
  'POST /api/login_check': {
    public: {
      expected: anyone(200),
      prepare: async () => {
        const account = await createAccount(t.db);
        return {
          request: {
            method: 'POST',
            url: '/api/login_check',
            payload: { email: account.email, password: PASSWORD },
          },
          check: (response) =>
            expect(response.json()).toEqual({
              token: expect.any(String),
              refresh_token: expect.any(String),
            }),
        };
      },
    },
  },
  'POST /api/token/refresh': {
    public: {
      expected: anyone(200),
      prepare: async () => {
        const account = await createAccount(t.db);
        const pair = await login(t.app, account.email);
        return {
          request: {
            method: 'POST',
            url: '/api/token/refresh',
            payload: { refresh_token: pair.refresh_token },
          },
          check: (response) => expect(response.json().refresh_token).not.toBe(pair.refresh_token),
        };
      },
    },
  },
  'POST /api/v1/logout': {
    public: {
      expected: anyone(200),
      prepare: async () => {
        const account = await createAccount(t.db);
        const pair = await login(t.app, account.email);
        return {
          request: {
            method: 'POST',
            url: '/api/v1/logout',
            payload: { refreshToken: pair.refresh_token },
          },
          async check() {
            const refresh = await t.app.inject({
              method: 'POST',
              url: '/api/token/refresh',
              payload: { refresh_token: pair.refresh_token },
            });
            expect(refresh.statusCode).toBe(401);
          },
        };
      },
    },
  },
  'PUT /api/v1/reset-password': {
    public: {
      expected: anyone(200),
      prepare: async () => {
        const account = await createAccount(t.db);
        return {
          request: {
            method: 'PUT',
            url: '/api/v1/reset-password',
            payload: { email: account.email },
          },
          check: (response) => expect(response.json().message).toEqual(expect.any(String)),
        };
      },
    },
  },
  'PUT /api/v1/reset-password/reset/': {
    public: {
      expected: anyone(200),
      prepare: async () => {
        const account = await createAccount(t.db);
        const token = await resetToken(account.id);
        return {
          request: { method: 'PUT', url: `/api/v1/reset-password/reset/?token=${token}` },
          check: (response) => expect(response.json()).toEqual({ valid: true }),
        };
      },
    },
  },
  'POST /api/v1/reset-password/change-password': {
    public: {
      expected: anyone(200),
      prepare: async () => {
        const account = await createAccount(t.db);
        const token = await resetToken(account.id);
        return {
          request: {
            method: 'POST',
            url: '/api/v1/reset-password/change-password',
            payload: { token, newPassword1: NEW_PASSWORD, newPassword2: NEW_PASSWORD },
          },
          async check() {
            await expect(login(t.app, account.email, NEW_PASSWORD)).resolves.toBeDefined();
          },
        };
      },
    },
  },

  // Users, and one's own account.
  'GET /api/v1/account/accounts': {
    list: {
      expected: adminOnly(200),
      prepare: async () => ({
        request: { method: 'GET', url: `${accounts}?search=${fixture.target.lastName}` },
        secret: fixture.target.email,
        check: (response) => expect(idsOf(response)).toEqual([fixture.target.id]),
      }),
    },
  },
  'POST /api/v1/account/accounts': {
    create: {
      expected: adminOnly(201),
      prepare: async () => ({
        request: {
          method: 'POST',
          url: accounts,
          payload: {
            email: `${unique('nowy')}@hospital.test`,
            firstName: 'Jan',
            lastName: 'Nowy',
            role: 'ROLE_REPORTER_PHYSICIAN',
            hospitals: [fixture.ownHospital],
            password: PASSWORD,
          },
        },
        check: (response) => expect(response.json().accountId).toEqual(expect.any(Number)),
      }),
    },
  },
  'GET /api/v1/account/accounts/me': {
    own: {
      expected: signedIn(200),
      prepare: async (caller) => ({
        request: { method: 'GET', url: `${accounts}/me` },
        check(response) {
          const body = response.json();
          expect(body.id).toBe(sessions[caller as Role].account.id);
          expect(Object.keys(body).filter((key) => /hash|^password$/i.test(key))).toEqual([]);
        },
      }),
    },
  },
  'GET /api/v1/account/accounts/{id}': {
    own: {
      expected: signedIn(200),
      prepare: async (caller) => {
        const own = await ownAccount(caller);
        return {
          request: { method: 'GET', url: `${accounts}/${own.id}` },
          session: own.session,
          check: (response) => expect(response.json().id).toBe(own.id),
        };
      },
    },
    otherUser: {
      expected: adminOnly(200),
      prepare: async () => ({
        request: { method: 'GET', url: `${accounts}/${fixture.target.id}` },
        secret: fixture.target.email,
        check: (response) => expect(response.json().email).toBe(fixture.target.email),
      }),
    },
  },
  'PUT /api/v1/account/accounts/{id}': {
    own: {
      expected: signedIn(200),
      prepare: async (caller) => {
        const own = await ownAccount(caller);
        return {
          request: {
            method: 'PUT',
            url: `${accounts}/${own.id}`,
            payload: { firstName: 'Anna', lastName: 'Zmieniona' },
          },
          session: own.session,
          check: (response) => expect(response.json().lastName).toBe('Zmieniona'),
        };
      },
    },
    // Role, hospitals and protocols are a central administrator's, even on one's own account.
    ownRole: {
      expected: adminOnly(200),
      prepare: async (caller) => {
        const own = await ownAccount(caller);
        return {
          request: {
            method: 'PUT',
            url: `${accounts}/${own.id}`,
            payload: { firstName: 'Anna', lastName: 'Awans', role: 'ROLE_CENTRAL_ADMINISTRATOR' },
          },
          session: own.session,
          check: (response) => expect(response.json().role).toBe('ROLE_CENTRAL_ADMINISTRATOR'),
        };
      },
    },
    otherUser: {
      expected: adminOnly(200),
      prepare: async () => {
        const other = await otherAccount();
        return {
          request: {
            method: 'PUT',
            url: `${accounts}/${other.id}`,
            payload: { firstName: 'Anna', lastName: 'Zmieniona' },
          },
          secret: other.email,
          check: (response) => expect(response.json().lastName).toBe('Zmieniona'),
        };
      },
    },
  },
  'PATCH /api/v1/account/accounts/{id}/activate': {
    own: {
      expected: adminOnly(200),
      prepare: async (caller) => {
        const own = await ownAccount(caller);
        return {
          request: { method: 'PATCH', url: `${accounts}/${own.id}/activate` },
          session: own.session,
        };
      },
    },
    otherUser: {
      expected: adminOnly(200),
      prepare: async () => {
        const other = await otherAccount(false);
        return {
          request: { method: 'PATCH', url: `${accounts}/${other.id}/activate` },
          secret: other.email,
          check: (response) => expect(response.json().active).toBe(true),
        };
      },
    },
  },
  'PATCH /api/v1/account/accounts/{id}/deactivate': {
    // Nobody deactivates their own account: a conflict for the one role that may deactivate.
    own: {
      expected: adminOnly(409),
      prepare: async (caller) => {
        const own = await ownAccount(caller);
        return {
          request: {
            method: 'PATCH',
            url: `${accounts}/${own.id}/deactivate`,
            payload: { reason: 'Odejście z pracy' },
          },
          session: own.session,
        };
      },
    },
    otherUser: {
      expected: adminOnly(200),
      prepare: async () => {
        const other = await otherAccount();
        return {
          request: {
            method: 'PATCH',
            url: `${accounts}/${other.id}/deactivate`,
            payload: { reason: 'Odejście z pracy' },
          },
          secret: other.email,
          check: (response) => expect(response.json().active).toBe(false),
        };
      },
    },
  },
  'PATCH /api/v1/account/accounts/{id}/change-email': {
    own: {
      expected: signedIn(200),
      prepare: async (caller) => {
        const own = await ownAccount(caller);
        const email = `${unique('zmiana')}@hospital.test`;
        return {
          request: {
            method: 'PATCH',
            url: `${accounts}/${own.id}/change-email`,
            payload: { email, currentPassword: PASSWORD },
          },
          session: own.session,
          check: (response) => expect(response.json().email).toBe(email),
        };
      },
    },
    otherUser: {
      expected: adminOnly(200),
      prepare: async () => {
        const other = await otherAccount();
        const email = `${unique('zmiana')}@hospital.test`;
        return {
          request: {
            method: 'PATCH',
            url: `${accounts}/${other.id}/change-email`,
            payload: { email, currentPassword: PASSWORD },
          },
          secret: other.email,
          check: (response) => expect(response.json().email).toBe(email),
        };
      },
    },
  },
  'PATCH /api/v1/account/accounts/{id}/change-password': {
    own: {
      expected: signedIn(200),
      prepare: async (caller) => {
        const own = await ownAccount(caller);
        return {
          request: {
            method: 'PATCH',
            url: `${accounts}/${own.id}/change-password`,
            payload: {
              currentPassword: PASSWORD,
              newPassword1: NEW_PASSWORD,
              newPassword2: NEW_PASSWORD,
            },
          },
          session: own.session,
          check: (response) => expect(response.json().token).toEqual(expect.any(String)),
        };
      },
    },
    // Only the account itself: a central administrator sends a reset link instead.
    otherUser: {
      expected: {
        ROLE_CENTRAL_ADMINISTRATOR: 403,
        ROLE_REPORTER_PHYSICIAN: 403,
        ROLE_COORDINATOR: 403,
        ROLE_DATA_ADMINISTRATOR: 403,
        guest: 401,
      },
      prepare: async () => {
        const other = await otherAccount();
        return {
          request: {
            method: 'PATCH',
            url: `${accounts}/${other.id}/change-password`,
            payload: {
              currentPassword: PASSWORD,
              newPassword1: NEW_PASSWORD,
              newPassword2: NEW_PASSWORD,
            },
          },
          secret: other.email,
        };
      },
    },
  },

  // Hospitals, and hospital names for pickers.
  'GET /api/v1/hospital/hospitals': {
    list: {
      expected: adminOnly(200),
      prepare: async () => ({
        request: {
          method: 'GET',
          url: `${hospitals}?search=${encodeURIComponent(fixture.otherHospitalName)}`,
        },
        secret: fixture.otherHospitalName,
        check: (response) => expect(idsOf(response)).toEqual([fixture.otherHospital]),
      }),
    },
  },
  'POST /api/v1/hospital/hospitals': {
    create: {
      expected: adminOnly(201),
      prepare: async () => ({
        request: {
          method: 'POST',
          url: hospitals,
          payload: { name: unique('Szpital nowy '), shortName: unique('SN'), city: 'Gdańsk' },
        },
        check: (response) => expect(response.json().hospitalId).toEqual(expect.any(Number)),
      }),
    },
  },
  'POST /api/v1/hospital/hospitals/for-select': {
    // Without ids: those one may pick, every active one for a central administrator.
    pickable: {
      expected: signedIn(200),
      prepare: async () => ({
        request: { method: 'POST', url: `${hospitals}/for-select`, payload: { hospitals: null } },
        secret: fixture.otherHospitalName,
        check(response, caller) {
          const ids = idsOf(response);
          expect(ids).toContain(fixture.ownHospital);
          if (caller === 'ROLE_CENTRAL_ADMINISTRATOR') {
            expect(ids).toContain(fixture.otherHospital);
          } else {
            expect(ids).toEqual([fixture.ownHospital]);
            expect(response.body).not.toContain(fixture.otherHospitalName);
          }
        },
      }),
    },
    // Naming another hospital: never listed to anyone but a central administrator.
    named: {
      expected: signedIn(200),
      prepare: async () => ({
        request: {
          method: 'POST',
          url: `${hospitals}/for-select`,
          payload: { hospitals: [fixture.ownHospital, fixture.otherHospital] },
        },
        secret: fixture.otherHospitalName,
        check(response, caller) {
          if (caller === 'ROLE_CENTRAL_ADMINISTRATOR') {
            expect(idsOf(response).sort((a, b) => a - b)).toEqual(
              [fixture.ownHospital, fixture.otherHospital].sort((a, b) => a - b),
            );
          } else {
            expect(idsOf(response)).toEqual([fixture.ownHospital]);
            expect(response.body).not.toContain(fixture.otherHospitalName);
          }
        },
      }),
    },
  },
  'GET /api/v1/hospital/hospitals/{id}': {
    ownHospital: {
      expected: adminOnly(200),
      prepare: async () => ({
        request: { method: 'GET', url: `${hospitals}/${fixture.ownHospital}` },
        check: (response) => expect(response.json().id).toBe(fixture.ownHospital),
      }),
    },
    otherHospital: {
      expected: adminOnly(200),
      prepare: async () => ({
        request: { method: 'GET', url: `${hospitals}/${fixture.otherHospital}` },
        secret: fixture.otherHospitalName,
        check: (response) => expect(response.json().name).toBe(fixture.otherHospitalName),
      }),
    },
  },
  'PUT /api/v1/hospital/hospitals/{id}': {
    edit: {
      expected: adminOnly(200),
      prepare: async () => {
        const hospital = await throwawayHospital();
        return {
          request: {
            method: 'PUT',
            url: `${hospitals}/${hospital.id}`,
            payload: { name: hospital.name, shortName: unique('SZ'), city: 'Lublin' },
          },
          secret: hospital.name,
          check: (response) => expect(response.json().city).toBe('Lublin'),
        };
      },
    },
  },
  'PATCH /api/v1/hospital/hospitals/{id}/activate': {
    activate: {
      expected: adminOnly(200),
      prepare: async () => {
        const hospital = await throwawayHospital(false);
        return {
          request: { method: 'PATCH', url: `${hospitals}/${hospital.id}/activate` },
          secret: hospital.name,
          check: (response) => expect(response.json().active).toBe(true),
        };
      },
    },
  },
  'PATCH /api/v1/hospital/hospitals/{id}/deactivate': {
    deactivate: {
      expected: adminOnly(200),
      prepare: async () => {
        const hospital = await throwawayHospital();
        return {
          request: {
            method: 'PATCH',
            url: `${hospitals}/${hospital.id}/deactivate`,
            payload: { reason: 'Połączenie szpitali' },
          },
          secret: hospital.name,
          check: (response) => expect(response.json().active).toBe(false),
        };
      },
    },
  },

  // Disease categories.
  'GET /api/v1/category/categories': {
    list: {
      expected: adminOnly(200),
      prepare: async () => ({
        request: { method: 'GET', url: `${categories}?itemsPerPage=100` },
        secret: fixture.category.namePl,
        check: (response) => expect(idsOf(response)).toContain(fixture.category.id),
      }),
    },
  },
  'POST /api/v1/category/categories': {
    create: {
      expected: adminOnly(201),
      prepare: async () => ({
        request: {
          method: 'POST',
          url: categories,
          payload: { abbreviation: unique('KN'), namePl: 'Nowa', nameEn: 'New' },
        },
        check: (response) => expect(response.json().categoryId).toEqual(expect.any(Number)),
      }),
    },
  },
  'GET /api/v1/category/categories/{id}': {
    show: {
      expected: adminOnly(200),
      prepare: async () => ({
        request: { method: 'GET', url: `${categories}/${fixture.category.id}` },
        secret: fixture.category.namePl,
        check: (response) => expect(response.json().namePl).toBe(fixture.category.namePl),
      }),
    },
  },
  'PUT /api/v1/category/categories/{id}': {
    edit: {
      expected: adminOnly(200),
      prepare: async () => {
        const category = await throwawayCategory();
        return {
          request: {
            method: 'PUT',
            url: `${categories}/${category.id}`,
            payload: { abbreviation: unique('KZ'), namePl: category.namePl, nameEn: 'Changed' },
          },
          secret: category.namePl,
          check: (response) => expect(response.json().nameEn).toBe('Changed'),
        };
      },
    },
  },
  'PATCH /api/v1/category/categories/{id}/activate': {
    activate: {
      expected: adminOnly(200),
      prepare: async () => {
        const category = await throwawayCategory(false);
        return {
          request: { method: 'PATCH', url: `${categories}/${category.id}/activate` },
          secret: category.namePl,
          check: (response) => expect(response.json().active).toBe(true),
        };
      },
    },
  },
  'PATCH /api/v1/category/categories/{id}/deactivate': {
    deactivate: {
      expected: adminOnly(200),
      prepare: async () => {
        const category = await throwawayCategory();
        return {
          request: {
            method: 'PATCH',
            url: `${categories}/${category.id}/deactivate`,
            payload: { reason: 'Nieużywana' },
          },
          secret: category.namePl,
          check: (response) => expect(response.json().active).toBe(false),
        };
      },
    },
  },

  // Dictionaries: the administrator's screens, and the lookup every form uses.
  'GET /api/v1/dictionary/dictionaries/dictionaryTypes': {
    list: {
      expected: adminOnly(200),
      prepare: async () => ({
        request: { method: 'GET', url: `${dictionaries}/dictionaryTypes` },
        secret: DICTIONARY_NAME,
        check: (response) =>
          expect((response.json().data as { type: string }[]).map((row) => row.type)).toContain(
            DICTIONARY,
          ),
      }),
    },
  },
  'GET /api/v1/dictionary/dictionaries/entries': {
    list: {
      expected: adminOnly(200),
      prepare: async () => ({
        request: {
          method: 'GET',
          url: `${dictionaries}/entries?filters[type]=${DICTIONARY}&itemsPerPage=100`,
        },
        secret: fixture.inactiveEntry.description,
        check: (response) => expect(idsOf(response)).toContain(fixture.inactiveEntry.id),
      }),
    },
  },
  'GET /api/v1/dictionary/dictionaries/{type}/entries': {
    // Every signed-in user looks entries up; only a central administrator sees retired ones.
    lookup: {
      expected: signedIn(200),
      prepare: async () => ({
        request: { method: 'GET', url: `${dictionaries}/${DICTIONARY}/entries?itemsPerPage=100` },
        secret: fixture.inactiveEntry.description,
        check(response, caller) {
          const ids = idsOf(response);
          expect(ids).toContain(fixture.activeEntry.id);
          if (caller === 'ROLE_CENTRAL_ADMINISTRATOR') {
            expect(ids).toContain(fixture.inactiveEntry.id);
          } else {
            expect(ids).not.toContain(fixture.inactiveEntry.id);
            expect(response.body).not.toContain(fixture.inactiveEntry.description);
          }
        },
      }),
    },
  },
  'POST /api/v1/dictionary/dictionaries/{type}/entries': {
    create: {
      expected: adminOnly(201),
      prepare: async () => ({
        request: {
          method: 'POST',
          url: `${dictionaries}/${DICTIONARY}/entries`,
          payload: { value: unique('NW'), description: 'Nowy wpis' },
        },
        check: (response) => expect(response.json().description).toBe('Nowy wpis'),
      }),
    },
  },
  'PUT /api/v1/dictionary/dictionaries/{type}/entries/{id}': {
    edit: {
      expected: adminOnly(204),
      prepare: async () => {
        const entry = await dictionaryEntry(true);
        return {
          request: {
            method: 'PUT',
            url: `${dictionaries}/${DICTIONARY}/entries/${entry.id}`,
            payload: { description: 'Zmieniony opis' },
          },
          secret: entry.description,
          async check() {
            const row = await t.db
              .selectFrom('dictionary_entries')
              .select('description')
              .where('id', '=', entry.id)
              .executeTakeFirstOrThrow();
            expect(row.description).toBe('Zmieniony opis');
          },
        };
      },
    },
  },

  // The change log.
  'GET /api/v1/logger/logs': {
    list: {
      expected: adminOnly(200),
      prepare: async () => ({
        request: { method: 'GET', url: logs },
        check: (response) => expect(idsOf(response).length).toBeGreaterThan(0),
      }),
    },
  },
  'GET /api/v1/logger/logs/facets': {
    list: {
      expected: adminOnly(200),
      prepare: async () => ({
        request: { method: 'GET', url: `${logs}/facets` },
        check: (response) => expect(response.json()).toEqual(expect.any(Object)),
      }),
    },
  },
  'GET /api/v1/logger/logs/{id}': {
    show: {
      expected: adminOnly(200),
      prepare: async () => ({
        request: { method: 'GET', url: `${logs}/${fixture.auditId}` },
        check: (response) => expect(response.json().id).toBe(fixture.auditId),
      }),
    },
  },

  // The backup status.
  'GET /api/v1/backups': {
    show: {
      expected: adminOnly(200),
      prepare: async () => {
        const file = unique('matrix-backup-') + '.dump';
        const at = t.clock.now();
        await recordBackupRun(t.db, {
          trigger: 'command',
          startedAt: at,
          finishedAt: at,
          ok: true,
          file: `/srv/backups/${file}`,
          bytes: 1024,
          sha256: null,
          error: null,
        });
        return {
          request: { method: 'GET', url: '/api/v1/backups' },
          secret: file,
          check: (response) => expect(response.json().lastRun.file).toBe(file),
        };
      },
    },
  },

  // The information pages.
  'GET /api/v1/info/contact': {
    show: {
      expected: signedIn(200),
      prepare: async () => ({
        request: { method: 'GET', url: '/api/v1/info/contact' },
        // This app sets no CONTACT_*: nothing made up in their place.
        check: (response) => expect(response.json()).toEqual({}),
      }),
    },
  },
} satisfies RouteTable<typeof ADMIN_ACCESS_ROUTES, Record<string, Scenario>>;

/** A refused call answers the error body of the design and nothing else. */
function expectErrorBodyOnly(response: LightMyRequestResponse, status: number, secret?: string) {
  const body = response.json() as Record<string, unknown>;
  expect(Object.keys(body).filter((key) => !ERROR_FIELDS.includes(key))).toEqual([]);
  expect(body).toMatchObject({
    code: expect.any(String),
    message: expect.any(String),
    correlationId: response.headers['x-correlation-id'],
  });
  if (status === 401) expect(body.code).toBe('unauthorized');
  if (status === 403) expect(body.code).toBe('forbidden');
  if (secret) expect(response.body).not.toContain(secret);
}

describe('administration, account and sign-in API access matrix', () => {
  beforeAll(async () => {
    fixture.ownHospital = await addHospital(t.db, { name: 'Szpital własny macierzy' });
    fixture.otherHospitalName = 'Szpital obcy macierzy';
    fixture.otherHospital = await addHospital(t.db, { name: fixture.otherHospitalName });
    for (const role of CALLERS) {
      if (role === 'guest') continue;
      sessions[role] = await signInAs(t, role, {
        hospitals: role === 'ROLE_CENTRAL_ADMINISTRATOR' ? [] : [fixture.ownHospital],
      });
    }
    fixture.target = await otherAccount(true, 'Celownikowska');
    fixture.category = await throwawayCategory();
    await t.db
      .insertInto('dictionary_types')
      .values({ code: DICTIONARY, name_pl: 'Narządy macierzy', name_en: DICTIONARY_NAME })
      .execute();
    fixture.activeEntry = await dictionaryEntry(true);
    fixture.inactiveEntry = await dictionaryEntry(false);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    fixture.auditId = Number(audit.id);
  });

  it('has an entry for every route it covers in the API, and no entry without a route', async () => {
    const documented = Object.keys(await documentedOperations(t, '/api/'));
    const covered = new Set<string>(ADMIN_ACCESS_ROUTES);
    expect(Object.keys(ROUTES).sort()).toEqual(
      documented.filter((route) => covered.has(route)).sort(),
    );
    expect(Object.keys(ROUTES).sort()).toEqual([...ADMIN_ACCESS_ROUTES].sort());
  });

  const cases = Object.entries(ROUTES).flatMap(([key, scenarios]) =>
    Object.keys(scenarios).flatMap((scenario) =>
      CALLERS.map((caller) => [key, scenario, caller] as const),
    ),
  );

  it.each(cases)('%s (%s) as %s', async (key, scenarioName, caller) => {
    const scenario = ROUTES[key]![scenarioName]!;
    const prepared = await scenario.prepare(caller);
    const session = caller === 'guest' ? undefined : (prepared.session ?? sessions[caller]);
    const auditBefore = await auditCount(t.db);
    const response = await t.app.inject({
      method: prepared.request.method,
      url: prepared.request.url,
      headers: session?.headers ?? { 'accept-language': 'en' },
      ...(prepared.request.payload ? { payload: prepared.request.payload } : {}),
    });
    const expected = scenario.expected[caller];
    expect(response.statusCode, response.body).toBe(expected);
    if (expected < 300) {
      await prepared.check?.(response, caller);
      return;
    }
    expectErrorBodyOnly(response, expected, prepared.secret);
    if (prepared.request.method !== 'GET') expect(await auditCount(t.db)).toBe(auditBefore);
  });
});
