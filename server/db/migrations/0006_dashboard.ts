/**
 * Indexes for the dashboard's figures (server/modules/dashboard/repository.ts), measured with
 * `npm run bench -- dashboard` over 100,000 patients and about 200,000 saved form versions.
 *
 * Saved form versions by their UTC year, then form and patient: the patient forms saved in a
 * year are counted from the index alone, in its order (one form after another, each patient
 * once, with no hashing: over 40,000 versions of a year 8 ms instead of 13 ms, and for a
 * physician's few forms 3 ms instead of 7 ms), and whether a year has any save of the caller's
 * forms is one probe. By save time: the latest saves are read from its end. Without these the
 * years took seconds and the latest saves hundreds of milliseconds.
 *
 * The patients' registration index carries the gender too, so that the patients registered in a
 * year are counted by gender from the index alone, without visiting a row each.
 */
export const statements = [
  `create index form_data_year_idx on form_data
    ((date_part('year', saved_at at time zone 'UTC')::int), form_id, patient_id) include (saved_at)`,
  `create index form_data_saved_at_idx on form_data (saved_at)`,
  `drop index patients_created_at_idx`,
  `create index patients_created_at_idx on patients (created_at, id) include (gender)`,
];
