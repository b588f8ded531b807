/**
 * An open session follows a change of its account's permissions at its next request: the answer's
 * permissions fingerprint no longer matches the account the tab holds, so the account is loaded
 * again, the menu and the route guards ask the permission table again, and the user is told.
 */
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS_VERSION_HEADER, permissionsVersion } from '../../domain/session';
import { resources } from '../../resources';
import { App } from '../../src/App';
import { resourcePaths } from '../../src/framework/types';
import { createAppServices } from '../../src/providers';
import { LOCALE_STORAGE_KEY } from '../../src/providers/i18nProvider';
import { createFakeApi } from './fakeApi';
import type { Answer, Handler } from './fakeApi';

configure({ asyncUtilTimeout: 5000 });

const emptyList = { data: [], totalItems: 0, totalPages: 0, page: 1, itemsPerPage: 25 };

function account(role: string, hospitals: number[]) {
  return {
    id: 7,
    email: 'anna@example.org',
    username: 'anowak',
    firstName: 'Anna',
    lastName: 'Nowak',
    phone: null,
    role,
    hospitals,
    protocols: [],
    active: true,
    lastLogin: null,
    previousLogin: null,
  };
}

/** A server whose account can be changed behind the browser's back; every answer carries its version. */
function server() {
  const state = { account: account('ROLE_CENTRAL_ADMINISTRATOR', []) };
  const signed =
    (answer: (call: Parameters<Handler>[0]) => Answer): Handler =>
    (call) => {
      const reply = answer(call);
      return {
        ...reply,
        headers: {
          ...reply.headers,
          [PERMISSIONS_VERSION_HEADER]: permissionsVersion(state.account),
        },
      };
    };
  const isAdministrator = () => state.account.role === 'ROLE_CENTRAL_ADMINISTRATOR';
  const refused = { status: 403, body: { code: 'forbidden', message: 'Brak uprawnień' } };
  const routes: Record<string, Handler> = {
    'GET /api/v1/account/accounts/me': signed(() => ({ status: 200, body: state.account })),
    'GET /api/v1/account/accounts': signed(() =>
      isAdministrator() ? { status: 200, body: emptyList } : refused,
    ),
    'GET /api/v1/hospital/hospitals': signed(() =>
      isAdministrator() ? { status: 200, body: emptyList } : refused,
    ),
    'GET /api/v1/dashboard/stats': signed(() => refused),
  };
  return { state, routes };
}

function renderApp(path: string, routes: Record<string, Handler>) {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, 'pl');
  window.localStorage.setItem('oncoreg.accessToken', 'access-1');
  window.localStorage.setItem('oncoreg.refreshToken', 'refresh-1');
  const api = createFakeApi(routes);
  const services = createAppServices({ resourcePaths: resourcePaths(resources), fetch: api.fetch });
  render(
    <MemoryRouter initialEntries={[path]}>
      <App services={services} />
    </MemoryRouter>,
  );
  return { api, services };
}

describe('a change of the signed-in account’s permissions', { timeout: 30_000 }, () => {
  it('reaches the menu, the screen and the held identity at the next request', async () => {
    const user = userEvent.setup();
    const { state, routes } = server();
    const { api, services } = renderApp('/hospitals', routes);
    expect(await screen.findByRole('heading', { name: 'Szpitale' })).toBeInTheDocument();
    const menu = screen.getByRole('menuitem', { name: /Użytkownicy/ });

    // An administrator makes this account a coordinator of hospital 3.
    state.account = account('ROLE_COORDINATOR', [3]);
    await user.click(menu);

    // The refused list told the browser; it reloaded the account and followed it.
    await waitFor(() => expect(services.account.current()?.role).toBe('ROLE_COORDINATOR'));
    expect(services.account.current()?.hospitals).toEqual([3]);
    await waitFor(() =>
      expect(screen.queryByRole('menuitem', { name: /Szpitale/ })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('menuitem', { name: /Użytkownicy/ })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Pacjenci/ })).toBeInTheDocument();
    const toasts = await screen.findAllByTestId('toast');
    expect(
      toasts.some((toast) =>
        /Administrator zmienił uprawnienia Twojego konta/.test(toast.textContent ?? ''),
      ),
    ).toBe(true);
    // The users screen is no longer this account's: it goes home.
    expect(await screen.findByRole('heading', { name: 'Strona główna' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Użytkownicy' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/v1/account/accounts/me')).toHaveLength(2);
  });

  it('leaves the account alone while the answers match it', async () => {
    const { routes } = server();
    const { api } = renderApp('/hospitals', routes);
    expect(await screen.findByRole('heading', { name: 'Szpitale' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.some((call) => call.path.startsWith('/api/v1/hospital/hospitals'))).toBe(
        true,
      ),
    );
    expect(api.calls.filter((call) => call.path === '/api/v1/account/accounts/me')).toHaveLength(1);
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });
});
