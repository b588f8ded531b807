/**
 * The patient's history as a physician reads it, in Chromium against the built app and a real
 * server: the STS basic form saved, then changed and saved again through the form's own screen;
 * the extended form saved twice with a treatment course changed. The history shows each save
 * field by field under the form's labels (a table row by its title, number and first field:
 * "Kurs leczenia 2 (Chemioterapia) › Data rozpoczęcia"), with dates in the interface's format
 * and drugs by name, no raw key or JSON anywhere, the ids under "Szczegóły techniczne"; and the
 * same in English. A save leads to the whole form as it left it, read-only, with the versions to
 * move between.
 */
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { FORM_FIXTURES } from '../demo/forms';
import { physicianWithStsPatient, signInHome, startInLocale } from './helpers';

test.describe.configure({ mode: 'serial' });

const stamp = `h${Date.now().toString(36)}`;
const serial = (Number.parseInt(stamp.slice(-3), 36) % 1000) + 3000;
const PASSWORD = 'Historia-Zmian-2026';

type Course = { startDate: string; agents: { agent: string }[] };
const EXTENDED = FORM_FIXTURES.STS.extended.valid as { treatmentCourses: Course[] };

let patientId = 0;
let physician = { email: '', password: PASSWORD };

async function save(
  request: APIRequestContext,
  headers: Record<string, string>,
  formId: string,
  formData: unknown,
  version: number,
) {
  const response = await request.post(
    `/api/v1/form/forms/${formId}/protocol-form-data/${patientId}`,
    { headers, data: { formData, version } },
  );
  expect(response.status(), await response.text()).toBe(200);
}

test.beforeAll(async ({ request }) => {
  const setup = await physicianWithStsPatient(request, {
    stamp,
    birthDate: '2012-06-05',
    serial,
    password: PASSWORD,
  });
  patientId = setup.patientId;
  physician = setup.physician;
  await save(request, setup.headers, 'STS-basic', FORM_FIXTURES.STS.basic.valid, 0);
  await save(request, setup.headers, 'STS-extended', EXTENDED, 0);
  const changed = structuredClone(EXTENDED);
  changed.treatmentCourses[1]!.startDate = '2024-04-11';
  // The fixture's courses share one list of agents: the second course gets a list of its own.
  const [first, ...others] = changed.treatmentCourses[1]!.agents;
  changed.treatmentCourses[1]!.agents = [{ ...first!, agent: 'L01CA02' }, ...others];
  await save(request, setup.headers, 'STS-extended', changed, 1);
});

test("a form saved twice reads field by field in the patient's history", async ({ page }) => {
  await signInHome(page, physician.email, physician.password);

  // The second save of the basic form, made on the form's own screen.
  await page.goto(`/patient/${patientId}`);
  await page
    .getByRole('link', { name: /Otwórz formularz STS.*podstawowy/i })
    .first()
    .click();
  const length = page.getByRole('textbox', { name: /^Długość \[cm/ });
  await expect(length).toHaveValue('8,2');
  await length.fill('9');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText(/Wersja 2, zapisana/)).toBeVisible();

  await page.goto(`/patient/${patientId}`);
  const history = page.getByRole('region', { name: 'Historia zmian' });
  const saves = history.getByRole('row').filter({ hasText: 'Zapis formularza protokołu' });
  await expect(saves).toHaveCount(4);

  const basic = saves.filter({ hasText: 'formularz podstawowy, wersja 2' });
  await expect(
    basic.getByRole('row', {
      name: 'Dane choroby › Wymiary guza pierwotnego › Długość [cm] 8,2 9',
    }),
  ).toBeVisible();

  const extended = saves.filter({
    hasText: 'Mięsaki tkanek miękkich (STS): formularz rozszerzony, wersja 2',
  });
  await expect(
    extended.getByRole('row', {
      name: 'Kurs leczenia 2 (Chemioterapia) › Data rozpoczęcia 10.04.2024 11.04.2024',
    }),
  ).toBeVisible();
  await expect(
    extended.getByRole('row', {
      name: 'Kurs leczenia 2 (Chemioterapia) › Lek 1 › Lek L01AA06 — Ifosfamid L01CA02 — Winkrystyna',
    }),
  ).toBeVisible();

  // Only the course that changed has rows.
  await expect(extended.getByRole('row', { name: /^Kurs leczenia 1 / })).toHaveCount(0);

  const text = (await history.textContent()) ?? '';
  for (const raw of ['treatmentCourses', 'startDate', 'primaryTumour', 'formId', '{', '"']) {
    expect(text).not.toContain(raw);
  }
  expect(text).not.toContain('STS-extended');

  // The form's id and versions wait under the technical details.
  await extended.getByRole('button', { name: 'Szczegóły techniczne' }).click();
  const details = extended.getByRole('region', { name: 'Szczegóły techniczne zmiany' });
  await expect(details).toContainText('STS-extended');
  await expect(details.getByRole('row', { name: /^Wersja formularza/ })).toContainText('1 → 2');

  // On a phone the changes take the row's whole width, under who did what; each field's name
  // heads its values across both columns, so that neither breaks words in two.
  await page.setViewportSize({ width: 390, height: 844 });
  const startDate = history
    .locator('tbody')
    .filter({
      has: page.getByRole('rowheader', {
        name: 'Kurs leczenia 2 (Chemioterapia) › Data rozpoczęcia',
      }),
    })
    .filter({ has: page.getByRole('row', { name: '10.04.2024 11.04.2024', exact: true }) });
  await startDate.scrollIntoViewIfNeeded();
  const name = startDate.getByRole('rowheader');
  const box = await startDate.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  const nameBox = await name.boundingBox();
  expect(nameBox!.width).toBeGreaterThan(box!.width * 0.9);
});

test('a save in the history opens the whole form as it left it, read-only, and moves between versions', async ({
  page,
}) => {
  await signInHome(page, physician.email, physician.password);
  await page.goto(`/patient/${patientId}`);
  const history = page.getByRole('region', { name: 'Historia zmian' });
  await history
    .getByRole('row')
    .filter({ hasText: 'formularz podstawowy, wersja 2' })
    .getByRole('link', { name: 'Pokaż cały formularz w wersji 2' })
    .click();

  await expect(
    page.getByRole('heading', { level: 1, name: /formularz podstawowy: wersja 2$/ }),
  ).toBeVisible();
  await expect(page.getByText(/^Wersja 2 z 2, zapisana .* przez: Marta Kowalczyk/)).toBeVisible();
  const length = page.getByRole('textbox', { name: /^Długość \[cm/ });
  await expect(length).toHaveValue('9');
  await expect(length).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Zapisz' })).toHaveCount(0);
  // The length the save changed is marked, with the volume computed from it, and so is their
  // section in the index.
  await expect(page.getByText('Zmienione tym zapisem', { exact: true })).toHaveCount(2);
  const marked = page.locator('[data-changed]');
  await expect(marked.getByRole('textbox', { name: /^Długość/ })).toBeVisible();
  await expect(marked.getByRole('textbox', { name: /^Objętość/ })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Sekcje formularza' })
      .getByRole('button', { name: /^Dane choroby, zawiera dane, zmieniona tym zapisem$/ }),
  ).toBeVisible();

  const versions = page.getByRole('navigation', { name: 'Wersje formularza' });
  await versions.getByRole('link', { name: 'Poprzednia wersja' }).click();
  await expect(page).toHaveURL(/\/STS-basic\/versions\/1$/);
  await expect(page.getByText(/^Wersja 1 z 2, zapisana/)).toBeVisible();
  await expect(length).toHaveValue('8,2');
  await expect(page.getByText('Zmienione tym zapisem', { exact: true })).toHaveCount(0);

  // Back to the form as it is now, which links to its earlier versions in turn.
  await page.getByRole('link', { name: 'Otwórz bieżący formularz' }).click();
  await expect(page.getByText(/^Wersja 2, zapisana/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Długość \[cm/ })).toBeEnabled();
  await page.getByRole('link', { name: 'Wcześniejsze wersje' }).click();
  await expect(page.getByText(/^Wersja 1 z 2, zapisana/)).toBeVisible();

  // On a phone the page stays within the screen's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(versions).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the history reads in English for an English user', async ({ page }) => {
  await startInLocale(page, 'en');
  await signInHome(page, physician.email, physician.password);
  await page.goto(`/patient/${patientId}`);

  const history = page.getByRole('region', { name: 'Change history' });
  const extended = history
    .getByRole('row')
    .filter({ hasText: 'Soft tissue sarcomas (STS): extended form, version 2' });
  await expect(
    extended.getByRole('row', {
      name: 'Treatment course 2 (Chemotherapy) › Start date 04/10/2024 04/11/2024',
    }),
  ).toBeVisible();
  await expect(
    extended.getByRole('row', {
      name: 'Treatment course 2 (Chemotherapy) › Agent 1 › Agent L01AA06 — Ifosfamide L01CA02 — Vincristine',
    }),
  ).toBeVisible();
});
