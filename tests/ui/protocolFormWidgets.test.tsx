/**
 * The registry's own parts of a protocol form: the dictionary lookup (search as you type, pick,
 * "Value not found", a stored code shown with its description, whole under the field on a
 * phone), the tumour volume computed while
 * typing and overridable by hand, the rich-text notes (sanitised, throttled) and the row delete
 * that asks first.
 */
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import type { WidgetProps } from '@rjsf/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RICH_TEXT_THROTTLE_MS } from '../../domain/forms';
import { RichTextWidget } from '../../src/pages/forms/widgets/RichTextWidget';
import { sanitizeRichText } from '../../src/pages/forms/widgets/richTextSanitizer';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import type { RecordedCall } from './fakeApi';
import { narrowScreen } from './narrowScreen';
import { decodedQuery } from './renderAdminView';
import {
  VALID_DIAGNOSIS,
  formServer,
  ok,
  posts,
  renderFormPage,
  stsBasic,
  stsExtended,
} from './protocolFormHarness';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const MORPHOLOGY = '/api/v1/dictionary/dictionaries/icdO3Morphology/entries';
const ICD10 = '/api/v1/dictionary/dictionaries/icd10/entries';

const entry = (type: string, value: string, description: string, descriptionEn: string) => ({
  id: value.length,
  type,
  value,
  description,
  descriptionEn,
  searchableDescription: description,
  active: true,
});

const morphologies = [
  entry('icdO3Morphology', '8900/3', 'Mięsak prążkowanokomórkowy, BNO', 'Rhabdomyosarcoma, NOS'),
  entry(
    'icdO3Morphology',
    '8910/3',
    'Mięsak prążkowanokomórkowy zarodkowy',
    'Embryonal rhabdomyosarcoma',
  ),
  entry(
    'icdO3Morphology',
    '9814/3',
    'Białaczka/chłoniak limfoblastyczny z komórek B z t(12;21)(p13;q22); TEL-AML1 (ETV6-RUNX1)',
    'B lymphoblastic leukaemia/lymphoma with t(12;21)(p13;q22); TEL-AML1 (ETV6-RUNX1)',
  ),
];
const c49 = entry(
  'icd10',
  'C49',
  'Nowotwór złośliwy innej tkanki łącznej',
  'Malignant neoplasm of other connective tissue',
);

/** A dictionary endpoint that searches its entries as the server does (code or description). */
function dictionaryRoute(entries: ReturnType<typeof entry>[]) {
  return (call: RecordedCall) => {
    const search =
      /filters\[searchableDescription\]=([^&]*)/.exec(decodedQuery(call.path))?.[1] ?? '';
    const text = search.toLowerCase();
    const data = entries.filter(
      (item) =>
        item.value.toLowerCase().startsWith(text) ||
        item.description.toLowerCase().includes(text) ||
        item.descriptionEn.toLowerCase().includes(text),
    );
    return ok({ data, totalItems: data.length, totalPages: 1, page: 1, itemsPerPage: 20 });
  };
}

const dictionaries = {
  [`GET ${MORPHOLOGY}`]: dictionaryRoute(morphologies),
  [`GET ${ICD10}`]: dictionaryRoute([c49]),
};

describe('dictionary lookup', () => {
  it('finds entries as the user types, on page 1, and stores the picked code', async () => {
    const user = userEvent.setup();
    const server = formServer(stsBasic, 'pl', {
      formData: { diagnosis: VALID_DIAGNOSIS },
      version: 1,
    });
    const { api } = renderFormPage({ definition: stsBasic, server, routes: dictionaries });

    const morphology = await screen.findByRole('combobox', { name: /Morfologia \(ICD-O-3\)/ });
    await user.type(morphology, 'zarodk');

    const searches = () =>
      api.calls.filter((call) => call.path.startsWith(MORPHOLOGY) && call.path.includes('zaro'));
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(decodedQuery(searches()[0]!.path)).toContain('page=1');
    expect(decodedQuery(searches()[0]!.path)).toContain('filters[searchableDescription]=zarodk');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    const option = screen.getByRole('option', {
      name: '8910/3 — Mięsak prążkowanokomórkowy zarodkowy',
    });
    // One request once the typing pauses, not one per keystroke.
    expect(searches()).toHaveLength(1);

    await user.click(option);
    expect(morphology).toHaveValue('8910/3 — Mięsak prążkowanokomórkowy zarodkowy');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(posts(api.calls)).toHaveLength(1));
    expect(posts(api.calls)[0]?.body).toMatchObject({
      formData: { diagnosis: { ...VALID_DIAGNOSIS, morphology: '8910/3' } },
    });
  });

  it('says "Nie odnaleziono wartości" when nothing matches', async () => {
    const user = userEvent.setup();
    renderFormPage({ definition: stsBasic, routes: dictionaries });

    await user.type(await screen.findByRole('combobox', { name: /Morfologia/ }), 'xyzzy');

    expect(await screen.findByText('Nie odnaleziono wartości')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('shows a stored code with its description, in English for an English user', async () => {
    const user = userEvent.setup();
    const server = formServer(stsBasic, 'en', {
      formData: { diagnosis: { ...VALID_DIAGNOSIS, morphology: '8900/3' } },
      version: 1,
    });
    renderFormPage({ definition: stsBasic, locale: 'en', server, routes: dictionaries });

    const icd10 = await screen.findByRole('combobox', { name: /Diagnosis \(ICD-10\)/ });
    await waitFor(() =>
      expect(icd10).toHaveValue('C49 — Malignant neoplasm of other connective tissue'),
    );
    expect(screen.getByRole('combobox', { name: /Morphology/ })).toHaveValue(
      '8900/3 — Rhabdomyosarcoma, NOS',
    );

    await user.clear(icd10);
    await user.type(icd10, 'nothing like it');
    expect(await screen.findByText('Value not found')).toBeInTheDocument();
  });

  it("shows the picked entry's description whole under the field on a phone, where the input cuts it", async () => {
    const restoreScreen = narrowScreen();
    try {
      const user = userEvent.setup();
      renderFormPage({ definition: stsBasic, routes: dictionaries });
      const morphology = await screen.findByRole('combobox', { name: /Morfologia \(ICD-O-3\)/ });

      await user.type(morphology, 'zarodk');
      await user.click(
        await screen.findByRole('option', {
          name: '8910/3 — Mięsak prążkowanokomórkowy zarodkowy',
        }),
      );

      expect(morphology).toHaveAccessibleDescription('Mięsak prążkowanokomórkowy zarodkowy');
      // A search being typed is no picked entry.
      await user.type(morphology, '{Backspace}');
      expect(morphology).not.toHaveAccessibleDescription();
    } finally {
      restoreScreen();
    }
  });

  it('shows no description under the field on a wide screen, where the input holds it', async () => {
    const user = userEvent.setup();
    renderFormPage({ definition: stsBasic, routes: dictionaries });
    const morphology = await screen.findByRole('combobox', { name: /Morfologia \(ICD-O-3\)/ });

    await user.type(morphology, 'zarodk');
    await user.click(
      await screen.findByRole('option', { name: '8910/3 — Mięsak prążkowanokomórkowy zarodkowy' }),
    );

    expect(morphology).toHaveValue('8910/3 — Mięsak prążkowanokomórkowy zarodkowy');
    expect(morphology).not.toHaveAccessibleDescription();
  });

  it('shows a long entry whole under a read-only field, which cannot be opened to read it', async () => {
    renderFormPage({
      definition: stsBasic,
      role: 'ROLE_DATA_ADMINISTRATOR',
      server: formServer(stsBasic, 'pl', {
        formData: { diagnosis: { ...VALID_DIAGNOSIS, morphology: '9814/3' } },
        version: 1,
      }),
      routes: dictionaries,
    });
    const morphology = await screen.findByRole('combobox', { name: /Morfologia \(ICD-O-3\)/ });
    await waitFor(() =>
      expect((morphology as HTMLInputElement).value).toMatch(/^9814\/3 — Białaczka/),
    );
    expect(morphology).toBeDisabled();
    expect(morphology).toHaveAccessibleDescription(
      'Białaczka/chłoniak limfoblastyczny z komórek B z t(12;21)(p13;q22); TEL-AML1 (ETV6-RUNX1)',
    );
    // A short entry fits its field: nothing is said twice.
    const icd10 = screen.getByRole('combobox', { name: /Rozpoznanie \(ICD-10\)/ });
    await waitFor(() => expect(icd10).toHaveValue('C49 — Nowotwór złośliwy innej tkanki łącznej'));
    expect(icd10).not.toHaveAccessibleDescription();
  });
});

describe('tumour dimensions', () => {
  it('computes the volume while typing, lets the user overwrite it, and recomputes on a new dimension', async () => {
    const user = userEvent.setup();
    const server = formServer(stsBasic, 'pl', {
      formData: { diagnosis: VALID_DIAGNOSIS },
      version: 1,
    });
    const { api } = renderFormPage({ definition: stsBasic, server, routes: dictionaries });

    const length = await screen.findByLabelText(/Długość \[cm\]/);
    const volume = screen.getByLabelText(/Objętość \[cm³\]/);
    expect(screen.getByText('obliczona: π/6 × dł. × szer. × grub.')).toBeInTheDocument();
    await user.type(length, '4');
    await user.type(screen.getByLabelText(/Szerokość \[cm\]/), '3');
    expect(volume).toHaveValue('');
    await user.type(screen.getByLabelText(/Grubość \[cm\]/), '2');
    // In the interface's language: a decimal comma in Polish.
    await waitFor(() => expect(volume).toHaveValue('12,6'));

    await user.clear(volume);
    await user.type(volume, '15');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(posts(api.calls)).toHaveLength(1));
    expect(posts(api.calls)[0]?.body).toMatchObject({
      formData: { disease: { primaryTumour: { length: 4, width: 3, thickness: 2, volume: 15 } } },
    });

    await user.clear(length);
    await user.type(length, '5');
    await waitFor(() => expect(volume).toHaveValue('15,7'));
  });
});

describe('table rows', () => {
  it('asks before deleting a row, naming it: cancelling keeps it, confirming removes it', async () => {
    const user = userEvent.setup();
    const server = formServer(stsExtended, 'pl', {
      formData: {
        followUpVisits: [
          { date: '2024-06-01', status: 'aliveNed', notes: 'pierwsza' },
          { date: '2024-09-01', status: 'aliveNed', notes: 'druga' },
        ],
      },
      version: 1,
    });
    renderFormPage({ definition: stsExtended, server });

    const visits = (await screen.findByRole('heading', { name: 'Wizyty kontrolne' })).closest(
      '.rjsf-field-array',
    ) as HTMLElement;
    expect(within(visits).getAllByRole('button', { name: 'Usuń wiersz' })).toHaveLength(2);

    await user.click(within(visits).getAllByRole('button', { name: 'Usuń wiersz' })[1]!);
    // The question names the row it is about.
    expect(await screen.findByRole('dialog')).toHaveAccessibleName(
      'Usunięcie wiersza: Wizyta kontrolna 2',
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(visits).getAllByRole('button', { name: 'Usuń wiersz' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Usunięcie wiersza: Wizyta kontrolna 1');
    expect(dialog).toHaveTextContent('Czy na pewno chcesz usunąć wiersz?');
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(visits).getAllByRole('button', { name: 'Usuń wiersz' })).toHaveLength(2);

    await user.click(within(visits).getAllByRole('button', { name: 'Usuń wiersz' })[0]!);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Usuń' }),
    );
    await waitFor(() =>
      expect(within(visits).getAllByRole('button', { name: 'Usuń wiersz' })).toHaveLength(1),
    );
    expect(within(visits).getByDisplayValue('druga')).toBeInTheDocument();
    expect(within(visits).queryByDisplayValue('pierwsza')).not.toBeInTheDocument();
  });
});

describe('rich-text notes', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function renderNotes(onChange: (value: unknown) => void) {
    const props = {
      id: 'root_notes',
      name: 'notes',
      label: 'Uwagi',
      value: undefined,
      options: {},
      schema: { type: 'string' },
      onChange,
      onBlur: () => undefined,
      onFocus: () => undefined,
      registry: {},
    } as unknown as WidgetProps;
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={createI18nProvider()} store={memoryStore()}>
          <RichTextWidget {...props} />
        </AdminContext>
      </MemoryRouter>,
    );
    return screen.getByRole('textbox', { name: 'Uwagi' });
  }

  /** What a keystroke does to a contentEditable: new content, then an input event. */
  function typeInto(editor: HTMLElement, html: string) {
    editor.innerHTML = html;
    fireEvent.input(editor);
  }

  it('hands on at most one change per 300 ms and always the last text', () => {
    vi.useFakeTimers();
    const changes: { at: number; value: unknown }[] = [];
    const editor = renderNotes((value) => changes.push({ at: Date.now(), value }));

    let text = '';
    for (let key = 0; key < 40; key += 1) {
      text += 'a';
      act(() => typeInto(editor, `<p>${text}</p>`));
      act(() => vi.advanceTimersByTime(25));
    }
    act(() => vi.advanceTimersByTime(RICH_TEXT_THROTTLE_MS));

    // 40 keystrokes over a second: a handful of changes, never two within 300 ms.
    expect(changes.length).toBeGreaterThan(1);
    expect(changes.length).toBeLessThanOrEqual(5);
    changes
      .slice(1)
      .forEach((change, index) =>
        expect(change.at - changes[index]!.at).toBeGreaterThanOrEqual(RICH_TEXT_THROTTLE_MS),
      );
    expect(changes[changes.length - 1]?.value).toBe(`<p>${'a'.repeat(40)}</p>`);
  });

  it('delivers what was typed at once when the editor loses focus', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const editor = renderNotes(onChange);

    act(() => typeInto(editor, '<p>a</p>'));
    act(() => typeInto(editor, '<p>ab</p>'));
    expect(onChange).toHaveBeenLastCalledWith('<p>a</p>');
    act(() => fireEvent.blur(editor));

    expect(onChange).toHaveBeenLastCalledWith('<p>ab</p>');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('hands on sanitised HTML, and nothing for an emptied editor', () => {
    const onChange = vi.fn();
    const editor = renderNotes(onChange);

    act(() =>
      typeInto(editor, '<p style="color:red" onclick="steal()">Dobrze <b>tolerował</b></p>'),
    );
    expect(onChange).toHaveBeenLastCalledWith('<p>Dobrze <b>tolerował</b></p>');
    act(() => fireEvent.blur(editor));
    act(() => typeInto(editor, '<br>'));
    act(() => fireEvent.blur(editor));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('offers the formatting buttons by name', () => {
    renderNotes(() => undefined);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatowanie tekstu' });
    for (const name of [
      'Pogrubienie',
      'Kursywa',
      'Podkreślenie',
      'Lista punktowana',
      'Lista numerowana',
    ]) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
  });
});

describe('rich-text sanitiser', () => {
  it('keeps only the allowlisted elements, bare', () => {
    expect(
      sanitizeRichText(
        '<div class="x"><h2>Wywiad</h2><span style="x">bez <i>zmian</i></span></div>' +
          '<ul><li onmouseover="x()">jeden</li></ul><a href="javascript:x()">link</a>',
      ),
    ).toBe('<p>Wywiad</p>bez <i>zmian</i><ul><li>jeden</li></ul>link');
  });

  it('drops active content with everything in it', () => {
    expect(
      sanitizeRichText(
        'a<script>alert(1)</script><img src=x onerror="alert(2)"><iframe src="x"></iframe><style>p{}</style>b',
      ),
    ).toBe('ab');
  });

  it('escapes text that looks like markup', () => {
    expect(sanitizeRichText('<p>&lt;script&gt;x&lt;/script&gt; 5 &gt; 3</p>')).toBe(
      '<p>&lt;script&gt;x&lt;/script&gt; 5 &gt; 3</p>',
    );
  });
});
