/**
 * Single-use links for downloading a research export in the browser, which cannot send a bearer
 * header with a download. Like reset tokens, only the SHA-256 of the token is kept; a link names
 * the account and session that asked, the export asked for (its query, as JSON) and when it
 * expires (60 seconds after it was made); using it sets `used_at`, once.
 *
 * The export reads each form's latest saved versions in patient order, in keyset batches
 * (`form_id = ? and patient_id > ? order by patient_id, version desc`): an index in that order
 * serves them without a sort, and skips at once a form nobody has saved.
 */
export const statements = [
  `create table export_downloads (
    id uuid primary key default gen_random_uuid(),
    account_id integer not null references accounts (id),
    session_id text not null,
    token_hash text not null unique,
    request jsonb not null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  `create index export_downloads_expires_idx on export_downloads (expires_at)`,
  `create index form_data_export_idx on form_data (form_id, patient_id, version desc)`,
];
