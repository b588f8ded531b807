/**
 * What the engine's lists write and name, against a scripted API: a user's last sign-in as the
 * change log writes a moment (dd.MM.yyyy and the time to the second in Polish, the US date in
 * English), and each list's search box named for a screen reader, as its placeholder says, since
 * it has no label and the placeholder is gone once something is typed.
 */
import { cleanup, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import { App } from '../../src/App';
import { resourcePaths } from '../../src/framework/types';
import { createAppServices } from '../../src/providers';
import { LOCALE_STORAGE_KEY } from '../../src/providers/i18nProvider';
import { createFakeApi } from './fakeApi';
import type { Handler } from './fakeApi';
import { centralAdministrator } from './renderAdminView';

// The first visit of a view loads its code on demand, which takes jsdom more than a second.
configure({ asyncUtilTimeout: 5000 });

/** Midday UTC: the same day in any time zone the tests run in. */
const LAST_LOGIN = '2026-12-07T12:27:32.000Z';

const physician = {
  ...centralAdministrator,
  id: 8,
  email: 'jan@example.org',
  username: 'jkowalski',
  firstName: 'Jan',
  lastName: 'Kowalski',
  role: 'ROLE_REPORTER_PHYSICIAN',
  hospitals: [1],
  protocols: ['STS'],
  lastLogin: LAST_LOGIN,
};

const page = (data: unknown[]) => ({
  status: 200,
  body: { data, totalItems: data.length, totalPages: 1, page: 1, itemsPerPage: 10 },
});

const ROUTES: Record<string, Handler> = {
  'GET /api/v1/account/accounts': () => page([physician]),
  'POST /api/v1/hospital/hospitals/for-select': () => ({
    status: 200,
    body: { data: [{ id: 1, name: 'Uniwersytecki Szpital Dziecięcy', shortName: 'USD' }] },
  }),
  'GET /api/v1/hospital/hospitals': () => page([]),
  'GET /api/v1/category/categories': () => page([]),
  'GET /api/v1/patient/patients': () => page([]),
  'GET /api/v1/patient/categories': () => ({ status: 200, body: { data: [] } }),
};

function renderList(path: string, locale: 'pl' | 'en' = 'pl') {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  window.localStorage.setItem('oncoreg.accessToken', 'access-1');
  window.localStorage.setItem('oncoreg.refreshToken', 'refresh-1');
  const api = createFakeApi({
    'GET /api/v1/account/accounts/me': () => ({ status: 200, body: centralAdministrator }),
    ...ROUTES,
  });
  const services = createAppServices({ resourcePaths: resourcePaths(resources), fetch: api.fetch });
  render(
    <MemoryRouter initialEntries={[path]}>
      <App services={services} />
    </MemoryRouter>,
  );
}

const lastLogin = () => document.querySelector(`time[datetime="${LAST_LOGIN}"]`);

describe("the engine's lists", { timeout: 30_000 }, () => {
  it("write a user's last sign-in as the change log writes a moment, in Polish", async () => {
    renderList('/users');
    expect(await screen.findByText('Kowalski')).toBeInTheDocument();
    // The browser's own format wrote "7.12.2026, 13:27:32": no leading zero.
    expect(lastLogin()?.textContent).toMatch(/^07\.12\.2026, \d{2}:27:32$/);
  });

  it("write a user's last sign-in with the US date in English", async () => {
    renderList('/users', 'en');
    expect(await screen.findByText('Kowalski')).toBeInTheDocument();
    // The browser's own format wrote "12/7/2026, 1:27:32 PM".
    expect(lastLogin()?.textContent).toMatch(/^12\/07\/2026, \d{1,2}:27:32 [AP]M$/);
  });

  it.each([['/hospitals'], ['/users'], ['/categories']])(
    'name the search box of %s as its placeholder says, also while something is typed',
    async (path) => {
      const user = userEvent.setup();
      renderList(path);
      const search = await screen.findByRole('textbox', { name: 'Szukaj' });
      expect(search).toHaveAttribute('placeholder', 'Szukaj');
      await user.type(search, 'Kra');
      expect(screen.getByRole('textbox', { name: 'Szukaj' })).toHaveValue('Kra');
      cleanup();
    },
  );

  it('name the search box in English for an English user', async () => {
    renderList('/users', 'en');
    expect(await screen.findByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });

  it("name the patients' search box by its hint, which is its placeholder", async () => {
    renderList('/patients');
    const search = await screen.findByRole('textbox', {
      name: 'Imię, nazwisko, PESEL lub paszport',
    });
    expect(search).toHaveAttribute('placeholder', 'Imię, nazwisko, PESEL lub paszport');
  });
});
