/**
 * The change log: only central administrators read it; filters, order and facets; it shows
 * the old and new values that a change wrote; the database keeps it append-only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Role, ROLES } from '../../domain/roles';
import { bearer, createAccount, login, useTestApp } from './helpers';

const t = useTestApp();

const base = '/api/v1/logger/logs';
const OTHER_ROLES = ROLES.filter((role) => role !== 'ROLE_CENTRAL_ADMINISTRATOR');

const sessions = {} as Record<Role, Record<string, string>>;
const admin = () => sessions.ROLE_CENTRAL_ADMINISTRATOR;
let adminId: number;
let probeIds: number[] = [];

interface LogEntry {
  id: number;
  at: string;
  accountId: number | null;
  accountName: string | null;
  accountEmail: string | null;
  action: string;
  path: string | null;
  objectType: string | null;
  objectId: string | null;
  changes: Record<string, { old: unknown; new: unknown }> | null;
  correlationId: string | null;
}

async function list(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `${base}?${query}`, headers: admin() });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: LogEntry[]; totalItems: number };
}

/**
 * Rows written straight into the log around the Warsaw midnights of 2 March 2026 (UTC+1):
 * 23:00 UTC on 1 March is already 2 March in Warsaw, 23:00 UTC on 2 March is 3 March.
 */
const PROBES = [
  { at: '2026-03-01T22:59:59Z', action: 'probe_create', object_type: 'probe', object_id: 'p1' },
  { at: '2026-03-01T23:00:00Z', action: 'probe_create', object_type: 'probe', object_id: 'p2' },
  { at: '2026-03-02T12:00:00Z', action: 'probe_update', object_type: 'probe', object_id: 'p2' },
  {
    at: '2026-03-02T22:59:59Z',
    action: 'probe_update',
    object_type: 'probeOther',
    object_id: 'p3',
  },
  { at: '2026-03-02T23:00:00Z', action: 'probe_delete', object_type: 'probe', object_id: 'p1' },
];

beforeAll(async () => {
  for (const role of ROLES) {
    const account = await createAccount(t.db, {
      role,
      firstName: 'Ewa',
      lastName: role === 'ROLE_CENTRAL_ADMINISTRATOR' ? 'Kowalska' : 'Zielińska',
    });
    if (role === 'ROLE_CENTRAL_ADMINISTRATOR') adminId = account.id;
    const { token } = await login(t.app, account.email);
    sessions[role] = { ...bearer(token), 'accept-language': 'en' };
  }
  const rows = await t.db
    .insertInto('audit_log')
    .values(
      PROBES.map((probe, index) => ({
        ...probe,
        account_id: index % 2 === 0 ? adminId : null,
        path: `/api/v1/probe/${probe.object_id}`,
        changes: JSON.stringify({ step: { old: index, new: index + 1 } }),
        correlation_id: `probe-${index}`,
      })),
    )
    .returning('id')
    .execute();
  probeIds = rows.map((row) => Number(row.id));
});

describe('access', () => {
  const routes = () => [`${base}`, `${base}/facets`, `${base}/${probeIds[0]}`];

  it('answers 401 without a token', async () => {
    for (const url of routes()) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('refuses the log to every role but the central administrator', async () => {
    for (const role of OTHER_ROLES) {
      for (const url of routes()) {
        const response = await t.app.inject({ method: 'GET', url, headers: sessions[role] });
        expect(response.statusCode, `${role} ${url}`).toBe(403);
        expect(response.json().message).toBe('Missing permissions');
      }
    }
  });

  it('lets the central administrator read the list, one entry and the facets', async () => {
    for (const url of routes()) {
      const response = await t.app.inject({ method: 'GET', url, headers: admin() });
      expect(response.statusCode, url).toBe(200);
    }
  });
});

describe('GET /logs', () => {
  it('lists newest first, with the acting account', async () => {
    const { data, totalItems } = await list(
      'filters[objectType][]=probe&filters[objectType][]=probeOther',
    );
    expect(totalItems).toBe(5);
    expect(data.map((entry) => entry.id)).toEqual([...probeIds].reverse());
    expect(data.at(-1)).toEqual({
      id: probeIds[0],
      at: '2026-03-01T22:59:59.000Z',
      accountId: adminId,
      accountName: 'Ewa Kowalska',
      accountEmail: expect.stringContaining('@hospital.test'),
      action: 'probe_create',
      path: '/api/v1/probe/p1',
      objectType: 'probe',
      objectId: 'p1',
      changes: { step: { old: 0, new: 1 } },
      correlationId: 'probe-0',
    });
    expect(data.find((entry) => entry.id === probeIds[1])).toMatchObject({
      accountId: null,
      accountName: null,
      accountEmail: null,
    });
  });

  it('sorts oldest first or by action when asked', async () => {
    const ascending = await list('filters[objectType]=probe&sorts[at]=asc');
    expect(ascending.data.map((entry) => entry.objectId)).toEqual(['p1', 'p2', 'p2', 'p1']);
    const byAction = await list('filters[objectType]=probe&sorts[action]=asc');
    expect(byAction.data.map((entry) => entry.action)).toEqual([
      'probe_create',
      'probe_create',
      'probe_delete',
      'probe_update',
    ]);
    // Within one action, newest first.
    expect(byAction.data[0]!.id).toBe(probeIds[1]);
  });

  it('filters by action, object type, object id and account', async () => {
    expect((await list('filters[action]=probe_update')).data.map((e) => e.id)).toEqual([
      probeIds[3],
      probeIds[2],
    ]);
    expect((await list('filters[objectType]=probeOther')).data.map((e) => e.id)).toEqual([
      probeIds[3],
    ]);
    expect(
      (await list('filters[objectType]=probe&filters[objectId]=p1')).data.map((e) => e.id),
    ).toEqual([probeIds[4], probeIds[0]]);
    const byAccount = await list(
      `filters[accountId]=${adminId}&filters[action][]=probe_create&filters[action][]=probe_update&filters[action][]=probe_delete`,
    );
    expect(byAccount.data.map((e) => e.id)).toEqual([probeIds[4], probeIds[2], probeIds[0]]);
  });

  it('filters by Warsaw calendar days, both ends included', async () => {
    const day = await list(
      'filters[from]=2026-03-02&filters[to]=2026-03-02&filters[action][]=probe_create&filters[action][]=probe_update&filters[action][]=probe_delete',
    );
    expect(day.data.map((e) => e.id)).toEqual([probeIds[3], probeIds[2], probeIds[1]]);
    const from = await list('filters[from]=2026-03-03&filters[objectType]=probe');
    expect(from.data.map((e) => e.id)).toEqual([probeIds[4]]);
    const to = await list('filters[to]=2026-03-01&filters[objectType]=probe');
    expect(to.data.map((e) => e.id)).toEqual([probeIds[0]]);
  });

  it('searches the path and the object id', async () => {
    expect((await list('search=/probe/P3')).data.map((e) => e.id)).toEqual([probeIds[3]]);
    expect((await list('search=%')).totalItems).toBe(0);
  });

  it('answers 400 for a malformed day, account id or an unknown filter', async () => {
    for (const query of [
      'filters[from]=2026-02-30',
      'filters[to]=yesterday',
      'filters[accountId]=abc',
      'filters[hospital]=1',
      'sorts[path]=asc',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${base}?${query}`,
        headers: admin(),
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('GET /logs/{id} and GET /logs/facets', () => {
  it('answers one entry, 404 for none and 400 for an id that is not a number', async () => {
    const one = await t.app.inject({
      method: 'GET',
      url: `${base}/${probeIds[3]}`,
      headers: admin(),
    });
    expect(one.json()).toMatchObject({ id: probeIds[3], action: 'probe_update', objectId: 'p3' });
    const none = await t.app.inject({ method: 'GET', url: `${base}/999999999`, headers: admin() });
    expect(none.statusCode).toBe(404);
    const word = await t.app.inject({ method: 'GET', url: `${base}/latest`, headers: admin() });
    expect(word.statusCode).toBe(400);
  });

  it('lists the actions and object types present in the log', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${base}/facets`, headers: admin() });
    const facets = response.json() as { actions: string[]; objectTypes: string[] };
    expect(facets.actions).toEqual(
      expect.arrayContaining(['probe_create', 'probe_delete', 'probe_update']),
    );
    expect(facets.actions).toEqual([...facets.actions].sort());
    expect(new Set(facets.actions).size).toBe(facets.actions.length);
    expect(facets.objectTypes).toEqual(expect.arrayContaining(['probe', 'probeOther']));
  });
});

describe('what a change leaves in the log', () => {
  it("shows an account change's old and new values and who made it", async () => {
    const subject = await createAccount(t.db, { firstName: 'Jan', lastName: 'Wójcik' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/account/accounts/${subject.id}`,
      headers: admin(),
      payload: { firstName: 'Janusz', lastName: 'Wójcik', phone: '+48600100200' },
    });
    expect(response.statusCode).toBe(200);
    const { data } = await list(
      `filters[objectType]=account&filters[objectId]=${subject.id}&filters[action]=account_update`,
    );
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      accountId: adminId,
      accountName: 'Ewa Kowalska',
      path: `/api/v1/account/accounts/${subject.id}`,
      changes: {
        firstName: { old: 'Jan', new: 'Janusz' },
        phone: { old: null, new: '+48600100200' },
      },
    });
    expect(data[0]!.changes).not.toHaveProperty('lastName');
    expect(data[0]!.at).toBe(t.clock.now().toISOString());
  });

  it('is append-only: the database refuses an UPDATE and a DELETE', async () => {
    const id = probeIds[0]!;
    await expect(
      t.db.updateTable('audit_log').set({ action: 'tampered' }).where('id', '=', id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('audit_log').where('id', '=', id).execute()).rejects.toThrow(
      /append-only/,
    );
    const row = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.action).toBe('probe_create');
  });
});
