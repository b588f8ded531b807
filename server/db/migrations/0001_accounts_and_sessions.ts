/**
 * Accounts, hospitals (the table the account's hospitals point at), sessions, password resets,
 * login rate limits, the mail outbox, settings shared by every API process, and the audit log,
 * which the database itself keeps append-only.
 */
export const statements = [
  `create table hospitals (
    id integer generated always as identity primary key,
    name text not null,
    short_name text not null,
    address text,
    zip_code text,
    city text,
    active boolean not null default true,
    deactivation_reason text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create table accounts (
    id integer generated always as identity primary key,
    email text not null,
    username text,
    first_name text not null,
    last_name text not null,
    phone text,
    role text not null check (role in ('ROLE_CENTRAL_ADMINISTRATOR', 'ROLE_REPORTER_PHYSICIAN', 'ROLE_COORDINATOR', 'ROLE_DATA_ADMINISTRATOR')),
    password_hash text,
    active boolean not null default true,
    deactivation_reason text,
    last_login_at timestamptz,
    previous_login_at timestamptz,
    session_version integer not null default 1,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create unique index accounts_email_key on accounts (lower(email))`,
  `create unique index accounts_username_key on accounts (lower(username)) where username is not null`,
  `create table account_hospitals (
    account_id integer not null references accounts (id) on delete cascade,
    hospital_id integer not null references hospitals (id),
    primary key (account_id, hospital_id)
  )`,
  `create index account_hospitals_hospital_idx on account_hospitals (hospital_id)`,
  `create table account_protocols (
    account_id integer not null references accounts (id) on delete cascade,
    protocol text not null,
    primary key (account_id, protocol)
  )`,
  `create table refresh_tokens (
    id uuid primary key default gen_random_uuid(),
    family_id uuid not null,
    account_id integer not null references accounts (id) on delete cascade,
    token_hash text not null unique,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    used_at timestamptz,
    revoked_at timestamptz
  )`,
  `create index refresh_tokens_family_idx on refresh_tokens (family_id)`,
  `create index refresh_tokens_account_idx on refresh_tokens (account_id)`,
  `create table password_reset_tokens (
    id uuid primary key default gen_random_uuid(),
    account_id integer not null references accounts (id) on delete cascade,
    token_hash text not null unique,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  `create index password_reset_tokens_account_idx on password_reset_tokens (account_id)`,
  `create table rate_limits (
    key text primary key,
    window_start timestamptz not null,
    hits integer not null
  )`,
  `create table mail_outbox (
    id integer generated always as identity primary key,
    created_at timestamptz not null default now(),
    recipient text not null,
    subject text not null,
    body text not null,
    sent_at timestamptz,
    error text
  )`,
  `create table app_settings (
    key text primary key,
    value text not null
  )`,
  `create table audit_log (
    id bigint generated always as identity primary key,
    at timestamptz not null default now(),
    account_id integer,
    action text not null,
    path text,
    object_type text,
    object_id text,
    changes jsonb,
    correlation_id text
  )`,
  `create index audit_log_object_idx on audit_log (object_type, object_id)`,
  `create index audit_log_at_idx on audit_log (at desc)`,
  `create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only';
    end
  $$`,
  `create trigger audit_log_no_change before update or delete on audit_log
    for each row execute function audit_log_append_only()`,
  `create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_append_only()`,
];
