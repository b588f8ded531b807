/**
 * Duplicates the database itself refuses from now on, whatever request gets past the services'
 * checks:
 *
 * - A hospital's short name is unique whatever its case (lists and charts name hospitals by it).
 *   Short names a registry already holds twice are told apart first: every hospital but the
 *   oldest of a name gets its id appended (`CZD` becomes `CZD (12)`), each renaming audited as
 *   a hospital update made by this migration, for the central administrator to find and rename.
 * - A passport number belongs to one patient per issuing country (the patient's nationality; a
 *   passport of unknown nationality is one of its own kind). The unique index leads with the
 *   number, so it serves lookups by number as the plain index it replaces did. A number held by
 *   two patients cannot be told apart without a person: the migration stops, naming the patients
 *   by id (never their numbers, which would land in logs), and changes nothing: the records are
 *   corrected with the previous release (a deactivated patient still holds its number), and this
 *   one starts after.
 */
export const statements = [
  `with ranked as (
    select id, short_name,
      row_number() over (partition by lower(short_name) order by id) as rank
    from hospitals
  ), renamed as (
    update hospitals
    set short_name = left(ranked.short_name, 50 - length(' (' || hospitals.id || ')'))
        || ' (' || hospitals.id || ')',
      updated_at = now()
    from ranked
    where ranked.id = hospitals.id and ranked.rank > 1
    returning hospitals.id, ranked.short_name as old_name, hospitals.short_name as new_name
  )
  insert into audit_log (action, path, object_type, object_id, changes, correlation_id)
  select 'hospital_update', 'migration 0011_plausible_data', 'hospital', id::text,
    jsonb_build_object('shortName', jsonb_build_object('old', old_name, 'new', new_name)),
    'startup'
  from renamed`,
  `create unique index hospitals_short_name_key on hospitals (lower(short_name))`,
  `do $$
  declare
    shared text;
  begin
    select string_agg(ids, '; ' order by ids) into shared
    from (
      select string_agg(id::text, ', ' order by id) as ids
      from patients
      where passport_number is not null
      group by passport_number, coalesce(nationality, '')
      having count(*) > 1
    ) as duplicates;
    if shared is not null then
      raise exception 'Patients share a passport number of one issuing country (patient ids: %). Correct their passport numbers or nationalities with the previous release, then start this one.', shared;
    end if;
  end
  $$`,
  `create unique index patients_passport_key on patients (passport_number, (coalesce(nationality, '')))
    where passport_number is not null`,
  `drop index patients_passport_idx`,
];
