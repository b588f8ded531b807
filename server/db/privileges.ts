/**
 * Least privilege on PostgreSQL. With MIGRATION_DATABASE_URL set, the migrations run as the role
 * that owns the tables, and the API's own role (the user of DATABASE_URL) is granted only what
 * the API does with rows: read, add, change and remove them on the ordinary tables, use their
 * sequences, and only read and add on the append-only tables (the audit trail, the stored form
 * definitions and the saved form versions, which triggers already protect). Not owning a table,
 * the API's role cannot alter it, disable its triggers, truncate or drop it, so a compromised API
 * process cannot quietly rewrite the audit trail.
 *
 * The grants are set again after every start's migrations, so a table added by a migration is
 * granted as soon as it exists; the owner's connection is closed once they are in place.
 */
import { type Kysely, sql } from 'kysely';
import { openPostgres } from './database';
import { migrate } from './migrate';
import { type Database } from './schema';

/** The tables whose rows the database refuses to change or delete (see their migrations). */
export const APPEND_ONLY_TABLES = ['audit_log', 'form_definitions', 'form_data'] as const;

/** Kysely's migration bookkeeping: the owner's business alone. */
const MIGRATION_TABLES = ['schema_migrations', 'schema_migrations_lock'] as const;

/** An advisory lock key of its own (the loaders of shipped data use others). */
const GRANT_LOCK = 74_310_023;

const identifiers = (names: readonly string[]) => sql.join(names.map((name) => sql.id(name)));

/** The role a connection acts as. */
export async function currentRole(db: Kysely<unknown>): Promise<string> {
  const { rows } = await sql<{ role: string }>`select current_user as role`.execute(db);
  return rows[0]!.role;
}

/**
 * Sets the API role's privileges on the tables and sequences of the schema to exactly what the
 * API needs, as the owner. Nothing to do when the API runs as the owner itself.
 */
export async function grantApiRole(owner: Kysely<unknown>, apiRole: string): Promise<void> {
  if (apiRole === (await currentRole(owner))) return;
  const role = sql.id(apiRole);
  await owner.transaction().execute(async (trx) => {
    // API processes starting together grant one after another: concurrent grants on one table
    // fail with "tuple concurrently updated".
    await sql`select pg_advisory_xact_lock(${GRANT_LOCK})`.execute(trx);
    // From a clean slate, so that a privilege granted by hand earlier does not linger.
    await sql`revoke all on all tables in schema public from ${role}`.execute(trx);
    await sql`revoke all on all sequences in schema public from ${role}`.execute(trx);
    await sql`grant select, insert, update, delete on all tables in schema public to ${role}`.execute(
      trx,
    );
    await sql`revoke update, delete on ${identifiers(APPEND_ONLY_TABLES)} from ${role}`.execute(
      trx,
    );
    await sql`revoke all on ${identifiers(MIGRATION_TABLES)} from ${role}`.execute(trx);
    await sql`grant usage, select on all sequences in schema public to ${role}`.execute(trx);
  });
}

/**
 * Runs the pending migrations as the owner (MIGRATION_DATABASE_URL), then grants the API's role
 * (the user of the API's own connection) its privileges, and closes the owner's connection.
 * Answers the migrations applied.
 */
export async function migrateAsOwner(api: Kysely<Database>, ownerUrl: string): Promise<string[]> {
  const apiRole = await currentRole(api as Kysely<unknown>);
  const owner = openPostgres(ownerUrl, 1);
  try {
    const applied = await migrate(owner.db as never);
    await grantApiRole(owner.db as never, apiRole);
    return applied;
  } finally {
    await owner.close();
  }
}
