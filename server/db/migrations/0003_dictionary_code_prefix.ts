/**
 * Lookups rank the entries whose code starts with the typed text first. On a database whose
 * collation is not C (a PostgreSQL server created with en_US.UTF-8 or pl_PL.UTF-8, say) the
 * index on `lower(value)` cannot serve `lower(value) like 'c91%'`; this one can, whatever the
 * collation.
 */
export const statements = [
  `create index dictionary_entries_code_prefix_idx on dictionary_entries (type, lower(value) text_pattern_ops)`,
];
