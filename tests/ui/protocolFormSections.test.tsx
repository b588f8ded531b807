/**
 * Finding one's way through a long protocol form: the index of sections with each section's
 * errors (the browser's and the server's, once each) and whether it holds data, jumping to a
 * section; the save button with the count of errors; a table without rows saying so and offering
 * a labelled Add button; rows titled with the table's row name and their number.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  VALID_DIAGNOSIS,
  formServer,
  ok,
  renderFormPage,
  stsBasic,
  stsExtended,
} from './protocolFormHarness';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const dictionary = {
  'GET /api/v1/dictionary/dictionaries/icd10/entries': () =>
    ok({ data: [], totalItems: 0, totalPages: 0, page: 1, itemsPerPage: 20 }),
};

async function sectionIndex() {
  return within(await screen.findByRole('navigation', { name: 'Sekcje formularza' }));
}

describe('the index of sections', () => {
  it('lists every section in order, marking those that hold data', async () => {
    const server = formServer(stsBasic, 'pl', {
      formData: { diagnosis: VALID_DIAGNOSIS },
      version: 1,
    });
    renderFormPage({ definition: stsBasic, server, routes: dictionary });

    const index = await sectionIndex();
    expect(index.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(
      [
        'Rozpoznanie, zawiera dane',
        'Stopień zaawansowania i grupa ryzyka, bez danych',
        'Dane choroby, bez danych',
        'Leczenie, bez danych',
        'Odpowiedź na leczenie, bez danych',
        'Wznowa lub progresja, bez danych',
        'Stan przy ostatniej obserwacji, bez danych',
        'Zgon, bez danych',
        'Uwagi, bez danych',
      ],
    );

    await userEvent.setup().type(screen.getByLabelText(/Protokół leczenia/), 'EpSSG');
    expect(index.getByRole('button', { name: 'Leczenie, zawiera dane' })).toBeInTheDocument();
  });

  it('counts the errors of each section after a failed validation', async () => {
    const user = userEvent.setup();
    renderFormPage({ definition: stsBasic, routes: dictionary });
    const index = await sectionIndex();
    expect(screen.queryByText(/Formularz zawiera \d/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(
      await index.findByRole('button', { name: 'Rozpoznanie, bez danych, 2 błędy' }),
    ).toBeInTheDocument();
    expect(index.getByRole('button', { name: 'Leczenie, bez danych' })).toBeInTheDocument();
    expect(screen.getByText('Formularz zawiera 2 błędy')).toBeInTheDocument();
  });

  it('counts the server’s field errors in their sections, until a save goes through', async () => {
    const user = userEvent.setup();
    const server = formServer(stsBasic, 'pl', {
      formData: { diagnosis: VALID_DIAGNOSIS },
      version: 1,
    });
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
    renderFormPage({ definition: stsBasic, server, routes: dictionary });
    const index = await sectionIndex();

    await user.type(screen.getByLabelText(/Protokół leczenia/), 'XYZ');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    const treatment = await index.findByRole('button', { name: 'Leczenie, zawiera dane, 1 błąd' });
    // Its data's dot gives way to the warning while it has errors.
    expect(within(treatment).getByTestId('ErrorOutlineIcon')).toBeInTheDocument();
    expect(within(treatment).queryByTestId('CircleIcon')).toBeNull();
    // A section with data is a dot, not a tick, which read as "complete".
    const diagnosis = index.getByRole('button', { name: 'Rozpoznanie, zawiera dane' });
    expect(within(diagnosis).getByTestId('CircleIcon')).toBeInTheDocument();
    expect(within(diagnosis).queryByTestId('CheckCircleIcon')).toBeNull();
    expect(screen.getByText('Formularz zawiera 1 błąd')).toBeInTheDocument();

    server.save = accept;
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(
      await index.findByRole('button', { name: 'Leczenie, zawiera dane' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Formularz zawiera \d/)).not.toBeInTheDocument();
  });

  it('jumps to a section, moving the focus there', async () => {
    const user = userEvent.setup();
    renderFormPage({ definition: stsBasic, routes: dictionary });
    const index = await sectionIndex();

    await user.click(index.getByRole('button', { name: /^Zgon/ }));

    const section = screen.getByRole('region', { name: 'Zgon' });
    expect(section).toHaveFocus();
    expect(within(section).getByRole('heading', { name: 'Zgon' })).toBeInTheDocument();

    // From the keyboard too.
    index.getByRole('button', { name: /^Leczenie/ }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Leczenie' })).toHaveFocus();
  });
});

describe('tables', () => {
  it('says a table has no rows yet and adds the first with its labelled button', async () => {
    const user = userEvent.setup();
    renderFormPage({ definition: stsExtended, routes: dictionary });

    const visits = await screen.findByRole('region', { name: 'Wizyty kontrolne' });
    expect(within(visits).getByText('Nie dodano jeszcze żadnego wiersza.')).toBeInTheDocument();
    const add = within(visits).getByRole('button', { name: 'Dodaj wiersz: Wizyty kontrolne' });
    expect(add).toHaveTextContent('Dodaj wiersz');

    await user.click(add);
    await user.click(add);

    expect(within(visits).queryByText('Nie dodano jeszcze żadnego wiersza.')).toBeNull();
    expect(within(visits).getByRole('group', { name: 'Wizyta kontrolna 1' })).toBeInTheDocument();
    const second = within(visits).getByRole('group', { name: 'Wizyta kontrolna 2' });
    expect(within(second).getAllByLabelText(/Data wizyty/)[0]).toBeInTheDocument();
  });

  it('titles rows with the row name and their number, nested rows too, in the user’s language', async () => {
    const server = formServer(stsExtended, 'en', {
      formData: {
        treatmentCourses: [
          { kind: 'chemotherapy', startDate: '2024-03-04', agents: [{ agent: 'VCR' }] },
          { kind: 'chemotherapy', startDate: '2024-03-25' },
        ],
      },
      version: 1,
    });
    renderFormPage({ definition: stsExtended, locale: 'en', server, routes: dictionary });

    const courses = await screen.findByRole('region', { name: 'Systemic treatment courses' });
    const first = within(courses).getByRole('group', { name: 'Treatment course 1' });
    expect(within(first).getByRole('group', { name: 'Agent 1' })).toBeInTheDocument();
    expect(within(courses).getByRole('group', { name: 'Treatment course 2' })).toBeInTheDocument();
    expect(
      within(courses).getByRole('heading', { name: 'Treatment course 2', level: 6 }),
    ).toBeInTheDocument();
    // The rows' old titles ("Systemic treatment courses-2") are gone.
    expect(within(courses).queryByText(/courses-\d/)).toBeNull();
    expect(within(first).getByRole('button', { name: 'Add row: Agents' })).toBeInTheDocument();
  });

  it('offers no Add button on a read-only form, only the empty table’s words', async () => {
    renderFormPage({
      definition: stsExtended,
      role: 'ROLE_DATA_ADMINISTRATOR',
      routes: dictionary,
    });

    const visits = await screen.findByRole('region', { name: 'Wizyty kontrolne' });
    await waitFor(() =>
      expect(within(visits).queryByRole('button', { name: /Dodaj wiersz/ })).toBeNull(),
    );
    expect(within(visits).getByText('Nie dodano jeszcze żadnego wiersza.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zapisz' })).toBeNull();
  });
});
