/**
 * The home page dashboard on the `/` route, against a scripted API: the figures and breakdowns
 * of a stats fixture, the year in the address and the picker, the links of the three lists,
 * the empty states, a failed call, and both languages.
 */
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { BackupStatus } from '../../domain/backups';
import type {
  DashboardList,
  DashboardStats,
  FavoritePatient,
  OpenCorrectionFlag,
  RecentForm,
} from '../../domain/dashboard';
import { App, prefetchSignedInPage } from '../../src/App';
import { NEAR_MARGIN } from '../../src/components/useNearViewport';
import { barLabels } from '../../src/pages/dashboard/chartRows';
import { createAppServices } from '../../src/providers';
import type { AppServices } from '../../src/providers';
import { LOCALE_STORAGE_KEY } from '../../src/providers/i18nProvider';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../src/providers/tokenStore';
import { createFakeApi } from './fakeApi';
import type { Handler } from './fakeApi';

// The first visit of a page loads its code on demand, which takes jsdom more than a second.
configure({ asyncUtilTimeout: 5000 });
// The first test pays for loading the app's chunks; on a busy machine that takes seconds.
vi.setConfig({ testTimeout: 20_000 });

const STATS = '/api/v1/dashboard/stats';
const FAVORITES = '/api/v1/dashboard/favorite-patients';
const FLAGS = '/api/v1/dashboard/correction-flags';

const physician = {
  id: 7,
  email: 'anna@example.org',
  username: 'anowak',
  firstName: 'Anna',
  lastName: 'Nowak',
  phone: null,
  role: 'ROLE_REPORTER_PHYSICIAN',
  hospitals: [3],
  protocols: ['ALL', 'AML'],
  active: true,
  lastLogin: '2025-06-02T08:00:00.000Z',
  previousLogin: '2025-05-30T12:15:00.000Z',
};

function recentForm(extra: Partial<RecentForm> = {}): RecentForm {
  return {
    patientId: 41,
    firstName: 'Jan',
    lastName: 'Kowalski',
    protocolId: 105,
    protocol: 'ALL',
    formId: 'ALL-extended',
    formType: 'extended',
    version: 3,
    savedAt: '2025-05-20T09:30:00.000Z',
    savedBy: 'Maria Lis',
    ...extra,
  };
}

function stats(extra: Partial<DashboardStats> = {}): DashboardStats {
  return {
    year: 2025,
    years: [2025, 2024, 2023],
    recentPatients: 17,
    patientsInYear: 12345,
    patientsByGender: [
      { key: 'Female', count: 6000 },
      { key: 'Male', count: 6345 },
    ],
    patientsByProtocol: [
      { key: 'ALL', count: 40 },
      { key: 'AML', count: 10 },
    ],
    patientsByHospital: [{ key: 'KRK-USD', hospitalId: 3, count: 12345 }],
    formsSaved: 1500,
    formsByType: [
      { key: 'basic', count: 1000 },
      { key: 'extended', count: 500 },
    ],
    recentForms: [recentForm()],
    ...extra,
  };
}

/** Figures of a year with nothing registered and nothing saved. */
function emptyStats(year: number): DashboardStats {
  return stats({
    year,
    recentPatients: 0,
    patientsInYear: 0,
    patientsByGender: [
      { key: 'Female', count: 0 },
      { key: 'Male', count: 0 },
    ],
    patientsByProtocol: [],
    patientsByHospital: [],
    formsSaved: 0,
    formsByType: [
      { key: 'basic', count: 0 },
      { key: 'extended', count: 0 },
    ],
    recentForms: [],
  });
}

function favorite(id: number, lastName: string, extra: Partial<FavoritePatient> = {}) {
  return {
    id,
    firstName: 'Ola',
    lastName,
    birthDate: '2015-03-12',
    active: true,
    protocols: ['ALL'],
    addedAt: '2025-04-01T10:00:00.000Z',
    ...extra,
  };
}

const favorites: DashboardList<FavoritePatient> = {
  data: [favorite(52, 'Wiśniewska'), favorite(53, 'Zielińska', { active: false, protocols: [] })],
  total: 7,
};

const flags: DashboardList<OpenCorrectionFlag> = {
  data: [
    {
      flagId: 9,
      patientId: 61,
      firstName: 'Piotr',
      lastName: 'Mazur',
      comment: 'Błędna data rozpoznania',
      hospitalId: 3,
      hospitalShortName: 'KRK-USD',
      author: 'Ewa Zając',
      createdAt: '2025-02-14T08:00:00.000Z',
    },
  ],
  total: 1,
};

const none = { data: [], total: 0 };

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** A stored session's services over a scripted API, the dashboard's answers given. */
function storedSession(routes: Record<string, Handler> = {}, locale: 'pl' | 'en' = 'pl') {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  window.localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  window.localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
  const api = createFakeApi({
    'GET /api/v1/account/accounts/me': () => ({ status: 200, body: physician }),
    [`GET ${STATS}`]: () => ({ status: 200, body: stats() }),
    [`GET ${FAVORITES}`]: () => ({ status: 200, body: favorites }),
    [`GET ${FLAGS}`]: () => ({ status: 200, body: flags }),
    ...routes,
  });
  const services = createAppServices({ resourcePaths: {}, fetch: api.fetch });
  return { api, services };
}

function renderApp(services: AppServices, path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <App services={services} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

function renderDashboard(
  path: string,
  routes: Record<string, Handler> = {},
  locale: 'pl' | 'en' = 'pl',
) {
  const { api, services } = storedSession(routes, locale);
  renderApp(services, path);
  return { api, statsCalls: () => api.calls.filter((call) => call.path.startsWith(STATS)) };
}

/** The number a figure card shows after its label, exactly as written. */
const figure = (label: string) =>
  screen.getByRole('group', { name: label }).textContent?.slice(label.length);

/** A chart's hidden table as rows of cell texts, header row first. */
function tableRows(name: string): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children).map((cell) => cell.textContent ?? ''));
}

describe('dashboard', () => {
  it("greets the user and shows the year's figures and breakdowns", async () => {
    const { statsCalls } = renderDashboard('/');

    expect(await screen.findByRole('heading', { name: 'Strona główna' })).toBeInTheDocument();
    expect(screen.getByText('Dzień dobry, Anna!')).toBeInTheDocument();
    // Polish dates arrive with their locale data, a moment after the page.
    await waitFor(() =>
      expect(screen.getByTestId('last-login')).toHaveTextContent(
        /^Ostatnie logowanie: 30 maja 2025/,
      ),
    );

    await screen.findByRole('group', { name: 'Pacjenci zarejestrowani w 2025 r.' });
    expect(figure('Nowi pacjenci (ostatnie 30 dni)')).toBe('17');
    expect(figure('Pacjenci zarejestrowani w 2025 r.')).toBe('12\u00a0345');
    expect(figure('Formularze zapisane w 2025 r.')).toBe('1500');

    expect(tableRows('Pacjenci według płci')).toEqual([
      ['Płeć', 'Liczba'],
      ['Kobieta', '6000'],
      ['Mężczyzna', '6345'],
    ]);
    expect(tableRows('Udział jednostek chorobowych')).toEqual([
      ['Protokół', 'Liczba', 'Udział'],
      ['ALL: Ostra białaczka limfoblastyczna', '40', '80%'],
      ['AML: Ostra białaczka szpikowa', '10', '20%'],
    ]);
    expect(tableRows('Pacjenci według szpitali')).toEqual([
      ['Szpital', 'Liczba'],
      ['KRK-USD', '12\u00a0345'],
    ]);
    expect(tableRows('Formularze według rodzaju')).toEqual([
      ['Rodzaj', 'Liczba'],
      ['Podstawowy', '1000'],
      ['Rozszerzony', '500'],
    ]);
    // Without a year in the address the server's current year is asked for.
    expect(statsCalls().map((call) => call.path)).toEqual([STATS]);
    expect(screen.getByRole('combobox', { name: 'Rok' })).toHaveValue('2025');
    // The hospitals' counts add up to the year's patients: nothing to explain.
    expect(screen.queryByText(/liczy się w każdym z nich/)).toBeNull();
  });

  it('says why the hospitals add up to more than the patients, when they do', async () => {
    renderDashboard('/', {
      [`GET ${STATS}`]: () => ({
        status: 200,
        body: stats({
          patientsInYear: 22,
          patientsByHospital: [
            { key: 'LDZ-PED', hospitalId: 3, count: 13 },
            { key: 'WRO-TSZ', hospitalId: 4, count: 10 },
          ],
        }),
      }),
    });
    expect(
      await screen.findByText(
        'Pacjent leczony w kilku szpitalach liczy się w każdym z nich, więc suma przekracza liczbę pacjentów.',
      ),
    ).toBeInTheDocument();
  });

  it('asks for the year in the address and puts the chosen year there', async () => {
    const user = userEvent.setup();
    const { statsCalls } = renderDashboard('/?year=2024', {
      [`GET ${STATS}`]: (call) => {
        const year = Number(new URL(call.path, 'http://localhost').searchParams.get('year'));
        return { status: 200, body: stats({ year, patientsInYear: year - 2000 }) };
      },
    });

    expect(await screen.findByRole('group', { name: 'Pacjenci zarejestrowani w 2024 r.' }));
    expect(figure('Pacjenci zarejestrowani w 2024 r.')).toBe('24');
    const picker = screen.getByRole('combobox', { name: 'Rok' });
    expect(picker).toHaveValue('2024');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2025', '2024', '2023']);

    await user.selectOptions(picker, '2023');

    expect(await screen.findByRole('group', { name: 'Pacjenci zarejestrowani w 2023 r.' }));
    expect(figure('Pacjenci zarejestrowani w 2023 r.')).toBe('23');
    expect(screen.getByTestId('location')).toHaveTextContent('/?year=2023');
    expect(statsCalls().map((call) => call.path)).toEqual([
      `${STATS}?year=2024`,
      `${STATS}?year=2023`,
    ]);
  });

  it('ignores a year the registry cannot hold and asks for the current one', async () => {
    const { statsCalls } = renderDashboard('/?year=1999');

    await screen.findByRole('group', { name: 'Pacjenci zarejestrowani w 2025 r.' });
    expect(statsCalls().map((call) => call.path)).toEqual([STATS]);
  });

  it('links the recent forms, the watched patients and the patients to correct', async () => {
    renderDashboard('/', {
      [`GET ${STATS}`]: () => ({
        status: 200,
        body: stats({
          recentForms: [
            recentForm(),
            recentForm({ formId: 'ALL-basic', formType: 'basic', version: 1, savedBy: null }),
          ],
        }),
      }),
    });

    const recent = await screen.findByRole('region', {
      name: 'Formularze ostatnio edytowane w 2025 r.',
    });
    expect(
      within(recent)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Kowalski Jan · ALL · Formularz rozszerzony', '/patient/41/forms/105/ALL-extended'],
      ['Kowalski Jan · ALL · Formularz podstawowy', '/patient/41/forms/105/ALL-basic'],
    ]);
    expect(within(recent).getByText(/^Wersja 3, zapisana .+ przez: Maria Lis$/)).toBeVisible();
    expect(within(recent).getByText(/^Wersja 1, zapisana .+ przez: —$/)).toBeVisible();

    const watched = await screen.findByRole('region', { name: 'Obserwowani pacjenci' });
    await within(watched).findByRole('link', { name: 'Wiśniewska Ola' });
    expect(
      within(watched)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Wiśniewska Ola', '/patient/52'],
      ['Zielińska Ola', '/patient/53'],
    ]);
    expect(await within(watched).findByText('Data urodzenia: 12.03.2015 · ALL')).toBeVisible();
    expect(within(watched).getByText('Nieaktywny')).toBeVisible();
    expect(within(watched).getByText('Pokazano 2 z 7')).toBeVisible();

    const toCorrect = screen.getByRole('region', { name: 'Pacjenci do poprawy' });
    const flagLink = await within(toCorrect).findByRole('link', { name: 'Mazur Piotr' });
    expect(flagLink).toHaveAttribute('href', '/patient/61');
    expect(within(toCorrect).getByText('Błędna data rozpoznania')).toBeVisible();
    expect(await within(toCorrect).findByText(/KRK-USD · Ewa Zając · 14\.02\.2025/)).toBeVisible();
    // All the open flags are listed, so no "showing N of M".
    expect(within(toCorrect).queryByText(/^Pokazano/)).not.toBeInTheDocument();
  });

  it('lists the forms edited in the chosen year, and those of another year once it is chosen', async () => {
    const user = userEvent.setup();
    renderDashboard('/?year=2024', {
      [`GET ${STATS}`]: (call) => {
        const year = Number(new URL(call.path, 'http://localhost').searchParams.get('year'));
        const form =
          year === 2024
            ? recentForm({ savedAt: '2024-11-02T10:00:00.000Z', version: 2 })
            : recentForm({
                formId: 'ALL-basic',
                formType: 'basic',
                savedAt: '2023-03-01T10:00:00.000Z',
              });
        return { status: 200, body: stats({ year, recentForms: [form] }) };
      },
    });

    const in2024 = await screen.findByRole('region', {
      name: 'Formularze ostatnio edytowane w 2024 r.',
    });
    expect(within(in2024).getByRole('link')).toHaveTextContent('Formularz rozszerzony');
    expect(await within(in2024).findByText(/^Wersja 2, zapisana .*2024/)).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rok' }), '2023');

    const in2023 = await screen.findByRole('region', {
      name: 'Formularze ostatnio edytowane w 2023 r.',
    });
    expect(within(in2023).getByRole('link')).toHaveTextContent('Formularz podstawowy');
    expect(
      screen.queryByRole('region', { name: 'Formularze ostatnio edytowane w 2024 r.' }),
    ).not.toBeInTheDocument();
  });

  it('says so when the year and the lists have nothing to show', async () => {
    renderDashboard('/?year=2023', {
      [`GET ${STATS}`]: () => ({ status: 200, body: emptyStats(2023) }),
      [`GET ${FAVORITES}`]: () => ({ status: 200, body: none }),
      [`GET ${FLAGS}`]: () => ({ status: 200, body: none }),
    });

    await screen.findByRole('group', { name: 'Pacjenci zarejestrowani w 2023 r.' });
    expect(figure('Pacjenci zarejestrowani w 2023 r.')).toBe('0');
    for (const chart of [
      'Pacjenci według płci',
      'Udział jednostek chorobowych',
      'Pacjenci według szpitali',
      'Formularze według rodzaju',
    ]) {
      expect(
        within(screen.getByRole('region', { name: chart })).getByText('Brak danych za 2023 r.'),
      ).toBeVisible();
    }
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(
        screen.getByRole('region', { name: 'Formularze ostatnio edytowane w 2023 r.' }),
      ).getByText('W 2023 r. nie zapisano żadnego formularza.'),
    ).toBeVisible();
    expect(await screen.findByText('Nie obserwujesz żadnego pacjenta.')).toBeVisible();
    expect(await screen.findByText('Brak otwartych flag korekty.')).toBeVisible();
  });

  it('says where the figures go that they failed to load, with no toast, and loads again on retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { statsCalls } = renderDashboard('/', {
      [`GET ${STATS}`]: () => (fail ? { status: 404 } : { status: 200, body: stats() }),
    });

    const failure = await screen.findByTestId('load-failed');
    expect(failure).toHaveTextContent('Błąd pobierania danych');
    expect(screen.queryAllByTestId('toast')).toEqual([]);
    fail = false;
    await user.click(within(failure).getByRole('button', { name: 'Spróbuj ponownie' }));

    await screen.findByRole('group', { name: 'Pacjenci zarejestrowani w 2025 r.' });
    expect(figure('Pacjenci zarejestrowani w 2025 r.')).toBe('12\u00a0345');
    expect(statsCalls()).toHaveLength(2);
  });

  it('says in a list that failed to load that it failed, never that it is empty, and retries it', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderDashboard('/', {
      [`GET ${FAVORITES}`]: () =>
        fail
          ? { status: 404, body: { code: 'gone', message: 'Nie znaleziono', correlationId: 'c-9' } }
          : { status: 200, body: { data: [], total: 0 } },
    });

    const card = await screen.findByRole('region', { name: 'Obserwowani pacjenci' });
    const failure = await within(card).findByTestId('load-failed');
    expect(failure).toHaveTextContent('Kod błędu: c-9');
    expect(within(card).queryByText('Nie obserwujesz żadnego pacjenta.')).not.toBeInTheDocument();
    fail = false;
    await user.click(within(failure).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await within(card).findByText('Nie obserwujesz żadnego pacjenta.')).toBeVisible();
    expect(within(card).queryByTestId('load-failed')).not.toBeInTheDocument();
  });

  it('reads in English, with numbers and dates in the en-US way', async () => {
    renderDashboard('/', {}, 'en');

    await screen.findByRole('group', { name: 'Patients registered in 2025' });
    expect(screen.getByText('Hello, Anna!')).toBeInTheDocument();
    expect(figure('New patients (last 30 days)')).toBe('17');
    expect(figure('Patients registered in 2025')).toBe('12,345');
    expect(figure('Forms saved in 2025')).toBe('1,500');
    expect(tableRows('Share of disease entities')).toEqual([
      ['Protocol', 'Count', 'Share'],
      ['ALL: Acute lymphoblastic leukaemia', '40', '80%'],
      ['AML: Acute myeloid leukaemia', '10', '20%'],
    ]);
    expect(tableRows('Patients by gender')[1]).toEqual(['Female', '6,000']);
    expect(tableRows('Forms by type')[2]).toEqual(['Extended', '500']);
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('2025');

    const recent = screen.getByRole('region', { name: 'Forms last edited in 2025' });
    expect(within(recent).getByRole('link')).toHaveTextContent(
      'Kowalski Jan · ALL · Extended form',
    );
    expect(within(recent).getByText(/^Version 3, saved 05\/20\/2025, .+ by Maria Lis$/));
    const watched = screen.getByRole('region', { name: 'Watched patients' });
    expect(await within(watched).findByText('Showing 2 of 7')).toBeVisible();
    expect(within(watched).getByText('Date of birth: 03/12/2015 · ALL')).toBeVisible();
    const toCorrect = screen.getByRole('region', { name: 'Patients to correct' });
    expect(await within(toCorrect).findByText(/KRK-USD · Ewa Zając · 02\/14\/2025/)).toBeVisible();
  });

  it('shows nothing below the greeting until the figures are in, then all of it in one paint', async () => {
    // A part arriving on its own pushed the rest down the page (Lighthouse's layout shift).
    let answer: (value: { status: number; body: DashboardStats }) => void = () => undefined;
    const { api } = renderDashboard('/', {
      [`GET ${STATS}`]: () => new Promise((resolve) => (answer = resolve)),
    });

    expect(await screen.findByText('Dzień dobry, Anna!')).toBeVisible();
    // The picker holds its place, empty, until the server says which year it counts.
    const picker = screen.getByRole('combobox', { name: 'Rok' });
    expect(picker).toBeDisabled();
    expect(within(picker).queryAllByRole('option')).toHaveLength(0);
    // The lists were asked for at once, and wait, loaded, for the figures.
    await waitFor(() =>
      expect(api.calls.some((call) => call.path.startsWith(FAVORITES))).toBe(true),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByRole('progressbar', { name: 'Ładowanie…' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Obserwowani pacjenci' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Nowi pacjenci (ostatnie 30 dni)' })).toBeNull();

    answer({ status: 200, body: stats() });
    const watched = await screen.findByRole('region', { name: 'Obserwowani pacjenci' });
    expect(within(watched).getByText('Wiśniewska Ola')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Nowi pacjenci (ostatnie 30 dni)' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Rok' })).toHaveValue('2025');
    expect(screen.getByRole('combobox', { name: 'Rok' })).toBeEnabled();
  });

  it("draws the menu with the role's entries in the same paint as its first entry", async () => {
    // Asked of the auth provider, the entries came a render later and pushed the rest down.
    const painted: string[][] = [];
    const observer = new MutationObserver(() => {
      const entries = [...document.querySelectorAll('[role="menuitem"]')].map(
        (entry) => entry.textContent ?? '',
      );
      if (entries.length > 0) painted.push(entries);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderDashboard('/');

    await screen.findByRole('menuitem', { name: 'Strona główna' });
    observer.disconnect();
    expect(painted[0]).toContain('Pacjenci');
    expect(painted[0]).toContain('Eksport danych');
    expect(painted[0]).not.toContain('Szpitale');
  });

  it('draws the charts once their code has arrived, hidden from screen readers', async () => {
    renderDashboard('/');

    const gender = await screen.findByRole('region', { name: 'Pacjenci według płci' });
    await waitFor(() => expect(gender.querySelector('.recharts-wrapper')).not.toBeNull());
    expect(gender.querySelector('.recharts-wrapper')?.closest('[aria-hidden="true"]')).not.toBe(
      null,
    );
  });

  it('draws each bar with its count at once, not after an animation', async () => {
    // Animated, the bars grew for 400 ms, a render every frame, and their counts came after.
    renderDashboard('/');
    const gender = await screen.findByRole('region', { name: 'Pacjenci według płci' });
    await waitFor(() => expect(gender.querySelector('.recharts-wrapper')).not.toBeNull());
    const bars = gender.querySelectorAll('.recharts-bar-rectangle');
    const counts = [...gender.querySelectorAll('.recharts-label-list text')];
    expect(bars.length).toBeGreaterThan(0);
    expect(counts).toHaveLength(bars.length);
    expect(counts.every((count) => /\d/.test(count.textContent ?? ''))).toBe(true);
  });

  it('labels a group counted zero with its 0, beside no bar', async () => {
    // recharts leaves a bar of no width out, and its label went with it: "Male" read as unknown.
    renderDashboard('/', {
      [`GET ${STATS}`]: () => ({
        status: 200,
        body: stats({
          patientsByGender: [
            { key: 'Female', count: 1 },
            { key: 'Male', count: 0 },
          ],
        }),
      }),
    });
    const gender = await screen.findByRole('region', { name: 'Pacjenci według płci' });
    await waitFor(() => expect(gender.querySelector('.recharts-wrapper')).not.toBeNull());
    const counts = [...gender.querySelectorAll('.recharts-label-list text')];
    expect(counts.map((count) => count.textContent)).toEqual(['1', '0']);
    expect(gender.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(1);
  });

  it('draws a chart only once it is on the screen or close below it, its table there all along', async () => {
    // Each chart's first drawing is a long task: those below the fold wait to be scrolled to.
    const observers: FakeIntersectionObserver[] = [];
    class FakeIntersectionObserver {
      readonly targets: Element[] = [];
      disconnected = false;
      constructor(
        readonly callback: IntersectionObserverCallback,
        readonly options: IntersectionObserverInit,
      ) {
        observers.push(this);
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      disconnect() {
        this.disconnected = true;
      }
      /** The browser telling that the target came within the margin. */
      comeNear() {
        const entries = this.targets.map((target) => ({ target, isIntersecting: true }));
        this.callback(entries as unknown as IntersectionObserverEntry[], this as never);
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    try {
      renderDashboard('/');
      const gender = await screen.findByRole('region', { name: 'Pacjenci według płci' });
      await waitFor(() => expect(observers.length).toBeGreaterThan(0));
      // Nothing drawn yet, but the figures are there for a screen reader.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(gender.querySelector('.recharts-wrapper')).toBeNull();
      expect(within(gender).getByRole('table', { name: 'Pacjenci według płci' })).toBeTruthy();
      const own = observers.find((observer) =>
        observer.targets.some((target) => gender.contains(target)),
      );
      expect(own?.options.rootMargin).toBe(NEAR_MARGIN);

      act(() => own?.comeNear());
      await waitFor(() => expect(gender.querySelector('.recharts-wrapper')).not.toBeNull());
      expect(own?.disconnected).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('labels each bar with its count, and each share with its part of the whole, needing no colours', () => {
    const rows = [
      { key: 'ALL', label: 'ALL', count: 40 },
      { key: 'AML', label: 'AML', count: 10 },
    ];
    const format = {
      count: (value: number) => String(value),
      share: (value: number) => `${value * 100}%`,
    };
    expect(barLabels('shareBars', rows, format)).toEqual(['40 (80%)', '10 (20%)']);
    expect(barLabels('bars', rows, format)).toEqual(['40', '10']);
  });
});

/** No automatic backups and none taken: the home page warns the central administrator. */
const BACKUPS_OFF: BackupStatus = {
  automatic: false,
  intervalSeconds: 86_400,
  keep: 14,
  overdue: false,
  overdueAfter: null,
  checkedAt: '2025-06-02T09:00:00.000Z',
  lastRun: null,
  lastSuccess: null,
  recentRuns: [],
};

describe("a stored session's home page", () => {
  const paths = (api: { calls: { path: string }[] }) => api.calls.map((call) => call.path);

  it('has its figures and lists asked for before its code is here, each once', async () => {
    // main.tsx has them asked for as soon as the account is here: the page asked for them only
    // once the layout and the page had loaded and rendered, about 600 ms later in Chromium.
    const { api, services } = storedSession();
    prefetchSignedInPage(services, { pathname: '/', search: '?year=2024' });
    await waitFor(() =>
      expect(paths(api)).toEqual(expect.arrayContaining([`${STATS}?year=2024`, FAVORITES, FLAGS])),
    );
    expect(paths(api)).not.toContain('/api/v1/backups');
    renderApp(services, '/?year=2024');

    // The fixture counts 2025 whatever the year asked.
    await screen.findByRole('group', { name: 'Pacjenci zarejestrowani w 2025 r.' });
    expect(figure('Pacjenci zarejestrowani w 2025 r.')).toBe('12\u00a0345');
    expect(await screen.findByRole('link', { name: 'Wiśniewska Ola' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Mazur Piotr' })).toBeVisible();
    for (const path of [`${STATS}?year=2024`, FAVORITES, FLAGS]) {
      expect(paths(api).filter((asked) => asked === path)).toHaveLength(1);
    }
  });

  it('has the backup status asked for too, for the central administrator', async () => {
    const { api, services } = storedSession({
      'GET /api/v1/account/accounts/me': () => ({
        status: 200,
        body: { ...physician, role: 'ROLE_CENTRAL_ADMINISTRATOR', hospitals: [] },
      }),
      'GET /api/v1/backups': () => ({ status: 200, body: BACKUPS_OFF }),
    });
    prefetchSignedInPage(services, { pathname: '/', search: '' });
    await waitFor(() => expect(paths(api)).toContain('/api/v1/backups'));
    renderApp(services, '/');

    expect(await screen.findByTestId('dashboard-backup-alert')).toBeVisible();
    expect(paths(api).filter((asked) => asked === '/api/v1/backups')).toHaveLength(1);
    expect(paths(api).filter((asked) => asked.startsWith(STATS))).toHaveLength(1);
  });

  it('forgets what the page has not taken when the session ends', async () => {
    // Whoever signs in next must never be handed an answer asked for the session before.
    const { api, services } = storedSession();
    prefetchSignedInPage(services, { pathname: '/', search: '' });
    await waitFor(() => expect(paths(api)).toContain(FLAGS));
    act(() => services.account.clear());
    renderApp(services, '/');

    await screen.findByRole('group', { name: 'Pacjenci zarejestrowani w 2025 r.' });
    expect(await screen.findByRole('link', { name: 'Mazur Piotr' })).toBeVisible();
    expect(paths(api).filter((asked) => asked === STATS)).toHaveLength(2);
    expect(paths(api).filter((asked) => asked === FLAGS)).toHaveLength(2);
  });

  it('asks for nothing ahead on another page', async () => {
    const { api, services } = storedSession();
    prefetchSignedInPage(services, { pathname: '/patients', search: '' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(paths(api)).toEqual([]);
  });
});
