import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { encodePesel } from '../domain/pesel';
import { resources } from '../resources';
import { PUBLIC_PAGES, SIGNED_IN_PAGES } from '../src/pageRoutes';
import { E2E_ADMIN, E2E_DIR } from '../playwright.config';

/** The newest password-reset link the server logged for this address (no SMTP in tests). */
export async function resetLinkFromServerLog(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const lines = readFileSync(`${E2E_DIR}/server.log`, 'utf8').split('\n');
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
  await page.getByRole('button', { name: /menu użytkownika|user menu/i }).click();
  await page.getByRole('menuitem', { name: /Wyloguj się|Logout/ }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Authorization headers for an account, signed in through the API. */
export async function bearer(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/login_check', { data: { email, password } });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).token}` };
}

/**
 * A hospital, a reporter physician of it holding STS, and an STS patient of that hospital,
 * created through the API by the first administrator. `birthDate` and `serial` make the
 * patient's PESEL; a spec picks its own so that specs never collide.
 */
export async function physicianWithStsPatient(
  request: APIRequestContext,
  options: { stamp: string; birthDate: string; serial: number; password: string },
) {
  const { stamp, birthDate, serial, password } = options;
  const admin = await bearer(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const hospital = await request.post('/api/v1/hospital/hospitals', {
    headers: admin,
    data: {
      name: `Szpital Dziecięcy ${stamp}`,
      shortName: `SD-${stamp}`,
      address: 'ul. Wielicka 265',
      zipCode: '30-663',
      city: 'Kraków',
    },
  });
  expect(hospital.status()).toBe(201);
  const hospitalId = (await hospital.json()).hospitalId as number;
  const physician = { email: `lekarz.${stamp}@oncoreg.test`, password };
  const account = await request.post('/api/v1/account/accounts', {
    headers: admin,
    data: {
      // Set up to be used at once: no first-sign-in password change.
      mustChangePassword: false,
      ...physician,
      firstName: 'Marta',
      lastName: 'Kowalczyk',
      role: 'ROLE_REPORTER_PHYSICIAN',
      hospitals: [hospitalId],
      protocols: ['STS'],
    },
  });
  expect(account.status()).toBe(201);
  const headers = await bearer(request, physician.email, physician.password);
  const lastName = `Nowicki-${stamp}`;
  const patient = await request.post('/api/v1/patient/patients', {
    headers,
    data: {
      firstName: 'Antoni',
      lastName,
      gender: 'Male',
      birthDate,
      nationality: 'PL',
      pesel: encodePesel(birthDate, 'Male', serial),
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
  const patientId = (await patient.json()).patientId as number;
  const accountId = (await account.json()).accountId as number;
  return { physician, headers, accountId, hospitalId, patientId, lastName };
}

/** Starts every page of the test in `locale` (the choice the language switch stores). */
export async function startInLocale(page: Page, locale: 'pl' | 'en') {
  await page.addInitScript((value) => window.localStorage.setItem('oncoreg.locale', value), locale);
}

/** The records a walk over every route opens: a hospital, a patient and its STS protocol, a user, a category. */
export interface RecordIds {
  hospitalId: number;
  patientId: number;
  /** The patient's STS protocol record: the `protocolId` of the form routes. */
  protocolId: number;
  accountId: number;
  categoryId: number;
}

/** The first disease category (the registry seeds them at its first start). */
export async function firstCategoryId(request: APIRequestContext): Promise<number> {
  const headers = await bearer(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const response = await request.get('/api/v1/category/categories?page=1&itemsPerPage=1', {
    headers,
  });
  expect(response.status()).toBe(200);
  return ((await response.json()).data as { id: number }[])[0]!.id;
}

/**
 * Every route a signed-in central administrator can open, read from the app's own route table
 * (src/pageRoutes.ts and each resource's routes), with the ids of real records: a page or a
 * resource added to the app joins the walks by itself, and a route with a parameter the walk
 * cannot fill stops it.
 */
export function signedInRoutes(ids: RecordIds): string[] {
  const recordIds: Record<string, number> = {
    patients: ids.patientId,
    hospitals: ids.hospitalId,
    users: ids.accountId,
    categories: ids.categoryId,
  };
  const fill = (path: string, id?: number): string[] => {
    let filled = path;
    if (filled.includes(':id')) {
      if (id === undefined) throw new Error(`no record to open for ${path}`);
      filled = filled.replace(':id', String(id));
    }
    if (filled.includes(':protocolId')) {
      // A form's first saved version: the walks save the basic form once beforehand.
      filled = filled.replace(':protocolId', String(ids.protocolId)).replace(':version', '1');
      return ['STS-basic', 'STS-extended'].map((form) => filled.replace(':formId', form));
    }
    if (filled.includes(':')) throw new Error(`the walk cannot fill ${path}`);
    return [filled];
  };
  const pages = [...Object.values(SIGNED_IN_PAGES), ...Object.values(PUBLIC_PAGES)].flatMap(
    (path) => fill(path, ids.patientId),
  );
  const views = resources.flatMap((resource) =>
    Object.values(resource.routes).flatMap((path) => fill(path, recordIds[resource.name])),
  );
  return [...new Set([...pages, ...views]), '/no-such-page'];
}
