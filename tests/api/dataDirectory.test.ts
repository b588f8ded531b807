/**
 * The embedded database's directory holds the signing key, password hashes and patient data
 * (in its WAL too), so it is private to the server's account: made so on creation, and
 * tightened on every start for a directory an older version left readable by others. Skipped
 * in the PostgreSQL run, where there is no such directory.
 */
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/database';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** Every entry under `dir` (itself included) whose mode is not private, as `path mode`. */
function looseEntries(dir: string): string[] {
  const loose: string[] = [];
  const walk = (path: string) => {
    const stat = statSync(path);
    const mode = stat.mode & 0o777;
    if (stat.isDirectory()) {
      if (mode !== 0o700) loose.push(`${path} ${mode.toString(8)}`);
      for (const entry of readdirSync(path)) walk(join(path, entry));
    } else if (mode !== 0o600) {
      loose.push(`${path} ${mode.toString(8)}`);
    }
  };
  walk(dir);
  return loose;
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded database directory', () => {
  it('is private to the server’s account when created, and stays so as the database writes', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'oncoreg-private-'));
    made.push(parent);
    const dataDir = join(parent, 'data');
    const database = await openPglite({ dataDir });
    try {
      await sql`create table notes (text text)`.execute(database.db);
      await sql`insert into notes values (${'90010112345'})`.execute(database.db);
      await database.checkpoint();
      expect(looseEntries(dataDir)).toEqual([]);
      expect(readdirSync(join(dataDir, 'pgdata')).length).toBeGreaterThan(5);
    } finally {
      await database.close();
    }
    expect(looseEntries(dataDir)).toEqual([]);
  });

  it('tightens a directory an older version left readable and writable by others, on start', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'oncoreg-private-'));
    made.push(parent);
    const dataDir = join(parent, 'data');
    const first = await openPglite({ dataDir });
    await first.close();
    // As an older version, or a copy made with a loose umask, would have left it.
    const loosen = (path: string) => {
      const stat = statSync(path);
      chmodSync(path, stat.isDirectory() ? 0o777 : 0o666);
      if (stat.isDirectory()) for (const entry of readdirSync(path)) loosen(join(path, entry));
    };
    mkdirSync(join(dataDir, 'pgdata', 'extra'));
    writeFileSync(join(dataDir, 'pgdata', 'extra', 'left-behind'), 'x');
    loosen(dataDir);
    expect(looseEntries(dataDir).length).toBeGreaterThan(10);

    const again = await openPglite({ dataDir });
    try {
      expect(looseEntries(dataDir)).toEqual([]);
    } finally {
      await again.close();
    }
  });
});
