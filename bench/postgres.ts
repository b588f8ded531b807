/**
 * A PostgreSQL server for the benchmarks that compare the embedded database with PostgreSQL:
 * with DATABASE_URL set, a fresh database on that server, dropped afterwards; otherwise a
 * throwaway cluster started the way .ci/run starts the one of the API tests (initdb and pg_ctl,
 * as the postgres user when run as root, trust authentication on 127.0.0.1, a free port).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface BenchPostgres {
  /** A connection URL to an empty database. */
  url: string;
  /** "PostgreSQL 15.8", say. */
  version: string;
  stop(): Promise<void>;
}

export async function benchPostgres(): Promise<BenchPostgres> {
  // Empty is unset, as the server reads it (server/config.ts).
  const given = process.env.DATABASE_URL?.trim() || undefined;
  const server = given ? undefined : await startCluster();
  const adminUrl = given ?? server!.url;
  const name = `oncoreg_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  let version;
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const { rows } = await admin.query<{ version: string }>(
      `select current_setting('server_version') as version`,
    );
    version = `PostgreSQL ${rows[0]!.version.split(' ')[0]}`;
  } catch (error) {
    await admin.end();
    server?.stop();
    throw error;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    version,
    async stop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      server?.stop();
    },
  };
}

/** initdb and pg_ctl: on PATH, or in Debian's versioned directory. */
function pgBinary(name: string): string {
  const onPath = (process.env.PATH ?? '')
    .split(':')
    .map((dir) => join(dir, name))
    .find((file) => existsSync(file));
  if (onPath) return onPath;
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian) ? readdirSync(debian).sort((a, b) => +b - +a) : [];
  const found = versions.map((version) => join(debian, version, 'bin', name)).find(existsSync);
  if (!found) throw new Error(`${name} not found: install PostgreSQL or set DATABASE_URL`);
  return found;
}

/** A port nothing listens on: the one the kernel hands out for port 0. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startCluster() {
  const dir = mkdtempSync(join(tmpdir(), 'oncoreg-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  // initdb refuses to run as root; the cluster then belongs to the postgres user.
  const run = (binary: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : pgBinary(binary),
      asRoot ? ['-u', 'postgres', '--', pgBinary(binary), ...args] : args,
      { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] },
    );
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']));
    const gid = Number(execFileSync('id', ['-g', 'postgres']));
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`,
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
