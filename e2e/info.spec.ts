/**
 * The information pages in Chromium, in Polish and in English: each opens from the menu with its
 * title, breadcrumbs and its own content (the contact page saying which contact settings are not set,
 * the changelog with the release the app runs), and a guest reaches the privacy policy and the
 * terms from the login page.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { E2E_ADMIN } from '../playwright.config';
import { signInHome, startInLocale } from './helpers';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

/** Per language: the menu entry (also the page's heading) and a text only that page shows. */
const PAGES = {
  pl: [
    { title: 'Najczęstsze pytania', shows: /RODO/ },
    { title: 'Pomoc', shows: /Formularz protokołu/ },
    { title: 'Kontakt', shows: /Dane kontaktowe fundacji nie zostały jeszcze wpisane/ },
    { title: 'Historia wersji', shows: version },
    { title: 'Polityka prywatności', shows: /angielski oryginał/ },
    { title: 'Regulamin', shows: /18 lat/ },
  ],
  en: [
    { title: 'Frequently asked questions', shows: /consent/i },
    { title: 'Help', shows: /Protocol form/ },
    { title: 'Contact', shows: /contact details have not been entered/ },
    { title: 'Changelog', shows: version },
    { title: 'Privacy policy', shows: /this English text prevails/ },
    { title: 'Terms of use', shows: /18 years/ },
  ],
} as const;

for (const locale of ['pl', 'en'] as const) {
  test(`the information pages open from the menu (${locale})`, async ({ page }) => {
    await startInLocale(page, locale);
    await signInHome(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page.getByTestId('app-version')).toContainText(version);
    for (const { title, shows } of PAGES[locale]) {
      await page.getByRole('menuitem', { name: title }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${title} · oncoreg$`));
      const breadcrumbs = page.getByRole('navigation', { name: /Ścieżka nawigacji|Breadcrumbs/ });
      await expect(breadcrumbs).toContainText(title);
      await expect(page.getByRole('main')).toContainText(shows);
    }
  });

  test(`a guest reads the privacy policy and the terms from the login page (${locale})`, async ({
    page,
  }) => {
    await startInLocale(page, locale);
    await page.goto('/login');
    // The privacy policy and the terms: the last two pages.
    for (const { title, shows } of PAGES[locale].slice(4)) {
      await page.getByRole('link', { name: title }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('body')).toContainText(shows);
      await page.getByRole('link', { name: /Wróć do logowania|Back to sign in/ }).click();
      await expect(page).toHaveURL(/\/login$/);
    }
  });
}
