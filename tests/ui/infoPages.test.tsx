/**
 * The information pages against a scripted API: each page's own text in Polish and in English,
 * the contact page with the server's settings, the privacy policy and the terms for guests and
 * for signed-in users, the links to them on the login page, and the release label.
 */
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { findings } from '../../e2e/screenTexts';
import { App } from '../../src/App';
import { CHANGELOG } from '../../src/pages/info/content/changelog';
import { createAppServices } from '../../src/providers';
import { LOCALE_STORAGE_KEY } from '../../src/providers/i18nProvider';
import { createFakeApi } from './fakeApi';
import type { Handler } from './fakeApi';

// The first visit of a page loads its code on demand, which takes jsdom more than a second.
configure({ asyncUtilTimeout: 10_000 });

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

const contact = {
  organisation: 'Fundacja Pomocy Dzieciom z Chorobami Nowotworowymi',
  address: 'ul. Testowa 5',
  postalCode: '31-501',
  city: 'Kraków',
  email: 'rejestr@fundacja.test',
  phone: '+48 12 345 67 89',
  hours: 'pon.–pt. 8:00–16:00',
  dataProtectionOfficerEmail: 'iod@fundacja.test',
};

const ME: Record<string, Handler> = {
  'GET /api/v1/account/accounts/me': () => ({ status: 200, body: account }),
};

function renderApp(
  path: string,
  { locale = 'pl', signedIn = true, routes = {} as Record<string, Handler> } = {},
) {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  if (signedIn) {
    window.localStorage.setItem('oncoreg.accessToken', 'access-1');
    window.localStorage.setItem('oncoreg.refreshToken', 'refresh-1');
  }
  const api = createFakeApi({ ...(signedIn ? ME : {}), ...routes });
  render(
    <MemoryRouter initialEntries={[path]}>
      <App services={createAppServices({ resourcePaths: {}, fetch: api.fetch })} />
    </MemoryRouter>,
  );
  return api;
}

const heading = (name: string, level = 1) => screen.findByRole('heading', { name, level });

describe('information pages', { timeout: 30_000 }, () => {
  it('answers the questions staff ask, in Polish, each under its question', async () => {
    const user = userEvent.setup();
    renderApp('/faq');

    expect(await heading('Najczęstsze pytania')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Flagi korekty', level: 2 })).toBeInTheDocument();
    const question = screen.getByRole('button', {
      name: 'Dlaczego formularz pokazuje „Oczekuje na wysłanie”?',
    });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: question.textContent ?? '' });
    expect(answer).toHaveTextContent('W kolejce może czekać najwyżej 30 zapisów.');
    expect(screen.getByRole('menuitem', { name: 'Najczęstsze pytania' })).toHaveAttribute(
      'href',
      '/faq',
    );
  });

  it('answers them in English, and follows a language switch', async () => {
    const user = userEvent.setup();
    renderApp('/faq', { locale: 'en' });

    expect(await heading('Frequently asked questions')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'I forgot my password. What do I do?' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/The link is valid for 1 hour and works once/)).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Polski' })[0]!);
    expect(await heading('Najczęstsze pytania')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nie pamiętam hasła. Co zrobić?' })).toBeVisible();
  });

  it('describes every screen in Polish, with a table of contents', async () => {
    renderApp('/help');

    expect(await heading('Pomoc')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Dla administratorów centralnych', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Formularz protokołu', level: 3 })).toBeVisible();
    const contents = screen.getByRole('navigation', { name: 'Spis treści' });
    expect(within(contents).getByRole('link', { name: 'Lista pacjentów' })).toHaveAttribute(
      'href',
      '#help-patients',
    );
    expect(document.getElementById('help-patients')).toHaveTextContent('po 25 na stronie');
  });

  it('describes every screen in English', async () => {
    renderApp('/help', { locale: 'en' });

    expect(await heading('Help')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Last changes', level: 3 })).toBeVisible();
    expect(
      within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link'),
    ).toHaveLength(13);
  });

  it("shows the foundation's contact details the server gives, in Polish", async () => {
    const api = renderApp('/contact', {
      routes: { 'GET /api/v1/info/contact': () => ({ status: 200, body: contact }) },
    });

    expect(await heading('Kontakt')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: contact.organisation, level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/31-501 Kraków/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'rejestr@fundacja.test' })).toHaveAttribute(
      'href',
      'mailto:rejestr@fundacja.test',
    );
    expect(screen.getByRole('link', { name: '+48 12 345 67 89' })).toHaveAttribute(
      'href',
      'tel:+48123456789',
    );
    expect(screen.getByText('Godziny pracy')).toBeInTheDocument();
    expect(screen.getByText(contact.hours)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Inspektor ochrony danych' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'iod@fundacja.test' })).toHaveAttribute(
      'href',
      'mailto:iod@fundacja.test',
    );
    expect(api.calls.map((call) => call.path)).toContain('/api/v1/info/contact');
  });

  it('labels the contact details in English and leaves out hours the server does not give', async () => {
    const { hours: _hours, ...withoutHours } = contact;
    renderApp('/contact', {
      locale: 'en',
      routes: { 'GET /api/v1/info/contact': () => ({ status: 200, body: withoutHours }) },
    });

    expect(await screen.findByText('Data protection officer')).toBeInTheDocument();
    expect(screen.getByText('Address')).toBeInTheDocument();
    expect(screen.queryByText('Hours')).not.toBeInTheDocument();
  });

  it('says which details are not set yet, and whom to ask, rather than show made-up ones', async () => {
    renderApp('/contact', {
      routes: {
        'GET /api/v1/info/contact': () => ({ status: 200, body: { phone: '+48 12 345 67 89' } }),
      },
    });

    const foundation = await screen.findByRole('heading', {
      name: 'Fundacja prowadząca rejestr',
      level: 2,
    });
    expect(screen.getByRole('link', { name: '+48 12 345 67 89' })).toBeInTheDocument();
    expect(screen.queryByText('Adres')).not.toBeInTheDocument();
    expect(foundation.parentElement).not.toHaveTextContent('nie zostały jeszcze wpisane');
    expect(
      screen.getByText(
        'Adres inspektora ochrony danych nie został jeszcze wpisany w ustawieniach rejestru. Do tego czasu zwróć się do koordynatora w swoim szpitalu.',
      ),
    ).toBeInTheDocument();
  });

  it('says so in English when no contact detail is set', async () => {
    renderApp('/contact', {
      locale: 'en',
      routes: { 'GET /api/v1/info/contact': () => ({ status: 200, body: {} }) },
    });

    expect(
      await screen.findByText(
        "The foundation's contact details have not been entered in the registry's settings yet. Until then, ask your hospital's coordinator.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'The foundation that runs the registry' }),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });

  it('says so when the contact details cannot be loaded, and asks again on request', async () => {
    const user = userEvent.setup();
    let answers = 0;
    renderApp('/contact', {
      routes: {
        'GET /api/v1/info/contact': () =>
          (answers += 1) === 1 ? { status: 404 } : { status: 200, body: contact },
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Błąd pobierania danych');
    await user.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText(contact.organisation)).toBeInTheDocument();
  });

  it('shows the changelog with the release the app runs, in both languages', async () => {
    renderApp('/changelog');

    expect(await heading('Historia wersji')).toBeInTheDocument();
    expect(screen.getByTestId('current-version')).toHaveTextContent('Używasz wersji v1.24.39');
    expect(screen.getByRole('heading', { name: 'v1.24.39', level: 2 })).toBeInTheDocument();
    // The newest release's areas come first.
    const areas = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(areas[0]).toBe('Działanie');
    // The newest release first, the earlier one still there.
    const releases = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(releases.indexOf('v1.24.39')).toBeLessThan(releases.indexOf('v1.24.38'));
    expect(screen.getAllByRole('heading', { name: 'Działanie', level: 3 })[0]).toBeVisible();
  });

  it('shows the changelog in English', async () => {
    renderApp('/changelog', { locale: 'en' });

    expect(await heading('Changelog')).toBeInTheDocument();
    expect(screen.getByTestId('current-version')).toHaveTextContent(
      'You are using version v1.24.39',
    );
    const areas = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(areas[0]).toBe('Speed');
  });
});

describe('privacy policy and terms', { timeout: 30_000 }, () => {
  it('show a guest the privacy policy in the guest card, with the way back to sign-in', async () => {
    const api = renderApp('/privacy-policy', { signedIn: false });

    expect(await heading('Polityka prywatności')).toBeInTheDocument();
    expect(screen.getByText(/rozstrzyga angielski oryginał/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rejestr zmian', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć do logowania' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('show a guest the terms in English: 18 or older, a secret password, 30 days of notice', async () => {
    renderApp('/terms', { signedIn: false, locale: 'en' });

    expect(await heading('Terms of use')).toBeInTheDocument();
    expect(screen.getByText('Users must be at least 18 years old.')).toBeInTheDocument();
    expect(screen.getByText(/Keep your password secret/)).toBeInTheDocument();
    expect(screen.getByText(/may close \(deactivate\) an account/)).toBeInTheDocument();
    expect(screen.getByText(/30 days before they take effect/)).toBeInTheDocument();
    expect(screen.getByText(/the English original prevails/)).toBeInTheDocument();
  });

  it('show a signed-in user the terms in the app, without the way back to sign-in', async () => {
    renderApp('/terms');

    expect(await heading('Regulamin')).toBeInTheDocument();
    expect(screen.getByText('Użytkownik musi mieć ukończone 18 lat.')).toBeInTheDocument();
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Wróć do logowania' })).not.toBeInTheDocument();
  });

  it('leave the other information pages to signed-in users: a guest goes to the login page', async () => {
    // The help page's code is loaded by now (earlier tests): the guard must not wait on it.
    const api = renderApp('/help', { signedIn: false });

    expect(await screen.findByRole('button', { name: 'Zaloguj się' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('are linked from the login page', async () => {
    const user = userEvent.setup();
    renderApp('/login', { signedIn: false });

    expect(await screen.findByRole('link', { name: 'Regulamin' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await user.click(screen.getByRole('link', { name: 'Polityka prywatności' }));
    expect(await heading('Polityka prywatności')).toBeInTheDocument();
  });
});

describe('release label', { timeout: 30_000 }, () => {
  it("is package.json's version, shown under the menu in the user's language", async () => {
    renderApp('/faq');
    expect(await screen.findByTestId('app-version')).toHaveTextContent(
      `wersja ${packageJson.version}`,
    );
  });

  it('reads in English too', async () => {
    renderApp('/help', { locale: 'en' });
    expect(await screen.findByTestId('app-version')).toHaveTextContent('version 1.24.39');
  });

  it("is the changelog's newest release in both languages", () => {
    expect(packageJson.version).toBe('1.24.39');
    expect(CHANGELOG.pl.releases[0]?.version).toBe(packageJson.version);
    expect(CHANGELOG.en.releases[0]?.version).toBe(packageJson.version);
  });

  it('has no English word in its Polish text, as the browser check of /changelog reads it', () => {
    const texts = CHANGELOG.pl.releases.flatMap((release) => [
      release.summary,
      ...release.areas.flatMap((area) => [area.heading, ...area.changes]),
    ]);
    expect(findings('/changelog', texts, 'pl')).toEqual([]);
  });
});
