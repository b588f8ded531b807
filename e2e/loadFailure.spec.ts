/**
 * Screens people can trust, in Chromium against the built app and a real server: a patient list
 * whose request fails says so (after the 5xx's modal) and shows the patients once asked again,
 * never "no patient has been added"; the Polish patient list names nothing in English, on a
 * phone as on a desktop; and a refused save in a dialog is told by one toast that leaves the
 * dialog's buttons uncovered.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { physicianWithStsPatient, signInHome } from './helpers';

test.describe.configure({ mode: 'serial' });

const stamp = `trust${Date.now().toString(36)}`;
const PASSWORD = 'Zaufane-Ekrany-2026';

let physician = { email: '', password: PASSWORD };
let lastName = '';
let patientId = 0;

test.beforeAll(async ({ request }) => {
  const created = await physicianWithStsPatient(request, {
    stamp,
    birthDate: '2014-05-21',
    serial: 5317,
    password: PASSWORD,
  });
  physician = created.physician;
  lastName = created.lastName;
  patientId = created.patientId;
});

const isPatientList = (url: URL) => url.pathname === '/api/v1/patient/patients';

/** Makes the next `count` patient-list requests fail with a 500, then lets them through. */
async function failPatientList(page: Page, count: number) {
  let left = count;
  await page.route(isPatientList, async (route: Route) => {
    if (left > 0) {
      left -= 1;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'internal_error',
          message: 'Wewnętrzny błąd serwera',
          correlationId: '00000000-0000-4000-8000-000000000500',
        }),
      });
      return;
    }
    await route.continue();
  });
}

test('a patient list that fails to load says so, then shows the patients after Try again', async ({
  page,
}) => {
  await signInHome(page, physician.email, physician.password);
  await failPatientList(page, 1);
  await page.getByRole('menuitem', { name: 'Pacjenci' }).click();

  // A 5xx opens the global modal, and it alone tells the server's message.
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText('Wewnętrzny błąd serwera');
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Potwierdź' }).click();

  const failure = page.getByTestId('load-failed');
  await expect(failure).toContainText('Nie udało się wczytać danych');
  await expect(failure).toContainText('Kod błędu: 00000000-0000-4000-8000-000000000500');
  await expect(page.getByText('Nie dodano jeszcze żadnego pacjenta.')).toHaveCount(0);
  await expect(page.getByText(/\d+–\d+ z \d+/)).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);

  await failure.getByRole('button', { name: 'Spróbuj ponownie' }).click();
  await expect(page.getByRole('link', { name: lastName })).toBeVisible();
  await expect(page.getByText('1–1 z 1')).toBeVisible();
  await expect(page.getByTestId('load-failed')).toHaveCount(0);
});

/** What a screen reader is told on the page: roles, names and text, as one string. */
async function ariaText(page: Page) {
  return page.locator('body').ariaSnapshot();
}

/** English an accessible name of MUI or react-admin would carry; none belongs on a Polish screen. */
const ENGLISH_NAME = /\b(?:Go to|Open|Clear|Close|Rows per page|more than|Loading|Previous|Next)\b/;

for (const [device, width] of [
  ['a phone', 390],
  ['a desktop', 1280],
] as const) {
  test(`the Polish patient list names nothing in English on ${device}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await signInHome(page, physician.email, physician.password);
    await page.goto('/patients');
    await expect(page.getByRole('link', { name: lastName }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Otwórz' }).first()).toBeVisible();
    await expect(page.getByText('1–1 z 1')).toBeVisible();
    // On a phone the pager is MUI's own; a desktop's shows no page buttons for a single page.
    if (width < 900) {
      await expect(
        page.getByRole('button', { name: 'Przejdź do następnej strony' }),
      ).toBeAttached();
    }
    const snapshot = await ariaText(page);
    expect(snapshot.split('\n').filter((line) => ENGLISH_NAME.test(line))).toEqual([]);
  });
}

for (const [device, width, height] of [
  ['a phone', 375, 667],
  ['a desktop', 1280, 720],
] as const) {
  test(`refused saves in a dialog show one toast each, none over the dialog's buttons, on ${device}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signInHome(page, physician.email, physician.password);
    // Each refusal says something of its own: the same words again would take the place of the
    // toast that says them (src/feedback/toastStore.ts).
    let refusals = 0;
    await page.route('**/api/v1/patient/patients/*/correction-flags', (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      refusals += 1;
      return route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'validation_failed',
          message: `Flagi nie można teraz dodać (próba ${refusals})`,
          correlationId: `00000000-0000-4000-8000-00000000042${refusals}`,
          details: { comment: ['Komentarz jest zbyt ogólny'] },
        }),
      });
    });
    await page.goto(`/patient/${patientId}`);
    const flags = page.getByRole('region', { name: 'Flagi korekty' });
    await flags.getByRole('button', { name: 'Dodaj flagę' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Komentarz/ }).fill('Do sprawdzenia');
    const toasts = page.getByTestId('toast');
    // Each refused save adds its one toast; three make a stack as tall as a small dialog.
    for (let save = 1; save <= 3; save += 1) {
      await dialog.getByRole('button', { name: 'Dodaj flagę' }).click();
      await expect(toasts).toHaveCount(save);
    }
    await expect(dialog.getByText('Komentarz jest zbyt ogólny')).toBeVisible();
    await expect(toasts.first()).toContainText('Flagi nie można teraz dodać (próba 1)');
    await expect(toasts.first()).toContainText('Kod błędu: 00000000-0000-4000-8000-000000000421');
    await expect(page.getByText('Formularz zawiera błędy')).toHaveCount(0);

    for (const toast of await toasts.all()) {
      const toastBox = (await toast.boundingBox())!;
      for (const name of ['Dodaj flagę', 'Anuluj']) {
        const button = (await dialog.getByRole('button', { name }).boundingBox())!;
        const overlaps =
          toastBox.x < button.x + button.width &&
          button.x < toastBox.x + toastBox.width &&
          toastBox.y < button.y + button.height &&
          button.y < toastBox.y + toastBox.height;
        expect(overlaps, `a toast covers ${name}`).toBe(false);
      }
    }
    // The buttons take clicks: Cancel closes the dialog with the toast still shown.
    await dialog.getByRole('button', { name: 'Anuluj' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}
