/**
 * The access matrix of the export API: every route under /api/v1/export, for each of the four
 * roles, over a patient of the caller's hospital and one of another hospital. Who may call comes
 * from the permission table (every role exports pseudonymised; identifiable exports are for
 * central and data administrators); what a caller gets is asserted by hand: the own hospital's
 * patient, never the other one (both for a central administrator).
 */
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { canAccess } from '../../domain/permissions';
import { CENTRAL_ADMINISTRATOR, type Role } from '../../domain/roles';
import type { EXPORT_ACCESS_ROUTES, RouteTable } from './accessRoutes';
import { type Session, addHospital, documentedOperations, signInAs } from './administration';
import { useTestApp } from './helpers';
import { addPatient } from './patients';

const ROLES: readonly Role[] = [
  'ROLE_CENTRAL_ADMINISTRATOR',
  'ROLE_REPORTER_PHYSICIAN',
  'ROLE_COORDINATOR',
  'ROLE_DATA_ADMINISTRATOR',
];

interface RouteCase {
  method: 'GET' | 'POST';
  url: string;
  payload?: object;
  /** Bearer-authenticated (the download link is not: its token is the credential). */
  bearer: boolean;
  check(response: { statusCode: number; rawPayload: Buffer; json(): unknown }, sees: number): void;
}

const patientsInZip = (raw: Buffer) =>
  new TextDecoder()
    .decode(unzipSync(new Uint8Array(raw))['patients.csv'])
    .trim()
    .split('\r\n').length - 1;

const ROUTES: RouteTable<typeof EXPORT_ACCESS_ROUTES, RouteCase> = {
  'GET /api/v1/export/options': {
    method: 'GET',
    url: '/api/v1/export/options',
    bearer: true,
    check(response, sees) {
      const body = response.json() as { hospitals: unknown[] };
      expect(body.hospitals.length >= sees).toBe(true);
    },
  },
  'GET /api/v1/export/summary': {
    method: 'GET',
    url: '/api/v1/export/summary?pseudonymised=true',
    bearer: true,
    check(response, sees) {
      expect((response.json() as { patients: number }).patients).toBe(sees);
    },
  },
  'GET /api/v1/export/registry.zip': {
    method: 'GET',
    url: '/api/v1/export/registry.zip?pseudonymised=true',
    bearer: true,
    check(response, sees) {
      expect(patientsInZip(response.rawPayload)).toBe(sees);
    },
  },
  'GET /api/v1/export/forms/{formId}': {
    method: 'GET',
    url: '/api/v1/export/forms/STS-basic.csv?pseudonymised=true',
    bearer: true,
    check(response) {
      expect(response.statusCode).toBe(200);
    },
  },
  'POST /api/v1/export/downloads': {
    method: 'POST',
    url: '/api/v1/export/downloads',
    payload: { file: 'registry.zip', pseudonymised: true, dialect: 'csv' },
    bearer: true,
    check(response) {
      expect((response.json() as { url: string }).url).toMatch(/^\/api\/v1\/export\/downloads\//);
    },
  },
  'GET /api/v1/export/downloads/{token}': {
    method: 'GET',
    url: '/api/v1/export/downloads/not-a-token-that-was-ever-made',
    bearer: false,
    check(response) {
      expect(response.statusCode).toBe(404);
    },
  },
};

describe('export API access matrix', () => {
  const t = useTestApp();
  const sessions = {} as Record<Role, Session>;

  beforeAll(async () => {
    const own = await addHospital(t.db, { name: 'Szpital własny', shortName: 'AAA' });
    const other = await addHospital(t.db, { name: 'Szpital obcy', shortName: 'ZZZ' });
    for (const role of ROLES) {
      sessions[role] = await signInAs(t, role, {
        hospitals: role === CENTRAL_ADMINISTRATOR ? [] : [own],
        protocols: role === CENTRAL_ADMINISTRATOR ? [] : ['STS'],
      });
    }
    await addPatient(t.db, { hospitals: [own], protocols: ['STS'] });
    await addPatient(t.db, { hospitals: [other], protocols: ['STS'] });
  });

  it('has an entry for every export route of the API, and no entry without a route', async () => {
    const documented = Object.keys(await documentedOperations(t, '/api/v1/export')).sort();
    expect(Object.keys(ROUTES).sort()).toEqual(documented);
  });

  it.each(Object.keys(ROUTES).filter((key) => ROUTES[key as keyof typeof ROUTES].bearer))(
    '%s answers 401 without a token',
    async (key) => {
      const route = ROUTES[key as keyof typeof ROUTES];
      const response = await t.app.inject({
        method: route.method,
        url: route.url,
        payload: route.payload,
      });
      expect(response.statusCode).toBe(401);
    },
  );

  const cases = Object.keys(ROUTES).flatMap((key) => ROLES.map((role) => [key, role] as const));

  it.each(cases)('%s as %s', async (key, role) => {
    const route = ROUTES[key as keyof typeof ROUTES];
    const response = await t.app.inject({
      method: route.method,
      url: route.url,
      payload: route.payload,
      headers: route.bearer ? sessions[role].headers : {},
    });
    const allowed = !route.bearer || canAccess(role, { resource: 'exports', action: 'show' });
    if (!allowed) expect(response.statusCode).toBe(403);
    else route.check(response, role === CENTRAL_ADMINISTRATOR ? 2 : 1);
  });

  it.each(ROLES)('an identifiable export as %s follows the permission table', async (role) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/export/summary?pseudonymised=false',
      headers: sessions[role].headers,
    });
    const allowed = canAccess(role, { resource: 'identifiableExports', action: 'show' });
    expect(response.statusCode).toBe(allowed ? 200 : 403);
    expect(allowed).toBe(role === CENTRAL_ADMINISTRATOR || role === 'ROLE_DATA_ADMINISTRATOR');
  });
});
