/**
 * Numbered, forward-only migrations, run at start by Kysely's migrator (which takes a lock, so
 * several API processes starting together on one PostgreSQL run each migration once), then
 * ANALYZE so that the planner has statistics (PGlite never gathers them by itself).
 */
import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import * as m0001 from './migrations/0001_accounts_and_sessions';
import * as m0002 from './migrations/0002_administration';
import * as m0003 from './migrations/0003_dictionary_code_prefix';
import * as m0004 from './migrations/0004_patients';
import * as m0005 from './migrations/0005_forms';
import * as m0006 from './migrations/0006_dashboard';
import * as m0007 from './migrations/0007_mail_link_expiry';
import * as m0008 from './migrations/0008_password_change_required';
import * as m0009 from './migrations/0009_exports';
import * as m0010 from './migrations/0010_backup_runs';
import * as m0011 from './migrations/0011_plausible_data';
import * as m0012 from './migrations/0012_patient_list_by_hospital';
import * as m0013 from './migrations/0013_dashboard_counts';
import * as m0014 from './migrations/0014_patient_list_entries';
import * as m0015 from './migrations/0015_list_entry_copies_named';
import * as m0016 from './migrations/0016_patient_name_keys';
import * as m0017 from './migrations/0017_list_entry_gender';
import * as m0018 from './migrations/0018_patient_list_counts';
import * as m0019 from './migrations/0019_registry_list_counts';
import * as m0020 from './migrations/0020_patient_protocol_codes';
import * as m0021 from './migrations/0021_counter_locks';
import * as m0022 from './migrations/0022_patient_list_rows';
import * as m0023 from './migrations/0023_hospital_copies_in_order';
import * as m0024 from './migrations/0024_list_tables_vacuumed_sooner';
import * as m0025 from './migrations/0025_wide_rows_sampled_less';
import * as m0026 from './migrations/0026_transition_rows_paired_in_one_pass';
import * as m0027 from './migrations/0027_patient_search_rows';
import * as m0028 from './migrations/0028_names_in_polish_order';
import * as m0029 from './migrations/0029_dashboard_forms_per_hospital';

const numbered: Record<string, { statements: string[] }> = {
  '0001_accounts_and_sessions': m0001,
  '0002_administration': m0002,
  '0003_dictionary_code_prefix': m0003,
  '0004_patients': m0004,
  '0005_forms': m0005,
  '0006_dashboard': m0006,
  '0007_mail_link_expiry': m0007,
  '0008_password_change_required': m0008,
  '0009_exports': m0009,
  '0010_backup_runs': m0010,
  '0011_plausible_data': m0011,
  '0012_patient_list_by_hospital': m0012,
  '0013_dashboard_counts': m0013,
  '0014_patient_list_entries': m0014,
  '0015_list_entry_copies_named': m0015,
  '0016_patient_name_keys': m0016,
  '0017_list_entry_gender': m0017,
  '0018_patient_list_counts': m0018,
  '0019_registry_list_counts': m0019,
  '0020_patient_protocol_codes': m0020,
  '0021_counter_locks': m0021,
  '0022_patient_list_rows': m0022,
  '0023_hospital_copies_in_order': m0023,
  '0024_list_tables_vacuumed_sooner': m0024,
  '0025_wide_rows_sampled_less': m0025,
  '0026_transition_rows_paired_in_one_pass': m0026,
  '0027_patient_search_rows': m0027,
  '0028_names_in_polish_order': m0028,
  '0029_dashboard_forms_per_hospital': m0029,
};

const migrations: Record<string, Migration> = Object.fromEntries(
  Object.entries(numbered).map(([name, { statements }]) => [
    name,
    {
      async up(db: Kysely<unknown>) {
        for (const statement of statements) await sql.raw(statement).execute(db);
      },
    },
  ]),
);

export async function migrate(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  await sql`analyze`.execute(db);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
