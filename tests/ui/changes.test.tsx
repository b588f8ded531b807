import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { auditAction } from '../../domain/entity';
import { ENTITIES } from '../../domain/entities';
import { en } from '../../i18n/en';
import { pl } from '../../i18n/pl';
import { changes } from '../../resources/changes';
import { ChangeDetails } from '../../resources/changes/ChangeDetails';
import { HISTORY_TEXTS } from '../../resources/changes/historyTexts';
import { REDACTED } from '../../resources/changes/readableChanges';
import { ChangeList, actionLabel, objectTypeLabel } from '../../resources/changes/ChangeList';
import type { ChangeLogEntry } from '../../resources/changes/ChangeList';
import { LOCALE_STORAGE_KEY, createI18nProvider } from '../../src/providers/i18nProvider';
import type { Handler, RecordedCall } from './fakeApi';
import { typeDate } from './dateEntry';
import { decodedQuery, renderAdminView } from './renderAdminView';
import { narrowScreen } from './narrowScreen';

const LOGS = '/api/v1/logger/logs';
/** The first render loads react-admin's views on demand: slow on a busy machine. */
const FIRST_LOAD = { timeout: 5000 };

function logEntry(overrides: Partial<ChangeLogEntry> = {}): ChangeLogEntry {
  return {
    id: 1,
    at: '2024-03-15T13:30:15.000Z',
    accountId: 7,
    accountName: 'Anna Nowak',
    accountEmail: 'anna@example.org',
    action: 'hospital_update',
    path: '/api/v1/hospital/hospitals/12',
    objectType: 'hospital',
    objectId: '12',
    changes: {
      name: { old: 'Szpital Dziecięcy', new: 'Uniwersytecki Szpital Dziecięcy' },
      city: { old: null, new: 'Kraków' },
    },
    correlationId: 'corr-1',
    ...overrides,
  };
}

const hospitalUpdate = logEntry({ references: { object: 'Uniwersytecki Szpital Dziecięcy' } });
const passwordChange = logEntry({
  id: 2,
  at: '2024-03-14T08:00:00.000Z',
  action: 'password_change',
  path: '/api/v1/account/accounts/7/change-password',
  objectType: 'account',
  objectId: '7',
  changes: { password: { old: REDACTED, new: REDACTED } },
});
const unknownAction = logEntry({
  id: 3,
  at: '2024-03-13T08:00:00.000Z',
  action: 'patient_merge',
  accountId: null,
  accountName: null,
  accountEmail: null,
  path: null,
  objectType: null,
  objectId: null,
  changes: null,
});

function changeRoutes(): Record<string, Handler> {
  return {
    [`GET ${LOGS}`]: () => ({
      status: 200,
      body: {
        data: [hospitalUpdate, passwordChange, unknownAction],
        totalItems: 3,
        totalPages: 1,
        page: 1,
        itemsPerPage: 25,
      },
    }),
    [`GET ${LOGS}/facets`]: () => ({
      status: 200,
      body: { actions: ['password_change', 'hospital_update'], objectTypes: ['hospital'] },
    }),
    'GET /api/v1/account/accounts/7': () => ({
      status: 200,
      body: { id: 7, firstName: 'Anna', lastName: 'Nowak', email: 'anna@example.org' },
    }),
    'GET /api/v1/account/accounts': () => ({
      status: 200,
      body: {
        data: [{ id: 7, firstName: 'Anna', lastName: 'Nowak', email: 'anna@example.org' }],
        totalItems: 1,
        totalPages: 1,
        page: 1,
        itemsPerPage: 25,
      },
    }),
  };
}

function renderChanges(locale: 'pl' | 'en' = 'pl') {
  return renderAdminView(<ChangeList />, {
    routes: changeRoutes(),
    resourcePaths: { changes: changes.apiPath, users: '/v1/account/accounts' },
    locale,
    path: '/last-changes',
  });
}

/** The change log under the filters of its address, the server holding no entry for them. */
function renderEmptyLog(filter: Record<string, unknown>, locale: 'pl' | 'en' = 'pl') {
  return renderAdminView(<ChangeList />, {
    routes: {
      ...changeRoutes(),
      [`GET ${LOGS}`]: () => ({
        status: 200,
        body: { data: [], totalItems: 0, totalPages: 0, page: 1, itemsPerPage: 25 },
      }),
    },
    resourcePaths: { changes: changes.apiPath, users: '/v1/account/accounts' },
    locale,
    path: `/last-changes?filter=${encodeURIComponent(JSON.stringify(filter))}`,
  });
}

const passportCheck = logEntry({
  id: 4,
  action: 'passport_check',
  path: '/api/v1/patient/passport/details',
  objectType: 'passport',
  objectId: null,
  changes: { nationality: 'UA', passportNumber: 'AB1234567', patientId: null },
});

const logCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path === LOGS || call.path.startsWith(`${LOGS}?`));

describe('change log', { timeout: 20_000 }, () => {
  it('lists the newest changes first, with translated actions and unknown ones as codes', async () => {
    const { api } = renderChanges();

    expect(
      await screen.findByRole('heading', { name: 'Ostatnie zmiany' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(await screen.findByText('Aktualizacja szpitala', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByText('Zmiana hasła')).toBeInTheDocument();
    expect(screen.getByText('patient_merge')).toBeInTheDocument();
    expect(screen.getByText('System (bez zalogowanego użytkownika)')).toBeInTheDocument();
    expect(screen.getAllByText('Anna Nowak')).toHaveLength(2);
    // A long path may wrap after any of its slashes, never inside a word.
    const path = screen.getByText('/api/v1/hospital/hospitals/12');
    expect(path.querySelectorAll('wbr')).toHaveLength(5);
    // The hospital by its name, not its id alone.
    expect(
      screen.getByText('Szpital „Uniwersytecki Szpital Dziecięcy”: Nazwa, Miejscowość'),
    ).toBeInTheDocument();
    expect(decodedQuery(logCalls(api.calls)[0]!.path)).toBe(
      'page=1&itemsPerPage=25&sorts[at]=desc',
    );
  });

  it.each([
    ['pl', 'Żadna zmiana nie pasuje do wybranych filtrów.'],
    ['en', 'No change matches the chosen filters.'],
  ] as const)('says that no change matches filters that find none (%s)', async (locale, text) => {
    renderEmptyLog({ action: 'password_change' }, locale);
    expect(await screen.findByText(text, {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByText(/jeszcze pusty|empty so far|Last changes found/)).toBeNull();
  });

  it('shows in its pickers the action and object type the address filters by, though the log has none', async () => {
    renderEmptyLog({ action: 'logout', objectType: 'patient' });
    await screen.findByText('Żadna zmiana nie pasuje do wybranych filtrów.', {}, FIRST_LOAD);

    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: 'Akcja' })).toHaveTextContent('Wylogowanie');
      expect(screen.getByRole('combobox', { name: 'Typ obiektu' })).toHaveTextContent('Pacjent');
    });
  });

  it.each([
    ['pl', 'Akcja', 'Sprawdzenie numeru paszportu', 'Typ obiektu', 'Paszport'],
    ['en', 'Action', 'Passport number check', 'Object type', 'Passport'],
  ] as const)(
    'names a passport check and its object type in the pickers (%s)',
    async (locale, actionPicker, action, typePicker, type) => {
      renderEmptyLog({ action: 'passport_check', objectType: 'passport' }, locale);

      await waitFor(
        () => {
          expect(screen.getByRole('combobox', { name: actionPicker })).toHaveTextContent(action);
          expect(screen.getByRole('combobox', { name: typePicker })).toHaveTextContent(type);
        },
        { timeout: 5000 },
      );
    },
  );

  it('says the log is empty, not that nothing matches, when its filters hold no value', async () => {
    renderEmptyLog({ q: '', accountId: null, action: [] });
    expect(await screen.findByText(/jeszcze pusty/, {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByText('Żadna zmiana nie pasuje do wybranych filtrów.')).toBeNull();
  });

  it('shows the date and time in the English format for an English user', async () => {
    renderChanges('en');

    expect(await screen.findByText('Hospital updated', {}, FIRST_LOAD)).toBeInTheDocument();
    const time = document.querySelector('time[datetime="2024-03-15T13:30:15.000Z"]');
    expect(time?.textContent).toMatch(/^03\/15\/2024, \d{1,2}:30:15 [AP]M$/);
  });

  it("opens a hospital update to show each field's value before and after", async () => {
    const user = userEvent.setup();
    renderChanges();

    await user.click(await screen.findByText('Aktualizacja szpitala', {}, FIRST_LOAD));

    const details = await screen.findByRole('table', { name: 'Zmienione pola' });
    const rows = within(details).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PolePrzedPo',
      'NazwaSzpital DziecięcyUniwersytecki Szpital Dziecięcy',
      'Miejscowość—Kraków',
    ]);
  });

  it('leads from an opened form save to the whole form it left, reading the patient only then', async () => {
    const user = userEvent.setup();
    const formSave = logEntry({
      id: 9,
      action: 'form_saved',
      path: '/api/v1/form/forms/STS-extended/protocol-form-data/5',
      objectType: 'patient',
      objectId: '5',
      changes: {
        formId: { old: 'STS-extended', new: 'STS-extended' },
        protocol: { old: 'STS', new: 'STS' },
        version: { old: 2, new: 3 },
        notes: { old: null, new: 'Bez powikłań' },
      },
    });
    const { api } = renderAdminView(<ChangeList />, {
      routes: {
        ...changeRoutes(),
        [`GET ${LOGS}`]: () => ({
          status: 200,
          body: { data: [formSave], totalItems: 1, totalPages: 1, page: 1, itemsPerPage: 25 },
        }),
        'GET /api/v1/patient/patients/5': () => ({
          status: 200,
          body: { id: 5, protocols: [{ id: 31, protocol: 'STS', active: true }] },
        }),
      },
      resourcePaths: {
        changes: changes.apiPath,
        users: '/v1/account/accounts',
        patients: '/v1/patient/patients',
      },
      path: '/last-changes',
    });
    const patientReads = () => api.calls.filter((call) => call.path.startsWith('/api/v1/patient'));

    const row = await screen.findByText('Zapis formularza protokołu', {}, FIRST_LOAD);
    expect(patientReads()).toHaveLength(0);
    await user.click(row);

    expect(
      await screen.findByRole('link', { name: 'Pokaż cały formularz w wersji 3' }),
    ).toHaveAttribute('href', '/patient/5/forms/31/STS-extended/versions/3');
    expect(patientReads()).toHaveLength(1);
  });

  it('sends the action, object type and date range filters to the server', async () => {
    const user = userEvent.setup();
    const { api } = renderChanges();
    await screen.findByText('Aktualizacja szpitala', {}, FIRST_LOAD);

    await user.click(screen.getByRole('combobox', { name: 'Akcja' }));
    await user.click(await screen.findByRole('option', { name: 'Aktualizacja szpitala' }));
    await waitFor(
      () =>
        expect(decodedQuery(logCalls(api.calls).at(-1)!.path)).toContain(
          'filters[action]=hospital_update',
        ),
      { timeout: 3000 },
    );

    await user.click(screen.getByRole('combobox', { name: 'Typ obiektu' }));
    await user.click(await screen.findByRole('option', { name: 'Szpital' }));
    await typeDate(user, 'Od dnia', '01032024');
    await typeDate(user, 'Do dnia', '31032024');

    await waitFor(
      () => {
        const query = decodedQuery(logCalls(api.calls).at(-1)!.path);
        expect(query).toContain('filters[action]=hospital_update');
        expect(query).toContain('filters[objectType]=hospital');
        expect(query).toContain('filters[from]=2024-03-01');
        expect(query).toContain('filters[to]=2024-03-31');
        expect(query).toContain('sorts[at]=desc');
      },
      { timeout: 3000 },
    );
  });

  it('says on "Do dnia" that a range ends before it starts, and does not ask for it', async () => {
    const user = userEvent.setup();
    const { api } = renderChanges();
    await screen.findByText('Aktualizacja szpitala', {}, FIRST_LOAD);

    await typeDate(user, 'Od dnia', '10122026');
    await waitFor(
      () =>
        expect(decodedQuery(logCalls(api.calls).at(-1)!.path)).toContain(
          'filters[from]=2026-12-10',
        ),
      { timeout: 3000 },
    );
    await typeDate(user, 'Do dnia', '01122026');

    expect(
      await screen.findByText('Data końcowa jest wcześniejsza niż początkowa.'),
    ).toBeInTheDocument();
    // Longer than the typing pause, for a request that should not come.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(
      logCalls(api.calls).filter((call) => decodedQuery(call.path).includes('filters[to]=')),
    ).toEqual([]);
  });

  it('says so again when "Od dnia" moves after "Do dnia", and asks once the range is right', async () => {
    const user = userEvent.setup();
    const { api } = renderChanges();
    await screen.findByText('Aktualizacja szpitala', {}, FIRST_LOAD);

    await typeDate(user, 'Do dnia', '01122026');
    await typeDate(user, 'Od dnia', '10122026');
    expect(
      await screen.findByText('Data końcowa jest wcześniejsza niż początkowa.'),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(
      logCalls(api.calls).filter((call) => decodedQuery(call.path).includes('filters[from]=')),
    ).toEqual([]);

    await typeDate(user, 'Od dnia', '01112026');
    await waitFor(
      () => {
        const query = decodedQuery(logCalls(api.calls).at(-1)!.path);
        expect(query).toContain('filters[from]=2026-11-01');
        expect(query).toContain('filters[to]=2026-12-01');
      },
      { timeout: 3000 },
    );
    expect(screen.queryByText('Data końcowa jest wcześniejsza niż początkowa.')).toBeNull();
  });

  it.each([
    ['pl', 'Żadna zmiana nie mieści się w wybranym okresie'],
    ['en', 'No change falls in the chosen period'],
  ] as const)(
    'says why a reversed range from the address finds nothing (%s)',
    async (locale, text) => {
      renderEmptyLog({ from: '2026-12-10', to: '2026-12-01' }, locale);
      expect(await screen.findByText(new RegExp(text), {}, FIRST_LOAD)).toBeInTheDocument();
    },
  );

  it.each([
    ['pl', 'Szukaj'],
    ['en', 'Search'],
  ] as const)('names its search box, which has only a placeholder (%s)', async (locale, name) => {
    renderChanges(locale);
    const search = await screen.findByRole('textbox', { name }, FIRST_LOAD);
    expect(search).toHaveAttribute('placeholder', name);
  });

  it('offers the users to filter by and sends the chosen account id', async () => {
    const user = userEvent.setup();
    const { api } = renderChanges();
    await screen.findByText('Aktualizacja szpitala', {}, FIRST_LOAD);

    await user.click(screen.getByRole('combobox', { name: 'Użytkownik' }));
    await user.click(await screen.findByRole('option', { name: 'Anna Nowak (anna@example.org)' }));

    await waitFor(
      () =>
        expect(decodedQuery(logCalls(api.calls).at(-1)!.path)).toContain('filters[accountId]=7'),
      { timeout: 3000 },
    );
    const userCalls = api.calls.filter((call) => call.path.startsWith('/api/v1/account/accounts?'));
    expect(decodedQuery(userCalls[0]!.path)).toContain('sorts[lastName]=asc');
  });
});

describe('change details', () => {
  function renderDetails(entry: ChangeLogEntry) {
    render(
      <AdminContext i18nProvider={createI18nProvider()}>
        <ChangeDetails entry={entry} />
      </AdminContext>,
    );
  }

  it('shows a redacted secret as hidden, a boolean in words and hospitals by name', async () => {
    renderDetails(
      logEntry({
        action: 'account_update',
        objectType: 'account',
        changes: {
          password: { old: REDACTED, new: REDACTED },
          active: { old: true, new: false },
          hospitals: { old: [1], new: [1, 2] },
        },
        references: {
          hospitals: {
            1: { name: 'Szpital Dziecięcy', shortName: 'SD' },
            2: { name: 'Szpital Uniwersytecki', shortName: 'SU' },
          },
        },
      }),
    );

    const table = await screen.findByRole('table', { name: 'Zmienione pola' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'PolePrzedPo',
      // In the order of the users' declaration (domain/entities/users.ts).
      'SzpitaleSzpital DziecięcySzpital Dziecięcy, Szpital Uniwersytecki',
      'AktywnyTakNie',
      'Hasłoukryteukryte',
    ]);
  });

  it('names coded values, a gender or a role, in the interface language', async () => {
    renderDetails(
      logEntry({
        objectType: 'patient',
        changes: { gender: { old: 'Female', new: 'Male' }, role: 'ROLE_COORDINATOR' },
      }),
    );

    const cells = (await screen.findAllByRole('cell')).map((cell) => cell.textContent);
    expect(cells).toEqual(expect.arrayContaining(['Kobieta', 'Mężczyzna', 'Koordynator']));
  });

  it("on a phone, heads each field's values with its name across the table", async () => {
    const wideAgain = narrowScreen();
    try {
      renderDetails(hospitalUpdate);

      const table = await screen.findByRole('table', { name: 'Zmienione pola' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Przed', 'Po']);
      expect(
        within(table)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual([
        'PrzedPo',
        'Nazwa',
        'Szpital DziecięcyUniwersytecki Szpital Dziecięcy',
        'Miejscowość',
        '—Kraków',
      ]);
      const name = within(table).getByText('Nazwa');
      expect(name.tagName).toBe('TH');
      expect(name).toHaveAttribute('scope', 'rowgroup');
      expect(name).toHaveAttribute('colspan', '2');
    } finally {
      wideAgain();
    }
  });

  it.each([
    ['pl', ['PolePrzedPo', 'Numer paszportu—AB1234567', 'Obywatelstwo—Ukraina']],
    ['en', ['FieldBeforeAfter', 'Passport number—AB1234567', 'Nationality—Ukraine']],
  ] as const)(
    'reads a passport check as a PESEL check: labelled fields, the country by name, no value before (%s)',
    async (locale, expected) => {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
      try {
        renderDetails(passportCheck);

        const table = await screen.findByRole('table', {
          name: locale === 'pl' ? 'Zmienione pola' : 'Changed fields',
        });
        expect(
          within(table)
            .getAllByRole('row')
            .map((row) => row.textContent),
        ).toEqual(expected);
      } finally {
        window.localStorage.removeItem(LOCALE_STORAGE_KEY);
      }
    },
  );

  it('shows a PESEL check with a dash before, as any value that was not there', async () => {
    renderDetails(
      logEntry({
        action: 'pesel_check',
        objectType: 'pesel',
        objectId: null,
        changes: { pesel: '44051401359', patientId: null },
      }),
    );

    const table = await screen.findByRole('table', { name: 'Zmienione pola' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['PolePrzedPo', 'PESEL—44051401359']);
  });

  it('says that a row recorded no fields', async () => {
    renderDetails(logEntry({ changes: null, correlationId: null }));

    expect(await screen.findByText('Nie zapisano zmienionych pól.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Szczegóły techniczne' })).not.toBeInTheDocument();
  });
});

/**
 * Every action and object type the server writes to the audit trail (grep `action:` and
 * `objectType:` under server/ and demo/, and the actions passed to the services' audit helpers);
 * an entity's come from its declaration. A new one belongs here and in the catalogues.
 */
const SERVER_ACTIONS = [
  'login',
  'login_failed',
  'logout',
  'token_refresh',
  'refresh_token_reused',
  'password_change',
  'password_change_failed',
  'password_reset_requested',
  'password_reset',
  'account_email_change',
  'account_email_change_failed',
  'pesel_check',
  'passport_check',
  'dictionary_entry_create',
  'dictionary_entry_update',
  'dictionary_import',
  'patient_create',
  'patient_update',
  'patient_activate',
  'patient_deactivate',
  'patient_protocol_add',
  'patient_protocol_activate',
  'patient_protocol_deactivate',
  'patient_hospital_add',
  'patient_hospital_remove',
  'patient_favorite_add',
  'patient_favorite_remove',
  'patient_flag_add',
  'patient_flag_resolve',
  'patient_consent_add',
  'patient_attachment_add',
  'patient_attachment_delete',
  'form_saved',
  'form_definitions_load',
  'export',
  'export_link',
  ...ENTITIES.flatMap((entity) =>
    (['create', 'update', 'activate', 'deactivate'] as const).map((action) =>
      auditAction(entity, action),
    ),
  ),
];

const SERVER_OBJECT_TYPES = [
  'session',
  'account',
  'dictionary',
  'dictionaryEntry',
  'patient',
  'form',
  'pesel',
  'passport',
  'export',
  ...ENTITIES.map((entity) => entity.audit.objectType),
];

describe('change log names', () => {
  const catalogues = { pl, en } as const;

  /** The catalogue's text under a dotted key, as react-admin's translate finds it. */
  function translateIn(locale: 'pl' | 'en') {
    return (key: string, options?: { _?: string }) => {
      let node: unknown = catalogues[locale];
      for (const part of key.split('.')) {
        node =
          node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
      }
      return typeof node === 'string' ? node : (options?._ ?? key);
    };
  }

  it.each(['pl', 'en'] as const)(
    'names every action and object type the server writes (%s)',
    (locale) => {
      const translate = translateIn(locale) as Parameters<typeof actionLabel>[0];
      const texts = HISTORY_TEXTS[locale];
      expect(
        SERVER_ACTIONS.filter((action) => actionLabel(translate, action, texts) === action),
      ).toEqual([]);
      expect(
        SERVER_OBJECT_TYPES.filter((type) => objectTypeLabel(translate, type, texts) === type),
      ).toEqual([]);
    },
  );
});
