/**
 * The running server's part in backups: with the embedded database it answers `npm run backup`
 * over its socket (the command cannot open a directory the server holds), and with BACKUP_DIR
 * set it takes scheduled backups. close() stops both, waiting for a backup under way, before
 * the database closes.
 */
import { resolve } from 'node:path';
import { type FastifyBaseLogger } from 'fastify';
import { type Config } from '../config';
import { type RegistryDatabase } from '../db/database';
import { shortError, takeBackup } from './backup';
import { BackupSchedule } from './schedule';
import { serveBackupRequests } from './socket';

export interface BackupService {
  close(): Promise<void>;
}

export async function startBackupService(
  config: Pick<Config, 'dataDir' | 'backupDir' | 'backupIntervalSeconds' | 'backupKeep'>,
  database: RegistryDatabase,
  log: FastifyBaseLogger,
): Promise<BackupService> {
  let socket: { close(): Promise<void> } | undefined;
  if (database.kind === 'pglite') {
    const dataDir = resolve(config.dataDir);
    try {
      socket = await serveBackupRequests(dataDir, async (file) => {
        const outcome = await takeBackup(database, file, 'command');
        const { run, notRecorded } = outcome;
        const ms = run.finishedAt.getTime() - run.startedAt.getTime();
        if (run.ok) log.info({ file, bytes: run.bytes, ms }, 'backup written on request');
        else log.error({ file, error: run.error, ms }, 'requested backup failed');
        if (notRecorded) log.error({ file, error: notRecorded }, 'backup not recorded');
        return outcome;
      });
    } catch (error) {
      // The registry runs on; npm run backup then says it cannot reach the server.
      log.error({ dataDir, error: shortError(error) }, 'backup socket not available');
    }
  }
  const schedule = config.backupDir
    ? new BackupSchedule({
        database,
        dir: resolve(config.backupDir),
        intervalSeconds: config.backupIntervalSeconds,
        keep: config.backupKeep,
        log,
      })
    : undefined;
  await schedule?.start();
  return {
    async close() {
      await schedule?.stop();
      await socket?.close();
    },
  };
}
