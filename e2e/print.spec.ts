/**
 * Printing a patient's record in Chromium: a physician opens the print view from the patient's
 * page and, in the print medium, sees the summary alone (no app bar, menu or buttons) with the
 * saved basic form's labels and values; the PDF Chromium prints has the patient on its first
 * page. Then the same view in English.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { E2E_DIR } from '../playwright.config';
import { physicianWithStsPatient, signInHome, startInLocale } from './helpers';

test.describe.configure({ mode: 'serial' });

const stamp = `prt${Date.now().toString(36)}`;
const PASSWORD = 'Druk-Karty-2026';
let patientId: number;
let lastName: string;
let physician: { email: string; password: string };

test.beforeAll(async ({ request }) => {
  const created = await physicianWithStsPatient(request, {
    stamp,
    birthDate: '2013-09-17',
    serial: 4646,
    password: PASSWORD,
  });
  ({ patientId, lastName, physician } = created);
  const saved = await request.post(`/api/v1/form/forms/STS-basic/protocol-form-data/${patientId}`, {
    headers: created.headers,
    data: { formData: { diagnosis: { diagnosisDate: '2026-03-02', icd10: 'C49.2' } }, version: 0 },
  });
  expect(saved.status()).toBe(200);
});

test('a patient prints as a summary without the screen around it', async ({ page }) => {
  await signInHome(page, physician.email, physician.password);
  await page.goto(`/patient/${patientId}`);
  await page.getByRole('link', { name: 'Drukuj kartę' }).click();
  await expect(page).toHaveURL(new RegExp(`/patient/${patientId}/print$`));

  const form = page.getByRole('region', {
    name: 'STS · Mięsaki tkanek miękkich: formularz podstawowy',
  });
  await expect(form).toBeVisible();
  await expect(form.getByText('Data rozpoznania', { exact: true })).toBeVisible();
  await expect(form.getByText('02.03.2026')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Drukuj', exact: true })).toBeEnabled();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('menuitem', { name: /Pacjenci/ })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Drukuj', exact: true })).toBeHidden();
  await expect(page.getByRole('navigation', { name: /Okruszki|Ścieżka/ })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(lastName) })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dane osobowe' })).toBeVisible();
  await expect(form).toBeVisible();

  // An A4 page's width at 96 dpi, as the paper will have it.
  await page.setViewportSize({ width: 794, height: 1123 });
  mkdirSync(`${E2E_DIR}-print`, { recursive: true });
  await page.screenshot({ path: `${E2E_DIR}-print/patient-print-pl.png`, fullPage: true });
  const pdf = await page.pdf({ path: `${E2E_DIR}-print/patient-print-pl.pdf`, format: 'A4' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});

test('the print view speaks English to an English user, the form labels included', async ({
  page,
}) => {
  await startInLocale(page, 'en');
  await signInHome(page, physician.email, physician.password);
  await page.goto(`/patient/${patientId}/print`);

  const form = page.getByRole('region', { name: 'STS · Soft tissue sarcomas: basic form' });
  await expect(form.getByText('Date of diagnosis', { exact: true })).toBeVisible();
  await expect(form.getByText('03/02/2026')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Personal data' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  mkdirSync(`${E2E_DIR}-print`, { recursive: true });
  await page.screenshot({ path: `${E2E_DIR}-print/patient-print-en.png`, fullPage: true });
});
