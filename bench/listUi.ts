/**
 * In Chromium, against the demo registry: how long the patient list takes from a click that
 * changes its page, sort or filter to the paint of the new rows (DESIGN section 7: 100 ms at
 * p75), signed in as the reporter physician and as the central administrator. The time runs
 * from the click event's timestamp to the first frame after the table's rows changed (a
 * MutationObserver, then requestAnimationFrame and the task after it, which runs once that
 * frame is painted). Prints p50/p75/p95 per role and per kind of change.
 *
 * Run with `npm run build && npm run bench -- listui` (`LISTUI_ROUNDS`, 12 by default: each
 * round changes the page twice, the sort twice and the filter twice).
 */
import { loadavg } from 'node:os';
import { chromium, type Locator, type Page } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  type DemoRole,
  percentile,
  signInThroughUi,
  startDemo,
} from './demo';

export const LIST_PAINT_BUDGET_MS = 100;

// Plain JavaScript for the page (no helpers a TypeScript transform would add).
const ARM = `(() => {
  const rows = () => [...document.querySelectorAll('table tbody tr')].map((row) => row.textContent).join('|');
  const before = rows();
  window.__listPaint = new Promise((resolve) => {
    let clickedAt;
    document.addEventListener('click', (event) => { clickedAt = event.timeStamp; }, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (clickedAt === undefined || rows() === before) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt)));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    setTimeout(() => { observer.disconnect(); resolve(-1); }, 5000);
  });
})()`;

async function timeClick(page: Page, target: Locator): Promise<number> {
  await page.evaluate(ARM);
  await target.click();
  return (await page.evaluate('window.__listPaint')) as number;
}

const summary = (values: number[]) => {
  const sorted = values.filter((value) => value >= 0).sort((a, b) => a - b);
  return {
    count: sorted.length,
    timedOut: values.length - sorted.length,
    p50: Math.round(percentile(sorted, 50)),
    p75: Math.round(percentile(sorted, 75)),
    p95: Math.round(percentile(sorted, 95)),
  };
};

async function measureRole(url: string, credentials: { email: string; password: string }) {
  const rounds = Number(process.env.LISTUI_ROUNDS || 12);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1350, height: 940 } });
    await signInThroughUi(page, url, credentials);
    await page.goto(`${url}/patients`);
    await page.locator('table tbody tr').first().waitFor();
    const times: Record<'page' | 'sort' | 'filter', number[]> = { page: [], sort: [], filter: [] };
    const settle = () => page.waitForTimeout(300);
    const headers = ['firstName', 'lastName', 'birthDate', 'pesel'];
    for (let round = 0; round < rounds; round += 1) {
      times.page.push(await timeClick(page, page.getByRole('button', { name: /następn/i })));
      await settle();
      times.page.push(await timeClick(page, page.getByRole('button', { name: /poprzedni/i })));
      await settle();
      for (const header of [headers[round % 4]!, headers[(round + 1) % 4]!]) {
        times.sort.push(await timeClick(page, page.locator(`thead [data-field="${header}"]`)));
        await settle();
      }
      // The disease category filter (a multiple choice): one category chosen, then cleared.
      await page.getByRole('combobox', { name: /Kategoria choroby/ }).click();
      const option = page.getByRole('option').nth(round % 5);
      times.filter.push(await timeClick(page, option));
      await settle();
      times.filter.push(await timeClick(page, option));
      await page.keyboard.press('Escape');
      await settle();
    }
    return {
      page: summary(times.page),
      sort: summary(times.sort),
      filter: summary(times.filter),
      all: summary([...times.page, ...times.sort, ...times.filter]),
    };
  } finally {
    await browser.close();
  }
}

export async function benchListUi() {
  const demo = await startDemo(18_094);
  try {
    const results: Record<string, unknown> = {
      budgetMs: LIST_PAINT_BUDGET_MS,
      loadAverageAtStart: loadavg().map((load) => Number(load.toFixed(1))),
    };
    const roles: [string, DemoRole][] = [
      ['physician', 'ROLE_REPORTER_PHYSICIAN'],
      ['centralAdministrator', 'ROLE_CENTRAL_ADMINISTRATOR'],
    ];
    for (const [name, role] of roles)
      results[name] = await measureRole(demo.url, demo.credentials[role]);
    results.loadAverageAtEnd = loadavg().map((load) => Number(load.toFixed(1)));
    return results;
  } finally {
    await demo.stop();
  }
}
