/**
 * The JavaScript a browser loads to show /login, gzip-compressed, against the 250 kB budget of
 * DESIGN section 7. Opens the built app in Chromium and sums every script it fetched.
 * Run with `npm run bench -- login` after `npm run build`.
 */
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { startServer } from './lib';

export const LOGIN_BUDGET_BYTES = 250 * 1024;

/**
 * Every script `page` fetches while it opens `url` and shows the login form, with its size
 * compressed by gzip (level 9), largest first; also the end-to-end test of the budget.
 */
export async function loginScripts(page: Page, url: string) {
  const scripts: { url: string; gzip: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => undefined);
    if (body)
      scripts.push({
        url: new URL(response.url()).pathname,
        gzip: gzipSync(body, { level: 9 }).length,
      });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('button').first().waitFor();
  return scripts.sort((a, b) => b.gzip - a.gzip);
}

export async function benchLoginBundle() {
  const server = await startServer(18_091);
  const executablePath = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) =>
    existsSync(p),
  );
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const scripts = await loginScripts(await browser.newPage(), `${server.url}/login`);
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    return {
      scripts,
      totalGzipBytes: total,
      budgetBytes: LOGIN_BUDGET_BYTES,
      shareOfBudget: Number((total / LOGIN_BUDGET_BYTES).toFixed(3)),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
