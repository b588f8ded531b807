/**
 * What a screen reader hears of the frame around the pages: the side menu as a named navigation
 * landmark whose current entry says so, the user menu's button by the name it shows, and a new
 * page's title said when a link opens it.
 */
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { createAppServices } from '../../src/providers';
import { LOCALE_STORAGE_KEY } from '../../src/providers/i18nProvider';
import { createFakeApi } from './fakeApi';
import { narrowScreen, wideScreen } from './narrowScreen';

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

function renderApp(path: string, locale = 'pl') {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  window.localStorage.setItem('oncoreg.accessToken', 'access-1');
  window.localStorage.setItem('oncoreg.refreshToken', 'refresh-1');
  const api = createFakeApi({
    'GET /api/v1/account/accounts/me': () => ({ status: 200, body: account }),
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <App services={createAppServices({ resourcePaths: {}, fetch: api.fetch })} />
    </MemoryRouter>,
  );
}

describe('the frame, to a screen reader', { timeout: 30_000 }, () => {
  it('names the side menu a navigation landmark and marks its current entry', async () => {
    renderApp('/faq');

    const navigation = await screen.findByRole('navigation', { name: 'Menu główne' });
    const current = within(navigation)
      .getAllByRole('menuitem')
      .filter((item) => item.hasAttribute('aria-current'));
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAccessibleName('Najczęstsze pytania');
    expect(current[0]).toHaveAttribute('aria-current', 'page');
    expect(within(navigation).getByRole('menuitem', { name: 'Strona główna' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('names the user menu by the name it shows, in either language', async () => {
    const restore = wideScreen();
    try {
      renderApp('/faq', 'en');
      expect(
        await screen.findByRole('button', { name: 'Anna Nowak, user menu' }),
      ).toHaveTextContent('Anna Nowak');
      expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it("gives a phone's skip link an icon to show, where it shows no text", async () => {
    const restore = narrowScreen();
    try {
      renderApp('/faq');
      const skip = await screen.findByRole('button', { name: 'Przejdź do treści' });
      expect(skip).toHaveTextContent('');
      expect(skip.querySelector('svg[data-testid="ArrowDownwardIcon"]')).not.toBeNull();
    } finally {
      restore();
    }
  });

  it("names a phone's user menu icon by what it is", async () => {
    renderApp('/faq');
    const button = await screen.findByRole('button', { name: 'Menu użytkownika' });
    expect(button).not.toHaveTextContent('Anna Nowak');
  });

  it('says the title of a page opened by a link, and not of the first page', async () => {
    const user = userEvent.setup();
    renderApp('/faq');

    await screen.findByRole('heading', { level: 1, name: 'Najczęstsze pytania' });
    const announcer = screen.getByTestId('route-announcer');
    expect(announcer).toHaveAttribute('role', 'status');
    expect(announcer).toBeEmptyDOMElement();

    await user.click(screen.getByRole('menuitem', { name: 'Pomoc' }));
    await waitFor(() => expect(announcer).toHaveTextContent(/^Pomoc · oncoreg$/));
    expect(screen.getByRole('menuitem', { name: 'Pomoc' })).toHaveAttribute('aria-current', 'page');
  });
});
