/**
 * A list asks for its next rows as soon as the page, sort, rows per page or filters change, not
 * once the page has re-rendered. react-admin writes such a change into the address, and the
 * router re-renders the page with it as a transition: on the build machine that took 150 to
 * 300 ms before the request left, so a page change waited for the render and then for the
 * server, one after the other. Here the request leaves at the change, with the same query key
 * react-admin's list will ask for, and the render and the server overlap. The list's navigation
 * itself is drawn at once rather than as a transition (listNavigation.ts), so that the rows paint
 * as soon as they arrive; a new page, sort or page size moves the list at the change too
 * (`useMoveList`), not from react-admin's timer after it. A filter is still react-admin's to
 * apply: it may wait for typing to pause.
 *
 * The list's own query treats rows fetched within LIST_FRESH_MS as fresh, so that it takes the
 * ones fetched ahead rather than asking for them a second time. A change of the data
 * (react-admin invalidates a resource's lists after a save) still makes them stale at once.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import {
  ListContextProvider,
  SET_FILTER,
  SET_PAGE,
  SET_PER_PAGE,
  SET_SORT,
  queryReducer,
  removeEmpty,
  useDataProvider,
  useListContext,
} from 'react-admin';
import type { ListControllerResult, ListParams, SortPayload } from 'react-admin';
import { useMoveList } from './listNavigation';

/** How long a list's rows count as fresh: longer than a page takes to render after a change. */
export const LIST_FRESH_MS = 2_000;

type Change = Parameters<typeof queryReducer>[1];

export function ListPrefetch({ meta, children }: { meta: unknown; children: ReactNode }) {
  const list = useListContext();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const moveList = useMoveList();
  const value = useMemo((): ListControllerResult => {
    const { resource, page, perPage, sort, filterValues, displayedFilters } = list;
    const current: ListParams = {
      page,
      perPage,
      sort: sort.field,
      order: sort.order,
      filter: filterValues,
      displayedFilters,
    };
    // The key and request of ra-core's useGetList, as useListController calls it.
    const prefetch = (change: Change): ListParams => {
      const next = queryReducer(current, change);
      const params = {
        pagination: { page: next.page, perPage: next.perPage },
        sort: { field: next.sort, order: next.order },
        filter: next.filter,
        meta,
      };
      void queryClient.prefetchQuery({
        queryKey: [resource, 'getList', params],
        queryFn: () =>
          dataProvider
            .getList(resource, params)
            .then(({ data, total, pageInfo, meta: responseMeta }) => ({
              data,
              total,
              pageInfo,
              meta: responseMeta,
            })),
      });
      return next;
    };
    // The list moved at once (a new page scrolled to the top, as react-admin does), or by
    // react-admin under a router that is not a data router.
    const move = (change: Change, byReactAdmin: () => void) => {
      if (!moveList(prefetch(change), change.type === SET_PAGE)) byReactAdmin();
    };
    return {
      ...list,
      setPage: (next: number) => move({ type: SET_PAGE, payload: next }, () => list.setPage(next)),
      setPerPage: (next: number) =>
        move({ type: SET_PER_PAGE, payload: next }, () => list.setPerPage(next)),
      setSort: (next: SortPayload) =>
        move({ type: SET_SORT, payload: next }, () => list.setSort(next)),
      setFilters: (filter, shown, debounce) => {
        if (!debounce) {
          prefetch({
            type: SET_FILTER,
            payload: { filter: removeEmpty(filter), displayedFilters: shown },
          });
        }
        list.setFilters(filter, shown, debounce);
      },
    };
  }, [list, meta, queryClient, dataProvider, moveList]);
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}
