/**
 * The load generator the HTTP benchmarks share: requests kept in flight for a while after an
 * uncounted warm-up, with the rate and the latency percentiles, plus a sign-in and a bearer GET.
 */
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

/** Keeps `connections` requests in flight for `seconds`, after a warm-up that is not counted. */
export async function load(
  request: () => Promise<void>,
  { connections, seconds, warmUpSeconds }: LoadOptions,
): Promise<Figures> {
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
  const { latencies, elapsedMs } = await run(seconds);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    requestsPerSecond: Math.round((sorted.length / elapsedMs) * 1000),
    p50: ms(percentile(sorted, 50)),
    p99: ms(percentile(sorted, 99)),
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
