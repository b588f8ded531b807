/**
 * The central administrator's screens in Chromium against the built app and a real server: a
 * hospital is added, edited and deactivated with a reason; a user is added with two hospitals,
 * three protocols and an initial password; that user is refused the hospital list; the change
 * log, filtered to the administrator who made them, shows each step; the home page and the
 * backups page say automatic backups are off. The steps are taken by a central administrator
 * of this file's own, so that the log's filter finds them whatever the other specs, running
 * beside it, write to the log.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ADMIN } from '../playwright.config';
import { bearer, signIn, signInHome, signOut } from './helpers';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const HOSPITAL = `Klinika Onkologii Dziecięcej ${stamp}`;
const ADMINISTRATOR = {
  email: `centrala.${stamp}@oncoreg.test`,
  firstName: 'Halina',
  lastName: `Centralna-${stamp}`,
  password: 'Centrala-Rejestru-2026',
};
const NEW_USER = {
  email: `lekarz.${stamp}@oncoreg.test`,
  firstName: 'Zofia',
  lastName: 'Lewandowska',
  password: 'Pierwsze-Haslo-42',
  ownPassword: 'Wlasne-Haslo-2026',
};

test.beforeAll(async ({ request }) => {
  const account = await request.post('/api/v1/account/accounts', {
    headers: await bearer(request, E2E_ADMIN.email, E2E_ADMIN.password),
    data: {
      // Set up to be used at once: no first-sign-in password change.
      mustChangePassword: false,
      ...ADMINISTRATOR,
      role: 'ROLE_CENTRAL_ADMINISTRATOR',
      hospitals: [],
      protocols: [],
    },
  });
  expect(account.status()).toBe(201);
});

/** A text input by its label, whether or not the label carries the required mark. */
const input = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}\\s*\\*?$`) });

/** How far the page scrolls sideways: 0 when it fits the screen. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Adds a hospital through the API with the administrator's token from this page. */
async function addHospitalByApi(page: Page, name: string, shortName: string) {
  const token = await page.evaluate(() => localStorage.getItem('oncoreg.accessToken'));
  const response = await page.request.post('/api/v1/hospital/hospitals', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, shortName, address: 'ul. Szpitalna 1', zipCode: '31-503', city: 'Kraków' },
  });
  expect(response.status()).toBe(201);
}

test('the administrator adds a hospital, edits it and deactivates it with a reason', async ({
  page,
}) => {
  await signInHome(page, ADMINISTRATOR.email, ADMINISTRATOR.password);
  await page.getByRole('menuitem', { name: 'Szpitale' }).click();
  await expect(page).toHaveURL(/\/hospitals/);
  await page.getByRole('link', { name: 'Dodaj szpital' }).click();
  await expect(page).toHaveURL(/\/add-new-hospital$/);

  await input(page, 'Nazwa').fill(HOSPITAL);
  await input(page, 'Nazwa skrócona').fill(`KOD-${stamp}`);
  await input(page, 'Adres').fill('ul. Wielicka 265');
  await input(page, 'Kod pocztowy').fill('30663');
  await input(page, 'Miejscowość').fill('Krakow');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Nieprawidłowy kod pocztowy (format XX-XXX)')).toBeVisible();
  await input(page, 'Kod pocztowy').fill('30-663');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Szpital został utworzony')).toBeVisible();
  await expect(page).toHaveURL(/\/hospital\/\d+$/);

  await page.getByRole('link', { name: 'Edytuj' }).click();
  await expect(page).toHaveURL(/\/hospital\/\d+\/edit$/);
  await input(page, 'Miejscowość').fill('Kraków');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Dane szpitala zostały zapisane.')).toBeVisible();
  await expect(page).toHaveURL(/\/hospital\/\d+$/);
  await expect(page.getByText('Kraków')).toBeVisible();

  await page.getByRole('button', { name: 'Dezaktywuj' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Dezaktywuj' }).click();
  await expect(dialog.getByText('Pole wymagane')).toBeVisible();
  await dialog.getByLabel('Szpital lub oddział zlikwidowany').check();
  await dialog.getByRole('button', { name: 'Dezaktywuj' }).click();
  await expect(page.getByText('Szpital został dezaktywowany')).toBeVisible();
  await expect(page.getByText('Szpital lub oddział zlikwidowany')).toBeVisible();
});

test('the administrator adds a user with two hospitals, three protocols and a password', async ({
  page,
}) => {
  await signInHome(page, ADMINISTRATOR.email, ADMINISTRATOR.password);
  await addHospitalByApi(page, `Szpital Północny ${stamp}`, `PN-${stamp}`);
  await addHospitalByApi(page, `Szpital Południowy ${stamp}`, `PD-${stamp}`);

  await page.getByRole('menuitem', { name: 'Użytkownicy' }).click();
  await page.getByRole('link', { name: 'Dodaj użytkownika' }).click();
  await expect(page).toHaveURL(/\/add-new-user$/);
  await input(page, 'E-mail').fill(NEW_USER.email);
  await input(page, 'Imię').fill(NEW_USER.firstName);
  await input(page, 'Nazwisko').fill(NEW_USER.lastName);
  await input(page, 'Telefon').fill('+48601234567');

  await page.getByLabel('Rola').click();
  await page.getByRole('option', { name: 'Lekarz raportujący' }).click();

  const hospitals = page.getByLabel('Szpitale');
  await hospitals.fill(`Północny ${stamp}`);
  await page.getByRole('option', { name: new RegExp(`Północny ${stamp}`) }).click();
  await hospitals.fill(`Południowy ${stamp}`);
  await page.getByRole('option', { name: new RegExp(`Południowy ${stamp}`) }).click();

  await page.getByLabel('Protokoły').click();
  for (const protocol of ['ALL', 'AML', 'NBL']) {
    // Offered with its name: "NBL: Nerwiak zarodkowy współczulny".
    await page.getByRole('option', { name: new RegExp(`^${protocol}: `) }).click();
  }
  await page.keyboard.press('Escape');

  await input(page, 'Hasło').fill(NEW_USER.password);
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Użytkownik został utworzony')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/\d+$/);
  await expect(page.getByText(NEW_USER.email)).toBeVisible();
  await expect(page.getByText(`Szpital Północny ${stamp}`)).toBeVisible();
  await expect(page.getByText(`Szpital Południowy ${stamp}`)).toBeVisible();
  await expect(page.getByText('NBL: Nerwiak zarodkowy współczulny')).toBeVisible();
});

test('the new user changes the password the administrator set, is refused the hospital list and lands home', async ({
  page,
}) => {
  // The administrator knows the password given on the form: it is changed before anything else.
  await signIn(page, NEW_USER.email, NEW_USER.password);
  await expect(page.getByRole('heading', { name: 'Ustaw własne hasło' })).toBeVisible();
  await page.getByLabel(/^Obecne hasło/).fill(NEW_USER.password);
  await page.getByLabel(/^Nowe hasło/).fill(NEW_USER.ownPassword);
  await page.getByLabel(/^Powtórz nowe hasło/).fill(NEW_USER.ownPassword);
  await page.getByRole('button', { name: 'Ustaw hasło i przejdź do rejestru' }).click();
  await expect(page.getByTestId('last-login')).toBeVisible();
  await signOut(page);

  await signInHome(page, NEW_USER.email, NEW_USER.ownPassword);
  await expect(page.getByRole('menuitem', { name: 'Szpitale' })).toHaveCount(0);
  await page.goto('/hospitals');
  await expect(page.getByText('Nie masz uprawnień do tego widoku')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await signOut(page);
});

test('the administrator sees each change in the change log, in both languages', async ({
  page,
}) => {
  await signInHome(page, ADMINISTRATOR.email, ADMINISTRATOR.password);
  await page.getByRole('menuitem', { name: 'Ostatnie zmiany' }).click();
  await expect(page).toHaveURL(/\/last-changes/);
  // Only this administrator's changes: the other specs write to the log at the same time.
  await page.getByRole('combobox', { name: 'Użytkownik' }).fill(ADMINISTRATOR.lastName);
  await page.getByRole('option', { name: new RegExp(ADMINISTRATOR.lastName) }).click();
  await expect(page).toHaveURL(/accountId/);
  for (const action of [
    'Utworzenie szpitala',
    'Aktualizacja szpitala',
    'Dezaktywacja szpitala',
    'Utworzenie konta',
  ]) {
    await expect(page.getByText(action).first()).toBeVisible();
  }
  // The edit of the city shows as a readable before and after.
  await page.getByText('Aktualizacja szpitala').first().click();
  await expect(page.getByText('Krakow', { exact: true })).toBeVisible();
  await expect(page.getByText('Kraków', { exact: true }).first()).toBeVisible();

  // The app bar hides while the list scrolls down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByText('Hospital deactivated').first()).toBeVisible();
  await expect(page.getByText('Hospital created').first()).toBeVisible();
});

test('the administrator is warned on the home page that automatic backups are off and opens the backups page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInHome(page, ADMINISTRATOR.email, ADMINISTRATOR.password);
  // The test server runs without BACKUP_DIR.
  const warning = page.getByTestId('dashboard-backup-alert');
  await expect(warning).toContainText('Automatyczne kopie zapasowe są wyłączone.');
  await warning.getByRole('link', { name: 'Kopie zapasowe' }).click();
  await expect(page).toHaveURL(/\/backups$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kopie zapasowe' })).toBeVisible();
  const state = page.getByTestId('backup-state');
  await expect(state).toContainText('Automatyczne kopie zapasowe są wyłączone');
  await expect(state).toContainText('npm run backup');
  await expect(page.getByTestId('backup-last-run')).toContainText('Jeszcze żadnej.');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  // This server has taken no backup: a status with twenty, long names and errors included, is
  // scripted into the page to hold its layout to 390 px too.
  const sha256 = 'c0ffee'.repeat(10) + 'c0ff';
  const runs = Array.from({ length: 20 }, (_, i) => ({
    id: 20 - i,
    trigger: i % 5 ? 'schedule' : 'command',
    startedAt: new Date(Date.UTC(2026, 2, 20 - i, 2)).toISOString(),
    finishedAt: new Date(Date.UTC(2026, 2, 20 - i, 2, 3)).toISOString(),
    ok: i % 4 !== 0,
    file:
      i % 4
        ? `oncoreg-registry-backup-2026-03-${String(20 - i).padStart(2, '0')}T02-00-00Z.dump`
        : null,
    bytes: i % 4 ? 7_340_032_000 + i : null,
    sha256: i % 4 ? sha256 : null,
    error:
      i % 4
        ? null
        : "ENOSPC: no space left on device, write 'oncoreg-registry-backup.dump.partial'",
  }));
  await page.route('**/api/v1/backups', (route) =>
    route.fulfill({
      json: {
        automatic: true,
        intervalSeconds: 86_400,
        keep: 14,
        overdue: false,
        overdueAfter: '2026-03-21T02:00:00.000Z',
        checkedAt: '2026-03-20T09:00:00.000Z',
        lastRun: runs[0],
        lastSuccess: runs[1],
        recentRuns: runs,
      },
    }),
  );
  await page.reload();
  await expect(page.getByRole('table', { name: 'Ostatnie kopie' }).getByRole('row')).toHaveCount(
    21,
  );
  await expect(state).toContainText('Kopie zapasowe są aktualne');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.unroute('**/api/v1/backups');
  await page.reload();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
  await expect(state).toContainText('Automatic backups are off');
  await expect(page.getByRole('menuitem', { name: 'Backups' })).toBeVisible();
});
