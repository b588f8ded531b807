/**
 * The server's process starts with the same environment however it is started: `npm start`
 * and `npm run demo` (package.json) set what scripts/serverEnv.ts names, which the benchmarks
 * set from there.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV } from '../../scripts/serverEnv';

const scripts = (
  JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
).scripts;

/** The variables a shell command line sets for the command it runs (`A=1 B=2 exec node ...`). */
function assignments(command: string): Record<string, string> {
  const words = command.split(/\s+/);
  return Object.fromEntries(
    words
      .filter((word) => /^[A-Z_][A-Z0-9_]*=/.test(word))
      .map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]),
  );
}

describe('the server’s environment', () => {
  it.each([
    ['start', 'exec node dist-server/main.mjs'],
    ['demo', 'tsx scripts/demo.ts'],
  ])('npm %s starts the server with it', (script, server) => {
    const command = scripts[script]!;
    // The last command of the line (`tsx scripts/prepareStart.ts && ... exec node ...`).
    const launch = command.split('&&').at(-1)!;
    expect(launch).toContain(server);
    expect(assignments(launch.slice(0, launch.indexOf(server)))).toEqual(SERVER_ENV);
  });

  it('keeps glibc from holding freed blocks of every size: a fixed threshold of 128 KiB', () => {
    expect(SERVER_ENV).toEqual({ MALLOC_MMAP_THRESHOLD_: String(128 * 1024) });
  });
});
