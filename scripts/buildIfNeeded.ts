/**
 * Builds the front end when dist/ is missing or older than any of its sources, so that
 * `npm start` on a fresh clone (or after a pull) serves the current app.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'src',
  'i18n',
  'domain',
  'resources',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (latest, name) => Math.max(latest, newest(join(path, name))),
    stat.mtimeMs,
  );
}

export function buildIfNeeded(staticDir = 'dist') {
  const built = join(staticDir, 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map(newest));
  if (builtAt > changedAt) return;
  process.stdout.write(
    builtAt ? 'Sources changed: rebuilding the app...\n' : 'Building the app (first start)...\n',
  );
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write('The front-end build failed; see above.\n');
    process.exit(result.status ?? 1);
  }
}
