/**
 * Names sorted as Polish sorts them: "Baran, Bąk", "Lis, Łęcka", "Zieliński, Źrałek, Żak".
 *
 * The list's order by name was by the folded names (migration 0016): lower case, every accented
 * letter bare. That put "Bąk" among the "Bak"s and "Łęcka" between "Lasota" and "Lis", where a
 * Polish reader looks for ą after every a, ł after every l, and ź and then ż after z. The stored
 * keys now write each Polish letter as its bare letter followed by a mark that sorts after every
 * letter ("{", and "|" for ż, after ź's "{"), so that byte order is the Polish alphabet's; other
 * accented letters still sort as their bare ones ("é" as "e"), as a Polish reader expects of
 * foreign names. The keys are compared byte by byte (collation "C") whatever the server's own
 * locale, the same on PostgreSQL and in the embedded database, and faster than a locale's rules.
 *
 * `sort_key(text)` is the one definition: the patients' generated columns use it, the hospital
 * entries (migrations 0012, 0014, 0017, 0019) and the search rows (migration 0027) now copy the
 * patient's stored keys instead of folding the names again, and the other lists that sort by a
 * name call it (server/db/listing.ts sortKey(); domain/search.ts sortKey() is its copy for the
 * browser, which tests/unit/sortKey.test.ts holds to the same answers). Searching is not
 * touched: it still matches the bare letters (folded(), searchable()).
 */

import { protocolCodes } from './0014_patient_list_entries';
import { SEARCH_ROW_COLUMNS, from as searchFrom } from './0027_patient_search_rows';

/** Every accented Latin letter of U+00C0-U+017F to its bare letter; Polish capitals to small. */
const FROM =
  'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïðñòôõöøùúûüýÿĀāĂăĄĆĈĉĊċČčĎďĐđĒēĔĕĖėĘĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľŁŃŅņŇňŌōŎŏŐőŔŕŖŗŘřŚŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹŻŽž';
const TO =
  'aaaaaaceeeeiiiidnoóoooouuuuyaaaaaaceeeeiiiidnooooouuuuyyaaaaąćccccccddddeeeeeeęeegggggggghhhhiiiiiiiiiijjkkllllllłńnnnnoooooorrrrrrśssssssttttuuuuuuuuuuuuwwyyyźżzz';

/** Each Polish letter as its bare letter and a mark that sorts after every letter. */
const POLISH: readonly (readonly [string, string])[] = [
  ['ą', 'a{'],
  ['ć', 'c{'],
  ['ę', 'e{'],
  ['ł', 'l{'],
  ['ń', 'n{'],
  ['ó', 'o{'],
  ['ś', 's{'],
  ['ź', 'z{'],
  ['ż', 'z|'],
];

const sortKeyBody = POLISH.reduce(
  (expression, [letter, key]) => `replace(${expression}, '${letter}', '${key}')`,
  // Translated before lower(), which some locales would turn "İ" into two characters with.
  `lower(translate(name, '${FROM}', '${TO}'))`,
);

const searchColumns = SEARCH_ROW_COLUMNS.join(', ');

export const statements = [
  `create function sort_key(name text) returns text
    language sql immutable strict parallel safe
    as $$ select ${sortKeyBody} $$`,
  // The search rows' trigger names the keys among its columns, and the index holds them.
  `drop trigger patient_search_rows_update on patients`,
  `drop index patients_name_key_idx`,
  `alter table patients drop column last_name_key, drop column first_name_key`,
  `alter table patients
    add column last_name_key text collate "C" generated always as (sort_key(last_name)) stored,
    add column first_name_key text collate "C" generated always as (sort_key(first_name)) stored`,
  `create index patients_name_key_idx on patients (last_name_key, first_name_key, id)
    include (active, birth_date, created_at, search_key, protocol_codes)`,
  // The hospital entries' copies: compared byte by byte too, and taken from the patient.
  `alter table patient_hospitals
    alter column last_name_key type text collate "C",
    alter column first_name_key type text collate "C"`,
  `update patient_hospitals ph
    set last_name_key = p.last_name_key, first_name_key = p.first_name_key
    from patients p where p.id = ph.patient_id`,
  // Migration 0017's copies when an entry is added, now of the stored keys.
  `create or replace function patient_hospitals_copy_list_keys() returns trigger
    language plpgsql as $$
    begin
      select p.last_name_key, p.first_name_key,
          p.active, p.birth_date, p.created_at, p.search_key, p.gender
        into new.last_name_key, new.first_name_key,
          new.active, new.birth_date, new.created_at, new.search_key, new.gender
        from patients p where p.id = new.patient_id;
      execute 'select ' || $codes$${protocolCodes('$1')}$codes$ into new.protocols using new.patient_id;
      return new;
    end
  $$`,
  // Migration 0019's copies when the patient changes (an after trigger: the keys are computed).
  `create or replace function patients_copy_list_keys() returns trigger language plpgsql as $$
    begin
      update patient_hospitals
        set last_name_key = new.last_name_key, first_name_key = new.first_name_key,
          active = new.active, birth_date = new.birth_date, created_at = new.created_at,
          search_key = new.search_key, gender = new.gender
        where patient_id = new.id;
      if old.active is distinct from new.active then
        update patient_protocols set patient_active = new.active where patient_id = new.id;
      end if;
      return null;
    end
  $$`,
  // The search rows (migration 0027): the same keys, the same comparison.
  `alter table patient_search_rows
    alter column last_name_key type text collate "C",
    alter column first_name_key type text collate "C"`,
  `update patient_search_rows r
    set last_name_key = p.last_name_key, first_name_key = p.first_name_key
    from patients p where p.id = r.patient_id`,
  `create trigger patient_search_rows_update after update of ${searchColumns} on patients
    for each row when ((${searchFrom('old')}) is distinct from (${searchFrom('new')}))
    execute function patient_search_rows_update()`,
  `analyze patients`,
  `analyze patient_hospitals`,
  `analyze patient_search_rows`,
];
