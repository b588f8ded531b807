/**
 * The access matrix of the report API: every route under /api/v1/reports, for each of the four
 * roles, over a registry with a patient of the caller's own hospital and one of another hospital,
 * each carrying a protocol the caller holds, and the own one also a protocol the caller does not
 * hold. Who may call comes from the permission table of domain/ (every role may see the
 * data-quality report today); what a caller sees is asserted by hand: the own hospital's held
 * protocol appears, the other hospital and the protocol not held never do (both for a central
 * administrator), in the JSON and in the CSV alike, and naming them is a 400.
 *
 * The matrix is checked against the OpenAPI document: a report route added later without an
 * entry here fails the first test.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type DataQualityReport } from '../../domain/dataQuality';
import { type PermissionQuery, canAccess } from '../../domain/permissions';
import { CENTRAL_ADMINISTRATOR, type Role } from '../../domain/roles';
import { type Session, addHospital, documentedOperations, signInAs } from './administration';
import type { REPORT_ACCESS_ROUTES, RouteTable } from './accessRoutes';
import { useTestApp } from './helpers';
import { addPatient } from './patients';

const ROLES: readonly Role[] = [
  'ROLE_CENTRAL_ADMINISTRATOR',
  'ROLE_REPORTER_PHYSICIAN',
  'ROLE_COORDINATOR',
  'ROLE_DATA_ADMINISTRATOR',
];

/** The caller holds STS; the own patient carries STS and ALL, the other one STS. */
const HELD = 'STS';
const NOT_HELD = 'ALL';

interface Fixture {
  ownHospital: number;
  otherHospital: number;
}

type Sees = 'everything' | 'own';

interface RouteCase {
  permission: PermissionQuery;
  url: string;
  /** Rows as [hospital, protocol] the caller must see, in the report's order. */
  rows(fixture: Fixture, sees: Sees): [number, string][];
}

const ROUTES: Record<string, RouteCase> = {
  'GET /api/v1/reports/data-quality': {
    permission: { resource: 'dataQuality', action: 'show' },
    url: '/api/v1/reports/data-quality',
    rows: (fixture, sees) =>
      sees === 'everything'
        ? [
            [fixture.ownHospital, HELD],
            [fixture.ownHospital, NOT_HELD],
            [fixture.otherHospital, HELD],
          ]
        : [[fixture.ownHospital, HELD]],
  },
} satisfies RouteTable<typeof REPORT_ACCESS_ROUTES, RouteCase>;

describe('report API access matrix', () => {
  const t = useTestApp();
  const sessions = {} as Record<Role, Session>;
  const fixture = {} as Fixture;

  beforeAll(async () => {
    fixture.ownHospital = await addHospital(t.db, { name: 'Szpital własny', shortName: 'AAA' });
    fixture.otherHospital = await addHospital(t.db, { name: 'Szpital obcy', shortName: 'ZZZ' });
    for (const role of ROLES) {
      sessions[role] = await signInAs(t, role, {
        hospitals: role === CENTRAL_ADMINISTRATOR ? [] : [fixture.ownHospital],
        protocols: role === CENTRAL_ADMINISTRATOR ? [] : [HELD],
      });
    }
    await addPatient(t.db, { hospitals: [fixture.ownHospital], protocols: [HELD, NOT_HELD] });
    await addPatient(t.db, { hospitals: [fixture.otherHospital], protocols: [HELD] });
  });

  it('has an entry for every report route of the API, and no entry without a route', async () => {
    const documented = Object.keys(await documentedOperations(t, '/api/v1/reports')).sort();
    expect(Object.keys(ROUTES).sort()).toEqual(documented);
  });

  it.each(Object.keys(ROUTES))('%s answers 401 without a token', async (key) => {
    const response = await t.app.inject({
      method: 'GET',
      url: ROUTES[key]!.url,
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized' });
  });

  const cases = Object.keys(ROUTES).flatMap((key) => ROLES.map((role) => [key, role] as const));

  it.each(cases)('%s as %s', async (key, role) => {
    const route = ROUTES[key]!;
    const sees: Sees = role === CENTRAL_ADMINISTRATOR ? 'everything' : 'own';
    const get = (query: string) =>
      t.app.inject({ method: 'GET', url: `${route.url}${query}`, headers: sessions[role].headers });
    const response = await get('');
    const allowed = canAccess(role, route.permission);
    expect(response.statusCode, response.body).toBe(allowed ? 200 : 403);
    if (!allowed) return;
    const expected = route.rows(fixture, sees);
    const { rows } = response.json<DataQualityReport>();
    expect(rows.map((row) => [row.hospitalId, row.protocol])).toEqual(expected);

    const csv = await get('?format=csv');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n').slice(1);
    expect(lines.map((line) => line.split(',').slice(0, 4))).toEqual(
      expected.map(([hospital, protocol]) => [
        String(hospital),
        hospital === fixture.ownHospital ? 'AAA' : 'ZZZ',
        hospital === fixture.ownHospital ? 'Szpital własny' : 'Szpital obcy',
        protocol,
      ]),
    );

    const outside = [
      [`?hospitals[]=${fixture.otherHospital}`, 'hospitals'],
      [`?protocols[]=${NOT_HELD}`, 'protocols'],
    ] as const;
    for (const [query, field] of outside) {
      const answer = await get(query);
      if (sees === 'everything') {
        expect(answer.statusCode).toBe(200);
      } else {
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({ details: { [field]: [expect.any(String)] } });
      }
    }
  });
});
