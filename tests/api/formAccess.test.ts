/**
 * The access matrix of the protocol form API: every route under /api/v1/form, for each of the
 * four roles, on a patient of the caller's own hospital, on one of another hospital, on the form
 * of a protocol the caller does not hold, and on the form of a protocol the patient does not
 * have. Who may act comes from the permission table of domain/ (reporter physicians and
 * coordinators save, everyone reads); scoping is asserted by hand: a patient outside the caller's
 * hospitals is a 404 "Patient does not exist", and a form of a protocol the caller does not hold,
 * or the patient does not have, a 404 "The form does not exist". A stored definition version
 * names no patient: only the protocol counts.
 *
 * The matrix is checked against the OpenAPI document: a form route added later without an entry
 * here fails the first test.
 */
import { type LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type PermissionQuery, canAccess } from '../../domain/permissions';
import { CENTRAL_ADMINISTRATOR, type Role } from '../../domain/roles';
import { FORM_FIXTURES } from '../../demo/forms';
import { type Session, addHospital, documentedOperations, signInAs } from './administration';
import type { FORM_ACCESS_ROUTES, RouteTable } from './accessRoutes';
import { useTestApp } from './helpers';
import { addPatient } from './patients';

const ROLES: readonly Role[] = [
  'ROLE_CENTRAL_ADMINISTRATOR',
  'ROLE_REPORTER_PHYSICIAN',
  'ROLE_COORDINATOR',
  'ROLE_DATA_ADMINISTRATOR',
];

/** Where the form under test lies, seen from the caller. */
const SCENARIOS = ['ownHospital', 'otherHospital', 'otherProtocol', 'protocolNotAssigned'] as const;
type Scenario = (typeof SCENARIOS)[number];

/** The caller holds STS and WT; the patient carries STS and ALL. */
const HELD = 'STS';
const HELD_NOT_ASSIGNED = 'WT';
const NOT_HELD = 'ALL';

const PROTOCOL_OF: Record<Scenario, 'STS' | 'WT' | 'ALL'> = {
  ownHospital: HELD,
  otherHospital: HELD,
  otherProtocol: NOT_HELD,
  protocolNotAssigned: HELD_NOT_ASSIGNED,
};

interface Request {
  method: 'GET' | 'POST';
  url: string;
  payload?: object;
}

interface RouteCase {
  permission: PermissionQuery;
  request(patientId: number, scenario: Scenario): Request;
  /** Whether the route names one form (a 404 for a form the caller may not see). */
  namesForm: boolean;
  /** False for a route about a form alone, whatever patient the scenario has. */
  namesPatient?: boolean;
  check?(response: LightMyRequestResponse, scenario: Scenario, role: Role): void;
}

const formPath = (patientId: number, scenario: Scenario) =>
  `/api/v1/form/forms/${PROTOCOL_OF[scenario]}-basic/protocol-form-data/${patientId}`;

const ROUTES: Record<string, RouteCase> = {
  'GET /api/v1/form/patient-forms/{patientId}': {
    permission: { resource: 'protocolForms', action: 'list' },
    request: (patientId) => ({ method: 'GET', url: `/api/v1/form/patient-forms/${patientId}` }),
    namesForm: false,
    check(response, _scenario, role) {
      const protocols = (response.json() as { protocol: string }[]).map((row) => row.protocol);
      expect(protocols).toEqual(
        role === CENTRAL_ADMINISTRATOR ? [HELD, HELD, NOT_HELD, NOT_HELD] : [HELD, HELD],
      );
    },
  },
  'GET /api/v1/form/forms/{formId}/protocol-form-data/{id}': {
    permission: { resource: 'protocolForms', action: 'show' },
    request: (patientId, scenario) => ({ method: 'GET', url: formPath(patientId, scenario) }),
    namesForm: true,
    check: (response) => expect(response.json()).toMatchObject({ version: 0, formData: {} }),
  },
  'POST /api/v1/form/forms/{formId}/protocol-form-data/{id}': {
    permission: { resource: 'protocolForms', action: 'edit' },
    request: (patientId, scenario) => ({
      method: 'POST',
      url: formPath(patientId, scenario),
      payload: { formData: FORM_FIXTURES[PROTOCOL_OF[scenario]].basic.valid, version: 0 },
    }),
    namesForm: true,
    check: (response) => expect(response.json().version).toBe(1),
  },
  'GET /api/v1/form/forms/{formId}/definitions/{version}': {
    permission: { resource: 'protocolForms', action: 'show' },
    request: (_patientId, scenario) => ({
      method: 'GET',
      url: `/api/v1/form/forms/${PROTOCOL_OF[scenario]}-basic/definitions/1`,
    }),
    namesForm: true,
    namesPatient: false,
    check: (response) => expect(response.json()).toMatchObject({ version: 1, type: 'basic' }),
  },
} satisfies RouteTable<typeof FORM_ACCESS_ROUTES, RouteCase>;

/** The status a role must get for a route in a scenario. */
function expectedStatus(route: RouteCase, role: Role, scenario: Scenario): number {
  if (!canAccess(role, route.permission)) return 403;
  const namesPatient = route.namesPatient ?? true;
  if (namesPatient && scenario === 'otherHospital' && role !== CENTRAL_ADMINISTRATOR) return 404;
  if (!route.namesForm) return 200;
  if (namesPatient && scenario === 'protocolNotAssigned') return 404;
  if (scenario === 'otherProtocol' && role !== CENTRAL_ADMINISTRATOR) return 404;
  return 200;
}

describe('protocol form API access matrix', () => {
  const t = useTestApp();
  const sessions = {} as Record<Role, Session>;
  let ownHospital: number;
  let otherHospital: number;

  beforeAll(async () => {
    ownHospital = await addHospital(t.db, { name: 'Szpital własny' });
    otherHospital = await addHospital(t.db, { name: 'Szpital obcy' });
    for (const role of ROLES) {
      sessions[role] = await signInAs(t, role, {
        hospitals: role === CENTRAL_ADMINISTRATOR ? [] : [ownHospital],
        protocols: role === CENTRAL_ADMINISTRATOR ? [] : [HELD, HELD_NOT_ASSIGNED],
      });
    }
  });

  /** A fresh patient for one call, with nothing saved yet. */
  async function patientFor(scenario: Scenario): Promise<number> {
    const hospital = scenario === 'otherHospital' ? otherHospital : ownHospital;
    const patient = await addPatient(t.db, { hospitals: [hospital], protocols: [HELD, NOT_HELD] });
    return patient.id;
  }

  const send = (session: Session | undefined, request: Request) =>
    t.app.inject({
      method: request.method,
      url: request.url,
      headers: session?.headers ?? { 'accept-language': 'en' },
      ...(request.payload ? { payload: request.payload } : {}),
    });

  it('has an entry for every form route of the API, and no entry without a route', async () => {
    const documented = Object.keys(await documentedOperations(t, '/api/v1/form')).sort();
    expect(Object.keys(ROUTES).sort()).toEqual(documented);
  });

  it.each(Object.keys(ROUTES))('%s answers 401 without a token', async (key) => {
    const request = ROUTES[key]!.request(await patientFor('ownHospital'), 'ownHospital');
    const response = await send(undefined, request);
    expect(response.statusCode).toBe(401);
  });

  it('tells a caller who may not save so before looking at the body', async () => {
    const patientId = await patientFor('ownHospital');
    const response = await send(sessions.ROLE_DATA_ADMINISTRATOR, {
      method: 'POST',
      url: formPath(patientId, 'ownHospital'),
      payload: { formData: [], version: -1 },
    });
    expect(response.statusCode).toBe(403);
    const allowed = await send(sessions.ROLE_COORDINATOR, {
      method: 'POST',
      url: formPath(patientId, 'ownHospital'),
      payload: { formData: [], version: -1 },
    });
    expect(allowed.statusCode).toBe(400);
  });

  const cases = Object.keys(ROUTES).flatMap((key) =>
    ROLES.flatMap((role) => SCENARIOS.map((scenario) => [key, role, scenario] as const)),
  );

  it.each(cases)('%s as %s on %s', async (key, role, scenario) => {
    const route = ROUTES[key]!;
    const patientId = await patientFor(scenario);
    const response = await send(sessions[role], route.request(patientId, scenario));
    const expected = expectedStatus(route, role, scenario);
    expect(response.statusCode, response.body).toBe(expected);
    if (expected === 404) {
      expect(response.json().message).toBe(
        scenario === 'otherHospital' ? 'Patient does not exist' : 'The form does not exist',
      );
    }
    if (expected === 200) route.check?.(response, scenario, role);
  });
});
