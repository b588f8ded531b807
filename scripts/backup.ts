/**
 * `npm run backup -- --out FILE`: a consistent backup of the registry's database (DATA_DIR or
 * DATABASE_URL) in FILE, with FILE.sha256 beside it, whether or not the server is running.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../server/config';
import { backupCommand } from '../server/backup/commands';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let out: string | undefined;
try {
  out = parseArgs({ options: { out: { type: 'string' } } }).values.out;
} catch (error) {
  fail(`${(error as Error).message}\nUsage: npm run backup -- --out FILE`);
}
if (!out) fail('Usage: npm run backup -- --out FILE');

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const reply = await backupCommand(config, out);
if (!reply.ok) fail(`Backup failed: ${reply.error}`);
process.stdout.write(
  [
    `Backup written: ${reply.file} (${reply.bytes} bytes, SHA-256 ${reply.sha256})`,
    `Check it with: sha256sum -c ${reply.file}.sha256 (from its directory)`,
    ...(reply.notRecorded
      ? [`It could not be recorded in the registry: ${reply.notRecorded}`]
      : []),
    '',
  ].join('\n'),
);
