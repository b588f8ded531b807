/**
 * Each patient carries their folded names as stored columns, which the list orders by, instead
 * of folding them at query time.
 *
 * The list's order by name was an expression, server/db/listing.ts folded() of the names, and
 * patients_name_idx (migration 0004) repeated it so that a walk in name order read the index.
 * But a page that gathers its matches and sorts them (a search word's, a narrow filter's; see
 * gatherMatches in server/modules/patient/repository.ts) folded both names of every match:
 * translate() over the folding table costs about 9 microseconds a name, 100 ms of the 125 that
 * the 5,700 matches of "nowak" took over 100,000 patients. Now the database folds each name
 * once, when it is written (a generated column, which no writer can forget), and the list sorts
 * by the stored value, which the index holds plainly.
 *
 * The index also includes what the list filters on besides the names (state, birth date,
 * registration, search key), as the hospital entries' index does, so that a walk in name order
 * reads the ids from the index alone, the filters tested on its entries, and only the page's
 * patients from the table: the walk past 52,000 patients to the first "nowak" of a central
 * administrator's list (beyond the count's cap a search is walked) reads 600 buffers instead
 * of 52,000.
 *
 * The hospital entries' copies (migrations 0012 and 0014) fold the same way, so that both
 * indexes give one order (tests/unit/patientIndexes.test.ts keeps the three the same).
 */
import { FOLD_FROM, FOLD_TO } from './0004_patients';

const folded = (column: string) => `translate(lower(${column}), '${FOLD_FROM}', '${FOLD_TO}')`;

export const statements = [
  `alter table patients
    add column last_name_key text generated always as (${folded('last_name')}) stored,
    add column first_name_key text generated always as (${folded('first_name')}) stored`,
  `create index patients_name_key_idx on patients (last_name_key, first_name_key, id)
    include (active, birth_date, created_at, search_key)`,
  `drop index patients_name_idx`,
  `analyze patients`,
];
