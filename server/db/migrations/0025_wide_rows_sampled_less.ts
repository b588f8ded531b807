/**
 * The two tables whose rows hold whole forms, `form_data` (a saved form) and `audit_log` (a
 * save's changes), analysed from a sample of 6,000 rows rather than 30,000 (issue 19).
 *
 * ANALYZE reads 300 rows for each point of the highest statistics target among a table's
 * columns and its indexes' expressions (100 by default), and holds them all while it computes.
 * A form of 50 fields makes a row of about 2 kB, so the start's ANALYZE (migrate.ts) of a
 * registry of 100,000 patients held tens of megabytes of them at once. On PostgreSQL that is a
 * backend's passing memory; in the embedded database it is WebAssembly memory, which never
 * shrinks: on the export benchmark's registry the database's memory grew from 128 to 184 MB,
 * and the server held 422 MB at rest and peaked at 477 MB in the export, against 366 and
 * 425 MB when started without ANALYZE (bench/RESULTS.md).
 *
 * A target of 20 keeps up to 20 common values and a histogram of 20 buckets a column. These
 * tables are read by their keys (a patient's forms and versions, an object's history, the
 * audit log by date, account or action, newest first), where the plan follows the index, not
 * the estimate. A column added to either table later needs the same, or the sample grows back
 * (tests/api/statisticsTargets.test.ts).
 */
export const WIDE_ROW_STATISTICS_TARGET = 20;

const COLUMNS = {
  form_data: [
    'patient_id',
    'form_id',
    'version',
    'definition_version',
    'data',
    'completeness',
    'saved_by',
    'saved_at',
  ],
  audit_log: [
    'id',
    'at',
    'account_id',
    'action',
    'path',
    'object_type',
    'object_id',
    'changes',
    'correlation_id',
  ],
};

export const statements = [
  ...Object.entries(COLUMNS).map(
    ([table, columns]) =>
      `alter table ${table} ${columns
        .map((column) => `alter column ${column} set statistics ${WIDE_ROW_STATISTICS_TARGET}`)
        .join(', ')}`,
  ),
  // The dashboard's index by year: its first column is an expression, which ANALYZE samples too.
  `alter index form_data_year_idx alter column 1 set statistics ${WIDE_ROW_STATISTICS_TARGET}`,
];
