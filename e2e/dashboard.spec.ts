/**
 * The home page's dashboard, in Chromium against the built app and a real server: a physician
 * of a new hospital sees the one patient of that hospital, saves the patient's STS basic form,
 * gets a second patient, and finds the new counts on the dashboard, with the saved form listed
 * among the recently edited ones and linked. Then the same figures in English.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { dateField, typeDate } from './dates';
import { expect, test } from './fixtures';
import { encodePesel } from '../domain/pesel';
import { bearer, physicianWithStsPatient, signInHome, startInLocale } from './helpers';

test.describe.configure({ mode: 'serial' });

const stamp = `dash${Date.now().toString(36)}`;
const PASSWORD = 'Pulpit-Lekarza-2026';
const YEAR = new Date().getFullYear();

let physician: { email: string; password: string };
let hospitalId = 0;
let patientId = 0;
let lastName = '';

/** The figure card whose label matches, as its number reads. */
const figure = (page: Page, label: RegExp) => page.getByRole('group', { name: label });

async function secondPatient(request: APIRequestContext) {
  const headers = await bearer(request, physician.email, physician.password);
  const birthDate = '2019-06-21';
  const response = await request.post('/api/v1/patient/patients', {
    headers,
    data: {
      firstName: 'Zofia',
      lastName: `Wiśniewska-${stamp}`,
      gender: 'Female',
      birthDate,
      nationality: 'PL',
      pesel: encodePesel(birthDate, 'Female', 4711),
      passportNumber: null,
      representativePesel: null,
      representativePassportNumber: null,
      residenceStreet: 'ul. Długa 5',
      residenceCity: 'Gdańsk',
      residenceZipCode: '80-831',
      registeredSameAsResidence: true,
      registeredStreet: null,
      registeredCity: null,
      registeredZipCode: null,
      correspondenceSameAsResidence: true,
      correspondenceStreet: null,
      correspondenceCity: null,
      correspondenceZipCode: null,
      categoryId: null,
      dead: false,
      deathDate: null,
      hospitals: [hospitalId],
      protocols: ['STS'],
    },
  });
  expect(response.status()).toBe(201);
}

test.beforeAll(async ({ request }) => {
  const created = await physicianWithStsPatient(request, {
    stamp,
    birthDate: '2016-09-03',
    serial: 4242,
    password: PASSWORD,
  });
  ({ physician, hospitalId, patientId, lastName } = created);
});

test('the dashboard counts a saved form and a new patient', async ({ page, request }) => {
  await signInHome(page, physician.email, physician.password);
  await expect(page).toHaveTitle(/^Strona główna/);
  await expect(figure(page, /Nowi pacjenci \(ostatnie 30 dni\)/)).toContainText('1');
  await expect(figure(page, new RegExp(`Formularze zapisane w ${YEAR}`))).toContainText('0');
  await expect(page.getByText(`W ${YEAR} r. nie zapisano żadnego formularza.`)).toBeVisible();
  // Forms by type is the one chart with nothing to show yet.
  await expect(page.getByText(`Brak danych za ${YEAR} r.`)).toHaveCount(1);

  // The physician saves the patient's STS basic form.
  await page.goto(`/patient/${patientId}`);
  await page
    .getByRole('link', { name: /Otwórz formularz STS.*podstawowy/i })
    .first()
    .click();
  await typeDate(dateField(page, /^Data rozpoznania/), `1501${YEAR}`);
  const icd10 = page.getByRole('combobox', { name: /^Rozpoznanie \(ICD-10\)/ });
  await icd10.fill('C49');
  await page.getByRole('option', { name: /^C49\.2/ }).click();
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Formularz zapisany')).toBeVisible();

  // A second patient joins the hospital.
  await secondPatient(request);

  await page.getByRole('link', { name: 'Strona główna' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(figure(page, /Nowi pacjenci \(ostatnie 30 dni\)/)).toContainText('2');
  await expect(figure(page, new RegExp(`Pacjenci zarejestrowani w ${YEAR}`))).toContainText('2');
  await expect(figure(page, new RegExp(`Formularze zapisane w ${YEAR}`))).toContainText('1');
  // The charts' figures, as a screen reader reads them.
  const byGender = page.getByRole('table', { name: 'Pacjenci według płci' });
  await expect(byGender.getByRole('row', { name: /Kobieta 1/ })).toBeAttached();
  await expect(byGender.getByRole('row', { name: /Mężczyzna 1/ })).toBeAttached();
  const byType = page.getByRole('table', { name: 'Formularze według rodzaju' });
  await expect(byType.getByRole('row', { name: /podstawowy 1/i })).toBeAttached();

  // The saved form is the most recently edited one, and its link opens it.
  const recent = page.getByRole('link', { name: new RegExp(lastName) }).first();
  await expect(recent).toBeVisible();
  await recent.click();
  await expect(page).toHaveURL(new RegExp(`/patient/${patientId}/forms/\\d+/STS-basic$`));
  await expect(page.getByText(/Wersja 1, zapisana/)).toBeVisible();
});

test('a reloaded home page writes the last sign-in in Polish from its first paint', async ({
  page,
}) => {
  await signInHome(page, physician.email, physician.password);
  // Every text the line shows, from the first: date-fns's Polish locale is a chunk of its own,
  // and the line used to read in English ("November 29th, 2026 at 1:01 PM") until it came.
  await page.addInitScript(() => {
    const texts: string[] = [];
    Object.assign(window, { lastLoginTexts: texts });
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="last-login"]')?.textContent;
      if (text && texts.at(-1) !== text) texts.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.reload();
  await expect(page.getByTestId('last-login')).toBeVisible();
  const texts = await page.evaluate(
    () => (window as unknown as { lastLoginTexts: string[] }).lastLoginTexts,
  );
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) {
    expect(text).toMatch(/^Ostatnie logowanie: \d{1,2} \p{L}+ \d{4} \d{1,2}:\d{2}$/u);
  }
});

test('the dashboard reads in English, with the same figures', async ({ page }) => {
  await startInLocale(page, 'en');
  await signInHome(page, physician.email, physician.password);
  await expect(figure(page, /New patients \(last 30 days\)/)).toContainText('2');
  await expect(figure(page, new RegExp(`Forms saved in ${YEAR}`))).toContainText('1');
  await expect(page.getByRole('table', { name: 'Patients by gender' })).toBeAttached();
  await expect(page.getByRole('combobox', { name: 'Year' })).toBeVisible();
});

test('on a phone, a chart below the fold is drawn once scrolled to, and prints as its table until then', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInHome(page, physician.email, physician.password);
  const byType = page.getByRole('region', { name: 'Formularze według rodzaju' });
  const table = byType.getByRole('table', { name: 'Formularze według rodzaju' });
  await expect(table).toBeAttached();
  // Well below the screen and the quarter of it ahead that counts as near.
  const box = await byType.boundingBox();
  expect(box?.y).toBeGreaterThan(844 * 1.25 + 50);
  await expect(page.locator('.recharts-wrapper').first()).toBeVisible();
  await expect(byType.locator('.recharts-wrapper')).toHaveCount(0);

  // On paper the figures stand where the chart is not drawn; on the screen their box is one
  // pixel, for screen readers only.
  const tableWidth = async () => (await table.locator('..').boundingBox())?.width ?? 0;
  await page.emulateMedia({ media: 'print' });
  await expect.poll(tableWidth).toBeGreaterThan(100);
  await page.emulateMedia({ media: 'screen' });
  await expect.poll(tableWidth).toBeLessThanOrEqual(1);

  await byType.scrollIntoViewIfNeeded();
  await expect(byType.locator('.recharts-wrapper')).toBeVisible();
});
