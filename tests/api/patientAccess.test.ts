/**
 * The access matrix of the patient API: every route under /api/v1/patient, for each of the four
 * roles, on a patient of the caller's own hospital, on one of another hospital, and on a protocol
 * the caller does not hold. Who may act comes from the permission table of domain/ (so the matrix
 * follows it when it changes); scoping is asserted here by hand: a patient outside the caller's
 * hospitals is a 404 "Patient does not exist", exactly like one that does not exist, and a
 * protocol the caller does not hold is invisible.
 *
 * The matrix is checked against the OpenAPI document: a patient route added later without an
 * entry here fails the first test.
 */
import { type LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type PermissionQuery, canAccess } from '../../domain/permissions';
import { encodePesel } from '../../domain/pesel';
import { CENTRAL_ADMINISTRATOR, type Role } from '../../domain/roles';
import { type Session, addHospital, documentedOperations, signInAs } from './administration';
import type { PATIENT_ACCESS_ROUTES, RouteTable } from './accessRoutes';
import { useTestApp } from './helpers';
import { addPatient } from './patients';

const ROLES: readonly Role[] = [
  'ROLE_CENTRAL_ADMINISTRATOR',
  'ROLE_REPORTER_PHYSICIAN',
  'ROLE_COORDINATOR',
  'ROLE_DATA_ADMINISTRATOR',
];

/** Where the record under test lies, seen from the caller. */
type Scenario = 'ownHospital' | 'otherHospital' | 'otherProtocol';

/** The caller holds STS and WT; the patient carries STS and ALL. */
const HELD = 'STS';
const ADDABLE = 'WT';
const NOT_HELD = 'ALL';
const NOT_HELD_ADDABLE = 'AML';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

interface Fixture {
  patientId: number;
  pesel: string;
  /** A Polish passport number, the patient's alone. */
  passportNumber: string;
  lastName: string;
  birthDate: string;
  /** The caller's hospital and one they do not hold, for the create payloads. */
  ownHospital: number;
  otherHospital: number;
  /** The patient's first hospital (the caller's own, or the other one). */
  firstHospital: number;
  heldProtocolId: number;
  notHeldProtocolId: number;
  flagId: number;
  consentId: number;
  attachmentId: number;
  /** A second hospital, of the caller or not: the one to add, and to remove. */
  secondHospital: number;
}

interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
  multipart?: Record<string, string | { name: string; content: Buffer; type: string }>;
}

interface RouteCase {
  permission: PermissionQuery;
  request(fixture: Fixture, scenario: Scenario): Request;
  /** The status of a permitted call on a record in scope. */
  success: number;
  /** False for the calls that name no patient (the list, PESEL details, categories). */
  scoped: boolean;
  /** The status for a protocol the caller does not hold; routes about protocols only. */
  otherProtocol?: number;
  /** What a permitted caller must (not) see in the answer. */
  check?(response: LightMyRequestResponse, fixture: Fixture, scenario: Scenario, role: Role): void;
}

const patientPath = (fixture: Fixture) => `/api/v1/patient/patients/${fixture.patientId}`;

const patientFields = (fixture: Fixture) => ({
  firstName: 'Zofia',
  lastName: fixture.lastName,
  gender: 'Female',
  birthDate: fixture.birthDate,
  nationality: 'PL',
  pesel: fixture.pesel,
  passportNumber: null,
  residenceStreet: 'ul. Długa 1',
  residenceCity: 'Kraków',
  residenceZipCode: '30-001',
  registeredSameAsResidence: true,
  correspondenceSameAsResidence: true,
  categoryId: null,
  dead: false,
  deathDate: null,
});

const protocolsOf = (response: LightMyRequestResponse): string[] =>
  (response.json().protocols as { protocol: string }[]).map((entry) => entry.protocol);

/** The held protocol is always shown; the one the caller lacks only to a central administrator. */
function expectVisibleProtocols(protocols: string[], role: Role) {
  expect(protocols).toContain(HELD);
  if (role === CENTRAL_ADMINISTRATOR) expect(protocols).toContain(NOT_HELD);
  else expect(protocols).not.toContain(NOT_HELD);
}

const ROUTES: Record<string, RouteCase> = {
  'GET /api/v1/patient/patients': {
    permission: { resource: 'patients', action: 'list' },
    request: (fixture) => ({
      method: 'GET',
      url: `/api/v1/patient/patients?search=${encodeURIComponent(fixture.lastName)}`,
    }),
    success: 200,
    scoped: false,
    check(response, fixture, scenario, role) {
      const rows = response.json().data as { id: number; protocols: { protocol: string }[] }[];
      const row = rows.find((entry) => entry.id === fixture.patientId);
      if (scenario === 'otherHospital' && role !== CENTRAL_ADMINISTRATOR) {
        expect(row).toBeUndefined();
        expect(response.json().totalItems).toBe(0);
        return;
      }
      expect(row).toBeDefined();
      expectVisibleProtocols(
        row!.protocols.map((entry) => entry.protocol),
        role,
      );
    },
  },
  'POST /api/v1/patient/patients': {
    permission: { resource: 'patients', action: 'create' },
    request: (fixture, scenario) => ({
      method: 'POST',
      url: '/api/v1/patient/patients',
      payload: {
        ...patientFields(fixture),
        pesel: encodePesel('2016-05-20', 'Male', fixture.patientId % 5000),
        gender: 'Male',
        birthDate: '2016-05-20',
        lastName: `Nowy${fixture.patientId}`,
        hospitals: [scenario === 'otherHospital' ? fixture.otherHospital : fixture.ownHospital],
        protocols: [scenario === 'otherProtocol' ? NOT_HELD : HELD],
      },
    }),
    success: 201,
    scoped: false,
    check(response) {
      expect(response.json().patientId).toEqual(expect.any(Number));
    },
  },
  'POST /api/v1/patient/pesel/details': {
    permission: { resource: 'patients', action: 'list' },
    request: (fixture) => ({
      method: 'POST',
      url: '/api/v1/patient/pesel/details',
      payload: { pesel: fixture.pesel },
    }),
    success: 200,
    scoped: false,
    check(response, fixture, scenario, role) {
      const body = response.json();
      expect(body.valid).toBe(true);
      if (scenario === 'otherHospital' && role !== CENTRAL_ADMINISTRATOR) {
        expect(body.duplicate).toEqual({ visible: false, patientId: null });
        expect(JSON.stringify(body)).not.toContain(fixture.lastName);
      } else {
        expect(body.duplicate).toEqual({ visible: true, patientId: fixture.patientId });
      }
    },
  },
  'POST /api/v1/patient/passport/details': {
    permission: { resource: 'patients', action: 'list' },
    request: (fixture) => ({
      method: 'POST',
      url: '/api/v1/patient/passport/details',
      payload: { passportNumber: fixture.passportNumber, nationality: 'PL' },
    }),
    success: 200,
    scoped: false,
    check(response, fixture, scenario, role) {
      const body = response.json();
      expect(body.valid).toBe(true);
      if (scenario === 'otherHospital' && role !== CENTRAL_ADMINISTRATOR) {
        expect(body.duplicate).toEqual({ visible: false, patientId: null });
        expect(JSON.stringify(body)).not.toContain(fixture.lastName);
      } else {
        expect(body.duplicate).toEqual({ visible: true, patientId: fixture.patientId });
      }
    },
  },
  'GET /api/v1/patient/categories': {
    permission: { resource: 'patients', action: 'list' },
    request: () => ({ method: 'GET', url: '/api/v1/patient/categories' }),
    success: 200,
    scoped: false,
  },
  'GET /api/v1/patient/file-rules': {
    permission: { resource: 'patientFiles', action: 'list' },
    request: () => ({ method: 'GET', url: '/api/v1/patient/file-rules' }),
    success: 200,
    scoped: false,
    check(response) {
      expect(response.json()).toEqual({
        maxBytes: 10 * 1024 * 1024,
        acceptedTypes: ['application/pdf', 'image/jpeg', 'image/png'],
      });
    },
  },
  'GET /api/v1/patient/patients/{id}': {
    permission: { resource: 'patients', action: 'show' },
    request: (fixture) => ({ method: 'GET', url: patientPath(fixture) }),
    success: 200,
    scoped: true,
    check(response, _fixture, _scenario, role) {
      expectVisibleProtocols(protocolsOf(response), role);
    },
  },
  'PUT /api/v1/patient/patients/{id}': {
    permission: { resource: 'patients', action: 'edit' },
    request: (fixture) => ({
      method: 'PUT',
      url: patientPath(fixture),
      payload: { ...patientFields(fixture), residenceCity: 'Wrocław' },
    }),
    success: 200,
    scoped: true,
    check(response, _fixture, _scenario, role) {
      expect(response.json().residenceCity).toBe('Wrocław');
      expectVisibleProtocols(protocolsOf(response), role);
    },
  },
  'PATCH /api/v1/patient/patients/{id}/activate': {
    permission: { resource: 'patients', action: 'activate' },
    request: (fixture) => ({ method: 'PATCH', url: `${patientPath(fixture)}/activate` }),
    success: 200,
    scoped: true,
  },
  'PATCH /api/v1/patient/patients/{id}/deactivate': {
    permission: { resource: 'patients', action: 'deactivate' },
    request: (fixture) => ({
      method: 'PATCH',
      url: `${patientPath(fixture)}/deactivate`,
      payload: { reason: 'Zakończenie obserwacji' },
    }),
    success: 200,
    scoped: true,
  },
  'GET /api/v1/patient/patients/{id}/history': {
    permission: { resource: 'patients', action: 'show' },
    request: (fixture) => ({ method: 'GET', url: `${patientPath(fixture)}/history` }),
    success: 200,
    scoped: true,
  },
  'POST /api/v1/patient/patients/{id}/protocols': {
    permission: { resource: 'patientProtocols', action: 'create' },
    request: (fixture, scenario) => ({
      method: 'POST',
      url: `${patientPath(fixture)}/protocols`,
      payload: { protocol: scenario === 'otherProtocol' ? NOT_HELD_ADDABLE : ADDABLE },
    }),
    success: 201,
    scoped: true,
    otherProtocol: 422,
  },
  'PATCH /api/v1/patient/patients/{id}/protocols/{protocolId}/activate': {
    permission: { resource: 'patientProtocols', action: 'activate' },
    request: (fixture, scenario) => ({
      method: 'PATCH',
      url: `${patientPath(fixture)}/protocols/${scenario === 'otherProtocol' ? fixture.notHeldProtocolId : fixture.heldProtocolId}/activate`,
    }),
    success: 200,
    scoped: true,
    otherProtocol: 404,
  },
  'PATCH /api/v1/patient/patients/{id}/protocols/{protocolId}/deactivate': {
    permission: { resource: 'patientProtocols', action: 'deactivate' },
    request: (fixture, scenario) => ({
      method: 'PATCH',
      url: `${patientPath(fixture)}/protocols/${scenario === 'otherProtocol' ? fixture.notHeldProtocolId : fixture.heldProtocolId}/deactivate`,
    }),
    success: 200,
    scoped: true,
    otherProtocol: 404,
  },
  'POST /api/v1/patient/patients/{id}/hospitals/{hospitalId}': {
    permission: { resource: 'patientHospitals', action: 'create' },
    request: (fixture) => ({
      method: 'POST',
      url: `${patientPath(fixture)}/hospitals/${fixture.secondHospital}`,
    }),
    success: 200,
    scoped: true,
  },
  'DELETE /api/v1/patient/patients/{id}/hospitals/{hospitalId}': {
    permission: { resource: 'patientHospitals', action: 'delete' },
    request: (fixture) => ({
      method: 'DELETE',
      url: `${patientPath(fixture)}/hospitals/${fixture.secondHospital}`,
    }),
    success: 200,
    scoped: true,
  },
  'GET /api/v1/patient/patients/{id}/favorite-patients': {
    permission: { resource: 'favorites', action: 'show' },
    request: (fixture) => ({ method: 'GET', url: `${patientPath(fixture)}/favorite-patients` }),
    success: 200,
    scoped: true,
    check: (response) => expect(response.json()).toEqual({ isFavorite: false }),
  },
  'POST /api/v1/patient/patients/{id}/favorite-patients': {
    permission: { resource: 'favorites', action: 'create' },
    request: (fixture) => ({ method: 'POST', url: `${patientPath(fixture)}/favorite-patients` }),
    success: 200,
    scoped: true,
    check: (response) => expect(response.json()).toEqual({ isFavorite: true }),
  },
  'DELETE /api/v1/patient/patients/{id}/favorite-patients': {
    permission: { resource: 'favorites', action: 'delete' },
    request: (fixture) => ({ method: 'DELETE', url: `${patientPath(fixture)}/favorite-patients` }),
    success: 200,
    scoped: true,
    check: (response) => expect(response.json()).toEqual({ isFavorite: false }),
  },
  'POST /api/v1/patient/patients/{id}/correction-flags': {
    permission: { resource: 'correctionFlags', action: 'create' },
    request: (fixture) => ({
      method: 'POST',
      url: `${patientPath(fixture)}/correction-flags`,
      payload: { comment: 'Sprawdź datę rozpoznania', hospitalId: fixture.firstHospital },
    }),
    success: 201,
    scoped: true,
  },
  'PATCH /api/v1/patient/patients/{id}/correction-flags/{flagId}/resolve': {
    permission: { resource: 'correctionFlags', action: 'resolve' },
    request: (fixture) => ({
      method: 'PATCH',
      url: `${patientPath(fixture)}/correction-flags/${fixture.flagId}/resolve`,
    }),
    success: 204,
    scoped: true,
  },
  'POST /api/v1/patient/patients/{id}/rodo-consents': {
    permission: { resource: 'patientFiles', action: 'create' },
    request: (fixture) => ({
      method: 'POST',
      url: `${patientPath(fixture)}/rodo-consents`,
      multipart: {
        date: '2026-02-01',
        file: { name: 'zgoda.pdf', content: PDF, type: 'application/pdf' },
      },
    }),
    success: 201,
    scoped: true,
  },
  'GET /api/v1/patient/patients/{id}/rodo-consents/{fileId}': {
    permission: { resource: 'patientFiles', action: 'show' },
    request: (fixture) => ({
      method: 'GET',
      url: `${patientPath(fixture)}/rodo-consents/${fixture.consentId}?base64=true`,
    }),
    success: 200,
    scoped: true,
    check: (response) =>
      expect(Buffer.from(response.json().content, 'base64').equals(PDF)).toBe(true),
  },
  'POST /api/v1/patient/patients/{id}/attachments': {
    permission: { resource: 'patientFiles', action: 'create' },
    request: (fixture) => ({
      method: 'POST',
      url: `${patientPath(fixture)}/attachments`,
      multipart: {
        type: 'DISCHARGE_SUMMARY',
        file: { name: 'epikryza.pdf', content: PDF, type: 'application/pdf' },
      },
    }),
    success: 201,
    scoped: true,
  },
  'GET /api/v1/patient/patients/{id}/attachments/{fileId}': {
    permission: { resource: 'patientFiles', action: 'show' },
    request: (fixture) => ({
      method: 'GET',
      url: `${patientPath(fixture)}/attachments/${fixture.attachmentId}?base64=true`,
    }),
    success: 200,
    scoped: true,
    check: (response) =>
      expect(Buffer.from(response.json().content, 'base64').equals(PDF)).toBe(true),
  },
  'DELETE /api/v1/patient/patients/{id}/attachments/{fileId}': {
    permission: { resource: 'patientFiles', action: 'delete' },
    request: (fixture) => ({
      method: 'DELETE',
      url: `${patientPath(fixture)}/attachments/${fixture.attachmentId}`,
    }),
    success: 204,
    scoped: true,
  },
} satisfies RouteTable<typeof PATIENT_ACCESS_ROUTES, RouteCase>;

/** The status a role must get for a route in a scenario. */
function expectedStatus(route: RouteCase, role: Role, scenario: Scenario): number {
  if (!canAccess(role, route.permission)) return 403;
  if (role === CENTRAL_ADMINISTRATOR) return route.success;
  if (scenario === 'otherHospital') {
    if (route.scoped) return 404;
    // Creating a patient in a hospital one does not hold is a 422 on `hospitals`.
    return route.permission.action === 'create' ? 422 : route.success;
  }
  if (scenario === 'otherProtocol' && route.otherProtocol) return route.otherProtocol;
  if (scenario === 'otherProtocol' && route.permission.resource === 'patients') {
    // Creating with a protocol one does not hold is a 422 on `protocols`.
    return route.permission.action === 'create' ? 422 : route.success;
  }
  return route.success;
}

/** A multipart/form-data body for inject. */
function multipartBody(fields: NonNullable<Request['multipart']>) {
  const boundary = `----oncoreg${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      parts.push(
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
      );
    } else {
      parts.push(
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="${name}"; filename="${value.name}"\r\ncontent-type: ${value.type}\r\n\r\n`,
        ),
        value.content,
        Buffer.from('\r\n'),
      );
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('patient API access matrix', () => {
  const t = useTestApp();
  const sessions = {} as Record<Role, Session>;
  let ownHospital: number;
  let spareHospital: number;
  let otherHospital: number;
  let otherSecondHospital: number;
  let passports = 0;

  beforeAll(async () => {
    ownHospital = await addHospital(t.db, { name: 'Szpital własny' });
    spareHospital = await addHospital(t.db, { name: 'Szpital własny drugi' });
    otherHospital = await addHospital(t.db, { name: 'Szpital obcy' });
    otherSecondHospital = await addHospital(t.db, { name: 'Szpital obcy drugi' });
    for (const role of ROLES) {
      sessions[role] = await signInAs(t, role, {
        hospitals: role === CENTRAL_ADMINISTRATOR ? [] : [ownHospital, spareHospital],
        protocols: role === CENTRAL_ADMINISTRATOR ? [] : [HELD, ADDABLE],
      });
    }
  });

  /** A fresh patient for one call: in the caller's hospital, or in another one. */
  async function fixture(scenario: Scenario): Promise<Fixture> {
    const first = scenario === 'otherHospital' ? otherHospital : ownHospital;
    const second = scenario === 'otherHospital' ? otherSecondHospital : spareHospital;
    // In its first hospital only, so that the second is free to add; the DELETE case puts the
    // patient there before its call.
    passports += 1;
    const passportNumber = `PA${String(passports).padStart(7, '0')}`;
    const patient = await addPatient(t.db, {
      hospitals: [first],
      protocols: [HELD, NOT_HELD],
      passportNumber,
    });
    const protocols = await t.db
      .selectFrom('patient_protocols')
      .select(['id', 'protocol'])
      .where('patient_id', '=', patient.id)
      .execute();
    const flag = await t.db
      .insertInto('correction_flags')
      .values({ patient_id: patient.id, hospital_id: first, comment: 'Brak daty', author_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const file = async (kind: 'attachment' | 'rodoConsent') => {
      const row = await t.db
        .insertInto('patient_files')
        .values({
          patient_id: patient.id,
          kind,
          attachment_type: kind === 'attachment' ? 'DISCHARGE_SUMMARY' : null,
          consent_date: kind === 'rodoConsent' ? '2026-01-15' : null,
          name: `${kind}.pdf`,
          content_type: 'application/pdf',
          size: PDF.length,
          sha256: 'test',
          uploaded_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('patient_file_contents')
        .values({ file_id: row.id, content: PDF })
        .execute();
      return row.id;
    };
    return {
      patientId: patient.id,
      pesel: patient.pesel!,
      passportNumber,
      lastName: patient.lastName,
      birthDate: patient.birthDate,
      firstHospital: first,
      heldProtocolId: protocols.find((row) => row.protocol === HELD)!.id,
      notHeldProtocolId: protocols.find((row) => row.protocol === NOT_HELD)!.id,
      flagId: flag.id,
      consentId: await file('rodoConsent'),
      attachmentId: await file('attachment'),
      secondHospital: second,
      ownHospital,
      otherHospital,
    };
  }

  async function send(session: Session | undefined, request: Request) {
    const headers: Record<string, string> = {
      ...(session?.headers ?? { 'accept-language': 'en' }),
    };
    if (request.multipart) {
      const { body, contentType } = multipartBody(request.multipart);
      return t.app.inject({
        method: request.method,
        url: request.url,
        headers: { ...headers, 'content-type': contentType },
        payload: body,
      });
    }
    return t.app.inject({
      method: request.method,
      url: request.url,
      headers,
      ...(request.payload ? { payload: request.payload } : {}),
    });
  }

  it('has an entry for every patient route of the API, and no entry without a route', async () => {
    const documented = Object.keys(await documentedOperations(t, '/api/v1/patient')).sort();
    expect(Object.keys(ROUTES).sort()).toEqual(documented);
  });

  it.each(Object.keys(ROUTES))('%s answers 401 without a token', async (key) => {
    const request = ROUTES[key]!.request(await fixture('ownHospital'), 'ownHospital');
    const response = await send(undefined, request);
    expect(response.statusCode).toBe(401);
  });

  const cases = Object.keys(ROUTES).flatMap((key) =>
    ROLES.flatMap((role) =>
      (['ownHospital', 'otherHospital', 'otherProtocol'] as const).map(
        (scenario) => [key, role, scenario] as const,
      ),
    ),
  );

  it.each(cases)('%s as %s on %s', async (key, role, scenario) => {
    const route = ROUTES[key]!;
    const data = await fixture(scenario);
    // Removing a second hospital needs one: put it back for the DELETE call.
    if (key.startsWith('DELETE') && key.includes('/hospitals/')) {
      await t.db
        .insertInto('patient_hospitals')
        .values({ patient_id: data.patientId, hospital_id: data.secondHospital, added_by: null })
        .execute();
    }
    const response = await send(sessions[role], route.request(data, scenario));
    const expected = expectedStatus(route, role, scenario);
    expect(response.statusCode, response.body).toBe(expected);
    if (expected === 404 && route.scoped && scenario === 'otherHospital') {
      expect(response.json().message).toBe('Patient does not exist');
    }
    if (expected === route.success) route.check?.(response, data, scenario, role);
  });
});
