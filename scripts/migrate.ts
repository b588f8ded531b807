/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';

const config = loadConfig();
const database = await openDatabase(config);
try {
  const applied = await migrate(database.db as never);
  process.stdout.write(applied.length ? `Applied: ${applied.join(', ')}\n` : 'Nothing to apply.\n');
} finally {
  await database.close();
}
