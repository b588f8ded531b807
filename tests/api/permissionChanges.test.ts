/**
 * A change of an account's role, hospitals or protocols reaches its open sessions at their very
 * next request: the server authorises from the account as it is now, whatever the access token
 * was issued with, and every authenticated answer (a refusal too) carries the fingerprint of the
 * permissions it was authorised with, so that the browser notices the change.
 */
import { type LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS_VERSION_HEADER, permissionsVersion } from '../../domain/session';
import { addHospital, signInAs } from './administration';
import { useTestApp } from './helpers';
import { addPatient } from './patients';

const ACCOUNTS = '/api/v1/account/accounts';

const versionOf = (response: LightMyRequestResponse) =>
  response.headers[PERMISSIONS_VERSION_HEADER];

describe('permission changes of a signed-in account', () => {
  const t = useTestApp();

  async function assign(
    headers: Record<string, string>,
    id: number,
    change: { role?: string; hospitals?: number[]; protocols?: string[] },
  ) {
    const response = await t.app.inject({
      method: 'PUT',
      url: `${ACCOUNTS}/${id}`,
      headers,
      payload: { firstName: 'Anna', lastName: 'Nowak', ...change },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('refuses a demoted administrator the old rights at the next request, with the same token', async () => {
    const hospital = await addHospital(t.db);
    const actor = await signInAs(t, 'ROLE_CENTRAL_ADMINISTRATOR');
    const demoted = await signInAs(t, 'ROLE_CENTRAL_ADMINISTRATOR');
    const before = await t.app.inject({ method: 'GET', url: ACCOUNTS, headers: demoted.headers });
    expect(before.statusCode).toBe(200);
    expect(versionOf(before)).toBe(
      permissionsVersion({ role: 'ROLE_CENTRAL_ADMINISTRATOR', hospitals: [], protocols: [] }),
    );

    await assign(actor.headers, demoted.account.id, {
      role: 'ROLE_COORDINATOR',
      hospitals: [hospital],
    });

    const after = await t.app.inject({ method: 'GET', url: ACCOUNTS, headers: demoted.headers });
    expect(after.statusCode).toBe(403);
    // The refusal itself tells the browser what the session may do now.
    expect(versionOf(after)).toBe(
      permissionsVersion({ role: 'ROLE_COORDINATOR', hospitals: [hospital], protocols: [] }),
    );
    const me = await t.app.inject({
      method: 'GET',
      url: `${ACCOUNTS}/me`,
      headers: demoted.headers,
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ role: 'ROLE_COORDINATOR', hospitals: [hospital] });
    expect(versionOf(me)).toBe(versionOf(after));
  });

  it('hides the patients of a hospital taken away, and shows them once it is given back', async () => {
    const actor = await signInAs(t, 'ROLE_CENTRAL_ADMINISTRATOR');
    const kept = await addHospital(t.db);
    const removed = await addHospital(t.db);
    const physician = await signInAs(t, 'ROLE_REPORTER_PHYSICIAN', {
      hospitals: [kept, removed],
      protocols: ['STS'],
    });
    const { id: patientId } = await addPatient(t.db, { hospitals: [removed], protocols: ['STS'] });
    const read = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/patient/patients/${patientId}`,
        headers: physician.headers,
      });
    const first = await read();
    expect(first.statusCode).toBe(200);

    await assign(actor.headers, physician.account.id, { hospitals: [kept] });
    const hidden = await read();
    expect(hidden.statusCode).toBe(404);
    expect(versionOf(hidden)).not.toBe(versionOf(first));

    await assign(actor.headers, physician.account.id, { hospitals: [removed, kept] });
    const shown = await read();
    expect(shown.statusCode).toBe(200);
    // The same permissions in another order are the same version.
    expect(versionOf(shown)).toBe(versionOf(first));
  });

  it('stops showing a protocol taken away at the next request', async () => {
    const actor = await signInAs(t, 'ROLE_CENTRAL_ADMINISTRATOR');
    const hospital = await addHospital(t.db);
    const coordinator = await signInAs(t, 'ROLE_COORDINATOR', {
      hospitals: [hospital],
      protocols: ['STS', 'WT'],
    });
    const { id: patientId } = await addPatient(t.db, {
      hospitals: [hospital],
      protocols: ['STS', 'WT'],
    });
    const protocols = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/patient/patients/${patientId}`,
        headers: coordinator.headers,
      });
      expect(response.statusCode).toBe(200);
      return (response.json().protocols as { protocol: string }[]).map((row) => row.protocol);
    };
    expect((await protocols()).sort()).toEqual(['STS', 'WT']);

    await assign(actor.headers, coordinator.account.id, { protocols: ['STS'] });

    expect(await protocols()).toEqual(['STS']);
  });

  it('sends no version with an answer to a request that is not signed in', async () => {
    const response = await t.app.inject({ method: 'GET', url: ACCOUNTS });
    expect(response.statusCode).toBe(401);
    expect(versionOf(response)).toBeUndefined();
  });
});
