/**
 * A physician's dashboard figures read from their hospitals' entries alone (issue 19).
 *
 * A physician's figures of a year (patients by gender, by protocol and by hospital) came from
 * the year's patients of every hospital: an index scan of the 19,650 registered in the year over
 * 100,000, hash-joined with his hospital's 5,600 entries to keep his 1,100, about 7 ms of the
 * 12 his request cost the database, and growing with the registry. A central administrator's
 * figures are kept counters (migration 0013); a physician's cannot be summed from counters per
 * hospital, since a patient treated in two of his hospitals counts once.
 *
 * Each hospital entry of a patient already carries the registration time and the protocol codes
 * (migration 0014). Now it carries the gender too, kept by the same triggers, and an index
 * leads with the hospital and the registration time and holds the rest: a physician's year is
 * a range of that index, as many entries as he has patients registered in the year, read from
 * the index alone (server/modules/dashboard/repository.ts, registeredPatients).
 */
import { folded, protocolCodes } from './0014_patient_list_entries';

export const statements = [
  `alter table patient_hospitals add column gender text`,
  `update patient_hospitals ph set gender = p.gender from patients p where p.id = ph.patient_id`,
  `alter table patient_hospitals alter column gender set not null`,
  // Migration 0014's copies when an entry is added, with the gender.
  `create or replace function patient_hospitals_copy_list_keys() returns trigger
    language plpgsql as $$
    begin
      select ${folded('p.last_name')}, ${folded('p.first_name')},
          p.active, p.birth_date, p.created_at, p.search_key, p.gender
        into new.last_name_key, new.first_name_key,
          new.active, new.birth_date, new.created_at, new.search_key, new.gender
        from patients p where p.id = new.patient_id;
      execute 'select ' || $codes$${protocolCodes('$1')}$codes$ into new.protocols using new.patient_id;
      return new;
    end
  $$`,
  // And when the patient changes.
  `create or replace function patients_copy_list_keys() returns trigger language plpgsql as $$
    begin
      update patient_hospitals
        set last_name_key = ${folded('new.last_name')}, first_name_key = ${folded('new.first_name')},
          active = new.active, birth_date = new.birth_date, created_at = new.created_at,
          search_key = new.search_key, gender = new.gender
        where patient_id = new.id;
      return null;
    end
  $$`,
  `drop trigger patients_copy_list_keys on patients`,
  `create trigger patients_copy_list_keys
    after update of first_name, last_name, active, birth_date, created_at, search_key, gender
    on patients
    for each row when (old.first_name is distinct from new.first_name
      or old.last_name is distinct from new.last_name
      or old.active is distinct from new.active
      or old.birth_date is distinct from new.birth_date
      or old.created_at is distinct from new.created_at
      or old.search_key is distinct from new.search_key
      or old.gender is distinct from new.gender)
    execute function patients_copy_list_keys()`,
  `create index patient_hospitals_registered_idx on patient_hospitals (hospital_id, created_at)
    include (patient_id, gender, protocols)`,
  `analyze patient_hospitals`,
];
