/**
 * A patient's sub-resources: protocols, hospitals, favourites and correction flags. Each route's
 * success with its audit row and the database after, the refusals of the permission table, the
 * 404 of a patient out of scope, and the rules of each sub-resource. The cross-role access
 * matrix lives in its own file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Session,
  addHospital,
  auditCount,
  auditRows,
  documentedOperations,
  signInAs,
} from './administration';
import { useTestApp } from './helpers';
import { addPatient } from './patients';

const t = useTestApp();
const base = '/api/v1/patient/patients';

/** Named so that by name B comes before A, while A has the smaller id. */
let hospitalA: number;
let hospitalB: number;
let hospitalC: number;
let inactiveHospital: number;

let admin: Session;
/** Reporter physician of hospitals A and B, holding STS and WT. */
let physician: Session;
let coordinator: Session;
let dataAdministrator: Session;

beforeAll(async () => {
  hospitalA = await addHospital(t.db, { name: 'Szpital Zachodni', shortName: 'SZ' });
  hospitalB = await addHospital(t.db, { name: 'Szpital Ąłpejski', shortName: 'SA' });
  hospitalC = await addHospital(t.db, { name: 'Szpital Centralny', shortName: 'SC' });
  inactiveHospital = await addHospital(t.db, { name: 'Szpital Zamknięty', active: false });
  admin = await signInAs(t, 'ROLE_CENTRAL_ADMINISTRATOR');
  physician = await signInAs(t, 'ROLE_REPORTER_PHYSICIAN', {
    hospitals: [hospitalA, hospitalB, inactiveHospital],
    protocols: ['STS', 'WT'],
  });
  coordinator = await signInAs(t, 'ROLE_COORDINATOR', {
    hospitals: [hospitalA],
    protocols: ['STS'],
  });
  dataAdministrator = await signInAs(t, 'ROLE_DATA_ADMINISTRATOR', {
    hospitals: [hospitalA],
    protocols: ['STS'],
  });
});

function send(
  session: Session,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });
}

/** A request must answer "Patient does not exist" for a patient of another hospital and for none. */
async function expectPatientNotFound(
  request: (patientId: number) => ReturnType<typeof send>,
  hiddenPatientId: number,
) {
  for (const patientId of [hiddenPatientId, 2_000_000_000]) {
    const response = await request(patientId);
    expect(response.statusCode, `patient ${patientId}`).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'not_found',
      message: 'Patient does not exist',
    });
  }
}

const patientInC = () => addPatient(t.db, { hospitals: [hospitalC], protocols: ['STS'] });

async function protocolRows(patientId: number) {
  return t.db
    .selectFrom('patient_protocols')
    .select(['id', 'protocol', 'active'])
    .where('patient_id', '=', patientId)
    .orderBy('id')
    .execute();
}

async function hospitalRows(patientId: number) {
  return t.db
    .selectFrom('patient_hospitals')
    .select(['hospital_id', 'added_by'])
    .where('patient_id', '=', patientId)
    .orderBy('hospital_id')
    .execute();
}

describe('POST /patients/{id}/protocols', () => {
  it('adds a protocol the caller holds, active, answers 201 and audits it with its code', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospitalA], protocols: ['WT'] });
    const response = await send(physician, 'POST', `${base}/${patient.id}/protocols`, {
      protocol: 'STS',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(Number), protocol: 'STS', active: true });
    expect(await protocolRows(patient.id)).toEqual([
      { id: expect.any(Number), protocol: 'WT', active: true },
      { id: body.id, protocol: 'STS', active: true },
    ]);
    const [row, ...more] = await auditRows(t.db, 'patient_protocol_add', patient.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      object_type: 'patient',
      account_id: physician.account.id,
      path: `${base}/${patient.id}/protocols`,
    });
    expect(row!.changes).toEqual({
      protocolId: { old: null, new: body.id },
      protocol: { old: null, new: 'STS' },
      active: { old: null, new: true },
    });
  });

  it('lets a central administrator add any known protocol', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospitalC] });
    const response = await send(admin, 'POST', `${base}/${patient.id}/protocols`, {
      protocol: 'NBL',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ protocol: 'NBL', active: true });
  });

  it('refuses a protocol the caller does not hold, FOLLOWUP, an unknown or a missing code with a 422 on protocol', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospitalA] });
    const audited = await auditCount(t.db);
    for (const [payload, message] of [
      [{ protocol: 'NBL' }, 'Invalid value'],
      [{ protocol: 'FOLLOWUP' }, 'Invalid value'],
      [{ protocol: 'XYZ' }, 'Invalid value'],
      [{ protocol: '  ' }, 'Required field'],
      [{}, 'Required field'],
    ] as const) {
      const response = await send(physician, 'POST', `${base}/${patient.id}/protocols`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().details).toEqual({ protocol: [message] });
    }
    const followup = await send(admin, 'POST', `${base}/${patient.id}/protocols`, {
      protocol: 'FOLLOWUP',
    });
    expect(followup.statusCode).toBe(422);
    expect(await protocolRows(patient.id)).toEqual([]);
    expect(await auditCount(t.db)).toBe(audited);
  });

  it('answers 409 for a protocol the patient already has, active or not', async () => {
    const patient = await addPatient(t.db, {
      hospitals: [hospitalA],
      protocols: ['STS'],
      inactiveProtocols: ['WT'],
    });
    for (const protocol of ['STS', 'WT']) {
      const response = await send(physician, 'POST', `${base}/${patient.id}/protocols`, {
        protocol,
      });
      expect(response.statusCode, protocol).toBe(409);
      expect(response.json().message).toBe('The patient already has this protocol');
    }
    expect(await protocolRows(patient.id)).toHaveLength(2);
    expect(await auditRows(t.db, 'patient_protocol_add', patient.id)).toEqual([]);
  });

  it('refuses a coordinator with a 403', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospitalA] });
    const response = await send(coordinator, 'POST', `${base}/${patient.id}/protocols`, {
      protocol: 'STS',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Missing permissions');
    expect(await protocolRows(patient.id)).toEqual([]);
  });

  it('answers "Patient does not exist" for a patient of another hospital and for none', async () => {
    const hidden = await patientInC();
    await expectPatientNotFound(
      (id) => send(physician, 'POST', `${base}/${id}/protocols`, { protocol: 'WT' }),
      hidden.id,
    );
    expect(await protocolRows(hidden.id)).toHaveLength(1);
  });
});

describe('PATCH /patients/{id}/protocols/{protocolId}/activate and deactivate', () => {
  it('deactivates and activates a protocol, auditing each change with its code', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospitalA], protocols: ['STS'] });
    const [protocol] = await protocolRows(patient.id);
    const url = `${base}/${patient.id}/protocols/${protocol!.id}`;

    const deactivated = await send(dataAdministrator, 'PATCH', `${url}/deactivate`);
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toEqual({ id: protocol!.id, protocol: 'STS', active: false });
    expect(await protocolRows(patient.id)).toEqual([{ ...protocol, active: false }]);

    const activated = await send(dataAdministrator, 'PATCH', `${url}/activate`);
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toEqual({ id: protocol!.id, protocol: 'STS', active: true });
    expect(await protocolRows(patient.id)).toEqual([{ ...protocol, active: true }]);

    const [deactivation] = await auditRows(t.db, 'patient_protocol_deactivate', patient.id);
    expect(deactivation).toMatchObject({
      object_type: 'patient',
      account_id: dataAdministrator.account.id,
      changes: {
        protocolId: { old: protocol!.id, new: protocol!.id },
        protocol: { old: 'STS', new: 'STS' },
        active: { old: true, new: false },
      },
    });
    const [activation] = await auditRows(t.db, 'patient_protocol_activate', patient.id);
    expect(activation!.changes).toEqual({
      protocolId: { old: protocol!.id, new: protocol!.id },
      protocol: { old: 'STS', new: 'STS' },
      active: { old: false, new: true },
    });
  });

  it('answers a protocol already in the asked state as it is, with no audit row', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospitalA], protocols: ['STS'] });
    const [protocol] = await protocolRows(patient.id);
    const audited = await auditCount(t.db);
    const response = await send(
      physician,
      'PATCH',
      `${base}/${patient.id}/protocols/${protocol!.id}/activate`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: protocol!.id, protocol: 'STS', active: true });
    expect(await auditCount(t.db)).toBe(audited);
  });

  it('answers 404 for a protocol the caller does not hold, another patient’s, or none', async () => {
    const patient = await addPatient(t.db, {
      hospitals: [hospitalA],
      inactiveProtocols: ['NBL', 'FOLLOWUP'],
    });
    const other = await addPatient(t.db, { hospitals: [hospitalA], inactiveProtocols: ['STS'] });
    const [notHeld, followup] = await protocolRows(patient.id);
    const [othersProtocol] = await protocolRows(other.id);
    for (const protocolId of [notHeld!.id, followup!.id, othersProtocol!.id, 2_000_000_000]) {
      const response = await send(
        physician,
        'PATCH',
        `${base}/${patient.id}/protocols/${protocolId}/activate`,
      );
      expect(response.statusCode, `protocol ${protocolId}`).toBe(404);
      expect(response.json().message).toBe('The patient does not have this protocol');
    }
    const followupByAdmin = await send(
      admin,
      'PATCH',
      `${base}/${patient.id}/protocols/${followup!.id}/activate`,
    );
    expect(followupByAdmin.statusCode).toBe(404);
    expect((await protocolRows(patient.id)).every((row) => !row.active)).toBe(true);
    expect((await protocolRows(other.id))[0]!.active).toBe(false);
  });

  it('refuses a coordinator with a 403', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospitalA], protocols: ['STS'] });
    const [protocol] = await protocolRows(patient.id);
    const response = await send(
      coordinator,
      'PATCH',
      `${base}/${patient.id}/protocols/${protocol!.id}/deactivate`,
    );
    expect(response.statusCode).toBe(403);
    expect((await protocolRows(patient.id))[0]!.active).toBe(true);
  });

  it('answers "Patient does not exist" for a patient of another hospital and for none', async () => {
    const hidden = await patientInC();
    const [protocol] = await protocolRows(hidden.id);
    await expectPatientNotFound(
      (id) => send(physician, 'PATCH', `${base}/${id}/protocols/${protocol!.id}/deactivate`),
      hidden.id,
    );
    expect((await protocolRows(hidden.id))[0]!.active).toBe(true);
  });
});

describe('POST /patients/{id}/hospitals/{hospitalId}', () => {
  it('adds one of the caller’s hospitals, answers the patient’s hospitals by name, and audits it', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospitalA] });
    const response = await send(physician, 'POST', `${base}/${patient.id}/hospitals/${hospitalB}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { id: hospitalB, name: 'Szpital Ąłpejski', shortName: 'SA', active: true },
        { id: hospitalA, name: 'Szpital Zachodni', shortName: 'SZ', active: true },
      ],
    });
    expect(await hospitalRows(patient.id)).toEqual([
      { hospital_id: hospitalA, added_by: null },
      { hospital_id: hospitalB, added_by: physician.account.id },
    ]);
    const rows = await auditRows(t.db, 'patient_hospital_add', patient.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      object_type: 'patient',
      account_id: physician.account.id,
      changes: { hospitalId: { old: null, new: hospitalB } },
    });
  });

  it('lets a central administrator add any active hospital', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospitalA] });
    const response = await send(admin, 'POST', `${base}/${patient.id}/hospitals/${hospitalC}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((hospital: { id: number }) => hospital.id)).toEqual([
      hospitalC,
      hospitalA,
    ]);
  });

  it('refuses a hospital that does not exist or is inactive with a 422 on hospitalId', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospitalA] });
    for (const [hospitalId, message] of [
      [2_000_000_000, 'Invalid value'],
      [inactiveHospital, 'The hospital is inactive'],
    ] as const) {
      const response = await send(
        physician,
        'POST',
        `${base}/${patient.id}/hospitals/${hospitalId}`,
      );
      expect(response.statusCode, String(hospitalId)).toBe(422);
      expect(response.json().details).toEqual({ hospitalId: [message] });
    }
    expect(await hospitalRows(patient.id)).toHaveLength(1);
  });

  it('refuses a hospital the caller does not hold with a 403', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospitalA] });
    const response = await send(physician, 'POST', `${base}/${patient.id}/hospitals/${hospitalC}`);
    expect(response.statusCode).toBe(403);
    expect(await hospitalRows(patient.id)).toHaveLength(1);
  });

  it('answers 409 for a hospital the patient already has', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospitalA, hospitalB] });
    const response = await send(physician, 'POST', `${base}/${patient.id}/hospitals/${hospitalB}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The patient is already assigned to this hospital');
    expect(await auditRows(t.db, 'patient_hospital_add', patient.id)).toEqual([]);
  });

  it('refuses a coordinator with a 403', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospitalB] });
    const response = await send(
      coordinator,
      'POST',
      `${base}/${patient.id}/hospitals/${hospitalA}`,
    );
    expect(response.statusCode).toBe(403);
  });

  it('answers "Patient does not exist" for a patient of another hospital and for none', async () => {
    const hidden = await patientInC();
    await expectPatientNotFound(
      (id) => send(physician, 'POST', `${base}/${id}/hospitals/${hospitalA}`),
      hidden.id,
    );
    expect(await hospitalRows(hidden.id)).toEqual([{ hospital_id: hospitalC, added_by: null }]);
  });
});

describe('DELETE /patients/{id}/hospitals/{hospitalId}', () => {
  it('removes one of the caller’s hospitals, answers the hospitals left, and audits it', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospitalA, hospitalB] });
    const response = await send(
      physician,
      'DELETE',
      `${base}/${patient.id}/hospitals/${hospitalB}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [{ id: hospitalA, name: 'Szpital Zachodni', shortName: 'SZ', active: true }],
    });
    expect(await hospitalRows(patient.id)).toEqual([{ hospital_id: hospitalA, added_by: null }]);
    const rows = await auditRows(t.db, 'patient_hospital_remove', patient.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      object_type: 'patient',
      account_id: physician.account.id,
      changes: { hospitalId: { old: hospitalB, new: null } },
    });
  });

  it('answers 404 for a hospital the patient does not have', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospitalA] });
    const response = await send(
      physician,
      'DELETE',
      `${base}/${patient.id}/hospitals/${hospitalB}`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Not found');
  });

  it('refuses removing a hospital the caller does not hold with a 403', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospitalA, hospitalC] });
    const response = await send(
      physician,
      'DELETE',
      `${base}/${patient.id}/hospitals/${hospitalC}`,
    );
    expect(response.statusCode).toBe(403);
    expect(await hospitalRows(patient.id)).toHaveLength(2);
  });

  it('keeps the last hospital with a 409', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospitalA] });
    const response = await send(admin, 'DELETE', `${base}/${patient.id}/hospitals/${hospitalA}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A patient must be assigned to at least one hospital');
    expect(await hospitalRows(patient.id)).toHaveLength(1);
    expect(await auditRows(t.db, 'patient_hospital_remove', patient.id)).toEqual([]);
  });

  it('refuses a coordinator with a 403', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospitalA, hospitalB] });
    const response = await send(
      coordinator,
      'DELETE',
      `${base}/${patient.id}/hospitals/${hospitalA}`,
    );
    expect(response.statusCode).toBe(403);
    expect(await hospitalRows(patient.id)).toHaveLength(2);
  });

  it('answers "Patient does not exist" for a patient of another hospital and for none', async () => {
    const hidden = await addPatient(t.db, { hospitals: [hospitalB, hospitalC] });
    await expectPatientNotFound(
      (id) => send(dataAdministrator, 'DELETE', `${base}/${id}/hospitals/${hospitalB}`),
      hidden.id,
    );
    expect(await hospitalRows(hidden.id)).toHaveLength(2);
  });
});

describe('favourite patients', () => {
  const url = (patientId: number) => `${base}/${patientId}/favorite-patients`;

  it('marks and unmarks a favourite idempotently, auditing only real changes', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospitalA] });
    expect((await send(coordinator, 'GET', url(patient.id))).json()).toEqual({ isFavorite: false });

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await send(coordinator, 'POST', url(patient.id));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ isFavorite: true });
    }
    expect((await send(coordinator, 'GET', url(patient.id))).json()).toEqual({ isFavorite: true });
    const added = await auditRows(t.db, 'patient_favorite_add', patient.id);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      object_type: 'patient',
      account_id: coordinator.account.id,
      changes: { favorite: { old: false, new: true } },
    });

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await send(coordinator, 'DELETE', url(patient.id));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ isFavorite: false });
    }
    expect((await send(coordinator, 'GET', url(patient.id))).json()).toEqual({ isFavorite: false });
    const removed = await auditRows(t.db, 'patient_favorite_remove', patient.id);
    expect(removed).toHaveLength(1);
    expect(removed[0]!.changes).toEqual({ favorite: { old: true, new: false } });
  });

  it('keeps each account’s favourites to itself', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospitalA] });
    await send(physician, 'POST', url(patient.id));
    expect((await send(physician, 'GET', url(patient.id))).json()).toEqual({ isFavorite: true });
    expect((await send(dataAdministrator, 'GET', url(patient.id))).json()).toEqual({
      isFavorite: false,
    });
    await send(dataAdministrator, 'DELETE', url(patient.id));
    const rows = await t.db
      .selectFrom('favorite_patients')
      .select('account_id')
      .where('patient_id', '=', patient.id)
      .execute();
    expect(rows).toEqual([{ account_id: physician.account.id }]);
    expect(await auditRows(t.db, 'patient_favorite_remove', patient.id)).toEqual([]);
  });

  it('answers "Patient does not exist" for a patient of another hospital and for none', async () => {
    const hidden = await patientInC();
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      await expectPatientNotFound((id) => send(physician, method, url(id)), hidden.id);
    }
    const rows = await t.db
      .selectFrom('favorite_patients')
      .select('account_id')
      .where('patient_id', '=', hidden.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('POST /patients/{id}/correction-flags', () => {
  const url = (patientId: number) => `${base}/${patientId}/correction-flags`;

  async function flagsOf(patientId: number) {
    return t.db
      .selectFrom('correction_flags')
      .selectAll()
      .where('patient_id', '=', patientId)
      .orderBy('id')
      .execute();
  }

  it('raises a flag with a trimmed comment for one of the caller’s hospitals, answers 201 and audits it', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospitalA, hospitalB] });
    const response = await send(coordinator, 'POST', url(patient.id), {
      comment: '  Wrong date of birth  ',
      hospitalId: hospitalA,
    });
    expect(response.statusCode).toBe(201);
    const { flagId } = response.json();
    expect(flagId).toEqual(expect.any(Number));
    expect(await flagsOf(patient.id)).toEqual([
      {
        id: flagId,
        patient_id: patient.id,
        hospital_id: hospitalA,
        comment: 'Wrong date of birth',
        author_id: coordinator.account.id,
        created_at: t.clock.now(),
        resolved: false,
        resolved_at: null,
        resolved_by: null,
      },
    ]);
    const rows = await auditRows(t.db, 'patient_flag_add', patient.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      object_type: 'patient',
      account_id: coordinator.account.id,
      changes: {
        flagId: { old: null, new: flagId },
        comment: { old: null, new: 'Wrong date of birth' },
        hospitalId: { old: null, new: hospitalA },
      },
    });
  });

  it('refuses a blank, missing or too long comment and a missing hospital with a 422 by field', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospitalA] });
    const audited = await auditCount(t.db);
    for (const [payload, details] of [
      [{ comment: '   ', hospitalId: hospitalA }, { comment: ['Required field'] }],
      [{ hospitalId: hospitalA }, { comment: ['Required field'] }],
      [
        { comment: 'x'.repeat(2001), hospitalId: hospitalA },
        { comment: ['Field must be max 2000 characters'] },
      ],
      [
        { comment: null, hospitalId: null },
        { comment: ['Required field'], hospitalId: ['Required field'] },
      ],
    ] as const) {
      const response = await send(physician, 'POST', url(patient.id), payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(response.json().details).toEqual(details);
    }
    const longest = await send(physician, 'POST', url(patient.id), {
      comment: 'x'.repeat(2000),
      hospitalId: hospitalA,
    });
    expect(longest.statusCode).toBe(201);
    expect(await flagsOf(patient.id)).toHaveLength(1);
    expect(await auditCount(t.db)).toBe(audited + 1);
  });

  it('refuses a hospital the patient does not have, or the caller does not hold, with a 422', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospitalA, hospitalC] });
    for (const hospitalId of [hospitalB, hospitalC, 2_000_000_000]) {
      const response = await send(physician, 'POST', url(patient.id), {
        comment: 'Check the address',
        hospitalId,
      });
      expect(response.statusCode, String(hospitalId)).toBe(422);
      expect(response.json().details).toEqual({ hospitalId: ['Invalid value'] });
    }
    expect(await flagsOf(patient.id)).toEqual([]);

    const byAdmin = await send(admin, 'POST', url(patient.id), {
      comment: 'Check the address',
      hospitalId: hospitalC,
    });
    expect(byAdmin.statusCode).toBe(201);
    const byAdminElsewhere = await send(admin, 'POST', url(patient.id), {
      comment: 'Check the address',
      hospitalId: hospitalB,
    });
    expect(byAdminElsewhere.statusCode).toBe(422);
  });

  it('answers "Patient does not exist" for a patient of another hospital and for none', async () => {
    const hidden = await patientInC();
    await expectPatientNotFound(
      (id) => send(physician, 'POST', url(id), { comment: 'Check', hospitalId: hospitalA }),
      hidden.id,
    );
    expect(await flagsOf(hidden.id)).toEqual([]);
  });
});

describe('PATCH /patients/{id}/correction-flags/{flagId}/resolve', () => {
  async function raiseFlag(patientId: number, hospitalId: number) {
    const response = await send(admin, 'POST', `${base}/${patientId}/correction-flags`, {
      comment: 'Check the PESEL',
      hospitalId,
    });
    return response.json().flagId as number;
  }
  const url = (patientId: number, flagId: number) =>
    `${base}/${patientId}/correction-flags/${flagId}/resolve`;
  const flag = (flagId: number) =>
    t.db
      .selectFrom('correction_flags')
      .select(['resolved', 'resolved_at', 'resolved_by'])
      .where('id', '=', flagId)
      .executeTakeFirstOrThrow();

  it('resolves a flag with who and when, answers 204, and audits it once however often it is asked', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospitalA] });
    const flagId = await raiseFlag(patient.id, hospitalA);
    t.clock.advance(60_000);
    const resolvedAt = t.clock.now();

    const response = await send(coordinator, 'PATCH', url(patient.id, flagId));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await flag(flagId)).toEqual({
      resolved: true,
      resolved_at: resolvedAt,
      resolved_by: coordinator.account.id,
    });

    t.clock.advance(60_000);
    const again = await send(dataAdministrator, 'PATCH', url(patient.id, flagId));
    expect(again.statusCode).toBe(204);
    expect(await flag(flagId)).toEqual({
      resolved: true,
      resolved_at: resolvedAt,
      resolved_by: coordinator.account.id,
    });

    const rows = await auditRows(t.db, 'patient_flag_resolve', patient.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      object_type: 'patient',
      account_id: coordinator.account.id,
      changes: { flagId: { old: flagId, new: flagId }, resolved: { old: false, new: true } },
    });
  });

  it('refuses a reporter physician with a 403', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospitalA] });
    const flagId = await raiseFlag(patient.id, hospitalA);
    const response = await send(physician, 'PATCH', url(patient.id, flagId));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Missing permissions');
    expect((await flag(flagId)).resolved).toBe(false);
  });

  it('answers 404 for another patient’s flag and for none', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospitalA] });
    const other = await addPatient(t.db, { hospitals: [hospitalA] });
    const othersFlag = await raiseFlag(other.id, hospitalA);
    for (const flagId of [othersFlag, 2_000_000_000]) {
      const response = await send(coordinator, 'PATCH', url(patient.id, flagId));
      expect(response.statusCode, `flag ${flagId}`).toBe(404);
      expect(response.json().message).toBe('The correction flag does not exist');
    }
    expect((await flag(othersFlag)).resolved).toBe(false);
  });

  it('leaves a flag addressed to another hospital of a shared patient to that hospital (404), and lets a central administrator resolve it', async () => {
    const shared = await addPatient(t.db, { hospitals: [hospitalA, hospitalB] });
    const flagForB = await raiseFlag(shared.id, hospitalB);
    for (const user of [coordinator, dataAdministrator]) {
      const response = await send(user, 'PATCH', url(shared.id, flagForB));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('The correction flag does not exist');
    }
    expect((await flag(flagForB)).resolved).toBe(false);
    expect(await auditRows(t.db, 'patient_flag_resolve', shared.id)).toEqual([]);

    const byAdmin = await send(admin, 'PATCH', url(shared.id, flagForB));
    expect(byAdmin.statusCode).toBe(204);
    expect((await flag(flagForB)).resolved).toBe(true);
  });

  it('answers "Patient does not exist" for a patient of another hospital and for none', async () => {
    const hidden = await patientInC();
    const flagId = await raiseFlag(hidden.id, hospitalC);
    await expectPatientNotFound((id) => send(coordinator, 'PATCH', url(id, flagId)), hidden.id);
    expect((await flag(flagId)).resolved).toBe(false);
  });
});

describe('the OpenAPI document', () => {
  it('documents every status of the sub-resource routes', async () => {
    const operations = await documentedOperations(t, `${base}/{id}/`);
    const mine = Object.fromEntries(
      Object.entries(operations).filter(([operation]) =>
        /\/(protocols|hospitals|favorite-patients|correction-flags)\b/.test(operation),
      ),
    );
    const path = `${base}/{id}`;
    const common = ['400', '401', '403', '500'];
    expect(mine).toEqual({
      [`POST ${path}/protocols`]: ['201', ...common, '404', '409', '422'].sort(),
      [`PATCH ${path}/protocols/{protocolId}/activate`]: ['200', ...common, '404'].sort(),
      [`PATCH ${path}/protocols/{protocolId}/deactivate`]: ['200', ...common, '404'].sort(),
      [`POST ${path}/hospitals/{hospitalId}`]: ['200', ...common, '404', '409', '422'].sort(),
      [`DELETE ${path}/hospitals/{hospitalId}`]: ['200', ...common, '404', '409'].sort(),
      [`GET ${path}/favorite-patients`]: ['200', ...common, '404'].sort(),
      [`POST ${path}/favorite-patients`]: ['200', ...common, '404'].sort(),
      [`DELETE ${path}/favorite-patients`]: ['200', ...common, '404'].sort(),
      [`POST ${path}/correction-flags`]: ['201', ...common, '404', '422'].sort(),
      [`PATCH ${path}/correction-flags/{flagId}/resolve`]: ['204', ...common, '404'].sort(),
    });
  });
});
