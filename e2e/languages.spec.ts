/**
 * Every route of the spec's route table as the first administrator (who may open all of them)
 * and as a guest: no screen shows a raw translation key, no Polish screen shows English words
 * (names and codes allowed; e2e/screenTexts.ts), every signed-in route fits 320 px and the
 * menu's entries are read whole in both languages. The signed-in routes in Polish are read by
 * the accessibility walk (accessibility.spec.ts), which opens each of them at 1280 px in Polish
 * anyway; this file reads them in English. That walk loads each route anew, as a bookmark
 * would; the two walks here open each route in the app already running, as a link would (13-15
 * s a walk of 34 routes instead of 23-29 on the 2-core machine, the same headings, widths and
 * findings).
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ADMIN } from '../playwright.config';
import { FORM_FIXTURES } from '../demo/forms';
import {
  type RecordIds,
  bearer,
  physicianWithStsPatient,
  signInHome,
  firstCategoryId,
  signedInRoutes,
  startInLocale,
} from './helpers';
import { findings, screenTexts } from './screenTexts';
import { STACKED_LABEL } from '../src/framework/ResourceList';
import { openInApp, settle } from './settle';

test.describe.configure({ mode: 'serial' });

const stamp = `lang${Date.now().toString(36)}`;

let ids: RecordIds;

const GUEST_ROUTES = ['/login', '/reset-password', '/privacy-policy', '/terms', '/no-such-page'];

/** Opens a route and waits until its page has settled (no loading indicator left). */
async function open(page: Page, route: string) {
  await page.goto(route);
  await settle(page);
}

async function adminAccountId(request: APIRequestContext): Promise<number> {
  const headers = await bearer(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const me = await request.get('/api/v1/account/accounts/me', { headers });
  expect(me.status()).toBe(200);
  return (await me.json()).id as number;
}

test.beforeAll(async ({ request }) => {
  const { headers, hospitalId, patientId } = await physicianWithStsPatient(request, {
    stamp,
    birthDate: '2015-03-14',
    serial: 4321,
    password: 'Jezyki-Ekranow-2026',
  });
  const patient = await request.get(`/api/v1/patient/patients/${patientId}`, { headers });
  expect(patient.status()).toBe(200);
  const protocols = (await patient.json()).protocols as { id: number; protocol: string }[];
  const protocolId = protocols.find((protocol) => protocol.protocol === 'STS')!.id;
  // A saved basic form, so that the walks read its first version whole.
  const saved = await request.post(`/api/v1/form/forms/STS-basic/protocol-form-data/${patientId}`, {
    headers,
    data: { formData: FORM_FIXTURES.STS.basic.valid, version: 0 },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  ids = {
    hospitalId,
    patientId,
    protocolId,
    accountId: await adminAccountId(request),
    categoryId: await firstCategoryId(request),
  };
});

/**
 * 320 CSS pixels: WCAG's reflow width (a 1,280 px screen zoomed to 400%), narrower than any
 * phone the registry is used on (390 px, the width the other phone checks use).
 */
const NARROWEST = 320;

test('every signed-in route fits a 320 px screen without sideways scrolling', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: NARROWEST, height: 700 });
  await signInHome(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const wide: string[] = [];
  for (const route of signedInRoutes(ids)) {
    await openInApp(page, route);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > NARROWEST) wide.push(`${route}: ${width} px`);
    // Tabs clip what does not fit instead of widening the page: the form's second tab did.
    const offScreen = await page
      .getByRole('tab')
      .evaluateAll((tabs) =>
        tabs
          .filter((tab) => tab.getBoundingClientRect().right > window.innerWidth)
          .map((tab) => tab.textContent),
      );
    if (offScreen.length) wide.push(`${route}: tabs off the screen: ${offScreen.join(', ')}`);
    // A stacked row's label stays on one line, its long value wrapping beside it: squeezed by
    // one, "Nazwa polska:" broke into a word a line.
    const broken = await page.locator(`.${STACKED_LABEL}`).evaluateAll((labels) =>
      labels
        .filter((label) => {
          // The lines its text is set on (its box is stretched to its value's height).
          const text = document.createRange();
          text.selectNodeContents(label);
          return (
            new Set(Array.from(text.getClientRects(), (line) => Math.round(line.top))).size > 1
          );
        })
        .map((label) => label.textContent),
    );
    if (broken.length) wide.push(`${route}: labels broken over lines: ${broken.join(', ')}`);
  }
  expect(wide).toEqual([]);
});

test('every signed-in route reads in English alone', async ({ page }) => {
  test.setTimeout(180_000);
  await startInLocale(page, 'en');
  await signInHome(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const found: string[] = [];
  for (const route of signedInRoutes(ids)) {
    await openInApp(page, route);
    found.push(...findings(route, await screenTexts(page), 'en'));
  }
  expect(found).toEqual([]);
});

for (const locale of ['pl', 'en'] as const) {
  test(`the menu's entries read whole in ${locale === 'pl' ? 'Polish' : 'English'}`, async ({
    page,
  }) => {
    await startInLocale(page, locale);
    await signInHome(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await settle(page);
    // A label cut short by the menu's width ends in an ellipsis: wider than its box.
    const clipped = await page
      .locator('.RaMenuItemLink-root')
      .evaluateAll((entries) =>
        entries
          .filter((entry) =>
            [...entry.querySelectorAll('*')].some((box) => box.scrollWidth > box.clientWidth),
          )
          .map((entry) => entry.textContent),
      );
    expect(await page.locator('.RaMenuItemLink-root').count()).toBeGreaterThan(10);
    expect(clipped).toEqual([]);
  });

  test(`the guest routes read in ${locale === 'pl' ? 'Polish' : 'English'} alone`, async ({
    page,
  }) => {
    await startInLocale(page, locale);
    const found: string[] = [];
    for (const route of GUEST_ROUTES) {
      await open(page, route);
      found.push(...findings(route, await screenTexts(page), locale));
    }
    expect(found).toEqual([]);
  });
}
