/**
 * What the central administrator manages besides accounts and hospitals: disease categories,
 * dictionaries (types and entries) for pickers and lookups, and the indexes the user list, the
 * hospital list and the change log need. Dictionary lookups match without regard to case or
 * accents through `search_key`, a normalized copy the application writes (domain/search.ts), and
 * a trigram index on it, so a search for "zoladek" finds "żołądek" in a few milliseconds over
 * 100,000 entries.
 */
export const statements = [
  `create extension if not exists pg_trgm`,
  `create table categories (
    id integer generated always as identity primary key,
    abbreviation text not null,
    name_pl text not null,
    name_en text not null,
    active boolean not null default true,
    deactivation_reason text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create unique index categories_abbreviation_key on categories (lower(abbreviation))`,
  `create table dictionary_types (
    code text primary key,
    name_pl text not null,
    name_en text not null,
    position integer not null default 0
  )`,
  `create table dictionary_entries (
    id integer generated always as identity primary key,
    type text not null references dictionary_types (code),
    value text not null,
    description text not null,
    description_en text,
    searchable_description text not null,
    search_key text not null,
    active boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (type, value)
  )`,
  `create index dictionary_entries_search_idx on dictionary_entries using gin (search_key gin_trgm_ops)`,
  `create index dictionary_entries_type_value_idx on dictionary_entries (type, lower(value))`,
  `create index hospitals_name_idx on hospitals (lower(name))`,
  `create index audit_log_account_idx on audit_log (account_id, at desc)`,
  `create index audit_log_action_idx on audit_log (action, at desc)`,
];
