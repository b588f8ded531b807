/**
 * The data-quality view as a physician reads it, in Chromium against the built app and a real
 * server: the hospital's card counts the STS patient, a figure leads to the patient list showing
 * that patient, and on a phone the table scrolls inside its card with the protocol column kept
 * at the card's edge, so that a figure scrolled to still shows whose it is. The page is read
 * wide first and the screen then narrowed, as a phone turned upright from landscape: the menu's
 * drawer once left an invisible layer over the page that took every tap after that
 * (src/layout/RegistrySidebar.tsx); here the figure's link must still take the click.
 */
import { expect, test } from './fixtures';
import { physicianWithStsPatient, signInHome } from './helpers';

test.describe.configure({ mode: 'serial' });

const stamp = `q${Date.now().toString(36)}`;
const serial = (Number.parseInt(stamp.slice(-3), 36) % 1000) + 5000;
const PASSWORD = 'Jakosc-Danych-2026';

let physician = { email: '', password: PASSWORD };
let lastName = '';
let hospitalId = 0;

test.beforeAll(async ({ request }) => {
  ({ physician, lastName, hospitalId } = await physicianWithStsPatient(request, {
    stamp,
    birthDate: '2019-05-17',
    serial,
    password: PASSWORD,
  }));
});

test('a figure leads to its patients, and on a phone the protocol stays beside the figures', async ({
  page,
}) => {
  await signInHome(page, physician.email, physician.password);
  await page.goto('/quality');
  const table = page.getByRole('table', { name: new RegExp(`SD-${stamp}`) });
  const row = table.getByRole('row', { name: /^STS/ });
  await expect(row.getByRole('rowheader')).toHaveText('STS');

  // Turned upright: nothing is left over the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('.RaSidebar-modal')).toHaveCount(0);
  // On a phone the figures scroll under the protocol column, which stays where it was.
  const container = page
    .locator(`[aria-labelledby="quality-hospital-${hospitalId}"]`)
    .locator('..');
  const scrolls = await container.evaluate((box) => box.scrollWidth - box.clientWidth);
  expect(scrolls, 'the table is wider than the phone').toBeGreaterThan(0);
  const before = await row.getByRole('rowheader').boundingBox();
  await container.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  await expect
    .poll(() => container.evaluate((box) => box.scrollLeft))
    .toBeGreaterThanOrEqual(scrolls - 1);
  const after = await row.getByRole('rowheader').boundingBox();
  expect(after!.x).toBe(before!.x);
  // The last figure, scrolled to, is not under the protocol's cell.
  const last = row.getByRole('cell').last();
  const lastBox = await last.boundingBox();
  expect(lastBox!.x).toBeGreaterThanOrEqual(after!.x + after!.width - 1);
  // The page itself does not scroll sideways.
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);

  // The patients' figure, scrolled back to, opens the list of the patients it counts.
  await container.evaluate((box) => box.scrollTo({ left: 0 }));
  await row.getByRole('link', { name: /^STS, Pacjenci 1: pokaż pacjentów \(1\)$/ }).click();
  await expect(page).toHaveURL(/\/patients\?filter=/);
  await expect(page.getByText(lastName)).toBeVisible();
});
