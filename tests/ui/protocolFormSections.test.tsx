/**
 * Finding one's way through a long protocol form: the index of sections with each section's
 * errors (the browser's and the server's, once each) and whether it holds data, jumping to a
 * section; the save button with the count of errors; a table without rows saying so and offering
 * a labelled Add button; rows titled with the table's row name and their number.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  VALID_DIAGNOSIS,
  formServer,
  ok,
  renderFormPage,
  stsBasic,
  stsExtended,
} from './protocolFormHarness';
import { sectionAtLine } from '../../src/pages/forms/useCurrentSection';

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

describe('the section being read', () => {
  const places = [
    { name: 'diagnosis', top: -900, bottom: -300 },
    { name: 'treatment', top: -276, bottom: 60 },
    { name: 'death', top: 84, bottom: 400 },
    { name: 'notes', top: 424, bottom: 600 },
  ];

  it('is the last whose top has passed the line under the app bar', () => {
    expect(sectionAtLine(places)).toBe('death');
    expect(sectionAtLine(places, { line: 80 })).toBe('treatment');
    // Before any has passed it, the first.
    expect(sectionAtLine(places.map((place) => ({ ...place, top: place.top + 2000 })))).toBe(
      'diagnosis',
    );
    expect(sectionAtLine([])).toBeNull();
  });

  it('is the focused one at the foot of the page, while it is in the window', () => {
    const foot = { atFoot: true, windowHeight: 700 };
    expect(sectionAtLine(places, { ...foot, focused: 'notes' })).toBe('notes');
    expect(sectionAtLine(places, { ...foot, focused: 'diagnosis' })).toBe('death');
    expect(sectionAtLine(places, { ...foot, focused: null })).toBe('death');
    // Above the foot the line decides, whatever holds the focus.
    expect(sectionAtLine(places, { focused: 'notes', windowHeight: 700 })).toBe('death');
  });

  it('is marked in the index as the form scrolls, and the one jumped to at the foot', async () => {
    // jsdom lays nothing out: the sections stand 400 px apart, as far up as `scrolled` says.
    let scrolled = 0;
    const prefix = 'protocol-form-section-';
    const sectionRect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        const sections = [...document.querySelectorAll(`[id^="${prefix}"]`)];
        const top = sections.indexOf(this) * 400 + 100 - scrolled;
        return DOMRect.fromRect({ x: 0, y: top, width: 600, height: 376 });
      });
    onTestFinished(() => sectionRect.mockRestore());
    const scrollTo = (offset: number, atFoot = false) => {
      scrolled = offset;
      Object.defineProperty(document.documentElement, 'scrollHeight', {
        configurable: true,
        value: atFoot ? window.innerHeight : 10_000,
      });
      window.dispatchEvent(new Event('scroll'));
    };
    const user = userEvent.setup();
    renderFormPage({ definition: stsBasic, routes: dictionary });
    const index = await sectionIndex();
    const current = () =>
      index
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-current') === 'location')
        .map((button) => button.getAttribute('aria-label')?.split(',')[0]);

    scrollTo(0);
    await waitFor(() => expect(current()).toEqual(['Rozpoznanie']));
    // The third section's top (900 px down) passes the line at 96 px.
    scrollTo(810);
    await waitFor(() => expect(current()).toEqual(['Dane choroby']));

    // At the foot the last sections cannot reach the line: the one jumped to is marked.
    scrollTo(2900, true);
    await waitFor(() => expect(current()).toEqual(['Zgon']));
    await user.click(index.getByRole('button', { name: /^Uwagi/ }));
    await waitFor(() => expect(current()).toEqual(['Uwagi']));
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
