/**
 * The backups page at /backups and the dashboard's backup warning, against a scripted API: a
 * status that is fine, overdue, with automatic backups off, and one that fails to load (told,
 * with a retry, never as "no backups"), in both languages; the whole checksum on demand; the
 * menu entry; and no role but the central administrator asking for the status at all.
 */
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, parseISO } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { pl } from 'date-fns/locale/pl';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { BackupRunSummary, BackupStatus } from '../../domain/backups';
import { resources } from '../../resources';
import { App } from '../../src/App';
import { resourcePaths } from '../../src/framework/types';
import { createAppServices } from '../../src/providers';
import { LOCALE_STORAGE_KEY } from '../../src/providers/i18nProvider';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../src/providers/tokenStore';
import { createFakeApi } from './fakeApi';
import type { Handler } from './fakeApi';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const BACKUPS = '/api/v1/backups';
const SHA = '3f2a9c0d7e5b41a8c6d2e9f0b1a7c3d5e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3';

const account = (role: string) => ({
  id: 1,
  email: 'admin@example.org',
  username: null,
  firstName: 'Ewa',
  lastName: 'Zawadzka',
  phone: null,
  role,
  hospitals: role === 'ROLE_CENTRAL_ADMINISTRATOR' ? [] : [3],
  protocols: [],
  active: true,
  lastLogin: '2026-03-02T08:00:00.000Z',
  previousLogin: '2026-03-01T08:00:00.000Z',
});

function backup(extra: Partial<BackupRunSummary> = {}): BackupRunSummary {
  return {
    id: 2,
    trigger: 'schedule',
    startedAt: '2026-03-02T06:00:00.000Z',
    finishedAt: '2026-03-02T06:01:30.000Z',
    ok: true,
    file: 'oncoreg-2026-03-02T06-00-00Z.dump',
    bytes: 5_368_709_120,
    sha256: SHA,
    error: null,
    ...extra,
  };
}

const failure = backup({
  id: 3,
  startedAt: '2026-03-02T07:00:00.000Z',
  finishedAt: '2026-03-02T07:00:05.000Z',
  ok: false,
  file: null,
  bytes: null,
  sha256: null,
  error: "ENOSPC: no space left on device, write 'oncoreg-next.dump'",
});

function status(extra: Partial<BackupStatus> = {}): BackupStatus {
  return {
    automatic: true,
    intervalSeconds: 86_400,
    keep: 14,
    overdue: false,
    overdueAfter: '2026-03-04T06:00:00.000Z',
    checkedAt: '2026-03-02T09:00:00.000Z',
    lastRun: backup(),
    lastSuccess: backup(),
    recentRuns: [
      backup(),
      backup({ id: 1, trigger: 'command', startedAt: '2026-03-01T06:00:00.000Z' }),
    ],
    ...extra,
  };
}

/** Two days and more without a success: the last try failed, the success before is old. */
const OVERDUE = status({
  overdue: true,
  overdueAfter: '2026-03-01T06:00:00.000Z',
  checkedAt: '2026-03-02T09:00:00.000Z',
  lastRun: failure,
  lastSuccess: backup({
    startedAt: '2026-02-27T06:00:00.000Z',
    finishedAt: '2026-02-27T06:01:00.000Z',
  }),
  recentRuns: [failure],
});

const OFF = status({
  automatic: false,
  overdueAfter: null,
  lastRun: null,
  lastSuccess: null,
  recentRuns: [],
});

const EMPTY_STATS = {
  year: 2026,
  years: [2026],
  recentPatients: 0,
  patientsInYear: 0,
  patientsByGender: [],
  patientsByProtocol: [],
  patientsByHospital: [],
  formsSaved: 0,
  formsByType: [],
  recentForms: [],
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderAt(
  path: string,
  routes: Record<string, Handler>,
  {
    locale = 'pl',
    role = 'ROLE_CENTRAL_ADMINISTRATOR',
  }: { locale?: 'pl' | 'en'; role?: string } = {},
) {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  window.localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  window.localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
  const api = createFakeApi({
    'GET /api/v1/account/accounts/me': () => ({ status: 200, body: account(role) }),
    'GET /api/v1/dashboard/stats': () => ({ status: 200, body: EMPTY_STATS }),
    'GET /api/v1/dashboard/favorite-patients': () => ({
      status: 200,
      body: { data: [], total: 0 },
    }),
    'GET /api/v1/dashboard/correction-flags': () => ({ status: 200, body: { data: [], total: 0 } }),
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

const answer =
  (body: BackupStatus): Handler =>
  () => ({ status: 200, body });
const statusCalls = (api: ReturnType<typeof createFakeApi>) =>
  api.calls.filter((call) => call.path === BACKUPS);

describe('backups page', () => {
  it('shows backups that are up to date: state, last run, last success, settings and recent runs (Polish)', async () => {
    const user = userEvent.setup();
    renderAt('/backups', { [`GET ${BACKUPS}`]: answer(status()) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Kopie zapasowe' })).toBeVisible();
    const state = await screen.findByTestId('backup-state');
    expect(state).toHaveTextContent(
      'Kopie zapasowe są aktualne: ostatnią udaną wykonano około 3 godziny temu.',
    );

    const lastRun = screen.getByTestId('backup-last-run');
    expect(lastRun).toHaveTextContent(
      format(parseISO('2026-03-02T06:00:00.000Z'), 'PPPp', { locale: pl }),
    );
    expect(lastRun).toHaveTextContent('Udana');
    expect(lastRun).toHaveTextContent('harmonogram serwera');
    expect(lastRun).toHaveTextContent('1 minuta 30 sekund');
    expect(lastRun).toHaveTextContent('oncoreg-2026-03-02T06-00-00Z.dump');
    expect(lastRun).toHaveTextContent('5 GB');
    // The checksum is shortened; the whole of it is one click away.
    expect(lastRun).not.toHaveTextContent(SHA);
    await user.click(
      within(lastRun).getByRole('button', { name: `${SHA.slice(0, 12)}… Pokaż całą sumę SHA-256` }),
    );
    expect(lastRun).toHaveTextContent(SHA);
    expect(screen.getByTestId('backup-last-success')).toHaveTextContent(
      'oncoreg-2026-03-02T06-00-00Z.dump',
    );

    expect(screen.getByText('Włączone')).toBeVisible();
    expect(screen.getByText('1 dzień')).toBeVisible();
    expect(screen.getByText('14')).toBeVisible();

    const table = screen.getByRole('table', { name: 'Ostatnie kopie' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('polecenie npm run backup');
    expect(rows[1]).toHaveTextContent(
      format(parseISO('2026-03-01T06:00:00.000Z'), 'PPPp', { locale: pl }),
    );
    // The menu has the entry, among the administrator's.
    expect(screen.getByRole('menuitem', { name: 'Kopie zapasowe' })).toHaveAttribute(
      'href',
      '/backups',
    );
  });

  it('warns when backups are overdue and shows why the last one failed (English)', async () => {
    renderAt('/backups', { [`GET ${BACKUPS}`]: answer(OVERDUE) }, { locale: 'en' });

    const state = await screen.findByTestId('backup-state');
    expect(state).toHaveTextContent('No recent backup');
    expect(state).toHaveTextContent(
      `No backup has succeeded since ${format(parseISO('2026-02-27T06:00:00.000Z'), 'PPPp', { locale: enUS })}: longer than two intervals between backups (1 day).`,
    );
    expect(state).toHaveTextContent("the README's “Backups and restore” section");
    const lastRun = screen.getByTestId('backup-last-run');
    expect(lastRun).toHaveTextContent('Failed');
    expect(lastRun).toHaveTextContent("ENOSPC: no space left on device, write 'oncoreg-next.dump'");
    expect(screen.getByTestId('backup-last-success')).toHaveTextContent('3 days ago');
  });

  it('warns that no backup ever succeeded when overdue without a success (Polish)', async () => {
    renderAt('/backups', {
      [`GET ${BACKUPS}`]: answer({ ...OVERDUE, lastSuccess: null }),
    });
    expect(await screen.findByTestId('backup-state')).toHaveTextContent(
      'Żadna kopia nie udała się od uruchomienia serwera, czyli dłużej niż przez dwa odstępy między kopiami (1 dzień).',
    );
    expect(screen.getByTestId('backup-last-success')).toHaveTextContent('Jeszcze żadnej.');
  });

  it.each([
    [
      'pl',
      'Automatyczne kopie zapasowe są wyłączone',
      'plik README (rozdział o kopiach zapasowych)',
      'Nie zapisano jeszcze żadnej kopii zapasowej.',
    ],
    [
      'en',
      'Automatic backups are off',
      "the README's “Backups and restore” section",
      'No backup has been recorded yet.',
    ],
  ] as const)(
    'says automatic backups are off, pointing to the README (%s)',
    async (locale, title, readme, empty) => {
      renderAt('/backups', { [`GET ${BACKUPS}`]: answer(OFF) }, { locale });
      const state = await screen.findByTestId('backup-state');
      expect(state).toHaveTextContent(title);
      expect(state).toHaveTextContent(readme);
      // An administrator may not run the server: told whom to ask.
      expect(state).toHaveTextContent(/Poproś osobę, która prowadzi serwer|Ask whoever runs/);
      expect(state).toHaveTextContent('npm run backup');
      expect(screen.getByText(empty)).toBeVisible();
    },
  );

  it.each([
    [
      'pl',
      'Nie udało się wczytać stanu kopii zapasowych.',
      'Spróbuj ponownie',
      'Kopie zapasowe są aktualne',
    ],
    ['en', 'The backup status could not be loaded.', 'Try again', 'Backups are up to date'],
  ] as const)(
    'tells a status that failed to load apart from no backups, and retries (%s)',
    async (locale, failed, retry, ok) => {
      const user = userEvent.setup();
      let attempts = 0;
      const api = renderAt(
        '/backups',
        {
          [`GET ${BACKUPS}`]: () => {
            attempts += 1;
            if (attempts === 1) throw new TypeError('Failed to fetch');
            return { status: 200, body: status() };
          },
        },
        { locale },
      );
      const alert = await screen.findByTestId('backup-load-failed');
      expect(alert).toHaveTextContent(failed);
      expect(screen.queryByTestId('backup-state')).not.toBeInTheDocument();
      expect(screen.queryByTestId('backup-last-run')).not.toBeInTheDocument();
      await user.click(within(alert).getByRole('button', { name: retry }));
      expect(await screen.findByTestId('backup-state')).toHaveTextContent(ok);
      expect(statusCalls(api)).toHaveLength(2);
    },
  );

  it('sends anyone but the central administrator home without asking for the status', async () => {
    const api = renderAt('/backups', {}, { role: 'ROLE_DATA_ADMINISTRATOR' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(await screen.findByText('Nie masz uprawnień do tego widoku')).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Kopie zapasowe' })).not.toBeInTheDocument();
    expect(statusCalls(api)).toEqual([]);
  });
});

describe('dashboard backup warning', () => {
  it('warns the central administrator of overdue backups, with a link to the page', async () => {
    const user = userEvent.setup();
    renderAt('/', { [`GET ${BACKUPS}`]: answer(OVERDUE) }, { locale: 'en' });
    const alert = await screen.findByTestId('dashboard-backup-alert');
    expect(alert).toHaveTextContent(
      'Backups are overdue: the last successful one was taken 3 days ago.',
    );
    await user.click(within(alert).getByRole('link', { name: 'Backups' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/backups');
  });

  it('says automatic backups are off (Polish)', async () => {
    renderAt('/', { [`GET ${BACKUPS}`]: answer(OFF) });
    expect(await screen.findByTestId('dashboard-backup-alert')).toHaveTextContent(
      'Automatyczne kopie zapasowe są wyłączone.',
    );
  });

  it('says so when the status could not be checked, not that backups are missing', async () => {
    renderAt('/', {
      [`GET ${BACKUPS}`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await screen.findByTestId('dashboard-backup-alert')).toHaveTextContent(
      'Nie udało się sprawdzić stanu kopii zapasowych.',
    );
  });

  it('stays silent while backups are up to date', async () => {
    const api = renderAt('/', { [`GET ${BACKUPS}`]: answer(status()) });
    await waitFor(() => expect(statusCalls(api)).toHaveLength(1));
    // Time for the answer to be rendered, were it a warning.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Strona główna' })).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('last-login')).toBeVisible());
    expect(screen.queryByTestId('dashboard-backup-alert')).not.toBeInTheDocument();
  });

  it.each(['ROLE_REPORTER_PHYSICIAN', 'ROLE_COORDINATOR', 'ROLE_DATA_ADMINISTRATOR'])(
    'never asks for the status for %s',
    async (role) => {
      const api = renderAt('/', { [`GET ${BACKUPS}`]: answer(OVERDUE) }, { role });
      await waitFor(() => expect(screen.getByTestId('last-login')).toBeVisible());
      await waitFor(() =>
        expect(
          api.calls.some((call) => call.path.startsWith('/api/v1/dashboard/favorite-patients')),
        ).toBe(true),
      );
      expect(statusCalls(api)).toEqual([]);
      expect(screen.queryByTestId('dashboard-backup-alert')).not.toBeInTheDocument();
    },
  );
});
