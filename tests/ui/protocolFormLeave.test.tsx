/**
 * Leaving a protocol form with unsaved changes: in-app navigation is held by "Niezapisane zmiany
 * zostaną utracone" with its choices (stay, discard and move on, save and proceed, which stays
 * when the save fails), closing the tab gets the browser's own dialog, and a form without changes
 * lets the user go.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  VALID_DIAGNOSIS,
  formServer,
  ok,
  posts,
  renderFormPage,
  stsBasic,
} from './protocolFormHarness';
import { dateField } from './dateEntry';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const dictionary = {
  'GET /api/v1/dictionary/dictionaries/icd10/entries': () =>
    ok({ data: [], totalItems: 0, totalPages: 0, page: 1, itemsPerPage: 20 }),
};

async function renderChanged(save?: ReturnType<typeof formServer>['save']) {
  const user = userEvent.setup();
  const server = formServer(stsBasic, 'pl', {
    formData: { diagnosis: VALID_DIAGNOSIS },
    version: 1,
  });
  if (save) server.save = save;
  const rendered = renderFormPage({ definition: stsBasic, server, routes: dictionary });
  await user.type(await screen.findByLabelText(/Protokół leczenia/), 'EpSSG RMS 2005');
  await user.click(screen.getByRole('link', { name: 'Wróć do pacjenta' }));
  const dialog = await screen.findByRole('dialog', { name: 'Niezapisane zmiany zostaną utracone' });
  return { user, dialog, ...rendered };
}

const beforeUnloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('leaving with unsaved changes', () => {
  it('stays on the form, changes intact, when the user chooses to stay', async () => {
    const { user, dialog } = await renderChanged();
    // The question is read out whole, and the keyboard starts on the choice that loses nothing.
    expect(dialog).toHaveAccessibleDescription(/./);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Zostań na stronie' })).toHaveFocus(),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Zostań na stronie' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Protokół leczenia/)).toHaveValue('EpSSG RMS 2005');
    expect(screen.queryByRole('heading', { name: 'Karta pacjenta' })).not.toBeInTheDocument();
  });

  it('goes on without saving when the user discards the changes', async () => {
    const { user, dialog, api } = await renderChanged();

    await user.click(within(dialog).getByRole('button', { name: 'Odrzuć zmiany i przejdź' }));

    expect(await screen.findByRole('heading', { name: 'Karta pacjenta' })).toBeInTheDocument();
    expect(posts(api.calls)).toHaveLength(0);
  });

  it('saves, then goes on, when the user chooses save and proceed', async () => {
    const { user, dialog, api } = await renderChanged();

    await user.click(within(dialog).getByRole('button', { name: 'Zapisz i przejdź' }));

    expect(await screen.findByRole('heading', { name: 'Karta pacjenta' })).toBeInTheDocument();
    expect(posts(api.calls)[0]?.body).toEqual({
      formData: { diagnosis: VALID_DIAGNOSIS, treatment: { protocolName: 'EpSSG RMS 2005' } },
      version: 1,
    });
    expect(
      screen
        .getAllByTestId('toast')
        .some((toast) => /Formularz zapisany/.test(toast.textContent ?? '')),
    ).toBe(true);
  });

  it('stays, with the errors shown, when the save fails', async () => {
    const { user, dialog } = await renderChanged(() => ({
      status: 422,
      body: {
        code: 'validation_failed',
        message: 'Formularz zawiera błędy',
        correlationId: 'corr-1',
        details: { 'treatment.protocolName': ['Nieprawidłowa wartość'] },
      },
    }));

    await user.click(within(dialog).getByRole('button', { name: 'Zapisz i przejdź' }));

    await waitFor(() =>
      expect(document.getElementById('root_treatment_protocolName__error')).toHaveTextContent(
        'Nieprawidłowa wartość',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Karta pacjenta' })).not.toBeInTheDocument();
  });

  it('stays without calling the server when the browser finds the form invalid', async () => {
    const { user, dialog, api } = await renderChanged();
    await user.click(within(dialog).getByRole('button', { name: 'Zostań na stronie' }));
    // Until the dialog has closed, the page behind it is hidden from queries by role.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(
      within(await dateField(/^Data rozpoznania/)).getByRole('button', { name: 'Wyczyść' }),
    );
    await user.click(screen.getByRole('link', { name: 'Wróć do pacjenta' }));

    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Zapisz i przejdź' }),
    );

    expect(
      await screen.findByText(
        (_text, element) => element?.id === 'root_diagnosis_diagnosisDate__error',
      ),
    ).toHaveTextContent('Pole wymagane');
    expect(screen.queryByRole('heading', { name: 'Karta pacjenta' })).not.toBeInTheDocument();
    expect(posts(api.calls)).toHaveLength(0);
  });

  it('asks the browser to confirm closing the tab only while there are unsaved changes', async () => {
    const user = userEvent.setup();
    const server = formServer(stsBasic, 'pl', {
      formData: { diagnosis: VALID_DIAGNOSIS },
      version: 1,
    });
    renderFormPage({ definition: stsBasic, server, routes: dictionary });
    const protocolName = await screen.findByLabelText(/Protokół leczenia/);
    expect(beforeUnloadPrevented()).toBe(false);

    await user.type(protocolName, 'x');
    expect(beforeUnloadPrevented()).toBe(true);

    await user.clear(protocolName);
    await waitFor(() => expect(beforeUnloadPrevented()).toBe(false));
  });

  it('lets the user go without asking when nothing has changed', async () => {
    const user = userEvent.setup();
    renderFormPage({ definition: stsBasic });

    await user.click(await screen.findByRole('link', { name: 'Wróć do pacjenta' }));

    expect(await screen.findByRole('heading', { name: 'Karta pacjenta' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
