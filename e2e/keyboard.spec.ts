/**
 * The keyboard alone, as someone who uses no mouse works: Tab and Shift+Tab to move, Enter and
 * Space to act, typing to fill in. No click and no `fill` anywhere: a physician signs in, opens
 * the patient list from the menu, opens a patient from the list, opens the STS basic form,
 * enters the diagnosis (date, and the ICD-10 code through the lookup) and saves it.
 */
import { type Locator, type Page } from '@playwright/test';
import { dateField } from './dates';
import { expect, test } from './fixtures';
import { bearer, physicianWithStsPatient } from './helpers';

const stamp = `kbd${Date.now().toString(36)}`;
const serial = (Number.parseInt(stamp.slice(-3), 36) % 1000) + 3000;
const PASSWORD = 'Klawiatura-Bez-Myszy-2026';

/** Whether `target` has the keyboard focus. */
const focused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab until `target` has the focus, as a keyboard user moves through the page; fails
 * when it is not reached within `limit` presses.
 */
async function tabTo(page: Page, target: Locator, { limit = 60 } = {}) {
  await expect(target).toBeAttached();
  for (let presses = 0; presses <= limit; presses += 1) {
    if (await focused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${String(target)} was not reached with ${limit} presses of Tab`);
}

test('keyboard alone signs in, opens a patient and saves the STS basic form', async ({
  page,
  request,
}) => {
  const { physician, patientId, lastName } = await physicianWithStsPatient(request, {
    stamp,
    birthDate: '2012-09-14',
    serial,
    password: PASSWORD,
  });

  // Sign in: the fields by Tab, the password checked by going back with Shift+Tab.
  await page.goto('/login');
  const identifier = page.getByLabel(/^E-mail lub nazwa użytkownika/);
  const password = page.getByLabel(/^Hasło/);
  await tabTo(page, identifier);
  await page.keyboard.type(physician.email);
  await page.keyboard.press('Tab');
  await expect(password).toBeFocused();
  await page.keyboard.type(physician.password);
  await page.keyboard.press('Shift+Tab');
  await expect(identifier).toBeFocused();
  await expect(identifier).toHaveValue(physician.email);
  await tabTo(page, page.getByRole('button', { name: 'Zaloguj się' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('last-login')).toBeVisible();

  // The patient list from the menu, the patient from the list.
  await tabTo(page, page.getByRole('menuitem', { name: 'Pacjenci' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/patients/);
  await tabTo(page, page.getByRole('link', { name: lastName }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/patient/${patientId}$`));
  await expect(page.getByRole('heading', { name: `${lastName} Antoni` })).toBeVisible();

  // The STS basic form from the patient's forms.
  await tabTo(page, page.getByRole('link', { name: /Otwórz formularz STS.*podstawowy/i }), {
    limit: 120,
  });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/patient/${patientId}/forms/\\d+/STS-basic$`));
  await expect(page.getByRole('heading', { name: /Mięsaki tkanek miękkich/ })).toBeVisible();

  // The diagnosis date, typed day first as a Polish screen writes it: each of the day, month and
  // year sections hands on to the next once full.
  const diagnosisDate = dateField(page, /^Data rozpoznania/);
  await tabTo(page, diagnosisDate.getByRole('spinbutton', { name: 'Dzień' }));
  await page.keyboard.type('02032026');
  await expect(diagnosisDate).toHaveText('02.03.2026');

  // The ICD-10 code through the lookup: type, wait for the entries, arrow down, Enter.
  const icd10 = page.getByRole('combobox', { name: /^Rozpoznanie \(ICD-10\)/ });
  await tabTo(page, icd10);
  await page.keyboard.type('C49.2');
  await expect(page.getByRole('option', { name: /^C49\.2/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(icd10).toHaveValue(/^C49\.2/);

  // Save with Space on the button.
  await tabTo(page, page.getByRole('button', { name: 'Zapisz' }), { limit: 200 });
  await page.keyboard.press('Space');
  await expect(page.getByText('Formularz zapisany')).toBeVisible();
  await expect(page.getByText(/Wersja 1, zapisana/)).toBeVisible();

  const headers = await bearer(request, physician.email, physician.password);
  const saved = await request.get(`/api/v1/form/forms/STS-basic/protocol-form-data/${patientId}`, {
    headers,
  });
  expect(saved.status()).toBe(200);
  const form = (await saved.json()) as { version: number; formData: { diagnosis: object } };
  expect(form.version).toBe(1);
  expect(form.formData.diagnosis).toMatchObject({ diagnosisDate: '2026-03-02', icd10: 'C49.2' });
});
