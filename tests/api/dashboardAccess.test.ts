/**
 * The access matrix of the dashboard API: every route under /api/v1/dashboard, for each of the
 * four roles, over a registry with a patient of the caller's own hospital and one of another
 * hospital, each carrying a protocol the caller holds, and the own one also a protocol the caller
 * does not hold; both have saved forms, are favourites of every caller and carry an open flag of
 * their hospital (the own patient one of the other hospital too). Who may call comes from the permission table of domain/ (every role sees the
 * dashboard today); what a caller sees is asserted by hand: the own hospital's data appears, the
 * other hospital's patients, flags and favourites and the protocols not held never do (all of
 * them for a central administrator).
 *
 * The matrix is checked against the OpenAPI document: a dashboard route added later without an
 * entry here fails the first test.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type DashboardList,
  type DashboardStats,
  type FavoritePatient,
  type OpenCorrectionFlag,
} from '../../domain/dashboard';
import { type FormId } from '../../domain/forms';
import { type PermissionQuery, canAccess } from '../../domain/permissions';
import { CENTRAL_ADMINISTRATOR, type Role } from '../../domain/roles';
import { currentDefinitionVersion, insertFormData } from '../../server/modules/form/repository';
import { type Session, addHospital, documentedOperations, signInAs } from './administration';
import type { DASHBOARD_ACCESS_ROUTES, RouteTable } from './accessRoutes';
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
  ownPatient: number;
  otherPatient: number;
  ownFlag: number;
  otherFlag: number;
  /** On the own patient, but raised in the other hospital. */
  otherHospitalFlag: number;
}

interface RouteCase {
  permission: PermissionQuery;
  url: string;
  /** What the caller must and must not see in a 200 answer. */
  check(body: unknown, fixture: Fixture, sees: 'everything' | 'own'): void;
}

const ROUTES: Record<string, RouteCase> = {
  'GET /api/v1/dashboard/stats': {
    permission: { resource: 'dashboard', action: 'show' },
    url: '/api/v1/dashboard/stats',
    check(body, fixture, sees) {
      const stats = body as DashboardStats;
      const everything = sees === 'everything';
      expect(stats.patientsInYear).toBe(everything ? 2 : 1);
      expect(stats.recentPatients).toBe(everything ? 2 : 1);
      expect(stats.patientsByHospital.map((row) => row.hospitalId)).toEqual(
        everything ? [fixture.ownHospital, fixture.otherHospital] : [fixture.ownHospital],
      );
      expect(stats.patientsByProtocol).toEqual(
        everything
          ? [
              { key: HELD, count: 2 },
              { key: NOT_HELD, count: 1 },
            ]
          : [{ key: HELD, count: 1 }],
      );
      expect(stats.formsSaved).toBe(everything ? 3 : 1);
      expect(stats.recentForms.map((form) => [form.patientId, form.formId])).toEqual(
        everything
          ? [
              [fixture.otherPatient, `${HELD}-basic`],
              [fixture.ownPatient, `${NOT_HELD}-basic`],
              [fixture.ownPatient, `${HELD}-basic`],
            ]
          : [[fixture.ownPatient, `${HELD}-basic`]],
      );
    },
  },
  'GET /api/v1/dashboard/favorite-patients': {
    permission: { resource: 'dashboard', action: 'show' },
    url: '/api/v1/dashboard/favorite-patients',
    check(body, fixture, sees) {
      const { data, total } = body as DashboardList<FavoritePatient>;
      expect(data.map((row) => [row.id, row.protocols])).toEqual(
        sees === 'everything'
          ? [
              [fixture.otherPatient, [HELD]],
              [fixture.ownPatient, [HELD, NOT_HELD]],
            ]
          : [[fixture.ownPatient, [HELD]]],
      );
      expect(total).toBe(data.length);
    },
  },
  'GET /api/v1/dashboard/correction-flags': {
    permission: { resource: 'dashboard', action: 'show' },
    url: '/api/v1/dashboard/correction-flags',
    check(body, fixture, sees) {
      const { data, total } = body as DashboardList<OpenCorrectionFlag>;
      expect(data.map((row) => [row.flagId, row.patientId, row.hospitalId])).toEqual(
        sees === 'everything'
          ? [
              [fixture.ownFlag, fixture.ownPatient, fixture.ownHospital],
              [fixture.otherFlag, fixture.otherPatient, fixture.otherHospital],
              [fixture.otherHospitalFlag, fixture.ownPatient, fixture.otherHospital],
            ]
          : [[fixture.ownFlag, fixture.ownPatient, fixture.ownHospital]],
      );
      expect(total).toBe(data.length);
    },
  },
} satisfies RouteTable<typeof DASHBOARD_ACCESS_ROUTES, RouteCase>;

describe('dashboard API access matrix', () => {
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
    const registeredAt = new Date(t.clock.now().getTime() - 86_400_000).toISOString();
    const patient = async (hospital: number, protocols: string[]) => {
      const { id } = await addPatient(t.db, { hospitals: [hospital], protocols });
      await sql`update patients set created_at = ${registeredAt}::timestamptz where id = ${id}`.execute(
        t.db,
      );
      return id;
    };
    fixture.ownPatient = await patient(fixture.ownHospital, [HELD, NOT_HELD]);
    fixture.otherPatient = await patient(fixture.otherHospital, [HELD]);

    const saves: [number, FormId, string][] = [
      [fixture.ownPatient, `${HELD}-basic`, '2026-01-10T10:00:00Z'],
      [fixture.ownPatient, `${NOT_HELD}-basic`, '2026-01-11T10:00:00Z'],
      [fixture.otherPatient, `${HELD}-basic`, '2026-01-12T10:00:00Z'],
    ];
    for (const [patientId, formId, at] of saves) {
      await insertFormData(t.db, {
        patientId,
        formId,
        version: 1,
        definitionVersion: (await currentDefinitionVersion(t.db, formId))!,
        data: {},
        completeness: 0,
        savedBy: sessions.ROLE_REPORTER_PHYSICIAN.account.id,
        at: new Date(at),
      });
    }
    for (const session of Object.values(sessions)) {
      await t.db
        .insertInto('favorite_patients')
        .values([
          {
            account_id: session.account.id,
            patient_id: fixture.ownPatient,
            created_at: '2026-02-01T10:00:00Z',
          },
          {
            account_id: session.account.id,
            patient_id: fixture.otherPatient,
            created_at: '2026-02-02T10:00:00Z',
          },
        ])
        .execute();
    }
    const flag = async (patientId: number, hospitalId: number, at: string) => {
      const row = await t.db
        .insertInto('correction_flags')
        .values({
          patient_id: patientId,
          hospital_id: hospitalId,
          comment: 'Popraw',
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    fixture.ownFlag = await flag(fixture.ownPatient, fixture.ownHospital, '2026-02-10T10:00:00Z');
    fixture.otherFlag = await flag(
      fixture.otherPatient,
      fixture.otherHospital,
      '2026-02-11T10:00:00Z',
    );
    fixture.otherHospitalFlag = await flag(
      fixture.ownPatient,
      fixture.otherHospital,
      '2026-02-12T10:00:00Z',
    );
  });

  it('has an entry for every dashboard route of the API, and no entry without a route', async () => {
    const documented = Object.keys(await documentedOperations(t, '/api/v1/dashboard')).sort();
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
    const response = await t.app.inject({
      method: 'GET',
      url: route.url,
      headers: sessions[role].headers,
    });
    const allowed = canAccess(role, route.permission);
    expect(response.statusCode, response.body).toBe(allowed ? 200 : 403);
    if (allowed) {
      route.check(response.json(), fixture, role === CENTRAL_ADMINISTRATOR ? 'everything' : 'own');
    }
  });
});
