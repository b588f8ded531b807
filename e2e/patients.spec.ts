/**
 * A patient's life in the registry, in Chromium against the built app and a real server: a data
 * administrator adds a patient from a PESEL (birth date and gender filled from it), attaches a
 * discharge summary and a data-protection consent with its date, raises a correction flag and
 * resolves it, watches the patient and deactivates the record with a reason. A physician of
 * another hospital who opens that patient's address is told the patient does not exist.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { encodePesel } from '../domain/pesel';
import { E2E_ADMIN } from '../playwright.config';
import { MINIMAL_PDF } from '../tests/fixtures/files';
import { dateField, typeDate } from './dates';
import { signInHome } from './helpers';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const serial = Number.parseInt(stamp.slice(-3), 36) % 1000;
const PESEL = encodePesel('2016-07-09', 'Female', serial);
const DATA_ADMIN = {
  email: `dane.${stamp}@oncoreg.test`,
  password: 'Dane-Osobowe-2026',
};
const OTHER_PHYSICIAN = {
  email: `lekarz.${stamp}@oncoreg.test`,
  password: 'Inny-Szpital-2026',
};
// A real minimal PDF: the upload refuses a body that only starts like one.
const PDF = MINIMAL_PDF;

let patientUrl = '';

/** A text input by its label, whether or not the label carries the required mark. */
const input = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}\\s*\\*?$`) });

async function asAdministrator(request: APIRequestContext) {
  const login = await request.post('/api/login_check', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).token}` };
}

test.beforeAll(async ({ request }) => {
  const headers = await asAdministrator(request);
  const hospital = async (name: string, shortName: string) => {
    const response = await request.post('/api/v1/hospital/hospitals', {
      headers,
      data: { name, shortName, address: 'ul. Szpitalna 1', zipCode: '31-503', city: 'Kraków' },
    });
    expect(response.status()).toBe(201);
    return (await response.json()).hospitalId as number;
  };
  const own = await hospital(`Klinika Pediatrii ${stamp}`, `KP-${stamp}`);
  const other = await hospital(`Szpital Zachodni ${stamp}`, `SZ-${stamp}`);
  const account = async (
    user: { email: string; password: string },
    role: string,
    hospitalId: number,
  ) => {
    const response = await request.post('/api/v1/account/accounts', {
      headers,
      data: {
        // Set up to be used at once: no first-sign-in password change.
        mustChangePassword: false,
        email: user.email,
        password: user.password,
        firstName: 'Ewa',
        lastName: 'Zielińska',
        role,
        hospitals: [hospitalId],
        protocols: ['STS', 'ALL'],
      },
    });
    expect(response.status()).toBe(201);
  };
  await account(DATA_ADMIN, 'ROLE_DATA_ADMINISTRATOR', own);
  await account(OTHER_PHYSICIAN, 'ROLE_REPORTER_PHYSICIAN', other);
});

test('a data administrator adds a patient from a PESEL and works on the record', async ({
  page,
}) => {
  await signInHome(page, DATA_ADMIN.email, DATA_ADMIN.password);
  await page.getByRole('menuitem', { name: 'Pacjenci' }).click();
  await expect(page).toHaveURL(/\/patients/);
  await page.getByRole('link', { name: 'Dodaj pacjenta' }).click();
  await expect(page).toHaveURL(/\/add-new-patient$/);

  // Saving with neither a PESEL nor a passport number is refused on both.
  await input(page, 'Imię').fill('Łucja');
  await input(page, 'Nazwisko').fill(`Wójcik-${stamp}`);
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Wymagany PESEL lub numer paszportu')).toHaveCount(2);

  await input(page, 'PESEL').fill(PESEL);
  await expect(page.getByText('Numer PESEL jest poprawny')).toBeVisible();
  await expect(dateField(page, /^Data urodzenia/)).toHaveText('09.07.2016');
  await expect(page.getByRole('combobox', { name: /^Płeć/ })).toHaveText('Kobieta');
  await input(page, 'Ulica i numer \\(adres zamieszkania\\)').fill('ul. Lea 12/4');
  await input(page, 'Miejscowość \\(adres zamieszkania\\)').fill('Kraków');
  await input(page, 'Kod pocztowy \\(adres zamieszkania\\)').fill('30-048');
  await page.getByRole('combobox', { name: /^Protokoły/ }).click();
  await page.getByRole('option', { name: /^STS/ }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Pacjent został utworzony')).toBeVisible();
  await expect(page).toHaveURL(/\/patient\/\d+$/);
  patientUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: `Wójcik-${stamp} Łucja` })).toBeVisible();

  // A discharge summary (epikryza) as an attachment.
  const attachments = page.getByRole('region', { name: 'Załączniki' });
  await attachments.getByRole('combobox', { name: /Typ załącznika/ }).click();
  await page.getByRole('option', { name: 'Epikryza' }).click();
  await attachments
    .locator('input[type=file]')
    .setInputFiles({ name: 'epikryza.pdf', mimeType: 'application/pdf', buffer: PDF });
  await attachments.getByRole('button', { name: 'Dodaj załącznik' }).click();
  await expect(page.getByText('Załącznik został dodany')).toBeVisible();
  await expect(attachments.getByText('epikryza.pdf')).toBeVisible();
  // The upload ends by moving the focus to the section's heading, which scrolls the page: wait
  // for it, or a click aimed before that scroll lands elsewhere.
  await expect(attachments.getByRole('heading', { name: 'Załączniki' })).toBeFocused();

  // A data-protection consent with the date it was signed.
  const consents = page.getByRole('region', { name: 'Zgody RODO' });
  await consents
    .locator('input[type=file]')
    .setInputFiles({ name: 'zgoda-rodo.pdf', mimeType: 'application/pdf', buffer: PDF });
  await typeDate(dateField(consents, /^Data podpisania zgody/), '15012026');
  await consents.getByRole('button', { name: 'Dodaj zgodę' }).click();
  await expect(page.getByText('Zgoda została dodana')).toBeVisible();
  await expect(consents.getByText('zgoda-rodo.pdf')).toBeVisible();
  await expect(consents.getByRole('heading', { name: 'Zgody RODO' })).toBeFocused();

  // A correction flag, raised and resolved.
  const flags = page.getByRole('region', { name: 'Flagi korekty' });
  await flags.getByRole('button', { name: 'Dodaj flagę' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Komentarz/ }).fill('Uzupełnij datę rozpoznania');
  await dialog.getByRole('button', { name: 'Dodaj flagę' }).click();
  await expect(page.getByText('Flaga została dodana')).toBeVisible();
  await expect(flags.getByText('Uzupełnij datę rozpoznania')).toBeVisible();
  await expect(flags.getByText('Otwarta')).toBeVisible();
  await flags.getByRole('button', { name: /Rozwiąż flagę/ }).click();
  await expect(page.getByText('Flaga została usunięta')).toBeVisible();
  await expect(flags.getByText('Rozwiązana')).toBeVisible();

  // Watched.
  await page.getByRole('button', { name: 'Dodaj do obserwowanych' }).click();
  await expect(page.getByRole('button', { name: 'Usuń z obserwowanych' })).toBeVisible();

  // Deactivated with a reason.
  await page.getByRole('button', { name: 'Dezaktywuj', exact: true }).click();
  const reason = page.getByRole('dialog');
  await reason.getByRole('button', { name: 'Dezaktywuj' }).click();
  await expect(reason.getByText('Pole wymagane')).toBeVisible();
  await reason.getByLabel('Inny powód').check();
  await reason.getByRole('textbox').fill('Leczenie kontynuowane za granicą');
  await reason.getByRole('button', { name: 'Dezaktywuj' }).click();
  await expect(page.getByText('Pacjent został dezaktywowany')).toBeVisible();
  const reasonText = 'Leczenie kontynuowane za granicą';
  await expect(
    page.getByRole('region', { name: 'Dane osobowe' }).getByText(reasonText),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Historia zmian' }).getByText(reasonText),
  ).toBeVisible();

  // The list finds the patient by PESEL, marked as watched.
  await page.getByRole('menuitem', { name: 'Pacjenci' }).click();
  await page.getByPlaceholder('Imię, nazwisko, PESEL lub paszport').fill(PESEL.slice(0, 8));
  await expect(page.getByText(`Wójcik-${stamp}`)).toBeVisible();
  // Its chips are plain spans drawn as MUI's small chips (StaticChip): the protocol filled in
  // the theme's blue, the inactive mark outlined.
  const row = page.getByRole('row').filter({ hasText: `Wójcik-${stamp}` });
  const protocolChip = row.locator('.StaticChip', { hasText: /^STS$/ });
  await expect(protocolChip).toHaveCSS('height', '24px');
  await expect(protocolChip).toHaveCSS('border-radius', '16px');
  await expect(protocolChip).toHaveCSS('background-color', 'rgb(21, 101, 192)');
  await expect(protocolChip).toHaveCSS('color', 'rgb(255, 255, 255)');
  const inactiveMark = row.locator('.StaticChip', { hasText: 'Nieaktywny' });
  await expect(inactiveMark).toHaveCSS('border-top', '1px solid rgb(189, 189, 189)');
  await expect(inactiveMark).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
});

test('a physician of another hospital is told the patient does not exist', async ({ page }) => {
  expect(patientUrl).toMatch(/^\/patient\/\d+$/);
  await signInHome(page, OTHER_PHYSICIAN.email, OTHER_PHYSICIAN.password);
  await page.goto(patientUrl);
  await expect(page.getByRole('heading', { name: 'Pacjent nie istnieje' })).toBeVisible();
  await expect(page.getByText(`Wójcik-${stamp}`)).toHaveCount(0);
  await expect(page.getByText(PESEL)).toHaveCount(0);
});
