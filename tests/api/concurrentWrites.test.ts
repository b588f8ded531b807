/**
 * Many users writing the same hospitals' patients at once (migrations 0021 and 0023).
 * Registering, deactivating, reactivating, saving forms, adding protocols and moving patients
 * between hospitals all move kept figures: the dashboard's and the list's counters, which the
 * triggers update in the writing transaction. Renaming a hospital or changing its state
 * rewrites the list's copy of it on every one of its patients. Before the shards' locks, 30
 * concurrent writers of one hospital met dozens of deadlocks in a few thousand requests, each
 * answered with a 500 (now a 503, busy). With renames in the mix, before the hospitals' locks,
 * about a hundred of 900 requests were 503s, and a patient added to a hospital while it was
 * renamed kept its old name. Here every answer is one the write expects, and afterwards every
 * kept figure and copy equals the rows counted afresh. On PostgreSQL the writes run in parallel
 * on the pool's connections; the embedded database runs them one at a time, and the figures are
 * checked all the same.
 */
import { beforeAll, expect, it } from 'vitest';
import { FORM_FIXTURES } from '../../demo/forms';
import { SeededRandom } from '../../demo/syntheticPatients';
import { type Session, addHospital, signInAs } from './administration';
import { useTestApp } from './helpers';
import { fresh, stale } from './keptFigures';
import { addPatient, registrationForm } from './patients';

const t = useTestApp();
const base = '/api/v1/patient/patients';
const hospitalBase = '/api/v1/hospital/hospitals';
const WRITERS = 30;
/** On PostgreSQL, enough to meet dozens of deadlocks without the locks; fewer one at a time. */
const REQUESTS = process.env.DATABASE_URL ? 900 : 300;

let north: number;
let south: number;
let admin: Session;
let physician: Session;
const ids: number[] = [];
const names = new Map<number, string>();
let renames = 0;

beforeAll(async () => {
  north = await addHospital(t.db, { name: 'Szpital Współbieżny', shortName: 'SWB' });
  south = await addHospital(t.db, { name: 'Szpital Sąsiedni', shortName: 'SSA' });
  names.set(north, 'Szpital Współbieżny').set(south, 'Szpital Sąsiedni');
  admin = await signInAs(t, 'ROLE_CENTRAL_ADMINISTRATOR');
  physician = await signInAs(t, 'ROLE_REPORTER_PHYSICIAN', {
    hospitals: [north],
    protocols: ['ALL'],
  });
  for (let i = 0; i < 48; i++) {
    const patient = await addPatient(t.db, { protocols: ['ALL'], hospitals: [north] });
    ids.push(patient.id);
  }
});

/** The version of each patient's ALL form last heard of. */
const formVersions = new Map<number, number>();

async function saveForm(patientId: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/form/forms/ALL-basic/protocol-form-data/${patientId}`,
    headers: physician.headers,
    payload: { formData: FORM_FIXTURES.ALL.basic.valid, version: formVersions.get(patientId) ?? 0 },
  });
  const body = response.json() as { version?: number; details?: { version?: string[] } };
  const version = body.version ?? Number(body.details?.version?.[0]);
  if (Number.isInteger(version)) formVersions.set(patientId, version);
  return response;
}

const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

/** One user's write, drawn by weight, with the answers it may get. */
function write(random: SeededRandom) {
  const id = random.pick(ids);
  const draw = random.next();
  if (draw < 0.25) {
    // Two hospitals, in either order: one statement adds to both hospitals' counters. The south
    // inactive: a 422.
    const hospitals = random.chance(0.5) ? [north, south] : [south, north];
    return {
      action: 'register',
      expected: [201, 422],
      response: send('POST', base, registrationForm({ hospitals, protocols: ['ALL', 'AML'] })),
    };
  }
  if (draw < 0.4) {
    const response = send('PATCH', `${base}/${id}/deactivate`, { reason: 'Przeniesiony' });
    return { action: 'deactivate', expected: [200], response };
  }
  if (draw < 0.55) {
    return {
      action: 'activate',
      expected: [200],
      response: send('PATCH', `${base}/${id}/activate`),
    };
  }
  if (draw < 0.7) {
    // The physician's save of the patient's ALL form, at the version last heard of: another
    // save of it in flight makes this one a 409.
    return { action: 'save form', expected: [200, 201, 409], response: saveForm(id) };
  }
  if (draw < 0.8) {
    // A protocol the patient already carries is a 409.
    const response = send('POST', `${base}/${id}/protocols`, {
      protocol: random.pick(['CML', 'HL']),
    });
    return { action: 'add protocol', expected: [201, 409], response };
  }
  if (draw < 0.84) {
    // A rename rewrites the list's copy of the hospital on every one of its patients (migration
    // 0022): it locks the hospital, their rows, then their shards (0021 and 0023), while
    // registrations and hospital moves lock the hospital first (the copies must name it as
    // renamed) and a patient's row before its shard.
    const hospital = random.pick([north, south]);
    renames += 1;
    const response = send('PUT', `${hospitalBase}/${hospital}`, {
      name: `${names.get(hospital)} ${renames}`,
      shortName: hospital === north ? 'SWB' : 'SSA',
    });
    return { action: 'rename hospital', expected: [200], response };
  }
  if (draw < 0.86) {
    // The south's state, which its patients' copies carry too.
    const state = random.chance(0.5) ? 'deactivate' : 'activate';
    const response = send(
      'PATCH',
      `${hospitalBase}/${south}/${state}`,
      state === 'deactivate' ? { reason: 'Połączenie szpitali' } : undefined,
    );
    return { action: `${state} hospital`, expected: [200], response };
  }
  if (draw < 0.92) {
    // Already in the hospital: a 409; the south inactive: a 422.
    const response = send('POST', `${base}/${id}/hospitals/${south}`);
    return { action: 'add hospital', expected: [200, 409, 422], response };
  }
  // Not in the hospital: a 404.
  const response = send('DELETE', `${base}/${id}/hospitals/${south}`);
  return { action: 'leave hospital', expected: [200, 404], response };
}

it('answers concurrent writers of one hospital without an error, and keeps every figure', async () => {
  const random = new SeededRandom(21);
  const unexpected: string[] = [];
  const succeeded = new Set<string>();
  let sent = 0;
  const writer = async () => {
    while (sent < REQUESTS) {
      sent += 1;
      const { action, expected, response } = write(random);
      const answer = await response;
      if (answer.statusCode < 300) succeeded.add(action);
      if (!expected.includes(answer.statusCode)) {
        unexpected.push(`${action}: ${answer.statusCode} ${answer.body}`);
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  expect(unexpected).toEqual([]);
  // Every kind of write went through at least once.
  expect([...succeeded].sort()).toEqual([
    'activate',
    'activate hospital',
    'add hospital',
    'add protocol',
    'deactivate',
    'deactivate hospital',
    'leave hospital',
    'register',
    'rename hospital',
    'save form',
  ]);
  expect(await stale(t.db)).toEqual(fresh);
}, 120_000);
