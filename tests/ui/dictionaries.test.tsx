import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DictionaryEntry, DictionaryType } from '../../domain/dictionary';
import { dictionaries } from '../../resources/dictionaries';
import { DictionaryList } from '../../resources/dictionaries/DictionaryList';
import type { Answer, Handler, RecordedCall } from './fakeApi';
import { decodedQuery, renderAdminView } from './renderAdminView';

const ENTRIES = '/api/v1/dictionary/dictionaries/icd10/entries';
/** The first render loads react-admin's views on demand: slow on a busy machine. */
const FIRST_LOAD = { timeout: 5000 };
/** The Polish description's label, not the English one's (a required field ends with a star). */
const DESCRIPTION = /^Opis[\s\u2009*]*$/;

function dictionaryType(overrides: Partial<DictionaryType> = {}): DictionaryType {
  return { type: 'icd10', namePl: 'ICD-10', nameEn: 'ICD-10', entryCount: 2, ...overrides };
}

function entry(overrides: Partial<DictionaryEntry> = {}): DictionaryEntry {
  return {
    id: 1,
    type: 'icd10',
    value: 'C16',
    description: 'Nowotwór złośliwy żołądka',
    descriptionEn: 'Malignant neoplasm of stomach',
    searchableDescription: 'nowotwor zlosliwy zoladka rak zoladka',
    active: true,
    ...overrides,
  };
}

function page(data: DictionaryEntry[]): Answer {
  return {
    status: 200,
    body: { data, totalItems: data.length, totalPages: 1, page: 1, itemsPerPage: 25 },
  };
}

const stomach = entry();
const brain = entry({
  id: 2,
  value: 'C71',
  description: 'Nowotwór złośliwy mózgu',
  descriptionEn: null,
  searchableDescription: 'Nowotwór złośliwy mózgu',
});

/** An ICD-10 and a nationalities dictionary; ICD-10 answers a search the way the server does. */
function dictionaryRoutes(extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET /api/v1/dictionary/dictionaries/dictionaryTypes': () => ({
      status: 200,
      body: {
        data: [
          dictionaryType({
            type: 'nationalities',
            namePl: 'Obywatelstwa',
            nameEn: 'Nationalities',
          }),
          dictionaryType(),
        ],
      },
    }),
    [`GET ${ENTRIES}`]: (call) => {
      const search = new URL(call.path, 'http://localhost').searchParams.get('search');
      if (search === 'zoladek') return page([stomach]);
      if (search) return page([]);
      return page([stomach, brain]);
    },
    'GET /api/v1/dictionary/dictionaries/nationalities/entries': () =>
      page([entry({ id: 9, type: 'nationalities', value: 'PL', description: 'Polska' })]),
    ...extra,
  };
}

function renderDictionaries(routes: Record<string, Handler>, locale: 'pl' | 'en' = 'pl') {
  return renderAdminView(<DictionaryList />, {
    routes,
    resourcePaths: { dictionaries: dictionaries.apiPath },
    locale,
    path: '/dictionary',
  });
}

/** Long texts are pasted: typing them letter by letter is slow on a busy machine. */
async function fill(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

const entryCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path.startsWith(ENTRIES));

describe('dictionary screen', { timeout: 20_000 }, () => {
  it('lists the dictionaries with their entry counts and shows the first one by name', async () => {
    const user = userEvent.setup();
    const { api } = renderDictionaries(dictionaryRoutes());

    expect(
      await screen.findByRole('heading', { name: 'Słowniki' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Nowotwór złośliwy żołądka', {}, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('Nowotwór złośliwy mózgu')).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Słownik' });
    expect(picker).toHaveTextContent('ICD-10 (2)');
    expect(decodedQuery(entryCalls(api.calls)[0]!.path)).toBe(
      'page=1&itemsPerPage=25&sorts[value]=asc',
    );

    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Obywatelstwa (2)' }));

    expect(await screen.findByText('Polska')).toBeInTheDocument();
    expect(screen.queryByText('Nowotwór złośliwy żołądka')).not.toBeInTheDocument();
  });

  it('searches without accents and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { api } = renderDictionaries(dictionaryRoutes());
    const search = await screen.findByRole('searchbox', { name: 'Szukaj w słowniku' }, FIRST_LOAD);
    await screen.findByText('Nowotwór złośliwy mózgu', {}, FIRST_LOAD);

    await user.type(search, 'zoladek');
    await waitFor(() =>
      expect(screen.queryByText('Nowotwór złośliwy mózgu')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Nowotwór złośliwy żołądka')).toBeInTheDocument();
    expect(decodedQuery(entryCalls(api.calls).at(-1)!.path)).toContain('search=zoladek');

    await user.clear(search);
    await user.type(search, 'kość');
    expect(await screen.findByText('Nie odnaleziono wartości')).toBeInTheDocument();
    expect(decodedQuery(entryCalls(api.calls).at(-1)!.path)).toContain('search=kość');
  });

  it('opens the same dictionary in English, whose names sort otherwise', async () => {
    const adverseEvents = dictionaryType({
      type: 'ctcaeTerms',
      namePl: 'Zdarzenia niepożądane (CTCAE)',
      nameEn: 'Adverse events (CTCAE)',
    });
    renderDictionaries(
      dictionaryRoutes({
        'GET /api/v1/dictionary/dictionaries/dictionaryTypes': () => ({
          status: 200,
          body: { data: [adverseEvents, dictionaryType()] },
        }),
      }),
      'en',
    );

    const picker = await screen.findByRole('combobox', { name: 'Dictionary' }, FIRST_LOAD);
    await waitFor(() => expect(picker).toHaveTextContent('ICD-10 (2)'));
  });

  it('says "Value not found" in English', async () => {
    const user = userEvent.setup();
    renderDictionaries(dictionaryRoutes(), 'en');
    const search = await screen.findByRole(
      'searchbox',
      { name: 'Search the dictionary' },
      FIRST_LOAD,
    );

    await user.type(search, 'nothing like it');

    expect(await screen.findByText('Value not found')).toBeInTheDocument();
  });

  it('adds an entry, confirms it and reloads the list and the counts', async () => {
    const user = userEvent.setup();
    const { api } = renderDictionaries(
      dictionaryRoutes({
        [`POST ${ENTRIES}`]: (call) => ({
          status: 201,
          body: entry({ id: 3, ...(call.body as object) }),
        }),
      }),
    );
    await screen.findByText('Nowotwór złośliwy mózgu', {}, FIRST_LOAD);
    const listCallsBefore = entryCalls(api.calls).length;

    await user.click(screen.getByRole('button', { name: 'Dodaj wpis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowy wpis: ICD-10' });
    await user.type(within(dialog).getByLabelText(/Wartość/), ' C50 ');
    await fill(user, within(dialog).getByLabelText(DESCRIPTION), 'Nowotwór złośliwy sutka');
    await fill(
      user,
      within(dialog).getByLabelText(/Opis po angielsku/),
      'Malignant neoplasm of breast',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Wpis słownika został utworzony')).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe(ENTRIES);
    expect(post?.body).toEqual({
      value: 'C50',
      description: 'Nowotwór złośliwy sutka',
      descriptionEn: 'Malignant neoplasm of breast',
      searchableDescription: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(entryCalls(api.calls).length).toBeGreaterThan(listCallsBefore));
    expect(
      api.calls.filter((call) => call.path.endsWith('/dictionaryTypes')).length,
    ).toBeGreaterThan(1);
  });

  it('refuses an entry without a description before calling the server', async () => {
    const user = userEvent.setup();
    const { api } = renderDictionaries(dictionaryRoutes());
    await screen.findByText('Nowotwór złośliwy mózgu', {}, FIRST_LOAD);

    await user.click(screen.getByRole('button', { name: 'Dodaj wpis' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Wartość/), 'C50');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    expect(await within(dialog).findByText('Pole wymagane')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('marks the value and the description required, as every other form marks its fields', async () => {
    const user = userEvent.setup();
    renderDictionaries(dictionaryRoutes());
    await screen.findByText('Nowotwór złośliwy mózgu', {}, FIRST_LOAD);
    /** The label's text, its star (after a thin space) kept. */
    const label = (input: HTMLElement) =>
      (input as HTMLInputElement).labels?.[0]?.textContent?.replace(/\s+\*/, '*').trim();

    await user.click(screen.getByRole('button', { name: 'Dodaj wpis' }));
    const added = await screen.findByRole('dialog', { name: 'Nowy wpis: ICD-10' });
    expect(label(within(added).getByLabelText(/Wartość/))).toBe('Wartość*');
    expect(label(within(added).getByLabelText(DESCRIPTION))).toBe('Opis*');
    expect(label(within(added).getByLabelText(/Opis po angielsku/))).toBe('Opis po angielsku');
    expect(label(within(added).getByLabelText(/Opis do wyszukiwania/))).toBe(
      'Opis do wyszukiwania',
    );
    await user.click(within(added).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The value of an entry is read-only once saved: nothing to fill, so no star.
    await user.click(screen.getByRole('button', { name: 'Edytuj wpis C16' }));
    const edited = await screen.findByRole('dialog', { name: 'Edycja wpisu C16 (ICD-10)' });
    expect(label(within(edited).getByLabelText(/Wartość/))).toBe('Wartość');
    expect(label(within(edited).getByLabelText(DESCRIPTION))).toBe('Opis*');
  });

  it('puts the message of a duplicate value on the value input', async () => {
    const user = userEvent.setup();
    renderDictionaries(
      dictionaryRoutes({
        [`POST ${ENTRIES}`]: () => ({
          status: 409,
          body: {
            code: 'conflict',
            message: 'Taka wartość już istnieje w tym słowniku',
            correlationId: 'corr-409',
            details: { value: ['Taka wartość już istnieje w tym słowniku'] },
          },
        }),
      }),
    );
    await screen.findByText('Nowotwór złośliwy mózgu', {}, FIRST_LOAD);

    await user.click(screen.getByRole('button', { name: 'Dodaj wpis' }));
    const dialog = await screen.findByRole('dialog');
    const value = within(dialog).getByLabelText(/Wartość/);
    await user.type(value, 'C16');
    await user.type(within(dialog).getByLabelText(DESCRIPTION), 'Żołądek');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    expect(
      await within(dialog).findByText('Taka wartość już istnieje w tym słowniku'),
    ).toBeInTheDocument();
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Kod błędu:/)).toHaveTextContent('corr-409');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('edits an entry without sending its value, and confirms it', async () => {
    const user = userEvent.setup();
    const { api } = renderDictionaries(
      dictionaryRoutes({ [`PUT ${ENTRIES}/1`]: () => ({ status: 204 }) }),
    );
    await screen.findByText('Nowotwór złośliwy mózgu', {}, FIRST_LOAD);

    await user.click(screen.getByRole('button', { name: 'Edytuj wpis C16' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edycja wpisu C16 (ICD-10)' });
    const value = within(dialog).getByLabelText(/Wartość/);
    expect(value).toHaveValue('C16');
    expect(value).toHaveAttribute('readonly');
    const description = within(dialog).getByLabelText(DESCRIPTION);
    await user.clear(description);
    await fill(user, description, 'Nowotwór złośliwy żołądka, nieokreślony');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Wpis słownika został zaktualizowany')).toBeInTheDocument();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe(`${ENTRIES}/1`);
    expect(put?.body).toEqual({
      description: 'Nowotwór złośliwy żołądka, nieokreślony',
      descriptionEn: 'Malignant neoplasm of stomach',
      searchableDescription: 'nowotwor zlosliwy zoladka rak zoladka',
      active: true,
    });
  });

  it.each([
    [
      'pl',
      'Edytuj wpis C16',
      /Wartość/,
      'Rekordy przechowują samą wartość, dlatego po zapisaniu wpisu nie można jej zmienić.',
    ],
    [
      'en',
      'Edit entry C16',
      /Value/,
      'Records store the value itself, so it cannot change once the entry is saved.',
    ],
  ] as const)(
    "explains a saved entry's locked value by the entry being saved, not by records using it (%s)",
    async (locale, edit, valueLabel, explanation) => {
      const user = userEvent.setup();
      renderDictionaries(dictionaryRoutes(), locale);
      await screen.findByText('C71', {}, FIRST_LOAD);

      await user.click(screen.getByRole('button', { name: edit }));
      const dialog = await screen.findByRole('dialog');
      const value = within(dialog).getByLabelText(valueLabel);
      expect(value).toHaveAttribute('readonly');
      expect(value).toHaveAccessibleDescription(explanation);
    },
  );

  it('leaves a search text that only repeated the description blank, so it follows an edit', async () => {
    const user = userEvent.setup();
    const { api } = renderDictionaries(
      dictionaryRoutes({ [`PUT ${ENTRIES}/2`]: () => ({ status: 204 }) }),
    );
    await screen.findByText('Nowotwór złośliwy mózgu', {}, FIRST_LOAD);

    await user.click(screen.getByRole('button', { name: 'Edytuj wpis C71' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Opis do wyszukiwania/)).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    await screen.findByText('Wpis słownika został zaktualizowany');
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      description: 'Nowotwór złośliwy mózgu',
      descriptionEn: null,
      searchableDescription: null,
      active: true,
    });
  });
});

describe('dictionary screen with long terms', { timeout: 20_000 }, () => {
  const ADVERSE_EVENTS = '/api/v1/dictionary/dictionaries/ctcaeTerms/entries';
  const term = 'Activated partial thromboplastin time prolonged';
  const routes = dictionaryRoutes({
    'GET /api/v1/dictionary/dictionaries/dictionaryTypes': () => ({
      status: 200,
      body: {
        data: [
          dictionaryType({
            type: 'ctcaeTerms',
            namePl: 'Zdarzenia niepożądane (CTCAE v5.0)',
            nameEn: 'Adverse events (CTCAE v5.0)',
            entryCount: 1,
          }),
        ],
      },
    }),
    [`GET ${ADVERSE_EVENTS}`]: () =>
      page([
        entry({
          type: 'ctcaeTerms',
          value: term,
          description: 'Wydłużenie czasu częściowej tromboplastyny po aktywacji',
          descriptionEn: term,
        }),
      ]),
  });

  it('wraps a long value, as the descriptions wrap, and keeps the edit buttons in sight', async () => {
    renderDictionaries(routes);
    // The value's cell, then the English description's, which repeats the term.
    const [value] = await screen.findAllByRole('cell', { name: term }, FIRST_LOAD);

    expect(getComputedStyle(value!).whiteSpace).not.toBe('nowrap');
    const edit = screen.getByRole('button', { name: `Edytuj wpis ${term}` });
    // Pinned to the right edge of a table that is wider than its card after all.
    expect(getComputedStyle(edit.closest('td')!).position).toBe('sticky');
    expect(getComputedStyle(edit.closest('td')!).right).toBe('0px');
  });

  it("shows the dictionary's whole name in the picker, on more lines if it must", async () => {
    renderDictionaries(routes);
    const picker = await screen.findByRole('combobox', { name: 'Słownik' }, FIRST_LOAD);

    await waitFor(() => expect(picker).toHaveTextContent('Zdarzenia niepożądane (CTCAE v5.0) (1)'));
    expect(getComputedStyle(picker).whiteSpace).toBe('normal');
  });
});

describe('dictionary screen that fails to load', { timeout: 20_000 }, () => {
  it('says so with a retry in place of the entries, with no empty table or pager', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderDictionaries(
      dictionaryRoutes({
        [`GET ${ENTRIES}`]: () =>
          failing
            ? { status: 404, body: { code: 'gone', message: 'Słownik niedostępny' } }
            : page([stomach, brain]),
      }),
    );

    const failure = await screen.findByTestId('load-failed', {}, FIRST_LOAD);
    expect(failure).toHaveTextContent('Słownik niedostępny');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Ten słownik nie ma jeszcze wpisów.')).not.toBeInTheDocument();
    expect(screen.queryByText(/\d+–\d+ z \d+/)).not.toBeInTheDocument();

    failing = false;
    await user.click(within(failure).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('C71')).toBeInTheDocument();
    expect(screen.getByText('1–2 z 2')).toBeInTheDocument();
  });
});
