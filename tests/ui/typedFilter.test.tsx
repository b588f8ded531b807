/**
 * The lists' filter form (src/framework/TypedFilterInput.tsx): a choice reaches the list at
 * once, what is typed once typing pauses, on Enter, or at once when cleared; a filter changed
 * from outside shows its new value. On fake timers, so that "at once" and "after the pause"
 * are exact, whatever the machine's load.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  AdminContext,
  ListBase,
  SelectInput,
  TestMemoryRouter,
  useInput,
  useListContext,
} from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ListFilterForm,
  TYPING_PAUSE_MS,
  TypedFilterInput,
} from '../../src/framework/TypedFilterInput';

const i18nProvider = polyglotI18nProvider(() => englishMessages, 'en');

function ClearFilters() {
  const { setFilters } = useListContext();
  return (
    <button type="button" onClick={() => setFilters({})}>
      Clear filters
    </button>
  );
}

function NextPage() {
  const { page, setPage } = useListContext();
  return (
    <button type="button" onClick={() => setPage(page + 1)}>
      Next page
    </button>
  );
}

let inputRenders = 0;

/** A filter input that counts its renders. */
function CountedInput({ source }: { source: string; alwaysOn?: boolean }) {
  const { field } = useInput({ source });
  inputRenders += 1;
  return <input aria-label="Counted" {...field} value={String(field.value ?? '')} />;
}

// Made once, as a list view makes its filters once.
const FILTERS = [
  <TypedFilterInput key="q" source="q" search alwaysOn />,
  <SelectInput
    key="kind"
    source="kind"
    choices={[
      { id: 'blood', name: 'Blood' },
      { id: 'tissue', name: 'Tissue' },
    ]}
    alwaysOn
  />,
  <TypedFilterInput key="year" source="year" label="Year" type="number" alwaysOn />,
  <CountedInput key="counted" source="counted" alwaysOn />,
];

/**
 * Lets the fake clock run for `ms`, 5 ms at a time: React renders what a step's timers changed
 * when its act() ends, so that the next step runs the timers those renders set.
 */
async function pass(ms: number) {
  for (let passed = 0; passed < ms; passed += 5) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(5, ms - passed)));
  }
}

/** A list with the filters; answers the filters of each list request, in order. */
async function renderFilters() {
  const getList = vi.fn(async () => ({ data: [], total: 0 }));
  render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={i18nProvider} dataProvider={{ getList } as never}>
        <ListBase resource="samples" disableSyncWithLocation>
          <ListFilterForm filters={FILTERS} />
          <ClearFilters />
          <NextPage />
        </ListBase>
      </AdminContext>
    </TestMemoryRouter>,
  );
  await pass(20); // the first request, and the form's first validation
  return () =>
    getList.mock.calls.map((call) => (call as unknown as [string, { filter: object }])[1].filter);
}

describe("the lists' filter form", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('applies a choice at once, without the 500 ms react-admin waits by default', async () => {
    const requests = await renderFilters();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /kind/i }));
    fireEvent.click(screen.getByRole('option', { name: 'Tissue' }));
    await pass(5);
    expect(requests()).toEqual([{}, { kind: 'tissue' }]);
  });

  it('applies what is typed once typing pauses, not at each keystroke', async () => {
    const requests = await renderFilters();
    const search = screen.getByPlaceholderText('Search');
    for (const typed of ['m', 'ma', 'mar', 'marr']) {
      fireEvent.change(search, { target: { value: typed } });
      await pass(TYPING_PAUSE_MS - 100);
    }
    expect(requests()).toEqual([{}]);
    await pass(150); // the pause, and the few steps from the settled text to the request
    expect(requests()).toEqual([{}, { q: 'marr' }]);

    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2012' } });
    await pass(TYPING_PAUSE_MS + 50);
    expect(requests().at(-1)).toEqual({ q: 'marr', year: '2012' });
  });

  it('applies what is typed at once on Enter, and an emptied box at once', async () => {
    const requests = await renderFilters();
    const search = screen.getByPlaceholderText('Search');
    fireEvent.change(search, { target: { value: 'kowal' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await pass(5);
    expect(requests()).toEqual([{}, { q: 'kowal' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Clear value' }));
    await pass(5);
    expect(search).toHaveValue('');
    expect(requests()).toEqual([{}, { q: 'kowal' }, {}]);
    await pass(TYPING_PAUSE_MS + 50);
    expect(requests()).toHaveLength(3);
  });

  it('shows a filter cleared from outside, and does not send the old text again', async () => {
    const requests = await renderFilters();
    const search = screen.getByPlaceholderText('Search');
    fireEvent.change(search, { target: { value: 'nowak' } });
    await pass(TYPING_PAUSE_MS + 50);
    expect(requests().at(-1)).toEqual({ q: 'nowak' });

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await pass(5);
    expect(search).toHaveValue('');
    await pass(TYPING_PAUSE_MS + 50);
    expect(requests()).toEqual([{}, { q: 'nowak' }, {}]);
  });

  it('leaves the filters alone while the rows change: another page, loading, rows that arrive', async () => {
    const requests = await renderFilters();
    const before = inputRenders;
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await pass(50);
    // Page 2 asked for, found empty, and page 1 asked for again: the rows changed three times.
    expect(requests()).toHaveLength(3);
    expect(inputRenders).toBe(before);
  });
});
