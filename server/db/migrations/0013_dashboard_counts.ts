/**
 * The central administrator's dashboard figures of a year, kept current by the writes that
 * change them, so that reading them costs the same whatever the registry's size.
 *
 * Over 100,000 patients the administrator's figures counted a year's 19,000 patients three ways
 * and 40,000 form saves on every request (23 ms alone, p99 240 ms at 10 in flight), and the cost
 * grew with the registry. Now every write that moves a figure adds or takes one in
 * `dashboard_counts`, in the same transaction, from triggers (so that no writer, the API, the
 * demo, a migration or an import, can forget it):
 *
 * - `gender`: patients registered in a UTC year, by gender (a patient's insert, a change of its
 *   gender or registration time, its removal);
 * - `protocol`: of those, per protocol code they carry (an entry of patient_protocols);
 * - `hospital`: of those, per hospital id treating them (an entry of patient_hospitals);
 * - `form`: patient forms (a patient and a form id) with at least one version saved in the year
 *   (the first save of the year of a patient's form; saved versions are never changed).
 *
 * Each figure is split over 16 shards by patient id, so that concurrent writes (form saves at 20
 * connections) rarely wait for each other's row lock; a read sums the shards. A physician's
 * figures are over their hospitals and protocols, a few thousand rows, and are still counted
 * from the rows themselves (server/modules/dashboard/repository.ts).
 * `dashboard_counts_rebuild()` counts everything again from the rows: the migration uses it, and
 * so do bulk loads that write with triggers off.
 */
export const year = (column: string) => `date_part('year', ${column} at time zone 'UTC')::int`;

/**
 * Adds the deltas a query selects, as (year, figure, key, patient id, delta), to the counters:
 * summed per counter first, so that a bulk insert of thousands of rows updates each counter
 * once per statement, and a counter takes one upsert.
 */
export const addDeltas = (deltas: string) => `insert into dashboard_counts as c
    (year, figure, key, shard, count)
  select d.year, d.figure, d.key, d.patient_id % 16, sum(d.delta)::int
  from (${deltas}) as d (year, figure, key, patient_id, delta)
  group by 1, 2, 3, 4 having sum(d.delta) <> 0
  on conflict (year, figure, key, shard) do update set count = c.count + excluded.count`;

type Event = 'insert' | 'update' | 'delete';

/**
 * Statement triggers (with their transition tables, new_rows and old_rows, so that one
 * statement's rows are counted together) that add each event's deltas. PostgreSQL allows one
 * event per trigger with transition tables.
 */
function statementTriggers(table: string, deltas: Partial<Record<Event, string>>): string[] {
  return Object.entries(deltas).flatMap(([event, query]) => {
    const name = `dashboard_counts_${table}_${event}`;
    const transition = {
      insert: 'new table as new_rows',
      update: 'old table as old_rows new table as new_rows',
      delete: 'old table as old_rows',
    }[event as Event];
    return [
      `create function ${name}() returns trigger language plpgsql as $$
        begin
          ${addDeltas(query)};
          return null;
        end
      $$`,
      `create trigger ${name} after ${event} on ${table} referencing ${transition}
        for each statement execute function ${name}()`,
    ];
  });
}

/** A patient's protocols or hospitals: counted in the year of the patient's registration. */
function entryTriggers(table: string, figure: string, key: string): string[] {
  const entries = (rows: string, delta: number) =>
    `select ${year('p.created_at')}, '${figure}', e.${key}, e.patient_id, ${delta}
      from ${rows} e join patients p on p.id = e.patient_id`;
  return statementTriggers(table, {
    insert: entries('new_rows', 1),
    delete: entries('old_rows', -1),
    update: `${entries('new_rows', 1)} union all ${entries('old_rows', -1)}`,
  });
}

/**
 * The patient forms a statement's saves (`new_rows`) saved first in their year, as (year,
 * form_id, patient_id): the year's index (migration 0006) finds no other version of the pair in
 * the year than those the statement added.
 */
export const firstSaves = `select added.year, added.form_id, added.patient_id
  from (select ${year('saved_at')} as year, form_id, patient_id, count(*) as versions
    from new_rows group by 1, 2, 3) added
  where (select count(*) from form_data fd
    where ${year('fd.saved_at')} = added.year
      and fd.form_id = added.form_id and fd.patient_id = added.patient_id) = added.versions`;

/** Every figure of every year, counted from the rows, as (year, figure, key, shard, count). */
export const countedFigures = `select ${year('p.created_at')}, 'gender', p.gender, p.id % 16, count(*)
    from patients p group by 1, 3, 4
    union all
    select ${year('p.created_at')}, 'protocol', pp.protocol, p.id % 16, count(*)
    from patient_protocols pp join patients p on p.id = pp.patient_id group by 1, 3, 4
    union all
    select ${year('p.created_at')}, 'hospital', ph.hospital_id::text, p.id % 16, count(*)
    from patient_hospitals ph join patients p on p.id = ph.patient_id group by 1, 3, 4
    union all
    select saved.year, 'form', saved.form_id, saved.patient_id % 16, count(*)
    from (select distinct ${year('fd.saved_at')} as year, fd.form_id, fd.patient_id
      from form_data fd) saved
    group by 1, 3, 4`;

export const statements = [
  `create table dashboard_counts (
    year integer not null,
    figure text not null check (figure in ('gender', 'protocol', 'hospital', 'form')),
    key text not null,
    shard smallint not null,
    count integer not null,
    primary key (year, figure, key, shard)
  )`,
  `create function dashboard_counts_rebuild() returns void language sql as $$
    delete from dashboard_counts;
    insert into dashboard_counts (year, figure, key, shard, count)
    ${countedFigures};
  $$`,
  `select dashboard_counts_rebuild()`,
  ...statementTriggers('patients', {
    insert: `select ${year('n.created_at')}, 'gender', n.gender, n.id, 1 from new_rows n`,
    delete: `select ${year('o.created_at')}, 'gender', o.gender, o.id, -1 from old_rows o`,
    // A registration moved to another year moves the patient's protocols and hospitals with it.
    update: `with moved as (
        select n.id, n.gender as new_gender, o.gender as old_gender,
          ${year('n.created_at')} as new_year, ${year('o.created_at')} as old_year
        from new_rows n join old_rows o on o.id = n.id
        where n.created_at is distinct from o.created_at or n.gender is distinct from o.gender
      )
      select new_year, 'gender', new_gender, id, 1 from moved
      union all select old_year, 'gender', old_gender, id, -1 from moved
      union all select m.new_year, 'protocol', pp.protocol, m.id, 1
        from moved m join patient_protocols pp on pp.patient_id = m.id where m.new_year <> m.old_year
      union all select m.old_year, 'protocol', pp.protocol, m.id, -1
        from moved m join patient_protocols pp on pp.patient_id = m.id where m.new_year <> m.old_year
      union all select m.new_year, 'hospital', ph.hospital_id::text, m.id, 1
        from moved m join patient_hospitals ph on ph.patient_id = m.id where m.new_year <> m.old_year
      union all select m.old_year, 'hospital', ph.hospital_id::text, m.id, -1
        from moved m join patient_hospitals ph on ph.patient_id = m.id where m.new_year <> m.old_year`,
  }),
  ...entryTriggers('patient_protocols', 'protocol', 'protocol'),
  ...entryTriggers('patient_hospitals', 'hospital', 'hospital_id::text'),
  // The first version of a patient's form saved in a year adds the pair to that year's figure.
  ...statementTriggers('form_data', {
    insert: `select added.year, 'form', added.form_id, added.patient_id, 1 from (${firstSaves}) added`,
  }),
];
