/**
 * Shared by the browser benchmarks: the demo registry (`npm run demo`: synthetic hospitals,
 * patients and one user per role) on a port of its own, serving the built app, with the demo
 * users' credentials read from its start-up log, and Debian's Chromium for Playwright.
 *
 * `BENCH_DEMO_DIR` keeps the demo's data directory between runs (filling a new one takes the
 * better part of a minute); `BENCH_STATIC_DIR` serves another build than dist/.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

export const CHROMIUM_PATH = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((path) =>
  existsSync(path),
);

/** What Chromium needs as root in a container, and nothing that talks to the network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export type DemoRole =
  | 'ROLE_CENTRAL_ADMINISTRATOR'
  | 'ROLE_REPORTER_PHYSICIAN'
  | 'ROLE_COORDINATOR'
  | 'ROLE_DATA_ADMINISTRATOR';

export interface DemoRegistry {
  url: string;
  credentials: Record<DemoRole, { email: string; password: string }>;
  stop(): Promise<void>;
}

export async function startDemo(port: number): Promise<DemoRegistry> {
  const keptDir = process.env.BENCH_DEMO_DIR;
  const dataDir = keptDir || mkdtempSync(join(tmpdir(), 'oncoreg-demo-bench-'));
  const staticDir = process.env.BENCH_STATIC_DIR || 'dist';
  if (!existsSync(join(staticDir, 'index.html')))
    throw new Error(`no build in ${staticDir}: run npm run build first`);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/demo.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const credentials = {} as DemoRegistry['credentials'];
  // Ready once it answers and its log has named the demo users (printed while it prepares).
  for (;;) {
    if (child.exitCode !== null) throw new Error(`demo registry exited with ${child.exitCode}`);
    for (const [, email, password, role] of log.matchAll(/^\s+(\S+@\S+)\s+(\S+)\s+(ROLE_\w+)$/gm))
      credentials[role as DemoRole] = { email: email!, password: password! };
    try {
      if (Object.keys(credentials).length === 4 && (await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    credentials,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the login page, as a user would, and waits for the home page. */
export async function signInThroughUi(
  page: Page,
  url: string,
  { email, password }: { email: string; password: string },
) {
  await page.goto(`${url}/login`);
  await page.getByLabel(/^(E-mail|Email)/).fill(email);
  await page.getByLabel(/^Hasło|^Password/).fill(password);
  await page.getByRole('button', { name: /Zaloguj się|Sign in/ }).click();
  await page.waitForURL(`${url}/`);
}

export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
