/**
 * The embedded database's directory is private to the account running the server: its WAL and
 * data files hold the token signing key, password hashes and every patient's record. Every
 * directory in it is 0700 and every file 0600, whoever made them:
 *
 * - a directory made by an older version (or copied in with loose modes) is tightened on every
 *   start;
 * - what PGlite creates from then on is private from the start: the process's file mode mask
 *   covers what it creates, and since PGlite's file system layer then sets each new file's mode
 *   explicitly (to 0666, as the WebAssembly build asks), its chmod calls under a private
 *   directory keep the owner's bits only. Every thread has its own `fs` module, so the thread
 *   that runs PGlite (pgliteWorker.ts) guards its own with `keepPrivate`; the mask is the
 *   process's and is set once, by `makePrivate`.
 */
import fs from 'node:fs';
import { join, resolve, sep } from 'node:path';

export const PRIVATE_DIRECTORY_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

const privateRoots = new Set<string>();
let chmodGuarded = false;

function isUnderPrivateRoot(path: fs.PathLike): boolean {
  if (typeof path !== 'string') return false;
  const absolute = resolve(path);
  for (const root of privateRoots) {
    if (absolute === root || absolute.startsWith(root + sep)) return true;
  }
  return false;
}

/** PGlite calls `fs.chmodSync` on the module object, so the guard sits there. */
function guardChmod() {
  if (chmodGuarded) return;
  chmodGuarded = true;
  const chmodSync = fs.chmodSync;
  fs.chmodSync = (path: fs.PathLike, mode: fs.Mode) => {
    if (isUnderPrivateRoot(path)) {
      const numeric = typeof mode === 'string' ? parseInt(mode, 8) : mode;
      return chmodSync(path, numeric & ~0o077);
    }
    return chmodSync(path, mode);
  };
}

/**
 * Keeps this thread's chmod calls under `dir` to the owner's bits. Worker threads may not set
 * the process's file mode mask, so this is all a worker does; `makePrivate` does the rest.
 */
export function keepPrivate(dir: string): void {
  privateRoots.add(resolve(dir));
  guardChmod();
}

/** Makes `dir` (created if missing) and everything under it private, now and from now on. */
export function makePrivate(dir: string): void {
  const root = resolve(dir);
  process.umask(0o077);
  keepPrivate(root);
  fs.mkdirSync(root, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  tighten(root);
}

/** Symbolic links are left alone: chmod would follow them out of the directory. */
function tighten(path: string): void {
  const stat = fs.lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== PRIVATE_DIRECTORY_MODE) {
      fs.chmodSync(path, PRIVATE_DIRECTORY_MODE);
    }
    for (const entry of fs.readdirSync(path)) tighten(join(path, entry));
  } else if ((stat.mode & 0o777) !== PRIVATE_FILE_MODE) {
    fs.chmodSync(path, PRIVATE_FILE_MODE);
  }
}
