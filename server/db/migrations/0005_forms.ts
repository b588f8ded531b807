/**
 * Protocol forms: the forms themselves (one basic and one extended per protocol, `STS-basic`),
 * every version of their definitions (JSON Schema and UI schema in both languages, with the
 * checksum the loader compares, server/forms/load.ts), and the data saved for patients.
 *
 * Saved data is append-only: a save adds the next version of the patient's form, and the current
 * one is the highest. Each version names the definition version it was validated against, so an
 * old record is always read with the schema it was saved with. The database refuses to change or
 * remove a stored definition or saved version, as it does for the audit trail.
 */
export const statements = [
  `create table forms (
    id text primary key,
    protocol text not null,
    type text not null check (type in ('basic', 'extended')),
    current_version integer not null,
    unique (protocol, type)
  )`,
  `create table form_definitions (
    form_id text not null references forms (id),
    version integer not null check (version > 0),
    schema_pl jsonb not null,
    schema_en jsonb not null,
    ui_schema_pl jsonb not null,
    ui_schema_en jsonb not null,
    checksum text not null,
    loaded_at timestamptz not null default now(),
    primary key (form_id, version)
  )`,
  `create table form_data (
    patient_id integer not null references patients (id),
    form_id text not null references forms (id),
    version integer not null check (version > 0),
    definition_version integer not null,
    data jsonb not null,
    completeness smallint not null check (completeness between 0 and 100),
    saved_by integer references accounts (id),
    saved_at timestamptz not null default now(),
    primary key (patient_id, form_id, version),
    foreign key (form_id, definition_version) references form_definitions (form_id, version)
  )`,
  `create function forms_append_only() returns trigger language plpgsql as $$
    begin
      raise exception '% is append-only', tg_table_name;
    end
  $$`,
  `create trigger form_definitions_no_change before update or delete on form_definitions
    for each row execute function forms_append_only()`,
  `create trigger form_data_no_change before update or delete on form_data
    for each row execute function forms_append_only()`,
];
