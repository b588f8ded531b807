/**
 * A central administrator's page of one protocol read from the patients' indexes alone
 * (issue 19).
 *
 * An administrator's list filtered by a protocol, beyond the 1,000 matches that are gathered
 * and sorted, walks the patients in the list's order (by name, birth date or registration)
 * until the page is full, and asked patient_protocols of each patient walked past whether they
 * carry the protocol: about (offset + page) × 13 probes for a protocol of one patient in
 * thirteen, 10-17 ms a page in the embedded database, which runs one query at a time.
 *
 * Each patient now carries their protocol codes, `protocol_codes`, in order, as their hospital
 * entries do (migration 0014), kept by the database in the writing transaction: statement
 * triggers on patient_protocols rewrite the codes of the patients a statement touched, once
 * per statement, so that a bulk load of protocols does not rewrite each patient once a row,
 * and leave a patient whose codes did not change as it was (a rewritten row is a new version of
 * it in every index below, since they hold the codes).
 * The indexes the walks read include the codes and the state, so that a walk tests both on
 * the index's entries and reads only the page's patients from the table.
 * tests/api/patientListCounts.test.ts checks the copy against the protocols.
 */
import { protocolCodes } from './0014_patient_list_entries';
import { type Event, transitions } from './0018_patient_list_counts';

/** The patients a statement of each event touched, from its transition tables. */
export const touched: Record<Event, string> = {
  insert: 'select patient_id from new_rows',
  update: 'select patient_id from new_rows union select patient_id from old_rows',
  delete: 'select patient_id from old_rows',
};

export const statements = [
  `alter table patients add column protocol_codes text[] not null default '{}'`,
  `update patients p set protocol_codes = ${protocolCodes('p.id')}
    where exists (select 1 from patient_protocols pp where pp.patient_id = p.id)`,
  ...(Object.keys(touched) as Event[]).flatMap((event) => [
    `create function patients_copy_protocol_codes_${event}() returns trigger language plpgsql as $$
      begin
        update patients p set protocol_codes = codes.protocols
          from (select t.patient_id, ${protocolCodes('t.patient_id')} as protocols
            from (${touched[event]}) t) codes
          where p.id = codes.patient_id and p.protocol_codes <> codes.protocols;
        return null;
      end
    $$`,
    `create trigger patients_copy_protocol_codes_${event} after ${event} on patient_protocols
      referencing ${transitions[event]}
      for each statement execute function patients_copy_protocol_codes_${event}()`,
  ]),
  `drop index patients_name_key_idx`,
  `create index patients_name_key_idx on patients (last_name_key, first_name_key, id)
    include (active, birth_date, created_at, search_key, protocol_codes)`,
  `drop index patients_birth_date_idx`,
  `create index patients_birth_date_idx on patients (birth_date, id) include (active, protocol_codes)`,
  `drop index patients_created_at_idx`,
  `create index patients_created_at_idx on patients (created_at, id)
    include (gender, active, protocol_codes)`,
  `analyze patients`,
];
