/**
 * A narrow copy of what a search reads of each patient, so that a search outside one hospital
 * reads a table a quarter the size of the patients' (issue 19).
 *
 * A search word's matches outside one hospital (a central administrator's list, or a list over
 * several hospitals) are found through the trigram index, and each match must then be read from
 * its row: to test the word itself (a trigram match is a candidate only), the other filters and
 * the scope, and to sort the matches for the page and count them. The patients' rows are wide
 * (addresses, representatives, the list's copies of migration 0022), about 14 to a page, and
 * matches sit wherever their patients were written: a central administrator's first page of
 * "nowak" over 100,000 patients read 3,958 pages of the table for its 5,678 matches, 4,057
 * buffers in all and 7.9 ms (PostgreSQL 15, EXPLAIN ANALYZE). The rows here hold only the search
 * key, the columns the list sorts by and the ones its filters test on the patient (state, birth
 * date, registration, category, protocol codes), about 53 to a page: the same page reads 1,889
 * buffers in 5.6 ms, and "anna" among the ALL protocol's patients, whose codes the copy holds,
 * 1,890 buffers in 3.6 ms instead of 6.8 ms hashing the protocol's 25,226 entries.
 *
 * The database keeps the copy in the writing transaction: a statement trigger adds the rows of
 * new patients, a row trigger rewrites a patient's row when one of the copied columns changed
 * (not when only the list's other copies on the patient did: a hospital's rename rewrites its
 * patients' hospitals, not their search rows), and a patient's row goes with the patient.
 * tests/api/patientListEntries.test.ts checks the copy against the patients after each kind of
 * write, and that a search read from it answers what a walk over the patients answers.
 */

/** The copied columns, in the table's order (the patient's id is `patient_id`). */
export const SEARCH_ROW_COLUMNS = [
  'search_key',
  'last_name_key',
  'first_name_key',
  'birth_date',
  'pesel',
  'created_at',
  'updated_at',
  'active',
  'category_id',
  'protocol_codes',
] as const;

const columns = SEARCH_ROW_COLUMNS.join(', ');
export const from = (row: string) =>
  SEARCH_ROW_COLUMNS.map((column) => `${row}.${column}`).join(', ');

export const statements = [
  `create table patient_search_rows (
    patient_id integer primary key references patients (id) on delete cascade,
    search_key text not null,
    last_name_key text not null,
    first_name_key text not null,
    birth_date date not null,
    pesel text,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    active boolean not null,
    category_id integer,
    protocol_codes text[] not null
  )`,
  `insert into patient_search_rows (patient_id, ${columns})
    select p.id, ${from('p')} from patients p order by p.id`,
  `create index patient_search_rows_search_idx on patient_search_rows
    using gin (search_key gin_trgm_ops)`,
  // Vacuumed as the list's other tables are (migration 0024): a search reads the pages of its
  // matches, old row versions included, and every entry that new patients left in the trigram
  // index's pending list until a vacuum moves them into the index.
  `alter table patient_search_rows
    set (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01)`,
  `create function patient_search_rows_insert() returns trigger language plpgsql as $$
    begin
      insert into patient_search_rows (patient_id, ${columns})
        select n.id, ${from('n')} from new_rows n;
      return null;
    end
  $$`,
  `create trigger patient_search_rows_insert after insert on patients
    referencing new table as new_rows
    for each statement execute function patient_search_rows_insert()`,
  `create function patient_search_rows_update() returns trigger language plpgsql as $$
    begin
      update patient_search_rows set (${columns}) = (${from('new')})
        where patient_id = new.id;
      return null;
    end
  $$`,
  `create trigger patient_search_rows_update after update of ${columns} on patients
    for each row when ((${from('old')}) is distinct from (${from('new')}))
    execute function patient_search_rows_update()`,
  `analyze patient_search_rows`,
];
