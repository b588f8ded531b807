/**
 * The research export screen on `/export`, against a scripted API: the forms grouped by protocol,
 * the summary asked again when a choice changes, pseudonymised fixed for a role without the
 * choice, the download request carrying the choices with the browser sent to the returned link,
 * server errors on their fields, a failed load told apart from nothing to export, and both
 * languages.
 */
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ExportOptions, ExportSummary } from '../../domain/export';
import { App } from '../../src/App';
import { createAppServices } from '../../src/providers';
import { LOCALE_STORAGE_KEY } from '../../src/providers/i18nProvider';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../src/providers/tokenStore';
import { dateField, typeDate } from './dateEntry';
import { createFakeApi } from './fakeApi';
import type { Handler, RecordedCall } from './fakeApi';
import { narrowScreen } from './narrowScreen';
import { decodedQuery } from './renderAdminView';

// The first visit of a page loads its code on demand, which takes jsdom more than a second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const OPTIONS = '/api/v1/export/options';
const SUMMARY = '/api/v1/export/summary';
const DOWNLOADS = '/api/v1/export/downloads';

const physician = {
  id: 7,
  email: 'anna@example.org',
  username: 'anowak',
  firstName: 'Anna',
  lastName: 'Nowak',
  phone: null,
  role: 'ROLE_REPORTER_PHYSICIAN',
  hospitals: [3, 4],
  protocols: ['STS', 'WT'],
  active: true,
  lastLogin: '2025-06-02T08:00:00.000Z',
  previousLogin: '2025-05-30T12:15:00.000Z',
};

/** A central administrator holds no hospital or protocol: every one is theirs to export. */
const admin = {
  ...physician,
  id: 1,
  email: 'admin@example.org',
  username: 'admin',
  role: 'ROLE_CENTRAL_ADMINISTRATOR',
  hospitals: [],
  protocols: [],
};

function exportOptions(extra: Partial<ExportOptions> = {}): ExportOptions {
  return {
    forms: [
      {
        formId: 'STS-extended',
        protocol: 'STS',
        kind: 'extended',
        tables: ['treatmentCourses', 'treatmentCourses.agents'],
      },
      { formId: 'STS-basic', protocol: 'STS', kind: 'basic', tables: [] },
      { formId: 'WT-basic', protocol: 'WT', kind: 'basic', tables: [] },
    ],
    hospitals: [
      { id: 3, name: 'Uniwersytecki Szpital Dziecięcy', shortName: 'KRK-USD', active: true },
      { id: 4, name: 'Instytut Matki i Dziecka', shortName: 'WAW-IMID', active: true },
      { id: 5, name: 'Szpital Miejski w Zamościu', shortName: 'ZAM-SM', active: false },
    ],
    identifiableAllowed: false,
    ...extra,
  };
}

/** A summary whose figures say which forms were asked for, so a refresh shows. */
function summaryFor(call: RecordedCall): ExportSummary {
  const query = new URLSearchParams(call.path.slice(call.path.indexOf('?') + 1));
  const forms = query.getAll('forms[]');
  return {
    patients: 12345 + forms.length,
    forms: Object.fromEntries(forms.map((form, index) => [form, 1000 * (index + 1)])),
  };
}

function renderExport(routes: Record<string, Handler> = {}, locale: 'pl' | 'en' = 'pl') {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  window.localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  window.localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
  const api = createFakeApi({
    'GET /api/v1/account/accounts/me': () => ({ status: 200, body: physician }),
    [`GET ${OPTIONS}`]: () => ({ status: 200, body: exportOptions() }),
    [`GET ${SUMMARY}`]: (call) => ({ status: 200, body: summaryFor(call) }),
    [`POST ${DOWNLOADS}`]: () => ({
      status: 201,
      body: { url: '/api/v1/export/downloads/tok-1', expiresAt: '2026-01-01T10:01:00.000Z' },
    }),
    ...routes,
  });
  const services = createAppServices({ resourcePaths: {}, fetch: api.fetch });
  render(
    <MemoryRouter initialEntries={['/export']}>
      <App services={services} />
    </MemoryRouter>,
  );
  return {
    api,
    summaryQueries: () =>
      api.calls
        .filter((call) => call.path.startsWith(SUMMARY))
        .map((call) => decodedQuery(call.path)),
    downloadBodies: () =>
      api.calls.filter((call) => call.path === DOWNLOADS).map((call) => call.body),
  };
}

/** The figure of the summary named `label`, as written. */
async function summaryFigure(label: string) {
  const summary = await screen.findByTestId('export-summary');
  return within(summary).getByText(label).nextElementSibling?.textContent;
}

// The links the page handed to the browser's own download, instead of navigating jsdom.
let opened: (string | null)[] = [];
beforeEach(() => {
  opened = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    opened.push(this.getAttribute('href'));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('export page', () => {
  it('groups the forms by protocol, basic before extended, under one heading', async () => {
    renderExport();
    expect(await screen.findByRole('heading', { level: 1, name: 'Eksport danych' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Eksport danych · oncoreg'));
    const sts = await screen.findByRole('group', { name: 'STS: Mięsaki tkanek miękkich' });
    expect(
      within(sts)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['STS · Podstawowy', 'STS · Rozszerzony']);
    const wt = screen.getByRole('group', { name: 'WT: Nerczak zarodkowy (guz Wilmsa)' });
    expect(within(wt).getByRole('checkbox', { name: 'WT · Podstawowy' })).toBeChecked();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows what the export holds and asks again when a choice changes', async () => {
    const { summaryQueries } = renderExport();
    expect(await summaryFigure('Pacjenci')).toBe('12\u00a0348');
    expect(await summaryFigure('Rekordy formularzy')).toBe('6000');
    expect(summaryQueries()).toEqual([
      'forms[]=STS-extended&forms[]=STS-basic&forms[]=WT-basic&pseudonymised=true',
    ]);
    // Each form tells its own records.
    expect(screen.getByText('rekordy: 3000')).toBeInTheDocument();
    const onlyTheirs = 'Tylko pacjenci z protokołem jednego z wybranych formularzy.';
    expect(screen.queryByText(onlyTheirs)).toBeNull();

    await userEvent.click(screen.getByRole('checkbox', { name: 'WT · Podstawowy' }));
    await waitFor(() => expect(summaryQueries()).toHaveLength(2));
    expect(summaryQueries()[1]).toBe('forms[]=STS-extended&forms[]=STS-basic&pseudonymised=true');
    await waitFor(async () => expect(await summaryFigure('Pacjenci')).toBe('12\u00a0347'));
    expect(await summaryFigure('Rekordy formularzy')).toBe('3000');
    // Fewer forms than offered: the patients are only theirs, and the summary says so.
    expect(screen.getByText(onlyTheirs)).toBeInTheDocument();

    await typeDate(userEvent, 'Od dnia', '01012024');
    await waitFor(() => expect(summaryQueries()).toHaveLength(3));
    expect(summaryQueries()[2]).toBe(
      'forms[]=STS-extended&forms[]=STS-basic&from=2024-01-01&pseudonymised=true',
    );
  });

  it('asks nothing while no form is chosen or the period runs backwards, and says why', async () => {
    const settle = () => new Promise((resolve) => setTimeout(resolve, 600));
    const { summaryQueries } = renderExport();
    await summaryFigure('Pacjenci');
    await userEvent.click(screen.getByRole('button', { name: 'Odznacz wszystkie' }));
    // Under the forms, and in the summary beside the disabled download.
    expect(await screen.findAllByText('Wybierz co najmniej jeden formularz.')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Pobierz eksport (ZIP)' })).toBeDisabled();
    await settle();
    expect(summaryQueries()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Zaznacz wszystkie' }));
    // A start alone is a period; an end typed before it is not.
    await typeDate(userEvent, 'Od dnia', '01052024');
    await waitFor(() => expect(summaryQueries().at(-1)).toContain('from=2024-05-01'));
    const asked = summaryQueries().length;
    await typeDate(userEvent, 'Do dnia', '30042024');
    expect(
      await screen.findAllByText('Data końcowa nie może być wcześniejsza niż początkowa.'),
    ).toHaveLength(2);
    await settle();
    expect(summaryQueries()).toHaveLength(asked);
  });

  it('says that a period bound typed wrong is no date, and asks nothing with it', async () => {
    const { summaryQueries } = renderExport();
    await summaryFigure('Pacjenci');

    await typeDate(userEvent, 'Od dnia', '31022024');

    expect(await dateField('Od dnia')).toHaveAccessibleDescription(
      'Nieprawidłowa data: wpisz dzień, miesiąc i rok (dd.mm.rrrr)',
    );
    expect(screen.getByRole('button', { name: 'Pobierz eksport (ZIP)' })).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(summaryQueries()).toHaveLength(1);
  });

  it('keeps the export pseudonymised, and says so, where the role has no other choice', async () => {
    const { summaryQueries, downloadBodies } = renderExport();
    expect(
      await screen.findByText(
        'Eksport będzie pseudonimizowany: Twoja rola nie pozwala na eksport danych identyfikujących.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('radio', { name: /Z danymi identyfikującymi/ })).toBeNull();
    await summaryFigure('Pacjenci');
    expect(summaryQueries()[0]).toMatch(/pseudonymised=true$/);
    await userEvent.click(screen.getByRole('button', { name: 'Pobierz eksport (ZIP)' }));
    await waitFor(() => expect(downloadBodies()).toHaveLength(1));
    expect(downloadBodies()[0]).toMatchObject({ pseudonymised: true });
  });

  it('offers identifiable data where the role may export it', async () => {
    const { summaryQueries } = renderExport({
      [`GET ${OPTIONS}`]: () => ({
        status: 200,
        body: exportOptions({ identifiableAllowed: true }),
      }),
    });
    const pseudonymised = await screen.findByRole('radio', { name: /^Pseudonimizowane/ });
    expect(pseudonymised).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /^Z danymi identyfikującymi/ }));
    await waitFor(() => expect(summaryQueries().at(-1)).toMatch(/pseudonymised=false$/));
  });

  it('asks for a download link with the choices and sends the browser to it', async () => {
    const { downloadBodies } = renderExport();
    await summaryFigure('Pacjenci');
    await userEvent.click(screen.getByRole('checkbox', { name: 'STS · Rozszerzony' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Szpitale' }));
    // A closed hospital's data is still there to export, marked as the other filters mark it.
    expect(
      await screen.findByRole('option', {
        name: 'ZAM-SM: Szpital Miejski w Zamościu (nieaktywny)',
      }),
    ).toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('option', { name: 'WAW-IMID: Instytut Matki i Dziecka' }),
    );
    await typeDate(userEvent, 'Od dnia', '01012024');
    await typeDate(userEvent, 'Do dnia', '31122024');
    await userEvent.click(screen.getByRole('radio', { name: /^Excel \(polski\)/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pobierz eksport (ZIP)' }));

    await waitFor(() => expect(opened).toEqual(['/api/v1/export/downloads/tok-1']));
    expect(downloadBodies()).toEqual([
      {
        file: 'registry.zip',
        forms: ['STS-basic', 'WT-basic'],
        hospitals: [4],
        from: '2024-01-01',
        to: '2024-12-31',
        pseudonymised: true,
        dialect: 'excel-pl',
      },
    ]);
    expect(
      await screen.findByText('Pobieranie się rozpoczęło: jego postęp pokazuje przeglądarka.'),
    ).toBeVisible();
  });

  it('keeps the focus on the download button while the link is prepared, taking no second click', async () => {
    let answer = (_: unknown) => undefined as void;
    const answered = new Promise((resolve) => (answer = resolve));
    const { downloadBodies } = renderExport({
      [`POST ${DOWNLOADS}`]: async () => {
        await answered;
        return {
          status: 201,
          body: { url: '/api/v1/export/downloads/tok-1', expiresAt: '2026-01-01T10:01:00.000Z' },
        };
      },
    });
    await summaryFigure('Pacjenci');
    const button = screen.getByRole('button', { name: 'Pobierz eksport (ZIP)' });
    await userEvent.click(button);

    // Not disabled, which a browser answers by moving the focus to the page's top.
    await waitFor(() => expect(button).toHaveTextContent('Przygotowanie pobierania…'));
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await userEvent.click(button);
    answer(undefined);

    await waitFor(() => expect(opened).toEqual(['/api/v1/export/downloads/tok-1']));
    expect(button).toHaveFocus();
    expect(downloadBodies()).toHaveLength(1);
  });

  it("downloads one form's file alone", async () => {
    const { downloadBodies } = renderExport();
    await summaryFigure('Pacjenci');
    await userEvent.click(screen.getByRole('button', { name: 'Pobierz tylko plik STS-basic.csv' }));
    await waitFor(() => expect(opened).toEqual(['/api/v1/export/downloads/tok-1']));
    expect(downloadBodies()).toEqual([
      { file: 'STS-basic.csv', forms: ['STS-basic'], pseudonymised: true, dialect: 'csv' },
    ]);
  });

  it('keeps the figures in a bar at the foot of a phone, which leads to the download', async () => {
    const wideAgain = narrowScreen();
    onTestFinished(wideAgain);
    renderExport();
    const bar = await screen.findByTestId('export-summary-bar');
    await waitFor(() => expect(bar).toHaveTextContent('Pacjenci: 12 348 · rekordy: 6000'));

    await userEvent.click(within(bar).getByRole('button', { name: 'Do pobrania' }));

    const card = screen.getByRole('button', { name: 'Pobierz eksport (ZIP)' }).closest('[id]');
    expect(card).toHaveFocus();
  });

  it('has no such bar beside the summary on a wide screen', async () => {
    renderExport();
    await summaryFigure('Pacjenci');
    expect(screen.queryByTestId('export-summary-bar')).toBeNull();
  });

  it('downloads a form with tables alone as a ZIP, its tables with it', async () => {
    const { downloadBodies } = renderExport();
    await summaryFigure('Pacjenci');
    expect(
      screen.queryByRole('button', { name: 'Pobierz tylko plik STS-extended.csv' }),
    ).toBeNull();
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Pobierz tylko formularz STS-extended z jego tabelami (ZIP)',
      }),
    );
    await waitFor(() => expect(opened).toEqual(['/api/v1/export/downloads/tok-1']));
    expect(downloadBodies()).toEqual([
      { file: 'registry.zip', forms: ['STS-extended'], pseudonymised: true, dialect: 'csv' },
    ]);
  });

  it("shows a refused download's errors on their fields and sends the browser nowhere", async () => {
    renderExport({
      [`POST ${DOWNLOADS}`]: () => ({
        status: 400,
        body: {
          code: 'validation_failed',
          message: 'Nieprawidłowe filtry eksportu',
          correlationId: 'c-400',
          details: {
            from: ['Data spoza zakresu rejestru'],
            'hospitals.0': ['Szpital poza zakresem'],
          },
        },
      }),
    });
    await summaryFigure('Pacjenci');
    await userEvent.click(screen.getByRole('button', { name: 'Pobierz eksport (ZIP)' }));
    const from = await dateField('Od dnia');
    await waitFor(() => expect(from).toHaveAccessibleDescription('Data spoza zakresu rejestru'));
    expect(screen.getByRole('combobox', { name: 'Szpitale' })).toHaveAccessibleDescription(
      'Szpital poza zakresem',
    );
    expect(opened).toEqual([]);
    // A change of the choices clears what the server said about the old ones.
    await typeDate(userEvent, 'Od dnia', '01012024');
    await waitFor(() => expect(from).toHaveAccessibleDescription('Puste pole: bez ograniczenia.'));
  });

  it('tells a refused identifiable export where that choice is made', async () => {
    renderExport({
      [`GET ${OPTIONS}`]: () => ({
        status: 200,
        body: exportOptions({ identifiableAllowed: true }),
      }),
      [`POST ${DOWNLOADS}`]: () => ({
        status: 403,
        body: { code: 'forbidden', message: 'Forbidden', correlationId: 'c-403' },
      }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: /^Z danymi identyfikującymi/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pobierz eksport (ZIP)' }));
    // Identifiable data is asked about once more before anything is asked of the server.
    const confirm = await screen.findByRole('dialog', { name: 'Pobrać dane identyfikujące?' });
    expect(confirm).toHaveTextContent('numery PESEL');
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Pobierz dane identyfikujące' }),
    );
    // The page is hidden from assistive technology until the dialog has closed.
    const group = await screen.findByRole('group', { name: 'Dane pacjentów' });
    expect(await within(group).findByText('Nie masz uprawnień do tego widoku')).toBeVisible();
    expect(opened).toEqual([]);
  });

  it('downloads nothing identifiable when the second question is cancelled', async () => {
    const { downloadBodies } = renderExport({
      [`GET ${OPTIONS}`]: () => ({
        status: 200,
        body: exportOptions({ identifiableAllowed: true }),
      }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: /^Z danymi identyfikującymi/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pobierz eksport (ZIP)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Pobrać dane identyfikujące?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Anuluj' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(downloadBodies()).toEqual([]);
    expect(opened).toEqual([]);
  });

  it('says a failed load failed, with a retry, and never that there is nothing to export', async () => {
    let failing = true;
    renderExport({
      [`GET ${OPTIONS}`]: () =>
        failing
          ? {
              status: 400,
              body: { code: 'bad_request', message: 'Zły wniosek', correlationId: 'c-1' },
            }
          : { status: 200, body: exportOptions() },
    });
    expect(await screen.findByText('Nie udało się wczytać ustawień eksportu.')).toBeVisible();
    expect(screen.queryByText(/Nie ma danych, które możesz wyeksportować/)).toBeNull();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(
      await screen.findByRole('group', { name: 'STS: Mięsaki tkanek miękkich' }),
    ).toBeVisible();
    expect(screen.queryByText('Nie udało się wczytać ustawień eksportu.')).toBeNull();
  });

  it('says there is nothing to export when the account reaches no hospital', async () => {
    const { summaryQueries } = renderExport({
      [`GET ${OPTIONS}`]: () => ({
        status: 200,
        body: exportOptions({ forms: [], hospitals: [] }),
      }),
    });
    expect(
      await screen.findByText(
        'Nie ma danych, które możesz wyeksportować: do Twojego konta nie przypisano żadnego szpitala.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Spróbuj ponownie' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pobierz eksport (ZIP)' })).toBeNull();
    expect(summaryQueries()).toEqual([]);
  });

  it.each([
    [
      'pl',
      'Wybierz, co ma się znaleźć w eksporcie. Obejmuje on pacjentów wszystkich szpitali rejestru i formularze wszystkich protokołów.',
      'Bez wyboru: wszystkie szpitale rejestru.',
      /Twoi|Twoje/,
    ],
    [
      'en',
      'Choose what the export should hold. It covers the patients of every hospital in the registry and the forms of every protocol.',
      'None chosen: every hospital in the registry.',
      /your hospitals|your protocols/,
    ],
  ] as const)(
    'tells a central administrator, who holds no hospital, that it covers them all (%s)',
    async (locale, intro, help, own) => {
      renderExport(
        {
          'GET /api/v1/account/accounts/me': () => ({ status: 200, body: admin }),
          [`GET ${OPTIONS}`]: () => ({
            status: 200,
            body: exportOptions({ identifiableAllowed: true }),
          }),
        },
        locale,
      );
      expect(await screen.findByText(intro)).toBeVisible();
      expect(screen.getByText(help)).toBeVisible();
      expect(screen.queryByText(own)).toBeNull();
    },
  );

  it('tells other roles that it covers their own hospitals and protocols', async () => {
    renderExport();
    expect(
      await screen.findByText(
        'Wybierz, co ma się znaleźć w eksporcie. Obejmuje on tylko pacjentów Twoich szpitali i formularze Twoich protokołów.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Bez wyboru: wszystkie Twoje szpitale.')).toBeVisible();
  });

  it('tells a central administrator that the registry has no hospital yet, not their account', async () => {
    renderExport({
      'GET /api/v1/account/accounts/me': () => ({ status: 200, body: admin }),
      [`GET ${OPTIONS}`]: () => ({
        status: 200,
        body: exportOptions({ hospitals: [], identifiableAllowed: true }),
      }),
    });
    expect(
      await screen.findByText(
        'Nie ma danych do wyeksportowania: w rejestrze nie ma jeszcze żadnego szpitala.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Twojego konta/)).toBeNull();
  });

  it('reads in English, with numbers written the English way', async () => {
    renderExport({}, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Data export' })).toBeVisible();
    const sts = await screen.findByRole('group', { name: 'STS: Soft tissue sarcomas' });
    expect(within(sts).getByRole('checkbox', { name: 'STS · Basic' })).toBeChecked();
    expect(await summaryFigure('Patients')).toBe('12,348');
    expect(await summaryFigure('Form records')).toBe('6,000');
    expect(
      screen.getByText(
        'The export will be pseudonymised: your role may not export identifiable data.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: /^Excel \(Polish\)/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Download the export (ZIP)' })).toBeEnabled();
    await waitFor(() => expect(document.title).toBe('Data export · oncoreg'));
  });

  it('is in the menu', async () => {
    renderExport();
    await screen.findByRole('heading', { level: 1, name: 'Eksport danych' });
    const entry = await screen.findByRole('menuitem', { name: 'Eksport danych' });
    expect(entry).toHaveAttribute('href', '/export');
  });
});
