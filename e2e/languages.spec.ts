/**
 * Every route of the spec's route table, in Polish and in English, as the first administrator
 * (who may open all of them) and as a guest: no screen shows a raw translation key, and no
 * Polish screen shows English words (names and codes allowed). Visible text is read together
 * with the texts only assistive technology hears (aria-label, title, placeholder, alt) and the
 * document title.
 *
 * Runs before session.spec.ts, which changes the first administrator's password.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ADMIN } from '../playwright.config';
import {
  type RecordIds,
  bearer,
  physicianWithStsPatient,
  signInHome,
  firstCategoryId,
  signedInRoutes,
  startInLocale,
} from './helpers';
import { settle } from './settle';

test.describe.configure({ mode: 'serial' });

const stamp = `lang${Date.now().toString(36)}`;

let ids: RecordIds;

const GUEST_ROUTES = ['/login', '/reset-password', '/privacy-policy', '/terms', '/no-such-page'];

/** A catalogue key shown as it is: `registry.menu.home`, `ra.action.save`... */
const RAW_KEY =
  /\b(?:ra|registry|resources|forms|dashboard|info|validation|errors|notices)\.[a-z]\w*(?:\.\w+)*\b/;

/**
 * English words an interface text would use and Polish never does. Words both languages share
 * (data, status, login, e-mail, PESEL, to, no...) are left out, and so are protocol codes.
 */
const ENGLISH_WORDS = new RegExp(
  // Whole words: a letter with a Polish diacritic continues a word ("Flagę" is no "Flag").
  `(?<!\\p{L})(?:${[
    'the',
    'and',
    'of',
    'with',
    'your',
    'you',
    'is',
    'are',
    'not',
    'for',
    'Save',
    'Cancel',
    'Search',
    'Loading',
    'Error',
    'Close',
    'Previous',
    'Next',
    'Rows',
    'Show',
    'Edit',
    'Delete',
    'Add',
    'Create',
    'Export',
    'Filter',
    'Sort',
    'Yes',
    'Name',
    'Date',
    'Home',
    'Dashboard',
    'Patients?',
    'Hospitals?',
    'Users?',
    'Dictionary',
    'Settings',
    'Active',
    'Inactive',
    'Female',
    'Male',
    'Forms?',
    'Protocols?',
    'Year',
    'Total',
    'Recent',
    'Favou?rites?',
    'Flags?',
    'Select',
    'Required',
    'Password',
    'Sign',
    'Logout',
    'Help',
    'Contact',
    'Changelog',
    'Privacy',
    'Terms',
    'Page',
    'Back',
    'Version',
  ].join('|')})(?!\\p{L})`,
  'u',
);

/**
 * What the screen says, to eyes and to a screen reader, with the document title. Text marked as
 * another language than the page's (`lang="en"` on the English description of a dictionary
 * entry, say) is data, not interface, and is left out.
 */
async function screenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLanguage = document.documentElement.lang;
    const foreign = (element: Element | null) => {
      const marked = element?.closest('[lang]');
      return Boolean(marked && marked.getAttribute('lang') !== pageLanguage);
    };
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || foreign(parent) || !parent.checkVisibility()) continue;
      if (['SCRIPT', 'STYLE'].includes(parent.tagName)) continue;
      if (node.textContent?.trim()) texts.push(node.textContent);
    }
    for (const element of document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
      if (foreign(element)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** Opens a route and waits until its page has settled (no loading indicator left). */
async function open(page: Page, route: string) {
  await page.goto(route);
  await settle(page);
}

function findings(route: string, texts: string[], locale: 'pl' | 'en'): string[] {
  const found: string[] = [];
  for (const text of texts) {
    for (const line of text.split('\n')) {
      const rawKey = RAW_KEY.exec(line);
      if (rawKey) found.push(`${route}: raw key "${rawKey[0]}" in "${line.trim()}"`);
      if (locale !== 'pl') continue;
      const english = ENGLISH_WORDS.exec(line);
      if (english) found.push(`${route}: English "${english[0]}" in "${line.trim()}"`);
    }
  }
  return found;
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
  ids = {
    hospitalId,
    patientId,
    protocolId,
    accountId: await adminAccountId(request),
    categoryId: await firstCategoryId(request),
  };
});

test('every signed-in route fits a 390 px screen without sideways scrolling', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInHome(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const wide: string[] = [];
  for (const route of signedInRoutes(ids)) {
    await open(page, route);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) wide.push(`${route}: ${width} px`);
  }
  expect(wide).toEqual([]);
});

for (const locale of ['pl', 'en'] as const) {
  test(`every signed-in route reads in ${locale === 'pl' ? 'Polish' : 'English'} alone`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await startInLocale(page, locale);
    await signInHome(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const found: string[] = [];
    for (const route of signedInRoutes(ids)) {
      await open(page, route);
      found.push(...findings(route, await screenTexts(page), locale));
    }
    expect(found).toEqual([]);
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
