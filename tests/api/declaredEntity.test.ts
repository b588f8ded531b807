/**
 * A plain entity declared in the test (tests/fixtures/wards.ts), its table made as its migration
 * would, and registered with the app: the engine serves its whole API from the declaration,
 * CRUD with an audit row per write, 403 for roles without the permission row's rights, and its
 * OpenAPI entries.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../domain/entities';
import { fastifyOptions, registry } from '../../server/app';
import Fastify from 'fastify';
import { WARDS_TABLE, wards } from '../fixtures/wards';
import {
  OTHER_ROLES,
  type Session,
  auditCount,
  auditRows,
  documentedOperations,
  requester,
  signInAs,
} from './administration';
import { TestClock, type TestApp, type TestDatabase, freshDatabase, testConfig } from './helpers';

const t = {} as TestApp & { database: TestDatabase };
const base = '/api/v1/ward/wards';
let admin: Session;
let coordinator: Session;

beforeAll(async () => {
  const database = await freshDatabase();
  for (const statement of WARDS_TABLE) await sql.raw(statement).execute(database.db);
  const config = testConfig();
  const clock = new TestClock();
  const app = Fastify(fastifyOptions(config, false));
  await registry(app, {
    config,
    db: database.db,
    databaseKind: database.kind,
    clock,
    entities: [...ENTITIES, wards],
  });
  await app.ready();
  Object.assign(t, { app, db: database.db, clock, config, database });
  admin = await signInAs(t, 'ROLE_CENTRAL_ADMINISTRATOR');
  coordinator = await signInAs(t, 'ROLE_COORDINATOR');
});

afterAll(async () => {
  await t.app?.close();
  await t.database?.close();
});

const request = requester(t);

describe('a declared entity served by the engine', () => {
  it('adds, lists, reads, edits, deactivates and activates a ward, each write audited', async () => {
    const created = await request(admin, 'POST', base, { name: ' Oddział B ', code: 'ob-1' });
    expect(created.statusCode).toBe(201);
    const id = created.json().wardId as number;
    expect((await auditRows(t.db, 'ward_create', id))[0]).toMatchObject({
      object_type: 'ward',
      account_id: admin.account.id,
    });
    await request(admin, 'POST', base, { name: 'Oddział A', code: 'OA-1' });

    const list = await request(admin, 'GET', `${base}?search=oddzial`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((ward: { name: string }) => ward.name)).toEqual([
      'Oddział A',
      'Oddział B',
    ]);

    const read = await request(admin, 'GET', `${base}/${id}`);
    expect(read.json()).toEqual({
      id,
      wardId: id,
      name: 'Oddział B',
      code: 'ob-1',
      description: null,
      active: true,
      deactivationReason: null,
    });

    const edited = await request(admin, 'PUT', `${base}/${id}`, {
      name: 'Oddział B',
      code: 'OB-2',
      description: 'Drugie piętro',
    });
    expect(edited.json()).toMatchObject({ code: 'OB-2', description: 'Drugie piętro' });
    const [update] = await auditRows(t.db, 'ward_update', id);
    expect(update!.changes).toEqual({
      code: { old: 'ob-1', new: 'OB-2' },
      description: { old: null, new: 'Drugie piętro' },
    });

    const off = await request(admin, 'PATCH', `${base}/${id}/deactivate`, {});
    expect(off.json()).toMatchObject({ active: false, deactivationReason: null });
    const on = await request(admin, 'PATCH', `${base}/${id}/activate`);
    expect(on.json()).toMatchObject({ active: true });
    expect(await auditRows(t.db, 'ward_deactivate', id)).toHaveLength(1);
    expect(await auditRows(t.db, 'ward_activate', id)).toHaveLength(1);

    const inactiveOnly = await request(admin, 'GET', `${base}?filters[active]=false`);
    expect(inactiveOnly.json().totalItems).toBe(0);
  });

  it('refuses a broken rule with a 422 by field and a taken code with a 409, writing nothing', async () => {
    await request(admin, 'POST', base, { name: 'Oddział C', code: 'OC' });
    const audited = await auditCount(t.db);
    const invalid = await request(admin, 'POST', base, { code: 'X' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().details)).toEqual(['name']);
    const taken = await request(admin, 'POST', base, { name: 'Inny', code: 'oc' });
    expect(taken.statusCode).toBe(409);
    expect(Object.keys(taken.json().details)).toEqual(['code']);
    expect(await auditCount(t.db)).toBe(audited);
  });

  it('answers 403 to roles without the permission row, and an unknown sort 400', async () => {
    const sessions: Session[] = [coordinator];
    for (const role of OTHER_ROLES) {
      if (role !== 'ROLE_COORDINATOR') sessions.push(await signInAs(t, role));
    }
    const audited = await auditCount(t.db);
    for (const session of sessions) {
      for (const [method, url, payload] of [
        ['GET', base, undefined],
        ['POST', base, { name: 'X', code: 'X' }],
        ['GET', `${base}/1`, undefined],
        ['PUT', `${base}/1`, { name: 'X', code: 'X' }],
        ['PATCH', `${base}/1/activate`, undefined],
        ['PATCH', `${base}/1/deactivate`, {}],
      ] as const) {
        const response = await request(session, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect(await auditCount(t.db)).toBe(audited);
    expect((await request(admin, 'GET', `${base}?sorts[description]=asc`)).statusCode).toBe(400);
    expect((await request(undefined, 'GET', base)).statusCode).toBe(401);
  });

  it('documents its six routes with every answer they may give', async () => {
    expect(await documentedOperations(t, base)).toEqual({
      [`GET ${base}`]: ['200', '400', '401', '403', '500'],
      [`POST ${base}`]: ['201', '400', '401', '403', '409', '422', '500'],
      [`GET ${base}/{id}`]: ['200', '400', '401', '403', '404', '500'],
      [`PUT ${base}/{id}`]: ['200', '400', '401', '403', '404', '409', '422', '500'],
      [`PATCH ${base}/{id}/activate`]: ['200', '400', '401', '403', '404', '500'],
      [`PATCH ${base}/{id}/deactivate`]: ['200', '400', '401', '403', '404', '422', '500'],
    });
  });
});
