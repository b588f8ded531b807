/** Shared by the benchmark scripts: start a real server on a throwaway data directory. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../scripts/buildServer';
import { SERVER_ENV } from '../scripts/serverEnv';

/** The benchmarks' own bundle, so that a benchmark never rewrites the dist-server/ of a build. */
const BENCH_SERVER_DIR = '.tmp/bench-server';
/** Bundled once per benchmark run, from the sources as they were at its first server. */
let bundled: Promise<void> | undefined;

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the first answered /api/health. */
  readyAfterMs: number;
  stop(): Promise<void>;
}

export async function startServer(
  port: number,
  env: Record<string, string> = {},
  dataDir = mkdtempSync(join(tmpdir(), 'oncoreg-bench-')),
  keepData = false,
): Promise<RunningServer> {
  // The server as `npm start` runs it: bundled from the current sources, in plain Node.
  bundled ??= buildServer(BENCH_SERVER_DIR);
  await bundled;
  const started = performance.now();
  // The benchmark's own DATABASE_URL (the PostgreSQL it creates its databases on) is not the
  // server's: a server meant for the embedded database would otherwise sign its users in
  // against that PostgreSQL, and answer 401. A server on PostgreSQL is given its URL in `env`.
  const { DATABASE_URL: _benchDatabase, ...inherited } = process.env;
  // BENCH_SERVER_PROFILE_DIR: the server writes a V8 CPU profile there when it stops.
  const profileDir = process.env.BENCH_SERVER_PROFILE_DIR;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, `${BENCH_SERVER_DIR}/main.mjs`], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'bench@oncoreg.test',
      ADMIN_PASSWORD: 'Bench-Pass-2026',
      // As `npm start` sets it; BENCH_GLIBC_MALLOC=1 leaves glibc's own (for comparing the two).
      ...(process.env.BENCH_GLIBC_MALLOC ? {} : SERVER_ENV),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const readyAfterMs = performance.now() - started;
  return {
    url,
    process: child,
    readyAfterMs,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The earliest date a form record holds (a diagnosis, say): the server refuses the record for
 * a patient born after it (422), so a benchmark saves it only for patients born before.
 */
export function earliestDate(record: unknown): string {
  const dates: string[] = [];
  JSON.stringify(record, (_key, value: unknown) => {
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) dates.push(value);
    return value;
  });
  const [first] = dates.sort();
  if (!first) throw new Error('the form record holds no date');
  return first;
}
