import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { createAppServices } from '../../src/providers';
import { LOCALE_STORAGE_KEY } from '../../src/providers/i18nProvider';
import { createFakeApi } from './fakeApi';
import type { Handler } from './fakeApi';

// The first visit of a page (the dashboard after sign-in) loads its code on demand, which takes
// jsdom more than a second when the machine is busy: 2.3 to 2.8 s under a test run's load.
configure({ asyncUtilTimeout: 5000 });

function renderApp(path: string, routes: Record<string, Handler> = {}, locale = 'pl') {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  const api = createFakeApi(routes);
  const services = createAppServices({ resourcePaths: {}, fetch: api.fetch });
  render(
    <MemoryRouter initialEntries={[path]}>
      <App services={services} />
    </MemoryRouter>,
  );
  return { api, services };
}

describe('password reset page', () => {
  it('goes back to the request page with an error when the link has no token', async () => {
    const { api } = renderApp('/reset-password/reset');

    expect(
      await screen.findByRole('heading', { name: 'Nie pamiętasz hasła?' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Link do zmiany hasła jest nieprawidłowy lub wygasł'),
    ).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('goes back to the request page when the server rejects the token', async () => {
    const { api } = renderApp(
      '/reset-password/reset?token=stale',
      {
        'PUT /api/v1/reset-password/reset/': () => ({
          status: 400,
          body: {
            code: 'reset_token_invalid',
            message: 'The password reset link is invalid or has expired',
            correlationId: 'corr-7',
          },
        }),
      },
      'en',
    );

    expect(await screen.findByRole('heading', { name: 'Forgot password?' })).toBeInTheDocument();
    const toast = await screen.findByText('The password reset link is invalid or has expired');
    expect(
      within(toast.closest('[data-testid="toast"]') as HTMLElement).getByText(/Error code:/),
    ).toHaveTextContent('corr-7');
    expect(api.calls.map((call) => call.path)).toEqual([
      '/api/v1/reset-password/reset/?token=stale',
    ]);
  });

  it('shows the form once the server has accepted the token', async () => {
    renderApp('/reset-password/reset?token=fresh', {
      'PUT /api/v1/reset-password/reset/': () => ({ status: 200, body: { valid: true } }),
    });

    expect(await screen.findByRole('heading', { name: 'Ustaw nowe hasło' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/Powtórz nowe hasło/)).toBeInTheDocument();
  });
});

describe('login page', () => {
  it('says "Logowanie" once, as its heading, with no trail of itself alone', async () => {
    renderApp('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Logowanie' })).toBeVisible();
    expect(screen.getAllByText('Logowanie')).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Ścieżka nawigacji' })).not.toBeInTheDocument();
    expect(document.title).toBe('Logowanie · oncoreg');
  });

  it("shows the server's message when sign-in fails, and sends a username without @ as username", async () => {
    const user = userEvent.setup();
    const { api } = renderApp('/login', {
      'POST /api/login_check': () => ({
        status: 401,
        body: {
          code: 'bad_credentials',
          message: 'Nieprawidłowe dane logowania (z serwera)',
          correlationId: 'corr-401',
        },
      }),
    });

    await user.type(await screen.findByLabelText(/E-mail lub nazwa użytkownika/), 'jkowalski');
    await user.type(screen.getByLabelText(/Hasło/), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));

    const alert = await screen.findByText('Nieprawidłowe dane logowania (z serwera)');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Kod błędu: corr-401');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.body).toEqual({ username: 'jkowalski', password: 'Secret#123' });
    expect(api.calls[0]?.headers['Accept-Language']).toBe('pl');
  });

  it('falls back to "Bad credentials" when the server gives no message', async () => {
    const user = userEvent.setup();
    renderApp('/login', { 'POST /api/login_check': () => ({ status: 401 }) }, 'en');

    await user.type(await screen.findByLabelText(/Email or username/), 'anna@example.org');
    await user.type(screen.getByLabelText(/Password/), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Bad credentials')).toBeInTheDocument();
  });
});

const account = {
  id: 7,
  email: 'anna@example.org',
  username: 'anowak',
  firstName: 'Anna',
  lastName: 'Nowak',
  phone: null,
  role: 'ROLE_COORDINATOR',
  hospitals: [1],
  protocols: ['ALL'],
  active: true,
  lastLogin: null,
  previousLogin: null,
};

describe('signed-in pages', () => {
  it('signs in, loads the account and greets the user on the home page', async () => {
    const user = userEvent.setup();
    const { api, services } = renderApp('/login', {
      'POST /api/login_check': () => ({
        status: 200,
        body: { token: 'access-1', refresh_token: 'refresh-1' },
      }),
      'GET /api/v1/account/accounts/me': () => ({ status: 200, body: account }),
    });

    await user.type(
      await screen.findByLabelText(/E-mail lub nazwa użytkownika/),
      'anna@example.org',
    );
    await user.type(screen.getByLabelText(/Hasło/), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));

    expect(await screen.findByText('Dzień dobry, Anna!')).toBeInTheDocument();
    expect(screen.getByText('To Twoje pierwsze logowanie.')).toBeInTheDocument();
    expect(screen.getByText('Zalogowano pomyślnie')).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ email: 'anna@example.org', password: 'Secret#123' });
    expect(services.tokens.getRefreshToken()).toBe('refresh-1');
  });

  it('ends a session the server no longer knows, and brings the user back once signed in again', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('oncoreg.accessToken', 'access-1');
    window.localStorage.setItem('oncoreg.refreshToken', 'refresh-1');
    const { api, services } = renderApp('/account', {
      'GET /api/v1/account/accounts/me': () => ({ status: 200, body: account }),
      'PATCH /api/v1/account/accounts/7/change-email': () => ({
        status: 401,
        body: { code: 'unauthorized', message: 'Sesja wygasła. Zaloguj się ponownie.' },
      }),
      'POST /api/token/refresh': () => ({ status: 401, body: { code: 'refresh_token_invalid' } }),
      'POST /api/login_check': () => ({
        status: 200,
        body: { token: 'access-2', refresh_token: 'refresh-2' },
      }),
    });

    const section = within(await screen.findByRole('region', { name: 'Zmiana adresu e-mail' }));
    await user.type(section.getByLabelText(/Nowy adres e-mail/), 'nowy@example.org');
    await user.type(section.getByLabelText(/Obecne hasło/), 'Secret#123');
    await user.click(section.getByRole('button', { name: 'Zmień e-mail' }));

    expect(await screen.findByRole('button', { name: 'Zaloguj się' })).toBeInTheDocument();
    expect(services.tokens.getAccessToken()).toBeNull();
    await user.type(screen.getByLabelText(/E-mail lub nazwa użytkownika/), 'anna@example.org');
    await user.type(screen.getByLabelText(/Hasło/), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));

    expect(await screen.findByRole('region', { name: 'Zmiana adresu e-mail' })).toBeInTheDocument();
    expect(services.tokens.getRefreshToken()).toBe('refresh-2');
    const signedIn = api.calls.findIndex((call) => call.path === '/api/login_check');
    expect(api.calls.slice(signedIn).map((call) => call.path)).not.toContain('/api/v1/logout');
  }, 20_000);

  it('shows the server field errors on the account page inputs', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('oncoreg.accessToken', 'access-1');
    window.localStorage.setItem('oncoreg.refreshToken', 'refresh-1');
    const { api } = renderApp('/account', {
      'GET /api/v1/account/accounts/me': () => ({ status: 200, body: account }),
      'PATCH /api/v1/account/accounts/7/change-email': () => ({
        status: 409,
        body: {
          code: 'email_taken',
          message: 'Ten adres e-mail jest już używany',
          correlationId: 'corr-409',
          details: { email: ['Ten adres e-mail jest już używany'] },
        },
      }),
    });

    const section = within(await screen.findByRole('region', { name: 'Zmiana adresu e-mail' }));
    const email = section.getByLabelText(/Nowy adres e-mail/);
    await user.type(email, 'taken@example.org');
    await user.type(section.getByLabelText(/Obecne hasło/), 'Secret#123');
    await user.click(section.getByRole('button', { name: 'Zmień e-mail' }));

    expect(await screen.findAllByText('Ten adres e-mail jest już używany')).toHaveLength(2);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Kod błędu:/)).toHaveTextContent('corr-409');
    expect(api.calls.filter((call) => call.path.endsWith('/change-email'))).toMatchObject([
      { method: 'PATCH', body: { email: 'taken@example.org', currentPassword: 'Secret#123' } },
    ]);
  });

  it('asks for the current password to change the email, and shows a wrong one on its input', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('oncoreg.accessToken', 'access-1');
    window.localStorage.setItem('oncoreg.refreshToken', 'refresh-1');
    const { api } = renderApp(
      '/account',
      {
        'GET /api/v1/account/accounts/me': () => ({ status: 200, body: account }),
        'PATCH /api/v1/account/accounts/7/change-email': () => ({
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

    const section = within(await screen.findByRole('region', { name: 'Change email' }));
    expect(
      section.getByText(
        'Confirm the change with your current password. A notice will be sent to the previous address, and every other session of this account will end.',
      ),
    ).toBeInTheDocument();
    await user.type(section.getByLabelText(/New email address/), 'new@example.org');
    await user.click(section.getByRole('button', { name: 'Change email' }));
    expect(await section.findByText('Required field')).toBeInTheDocument();
    const changes = () => api.calls.filter((call) => call.path.endsWith('/change-email'));
    expect(changes()).toEqual([]);

    const password = section.getByLabelText(/Current password/);
    await user.type(password, 'Not-My-Pass-1');
    await user.click(section.getByRole('button', { name: 'Change email' }));
    expect(await section.findByText('The current password is incorrect')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(changes()).toMatchObject([
      { body: { email: 'new@example.org', currentPassword: 'Not-My-Pass-1' } },
    ]);
  });

  it('shows the not-found page to a guest', async () => {
    renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { name: 'Nie znaleziono strony' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
