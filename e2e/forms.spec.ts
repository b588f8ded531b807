/**
 * A physician's day with a protocol form, in Chromium against the built app and a real server:
 * the STS basic form is filled in (the diagnosis picked through the ICD-10 lookup, the tumour's
 * dimensions with the volume computed while typing) and saved; leaving with unsaved changes asks
 * first, and both answers do what they say; a save made offline waits on the device and lands
 * when the network returns.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { dateField, typeDate } from './dates';
import { expect, test } from './fixtures';
import { encodePesel } from '../domain/pesel';
import { E2E_ADMIN } from '../playwright.config';
import { signInHome } from './helpers';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const serial = (Number.parseInt(stamp.slice(-3), 36) % 1000) + 1000;
const PHYSICIAN = { email: `onkolog.${stamp}@oncoreg.test`, password: 'Formularz-Mięsaka-2026' };
const LAST_NAME = `Nowicki-${stamp}`;

let patientId = 0;

async function bearer(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/login_check', { data: { email, password } });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).token}` };
}

/** The saved STS basic form as the server holds it. */
async function savedForm(request: APIRequestContext) {
  const headers = await bearer(request, PHYSICIAN.email, PHYSICIAN.password);
  const response = await request.get(
    `/api/v1/form/forms/STS-basic/protocol-form-data/${patientId}`,
    { headers },
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    version: number;
    formData: {
      diagnosis: Record<string, unknown>;
      disease: { primaryTumour: Record<string, number> };
    };
  };
}

const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label} \\[cm`) });

async function openForm(page: Page) {
  await page.goto(`/patient/${patientId}`);
  await page
    .getByRole('link', { name: /Otwórz formularz STS.*podstawowy/i })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/patient/${patientId}/forms/\\d+/STS-basic$`));
  await expect(page.getByRole('heading', { name: /Mięsaki tkanek miękkich/ })).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  const admin = await bearer(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const hospital = await request.post('/api/v1/hospital/hospitals', {
    headers: admin,
    data: {
      name: `Klinika Onkologii Dziecięcej ${stamp}`,
      shortName: `KOD-${stamp}`,
      address: 'ul. Wielicka 265',
      zipCode: '30-663',
      city: 'Kraków',
    },
  });
  expect(hospital.status()).toBe(201);
  const hospitalId = (await hospital.json()).hospitalId as number;
  const account = await request.post('/api/v1/account/accounts', {
    headers: admin,
    data: {
      // Set up to be used at once: no first-sign-in password change.
      mustChangePassword: false,
      email: PHYSICIAN.email,
      password: PHYSICIAN.password,
      firstName: 'Marta',
      lastName: 'Kowalczyk',
      role: 'ROLE_REPORTER_PHYSICIAN',
      hospitals: [hospitalId],
      protocols: ['STS'],
    },
  });
  expect(account.status()).toBe(201);
  const physician = await bearer(request, PHYSICIAN.email, PHYSICIAN.password);
  const patient = await request.post('/api/v1/patient/patients', {
    headers: physician,
    data: {
      firstName: 'Antoni',
      lastName: LAST_NAME,
      gender: 'Male',
      birthDate: '2014-02-11',
      nationality: 'PL',
      pesel: encodePesel('2014-02-11', 'Male', serial),
      passportNumber: null,
      representativePesel: null,
      representativePassportNumber: null,
      residenceStreet: 'ul. Kazimierza Wielkiego 3',
      residenceCity: 'Kraków',
      residenceZipCode: '30-074',
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
  expect(patient.status()).toBe(201);
  patientId = (await patient.json()).patientId as number;
});

test('a physician fills in and saves the STS basic form', async ({ page, request }) => {
  await signInHome(page, PHYSICIAN.email, PHYSICIAN.password);
  await openForm(page);
  await expect(page.getByText('Formularz nie był jeszcze zapisany')).toBeVisible();

  // Saving without the required diagnosis is refused in the browser, on the fields.
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Formularz zawiera błędy')).toBeVisible();

  await typeDate(dateField(page, /^Data rozpoznania/), '02032026');
  const icd10 = page.getByRole('combobox', { name: /^Rozpoznanie \(ICD-10\)/ });
  await icd10.fill('zzzz nie ma takiego');
  await expect(page.getByText('Nie odnaleziono wartości')).toBeVisible();
  await icd10.fill('C49');
  await page.getByRole('option', { name: /^C49\.2/ }).click();
  await expect(icd10).toHaveValue(/^C49\.2/);

  await field(page, 'Długość').fill('6');
  await field(page, 'Szerokość').fill('4');
  await field(page, 'Grubość').fill('3');
  // pi/6 x 6 x 4 x 3 = 37.7 cm³, computed while typing (shown with the Polish decimal comma).
  await expect(field(page, 'Objętość')).toHaveValue('37,7');

  // Saved from the keyboard, the focus stays on the button for the next key.
  const save = page.getByRole('button', { name: 'Zapisz' });
  await save.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Formularz zapisany')).toBeVisible();
  await expect(page.getByText(/Wersja 1, zapisana/)).toBeVisible();
  await expect(save).toBeFocused();

  const saved = await savedForm(request);
  expect(saved.version).toBe(1);
  expect(saved.formData.diagnosis).toMatchObject({ diagnosisDate: '2026-03-02', icd10: 'C49.2' });
  expect(saved.formData.disease.primaryTumour).toEqual({
    length: 6,
    width: 4,
    thickness: 3,
    volume: 37.7,
  });

  // The saved form reads back as it was left.
  await page.reload();
  await expect(field(page, 'Objętość')).toHaveValue('37,7');
  await expect(page.getByRole('combobox', { name: /^Rozpoznanie \(ICD-10\)/ })).toHaveValue(
    /^C49\.2/,
  );

  // Tabbing down the form, each field the keyboard reaches is scrolled clear of the save bar.
  const bar = await page.getByRole('button', { name: 'Zapisz' }).locator('..').boundingBox();
  await page.getByRole('combobox', { name: /^Rozpoznanie \(ICD-10\)/ }).focus();
  for (let step = 0; step < 25; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement!;
      const inBar = element.closest('form')?.lastElementChild?.contains(element) ?? false;
      return { bottom: element.getBoundingClientRect().bottom, inBar };
    });
    if (focused.inBar) break;
    expect(focused.bottom, `Tab ${step + 1}`).toBeLessThanOrEqual(bar!.y);
  }

  // The top bar slid out of view as the form scrolled, but it stays in the Tab order: going back
  // from the side menu with Shift+Tab brings it back, and leaving it lets it slide away again.
  const userMenu = page.getByRole('button', { name: /menu użytkownika/ });
  await expect(userMenu).not.toBeInViewport();
  await page.getByRole('menuitem', { name: 'Strona główna' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(userMenu).toBeFocused();
  await expect(userMenu).toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(userMenu).not.toBeInViewport();
});

test('leaving with unsaved changes asks first: discard, or save and proceed', async ({
  page,
  request,
}) => {
  await signInHome(page, PHYSICIAN.email, PHYSICIAN.password);
  await openForm(page);
  await expect(field(page, 'Długość')).toHaveValue('6');

  // Discard and move on: the change is gone.
  await field(page, 'Długość').fill('8');
  await page.getByRole('link', { name: 'Wróć do pacjenta' }).click();
  const prompt = page.getByRole('dialog', { name: 'Niezapisane zmiany zostaną utracone' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Odrzuć zmiany i przejdź' }).click();
  await expect(page).toHaveURL(new RegExp(`/patient/${patientId}$`));
  expect((await savedForm(request)).version).toBe(1);

  // Save and proceed: the change is saved, then the navigation goes on.
  await openForm(page);
  await expect(field(page, 'Długość')).toHaveValue('6');
  await field(page, 'Długość').fill('8');
  await page.getByRole('link', { name: 'Wróć do pacjenta' }).click();
  await prompt.getByRole('button', { name: 'Zapisz i przejdź' }).click();
  await expect(page.getByText('Formularz zapisany')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/patient/${patientId}$`));
  const saved = await savedForm(request);
  expect(saved.version).toBe(2);
  expect(saved.formData.disease.primaryTumour).toMatchObject({ length: 8, volume: 50.3 });

  // Closing the tab with unsaved changes asks the browser to confirm.
  await openForm(page);
  await field(page, 'Grubość').fill('5');
  const beforeUnload = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await beforeUnload).toBe('beforeunload');
});

test('a save made offline waits on the device and lands when the network returns', async ({
  page,
  context,
  request,
}) => {
  await signInHome(page, PHYSICIAN.email, PHYSICIAN.password);
  await openForm(page);
  await expect(field(page, 'Długość')).toHaveValue('8');

  await context.setOffline(true);
  await field(page, 'Szerokość').fill('5');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Oczekuje na wysłanie: 1')).toBeVisible();
  await expect(page.getByText(/Formularz zapisano na tym urządzeniu/)).toBeVisible();
  expect((await savedForm(request)).version).toBe(2);

  await context.setOffline(false);
  await expect(page.getByText('Formularz zapisany')).toBeVisible();
  await expect(page.getByText('Oczekuje na wysłanie: 1')).toBeHidden();
  await expect(page.getByText(/Wersja 3, zapisana/)).toBeVisible();
  const saved = await savedForm(request);
  expect(saved.version).toBe(3);
  expect(saved.formData.disease.primaryTumour).toMatchObject({ length: 8, width: 5 });
});
