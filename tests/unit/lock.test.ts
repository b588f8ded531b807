import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DirectoryLockedError, lockDirectory } from '../../server/db/lock';

const made: string[] = [];
const dir = () => {
  const path = mkdtempSync(join(tmpdir(), 'oncoreg-lock-'));
  made.push(path);
  return path;
};
afterAll(() => {
  for (const path of made) rmSync(path, { recursive: true, force: true });
});

describe('lockDirectory', () => {
  it('refuses a second holder while the first lives', () => {
    const path = dir();
    const lock = lockDirectory(path);
    expect(() => lockDirectory(path)).toThrow(DirectoryLockedError);
    expect(() => lockDirectory(path)).toThrow(/in use by process \d+/);
    lock.release();
    lockDirectory(path).release();
  });

  it('takes over a lock whose owner process is gone on this host', () => {
    const path = dir();
    writeFileSync(
      join(path, 'oncoreg.lock'),
      JSON.stringify({ pid: 2 ** 22 + 12345, host: hostname(), since: '2026-01-01T00:00:00Z' }),
    );
    const lock = lockDirectory(path);
    expect(existsSync(join(path, 'oncoreg.lock.takeover'))).toBe(false);
    lock.release();
    expect(existsSync(join(path, 'oncoreg.lock'))).toBe(false);
  });

  it('never takes over a lock held from another host', () => {
    const path = dir();
    writeFileSync(
      join(path, 'oncoreg.lock'),
      JSON.stringify({ pid: 1, host: 'some-other-host', since: '2026-01-01T00:00:00Z' }),
    );
    expect(() => lockDirectory(path)).toThrow(/some-other-host/);
  });

  it('refuses while another starter holds the takeover guard', () => {
    const path = dir();
    writeFileSync(
      join(path, 'oncoreg.lock'),
      JSON.stringify({ pid: 2 ** 22 + 1, host: hostname(), since: '' }),
    );
    writeFileSync(join(path, 'oncoreg.lock.takeover'), 'x');
    expect(() => lockDirectory(path)).toThrow(/taking over/);
  });
});
