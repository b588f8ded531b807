/**
 * Lighthouse (desktop preset) performance of the login page, the signed-in dashboard and the
 * patient list, against the demo registry, with Debian's Chromium (DESIGN section 7: 95 or
 * more each). Every run gets a fresh Chromium profile, so the HTTP cache is cold as for a first
 * visit; a signed-in run gets the session's tokens in localStorage first (where tokenStore.ts
 * keeps them), set on a page that loads no script, and Lighthouse is told not to clear storage.
 * Prints the median score and metrics of `LIGHTHOUSE_RUNS` runs (3) per page; a run whose
 * trace lost its start (NO_NAVSTART, now and then with this Chromium) is taken again, at most
 * twice a page, and counted as `lostTraces`.
 *
 * Run with `npm run build && npm run bench -- lighthouse`. `LIGHTHOUSE_REPORT_DIR` keeps each
 * run's full report (JSON) there; `LIGHTHOUSE_PAGES=dashboard,patients` measures only those. `LIGHTHOUSE_ROLE=physician` signs
 * in as the reporter physician instead of the central administrator; `CHROME_PATH` picks the
 * browser (Debian's Chromium by default).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from '@playwright/test';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../src/providers/tokenStore';
import { CHROMIUM_ARGS, CHROMIUM_PATH, type DemoRole, median, startDemo } from './demo';

const PAGES = [
  { name: 'login', path: '/login', signedIn: false },
  { name: 'dashboard', path: '/', signedIn: true },
  { name: 'patients', path: '/patients', signedIn: true },
] as const;

const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
} as const;

export const LIGHTHOUSE_BUDGET = 95;

interface RunFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
}

async function signInTokens(url: string, email: string, password: string) {
  const response = await fetch(`${url}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email} failed: ${response.status}`);
  return (await response.json()) as { token: string; refresh_token: string };
}

async function measure(
  url: string,
  session: { token: string; refresh_token: string } | undefined,
): Promise<RunFigures> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH || CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    if (session) {
      // The origin's storage, written from a JSON answer: no script of the app is cached.
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0]!.newPage();
      await page.goto(new URL('/api/health', url).href);
      await page.evaluate(
        ([accessKey, refreshKey, pair]) => {
          localStorage.setItem(accessKey, pair.token);
          localStorage.setItem(refreshKey, pair.refresh_token);
        },
        [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, session] as const,
      );
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: Boolean(session),
      },
      desktopConfig,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
      writeFileSync(join(reportDir, name), JSON.stringify(lhr, null, 1));
    }
    if (lhr.runtimeError) {
      throw Object.assign(new Error(`${url}: ${lhr.runtimeError.message}`), {
        code: lhr.runtimeError.code,
      });
    }
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
    const figures = { score: Math.round((lhr.categories.performance?.score ?? 0) * 100) };
    for (const [name, audit] of Object.entries(METRICS))
      Object.assign(figures, {
        [name]: Number((lhr.audits[audit]?.numericValue ?? NaN).toFixed(name === 'cls' ? 3 : 0)),
      });
    return figures as RunFigures;
  } finally {
    chrome.kill();
  }
}

export async function benchLighthouse() {
  const runs = Number(process.env.LIGHTHOUSE_RUNS || 3);
  const role: DemoRole =
    process.env.LIGHTHOUSE_ROLE === 'physician'
      ? 'ROLE_REPORTER_PHYSICIAN'
      : 'ROLE_CENTRAL_ADMINISTRATOR';
  const demo = await startDemo(18_093);
  try {
    const { email, password } = demo.credentials[role];
    const results: Record<string, unknown> = {
      role,
      loadAverageAtStart: loadavg().map((l) => Number(l.toFixed(1))),
    };
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    for (const { name, path, signedIn } of PAGES.filter(
      (page) => !only || only.includes(page.name),
    )) {
      const perRun: RunFigures[] = [];
      let lostTraces = 0;
      while (perRun.length < runs) {
        // A fresh session each run: an access token lives 15 minutes.
        const session = signedIn ? await signInTokens(demo.url, email, password) : undefined;
        try {
          perRun.push(await measure(`${demo.url}${path}`, session));
        } catch (error) {
          // Chromium sometimes loses the trace's start (NO_NAVSTART): that run is taken again,
          // at most twice a page, and the count is printed.
          if ((error as { code?: string }).code !== 'NO_NAVSTART' || lostTraces >= 2) throw error;
          lostTraces += 1;
        }
      }
      const summary = Object.fromEntries(
        (Object.keys(perRun[0]!) as (keyof RunFigures)[]).map((key) => [
          key,
          median(perRun.map((figures) => figures[key])),
        ]),
      );
      results[name] = {
        median: summary,
        scores: perRun.map((figures) => figures.score),
        tbtMs: perRun.map((figures) => figures.tbtMs),
        lostTraces,
        meetsBudget: (summary.score ?? 0) >= LIGHTHOUSE_BUDGET,
      };
    }
    results.loadAverageAtEnd = loadavg().map((l) => Number(l.toFixed(1)));
    return results;
  } finally {
    await demo.stop();
  }
}
