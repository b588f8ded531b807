/**
 * An exclusive lock on the embedded database's directory. PGlite opens the same directory
 * twice without complaint and then silently loses rows, so a second process must stop before
 * it touches anything. The lock file is created with O_EXCL and names its owner; it is stale
 * only when that owner is a process of this host that no longer exists. Taking over a stale
 * lock happens behind a second O_EXCL guard, so that two starters cannot both win.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DirectoryLockedError extends Error {}

interface Owner {
  pid: number;
  host: string;
  since: string;
}

function readOwner(path: string): Owner | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Owner;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function createExclusive(path: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

export interface DirectoryLock {
  release(): void;
}

export function lockDirectory(dir: string): DirectoryLock {
  const path = join(dir, 'oncoreg.lock');
  const me: Owner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  const content = JSON.stringify(me);
  const held = (): DirectoryLock => ({
    release() {
      const owner = readOwner(path);
      if (owner?.pid === me.pid && owner.host === me.host) unlinkSync(path);
    },
  });

  if (createExclusive(path, content)) return held();

  const owner = readOwner(path);
  const stale = owner !== undefined && owner.host === me.host && !isAlive(owner.pid);
  if (!stale) {
    const who = owner
      ? `process ${owner.pid} on ${owner.host} (since ${owner.since})`
      : 'another process';
    throw new DirectoryLockedError(
      `The data directory ${dir} is in use by ${who}. Stop that process first, or point DATA_DIR at another directory. If no such process exists on that host, delete ${path}.`,
    );
  }

  const guard = `${path}.takeover`;
  if (!createExclusive(guard, content)) {
    throw new DirectoryLockedError(
      `Another process is taking over the stale lock of ${dir} right now. If none is, delete ${guard}.`,
    );
  }
  try {
    // Re-read under the guard: another starter may have replaced the stale lock meanwhile.
    const again = readOwner(path);
    if (again && (again.pid !== owner.pid || again.host !== owner.host)) {
      throw new DirectoryLockedError(
        `The data directory ${dir} was just taken by another process.`,
      );
    }
    try {
      unlinkSync(path);
    } catch {
      // already gone
    }
    if (!createExclusive(path, content)) {
      throw new DirectoryLockedError(
        `The data directory ${dir} was just taken by another process.`,
      );
    }
    return held();
  } finally {
    unlinkSync(guard);
  }
}
