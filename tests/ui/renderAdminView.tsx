/**
 * Renders one view inside react-admin's providers the way the app wires them (the real data,
 * auth and i18n providers over the fake API, the toast stack), signed in as a central
 * administrator. For views the routes of App.tsx do not reach on their own.
 */
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { AppServicesContext } from '../../src/AppServicesContext';
import { AppNotification } from '../../src/feedback/AppNotification';
import { FeedbackProvider } from '../../src/feedback/FeedbackContext';
import { createAppServices } from '../../src/providers';
import { LOCALE_STORAGE_KEY } from '../../src/providers/i18nProvider';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../src/providers/tokenStore';
import { createFakeApi } from './fakeApi';
import type { Handler } from './fakeApi';

export const centralAdministrator = {
  id: 1,
  email: 'admin@example.org',
  username: 'admin',
  firstName: 'Ewa',
  lastName: 'Zając',
  phone: null,
  role: 'ROLE_CENTRAL_ADMINISTRATOR',
  hospitals: [],
  protocols: [],
  active: true,
  lastLogin: null,
  previousLogin: null,
};

export interface RenderAdminViewOptions {
  routes: Record<string, Handler>;
  resourcePaths: Record<string, string>;
  locale?: 'pl' | 'en';
  path?: string;
}

export function renderAdminView(
  view: ReactElement,
  { routes, resourcePaths, locale = 'pl', path = '/' }: RenderAdminViewOptions,
) {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  window.localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  window.localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
  const api = createFakeApi({
    'GET /api/v1/account/accounts/me': () => ({ status: 200, body: centralAdministrator }),
    ...routes,
  });
  const services = createAppServices({ resourcePaths, fetch: api.fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppServicesContext.Provider value={services}>
        <FeedbackProvider toasts={services.toasts} serverErrors={services.serverErrors}>
          <AdminContext
            dataProvider={services.dataProvider}
            authProvider={services.authProvider}
            i18nProvider={services.i18nProvider}
            store={memoryStore()}
            queryClient={queryClient}
          >
            {view}
            <AppNotification />
          </AdminContext>
        </FeedbackProvider>
      </AppServicesContext.Provider>
    </MemoryRouter>,
  );
  return { api, services };
}

/** A call's query string, decoded, for readable assertions (`filters[action]=...`). */
export function decodedQuery(path: string): string {
  const query = path.includes('?') ? path.slice(path.indexOf('?') + 1) : '';
  return decodeURIComponent(query.replace(/\+/g, ' '));
}
