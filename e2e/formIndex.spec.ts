/**
 * The index of a long protocol form in Chromium, at 1280 and 390 px: beside the form and sticky
 * on a wide screen, marking the section being read, above it as a row of chips that scrolls
 * sideways on a phone, neither making the page scroll sideways; a section's button scrolls to it
 * and moves the focus there; the Save button stays within the window wherever the form is
 * scrolled; after a failed save the index counts the errors of the section that holds them.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { physicianWithStsPatient, signInHome } from './helpers';

test.describe.configure({ mode: 'serial' });

const stamp = `idx${Date.now().toString(36)}`;
const PASSWORD = 'Spis-Sekcji-Formularza-2026';
let extendedPath = '';
let basicPath = '';
let physician = { email: '', password: PASSWORD };

const course = (startDate: string, block: string) => ({
  kind: 'chemotherapy',
  block,
  startDate,
  agents: [{ agent: 'L01CA02', dose: 1.5, unit: 'mg/m2' }],
});

test.beforeAll(async ({ request }) => {
  const created = await physicianWithStsPatient(request, {
    stamp,
    birthDate: '2013-05-20',
    serial: 1837,
    password: PASSWORD,
  });
  physician = created.physician;
  const patient = await request.get(`/api/v1/patient/patients/${created.patientId}`, {
    headers: created.headers,
  });
  const protocolId = ((await patient.json()) as { protocols: { id: number }[] }).protocols[0]!.id;
  extendedPath = `/patient/${created.patientId}/forms/${protocolId}/STS-extended`;
  basicPath = `/patient/${created.patientId}/forms/${protocolId}/STS-basic`;
  const saved = await request.post(
    `/api/v1/form/forms/STS-extended/protocol-form-data/${created.patientId}`,
    {
      headers: created.headers,
      data: {
        version: 0,
        formData: {
          treatmentCourses: [
            course('2024-01-08', 'IVA 1'),
            course('2024-01-29', 'IVA 2'),
            course('2024-02-19', 'IVA 3'),
          ],
          followUpVisits: [{ date: '2024-06-03', status: 'aliveNed' }],
        },
      },
    },
  );
  expect(saved.status()).toBe(200);
});

async function signInTo(page: Page, path: string) {
  await signInHome(page, physician.email, physician.password);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mięsaki tkanek miękkich');
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function inWindow(page: Page, name: string) {
  const box = await page.getByRole('button', { name }).boundingBox();
  const height = page.viewportSize()!.height;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

test('at 1280 px the index stands beside the form and stays in view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInTo(page, extendedPath);
  const index = page.getByRole('navigation', { name: 'Sekcje formularza' });
  await expect(index).toBeVisible();
  const courses = page.getByRole('region', { name: 'Kursy leczenia systemowego' });
  await expect(courses.getByRole('group', { name: 'Kurs leczenia 3' })).toBeVisible();

  const indexBox = (await index.boundingBox())!;
  const formBox = (await courses.boundingBox())!;
  expect(indexBox.x).toBeGreaterThanOrEqual(formBox.x + formBox.width);
  expect(await pageWidth(page)).toBeLessThanOrEqual(1280);

  // The section being read is marked: the first, before any scrolling.
  const current = index.locator('[aria-current="location"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAccessibleName(/^Kursy leczenia systemowego/);

  await index.getByRole('button', { name: /^Wizyty kontrolne/ }).click();
  const visits = page.getByRole('region', { name: 'Wizyty kontrolne' });
  await expect(visits).toBeFocused();
  await expect(visits).toBeInViewport();
  await expect(current).toHaveAccessibleName(/^Wizyty kontrolne/);
  // Sticky: the index and the Save button are still in the window far down the form.
  await expect(index).toBeInViewport();
  expect(await inWindow(page, 'Zapisz')).toBe(true);

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
  await expect(index).toBeInViewport();
  expect(await inWindow(page, 'Zapisz')).toBe(true);
  // Scrolled back to the top by hand, the first section is marked again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(current).toHaveAccessibleName(/^Kursy leczenia systemowego/);
  await expect(current).toHaveCount(1);
});

test('at 390 px the index is a row of chips above the form', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInTo(page, extendedPath);
  const index = page.getByRole('navigation', { name: 'Sekcje formularza' });
  const courses = page.getByRole('region', { name: 'Kursy leczenia systemowego' });
  await expect(courses).toBeVisible();

  const indexBox = (await index.boundingBox())!;
  expect(indexBox.y + indexBox.height).toBeLessThanOrEqual((await courses.boundingBox())!.y);
  expect(indexBox.height).toBeLessThan(80);
  // The chips scroll inside the index; the page itself does not scroll sideways.
  const list = index.getByRole('list');
  expect(await list.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  expect(await inWindow(page, 'Zapisz')).toBe(true);

  // From the keyboard: to the last chip, and on to its section.
  const notes = index.getByRole('button', { name: /^Uwagi/ });
  await notes.focus();
  await page.keyboard.press('Enter');
  const section = page.getByRole('region', { name: 'Uwagi' });
  await expect(section).toBeFocused();
  await expect(section).toBeInViewport();
  expect(await inWindow(page, 'Zapisz')).toBe(true);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
});

test('after a failed save the index counts the errors of the section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInTo(page, basicPath);
  const index = page.getByRole('navigation', { name: 'Sekcje formularza' });
  await expect(index.getByRole('button', { name: 'Rozpoznanie, bez danych' })).toBeVisible();

  await page.getByRole('button', { name: 'Zapisz' }).click();

  await expect(
    index.getByRole('button', { name: 'Rozpoznanie, bez danych, 2 błędy' }),
  ).toBeVisible();
  await expect(page.getByText('Formularz zawiera 2 błędy')).toBeVisible();
});
