/**
 * A list's new page, sort or filters are drawn at once (src/framework/listNavigation.ts): the
 * list's navigation reaches the data router with `flushSync`, every other navigation is
 * react-admin's own, a transition.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, ListBase, useListContext, useNavigate } from 'react-admin';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { stringify } from 'query-string';
import { ListPrefetch } from '../../src/framework/ListPrefetch';
import {
  isListParamsChange,
  listQuery,
  registryRouterProvider,
} from '../../src/framework/listNavigation';

function Controls() {
  const { page, setPage, setSort, data } = useListContext();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => setPage(page + 1)}>
        Next page
      </button>
      <button type="button" onClick={() => setSort({ field: 'name', order: 'DESC' })}>
        Sort
      </button>
      <button type="button" onClick={() => navigate('/elsewhere')}>
        Elsewhere
      </button>
      <p>{data?.map((row) => row.name).join(', ')}</p>
    </>
  );
}

function renderList({ prefetch = false } = {}) {
  const getList = vi.fn(
    async (_resource: string, { pagination }: { pagination: { page: number } }) => ({
      data: [{ id: pagination.page, name: `page ${pagination.page}` }],
      total: 200,
    }),
  );
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext dataProvider={{ getList } as never} routerProvider={registryRouterProvider}>
            <ListBase resource="samples" sort={{ field: 'id', order: 'ASC' }}>
              {prefetch ? (
                <ListPrefetch meta={undefined}>
                  <Controls />
                </ListPrefetch>
              ) : (
                <Controls />
              )}
            </ListBase>
          </AdminContext>
        ),
      },
    ],
    { initialEntries: ['/samples'] },
  );
  const navigate = vi.spyOn(router, 'navigate');
  render(<RouterProvider router={router} />);
  return { router, navigate };
}

describe('a list change', () => {
  it('is drawn at once: the list navigates the data router with flushSync', async () => {
    const { router, navigate } = renderList();
    expect(await screen.findByText('page 1')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    const [to, options] = navigate.mock.calls[0]!;
    expect(to).toMatchObject({ pathname: '/samples', search: expect.stringContaining('page=2') });
    expect(options).toEqual({ state: { _scrollToTop: true }, flushSync: true });
    expect(await screen.findByText('page 2')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/samples');

    fireEvent.click(screen.getByRole('button', { name: 'Sort' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(2));
    expect(navigate.mock.calls[1]![1]).toEqual({ state: { _scrollToTop: false }, flushSync: true });
    await waitFor(() => expect(router.state.location.search).toContain('order=DESC'));
  });

  it('leaves every other navigation a transition', async () => {
    const { router, navigate } = renderList();
    expect(await screen.findByText('page 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    for (const [, options] of navigate.mock.calls) expect(options).not.toHaveProperty('flushSync');
  });
});

describe('isListParamsChange', () => {
  it("knows react-admin's change of a list's parameters and nothing else", () => {
    const search = '?page=2&perPage=25';
    expect(isListParamsChange({ search }, { state: { _scrollToTop: true } })).toBe(true);
    expect(isListParamsChange({ search }, { state: { _scrollToTop: false } })).toBe(true);
    // The list's replacing sync from an effect, where flushSync may not run.
    expect(isListParamsChange({ search }, { replace: true, state: { _scrollToTop: true } })).toBe(
      false,
    );
    expect(isListParamsChange({ search })).toBe(false);
    expect(
      isListParamsChange({ pathname: '/patients', search }, { state: { _scrollToTop: true } }),
    ).toBe(false);
    expect(isListParamsChange('/patients?page=2', { state: { _scrollToTop: true } })).toBe(false);
    expect(isListParamsChange(-1)).toBe(false);
  });
});

describe('a list moved at the change (useMoveList, through ListPrefetch)', () => {
  it("goes to react-admin's address at once, drawn with flushSync, and only once", async () => {
    const { router, navigate } = renderList({ prefetch: true });
    expect(await screen.findByText('page 1')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    // In the click itself, not from react-admin's timer after it.
    expect(navigate).toHaveBeenCalledTimes(1);
    const [to, options] = navigate.mock.calls[0]!;
    expect(to).toEqual({
      pathname: '/samples',
      search: listQuery({
        page: 2,
        perPage: 10,
        sort: 'id',
        order: 'ASC',
        filter: {},
        displayedFilters: {},
      }),
    });
    expect(options).toEqual({ state: { _scrollToTop: true }, flushSync: true });
    expect(await screen.findByText('page 2')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Sort' }));
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(navigate.mock.calls[1]![1]).toEqual({ state: { _scrollToTop: false }, flushSync: true });
    expect(router.state.location.search).toContain('order=DESC');
    expect(router.state.location.search).toContain('page=1');
    // react-admin does not move the list a second time, nor write it back.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('writes the address as react-admin (query-string) does', () => {
    const asReactAdmin = (params: Parameters<typeof listQuery>[0]) =>
      `?${stringify({
        ...params,
        filter: JSON.stringify(params.filter),
        displayedFilters: JSON.stringify(params.displayedFilters),
      })}`;
    const cases: Parameters<typeof listQuery>[0][] = [
      { page: 1, perPage: 25, sort: '', order: 'ASC', filter: {}, displayedFilters: {} },
      {
        page: 3,
        perPage: 50,
        sort: 'lastName',
        order: 'DESC',
        filter: { q: "O'Neil (Anna)* & Zoë!", hospitals: [1, 2], active: true },
        displayedFilters: { q: true },
      },
    ];
    for (const params of cases) expect(listQuery(params)).toBe(asReactAdmin(params));
  });
});
