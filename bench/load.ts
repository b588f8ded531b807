/**
 * The load generator the HTTP benchmarks share: requests kept in flight for a while after an
 * uncounted warm-up, with the rate, the latency percentiles and, when asked, the CPU a request
 * cost each process (Linux's /proc); plus a sign-in and a bearer GET.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { type Agent, get } from 'node:http';

/** Nearest-rank percentile of ascending latencies. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Milliseconds to one decimal. */
export const ms = (value: number) => Math.round(value * 10) / 10;

export interface Figures {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

export interface LoadOptions {
  /** Requests kept in flight. */
  connections: number;
  /** How long the counted run lasts. */
  seconds: number;
  /** How long the uncounted run before it lasts. */
  warmUpSeconds: number;
}

/** CPU time of a process in clock ticks (user and system), 0 once it is gone. */
export function cpuTicks(pid: number | string): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/**
 * CPU ticks of every PostgreSQL process on the machine, whichever cluster it serves, and of
 * those that have ended: a backend whose connection closes during a run (a pool's idle one,
 * say) takes its time out of the live processes' sum, and its postmaster, which waits for it,
 * adds that time to its children's (`cutime` and `cstime`). So the sum only grows.
 */
export function postgresTicks(): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/comm`, 'utf8').startsWith('postgres')) continue;
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      // utime, stime, cutime and cstime.
      ticks += fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
    } catch {
      // gone meanwhile
    }
  }
  return ticks;
}

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
export const MS_PER_TICK = 10;

/** Which processes' CPU `load` reads over its counted run. */
export interface CpuMeter {
  /** The API's process (its embedded database's thread included). */
  apiPid?: number;
  /** Whether to read every PostgreSQL process on the machine (see `postgresTicks`). */
  postgres?: boolean;
}

/**
 * CPU milliseconds a request over the counted run: the API's process and PostgreSQL's (null
 * when not read), and the benchmark's own process, which sends the requests (and, for a bare
 * pool, runs the `pg` driver that reads the rows).
 */
export interface CpuPerRequest {
  api: number | null;
  postgres: number | null;
  benchmark: number;
}

/**
 * Keeps `connections` requests in flight for `seconds`, after a warm-up that is not counted;
 * with `cpu`, also the CPU a request cost the processes it names.
 */
export async function load(request: () => Promise<void>, options: LoadOptions): Promise<Figures>;
export async function load(
  request: () => Promise<void>,
  options: LoadOptions,
  cpu: CpuMeter,
): Promise<Figures & { cpuMs: CpuPerRequest }>;
export async function load(
  request: () => Promise<void>,
  { connections, seconds, warmUpSeconds }: LoadOptions,
  cpu?: CpuMeter,
): Promise<Figures & { cpuMs?: CpuPerRequest }> {
  const run = async (duration: number) => {
    const latencies: number[] = [];
    const started = performance.now();
    const until = started + duration * 1000;
    const connection = async () => {
      while (performance.now() < until) {
        const sent = performance.now();
        await request();
        latencies.push(performance.now() - sent);
      }
    };
    await Promise.all(Array.from({ length: connections }, connection));
    return { latencies, elapsedMs: performance.now() - started };
  };
  await run(warmUpSeconds);
  const before = cpu && {
    api: cpu.apiPid === undefined ? 0 : cpuTicks(cpu.apiPid),
    postgres: cpu.postgres ? postgresTicks() : 0,
    benchmark: process.cpuUsage(),
  };
  const { latencies, elapsedMs } = await run(seconds);
  const sorted = latencies.sort((a, b) => a - b);
  const figures = {
    requests: sorted.length,
    requestsPerSecond: Math.round((sorted.length / elapsedMs) * 1000),
    p50: ms(percentile(sorted, 50)),
    p99: ms(percentile(sorted, 99)),
  };
  if (!cpu || !before) return figures;
  const perRequest = (cpuMs: number) => Math.round((cpuMs / sorted.length) * 100) / 100;
  const benchmark = process.cpuUsage(before.benchmark);
  return {
    ...figures,
    cpuMs: {
      api:
        cpu.apiPid === undefined
          ? null
          : perRequest((cpuTicks(cpu.apiPid) - before.api) * MS_PER_TICK),
      postgres: cpu.postgres ? perRequest((postgresTicks() - before.postgres) * MS_PER_TICK) : null,
      benchmark: perRequest((benchmark.user + benchmark.system) / 1000),
    },
  };
}

/** A GET with the bearer token that fails unless the answer is a 200; `what` names it. */
export function bearerGet(url: string, token: string, agent: Agent, what: string) {
  return () =>
    new Promise<void>((resolve, reject) => {
      get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 200
            ? resolve()
            : reject(new Error(`${what}: ${response.statusCode}`)),
        );
      }).on('error', reject);
    });
}

/** An access token, signed in through the API. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
