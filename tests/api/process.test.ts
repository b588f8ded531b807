/**
 * The server as an operator meets it: a real process on the embedded database. Skipped in the
 * PostgreSQL run, where none of this (the directory lock, the embedded start) applies.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const running: ChildProcess[] = [];
/** The data directories made here, removed once every server is gone (60 MB each). */
const made: string[] = [];
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
  });
  running.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function until(predicate: () => boolean, what: string, server: Started, ms = 90_000) {
  const end = Date.now() + ms;
  while (!predicate()) {
    // The server's own words say why it did not get there (a crash, a refused start).
    if (Date.now() > end || server.child.exitCode !== null) {
      const how = server.child.exitCode === null ? 'timed out' : 'the server exited';
      throw new Error(`${how} waiting for ${what}; it said:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('the server process', () => {
  it('stops at once with a message naming a bad setting', async () => {
    const server = start({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT: must be a whole number');
  });

  it('prints a one-time password once, refuses a second process on its directory, and closes cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'oncoreg-process-'));
    made.push(dataDir);
    const first = start({ DATA_DIR: dataDir, PORT: '18201' });
    await until(() => first.output().includes('oncoreg is ready'), 'the first start', first);
    expect(first.output()).toMatch(/password: \S{12,}/);
    const health = await fetch('http://127.0.0.1:18201/api/health');
    expect(health.status).toBe(200);

    const second = start({ DATA_DIR: dataDir, PORT: '18202' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by process \d+/);
    // The first one is unharmed.
    expect((await fetch('http://127.0.0.1:18201/api/health')).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('closed cleanly');

    const again = start({ DATA_DIR: dataDir, PORT: '18203' });
    await until(() => again.output().includes('oncoreg is ready'), 'the restart', again);
    expect(again.output()).not.toContain('password:');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 240_000);
});
