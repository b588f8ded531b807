/**
 * A Polish date input (issue 17), in Chromium: on a Polish screen the patient form's birth date
 * shows and takes dd.mm.rrrr, with a Polish calendar, whatever the browser's own locale (Polish,
 * then American English, whose native date input writes mm/dd/yyyy); a date that does not exist
 * is refused on the field, and the saved patient holds the date typed, as YYYY-MM-DD.
 */
import { type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { dateField, typeDate } from './dates';
import { expect, test } from './fixtures';
import { bearer, signInHome } from './helpers';

const stamp = `dat${Date.now().toString(36)}`;
const DATA_ADMIN = { email: `daty.${stamp}@oncoreg.test`, password: 'Daty-Po-Polsku-2026' };
const PATIENTS = '/api/v1/patient/patients';

test.beforeAll(async ({ request }) => {
  const headers = await bearer(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const hospital = await request.post('/api/v1/hospital/hospitals', {
    headers,
    data: {
      name: `Szpital Dziecięcy ${stamp}`,
      shortName: `SD-${stamp}`,
      address: 'ul. Szpitalna 1',
      zipCode: '31-503',
      city: 'Kraków',
    },
  });
  expect(hospital.status()).toBe(201);
  const account = await request.post('/api/v1/account/accounts', {
    headers,
    data: {
      // Set up to be used at once: no first-sign-in password change.
      mustChangePassword: false,
      ...DATA_ADMIN,
      firstName: 'Ewa',
      lastName: 'Zielińska',
      role: 'ROLE_DATA_ADMINISTRATOR',
      hospitals: [(await hospital.json()).hospitalId as number],
      protocols: ['STS'],
    },
  });
  expect(account.status()).toBe(201);
});

/** A text input by its label, whether or not the label carries the required mark. */
const input = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}\\s*\\*?$`) });

/**
 * Adds a patient through the form, the birth date typed day first, and answers the patient as
 * the API stores it.
 */
async function addPatientBornOnNinthOfJuly(page: Page, lastName: string, passport: string) {
  await signInHome(page, DATA_ADMIN.email, DATA_ADMIN.password);
  await page.goto('/add-new-patient');
  const birthDate = dateField(page, /^Data urodzenia/);
  await expect(birthDate).toHaveText('dd.mm.rrrr');

  // The calendar speaks Polish and offers no day after today.
  await birthDate.getByRole('button', { name: 'Wybierz datę' }).click();
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByRole('columnheader', { name: 'poniedziałek' })).toBeVisible();
  await expect(calendar.getByRole('button', { name: 'Poprzedni miesiąc' })).toBeEnabled();
  await expect(calendar.getByRole('button', { name: 'Następny miesiąc' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();

  // A day that does not exist is refused on the field, in Polish.
  await typeDate(birthDate, '31022016');
  await input(page, 'Imię').click();
  await expect(birthDate).toHaveText('31.02.2016');
  await expect(
    page.getByText('Nieprawidłowa data: wpisz dzień, miesiąc i rok (dd.mm.rrrr)'),
  ).toBeVisible();

  await typeDate(birthDate, '09072016');
  await expect(birthDate).toHaveText('09.07.2016');
  await input(page, 'Imię').fill('Łucja');
  await input(page, 'Nazwisko').fill(lastName);
  await input(page, 'Numer paszportu').fill(passport);
  await page.getByRole('combobox', { name: /^Płeć/ }).click();
  await page.getByRole('option', { name: 'Kobieta' }).click();
  await page.getByRole('button', { name: 'Zapisz' }).click();

  await expect(page.getByText('Pacjent został utworzony')).toBeVisible();
  await expect(page).toHaveURL(/\/patient\/\d+$/);
  const patientId = /\/patient\/(\d+)$/.exec(page.url())![1];
  const headers = await bearer(page.request, DATA_ADMIN.email, DATA_ADMIN.password);
  const saved = await page.request.get(`${PATIENTS}/${patientId}`, { headers });
  expect(saved.status()).toBe(200);
  return (await saved.json()) as { birthDate: string; lastName: string };
}

test('a Polish browser shows and takes the birth date as dd.mm.rrrr', async ({ page }) => {
  expect(await page.evaluate(() => navigator.language)).toBe('pl-PL');

  const patient = await addPatientBornOnNinthOfJuly(page, `Wójcik-${stamp}`, `PL${stamp}`);

  expect(patient).toMatchObject({ lastName: `Wójcik-${stamp}`, birthDate: '2016-07-09' });
});

test.describe('in an American English browser', () => {
  test.use({ locale: 'en-US' });

  test('a Polish screen still shows and takes dd.mm.rrrr', async ({ page }) => {
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');

    const patient = await addPatientBornOnNinthOfJuly(page, `Nowak-${stamp}`, `US${stamp}`);

    expect(patient).toMatchObject({ lastName: `Nowak-${stamp}`, birthDate: '2016-07-09' });
  });
});
