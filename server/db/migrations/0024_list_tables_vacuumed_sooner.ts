/**
 * The list's tables vacuumed after 1% of their rows changed rather than 20% (issue 19).
 *
 * The patient list's page and counts read `patients` and `patient_hospitals` through their
 * indexes, and an index-only scan skips the table only on pages the visibility map marks as
 * seen by everyone; a vacuum marks them. Under the soak's mixed load on the embedded database
 * (20,300 patients, 50 users, `npm run bench -- soak`), a patient's deactivation and activation
 * and new patients changed about 120 rows of each table a minute, every change on a page of its
 * own, while PostgreSQL's default rule waits for 50 + 20% of the rows (about 4,100 dead rows):
 * in ten minutes no vacuum came, 1,189 and 1,465 rows were dead, and the list's count took 4.4
 * then 8.6 ms, its page 5.8 then 8.2 ms, the whole run's median request 14.9 then 26.4 ms. With
 * 50 + 1% (about 260 rows here, 10,050 over 1,000,000 patients) a vacuum comes every few
 * minutes and reads only the pages changed since the last. PostgreSQL's autovacuum reads these
 * settings from the tables; the embedded database's maintenance (embeddedMaintenance.ts) too.
 */
const LIST_TABLES = ['patients', 'patient_hospitals'];

export const statements = LIST_TABLES.map(
  (table) =>
    `alter table ${table} set (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01)`,
);
