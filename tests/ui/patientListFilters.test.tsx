/**
 * The patient list's own filters and marks, against a scripted API: the year of birth reaches
 * the server only as a whole year (a half-typed one stays in the box with what the box wants,
 * and the rows stay), the protocol filter names its protocols in the registry's order, and the
 * status column marks a deceased patient as the patient's page does.
 */
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { PatientSummary } from '../../domain/patient';
import { resources } from '../../resources';
import { App } from '../../src/App';
import { TYPING_PAUSE_MS } from '../../src/framework/TypedFilterInput';
import { resourcePaths } from '../../src/framework/types';
import { createAppServices } from '../../src/providers';
import { LOCALE_STORAGE_KEY } from '../../src/providers/i18nProvider';
import { createFakeApi } from './fakeApi';
import type { RecordedCall } from './fakeApi';
import { narrowScreen } from './narrowScreen';
import { decodedQuery } from './renderAdminView';

configure({ asyncUtilTimeout: 10_000 });

const PATIENTS = '/api/v1/patient/patients';

function physician(protocols: string[]) {
  return {
    id: 7,
    email: 'anna@example.org',
    username: 'anowak',
    firstName: 'Anna',
    lastName: 'Nowak',
    phone: null,
    role: 'ROLE_REPORTER_PHYSICIAN',
    hospitals: [1],
    protocols,
    active: true,
    lastLogin: null,
    previousLogin: null,
  };
}

const usd = { id: 1, name: 'Uniwersytecki Szpital Dziecięcy', shortName: 'USD', active: true };

function summary(overrides: Partial<PatientSummary> = {}): PatientSummary {
  return {
    id: 1,
    firstName: 'Hanna',
    lastName: 'Kowalska',
    gender: 'Female',
    birthDate: '2012-03-15',
    pesel: '12231512345',
    passportNumber: null,
    category: null,
    hospitals: [usd],
    protocols: [],
    active: true,
    dead: false,
    favorite: false,
    openFlags: 0,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-12T10:00:00.000Z',
    ...overrides,
  };
}

const PATIENT_ROWS = [
  summary(),
  summary({ id: 2, firstName: 'Jan', lastName: 'Nowak', gender: 'Male', dead: true }),
  summary({ id: 3, firstName: 'Zofia', lastName: 'Wiśniewska', dead: true, active: false }),
];

function renderList({
  locale = 'pl',
  protocols = ['ALL'],
  path = '/patients',
}: { locale?: 'pl' | 'en'; protocols?: string[]; path?: string } = {}) {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  window.localStorage.setItem('oncoreg.accessToken', 'access-1');
  window.localStorage.setItem('oncoreg.refreshToken', 'refresh-1');
  const api = createFakeApi({
    'GET /api/v1/account/accounts/me': () => ({ status: 200, body: physician(protocols) }),
    [`GET ${PATIENTS}`]: (call) => {
      // The server's own check: four digits, else a 400 that would replace the rows.
      const year = new URL(call.path, 'http://localhost').searchParams.get('filters[birthYear]');
      const registered = new URL(call.path, 'http://localhost').searchParams.get(
        'filters[registeredYear]',
      );
      if ([year, registered].some((text) => text !== null && !/^(?!0000)\d{4}$/.test(text))) {
        return { status: 400, body: { code: 'bad_request', message: 'Nieprawidłowe żądanie' } };
      }
      return {
        status: 200,
        body: { data: PATIENT_ROWS, totalItems: 3, totalPages: 1, page: 1, itemsPerPage: 25 },
      };
    },
    'GET /api/v1/patient/categories': () => ({ status: 200, body: { data: [] } }),
    'POST /api/v1/hospital/hospitals/for-select': () => ({ status: 200, body: { data: [usd] } }),
  });
  const services = createAppServices({ resourcePaths: resourcePaths(resources), fetch: api.fetch });
  render(
    <MemoryRouter initialEntries={[path]}>
      <App services={services} />
    </MemoryRouter>,
  );
  return api;
}

const listQueries = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.path.startsWith(`${PATIENTS}?`))
    .map((call) => decodedQuery(call.path));

/** Long enough for a typed filter's pause to pass and its request to be made. */
const pause = () => new Promise((resolve) => setTimeout(resolve, TYPING_PAUSE_MS + 300));

describe('the year of birth filter', { timeout: 30_000 }, () => {
  it('sends only a whole year, and says what it wants of one half typed', async () => {
    const user = userEvent.setup();
    const api = renderList();
    await screen.findByText('Kowalska');
    await user.click(screen.getByRole('button', { name: 'Dodaj filtr' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Rok urodzenia' }));
    const year = await screen.findByRole('textbox', { name: 'Rok urodzenia' });

    await user.type(year, '20');
    await pause();
    expect(listQueries(api.calls).some((query) => query.includes('birthYear'))).toBe(false);
    expect(year).toHaveAccessibleDescription('Podaj rok, np. 2015');
    // Shown, though react-admin's filter form hides its inputs' helper texts.
    expect(screen.getByText('Podaj rok, np. 2015')).toBeVisible();
    expect(year).toHaveAttribute('aria-invalid', 'true');
    // The rows stay: no failure takes their place.
    expect(screen.getByText('Kowalska')).toBeInTheDocument();
    expect(screen.queryByTestId('load-failed')).not.toBeInTheDocument();

    await user.type(year, '15');
    // Judged only once typing pauses: no error while the year is still being typed.
    expect(year).toHaveAttribute('aria-invalid', 'false');
    await waitFor(() => expect(listQueries(api.calls).at(-1)).toContain('filters[birthYear]=2015'));
    expect(year).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Podaj rok, np. 2015')).not.toBeInTheDocument();

    // A year shortened again, or one no date has, is kept back, and the list drops the year it
    // no longer shows rather than keep filtering by it.
    await user.type(year, '{Backspace}');
    await pause();
    await waitFor(() => expect(listQueries(api.calls).at(-1)).not.toContain('birthYear'));
    await user.tripleClick(year);
    await user.keyboard('0000{Enter}');
    expect(year).toHaveValue('0000');
    expect(year).toHaveAttribute('aria-invalid', 'true');
    await pause();
    expect(listQueries(api.calls).some((query) => query.includes('birthYear=0'))).toBe(false);
    expect(screen.getByText('Podaj rok, np. 2015')).toBeVisible();
    expect(screen.getByText('Kowalska')).toBeInTheDocument();
    expect(screen.queryByTestId('load-failed')).not.toBeInTheDocument();
  });

  it('says what it wants in English too', async () => {
    const user = userEvent.setup();
    const api = renderList({ locale: 'en' });
    await screen.findByText('Kowalska');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Year of birth' }));
    const year = await screen.findByRole('textbox', { name: 'Year of birth' });

    await user.type(year, '2e{Enter}');
    expect(year).toHaveAccessibleDescription('Enter a year, e.g. 2015');
    await pause();
    expect(listQueries(api.calls).some((query) => query.includes('birthYear'))).toBe(false);
  });

  it('keeps back a year a link carries that the server would refuse', async () => {
    const filter = encodeURIComponent(JSON.stringify({ birthYear: '20', registeredYear: '0000' }));
    const api = renderList({ path: `/patients?filter=${filter}` });
    await screen.findByText('Kowalska');
    const year = await screen.findByRole('textbox', { name: 'Rok urodzenia' });
    expect(year).toHaveValue('20');
    await waitFor(() => expect(year).toHaveAccessibleDescription('Podaj rok, np. 2015'));
    await pause();
    expect(listQueries(api.calls).length).toBeGreaterThan(0);
    expect(listQueries(api.calls).some((query) => query.includes('Year'))).toBe(false);
    expect(screen.queryByTestId('load-failed')).not.toBeInTheDocument();
  });
});

describe('the protocol filter', { timeout: 30_000 }, () => {
  it.each([
    [
      'pl',
      'Protokół',
      [
        'WT: Nerczak zarodkowy (guz Wilmsa)',
        'NBL: Nerwiak zarodkowy współczulny',
        'HL: Chłoniak Hodgkina',
      ],
    ],
    [
      'en',
      'Protocol',
      ['WT: Nephroblastoma (Wilms tumour)', 'NBL: Neuroblastoma', 'HL: Hodgkin lymphoma'],
    ],
  ] as const)(
    "names the account's protocols, in the registry's order (%s)",
    async (locale, label, named) => {
      const user = userEvent.setup();
      // The account holds them in another order than the registry's.
      const api = renderList({ locale, protocols: ['HL', 'WT', 'NBL', 'FOLLOWUP'] });
      await screen.findByText('Kowalska');

      await user.click(screen.getByRole('combobox', { name: label }));
      const options = await screen.findAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual(named);
      await user.click(screen.getByRole('option', { name: named[1] }));
      await waitFor(() =>
        expect(listQueries(api.calls).at(-1)).toContain('filters[protocol][]=NBL'),
      );
    },
  );
});

describe('the status column', { timeout: 30_000 }, () => {
  it('marks a deceased patient in the words of the patient page', async () => {
    renderList();
    const hanna = (await screen.findByText('Kowalska')).closest('tr')!;
    const jan = screen.getByText('Nowak').closest('tr')!;
    const zofia = screen.getByText('Wiśniewska').closest('tr')!;

    expect(within(hanna).queryByText(/Zmarł/)).not.toBeInTheDocument();
    expect(within(jan).getByText('Zmarły')).toBeInTheDocument();
    expect(within(zofia).getByText('Zmarła')).toBeInTheDocument();
    expect(within(zofia).getByText('Nieaktywny')).toBeInTheDocument();
  });

  it('marks them in English', async () => {
    renderList({ locale: 'en' });
    const jan = (await screen.findByText('Nowak')).closest('tr')!;
    expect(within(jan).getByText('Deceased')).toBeInTheDocument();
  });

  describe('on a phone', () => {
    let wideAgain = () => undefined as void;
    afterEach(() => wideAgain());

    it("marks them in the patient's stacked row", async () => {
      wideAgain = narrowScreen();
      renderList();
      await screen.findByText('Nowak Jan');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const jan = screen.getByText('Nowak Jan').closest('li')!;
      expect(within(jan).getByText('Zmarły')).toBeInTheDocument();
      const hanna = screen.getByText('Kowalska Hanna').closest('li')!;
      expect(within(hanna).queryByText(/Zmarł/)).not.toBeInTheDocument();
    });
  });
});
