/**
 * The research export screen in Chromium against the built app and a real server: a reporter
 * physician of a new hospital, with one STS patient whose basic form is saved, opens the export
 * page from the menu, sees that the export holds that one patient and that one form record,
 * downloads the ZIP through the browser's own download, and the test opens the archive: it holds
 * patients.csv and STS-basic.csv with the patient's row, pseudonymised (the role has no other
 * choice). One form's CSV downloads alone as well, and the page fits a 390 px screen.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { type Download, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { physicianWithStsPatient, signInHome } from './helpers';

test.describe.configure({ mode: 'serial' });

const stamp = `exp${Date.now().toString(36)}`;
const PASSWORD = 'Eksport-Danych-2026';
const BIRTH_DATE = '2014-11-27';

let physician: { email: string; password: string };
let lastName = '';

type CsvRow = Record<string, string>;

/** A CSV file of the export as rows keyed by the header, read by an independent parser. */
function readCsv(bytes: Uint8Array): { header: string[]; rows: CsvRow[] } {
  const text = strFromU8(bytes);
  const records = parse(text, { bom: true, skip_empty_lines: true }) as string[][];
  const [header = [], ...body] = records;
  return {
    header,
    rows: body.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? '']))),
  };
}

async function downloadedBytes(download: Download): Promise<Uint8Array> {
  const path = await download.path();
  return new Uint8Array(readFileSync(path));
}

/** The figure the export summary shows under `label`. */
const summaryFigure = (page: Page, label: string) =>
  page
    .getByTestId('export-summary')
    .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

async function openExport(page: Page) {
  await signInHome(page, physician.email, physician.password);
  await page.getByRole('menuitem', { name: 'Eksport danych' }).click();
  await expect(page).toHaveURL(/\/export$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Eksport danych' })).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  const created = await physicianWithStsPatient(request, {
    stamp,
    birthDate: BIRTH_DATE,
    serial: 4848,
    password: PASSWORD,
  });
  ({ physician, lastName } = created);
  const saved = await request.post(
    `/api/v1/form/forms/STS-basic/protocol-form-data/${created.patientId}`,
    {
      headers: created.headers,
      data: {
        formData: { diagnosis: { diagnosisDate: '2026-03-02', icd10: 'C49.2' } },
        version: 0,
      },
    },
  );
  expect(saved.status()).toBe(200);
});

test("a physician downloads the export of their patient and it holds the patient's rows", async ({
  page,
}) => {
  await openExport(page);
  await expect(page).toHaveTitle('Eksport danych · oncoreg');
  // The physician's role exports pseudonymised data only, and the page says so.
  await expect(
    page.getByText(
      'Eksport będzie pseudonimizowany: Twoja rola nie pozwala na eksport danych identyfikujących.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: /Z danymi identyfikującymi/ })).toHaveCount(0);
  const sts = page.getByRole('group', { name: 'STS: Mięsaki tkanek miękkich' });
  await expect(sts.getByRole('checkbox', { name: 'STS · Podstawowy' })).toBeChecked();
  await expect(summaryFigure(page, 'Pacjenci')).toHaveText('1');
  await expect(summaryFigure(page, 'Rekordy formularzy')).toHaveText('1');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pobierz eksport (ZIP)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  // The page stays where it was: the file went to the browser's download, not to the page.
  await expect(page).toHaveURL(/\/export$/);
  await expect(
    page.getByText('Pobieranie się rozpoczęło: jego postęp pokazuje przeglądarka.'),
  ).toBeVisible();

  const files = unzipSync(await downloadedBytes(download));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['patients.csv', 'STS-basic.csv']));

  const patients = readCsv(files['patients.csv']!);
  expect(patients.rows).toHaveLength(1);
  const patientCells = Object.values(patients.rows[0]!);
  // Pseudonymised: the birth date cut to year and month, no name anywhere.
  expect(patientCells).toContain(BIRTH_DATE.slice(0, 7));
  expect(patientCells).not.toContain(BIRTH_DATE);
  for (const [name, bytes] of Object.entries(files)) {
    expect(strFromU8(bytes), `${name} names the patient`).not.toContain(lastName);
  }

  const stsBasic = readCsv(files['STS-basic.csv']!);
  expect(stsBasic.rows).toHaveLength(1);
  expect(stsBasic.rows[0]!['diagnosis.icd10']).toBe('C49.2');
  expect(stsBasic.rows[0]!['diagnosis.diagnosisDate']).toBe('2026-03-02');
  // Both files name the patient by the same key, in their first column.
  expect(stsBasic.header[0]).toBe(patients.header[0]);
  expect(stsBasic.rows[0]![stsBasic.header[0]!]).toBe(patients.rows[0]![patients.header[0]!]);
});

test("one form's CSV downloads alone, in the Polish Excel dialect", async ({ page }) => {
  await openExport(page);
  await expect(summaryFigure(page, 'Pacjenci')).toHaveText('1');
  await page.getByRole('radio', { name: /^Excel \(polski\)/ }).check();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pobierz tylko plik STS-basic.csv' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/STS-basic.*\.csv$/);

  const bytes = await downloadedBytes(download);
  // UTF-8 with a byte-order mark and semicolons, so that Polish Excel opens it as it is.
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = strFromU8(bytes.slice(3));
  const [header = ''] = text.split(/\r?\n/);
  expect(header).toContain(';');
  const rows = parse(text, { delimiter: ';', columns: true, skip_empty_lines: true }) as CsvRow[];
  expect(rows).toHaveLength(1);
  expect(rows[0]!['diagnosis.icd10']).toBe('C49.2');
});

test('the export page fits a 390 px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInHome(page, physician.email, physician.password);
  await page.goto('/export');
  await expect(page.getByRole('heading', { level: 1, name: 'Eksport danych' })).toBeVisible();
  await expect(summaryFigure(page, 'Pacjenci')).toHaveText('1');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
