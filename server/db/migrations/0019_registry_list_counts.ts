/**
 * A central administrator's list totals kept by the writes, as a hospital's are (issue 19).
 *
 * The administrator's list counts every patient of the registry that matches, up to
 * PATIENT_COUNT_CAP: with no filter or the active ones it read up to 10,001 index entries on
 * every request, more than the page itself (one at a time on PostgreSQL over 100,000 patients:
 * the count 1.6 ms, the page 0.9); with one protocol and the active filter it hashed the
 * protocol's entries against a scan of the patients until the cap (42-63 ms over 1,000,000).
 * The embedded database runs one query at a time, so there those counts held up every other
 * request.
 *
 * The registry's figures are kept in `patient_list_counts` beside the hospitals' (migration
 * 0018), under hospital 0 (REGISTRY_COUNTS; no hospital may have that id): the patients active
 * or not in all (protocol ''), from statement triggers on patients, and per protocol code, from
 * statement triggers on patient_protocols. A patient counts once whatever their hospitals, and
 * a patient of no hospital counts too, as the administrator's list shows them.
 *
 * To count a protocol's patients by their state from the protocol entries alone, each entry now
 * carries its patient's state, `patient_active` (not the entry's own `active`, whether the
 * protocol still applies), kept by the database in the writing transaction: taken from the
 * patient when the entry is written, and rewritten when the patient is deactivated or
 * reactivated. tests/api/patientListCounts.test.ts checks the copy and the counters against the
 * rows after each kind of write.
 */
import { folded } from './0014_patient_list_entries';
import { addDeltas, countingTriggers, entries, entryDeltas } from './0018_patient_list_counts';

/** The hospital id under which the registry's figures are kept (REGISTRY_COUNTS). */
const REGISTRY = 0;

const patients = (rows: string, delta: number) =>
  `select ${REGISTRY}, '', p.active, p.id, ${delta} from ${rows} p`;

const protocols = (rows: string, delta: number) =>
  `select ${REGISTRY}, pp.protocol, pp.patient_active, pp.patient_id, ${delta} from ${rows} pp`;

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
  `alter table hospitals add constraint hospitals_id_not_registry check (id <> ${REGISTRY})`,
  `create or replace function patient_list_counts_rebuild() returns void language sql as $$
    delete from patient_list_counts;
    ${addDeltas(entryDeltas(entries('patient_hospitals', 1)))};
    ${addDeltas(`${patients('patients', 1)} union all ${protocols('patient_protocols', 1)}`)};
  $$`,
  `select patient_list_counts_rebuild()`,
  ...countingTriggers('patient_list_counts_registry', 'patients', {
    insert: patients('new_rows', 1),
    delete: patients('old_rows', -1),
    update: `${patients('new_rows', 1)} union all ${patients('old_rows', -1)}`,
  }),
  ...countingTriggers('patient_list_counts_registry', 'patient_protocols', {
    insert: protocols('new_rows', 1),
    delete: protocols('old_rows', -1),
    update: `${protocols('new_rows', 1)} union all ${protocols('old_rows', -1)}`,
  }),
  `analyze patient_list_counts`,
];
