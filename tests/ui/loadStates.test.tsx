/**
 * Failed, loading and empty told apart: the shared failure state (what failed, why, the error
 * code, "Try again"), the engine's list (no empty state and no pager count over a failure), and
 * the engine's record pages (a failure offers a retry, an absent record reads not found).
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { QueryState } from '../../src/components/LoadState';
import { App } from '../../src/App';
import { resourcePaths } from '../../src/framework/types';
import type { ResourceConfig } from '../../src/framework/types';
import { createAppServices } from '../../src/providers';
import { HttpError } from '../../src/providers/httpClient';
import { createI18nProvider, LOCALE_STORAGE_KEY } from '../../src/providers/i18nProvider';
import { ChangeList } from '../../resources/changes/ChangeList';
import { changes } from '../../resources/changes';
import { createFakeApi } from './fakeApi';
import type { Answer, Handler } from './fakeApi';
import { renderAdminView } from './renderAdminView';

// The first visit of a view loads its code on demand, which takes jsdom more than a second.
configure({ asyncUtilTimeout: 10_000 });

const specimens: ResourceConfig = {
  name: 'specimens',
  apiPath: '/v1/specimen/specimens',
  permission: 'categories',
  routes: { list: '/specimens', show: '/specimen/:id', edit: '/specimen/:id/edit' },
  fields: [{ source: 'title', type: 'text', label: 'Title', sortable: true }],
  list: { perPage: 25 },
  recordRepresentation: 'title',
};

const admin = {
  id: 1,
  email: 'admin@example.org',
  username: null,
  firstName: 'Ewa',
  lastName: 'Admin',
  phone: null,
  role: 'ROLE_CENTRAL_ADMINISTRATOR',
  hospitals: [],
  protocols: [],
  active: true,
  lastLogin: null,
  previousLogin: null,
};

const page = (data: unknown[]) => ({
  status: 200,
  body: { data, totalItems: data.length, totalPages: 1, page: 1, itemsPerPage: 25 },
});

const serverFault: Answer = {
  status: 503,
  body: {
    code: 'unavailable',
    message: 'Serwer jest chwilowo niedostępny',
    correlationId: 'c-503',
  },
};

/** Answers `failures` in turn, then `success` for every later call. */
function failingFirst(failures: Answer[], success: Answer): Handler {
  let call = 0;
  return () => failures[call++] ?? success;
}

function renderEngine(path: string, routes: Record<string, Handler>) {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, 'pl');
  window.localStorage.setItem('oncoreg.accessToken', 'access-1');
  window.localStorage.setItem('oncoreg.refreshToken', 'refresh-1');
  const api = createFakeApi({
    'GET /api/v1/account/accounts/me': () => ({ status: 200, body: admin }),
    ...routes,
  });
  const services = createAppServices({
    resourcePaths: resourcePaths([specimens]),
    fetch: api.fetch,
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <App services={services} resources={[specimens]} />
    </MemoryRouter>,
  );
  return { api, services };
}

const listCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.path.startsWith('/api/v1/specimen/specimens?'));

describe('the shared failure state', { timeout: 30_000 }, () => {
  function Specimens({ load }: { load: () => Promise<string[]> }) {
    const query = useQuery({ queryKey: ['specimens'], queryFn: load });
    return (
      <QueryState query={query}>
        {(names) =>
          names.length ? (
            <ul>
              {names.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          ) : (
            <p>Nothing here yet</p>
          )
        }
      </QueryState>
    );
  }

  function renderQueryState(load: () => Promise<string[]>) {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'pl');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <AdminContext i18nProvider={createI18nProvider()} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <Specimens load={load} />
        </QueryClientProvider>
      </AdminContext>,
    );
  }

  it('shows loading, then why loading failed with the error code, then the data after a retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    let answer: (names: string[]) => void = () => undefined;
    renderQueryState(() => {
      calls += 1;
      if (calls === 1) {
        return Promise.reject(
          new HttpError({
            status: 0,
            code: 'timeout',
            message: 'The server did not answer within 6000 ms',
            correlationId: 'c-timeout',
          }),
        );
      }
      return new Promise((resolve) => (answer = resolve));
    });

    const failure = await screen.findByTestId('load-failed');
    expect(failure).toHaveTextContent('Nie udało się wczytać danych');
    expect(failure).toHaveTextContent('Serwer nie odpowiedział w ciągu 6 sekund');
    expect(failure).toHaveTextContent('Kod błędu: c-timeout');
    expect(screen.queryByText('Nothing here yet')).not.toBeInTheDocument();

    await user.click(within(failure).getByRole('button', { name: 'Spróbuj ponownie' }));
    // Asking again is loading again, not a failure still on screen.
    expect(await screen.findByRole('progressbar', { name: 'Ładowanie…' })).toBeInTheDocument();
    expect(screen.queryByTestId('load-failed')).not.toBeInTheDocument();
    answer(['Marrow']);

    expect(await screen.findByText('Marrow')).toBeInTheDocument();
    expect(screen.queryByTestId('load-failed')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('leaves an empty answer to the view, which says so', async () => {
    renderQueryState(() => Promise.resolve([]));
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.queryByTestId('load-failed')).not.toBeInTheDocument();
  });
});

describe("the engine's list", { timeout: 30_000 }, () => {
  it('shows a failed load as a failure with the modal alone beside it, then the rows after a retry', async () => {
    const user = userEvent.setup();
    const { api } = renderEngine('/specimens', {
      'GET /api/v1/specimen/specimens': failingFirst(
        [serverFault],
        page([{ id: 4, title: 'Marrow' }]),
      ),
    });

    const failure = await screen.findByTestId('load-failed');
    expect(failure).toHaveTextContent('Serwer jest chwilowo niedostępny');
    expect(failure).toHaveTextContent('Kod błędu: c-503');
    // Never the empty state, and no pager pretending to count rows.
    expect(
      screen.queryByText(/Brak pozycji|Brak wpisów|Nie znaleziono pozycji|nie pasuje do wybranych/),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(/\d+–\d+ z \d+/)).not.toBeInTheDocument();
    // The 5xx is told by the modal, not by a toast as well.
    const modal = await screen.findByRole('dialog');
    expect(modal).toHaveTextContent('Serwer jest chwilowo niedostępny');
    expect(screen.queryAllByTestId('toast')).toEqual([]);
    await user.click(within(modal).getByRole('button', { name: 'Potwierdź' }));

    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Marrow')).toBeInTheDocument();
    expect(screen.queryByTestId('load-failed')).not.toBeInTheDocument();
    expect(screen.getByText('1–1 z 1')).toBeInTheDocument();
    expect(listCalls(api.calls)).toHaveLength(2);
  });

  it('asks once and shows the failure at once: a failed load is not retried behind a spinner', async () => {
    const { api } = renderEngine('/specimens', {
      'GET /api/v1/specimen/specimens': () => ({ status: 404, body: { code: 'gone' } }),
    });
    expect(await screen.findByTestId('load-failed')).toHaveTextContent('Błąd pobierania danych');
    // A retry would have come within a second (react-query's default backs off 1 s, then 2 s).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(listCalls(api.calls)).toHaveLength(1);
  });

  it('shows the empty state, and no failure, when there is nothing to list', async () => {
    renderEngine('/specimens', { 'GET /api/v1/specimen/specimens': () => page([]) });
    expect(await screen.findByText('Brak wpisów.')).toBeInTheDocument();
    expect(screen.queryByTestId('load-failed')).not.toBeInTheDocument();
  });
});

describe("the engine's record pages", { timeout: 30_000 }, () => {
  it('offer a retry when a record fails to load, and show it once it comes', async () => {
    const user = userEvent.setup();
    renderEngine('/specimen/4', {
      'GET /api/v1/specimen/specimens/4': failingFirst(
        [{ status: 502, body: { code: 'bad_gateway', correlationId: 'c-502' } }],
        { status: 200, body: { id: 4, title: 'Marrow' } },
      ),
    });

    // The modal of the 5xx comes first; what is behind it is hidden from assistive technology.
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Potwierdź' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Nie udało się wczytać danych' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('load-failed')).toHaveTextContent('Kod błędu: c-502');
    expect(screen.getByRole('link', { name: 'Wróć do listy' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('toast')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('heading', { name: 'Marrow' })).toBeInTheDocument();
  });

  it('read not found for an absent record, with the way back to the list and no retry', async () => {
    renderEngine('/specimen/9/edit', {
      'GET /api/v1/specimen/specimens/9': () => ({
        status: 404,
        body: { code: 'not_found', message: 'Not found', correlationId: 'c-404' },
      }),
    });

    expect(await screen.findByRole('heading', { name: 'Nie znaleziono' })).toBeInTheDocument();
    expect(
      screen.getByText('Ten wpis nie istnieje albo jest poza Twoim zakresem dostępu.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć do listy' })).toHaveAttribute(
      'href',
      '/specimens',
    );
    expect(screen.queryByRole('button', { name: 'Spróbuj ponownie' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByTestId('toast')).toEqual([]));
  });
});

describe("react-admin's own list (the change log)", { timeout: 30_000 }, () => {
  it('shows a failed load as a failure with no pager, then the entries after a retry', async () => {
    const user = userEvent.setup();
    const entry = {
      id: 31,
      at: '2026-02-03T10:00:00.000Z',
      accountId: null,
      accountName: null,
      accountEmail: null,
      action: 'login',
      path: '/api/login_check',
      objectType: null,
      objectId: null,
      changes: null,
    };
    renderAdminView(<ChangeList />, {
      routes: {
        'GET /api/v1/logger/logs': failingFirst(
          [{ status: 404, body: { code: 'gone', message: 'Dziennik niedostępny' } }],
          {
            status: 200,
            body: { data: [entry], totalItems: 1, totalPages: 1, page: 1, itemsPerPage: 25 },
          },
        ),
        'GET /api/v1/logger/logs/facets': () => ({
          status: 200,
          body: { actions: ['login'], objectTypes: [] },
        }),
        'GET /api/v1/account/accounts': () => ({
          status: 200,
          body: { data: [], totalItems: 0, totalPages: 0, page: 1, itemsPerPage: 25 },
        }),
      },
      resourcePaths: { changes: changes.apiPath, users: '/v1/account/accounts' },
      path: '/last-changes',
    });

    const failure = await screen.findByTestId('load-failed');
    expect(failure).toHaveTextContent('Dziennik niedostępny');
    expect(screen.queryByText('Dziennik zmian jest jeszcze pusty.')).not.toBeInTheDocument();
    expect(
      screen.queryByText(/Nie znaleziono pozycji|nie pasuje do wybranych/),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(/\d+–\d+ z \d+/)).not.toBeInTheDocument();
    expect(screen.queryAllByTestId('toast')).toEqual([]);

    await user.click(within(failure).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('/api/login_check')).toBeInTheDocument();
    expect(screen.getByText('1–1 z 1')).toBeInTheDocument();
  });
});
