/**
 * A central administrator's day one, in Chromium against the built app and a real server:
 * sign in in Polish, switch languages, edit the profile, change the password, sign out, and
 * come back in through a forgotten-password link. The steps share one account, so they run in
 * order. The account is the spec's own, made by the first administrator through the API, so the
 * spec runs beside the others: the first administrator, whom every other spec signs in as,
 * keeps their name and password.
 */
import { expect, test } from './fixtures';
import { E2E_ADMIN } from '../playwright.config';
import { bearer, resetLinkFromServerLog, signIn, signInHome, signOut } from './helpers';

test.describe.configure({ mode: 'serial' });

const FIRST_PASSWORD = 'Pierwszy-Dzien-2026';
const ADMINISTRATOR = {
  email: `administrator.${Date.now().toString(36)}@oncoreg.test`,
  password: FIRST_PASSWORD,
};
let password = FIRST_PASSWORD;
const CHANGED = 'Zmienione-Haslo-7';
const RESET = 'Po-Resecie-Haslo-9';

test.beforeAll(async ({ request }) => {
  const account = await request.post('/api/v1/account/accounts', {
    headers: await bearer(request, E2E_ADMIN.email, E2E_ADMIN.password),
    data: {
      // Set up to be used at once: no first-sign-in password change.
      mustChangePassword: false,
      ...ADMINISTRATOR,
      firstName: 'Administrator',
      lastName: 'Centralny',
      role: 'ROLE_CENTRAL_ADMINISTRATOR',
      hospitals: [],
      protocols: [],
    },
  });
  expect(account.status()).toBe(201);
});

test('a wrong password shows the Polish message, and "Bad credentials" in English', async ({
  page,
}) => {
  await signIn(page, ADMINISTRATOR.email, 'Zle-haslo-123');
  await expect(page.getByRole('alert')).toContainText('Nieprawidłowe dane logowania');
  await expect(page.getByRole('alert')).toContainText('Kod błędu:');

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // react-admin renders the whole app anew in the new language, so the form starts empty.
  await page.getByLabel('Email or username').fill(ADMINISTRATOR.email);
  await page.getByLabel(/^Password/).fill('Wrong-password-123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Bad credentials');
  await expect(page.getByRole('alert')).toContainText('Error code:');

  // The choice is kept: a reload stays in English; switch back for the next steps.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('button', { name: 'Polski' }).click();
  await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
});

test('signs in with the Polish interface and sees the greeting', async ({ page }) => {
  await signInHome(page, ADMINISTRATOR.email, password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Dzień dobry, Administrator!')).toBeVisible();
  await expect(page.getByText('Zalogowano pomyślnie')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');

  // A signed-in user who opens the sign-in page goes home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);

  // Switched from the keyboard, the focus stays on the language chosen.
  await page.getByRole('button', { name: 'English' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Hello, Administrator!')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'English' })).toBeFocused();
  await page.getByRole('button', { name: 'Polski' }).click();
  await expect(page.getByText('Dzień dobry, Administrator!')).toBeVisible();
});

test('edits the profile, and a wrong phone is refused on its field', async ({ page }) => {
  await signInHome(page, ADMINISTRATOR.email, password);
  await page.getByRole('button', { name: 'Menu użytkownika' }).click();
  await page.getByRole('menuitem', { name: 'Moje konto' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('navigation', { name: 'Ścieżka nawigacji' })).toContainText(
    'Moje konto',
  );

  const firstName = page.getByLabel('Imię');
  await expect(firstName).toHaveValue('Administrator');
  await firstName.fill('Ewa');
  await page.getByLabel('Nazwisko').fill('Zielińska');
  await page.getByLabel('Telefon').fill('600 100 200');
  await page.getByRole('button', { name: 'Zapisz profil' }).click();
  await expect(page.getByText('Nieprawidłowy numer telefonu (wzór: +XXYYYYYYYYY)')).toBeVisible();

  await page.getByLabel('Telefon').fill('+48600100200');
  await page.getByRole('button', { name: 'Zapisz profil' }).click();
  await expect(page.getByText('Profil został zaktualizowany')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Imię')).toHaveValue('Ewa');
  await expect(page.getByLabel('Telefon')).toHaveValue('+48600100200');
  await page.getByRole('link', { name: 'Strona główna' }).first().click();
  await expect(page.getByText('Dzień dobry, Ewa!')).toBeVisible();
});

test('changes the password and signs in with the new one', async ({ page }) => {
  await signInHome(page, ADMINISTRATOR.email, password);
  await page.goto('/account');
  // The email change asks for the current password too: the password form is its own region.
  const passwordForm = page.getByRole('region', { name: 'Zmiana hasła' });
  await passwordForm.getByLabel('Obecne hasło').fill(password);
  await passwordForm.getByLabel('Nowe hasło', { exact: true }).fill(CHANGED);
  await passwordForm.getByLabel('Powtórz nowe hasło').fill(CHANGED);
  await passwordForm.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(page.getByText('Hasło zostało zmienione').first()).toBeVisible();
  password = CHANGED;

  // The session goes on with its new tokens.
  await page.reload();
  await expect(page.getByLabel('Imię')).toHaveValue('Ewa');

  await signOut(page);
  await signIn(page, ADMINISTRATOR.email, FIRST_PASSWORD);
  await expect(page.getByRole('alert')).toContainText('Nieprawidłowe dane logowania');
  await signInHome(page, ADMINISTRATOR.email, password);
  await expect(page.getByText('Dzień dobry, Ewa!')).toBeVisible();
});

test('signs out with the keyboard alone, and a signed-out user is sent to the sign-in page', async ({
  page,
}) => {
  await signInHome(page, ADMINISTRATOR.email, password);
  await expect(page.getByText('Dzień dobry, Ewa!')).toBeVisible();
  // The user menu opens on its first item, and the arrows move through the items.
  await page.getByRole('button', { name: 'Menu użytkownika' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Moje konto' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Wyloguj się' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Wylogowano').first()).toBeVisible();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
});

test('resets a forgotten password through the link from the outbox', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('E-mail').fill(ADMINISTRATOR.email);
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(
    page.getByText(
      'Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do ustawienia nowego hasła.',
    ),
  ).toBeVisible();

  const link = await resetLinkFromServerLog(ADMINISTRATOR.email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Ustaw nowe hasło' })).toBeVisible();
  await page.getByLabel('Nowe hasło', { exact: true }).fill('krotkie');
  await page.getByLabel('Powtórz nowe hasło').fill('krotkie');
  await page.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(page.getByText(/Hasło musi mieć co najmniej 8 znaków/).first()).toBeVisible();

  await page.getByLabel('Nowe hasło', { exact: true }).fill(RESET);
  await page.getByLabel('Powtórz nowe hasło').fill(RESET);
  await page.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(page).toHaveURL(/\/login$/);
  password = RESET;

  await signInHome(page, ADMINISTRATOR.email, password);
  await expect(page.getByText('Dzień dobry, Ewa!')).toBeVisible();

  // The link is single use: opened again, it sends the user back to the request page.
  await signOut(page);
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password$/);
});

test('an unknown address shows the not-found page with a link home, also after a reload', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Nie znaleziono strony' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Nie znaleziono strony' })).toBeVisible();
  await page.getByRole('link', { name: 'Wróć na stronę główną' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
