/**
 * Patients and what hangs off them: the hospitals that treat them, their protocols, favourites
 * (per account), correction flags and files (attachments and data-protection consents, stored in
 * the database, the content in its own table so that listing files never reads it).
 *
 * `search_key` is the application's accent- and case-free copy of first name, last name, PESEL
 * and passport number (domain/search.ts), behind a trigram index. A PESEL is unique; the partial
 * index also answers the duplicate check. Files are never deleted outright: a removed attachment
 * keeps its row with `deleted_at`, so nothing clinical is lost and the audit trail can name it.
 */
// The list's order by name is server/db/listing.ts folded(): lower case, then accented letters
// translated to bare ones. The planner takes an index only for the very expression a query
// orders by, so the index below repeats it letter for letter (tests/unit/patientIndexes.test.ts
// keeps the two the same). Without it every list sorted by name (the default) computed and sorted
// the folded names of all matching patients: 25,000 for a filter by the ALL protocol.
export const FOLD_FROM =
  'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïðñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž';
export const FOLD_TO =
  'aaaaaaceeeeiiiidnoooooouuuuyaaaaaaceeeeiiiidnoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiijjkkllllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzz';
const folded = (column: string) => `translate(lower(${column}), '${FOLD_FROM}', '${FOLD_TO}')`;

export const statements = [
  `create table patients (
    id integer generated always as identity primary key,
    first_name text not null,
    last_name text not null,
    gender text not null check (gender in ('Female', 'Male')),
    birth_date date not null,
    nationality text,
    pesel text,
    passport_number text,
    representative_pesel text,
    representative_passport_number text,
    residence_street text,
    residence_city text,
    residence_zip_code text,
    registered_same_as_residence boolean not null default true,
    registered_street text,
    registered_city text,
    registered_zip_code text,
    correspondence_same_as_residence boolean not null default true,
    correspondence_street text,
    correspondence_city text,
    correspondence_zip_code text,
    category_id integer references categories (id),
    active boolean not null default true,
    deactivation_reason text,
    dead boolean not null default false,
    death_date date,
    search_key text not null,
    created_by integer references accounts (id),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (pesel is not null or passport_number is not null)
  )`,
  `create unique index patients_pesel_key on patients (pesel) where pesel is not null`,
  `create index patients_passport_idx on patients (passport_number) where passport_number is not null`,
  `create index patients_search_idx on patients using gin (search_key gin_trgm_ops)`,
  `create index patients_name_idx on patients (${folded('last_name')}, ${folded('first_name')}, id)`,
  `create index patients_birth_date_idx on patients (birth_date, id)`,
  `create index patients_created_at_idx on patients (created_at, id)`,
  `create index patients_category_idx on patients (category_id)`,
  `create table patient_hospitals (
    patient_id integer not null references patients (id),
    hospital_id integer not null references hospitals (id),
    added_at timestamptz not null default now(),
    added_by integer references accounts (id),
    primary key (patient_id, hospital_id)
  )`,
  `create index patient_hospitals_hospital_idx on patient_hospitals (hospital_id, patient_id)`,
  `create table patient_protocols (
    id integer generated always as identity primary key,
    patient_id integer not null references patients (id),
    protocol text not null,
    active boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (patient_id, protocol)
  )`,
  `create index patient_protocols_protocol_idx on patient_protocols (protocol, patient_id)`,
  `create table favorite_patients (
    account_id integer not null references accounts (id),
    patient_id integer not null references patients (id),
    created_at timestamptz not null default now(),
    primary key (account_id, patient_id)
  )`,
  `create index favorite_patients_patient_idx on favorite_patients (patient_id)`,
  `create table correction_flags (
    id integer generated always as identity primary key,
    patient_id integer not null references patients (id),
    hospital_id integer not null references hospitals (id),
    comment text not null,
    author_id integer references accounts (id),
    created_at timestamptz not null default now(),
    resolved boolean not null default false,
    resolved_at timestamptz,
    resolved_by integer references accounts (id)
  )`,
  `create index correction_flags_patient_idx on correction_flags (patient_id, created_at)`,
  `create index correction_flags_open_idx on correction_flags (patient_id) where not resolved`,
  `create table patient_files (
    id integer generated always as identity primary key,
    patient_id integer not null references patients (id),
    kind text not null check (kind in ('attachment', 'rodoConsent')),
    attachment_type text,
    consent_date date,
    name text not null,
    content_type text not null,
    size integer not null,
    sha256 text not null,
    uploaded_by integer references accounts (id),
    uploaded_at timestamptz not null default now(),
    deleted_at timestamptz,
    deleted_by integer references accounts (id)
  )`,
  `create index patient_files_patient_idx on patient_files (patient_id, kind) where deleted_at is null`,
  `create table patient_file_contents (
    file_id integer primary key references patient_files (id),
    content bytea not null
  )`,
];
