/**
 * An account signed in with a generated one-time password (`mustChangePassword`) gets the
 * password screen before anything else, not the dashboard; once the password is changed, the
 * app opens. Against a scripted API, in both languages.
 */
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App';
import { createAppServices } from '../../src/providers';
import { LOCALE_STORAGE_KEY } from '../../src/providers/i18nProvider';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../src/providers/tokenStore';
import { createFakeApi } from './fakeApi';
import type { Handler } from './fakeApi';

// The first visit of a page loads its code on demand, which takes jsdom more than a second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const ME = '/api/v1/account/accounts/me';
const CHANGE = '/api/v1/account/accounts/1/change-password';

const administrator = {
  id: 1,
  email: 'admin@oncoreg.local',
  username: null,
  firstName: 'Administrator',
  lastName: 'Centralny',
  phone: null,
  role: 'ROLE_CENTRAL_ADMINISTRATOR',
  hospitals: [],
  protocols: [],
  active: true,
  lastLogin: '2026-03-02T09:00:00.000Z',
  previousLogin: null,
  deactivationReason: null,
  createdAt: '2026-03-02T08:59:00.000Z',
  mustChangePassword: true,
};

const emptyStats = {
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

function renderSignedIn(routes: Record<string, Handler>, locale: 'pl' | 'en' = 'pl') {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  window.localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  window.localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
  const api = createFakeApi({
    'GET /api/v1/dashboard/stats': () => ({ status: 200, body: emptyStats }),
    'GET /api/v1/dashboard/favorite-patients': () => ({
      status: 200,
      body: { data: [], total: 0 },
    }),
    'GET /api/v1/dashboard/correction-flags': () => ({ status: 200, body: { data: [], total: 0 } }),
    ...routes,
  });
  const services = createAppServices({ resourcePaths: {}, fetch: api.fetch });
  render(
    <MemoryRouter initialEntries={['/']}>
      <App services={services} />
    </MemoryRouter>,
  );
  return { api, services };
}

describe('an account that must change its one-time password', () => {
  it('gets the password screen instead of the dashboard, and the app once the password is changed', async () => {
    const user = userEvent.setup();
    let mustChange = true;
    const { api, services } = renderSignedIn({
      [`GET ${ME}`]: () => ({
        status: 200,
        body: { ...administrator, mustChangePassword: mustChange },
      }),
      [`PATCH ${CHANGE}`]: () => {
        mustChange = false;
        return { status: 200, body: { token: 'access-2', refresh_token: 'refresh-2' } };
      },
    });

    expect(await screen.findByRole('heading', { name: 'Ustaw własne hasło' })).toBeInTheDocument();
    expect(screen.getByText(/Konto zostało utworzone z jednorazowym hasłem/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Strona główna' })).not.toBeInTheDocument();
    // Nothing but the account was asked for: no dashboard, no menu behind the screen.
    expect(api.calls.map((call) => call.path)).toEqual([ME]);

    await user.type(screen.getByLabelText(/^Obecne hasło/), 'Generated-Once-7');
    await user.type(screen.getByLabelText(/^Nowe hasło/), 'Chosen-Pass-2026');
    await user.type(screen.getByLabelText(/^Powtórz nowe hasło/), 'Chosen-Pass-2026');
    await user.click(screen.getByRole('button', { name: 'Ustaw hasło i przejdź do rejestru' }));

    expect(await screen.findByRole('heading', { name: 'Strona główna' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ustaw własne hasło' })).not.toBeInTheDocument();
    const change = api.calls.find((call) => call.path === CHANGE);
    expect(change?.body).toEqual({
      currentPassword: 'Generated-Once-7',
      newPassword1: 'Chosen-Pass-2026',
      newPassword2: 'Chosen-Pass-2026',
    });
    expect(services.tokens.getAccessToken()).toBe('access-2');
  });

  it('keeps the screen, with the field error, when the current password is wrong', async () => {
    const user = userEvent.setup();
    renderSignedIn(
      {
        [`GET ${ME}`]: () => ({ status: 200, body: administrator }),
        [`PATCH ${CHANGE}`]: () => ({
          status: 422,
          body: {
            code: 'validation_failed',
            message: 'The form contains errors',
            correlationId: 'corr-422',
            details: { currentPassword: ['The current password is incorrect'] },
          },
        }),
      },
      'en',
    );

    expect(
      await screen.findByRole('heading', { name: 'Set your own password' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Current password/), 'Not-the-one-1');
    await user.type(screen.getByLabelText(/^New password/), 'Chosen-Pass-2026');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'Chosen-Pass-2026');
    await user.click(
      screen.getByRole('button', { name: 'Set the password and open the registry' }),
    );

    await waitFor(() =>
      expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByRole('heading', { name: 'Set your own password' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();
  });
});
