/**
 * The data-quality page at /quality against a scripted API: the figures of a report in both
 * languages, every figure a link to the patient list filtered to it, the pickers' values sent
 * from the address, a failure (told, with a retry) distinct from an empty report; the table's
 * scrolling box, reachable by keyboard, keeping the protocol column in view and saying that it
 * scrolls only while it does; and the patient list showing the report's filters from its address
 * as removable chips.
 */
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_REGISTRY_YEAR } from '../../domain/dashboard';
import type { DataQualityReport, DataQualityRow } from '../../domain/dataQuality';
import { resources } from '../../resources';
import { App } from '../../src/App';
import { resourcePaths } from '../../src/framework/types';
import { createAppServices } from '../../src/providers';
import { LOCALE_STORAGE_KEY } from '../../src/providers/i18nProvider';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../src/providers/tokenStore';
import { createFakeApi } from './fakeApi';
import type { Handler } from './fakeApi';
import { decodedQuery } from './renderAdminView';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const REPORT = '/api/v1/reports/data-quality';
const PATIENTS = '/api/v1/patient/patients';

const physician = {
  id: 7,
  email: 'anna@example.org',
  username: 'anowak',
  firstName: 'Anna',
  lastName: 'Nowak',
  phone: null,
  role: 'ROLE_REPORTER_PHYSICIAN',
  hospitals: [3],
  protocols: ['ALL', 'WT'],
  active: true,
  lastLogin: '2025-06-02T08:00:00.000Z',
  previousLogin: '2025-05-30T12:15:00.000Z',
};

const usd = { id: 3, name: 'Uniwersytecki Szpital Dziecięcy', shortName: 'KRK-USD', active: true };

function row(extra: Partial<DataQualityRow>): DataQualityRow {
  return {
    hospitalId: 3,
    hospitalShortName: 'KRK-USD',
    hospitalName: 'Uniwersytecki Szpital Dziecięcy',
    protocol: 'ALL',
    patients: 1204,
    basicStarted: 1100,
    basicMeanCompleteness: 87.5,
    extendedStarted: 300,
    extendedMeanCompleteness: null,
    basicMissing: 104,
    basicIncomplete: 12,
    openFlags: 5,
    patientsWithOpenFlags: 4,
    oldestOpenFlagDays: 30,
    medianOpenFlagDays: 12.5,
    withoutConsent: 7,
    ...extra,
  };
}

const report = (rows: DataQualityRow[], year: number | null = 2025): DataQualityReport => ({
  year,
  generatedAt: '2026-03-02T09:00:00.000Z',
  rows,
});

const REPORT_ROWS = [
  row({}),
  row({ protocol: 'WT', patients: 3, openFlags: 0, basicMeanCompleteness: 82 }),
];

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(path: string, routes: Record<string, Handler>, locale: 'pl' | 'en' = 'pl') {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  window.localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  window.localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
  const api = createFakeApi({
    'GET /api/v1/account/accounts/me': () => ({ status: 200, body: physician }),
    'POST /api/v1/hospital/hospitals/for-select': () => ({ status: 200, body: { data: [usd] } }),
    'GET /api/v1/patient/categories': () => ({ status: 200, body: { data: [] } }),
    ...routes,
  });
  const services = createAppServices({ resourcePaths: resourcePaths(resources), fetch: api.fetch });
  render(
    <MemoryRouter initialEntries={[path]}>
      <App services={services} />
      <LocationProbe />
    </MemoryRouter>,
  );
  return api;
}

/** The filter object of a link to the patient list. */
function listFilter(link: HTMLElement): unknown {
  const href = link.getAttribute('href') ?? '';
  expect(href.startsWith('/patients?filter=')).toBe(true);
  return JSON.parse(decodeURIComponent(href.slice('/patients?filter='.length)));
}

describe('data-quality page', () => {
  it('shows a table per hospital whose every figure links to the patients it counts', async () => {
    const api = renderAt('/quality?year=2025&protocol=ALL&protocol=WT', {
      [`GET ${REPORT}`]: () => ({ status: 200, body: report(REPORT_ROWS) }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Jakość danych' })).toBeVisible();
    const table = await screen.findByRole('table', {
      name: 'Uniwersytecki Szpital Dziecięcy (KRK-USD)',
    });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The pickers' values from the address reach the API.
    expect(decodedQuery(api.calls.find((call) => call.path.startsWith(REPORT))!.path)).toBe(
      'year=2025&protocols[]=ALL&protocols[]=WT',
    );

    const allRow = within(table).getByRole('row', { name: /^ALL/ });
    const cells = within(allRow)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '1204',
      '1100',
      '87,5%',
      '300',
      '–',
      '104',
      '12',
      '5',
      '30 dni',
      '12,5 dnia',
      '7',
    ]);
    // A whole mean keeps its decimal, as its column's others do.
    const wtRow = within(table).getByRole('row', { name: /^WT/ });
    expect(within(wtRow).getAllByRole('cell')[2]).toHaveTextContent(/^82,0%$/);

    const link = (name: RegExp) => within(allRow).getByRole('link', { name });
    const base = { hospital: [3], protocol: ['ALL'], registeredYear: 2025 };
    expect(listFilter(link(/Pacjenci 1204/))).toEqual(base);
    expect(listFilter(link(/Bez formularza podstawowego 104/))).toEqual({
      ...base,
      basicForm: 'missing',
    });
    expect(listFilter(link(/poniżej 50% 12/))).toEqual({ ...base, basicForm: 'incomplete' });
    expect(listFilter(link(/Średnia kompletność formularzy podstawowych/))).toEqual({
      ...base,
      basicForm: 'started',
    });
    expect(listFilter(link(/Otwarte flagi korekty 5/))).toEqual({
      ...base,
      openFlagHospital: [3],
    });
    expect(link(/Otwarte flagi korekty 5/)).toHaveAccessibleName(
      'ALL, Otwarte flagi korekty 5: pokaż pacjentów (4)',
    );
    expect(listFilter(link(/Bez zgody RODO 7/))).toEqual({ ...base, consent: 'missing' });
    expect(within(allRow).getAllByRole('link')).toHaveLength(10);

    await userEvent.click(link(/Pacjenci 1204/));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/patients\?filter=/),
    );
  });

  it('writes numbers in English on the English interface', async () => {
    renderAt(
      '/quality',
      { [`GET ${REPORT}`]: () => ({ status: 200, body: report(REPORT_ROWS, null) }) },
      'en',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Data quality' })).toBeVisible();
    const allRow = within(await screen.findByRole('table')).getByRole('row', { name: /^ALL/ });
    expect(within(allRow).getByText('1,204')).toBeVisible();
    expect(within(allRow).getByText('87.5%')).toBeVisible();
    expect(within(allRow).getByText('12.5 days')).toBeVisible();
    expect(
      screen.getByRole('region', {
        name: 'Data-quality table: Uniwersytecki Szpital Dziecięcy (KRK-USD)',
      }),
    ).toBeVisible();
    // Only while the table overflows its box.
    expect(
      screen.queryByText('Scroll the table sideways to see the other columns.'),
    ).not.toBeInTheDocument();
    // Without a year, no registration year narrows the list.
    expect(listFilter(within(allRow).getByRole('link', { name: /^ALL, Patients/ }))).toEqual({
      hospital: [3],
      protocol: ['ALL'],
    });
  });

  describe('the table’s scrolling box', () => {
    const HINT = 'Przewiń tabelę w bok, aby zobaczyć pozostałe kolumny.';
    const renderTable = async () => {
      renderAt('/quality?year=2025', {
        [`GET ${REPORT}`]: () => ({ status: 200, body: report(REPORT_ROWS) }),
      });
      return screen.findByRole('region', {
        name: 'Tabela jakości danych: Uniwersytecki Szpital Dziecięcy (KRK-USD)',
      });
    };
    /** The box's widths as a browser would lay them out (jsdom lays out nothing). */
    const layOut = (box: HTMLElement, widths: { scroll: number; client: number; left: number }) => {
      Object.defineProperty(box, 'scrollWidth', { configurable: true, value: widths.scroll });
      Object.defineProperty(box, 'clientWidth', { configurable: true, value: widths.client });
      Object.defineProperty(box, 'scrollLeft', { configurable: true, value: widths.left });
    };

    it('is a named region the keyboard reaches, around the table', async () => {
      const box = await renderTable();
      expect(box).toHaveAttribute('tabindex', '0');
      expect(
        within(box).getByRole('table', { name: 'Uniwersytecki Szpital Dziecięcy (KRK-USD)' }),
      ).toBeVisible();
      // After the pickers and the download buttons, the next stop is the box, before its links.
      screen.getByRole('button', { name: 'Pobierz dla Excela (polski)' }).focus();
      await userEvent.tab();
      expect(box).toHaveFocus();
    });

    it('keeps the protocol column in view, opaque, and each figure on one line', async () => {
      const box = await renderTable();
      const table = within(box).getByRole('table');
      const protocolCells = [
        within(table).getByRole('columnheader', { name: 'Protokół' }),
        ...within(table).getAllByRole('rowheader'),
      ];
      expect(protocolCells.map((cell) => cell.textContent)).toEqual(['Protokół', 'ALL', 'WT']);
      for (const cell of protocolCells) {
        expect(cell).toHaveStyle({ position: 'sticky', left: '0px', backgroundColor: '#fff' });
      }
      const allRow = within(table).getByRole('row', { name: /^ALL/ });
      for (const cell of within(allRow).getAllByRole('cell')) {
        expect(cell).toHaveStyle({ whiteSpace: 'nowrap' });
      }
      // Headers wrap between words only.
      const header = within(table).getByRole('columnheader', {
        name: 'Średnia kompletność formularzy podstawowych',
      });
      expect(header).not.toHaveStyle({ whiteSpace: 'nowrap' });
      expect(header).toHaveStyle({ overflowWrap: 'normal', wordBreak: 'normal' });
    });

    it('says that it scrolls, and to which side, only while the table overflows it', async () => {
      const box = await renderTable();
      const protocolCell = within(box).getByRole('rowheader', { name: 'ALL' });
      expect(screen.queryByText(HINT)).not.toBeInTheDocument();
      expect(box).not.toHaveAttribute('aria-describedby');
      expect(screen.queryByTestId('quality-more-columns')).not.toBeInTheDocument();

      // The tester's 1280 px screen before the headers were compacted: 1247 px in 945.
      layOut(box, { scroll: 1247, client: 945, left: 0 });
      fireEvent(window, new Event('resize'));
      expect(await screen.findByText(HINT)).toBeVisible();
      expect(box).toHaveAccessibleDescription(HINT);
      expect(screen.getByTestId('quality-more-columns')).toBeInTheDocument();
      expect(protocolCell).toHaveStyle({ boxShadow: 'none' });

      // Scrolled to the end: columns went under the protocol column, none is left to the right.
      layOut(box, { scroll: 1247, client: 945, left: 302 });
      fireEvent.scroll(box);
      await waitFor(() =>
        expect(screen.queryByTestId('quality-more-columns')).not.toBeInTheDocument(),
      );
      expect(protocolCell).not.toHaveStyle({ boxShadow: 'none' });
      expect(screen.getByText(HINT)).toBeVisible();

      // A window wide enough for the whole table.
      layOut(box, { scroll: 1265, client: 1265, left: 0 });
      fireEvent(window, new Event('resize'));
      await waitFor(() => expect(screen.queryByText(HINT)).not.toBeInTheDocument());
      expect(box).not.toHaveAttribute('aria-describedby');
    });
  });

  it('says that the report failed and offers a retry, never an empty report', async () => {
    let fail = true;
    renderAt('/quality', {
      [`GET ${REPORT}`]: () =>
        fail
          ? { status: 400, body: { code: 'bad_request', message: 'Błędne żądanie.' } }
          : { status: 200, body: report(REPORT_ROWS) },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nie udało się wczytać raportu jakości danych.');
    expect(screen.queryByTestId('quality-empty')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('table')).toBeVisible();
  });

  it('says which shared filters the account does not cover, and shows the report without them', async () => {
    const api = renderAt('/quality?year=2025&hospital=99&protocol=ALL', {
      [`GET ${REPORT}`]: (call) =>
        call.path.includes('hospitals')
          ? {
              status: 400,
              body: {
                code: 'bad_request',
                message: 'Nieprawidłowe żądanie',
                correlationId: 'corr-1',
                details: { hospitals: ['Nieprawidłowa wartość'] },
              },
            }
          : { status: 200, body: report(REPORT_ROWS) },
    });
    const notice = await screen.findByTestId('quality-out-of-scope');
    expect(notice).toHaveTextContent('Filtry spoza Twojego zakresu');
    expect(notice).toHaveTextContent('Wybrany szpital nie należy do szpitali Twojego konta.');
    expect(within(notice).queryByRole('button', { name: 'Spróbuj ponownie' })).toBeNull();

    await userEvent.click(
      within(notice).getByRole('button', { name: 'Pokaż raport bez tych filtrów' }),
    );

    expect(await screen.findByRole('table', { name: /KRK-USD/ })).toBeVisible();
    // Only the refused filter is dropped: the year and protocol stay.
    const reports = api.calls.filter((call) => call.path.startsWith(REPORT));
    expect(decodedQuery(reports.at(-1)!.path)).toBe('year=2025&protocols[]=ALL');
  });

  it('downloads the same report as a CSV file', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:report';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const csv = 'hospitalId,hospitalShortName\r\n3,KRK-USD\r\n';
    const api = renderAt('/quality?year=2025', {
      [`GET ${REPORT}`]: (call) =>
        call.path.includes('format=csv')
          ? { status: 200, body: csv }
          : { status: 200, body: report(REPORT_ROWS) },
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Pobierz CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const download = api.calls.find((call) => call.path.includes('format=csv'))!;
    expect(decodedQuery(download.path)).toBe('year=2025&format=csv');
    expect(await created[0]!.text()).toBe(csv);

    // For Polish Excel: semicolons, asked of the server, and the byte-order mark it needs.
    await userEvent.click(screen.getByRole('button', { name: 'Pobierz dla Excela (polski)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(2));
    const excel = api.calls.filter((call) => call.path.includes('format=csv'))[1]!;
    expect(decodedQuery(excel.path)).toBe('year=2025&format=csv&dialect=excel-pl');
    const bytes = new Uint8Array(await created[1]!.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Two files of one report, told apart by name.
    expect(saved).toEqual(['data-quality-2025.csv', 'data-quality-2025-excel-pl.csv']);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  describe('registration years', () => {
    /** The years the picker offers, newest first, without "every year". */
    const yearsOffered = () =>
      within(screen.getByRole('combobox', { name: 'Rok rejestracji' }))
        .getAllByRole('option')
        .slice(1)
        .map((option) => Number(option.textContent));
    const renderOn = (now: string, serverNow: string, path = '/quality') => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
      renderAt(path, {
        [`GET ${REPORT}`]: () => ({
          status: 200,
          body: { ...report(REPORT_ROWS, null), generatedAt: serverNow },
        }),
      });
    };
    afterEach(() => {
      vi.useRealTimers();
    });

    it('end at this year, as the dashboard’s do, and go back to the first registry year', async () => {
      renderOn('2026-12-07T10:00:00.000Z', '2026-12-07T10:00:00.000Z');
      await screen.findByRole('table');

      const years = yearsOffered();
      expect(years[0]).toBe(2026);
      expect(years.at(-1)).toBe(FIRST_REGISTRY_YEAR);
      expect(years).not.toContain(2027);
    });

    it('end at the server’s year once a report has come, when the browser’s clock is ahead', async () => {
      renderOn('2027-01-02T10:00:00.000Z', '2026-12-31T22:00:00.000Z');
      await screen.findByRole('table');

      expect(yearsOffered()[0]).toBe(2026);
    });

    it('still show a later year chosen in the address, which the report is for', async () => {
      renderOn('2026-12-07T10:00:00.000Z', '2026-12-07T10:00:00.000Z', '/quality?year=2027');
      await screen.findByRole('table');

      expect(screen.getByRole('combobox', { name: 'Rok rejestracji' })).toHaveValue('2027');
      expect(yearsOffered().slice(0, 2)).toEqual([2027, 2026]);
    });
  });

  it('says so when no patient matches, without an error', async () => {
    renderAt('/quality?year=2019', {
      [`GET ${REPORT}`]: () => ({ status: 200, body: report([], 2019) }),
    });
    expect(await screen.findByTestId('quality-empty')).toHaveTextContent(
      'Żaden pacjent nie pasuje do wybranych filtrów.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pobierz CSV' })).toBeDisabled();
  });
});

describe('the patient list filtered from the report', () => {
  it('sends the report’s filters and shows them as removable chips', async () => {
    const filter = encodeURIComponent(
      JSON.stringify({
        hospital: [3],
        registeredYear: 2025,
        basicForm: 'incomplete',
        openFlagHospital: [3],
        consent: 'missing',
      }),
    );
    const api = renderAt(`/patients?filter=${filter}`, {
      [`GET ${PATIENTS}`]: () => ({
        status: 200,
        body: { data: [], totalItems: 0, totalPages: 0, page: 1, itemsPerPage: 25 },
      }),
    });
    const chips = await screen.findByTestId('quality-filters');
    expect(chips).toHaveTextContent('Filtrowane według');
    expect(within(chips).getByText('Rok rejestracji: 2025')).toBeVisible();
    expect(within(chips).getByText('Formularz podstawowy: wypełniony poniżej 50%')).toBeVisible();
    expect(within(chips).getByText('Zgoda RODO: brak')).toBeVisible();
    expect(
      await within(chips).findByText('Otwarte flagi korekty zgłoszone w szpitalu: KRK-USD'),
    ).toBeVisible();
    const lastQuery = () =>
      decodedQuery(api.calls.filter((call) => call.path.startsWith(PATIENTS)).at(-1)!.path);
    await waitFor(() => expect(lastQuery()).toContain('filters[basicForm]=incomplete'));
    expect(lastQuery()).toContain('filters[registeredYear]=2025');
    expect(lastQuery()).toContain('filters[openFlagHospital][]=3');
    expect(lastQuery()).toContain('filters[consent]=missing');

    const consentChip = within(chips).getByText('Zgoda RODO: brak').closest('.MuiChip-root')!;
    await userEvent.click(within(consentChip as HTMLElement).getByTestId('CancelIcon'));
    await waitFor(() => expect(lastQuery()).not.toContain('filters[consent]'));
    expect(lastQuery()).toContain('filters[basicForm]=incomplete');
    // The request leaves with the change; the chip goes once the list has the new address.
    await waitFor(() => expect(screen.queryByText('Zgoda RODO: brak')).not.toBeInTheDocument());
    expect(lastQuery()).not.toContain('filters[consent]');
  });
});
