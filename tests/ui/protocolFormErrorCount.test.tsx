/**
 * The save bar's count of errors after a save the browser's validation stopped: it counts the
 * errors the form still shows, so correcting a field takes its error off the count (and the
 * section index's) at once, not at the next save.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok, posts, renderFormPage, stsBasic } from './protocolFormHarness';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const dictionary = {
  'GET /api/v1/dictionary/dictionaries/icd10/entries': () =>
    ok({ data: [], totalItems: 0, totalPages: 0, page: 1, itemsPerPage: 20 }),
};

const LENGTH_ERROR = 'root_disease_primaryTumour_length__error';

describe('the count of errors on the save bar', () => {
  it('counts the errors still shown once a field is corrected, before the next save', async () => {
    const user = userEvent.setup();
    const { api } = renderFormPage({ definition: stsBasic, routes: dictionary });
    const index = within(await screen.findByRole('navigation', { name: 'Sekcje formularza' }));
    const length = await screen.findByRole('textbox', { name: /^Długość/ });

    // Two required fields of the diagnosis left empty, and a length that is no number.
    await user.type(length, 'abc');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Formularz zawiera 3 błędy')).toBeInTheDocument();
    expect(index.getByRole('button', { name: /^Dane choroby, .*, 1 błąd$/ })).toBeInTheDocument();

    await user.clear(length);
    await user.type(length, '3,5');

    await waitFor(() => expect(document.getElementById(LENGTH_ERROR)).toBeNull());
    expect(screen.getByText('Formularz zawiera 2 błędy')).toBeInTheDocument();
    expect(index.getByRole('button', { name: 'Dane choroby, zawiera dane' })).toBeInTheDocument();
    expect(
      index.getByRole('button', { name: 'Rozpoznanie, bez danych, 2 błędy' }),
    ).toBeInTheDocument();
    expect(posts(api.calls)).toEqual([]);
  });
});
