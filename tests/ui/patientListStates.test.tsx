/**
 * The patient list told apart in its three states: a list that failed to load says so and offers
 * to try again (never "no patient has been added yet", never a pager counting rows it has not
 * got), an empty registry says it is empty, and the rows come after a retry.
 */
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PatientSummary } from '../../domain/patient';
import { resources } from '../../resources';
import { App } from '../../src/App';
import { resourcePaths } from '../../src/framework/types';
import { createAppServices } from '../../src/providers';
import { LOCALE_STORAGE_KEY } from '../../src/providers/i18nProvider';
import { createFakeApi } from './fakeApi';
import type { Answer, Handler } from './fakeApi';

configure({ asyncUtilTimeout: 10_000 });

const PATIENTS = '/api/v1/patient/patients';

const physician = {
  id: 7,
  email: 'anna@example.org',
  username: 'anowak',
  firstName: 'Anna',
  lastName: 'Nowak',
  phone: null,
  role: 'ROLE_REPORTER_PHYSICIAN',
  hospitals: [1],
  protocols: ['ALL'],
  active: true,
  lastLogin: null,
  previousLogin: null,
};

const usd = { id: 1, name: 'Uniwersytecki Szpital Dziecięcy', shortName: 'USD', active: true };

const hanna: PatientSummary = {
  id: 1,
  firstName: 'Hanna',
  lastName: 'Kowalska',
  gender: 'Female',
  birthDate: '2012-03-15',
  pesel: '12231512345',
  passportNumber: null,
  category: null,
  hospitals: [usd],
  protocols: [{ id: 11, protocol: 'ALL', active: true }],
  active: true,
  dead: false,
  favorite: false,
  openFlags: 0,
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-12T10:00:00.000Z',
};

const category = {
  id: 3,
  abbreviation: 'ALL',
  namePl: 'Ostra białaczka limfoblastyczna',
  nameEn: 'Acute lymphoblastic leukaemia',
  active: true,
};

const listOf = (patients: PatientSummary[]): Answer => ({
  status: 200,
  body: {
    data: patients,
    totalItems: patients.length,
    totalPages: 1,
    page: 1,
    itemsPerPage: 25,
  },
});

/**
 * The app at /patients over a scripted API whose network fails for the first `offline` patient
 * list requests (fetch rejects, as it does when the connection is gone).
 */
function renderPatientList(
  list: Handler,
  offline = 0,
  locale: 'pl' | 'en' = 'pl',
  categories: Handler = () => ({ status: 200, body: { data: [] } }),
  path = '/patients',
) {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  window.localStorage.setItem('oncoreg.accessToken', 'access-1');
  window.localStorage.setItem('oncoreg.refreshToken', 'refresh-1');
  const api = createFakeApi({
    'GET /api/v1/account/accounts/me': () => ({ status: 200, body: physician }),
    [`GET ${PATIENTS}`]: list,
    'GET /api/v1/patient/categories': categories,
    'POST /api/v1/hospital/hospitals/for-select': () => ({ status: 200, body: { data: [usd] } }),
  });
  let failuresLeft = offline;
  const fetch: typeof globalThis.fetch = (input, init) => {
    if (failuresLeft > 0 && String(input).startsWith(`${PATIENTS}?`)) {
      failuresLeft -= 1;
      return Promise.reject(new TypeError('Failed to fetch'));
    }
    return api.fetch(input, init);
  };
  const services = createAppServices({ resourcePaths: resourcePaths(resources), fetch });
  render(
    <MemoryRouter initialEntries={[path]}>
      <App services={services} />
    </MemoryRouter>,
  );
  return api;
}

const EMPTY_REGISTRY = 'Nie dodano jeszcze żadnego pacjenta.';

describe('the patient list', { timeout: 30_000 }, () => {
  it('says that loading failed and offers to try again, then shows the patients', async () => {
    const user = userEvent.setup();
    renderPatientList(() => listOf([hanna]), 1);

    const failure = await screen.findByTestId('load-failed');
    expect(failure).toHaveTextContent('Nie udało się wczytać danych');
    expect(failure).toHaveTextContent('Brak połączenia z serwerem');
    expect(failure).toHaveTextContent(/Kod błędu: [0-9a-f-]{36}/);
    expect(screen.queryByText(EMPTY_REGISTRY)).not.toBeInTheDocument();
    expect(screen.queryByText(/\d+–\d+ z \d+/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The failure is told once, where the rows would be: no toast repeats it.
    expect(screen.queryAllByTestId('toast')).toEqual([]);
    // The filters stay, so that the list can be asked for differently.
    expect(screen.getByPlaceholderText('Imię, nazwisko, PESEL lub paszport')).toBeInTheDocument();

    await user.click(within(failure).getByRole('button', { name: 'Spróbuj ponownie' }));
    const row = (await screen.findByText('Kowalska')).closest('tr')!;
    expect(within(row).getByText('Hanna')).toBeInTheDocument();
    expect(screen.getByText('1–1 z 1')).toBeInTheDocument();
    expect(screen.queryByTestId('load-failed')).not.toBeInTheDocument();
  });

  it('keeps the category filter in its place while its choices load, saying so when opened', async () => {
    const user = userEvent.setup();
    let answer: (categories: Answer) => void = () => undefined;
    const loaded = new Promise<Answer>((resolve) => (answer = resolve));
    renderPatientList(
      () => listOf([hanna]),
      0,
      'pl',
      () => loaded,
    );

    await screen.findByText('Kowalska');
    // A select of its own width, not react-admin's narrower progress bar in its place: the
    // filters beside it keep their places when the choices come (the layout shift Lighthouse
    // measured).
    const filter = screen.getByRole('combobox', { name: 'Kategoria choroby' });
    const field = filter.closest('[data-source="category"]') as HTMLElement;
    expect(within(field).queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(filter);
    const pending = await screen.findByRole('option', { name: 'Ładowanie' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');

    answer({ status: 200, body: { data: [category] } });
    await user.click(screen.getByRole('combobox', { name: 'Kategoria choroby' }));
    expect(
      await screen.findByRole('option', { name: 'ALL – Ostra białaczka limfoblastyczna' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Ładowanie' })).not.toBeInTheDocument();
  });

  it('says so when no patient has been added yet, and shows no failure', async () => {
    renderPatientList(() => listOf([]));
    expect(await screen.findByText(EMPTY_REGISTRY)).toBeInTheDocument();
    expect(screen.queryByTestId('load-failed')).not.toBeInTheDocument();
  });

  it.each([
    ['pl', 'Żaden pacjent nie pasuje do wybranych filtrów.'],
    ['en', 'No patient matches the chosen filters.'],
  ] as const)(
    'says that no patient matches a search that finds none (%s)',
    async (locale, text) => {
      const search = encodeURIComponent(JSON.stringify({ q: 'zzzzqqq' }));
      renderPatientList(() => listOf([]), 0, locale, undefined, `/patients?filter=${search}`);
      expect(await screen.findByText(text)).toBeInTheDocument();
      // Not the words of an empty registry, nor react-admin's, which put "Patients" mid-sentence.
      expect(
        screen.queryByText(/Nie dodano|No patient has been added|No Patients found/),
      ).toBeNull();
      expect(screen.queryByTestId('load-failed')).not.toBeInTheDocument();
    },
  );

  it.each([
    [500, { code: 'internal', message: 'Wewnętrzny błąd serwera' }],
    [403, { code: 'forbidden', message: 'Forbidden' }],
    [400, { code: 'bad_request', message: 'Nieznany filtr: colour' }],
  ])('never shows the empty state for a %i', async (status, body) => {
    renderPatientList(() => ({ status, body }));
    expect(await screen.findByTestId('load-failed')).toBeInTheDocument();
    expect(screen.queryByText(EMPTY_REGISTRY)).not.toBeInTheDocument();
    expect(screen.queryByText(/\d+–\d+ z \d+/)).not.toBeInTheDocument();
  });

  it.each([
    ['pl', '1–25 z 10 000+'],
    ['en', '1–25 of 10 000+'],
  ] as const)(
    'shows a count the server stopped at as "10 000+" (%s), and an exact one as it is',
    async (locale, shown) => {
      const page = Array.from({ length: 25 }, (_, index) => ({
        ...hanna,
        id: index + 1,
        pesel: String(12231512345 + index),
      }));
      renderPatientList(
        () => ({
          status: 200,
          body: {
            data: page,
            totalItems: 10_000,
            totalPages: 400,
            page: 1,
            itemsPerPage: 25,
            totalCapped: true,
          },
        }),
        0,
        locale,
      );
      expect(await screen.findByText(shown)).toBeInTheDocument();
      expect(screen.queryByText(/ 10000$/)).not.toBeInTheDocument();
    },
  );

  it('shows an exact count of 10,000 without the plus', async () => {
    const page = Array.from({ length: 25 }, (_, index) => ({
      ...hanna,
      id: index + 1,
      pesel: String(12231512345 + index),
    }));
    renderPatientList(() => ({
      status: 200,
      body: { data: page, totalItems: 10_000, totalPages: 400, page: 1, itemsPerPage: 25 },
    }));
    expect(await screen.findByText('1–25 z 10000')).toBeInTheDocument();
    expect(screen.queryByText(/\+$/)).not.toBeInTheDocument();
  });
});
