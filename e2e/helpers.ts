import { readFileSync } from 'node:fs';
import { type Page, expect } from '@playwright/test';

/** The newest password-reset link the server logged for this address (no SMTP in tests). */
export async function resetLinkFromServerLog(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const lines = readFileSync('.tmp/e2e/server.log', 'utf8').split('\n');
    const links = lines
      .filter((line) => line.includes('"outboxId"') && line.includes(email))
      .map((line) => /(http:\/\/[^\s"\\]+\/reset-password\/reset\?token=[\w-]+)/.exec(line)?.[1])
      .filter((link): link is string => Boolean(link));
    if (links.length) return links[links.length - 1]!;
    if (Date.now() > deadline) throw new Error(`no reset mail for ${email} in the server log`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function signIn(page: Page, login: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/E-mail lub nazwa użytkownika|Email or username/).fill(login);
  await page.getByLabel(/^(Hasło|Password)/).fill(password);
  await page.getByRole('button', { name: /Zaloguj się|Sign in/ }).click();
}

/** Signs in and waits for the home page. */
export async function signInHome(page: Page, login: string, password: string) {
  await signIn(page, login, password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('last-login')).toBeVisible();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /Menu użytkownika|User menu/ }).click();
  await page.getByRole('menuitem', { name: /Wyloguj się|Logout/ }).click();
  await expect(page).toHaveURL(/\/login$/);
}
