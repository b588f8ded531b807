/**
 * Accessibility in Chromium against the built app and a real server.
 *
 * axe (WCAG 2.0 and 2.1, levels A and AA) over the screens people spend their day on, in
 * English: the login page, the password-reset request, and a physician's home page, patient
 * list, patient's details and STS basic protocol form. No violation of serious or critical
 * impact is allowed; a failure lists each violation with its rule, impact, help text and the
 * elements it was found on. Then every route of the spec's route table, in Polish: each has a
 * document title of its own, breadcrumbs and a heading, axe finds nothing serious on it either,
 * and it shows no raw catalogue key and no English word (e2e/screenTexts.ts; languages.spec.ts
 * reads the same routes in English).
 */
import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page } from '@playwright/test';
import { dateField } from './dates';
import { findings, screenTexts } from './screenTexts';
import { settle } from './settle';
import { expect, test } from './fixtures';
import { E2E_ADMIN } from '../playwright.config';
import {
  physicianWithStsPatient,
  resetLinkFromServerLog,
  signInHome,
  firstCategoryId,
  signedInRoutes,
  startInLocale,
} from './helpers';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
/**
 * Only violations are described element by element: for what passed, axe keeps one element a
 * rule, instead of writing a selector for every element each rule looked at. With axe run in
 * the page itself (`setLegacyMode`: the registry has no frames, and the frame-by-frame run
 * opened a blank page for every check to gather the results in), the walk over every route
 * spends 36 s in axe instead of 72 on the 2-core machine.
 */
const AXE_OPTIONS: Parameters<AxeBuilder['options']>[0] = { resultTypes: ['violations'] };

const stamp = `a11y${Date.now().toString(36)}`;
const serial = (Number.parseInt(stamp.slice(-3), 36) % 1000) + 2000;
const PASSWORD = 'Dostępność-Formularzy-2026';

let physician = { email: '', password: PASSWORD };
let accountId = 0;
let hospitalId = 0;
let patientId = 0;
let lastName = '';
/** The patient's STS protocol row, which the form's address carries. */
let stsProtocolId = 0;
let categoryId = 0;

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** One readable entry per violation, with the elements it was found on underneath. */
function describe(violations: Violations): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) =>
            `    ${node.target.join(' ')}\n      ${node.html.slice(0, 300)}\n      ${node.failureSummary ?? ''}`,
        )
        .join('\n');
      return `${violation.id} [${violation.impact}] ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n\n');
}

/**
 * Waits for the page's transitions to end: a dialog fading in is drawn blended with its
 * backdrop until then, and axe read its text and buttons as too faint (4.21:1 for the leave
 * dialog's text). Endless animations (a spinner) are not waited for.
 */
async function transitionsEnded(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Waits until `ready` shows, the requests have settled and the transitions ended; runs axe. */
async function expectAccessible(page: Page, ready: Locator) {
  await settle(page);
  await expect(ready).toBeVisible();
  await transitionsEnded(page);
  const results = await new AxeBuilder({ page })
    .options(AXE_OPTIONS)
    .withTags(WCAG_AA)
    .setLegacyMode()
    .analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  // Soft, so that one run reports every page; the summary keeps the failure short to read.
  expect
    .soft(
      blocking.map((violation) => `${violation.id} [${violation.impact}]`),
      `axe on ${page.url()}:\n\n${describe(blocking)}\n`,
    )
    .toEqual([]);
}

/**
 * The page's own title ("Pacjenci · oncoreg"), breadcrumbs and one top-level heading. The login
 * page, where the guest pages' trails start, has none: a trail of itself alone only repeated its
 * heading.
 */
async function expectTitled(page: Page, path: string) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect.soft(heading, `a heading on ${path}`).toHaveCount(1);
  const breadcrumbs = page.getByRole('navigation', { name: 'Ścieżka nawigacji' });
  if (path === '/login') await expect.soft(breadcrumbs, 'no breadcrumbs on /login').toHaveCount(0);
  else await expect.soft(breadcrumbs, `breadcrumbs on ${path}`).toBeVisible();
  const title = await page.title();
  expect.soft(title, `the document title on ${path}`).toMatch(/^.+ · oncoreg$/);
}

test.beforeAll(async ({ request }) => {
  const created = await physicianWithStsPatient(request, {
    stamp,
    birthDate: '2013-05-20',
    serial,
    password: PASSWORD,
  });
  ({ physician, accountId, hospitalId, patientId, lastName } = created);
  // A saved form, an open correction flag and a watched patient, so that the home page and the
  // details page show them.
  const saved = await request.post(`/api/v1/form/forms/STS-basic/protocol-form-data/${patientId}`, {
    headers: created.headers,
    data: { formData: { diagnosis: { diagnosisDate: '2026-03-02', icd10: 'C49.2' } }, version: 0 },
  });
  expect(saved.status()).toBe(200);
  const flag = await request.post(`/api/v1/patient/patients/${patientId}/correction-flags`, {
    headers: created.headers,
    data: { comment: 'Uzupełnij wymiary guza', hospitalId },
  });
  expect(flag.status()).toBe(201);
  const favorite = await request.post(`/api/v1/patient/patients/${patientId}/favorite-patients`, {
    headers: created.headers,
  });
  expect(favorite.status()).toBe(200);
  const patient = await request.get(`/api/v1/patient/patients/${patientId}`, {
    headers: created.headers,
  });
  expect(patient.status()).toBe(200);
  const { protocols } = (await patient.json()) as { protocols: { id: number; protocol: string }[] };
  stsProtocolId = protocols.find((protocol) => protocol.protocol === 'STS')!.id;
  categoryId = await firstCategoryId(request);
});

/**
 * The physician's screens in English. The walks below open the same screens in Polish (the
 * signed-in ones as the first administrator). axe's rules read structure, names and colours,
 * not the language of the words, bar the page's declared language, so a Polish run of these
 * tests did the walks' work twice.
 */
test.describe('in English', () => {
  test.beforeEach(async ({ page }) => {
    await startInLocale(page, 'en');
  });

  test('the guest pages have no serious or critical violation', async ({ page }) => {
    await page.goto('/login');
    await expectAccessible(page, page.getByRole('button', { name: 'Sign in' }));
    await page.goto('/reset-password');
    await expectAccessible(page, page.getByRole('heading', { name: 'Forgot password?' }));
  });

  test('the signed-in pages have no serious or critical violation', async ({ page }) => {
    await signInHome(page, physician.email, physician.password);
    await expectAccessible(page, page.getByTestId('last-login'));

    await page.goto('/patients');
    await expectAccessible(page, page.getByRole('link', { name: lastName }));
    await expect(page.getByRole('heading', { name: 'Patients' })).toBeVisible();

    await page.goto(`/patient/${patientId}`);
    await expectAccessible(page, page.getByRole('heading', { name: `${lastName} Antoni` }));

    await page.goto(`/patient/${patientId}/forms/${stsProtocolId}/STS-basic`);
    await expectAccessible(page, page.getByRole('heading', { name: /Soft tissue sarcomas/ }));
  });
});

test('every guest route has a title, breadcrumbs unless it is the login page, and no serious violation', async ({
  page,
  request,
}) => {
  const reset = await request.put('/api/v1/reset-password', { data: { email: physician.email } });
  expect(reset.status()).toBe(200);
  const resetLink = new URL(await resetLinkFromServerLog(physician.email));
  const routes = [
    '/login',
    '/reset-password',
    `${resetLink.pathname}${resetLink.search}`,
    '/privacy-policy',
    '/terms',
  ];
  for (const path of routes) {
    await page.goto(path);
    await expectAccessible(page, page.getByRole('heading', { level: 1 }));
    await expectTitled(page, path);
  }
});

test('every signed-in route has a title and breadcrumbs, no serious violation, and reads in Polish alone', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await signInHome(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const routes = signedInRoutes({
    hospitalId,
    patientId,
    protocolId: stsProtocolId,
    accountId,
    categoryId,
  });
  const foreign: string[] = [];
  for (const path of routes) {
    await page.goto(path);
    await expectAccessible(page, page.getByRole('heading', { level: 1 }));
    await expectTitled(page, path);
    foreign.push(...findings(path, await screenTexts(page), 'pl'));
  }
  expect.soft(foreign, 'Polish screens with a raw key or an English word').toEqual([]);
});

test('dialogs and refused saves have no serious violation either', async ({ page }) => {
  // Six axe runs and two form saves: 30 s on a quiet machine, up to 60 s while the other browser
  // walks every route, where the default timeout stopped it in a CI run of v1.24.12.
  test.setTimeout(180_000);
  await signInHome(page, physician.email, physician.password);

  // The patient's dialogs: a new correction flag, and a deactivation with its reasons.
  await page.goto(`/patient/${patientId}`);
  await expect(page.getByRole('heading', { name: `${lastName} Antoni` })).toBeVisible();
  const flags = page.getByRole('region', { name: 'Flagi korekty' });
  await flags.getByRole('button', { name: 'Dodaj flagę' }).click();
  await expectAccessible(page, page.getByRole('dialog'));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'Dezaktywuj', exact: true }).click();
  const reason = page.getByRole('dialog');
  await reason.getByRole('button', { name: 'Dezaktywuj' }).click();
  await expect(reason.getByText('Pole wymagane')).toBeVisible();
  await expectAccessible(page, reason);
  await page.keyboard.press('Escape');
  await expect(reason).toBeHidden();

  // A patient form refused for a missing field.
  await page.goto(`/patient/${patientId}/edit`);
  const lastNameInput = page.getByRole('textbox', { name: /^Nazwisko/ });
  await lastNameInput.fill('');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expectAccessible(page, page.getByText('Pole wymagane').first());

  // A protocol form refused in the browser, its errors on the fields.
  await page.goto(`/patient/${patientId}/forms/${stsProtocolId}/STS-basic`);
  const diagnosisDate = dateField(page, /^Data rozpoznania/);
  await expect(diagnosisDate).toHaveText('02.03.2026');
  await diagnosisDate.getByRole('button', { name: 'Wyczyść' }).click();
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expectAccessible(page, page.getByText('Formularz zawiera błędy'));
  await page.getByRole('link', { name: 'Wróć do pacjenta' }).click();
  await expectAccessible(
    page,
    page.getByRole('dialog', { name: 'Niezapisane zmiany zostaną utracone' }),
  );
});
