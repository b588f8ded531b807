/**
 * A physician's figure of forms saved in a year read from counters kept per hospital (issue 19:
 * a read that costs the same whatever the registry's size).
 *
 * The figure counts patient forms (a patient and a form) with a version saved in the year. A
 * central administrator's is a kept counter (migration 0013); anyone else's was counted from the
 * year's saves of their protocols' forms in every hospital, tested against their hospitals'
 * patients: over 100,000 patients, 12,239 entries of the year's index hash-joined with one
 * hospital's 5,515 patients for his 338 patient forms, 6-7 ms of the 10 his figures' statement
 * took, and growing with the registry's saves, not his own.
 *
 * Now the same figure is kept per hospital and form too (`hospital_form`, keyed "hospital
 * form"): the first save of a patient's form in a year adds one to each of the patient's
 * hospitals; a patient added to a hospital brings the hospital each year and form the patient
 * has saves of, and one removed takes them away. A caller of one hospital reads those counters
 * (server/modules/dashboard/repository.ts, heldFigures). A caller of several still counts the
 * rows, since a patient treated in two of their hospitals counts once.
 *
 * The triggers of migration 0013 on the saves and the hospital entries are replaced by ones that
 * add both figures in one statement. They run under the shards' locks of migration 0021, since
 * the counters are sharded by patient as before. An update of hospital entries (a rename
 * rewrites every entry's copies) changes the figure only where an entry's key changed: the new
 * and old rows are paired by a full join, as migration 0026 pairs them, so that a rename of
 * 50,000 entries reads no saves.
 */
import { addDeltas, countedFigures, firstSaves, year } from './0013_dashboard_counts';

const FIGURES = `'gender', 'protocol', 'hospital', 'form', 'hospital_form'`;

/** The counter's key: the hospital's id and the form's, apart by a space. */
const hospitalForm = (hospital: string, form: string) => `${hospital}::text || ' ' || ${form}`;

/** The years and forms a patient of the entry `e` has saves of, once each. */
const savedPairs = `join lateral (select distinct ${year('fd.saved_at')} as year, fd.form_id
    from form_data fd where fd.patient_id = e.patient_id) saved on true`;

/** Deltas of the hospital entries in `rows`: migration 0013's hospital figure and the forms. */
const entryDeltas = (rows: string, delta: number) => `
  select ${year('p.created_at')}, 'hospital', e.hospital_id::text, e.patient_id, ${delta}
    from ${rows} e join patients p on p.id = e.patient_id
  union all
  select saved.year, 'hospital_form', ${hospitalForm('e.hospital_id', 'saved.form_id')},
      e.patient_id, ${delta}
    from ${rows} e ${savedPairs}`;

/**
 * An update of hospital entries: migration 0013's hospital figure counted again from the old and
 * new rows; the forms only for the entries whose key changed.
 */
const updatedEntries = `
  select ${year('p.created_at')}, 'hospital', e.hospital_id::text, e.patient_id, 1
    from new_rows e join patients p on p.id = e.patient_id
  union all
  select ${year('p.created_at')}, 'hospital', e.hospital_id::text, e.patient_id, -1
    from old_rows e join patients p on p.id = e.patient_id
  union all
  select saved.year, 'hospital_form', ${hospitalForm('e.hospital_id', 'saved.form_id')},
      e.patient_id, e.delta
    from (select coalesce(n.patient_id, o.patient_id) as patient_id,
        coalesce(n.hospital_id, o.hospital_id) as hospital_id,
        case when o.patient_id is null then 1 else -1 end as delta
      from new_rows n full join old_rows o
        on o.patient_id = n.patient_id and o.hospital_id = n.hospital_id
      where n.patient_id is null or o.patient_id is null) e
    ${savedPairs}`;

/**
 * Saves: the first version of a patient's form in a year adds the pair to the year's figure, and
 * to each of the patient's hospitals'.
 */
const savedDeltas = `
  with added as (${firstSaves})
  select year, 'form', form_id, patient_id, 1 from added
  union all
  select a.year, 'hospital_form', ${hospitalForm('ph.hospital_id', 'a.form_id')}, a.patient_id, 1
    from added a join patient_hospitals ph on ph.patient_id = a.patient_id`;

const replaced = (name: string, deltas: string) =>
  `create or replace function ${name}() returns trigger language plpgsql as $$
    begin
      ${addDeltas(deltas)};
      return null;
    end
  $$`;

/** Every hospital's forms of each year, counted from the rows. */
const hospitalForms = `select saved.year, 'hospital_form',
    ${hospitalForm('ph.hospital_id', 'saved.form_id')}, saved.patient_id % 16, count(*)
  from (select distinct ${year('fd.saved_at')} as year, fd.form_id, fd.patient_id
    from form_data fd) saved
  join patient_hospitals ph on ph.patient_id = saved.patient_id
  group by 1, 3, 4`;

export const statements = [
  `alter table dashboard_counts drop constraint dashboard_counts_figure_check`,
  `alter table dashboard_counts add constraint dashboard_counts_figure_check
    check (figure in (${FIGURES}))`,
  replaced('dashboard_counts_form_data_insert', savedDeltas),
  replaced('dashboard_counts_patient_hospitals_insert', entryDeltas('new_rows', 1)),
  replaced('dashboard_counts_patient_hospitals_delete', entryDeltas('old_rows', -1)),
  replaced('dashboard_counts_patient_hospitals_update', updatedEntries),
  `create or replace function dashboard_counts_rebuild() returns void language sql as $$
    delete from dashboard_counts;
    insert into dashboard_counts (year, figure, key, shard, count)
    ${countedFigures}
    union all
    ${hospitalForms};
  $$`,
  `insert into dashboard_counts (year, figure, key, shard, count) ${hospitalForms}`,
];
