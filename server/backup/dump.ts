/**
 * A database as plain SQL, the format of `pg_dump` that psql reads: the embedded database
 * through PGlite's own pg_dump (compiled from PostgreSQL 18), PostgreSQL through the pg_dump of
 * its installation. Both write one INSERT per row (`--inserts`): the same file then loads with
 * psql and with the registry's own restorer (server/backup/restore.ts), which runs statements
 * rather than COPY's data blocks, and no statement grows beyond one row, however large the files
 * stored in the registry (rows grouped with --rows-per-insert halved the restore time of the demo
 * registry, but could put hundreds of 10 MB files into one statement, past PostgreSQL's 1 GB
 * limit). Owners and privileges are left out: the restoring role owns what it creates, and the
 * server grants the API's role its rights at start.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { type PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

const DUMP_OPTIONS = ['--no-owner', '--no-privileges'];

/**
 * PGlite's pg_dump, run on the backend that the server shares, in the thread that owns it. The
 * caller holds the server's queries back for its duration (the dialect's `exclusive`, or the
 * database thread's own queue), so that it never meets (or commits) a transaction of the
 * server's that is half done.
 */
export async function dumpPgliteBackend(pglite: PGlite): Promise<Uint8Array> {
  let dump: File;
  try {
    // pgDump adds --inserts itself.
    dump = await pgDump({ pg: pglite, args: DUMP_OPTIONS });
  } finally {
    // pg_dump never ends its read-only snapshot transaction (a real pg_dump just disconnects)
    // and leaves its session settings behind: end both, or every later write would fail.
    await pglite.exec('rollback; reset all');
  }
  return new Uint8Array(await dump.arrayBuffer());
}

/** The embedded database as plain SQL: `dumpBackend` runs dumpPgliteBackend where PGlite lives. */
export async function* dumpPglite(
  dumpBackend: () => Promise<Uint8Array>,
): AsyncIterable<Uint8Array> {
  const dump = await dumpBackend();
  yield* forPostgres15(Buffer.from(dump.buffer, dump.byteOffset, dump.byteLength));
}

const TRANSACTION_TIMEOUT = Buffer.from('\nSET transaction_timeout = 0;\n');

/**
 * PostgreSQL 18's pg_dump sets transaction_timeout (new in 17) among its first lines, which
 * PostgreSQL 15 refuses; it only lifts a limit that a restore does not meet by default. The dump
 * is answered in pieces around that line rather than copied.
 */
export function* forPostgres15(dump: Buffer): Iterable<Buffer> {
  const at = dump.subarray(0, 4096).indexOf(TRANSACTION_TIMEOUT);
  if (at < 0) {
    yield dump;
    return;
  }
  yield dump.subarray(0, at + 1);
  yield dump.subarray(at + TRANSACTION_TIMEOUT.length);
}

/** The installed pg_dump: on PATH, or the newest under /usr/lib/postgresql (Debian's layout). */
export function findPgDump(path = process.env.PATH ?? ''): string {
  const candidates = path.split(delimiter).filter(Boolean);
  try {
    const versions = readdirSync('/usr/lib/postgresql')
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => `/usr/lib/postgresql/${version}/bin`));
  } catch {
    // No Debian layout here.
  }
  for (const dir of candidates) {
    const file = join(dir, 'pg_dump');
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // Not here.
    }
  }
  throw new Error(
    'pg_dump was not found on PATH or under /usr/lib/postgresql: install the PostgreSQL client (Debian: apt-get install postgresql-client)',
  );
}

/**
 * How pg_dump reaches the database at `url`: the URL without its password, and the password in
 * the child's environment (PGPASSWORD), so that it shows in no process list and no log.
 */
export function pgDumpConnection(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password =
    decodeURIComponent(parsed.password) || parsed.searchParams.get('password') || undefined;
  parsed.password = '';
  parsed.searchParams.delete('password');
  return { dbname: parsed.href, env: password ? { PGPASSWORD: password } : {} };
}

export async function* dumpPostgres(url: string): AsyncIterable<Uint8Array> {
  const { dbname, env } = pgDumpConnection(url);
  const child = spawn(
    findPgDump(),
    [...DUMP_OPTIONS, '--inserts', '--no-password', '--encoding=UTF8', `--dbname=${dbname}`],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text: string) => (stderr = (stderr + text).slice(-4000)));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  // Observed here so that a failed start is never an unhandled rejection, reported below.
  exited.catch(() => undefined);
  let read = false;
  try {
    for await (const chunk of child.stdout) yield chunk as Buffer;
    read = true;
  } finally {
    // The reader gave up (a full disk, say): pg_dump need not go on.
    if (!read) child.kill();
  }
  const code = await exited;
  if (code !== 0) {
    const reason = stderr
      .trim()
      .split('\n')[0]
      ?.replace(/^pg_dump: (error: )?/, '');
    throw new Error(`pg_dump failed (exit code ${code}): ${reason || 'no message'}`);
  }
}
