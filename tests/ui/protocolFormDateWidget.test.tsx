/**
 * The protocol form's dates on the registry's date field (widgets/DateWidget.tsx): shown and
 * typed as the interface's language writes dates, saved as YYYY-MM-DD, an entry that is no date
 * stopped on its field, and a calendar that offers no day after today for a date that records an
 * event but does for a planned one.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dateField, typeDate } from './dateEntry';
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

const ICD10_ENTRIES = '/api/v1/dictionary/dictionaries/icd10/entries';
const dictionary = {
  [`GET ${ICD10_ENTRIES}`]: () =>
    ok({
      data: [
        {
          id: 1,
          type: 'icd10',
          value: 'C49',
          description: 'Nowotwór złośliwy innej tkanki łącznej',
          descriptionEn: 'Malignant neoplasm of other connective tissue',
          searchableDescription: 'nowotwor zlosliwy innej tkanki lacznej',
          active: true,
        },
      ],
      totalItems: 1,
      totalPages: 1,
      page: 1,
      itemsPerPage: 20,
    }),
};
const saved = { formData: { diagnosis: VALID_DIAGNOSIS }, version: 1 };
// The first page of a file waits for the form and the picker's chunk, slow on a busy machine.
const FIRST_LOAD = { timeout: 15_000 };

describe('a protocol form date', () => {
  it('shows the saved date as dd.mm.rrrr and saves one typed so as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const { api } = renderFormPage({
      definition: stsBasic,
      server: formServer(stsBasic, 'pl', saved),
      routes: dictionary,
    });
    const diagnosisDate = await screen.findByRole(
      'group',
      { name: /^Data rozpoznania/ },
      FIRST_LOAD,
    );
    expect(diagnosisDate).toHaveTextContent(/^01\.03\.2024$/);

    await typeDate(user, /^Data rozpoznania/, '02032024');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(posts(api.calls)).toHaveLength(1));
    expect(posts(api.calls)[0]?.body).toMatchObject({
      formData: { diagnosis: { diagnosisDate: '2024-03-02', icd10: 'C49' } },
    });
  });

  it('stops a save with an entry that is no date, saying so on the field', async () => {
    const user = userEvent.setup();
    const { api } = renderFormPage({
      definition: stsBasic,
      server: formServer(stsBasic, 'pl', saved),
      routes: dictionary,
    });
    await screen.findByRole('group', { name: /^Data rozpoznania/ }, FIRST_LOAD);

    await typeDate(user, /^Data rozpoznania/, '31022024');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Formularz zawiera błędy')).toBeInTheDocument();
    expect(document.getElementById('root_diagnosis_diagnosisDate__error')).toHaveTextContent(
      'Nieprawidłowa data',
    );
    expect(await dateField(/^Data rozpoznania/)).toHaveAttribute('aria-invalid', 'true');
    expect(posts(api.calls)).toHaveLength(0);
  });

  it('is written month first on an English screen', async () => {
    renderFormPage({
      definition: stsBasic,
      locale: 'en',
      server: formServer(stsBasic, 'en', saved),
      routes: dictionary,
    });

    expect(
      await screen.findByRole('group', { name: /^Date of diagnosis/ }, FIRST_LOAD),
    ).toHaveTextContent(/^03\/01\/2024$/);
  });

  it('stops a save with a date typed day first on an English screen, not reading it as another', async () => {
    const user = userEvent.setup();
    const { api } = renderFormPage({
      definition: stsBasic,
      locale: 'en',
      server: formServer(stsBasic, 'en', saved),
      routes: dictionary,
    });
    await screen.findByRole('group', { name: /^Date of diagnosis/ }, FIRST_LOAD);

    await typeDate(user, /^Date of diagnosis/, '14.05.2024');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await dateField(/^Date of diagnosis/)).toHaveTextContent(/^14\/05\/2024$/);
    expect(await dateField(/^Date of diagnosis/)).toHaveAttribute('aria-invalid', 'true');
    expect(posts(api.calls)).toHaveLength(0);
  });

  it("offers no later day than today for an event's date, and later ones for a planned date", async () => {
    const user = userEvent.setup();
    renderFormPage({ definition: stsBasic });
    await screen.findByRole('group', { name: /^Data rozpoznania/ }, FIRST_LOAD);

    // An empty field's calendar opens on the current month.
    await user.click(
      within(await dateField(/^Data ostatniej obserwacji/)).getByRole('button', {
        name: 'Wybierz datę',
      }),
    );
    let calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByRole('button', { name: 'Następny miesiąc' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(
      within(await dateField(/^Planowana data następnej wizyty/)).getByRole('button', {
        name: 'Wybierz datę',
      }),
    );
    calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByRole('button', { name: 'Następny miesiąc' })).toBeEnabled();
  });
});
