/**
 * The counters' triggers pair a statement's old and new rows with a full join, so that pairing
 * them costs in proportion to the rows (issue 19: cost that grows gently).
 *
 * Two statement triggers paired the old and new rows of an update: the dashboard's, on patients
 * (migration 0013: whose registration or gender moved), and the list's, on hospital entries
 * (0018: whose state moved, and which were added or removed), with an inner join and `not
 * exists`. PL/pgSQL plans a trigger's statement when the trigger first fires on a connection,
 * and keeps that plan for later statements until the tables it reads change (an ANALYZE), with
 * the transition tables estimated at the size they had then: one row after a patient's edit,
 * the commonest write. A nested loop then compared every new row with every old one. Renaming a
 * hospital rewrites the copies of its patients (migration 0022): 5,000 patients were 25
 * million comparisons, 50,000 (a hospital of a registry of 1,000,000) were 2.5 billion. The
 * scaling benchmark's growth from 10,000 to 40,000 patients spent 78 s in the dashboard's
 * trigger alone (`auto_explain`: "Rows Removed by Join Filter: 900000000").
 *
 * PostgreSQL runs a full join only as a hash or a merge join, never as a nested loop, whatever
 * the estimate. The pairs are read once into a CTE, and each side's rows are taken from it.
 * A hospital renamed on a connection that had first edited one patient: on PostgreSQL 15 over
 * 100,000 patients, a hospital of 5,770 took 4.8 s before and 0.22-0.26 s after; on the
 * embedded database over 40,000, a hospital of 2,325 took 0.82-0.91 s and 0.20-0.22 s.
 * What each trigger adds to the counters is unchanged: tests/api/patientListCounts.test.ts and
 * tests/api/transitionRows.test.ts check the counters after each kind of write, statements of
 * many rows included, and that no trigger pairs its transition tables another way.
 */
import { addDeltas as dashboardDeltas, year } from './0013_dashboard_counts';
import { addDeltas, entryDeltas } from './0018_patient_list_counts';

/** Patients whose registration or gender an update moved, each with its old and new values. */
const movedPatients = `with moved as (
    select n.id as new_id, o.id as old_id, n.gender as new_gender, o.gender as old_gender,
      ${year('n.created_at')} as new_year, ${year('o.created_at')} as old_year
    from new_rows n full join old_rows o on o.id = n.id
    where n.created_at is distinct from o.created_at or n.gender is distinct from o.gender
  )
  select new_year, 'gender', new_gender, new_id, 1 from moved where new_id is not null
  union all select old_year, 'gender', old_gender, old_id, -1 from moved where old_id is not null
  union all select m.new_year, 'protocol', pp.protocol, m.new_id, 1
    from moved m join patient_protocols pp on pp.patient_id = m.new_id
    where m.new_year is distinct from m.old_year
  union all select m.old_year, 'protocol', pp.protocol, m.old_id, -1
    from moved m join patient_protocols pp on pp.patient_id = m.old_id
    where m.new_year is distinct from m.old_year
  union all select m.new_year, 'hospital', ph.hospital_id::text, m.new_id, 1
    from moved m join patient_hospitals ph on ph.patient_id = m.new_id
    where m.new_year is distinct from m.old_year
  union all select m.old_year, 'hospital', ph.hospital_id::text, m.old_id, -1
    from moved m join patient_hospitals ph on ph.patient_id = m.old_id
    where m.new_year is distinct from m.old_year`;

/**
 * Hospital entries an update changed: one whose state moved counts again with the codes it had
 * (a change of its codes follows its patient's protocols, counted from those); one whose key
 * changed counts as one removed and one added.
 */
const changedEntries = `with paired as (
    select n.hospital_id as new_hospital, n.patient_id as new_patient, n.active as new_active,
      n.protocols as new_protocols, o.hospital_id as old_hospital, o.patient_id as old_patient,
      o.active as old_active, o.protocols as old_protocols
    from new_rows n full join old_rows o
      on o.patient_id = n.patient_id and o.hospital_id = n.hospital_id
  )
  select new_hospital, new_patient, new_active,
      case when old_patient is null then new_protocols else old_protocols end, 1
    from paired where new_patient is not null and (old_patient is null or new_active <> old_active)
  union all
  select old_hospital, old_patient, old_active, old_protocols, -1
    from paired where old_patient is not null and (new_patient is null or new_active <> old_active)`;

const replaced = (name: string, body: string) =>
  `create or replace function ${name}() returns trigger language plpgsql as $$
    begin
      ${body};
      return null;
    end
  $$`;

export const statements = [
  replaced('dashboard_counts_patients_update', dashboardDeltas(movedPatients)),
  replaced('patient_list_counts_patient_hospitals_update', addDeltas(entryDeltas(changedEntries))),
];
