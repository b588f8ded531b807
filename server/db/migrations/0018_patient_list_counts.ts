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
 * not, in all (protocol '') and per protocol code they carry. Statement triggers keep it in the
 * writing transaction, as migration 0013 keeps the dashboard's figures, each statement's rows
 * counted together:
 *
 * - on patient_hospitals, an entry added or removed counts in all and for each of its codes,
 *   and a change of its state (copied from the patient, migration 0014) moves them;
 * - on patient_protocols, a protocol added, renamed or removed counts for each hospital entry
 *   of its patient.
 *
 * A protocol change also rewrites the entries' codes, one statement per protocol row (migration
 * 0014's row trigger); counting it there instead fired the counters once per row, and growing
 * the benchmark's registry to 1,000,000 patients ran past ten minutes instead of 204 s. Each counter is split over 16
 * shards by patient id, so that concurrent writes in one hospital rarely wait for each other's
 * row lock; a read sums the shards. tests/api/patientListCounts.test.ts checks the counters
 * against the rows after each kind of write.
 *
 * `patient_hospitals_birth_idx` gives one hospital's entries in birth-date order, with what the
 * list filters on besides, so that a page by birth date walks as many entries as it needs and a
 * birth year's count reads that year's range.
 */

/** Adds the deltas of entries, as (hospital, protocol, active, patient id, delta). */
export const addDeltas = (deltas: string) => `insert into patient_list_counts as c
    (hospital_id, protocol, active, shard, count)
  select d.hospital_id, d.protocol, d.active, d.patient_id % 16, sum(d.delta)::int
  from (${deltas}) as d (hospital_id, protocol, active, patient_id, delta)
  group by 1, 2, 3, 4 having sum(d.delta) <> 0
  on conflict (hospital_id, protocol, active, shard) do update set count = c.count + excluded.count`;

/**
 * What entries add to the counters, `rows` selecting (hospital_id, patient_id, active, codes,
 * delta): each once in all, and once per protocol code.
 */
export const entryDeltas = (rows: string) => `select e.hospital_id, code.protocol, e.active,
      e.patient_id, e.delta
    from (${rows}) as e (hospital_id, patient_id, active, codes, delta)
      cross join lateral unnest(array[''] || e.codes) as code (protocol)`;

export const entries = (rows: string, delta: number) =>
  `select hospital_id, patient_id, active, protocols, ${delta} from ${rows}`;

/**
 * An entry changed: its state moves it, with the codes it had (its codes change with its
 * patient's protocols, counted from those); an entry whose key changed counts as one removed
 * and one added.
 */
const changedEntries = `select n.hospital_id, n.patient_id, n.active, o.protocols, 1
    from new_rows n join old_rows o using (patient_id, hospital_id) where n.active <> o.active
  union all
  select o.hospital_id, o.patient_id, o.active, o.protocols, -1
    from new_rows n join old_rows o using (patient_id, hospital_id) where n.active <> o.active
  union all
  select n.hospital_id, n.patient_id, n.active, n.protocols, 1 from new_rows n
    where not exists (select 1 from old_rows o
      where o.patient_id = n.patient_id and o.hospital_id = n.hospital_id)
  union all
  select o.hospital_id, o.patient_id, o.active, o.protocols, -1 from old_rows o
    where not exists (select 1 from new_rows n
      where n.patient_id = o.patient_id and n.hospital_id = o.hospital_id)`;

/** What protocol entries add: one for each hospital entry of their patient. */
const protocolDeltas = (rows: string, delta: number) => `select ph.hospital_id, pp.protocol,
      ph.active, pp.patient_id, ${delta}
    from ${rows} pp join patient_hospitals ph on ph.patient_id = pp.patient_id`;

export type Event = 'insert' | 'update' | 'delete';

/** The transition tables a statement trigger of each event names. */
export const transitions: Record<Event, string> = {
  insert: 'new table as new_rows',
  update: 'old table as old_rows new table as new_rows',
  delete: 'old table as old_rows',
};

/**
 * Statement triggers named for the counters, one per event: PostgreSQL allows one event per
 * trigger with transition tables, and no column list (an update that moves nothing adds deltas
 * that sum to zero, and no counter is written).
 */
export function countingTriggers(
  prefix: string,
  table: string,
  deltas: Record<Event, string>,
): string[] {
  return (Object.keys(deltas) as Event[]).flatMap((event) => {
    const name = `${prefix}_${table}_${event}`;
    return [
      `create function ${name}() returns trigger language plpgsql as $$
        begin
          ${addDeltas(deltas[event])};
          return null;
        end
      $$`,
      `create trigger ${name} after ${event} on ${table} referencing ${transitions[event]}
        for each statement execute function ${name}()`,
    ];
  });
}

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
    ${addDeltas(entryDeltas(entries('patient_hospitals', 1)))};
  $$`,
  `select patient_list_counts_rebuild()`,
  ...countingTriggers('patient_list_counts', 'patient_hospitals', {
    insert: entryDeltas(entries('new_rows', 1)),
    delete: entryDeltas(entries('old_rows', -1)),
    update: entryDeltas(changedEntries),
  }),
  ...countingTriggers('patient_list_counts', 'patient_protocols', {
    insert: protocolDeltas('new_rows', 1),
    delete: protocolDeltas('old_rows', -1),
    update: `${protocolDeltas('new_rows', 1)} union all ${protocolDeltas('old_rows', -1)}`,
  }),
  `create index patient_hospitals_birth_idx on patient_hospitals (hospital_id, birth_date, patient_id)
    include (active, protocols)`,
  `analyze patient_hospitals`,
  `analyze patient_list_counts`,
];
