/**
 * The dictionary entry dialog with unsaved changes asks before it closes (Cancel, Escape), as
 * the record forms ask before the user leaves them, and is among the screens the language switch
 * asks about; an untouched dialog closes at once.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../resources/dictionaries';
import { DictionaryList } from '../../resources/dictionaries/DictionaryList';
import { hasUnsavedChanges } from '../../src/components/unsavedChanges';
import type { Handler } from './fakeApi';
import { renderAdminView } from './renderAdminView';

const ENTRIES = '/api/v1/dictionary/dictionaries/icd10/entries';
const FIRST_LOAD = { timeout: 10_000 };
const ASK = 'Niezapisane zmiany zostaną utracone';

const stomach = {
  id: 1,
  type: 'icd10',
  value: 'C16',
  description: 'Nowotwór złośliwy żołądka',
  descriptionEn: 'Malignant neoplasm of stomach',
  searchableDescription: null,
  active: true,
};

const routes: Record<string, Handler> = {
  'GET /api/v1/dictionary/dictionaries/dictionaryTypes': () => ({
    status: 200,
    body: { data: [{ type: 'icd10', namePl: 'ICD-10', nameEn: 'ICD-10', entryCount: 1 }] },
  }),
  [`GET ${ENTRIES}`]: () => ({
    status: 200,
    body: { data: [stomach], totalItems: 1, totalPages: 1, page: 1, itemsPerPage: 25 },
  }),
};

function renderDictionaries() {
  return renderAdminView(<DictionaryList />, {
    routes,
    resourcePaths: { dictionaries: dictionaries.apiPath },
    path: '/dictionary',
  });
}

const beforeUnloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('dictionary entry dialog', { timeout: 30_000 }, () => {
  it('asks before closing with unsaved changes, and keeps them when the user goes back', async () => {
    const user = userEvent.setup();
    renderDictionaries();
    await screen.findByText('Nowotwór złośliwy żołądka', {}, FIRST_LOAD);

    await user.click(screen.getByRole('button', { name: 'Dodaj wpis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowy wpis: ICD-10' });
    await user.type(within(dialog).getByLabelText(/Wartość/), 'C50');
    expect(beforeUnloadPrevented()).toBe(true);
    // The language switch would ask first as well.
    expect(hasUnsavedChanges()).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    const ask = await screen.findByRole('dialog', { name: ASK });
    await user.click(within(ask).getByRole('button', { name: 'Wróć do edycji' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: ASK })).toBeNull());
    expect(within(dialog).getByLabelText(/Wartość/)).toHaveValue('C50');

    await user.keyboard('{Escape}');
    await user.click(
      within(await screen.findByRole('dialog', { name: ASK })).getByRole('button', {
        name: 'Odrzuć zmiany i zamknij',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(beforeUnloadPrevented()).toBe(false);
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('closes an untouched dialog at once', async () => {
    const user = userEvent.setup();
    renderDictionaries();
    await screen.findByText('Nowotwór złośliwy żołądka', {}, FIRST_LOAD);

    await user.click(screen.getByRole('button', { name: 'Edytuj wpis C16' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
