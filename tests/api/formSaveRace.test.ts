/**
 * A save reads the form's context, checks the data, then writes in one statement that stores the
 * version and its audit row only if the patient and the protocol are still as it read them. These
 * tests change them in between (the context read is wrapped so that a change runs right after
 * it) and prove that nothing is stored and the caller hears why: 409 for a closed protocol, 404
 * for a patient who left the caller's hospitals, 409 with the current version for a save that got
 * there first. On PostgreSQL, a change of the protocols in flight holds the write until it commits,
 * and the write then sees it.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FORM_FIXTURES } from '../../demo/forms';
import type * as Repository from '../../server/modules/form/repository';
import { type Session, addHospital, auditRows, signInAs } from './administration';
import { useTestApp } from './helpers';
import { addPatient } from './patients';

const between = vi.hoisted(() => ({ run: undefined as undefined | (() => Promise<void>) }));

vi.mock('../../server/modules/form/repository', async (importOriginal) => {
  const original = await importOriginal<typeof Repository>();
  return {
    ...original,
    findFormContext: async (...args: Parameters<typeof original.findFormContext>) => {
      const context = await original.findFormContext(...args);
      const change = between.run;
      between.run = undefined;
      await change?.();
      return context;
    },
  };
});

const t = useTestApp();
const RECORD = FORM_FIXTURES.STS.basic.valid;

let hospital: number;
let otherHospital: number;
let physician: Session;

beforeAll(async () => {
  hospital = await addHospital(t.db, { name: 'Klinika wyścigów' });
  otherHospital = await addHospital(t.db, { name: 'Klinika obok' });
  physician = await signInAs(t, 'ROLE_REPORTER_PHYSICIAN', {
    hospitals: [hospital],
    protocols: ['STS'],
    firstName: 'Piotr',
    lastName: 'Wyścigowy',
  });
});

const save = (patientId: number, version: number, notes = '<p>Wizyta</p>') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/form/forms/STS-basic/protocol-form-data/${patientId}`,
    headers: physician.headers,
    payload: { formData: { ...RECORD, notes }, version },
  });

const versions = async (patientId: number) =>
  (
    await t.db
      .selectFrom('form_data')
      .select('version')
      .where('patient_id', '=', patientId)
      .orderBy('version')
      .execute()
  ).map((row) => row.version);

describe('a change between a save’s read and its write', () => {
  it('stores nothing when the protocol is closed meanwhile, and answers 409', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospital], protocols: ['STS'] });
    between.run = async () => {
      await t.db
        .updateTable('patient_protocols')
        .set({ active: false })
        .where('patient_id', '=', patient.id)
        .execute();
    };
    const response = await save(patient.id, 0);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toBe(
      "The patient's protocol is inactive; activate it to edit its forms",
    );
    expect(await versions(patient.id)).toEqual([]);
    expect(await auditRows(t.db, 'form_saved', patient.id)).toEqual([]);
  });

  it('stores nothing when the patient leaves the caller’s hospitals meanwhile, and answers 404', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospital], protocols: ['STS'] });
    between.run = async () => {
      await t.db
        .updateTable('patient_hospitals')
        .set({ hospital_id: otherHospital })
        .where('patient_id', '=', patient.id)
        .execute();
    };
    const response = await save(patient.id, 0);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().message).toBe('Patient does not exist');
    expect(await versions(patient.id)).toEqual([]);
    expect(await auditRows(t.db, 'form_saved', patient.id)).toEqual([]);
  });

  it('keeps the save that got there first and answers the other 409 with its version, when and by whom', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospital], protocols: ['STS'] });
    between.run = async () => {
      expect((await save(patient.id, 0, '<p>Pierwsza</p>')).statusCode).toBe(200);
    };
    const response = await save(patient.id, 0, '<p>Druga</p>');
    expect(response.statusCode, response.body).toBe(409);
    const [first] = await t.db
      .selectFrom('form_data')
      .select('saved_at')
      .where('patient_id', '=', patient.id)
      .execute();
    expect(response.json().details).toEqual({
      version: ['1'],
      savedAt: [new Date(first!.saved_at).toISOString()],
      savedBy: ['Piotr Wyścigowy'],
    });
    expect(await versions(patient.id)).toEqual([1]);
    expect(await auditRows(t.db, 'form_saved', patient.id)).toHaveLength(1);
  });

  it('stores the version and its audit row when nothing changed', async () => {
    const patient = await addPatient(t.db, { hospitals: [hospital], protocols: ['STS'] });
    const response = await save(patient.id, 0);
    expect(response.statusCode, response.body).toBe(200);
    expect(await versions(patient.id)).toEqual([1]);
    expect(await auditRows(t.db, 'form_saved', patient.id)).toHaveLength(1);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))(
  'a protocol change in flight on PostgreSQL',
  () => {
    it('holds the save’s write until it commits; the save then sees it and stores nothing', async () => {
      const patient = await addPatient(t.db, { hospitals: [hospital], protocols: ['STS'] });
      let changed!: () => void;
      const hasChanged = new Promise<void>((resolve) => (changed = resolve));
      let commit!: () => void;
      const committing = new Promise<void>((resolve) => (commit = resolve));
      // As a change of the patient's protocols does: the patient's row locked, then the protocols.
      const change = t.db.transaction().execute(async (trx) => {
        await trx
          .selectFrom('patients')
          .select('id')
          .where('id', '=', patient.id)
          .forUpdate()
          .execute();
        await trx
          .updateTable('patient_protocols')
          .set({ active: false })
          .where('patient_id', '=', patient.id)
          .execute();
        changed();
        await committing;
      });
      await hasChanged;
      // The save reads the protocol still active (the change is not committed), checks the data,
      // and its write waits for the patient's row.
      const saving = save(patient.id, 0);
      await vi.waitFor(
        async () => {
          const { rows } = await sql<{ waiting: number }>`
          select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
          expect(rows[0]!.waiting).toBe(1);
        },
        { timeout: 5_000, interval: 20 },
      );
      commit();
      await change;
      const response = await saving;
      expect(response.statusCode, response.body).toBe(409);
      expect(await versions(patient.id)).toEqual([]);
      expect(await auditRows(t.db, 'form_saved', patient.id)).toEqual([]);
    });
  },
);
