/**
 * Plausible dates in Chromium against the built app and a real server: a physician enters a
 * diagnosis date that is still to come in Warsaw; the browser refuses the save with the message
 * under the date field, nothing is saved, and the server refuses the same data on the same
 * field; with today's date the form saves.
 */
import { type Page } from '@playwright/test';
import { todayIso } from '../domain/validation';
import { expect, test } from './fixtures';
import { bearer, physicianWithStsPatient, signInHome } from './helpers';

const stamp = Date.now().toString(36);
const serial = (Number.parseInt(stamp.slice(-3), 36) % 1000) + 3000;
const DAY_MS = 86_400_000;

let physician: { email: string; password: string };
let patientId = 0;
let protocolId = 0;

test.beforeAll(async ({ request }) => {
  const made = await physicianWithStsPatient(request, {
    stamp,
    birthDate: '2013-05-20',
    serial,
    password: 'Daty-Wiarygodne-2026',
  });
  physician = made.physician;
  patientId = made.patientId;
  const patient = await request.get(`/api/v1/patient/patients/${patientId}`, {
    headers: made.headers,
  });
  protocolId = ((await patient.json()).protocols as { id: number }[])[0]!.id;
});

/**
 * Enters an ISO date into the form's date field labelled `label`: the registry's date field
 * (day, month and year sections, typed as a Polish screen writes them) or a plain date input.
 */
async function enterDate(page: Page, label: RegExp, iso: string) {
  const sections = page.getByRole('group', { name: label });
  const plain = page.locator('input[type="date"]').and(page.getByLabel(label));
  await expect(sections.or(plain)).toBeVisible();
  if (await plain.count()) {
    await plain.fill(iso);
    return;
  }
  const [year, month, day] = iso.split('-');
  await sections.getByRole('spinbutton').first().click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(`${day}${month}${year}`);
  await page.keyboard.press('Tab');
}

test('a diagnosis date after today is refused on its field, by the browser and the server', async ({
  page,
  request,
}) => {
  const tomorrow = todayIso(new Date(Date.now() + DAY_MS));
  const today = todayIso();
  await signInHome(page, physician.email, physician.password);
  await page.goto(`/patient/${patientId}/forms/${protocolId}/STS-basic`);
  await expect(page.getByRole('heading', { name: /Mięsaki tkanek miękkich/ })).toBeVisible();

  await enterDate(page, /^Data rozpoznania/, tomorrow);
  const icd10 = page.getByRole('combobox', { name: /^Rozpoznanie \(ICD-10\)/ });
  await icd10.fill('C49');
  await page.getByRole('option', { name: /^C49\.2/ }).click();
  await page.getByRole('button', { name: 'Zapisz' }).click();

  const dateErrors = page.locator('#root_diagnosis_diagnosisDate__error');
  await expect(dateErrors).toContainText('Data nie może być późniejsza niż dzisiaj');
  const headers = await bearer(request, physician.email, physician.password);
  const formUrl = `/api/v1/form/forms/STS-basic/protocol-form-data/${patientId}`;
  expect((await (await request.get(formUrl, { headers })).json()).version).toBe(0);

  // The server, on its own clock in Warsaw's time zone, refuses the same date on the same field.
  const refused = await request.post(formUrl, {
    headers: { ...headers, 'accept-language': 'pl' },
    data: { formData: { diagnosis: { diagnosisDate: tomorrow, icd10: 'C49.2' } }, version: 0 },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).details).toEqual({
    'diagnosis.diagnosisDate': ['Data nie może być późniejsza niż dzisiaj'],
  });

  await enterDate(page, /^Data rozpoznania/, today);
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Formularz zapisany')).toBeVisible();
  await expect(dateErrors).toHaveCount(0);
  const saved = await (await request.get(formUrl, { headers })).json();
  expect(saved.version).toBe(1);
  expect(saved.formData.diagnosis).toMatchObject({ diagnosisDate: today, icd10: 'C49.2' });
});
