/**
 * A list's change of page draws the new rows, not the frame around them: the side menu and app
 * bar see a new path but not a new query (src/framework/PathLocation.tsx), and a list's context
 * is new only when one of its values is (src/framework/SteadyList.tsx).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ListContextProvider, useListContext } from 'react-admin';
import type { ListControllerResult } from 'react-admin';
import { Link, RouterProvider, createMemoryRouter, useLocation, useMatch } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PathLocation } from '../../src/framework/PathLocation';
import { SteadyList, sameValue } from '../../src/framework/SteadyList';

const records = [{ id: 1, name: 'Anna' }];

/** A list context as react-admin's controller makes one: new functions and copies each time. */
function listContext(page: number, setPage = vi.fn()): ListControllerResult {
  return {
    page,
    perPage: 25,
    total: 60,
    data: records,
    sort: { field: 'name', order: 'ASC' },
    filterValues: { q: 'an', hospitals: [1, 2] },
    displayedFilters: {},
    resource: 'samples',
    isPending: false,
    isFetching: false,
    isLoading: false,
    setPage,
    setSort: vi.fn(),
    setFilters: vi.fn(),
  } as unknown as ListControllerResult;
}

describe('SteadyList', () => {
  it('passes a new context on only when a value changes, and its functions call the latest', () => {
    const renders = vi.fn();
    function Reader() {
      const list = useListContext();
      renders(list.page);
      return (
        <button type="button" onClick={() => list.setPage(list.page + 1)}>
          page {list.page}
        </button>
      );
    }
    const reader = <Reader />;
    const tree = (value: ListControllerResult) => (
      <ListContextProvider value={value}>
        <SteadyList>{reader}</SteadyList>
      </ListContextProvider>
    );
    const { rerender } = render(tree(listContext(1)));
    expect(renders).toHaveBeenCalledTimes(1);

    // The same parameters again (react-admin's store sync), with new functions and copies.
    const latestSetPage = vi.fn();
    rerender(tree(listContext(1, latestSetPage)));
    expect(renders).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'page 1' }));
    expect(latestSetPage).toHaveBeenCalledWith(2);

    rerender(tree(listContext(2)));
    expect(renders).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'page 2' })).toBeInTheDocument();
  });

  it('compares values, not identities', () => {
    expect(sameValue({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(sameValue({ a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameValue(null, {})).toBe(false);
    // Only plain objects and arrays by content: two errors or dates are two values.
    expect(sameValue(new Error('first'), new Error('second'))).toBe(false);
    expect(sameValue(new Date(0), new Date(1))).toBe(false);
    expect(sameValue({ at: new Date(0) }, { at: new Date(0) })).toBe(false);
  });
});

describe('PathLocation', () => {
  function renderFrame() {
    const renders = vi.fn();
    function MenuEntry() {
      const match = useMatch('/samples');
      renders(useLocation().pathname);
      return (
        <Link to="/samples?page=2" aria-current={match ? 'page' : undefined}>
          Samples
        </Link>
      );
    }
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <PathLocation>
              <MenuEntry />
            </PathLocation>
          ),
        },
      ],
      { initialEntries: ['/samples'] },
    );
    render(<RouterProvider router={router} />);
    return { router, renders };
  }

  it('draws its children for a new path, not for a new query', async () => {
    const { router, renders } = renderFrame();
    expect(renders).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/samples?page=3'));
    expect(renders).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/elsewhere'));
    expect(renders).toHaveBeenCalledTimes(2);
    expect(renders).toHaveBeenLastCalledWith('/elsewhere');
    expect(screen.getByRole('link', { name: 'Samples' })).not.toHaveAttribute('aria-current');
  });

  it('gives a link the current address, query included', async () => {
    const { router } = renderFrame();
    await act(() => router.navigate('/samples?page=2'));
    // React Router replaces rather than pushes a link to the address already shown.
    fireEvent.click(screen.getByRole('link', { name: 'Samples' }));
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate('/samples?page=3'));
    fireEvent.click(screen.getByRole('link', { name: 'Samples' }));
    expect(router.state.historyAction).toBe('PUSH');
    expect(router.state.location.search).toBe('?page=2');
  });
});
