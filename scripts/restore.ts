/**
 * `npm run restore -- FILE [--replace]`: loads a backup into an empty DATA_DIR, or an empty
 * database at DATABASE_URL (as MIGRATION_DATABASE_URL's owner when set); --replace replaces a
 * database that is there. The file is checked first; a refused or failed restore changes nothing.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../server/config';
import { describeTarget, restoreCommand, restoreTarget } from '../server/backup/commands';

const USAGE = 'Usage: npm run restore -- FILE [--replace]';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let file: string | undefined;
let replace = false;
try {
  const { values, positionals } = parseArgs({
    options: { replace: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) fail(USAGE);
  [file] = positionals;
  replace = values.replace;
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const target = describeTarget(restoreTarget(config));
const started = Date.now();
try {
  const { statements } = await restoreCommand(config, file!, replace);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `Restored ${file} into ${target}: ${statements} statements in ${seconds} s. The server starts on it as usual.\n`,
  );
} catch (error) {
  fail(`Restore refused or failed: ${(error as Error).message}\n${target} was left as it was.`);
}
