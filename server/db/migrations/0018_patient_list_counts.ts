/**
 * One hospital's list totals kept by the writes, and its order by birth date from an index
 * (issue 19: the list's cost must not grow with the registry).
 *
 * A physician's list counts his hospital's matches beside the page. With no filter the count
 * stops at PATIENT_COUNT_CAP entries, but with a protocol or the active filter it read the whole
 * hospital's slice of the entries' index to find them: over 1,000,000 patients, 50,000 entries
 * and 2,570 buffers to count 2,174 active AML patients, 12-16 ms against a page's 4, and ten
 * times what the same count cost over 100,000. A page sorted by birth date sorted the whole
 * slice as well.
 *
 * `patient_list_counts` holds, per hospital, how many of its entries (patients) are active or
 * not, in all (protocol '') and per protocol code they carry. Statement triggers on
 * patient_hospitals keep it in the writing transaction, as migration 0013 keeps the dashboard's
 * figures: every write that moves a patient's hospitals, state or protocols reaches the entries
 * (migrations 0014 and 0017 copy the state and the codes onto them), so the entries are the one
 * place to count. Each counter is split over 16 shards by patient id, so that concurrent writes
 * in one hospital rarely wait for each other's row lock; a read sums the shards.
 * tests/api/patientListCounts.test.ts checks the counters against the rows after each kind of
 * write.
 *
 * `patient_hospitals_birth_idx` gives one hospital's entries in birth-date order, with what the
 * list filters on besides, so that a page by birth date walks as many entries as it needs and a
 * birth year's count reads that year's range.
 */

/** Adds the deltas of entries, as (hospital, protocol, active, patient id, delta). */
const addDeltas = (deltas: string) => `insert into patient_list_counts as c
    (hospital_id, protocol, active, shard, count)
  select d.hospital_id, d.protocol, d.active, d.patient_id % 16, sum(d.delta)::int
  from (${deltas}) as d (hospital_id, protocol, active, patient_id, delta)
  group by 1, 2, 3, 4 having sum(d.delta) <> 0
  on conflict (hospital_id, protocol, active, shard) do update set count = c.count + excluded.count`;

/** What entries add to the counters: each once in all, and once per protocol code it carries. */
const entryDeltas = (rows: string, delta: number) => `select e.hospital_id, '', e.active,
      e.patient_id, ${delta}
    from ${rows} e
  union all
  select e.hospital_id, code.protocol, e.active, e.patient_id, ${delta}
    from ${rows} e cross join lateral unnest(e.protocols) as code (protocol)`;

type Event = 'insert' | 'update' | 'delete';

const transitions: Record<Event, string> = {
  insert: 'new table as new_rows',
  update: 'old table as old_rows new table as new_rows',
  delete: 'old table as old_rows',
};

const deltas: Record<Event, string> = {
  insert: entryDeltas('new_rows', 1),
  delete: entryDeltas('old_rows', -1),
  update: `${entryDeltas('new_rows', 1)} union all ${entryDeltas('old_rows', -1)}`,
};

export const statements = [
  `create table patient_list_counts (
    hospital_id integer not null,
    protocol text not null,
    active boolean not null,
    shard smallint not null,
    count integer not null,
    primary key (hospital_id, protocol, active, shard)
  )`,
  `create function patient_list_counts_rebuild() returns void language sql as $$
    delete from patient_list_counts;
    ${addDeltas(entryDeltas('patient_hospitals', 1))};
  $$`,
  `select patient_list_counts_rebuild()`,
  // PostgreSQL allows one event per trigger with transition tables.
  ...(Object.keys(deltas) as Event[]).flatMap((event) => [
    `create function patient_list_counts_${event}() returns trigger language plpgsql as $$
      begin
        ${addDeltas(deltas[event])};
        return null;
      end
    $$`,
    `create trigger patient_list_counts_${event} after ${event} on patient_hospitals
      referencing ${transitions[event]}
      for each statement execute function patient_list_counts_${event}()`,
  ]),
  `create index patient_hospitals_birth_idx on patient_hospitals (hospital_id, birth_date, patient_id)
    include (active, protocols)`,
  `analyze patient_hospitals`,
  `analyze patient_list_counts`,
];
