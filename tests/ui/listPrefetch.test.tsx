/**
 * A list asks for its next rows at the change itself (src/framework/ListPrefetch.tsx), with the
 * parameters react-admin's list then asks for: one request a change, sent before the list has
 * re-rendered. On fake timers, so that "before" is exact: a filter moves the list to its new
 * address only in react-admin's timer after the change (a page, sort or page size moves it at the
 * change, listNavigation.test.tsx).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, ListBase, TestMemoryRouter, useListContext } from 'react-admin';
import type { GetListParams } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIST_FRESH_MS, ListPrefetch } from '../../src/framework/ListPrefetch';

const META = { sorts: ['name'], filters: ['kind'] };

function Changes() {
  const { page, setPage, setSort, setFilters, setPerPage, data } = useListContext();
  return (
    <>
      <button type="button" onClick={() => setPage(page + 1)}>
        Next page
      </button>
      <button type="button" onClick={() => setSort({ field: 'name', order: 'DESC' })}>
        Sort
      </button>
      <button type="button" onClick={() => setFilters({ kind: 'blood', note: '' })}>
        Filter
      </button>
      <button type="button" onClick={() => setPerPage(50)}>
        Fifty a page
      </button>
      <p>{data?.map((row) => row.name).join(', ')}</p>
    </>
  );
}

async function renderList() {
  const getList = vi.fn(async (_resource: string, params: GetListParams) => ({
    data: [{ id: params.pagination?.page ?? 0, name: `page ${params.pagination?.page}` }],
    total: 200,
  }));
  render(
    <TestMemoryRouter>
      <AdminContext dataProvider={{ getList } as never}>
        <ListBase
          resource="samples"
          sort={{ field: 'id', order: 'ASC' }}
          queryOptions={{ meta: META, staleTime: LIST_FRESH_MS }}
        >
          <ListPrefetch meta={META}>
            <Changes />
          </ListPrefetch>
        </ListBase>
      </AdminContext>
    </TestMemoryRouter>,
  );
  await act(() => vi.advanceTimersByTimeAsync(50));
  expect(screen.getByText('page 1')).toBeInTheDocument();
  const asked = () =>
    getList.mock.calls.map(([, { pagination, sort, filter, meta }]) => ({
      pagination,
      sort,
      filter,
      meta,
    }));
  return { asked, calls: () => getList.mock.calls.length };
}

describe('a list change', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the next page at the click, once', async () => {
    const list = await renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    // Before any timer ran: the request left with the click.
    expect(list.asked().at(-1)).toEqual({
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
      meta: META,
    });
    await act(() => vi.advanceTimersByTimeAsync(LIST_FRESH_MS / 2));
    expect(screen.getByText('page 2')).toBeInTheDocument();
    expect(list.calls()).toBe(2);
  });

  it('asks for a new sort, filter or page size at the change, from page 1, once each', async () => {
    const list = await renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await act(() => vi.advanceTimersByTimeAsync(50));

    fireEvent.click(screen.getByRole('button', { name: 'Sort' }));
    expect(list.asked().at(-1)).toEqual({
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'DESC' },
      filter: {},
      meta: META,
    });
    await act(() => vi.advanceTimersByTimeAsync(50));

    // An emptied filter is left out, as react-admin leaves it out of the address.
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(list.asked().at(-1)).toEqual({
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'DESC' },
      filter: { kind: 'blood' },
      meta: META,
    });
    await act(() => vi.advanceTimersByTimeAsync(50));

    fireEvent.click(screen.getByRole('button', { name: 'Fifty a page' }));
    expect(list.asked().at(-1)).toEqual({
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'name', order: 'DESC' },
      filter: { kind: 'blood' },
      meta: META,
    });
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(list.calls()).toBe(5);
  });
});
