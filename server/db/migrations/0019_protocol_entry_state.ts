/**
 * A protocol's active (or inactive) patients counted from one index (issue 19).
 *
 * A central administrator's list of one protocol is counted from the protocol's entries in
 * patient_protocols alone. With the active filter beside it, the count had to meet each
 * entry's patient: over 1,000,000 patients the planner hashed the protocol's 43,000 entries and
 * scanned the patients until 10,001 matched (230,000 rows, 42-63 ms), and the cost grew with
 * the registry.
 *
 * Each protocol entry now carries its patient's state, `patient_active` (not the entry's own
 * `active`, whether the protocol still applies), kept by the database in the writing
 * transaction: taken from the patient when the entry is written, and rewritten when the
 * patient is deactivated or reactivated. An index leads with the protocol and that state, so the
 * count reads as many entries as it counts, at most PATIENT_COUNT_CAP + 1.
 * tests/api/patientListCounts.test.ts checks the copy against the patients.
 */
import { folded } from './0014_patient_list_entries';

export const statements = [
  `alter table patient_protocols add column patient_active boolean`,
  `update patient_protocols pp set patient_active = p.active from patients p where p.id = pp.patient_id`,
  `alter table patient_protocols alter column patient_active set not null`,
  `create function patient_protocols_copy_state() returns trigger language plpgsql as $$
    begin
      select p.active into new.patient_active from patients p where p.id = new.patient_id;
      return new;
    end
  $$`,
  `create trigger patient_protocols_copy_state
    before insert or update of patient_id on patient_protocols
    for each row execute function patient_protocols_copy_state()`,
  // Migration 0017's copies to the hospital entries, and now the state to the protocol entries.
  `create or replace function patients_copy_list_keys() returns trigger language plpgsql as $$
    begin
      update patient_hospitals
        set last_name_key = ${folded('new.last_name')}, first_name_key = ${folded('new.first_name')},
          active = new.active, birth_date = new.birth_date, created_at = new.created_at,
          search_key = new.search_key, gender = new.gender
        where patient_id = new.id;
      if old.active is distinct from new.active then
        update patient_protocols set patient_active = new.active where patient_id = new.id;
      end if;
      return null;
    end
  $$`,
  `create index patient_protocols_state_idx on patient_protocols (protocol, patient_active, patient_id)`,
  `analyze patient_protocols`,
];
