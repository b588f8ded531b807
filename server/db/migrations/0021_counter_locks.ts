/**
 * Writes that move the kept figures wait for each other in one order, so that two of them
 * never deadlock (issue 19).
 *
 * The dashboard's figures (migration 0013) and the list's totals (migrations 0018 and 0019)
 * are counter rows that statement triggers update in the writing transaction, each locking the
 * rows it adds to until the transaction ends. A transaction reaches them in the order its
 * statements and their triggers run: registering a patient adds to the registry's totals, then
 * to the hospital's, then to its protocols'; deactivating one adds to the hospital's first,
 * since its copy of the state is rewritten inside the update, and to the registry's last.
 * Two such writes of patients in one hospital and one shard each held a row the other wanted:
 * 30 concurrent users registering, deactivating and moving patients of one hospital met 44
 * deadlocks in 3,000 requests, each answered with a 500 after PostgreSQL's second of waiting.
 *
 * Now each statement that can move a figure first takes a transaction-scoped advisory lock per
 * shard (patient id modulo 16) of the rows it wrote, in ascending order, from a trigger named
 * to fire before the counting ones (triggers of one event fire in the order of their names).
 * Every counter row of a shard is then written only by the transaction that holds the shard's
 * lock, so its row locks are never waited for, and a transaction takes several shards' locks
 * only in one statement, in order. What is left to wait for is one shard's lock, as long as its
 * holder's transaction: writes of patients in other shards do not wait at all.
 * tests/api/concurrentWrites.test.ts writes concurrently and checks the figures after.
 */
import { type Event, transitions } from './0018_patient_list_counts';

/** The first key of the shards' advisory locks (the two-key form: a space of its own). */
const COUNTER_LOCKS = 1813;

/** The tables whose writes move a kept figure, with their patient column and events. */
const counted: [table: string, patient: string, events: Event[]][] = [
  ['patients', 'id', ['insert', 'update', 'delete']],
  ['patient_hospitals', 'patient_id', ['insert', 'update', 'delete']],
  ['patient_protocols', 'patient_id', ['insert', 'update', 'delete']],
  // Saved versions are never changed or removed (migration 0005).
  ['form_data', 'patient_id', ['insert']],
];

const shards = (patient: string, event: Event) =>
  ({
    insert: `select ${patient} % 16 from new_rows`,
    update: `select ${patient} % 16 from new_rows union select ${patient} % 16 from old_rows`,
    delete: `select ${patient} % 16 from old_rows`,
  })[event];

export const statements = counted.flatMap(([table, patient, events]) =>
  events.flatMap((event) => {
    const name = `counters_lock_${table}_${event}`;
    return [
      `create function ${name}() returns trigger language plpgsql as $$
        declare
          shard integer;
        begin
          for shard in select distinct s from (${shards(patient, event)}) as t (s) order by s loop
            perform pg_advisory_xact_lock(${COUNTER_LOCKS}, shard);
          end loop;
          return null;
        end
      $$`,
      `create trigger ${name} after ${event} on ${table} referencing ${transitions[event]}
        for each statement execute function ${name}()`,
    ];
  }),
);
