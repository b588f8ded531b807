/**
 * A hospital's patient list read from one index alone (issue 19).
 *
 * Migration 0012 gave each hospital entry of a patient the patient's folded names, so that one
 * hospital's page in name order reads about as many index entries as it shows. But the count
 * beside it, and any filter, still visited the patients themselves: a physician's count of his
 * hospital's active patients read the whole patients table (3,227 buffers, the slowest query of
 * the list's mix), and a count by protocol probed patient_protocols once for each of his
 * hospital's patients.
 *
 * Now each entry also carries what the list filters on and sorts by besides the names (the
 * patient's state, birth date, registration time, search key and protocol codes), and the
 * hospital's index holds them as included columns. One hospital's count, with any of those
 * filters, is then an index-only scan of that hospital's slice of the index, and its page reads
 * the slice in name order and the 25 patients it shows.
 *
 * The copies are kept by the database itself, whatever writes, in the writing transaction: an
 * entry takes its patient's values when it is inserted, a change of the patient's copied
 * columns (a registration time set by an import, say) goes to every entry of theirs, and a
 * change of their protocols rewrites the entries' protocol codes.
 * tests/api/patientListEntries.test.ts checks each path against the patients.
 */
import { FOLD_FROM, FOLD_TO } from './0004_patients';

export const folded = (column: string) =>
  `translate(lower(${column}), '${FOLD_FROM}', '${FOLD_TO}')`;

/** The patient's protocol codes, in order, as the entries hold them. */
export const protocolCodes = (patientId: string) =>
  `coalesce((select array_agg(pp.protocol order by pp.protocol)
    from patient_protocols pp where pp.patient_id = ${patientId}), '{}')`;

export const statements = [
  `alter table patient_hospitals
    add column active boolean, add column birth_date date, add column created_at timestamptz,
    add column search_key text, add column protocols text[]`,
  `update patient_hospitals ph
    set active = p.active, birth_date = p.birth_date, created_at = p.created_at,
      search_key = p.search_key, protocols = ${protocolCodes('p.id')}
    from patients p where p.id = ph.patient_id`,
  `alter table patient_hospitals alter column active set not null,
    alter column birth_date set not null, alter column created_at set not null,
    alter column search_key set not null, alter column protocols set not null`,
  // The entry's copies, taken when it is inserted (0012's trigger, now for every copy). The
  // protocol codes are read by a statement planned at each call: a plan kept from a load's
  // first rows, when patient_protocols was still empty, scanned the whole table for every entry
  // after (a bulk load of 20,000 patients took 23 s instead of 11).
  `create or replace function patient_hospitals_name_keys() returns trigger language plpgsql as $$
    begin
      select ${folded('p.last_name')}, ${folded('p.first_name')},
          p.active, p.birth_date, p.created_at, p.search_key
        into new.last_name_key, new.first_name_key,
          new.active, new.birth_date, new.created_at, new.search_key
        from patients p where p.id = new.patient_id;
      execute 'select ' || $codes$${protocolCodes('$1')}$codes$ into new.protocols using new.patient_id;
      return new;
    end
  $$`,
  `drop trigger patients_copy_name_keys on patients`,
  `drop function patients_copy_name_keys()`,
  `create function patients_copy_list_keys() returns trigger language plpgsql as $$
    begin
      update patient_hospitals
        set last_name_key = ${folded('new.last_name')}, first_name_key = ${folded('new.first_name')},
          active = new.active, birth_date = new.birth_date, created_at = new.created_at,
          search_key = new.search_key
        where patient_id = new.id;
      return null;
    end
  $$`,
  `create trigger patients_copy_list_keys
    after update of first_name, last_name, active, birth_date, created_at, search_key on patients
    for each row when (old.first_name is distinct from new.first_name
      or old.last_name is distinct from new.last_name
      or old.active is distinct from new.active
      or old.birth_date is distinct from new.birth_date
      or old.created_at is distinct from new.created_at
      or old.search_key is distinct from new.search_key)
    execute function patients_copy_list_keys()`,
  `create function patient_protocols_copy_codes() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        update patient_hospitals set protocols = ${protocolCodes('old.patient_id')}
          where patient_id = old.patient_id;
      end if;
      if tg_op <> 'DELETE' then
        update patient_hospitals set protocols = ${protocolCodes('new.patient_id')}
          where patient_id = new.patient_id;
      end if;
      return null;
    end
  $$`,
  `create trigger patient_protocols_copy_codes
    after insert or delete or update of patient_id, protocol on patient_protocols
    for each row execute function patient_protocols_copy_codes()`,
  `create index patient_hospitals_list_idx
    on patient_hospitals (hospital_id, last_name_key, first_name_key, patient_id)
    include (active, birth_date, created_at, search_key, protocols)`,
  `drop index patient_hospitals_name_idx`,
  `analyze patient_hospitals`,
];
