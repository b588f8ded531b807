/**
 * A hospital's change rewrites its patients' copies in the order of their ids, so that two such
 * changes never deadlock (issue 19).
 *
 * Renaming a hospital, or changing its short name or state, rewrites the list's copy of its
 * hospitals on every one of its patients (migration 0022), in one UPDATE that locks their rows
 * in whatever order its plan reads them. Two hospitals sharing patients, changed at once, could
 * each hold a row the other wanted: 30 concurrent users writing two hospitals' patients, one
 * request in sixteen renaming or (de)activating one of them, met about five deadlocks in 900
 * requests, each a 503 after PostgreSQL's second of waiting (tests/api/concurrentWrites.test.ts).
 *
 * Now the trigger first locks the patients' rows in ascending id, and only then rewrites them,
 * in a statement of its own: it reads each patient's hospitals as they are once every write
 * that held the patient has ended, a patient moved out of the hospital meanwhile included. A
 * hospital's change takes the hospital, then its patients in id order, then their shards
 * (migration 0021); a write of one patient takes its hospitals (share-locked when it adds the
 * patient to them), the patient, then the patient's shard. No order is reversed, so no cycle.
 */
import { listHospitals } from './0022_patient_list_rows';

const hospitalPatients = `select ph.patient_id from patient_hospitals ph where ph.hospital_id = new.id`;

export const statements = [
  `create or replace function hospitals_copy_to_patients() returns trigger language plpgsql as $$
    begin
      perform 1 from patients p where p.id in (${hospitalPatients})
        order by p.id for no key update;
      update patients p set list_hospitals = ${listHospitals('p.id')}
        where p.id in (${hospitalPatients});
      return null;
    end
  $$`,
];
