/**
 * The embedded database keeps every commit it reported through a crash of the process: a
 * writer (crashWriter.ts, the database in its worker thread as the server runs it) is killed
 * with SIGKILL while it commits, and on reopening the directory every number it printed is
 * there, with its transaction whole. Three crashes on one directory. Skipped in the PostgreSQL
 * run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPglite } from '../../server/db/database';

const root = mkdtempSync(join(tmpdir(), 'oncoreg-crash-'));
const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

/** Runs the writer until it has reported `commits` commits, then kills it; answers them. */
async function crashWhileWriting(dataDir: string, snapshot: string, commits: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/api/crashWriter.ts', dataDir, snapshot],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  running.push(child);
  const reported: number[] = [];
  let output = '';
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const lines = output.split('\n');
      output = lines.pop()!;
      for (const line of lines) if (/^\d+$/.test(line)) reported.push(Number(line));
      if (reported.length >= commits) {
        child.kill('SIGKILL');
        resolve();
      }
    });
    child.once('exit', () => reject(new Error(`the writer exited by itself:\n${stderr}`)));
  });
  expect(await exited).toBe('SIGKILL');
  return reported;
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('a crash of the process', () => {
  it('loses no commit the embedded database reported, three times over', async () => {
    const dataDir = join(root, 'data');
    const reported: number[] = [];
    for (let crash = 0; crash < 3; crash += 1) {
      // The first start copies the tests' migrated snapshot into the directory.
      const snapshot = crash === 0 ? inject('pgliteSnapshot') : '';
      reported.push(...(await crashWhileWriting(dataDir, snapshot, 40 + crash * 25)));
    }
    // The killed writers' lock is stale: the directory opens again.
    const database = await openPglite({ dataDir, thread: 'inline' });
    try {
      const { rows } = await sql<{ id: number; part: number }>`
        select id, part from crash_rows`.execute(database.db);
      const ids = new Set(rows.map((row) => row.id));
      const missing = reported.filter((id) => !ids.has(id) || !ids.has(-id));
      expect(missing).toEqual([]);
      // No transaction was kept in half.
      const halves = rows.filter((row) => !ids.has(-row.id));
      expect(halves).toEqual([]);
      expect(reported.length).toBeGreaterThanOrEqual(40 + 65 + 90);
    } finally {
      await database.close();
    }
  }, 240_000);
});
