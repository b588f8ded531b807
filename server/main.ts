/**
 * Starts the registry: settings, database (locked, migrated, analysed; with
 * MIGRATION_DATABASE_URL migrated by the tables' owner), the first administrator, the API and
 * the built app on one port, backups (server/backup/service.ts) and, for the embedded database,
 * its checkpoints and autovacuum (db/embeddedMaintenance.ts). SIGINT and SIGTERM finish
 * the requests and any backup under way, checkpoint and close the database.
 */
import { setFlagsFromString } from 'node:v8';
import Fastify from 'fastify';
import { fastifyOptions, loggerOptions, registry } from './app';
import { startBackupService } from './backup/service';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase, type RegistryDatabase } from './db/database';
import { loadShippedDictionaries } from './db/dictionaries/load';
import { startMaintenance } from './db/embeddedMaintenance';
import { DirectoryLockedError } from './db/lock';
import { migrate } from './db/migrate';
import { migrateAsOwner } from './db/privileges';
import { loadFormDefinitions } from './forms/load';
import { ensureCategories } from './modules/category/seed';
import { housekeeping } from './db/housekeeping';
import { ensureFirstAdministrator } from './modules/account/firstAdministrator';

function stop(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

export interface MainOptions {
  /** Runs after migrations and the first administrator, before the API listens (the demo data). */
  prepare?: (db: RegistryDatabase['db'], config: Config) => Promise<void>;
}

/**
 * How far V8 lets the heap grow past what survived its last full collection before it collects
 * again: 1.5 times. Its own choice, up to four times, let a server whose live heap stays near
 * 40 MB reach 294 MB of memory in an export of 100,000 patients (`npm run bench -- export`).
 */
const HEAP_GROWING_PERCENT = 50;

export async function main(options: MainOptions = {}) {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) stop(error.message);
    throw error;
  }

  // Set once the API exists: before that, a failure of the embedded database fails the start.
  const databaseFailure: { handle?: (error: Error) => void } = {};
  let database;
  try {
    database = await openDatabase(config, undefined, (error) => databaseFailure.handle?.(error));
  } catch (error) {
    if (error instanceof DirectoryLockedError) stop(error.message);
    throw error;
  }

  const app = Fastify(fastifyOptions(config, loggerOptions(config.logLevel)));
  // With MIGRATION_DATABASE_URL the tables' owner migrates and the API's role gets row rights only.
  const applied = config.migrationDatabaseUrl
    ? await migrateAsOwner(database.db, config.migrationDatabaseUrl)
    : await migrate(database.db as never);
  if (applied.length) app.log.info({ migrations: applied }, 'migrations applied');
  const dictionaries = await loadShippedDictionaries(database.db);
  if (dictionaries) app.log.info(dictionaries, 'shipped dictionaries loaded');
  const forms = await loadFormDefinitions(database.db);
  if (forms) app.log.info(forms, 'protocol form definitions loaded');
  const categories = await ensureCategories(database.db);
  if (categories) app.log.info({ categories }, 'disease categories seeded');

  const admin = await ensureFirstAdministrator(database.db, config);
  if (admin?.generatedPassword) {
    process.stdout.write(
      [
        '',
        '============================================================',
        ' First central administrator created. This is shown once:',
        `   email:    ${admin.email}`,
        `   password: ${admin.generatedPassword}`,
        ' Sign in with it: the registry asks for a new password first.',
        '============================================================',
        '',
      ].join('\n'),
    );
  } else if (admin) {
    app.log.info({ email: admin.email }, 'first central administrator created from ADMIN_PASSWORD');
  }

  await options.prepare?.(database.db, config);

  await registry(app, { config, db: database.db, databaseKind: database.kind });

  const checkpoints =
    database.kind === 'pglite'
      ? setInterval(() => {
          database
            .checkpoint()
            .catch((error) => app.log.error({ err: error }, 'checkpoint failed'));
        }, config.checkpointIntervalSeconds * 1000)
      : undefined;
  checkpoints?.unref();
  const stopMaintenance =
    database.kind === 'pglite' ? startMaintenance(database.db, app.log) : undefined;
  const cleanup = setInterval(
    () => {
      housekeeping(database.db, new Date(), config.loginWindowSeconds).catch((error) =>
        app.log.error({ err: error }, 'housekeeping failed'),
      );
    },
    60 * 60 * 1000,
  );
  cleanup.unref();
  const backups = await startBackupService(config, database, app.log);

  let closing = false;
  const shutdown = async (signal: string, exitCode = 0) => {
    if (closing) {
      app.log.warn('second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'closing: finishing requests under way');
    clearInterval(checkpoints);
    clearInterval(cleanup);
    try {
      await app.close();
      await stopMaintenance?.();
      await backups.close();
      await database.close();
      app.log.info(exitCode ? 'closed after the failure' : 'closed cleanly');
      process.exit(exitCode);
    } catch (error) {
      app.log.error({ err: error }, 'error while closing');
      process.exit(1);
    }
  };
  // Every query would fail from now on: stop, so that a supervisor starts the server again
  // (what the embedded database had committed is on disk, as after a crash of the process).
  databaseFailure.handle = (error) => {
    app.log.fatal({ err: error }, 'the embedded database stopped');
    void shutdown('database failure', 1);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await backups.close();
    await database.close();
    process.exit(1);
  }
  app.log.info(
    `oncoreg is ready at ${config.publicUrl} (database: ${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
