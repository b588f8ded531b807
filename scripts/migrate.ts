/**
 * `npm run db:migrate`: applies pending migrations to the configured database and exits; with
 * MIGRATION_DATABASE_URL, as that owner, granting DATABASE_URL's role its row rights after.
 */
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { migrateAsOwner } from '../server/db/privileges';

const config = loadConfig();
const database = await openDatabase(config);
try {
  const applied = config.migrationDatabaseUrl
    ? await migrateAsOwner(database.db, config.migrationDatabaseUrl)
    : await migrate(database.db as never);
  process.stdout.write(applied.length ? `Applied: ${applied.join(', ')}\n` : 'Nothing to apply.\n');
} finally {
  await database.close();
}
