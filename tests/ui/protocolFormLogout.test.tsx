/**
 * Signing out on a protocol form: with unsaved changes the user menu's "Wyloguj się" asks first
 * (stay, sign out without saving, or save and sign out, which signs out only once the save went
 * through); with nothing unsaved it signs out at once.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserMenu } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { LogoutMenuItem } from '../../src/layout/LogoutMenuItem';
import type { RecordedCall } from './fakeApi';
import {
  VALID_DIAGNOSIS,
  formServer,
  ok,
  posts,
  renderFormPage,
  stsBasic,
} from './protocolFormHarness';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const LOGOUT = '/api/v1/logout';

/** A form whose saved version passes the browser's validation, so that a save reaches the API. */
function renderWithUserMenu() {
  return renderFormPage({
    definition: stsBasic,
    server: formServer(stsBasic, 'pl', { formData: { diagnosis: VALID_DIAGNOSIS }, version: 1 }),
    routes: {
      'GET /api/v1/dictionary/dictionaries/icd10/entries': () =>
        ok({ data: [], totalItems: 0, totalPages: 0, page: 1, itemsPerPage: 20 }),
      [`POST ${LOGOUT}`]: () => ({ status: 204 }),
    },
    chrome: (
      <UserMenu label="registry.menu.userMenu">
        <LogoutMenuItem />
      </UserMenu>
    ),
  });
}

const logoutCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === LOGOUT);

async function signOut(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Menu użytkownika' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Wyloguj się' }));
}

async function changeTheForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Protokół leczenia/), 'EpSSG');
}

const askedToSignOut = () => screen.findByRole('dialog', { name: 'Wylogować się?' });

describe('signing out on a protocol form', () => {
  it('signs out at once when nothing is unsaved', async () => {
    const user = userEvent.setup();
    const { api, router } = renderWithUserMenu();
    await screen.findByLabelText(/Protokół leczenia/);

    await signOut(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(logoutCalls(api.calls)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks first with unsaved changes; staying keeps the user signed in with the changes', async () => {
    const user = userEvent.setup();
    const { api, router } = renderWithUserMenu();
    await changeTheForm(user);

    await signOut(user);

    const dialog = await askedToSignOut();
    expect(dialog).toHaveTextContent(
      'Na tej stronie są niezapisane zmiany. Po wylogowaniu zostaną utracone: zapisz je przed wylogowaniem albo je odrzuć.',
    );
    expect(logoutCalls(api.calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Protokół leczenia/)).toHaveValue('EpSSG');
    expect(router.state.location.pathname).not.toBe('/login');
    expect(logoutCalls(api.calls)).toHaveLength(0);
  });

  it('signs out without saving when the user chooses so', async () => {
    const user = userEvent.setup();
    const { api, router } = renderWithUserMenu();
    await changeTheForm(user);

    await signOut(user);
    await user.click(
      within(await askedToSignOut()).getByRole('button', { name: 'Odrzuć zmiany i wyloguj' }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(logoutCalls(api.calls)).toHaveLength(1);
    expect(posts(api.calls).filter((call) => call.path !== LOGOUT)).toHaveLength(0);
  });

  it('saves and then signs out, or stays signed in when the save does not go through', async () => {
    const user = userEvent.setup();
    const { api, router, server } = renderWithUserMenu();
    const accept = server.save;
    server.save = () => ({
      status: 422,
      body: {
        code: 'validation_failed',
        message: 'Formularz zawiera błędy',
        correlationId: 'corr-422',
        details: { 'treatment.protocolName': ['Nieznany protokół leczenia'] },
      },
    });
    await changeTheForm(user);

    await signOut(user);
    await user.click(
      within(await askedToSignOut()).getByRole('button', { name: 'Zapisz i wyloguj' }),
    );

    expect(await screen.findByText('Nieznany protokół leczenia')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Protokół leczenia/)).toHaveValue('EpSSG');
    expect(router.state.location.pathname).not.toBe('/login');
    expect(logoutCalls(api.calls)).toHaveLength(0);

    server.save = accept;
    await signOut(user);
    await user.click(
      within(await askedToSignOut()).getByRole('button', { name: 'Zapisz i wyloguj' }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.current().formData).toMatchObject({ treatment: { protocolName: 'EpSSG' } });
    expect(logoutCalls(api.calls)).toHaveLength(1);
  });
});
