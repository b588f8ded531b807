/**
 * The router react-admin uses, with one change: a list's new page, sort, rows per page or
 * filters are drawn at once. react-admin writes such a change into the address, and the router
 * renders every new address as a transition. A transition is drawn in 5 ms slices, and the list's
 * new rows, which arrive while the address is still being drawn, join it: on the build machine they
 * painted 300 to 500 ms after the click, while their request took 20 to 100 ms (bench/RESULTS.md).
 * React Router's `flushSync` draws that one navigation at once instead, so the rows are drawn as
 * soon as they arrive.
 *
 * react-admin's routes are descendant routes, whose navigate goes through the router's navigator,
 * which does not pass `flushSync` on; the list's navigation therefore goes to the data router
 * itself. Every other navigation (signing in, opening a record, the return home after signing in
 * again) is react-admin's own and stays a transition.
 *
 * A list's new page, sort or page size need not wait for react-admin at all: `useMoveList`
 * (called by ListPrefetch) writes the address react-admin would write, at the change.
 */
import { useCallback, useContext } from 'react';
import { reactRouterProvider } from 'react-admin';
import type {
  ListParams,
  RouterNavigateFunction,
  RouterNavigateOptions,
  RouterProvider,
} from 'react-admin';
import { UNSAFE_DataRouterContext as DataRouterContext } from 'react-router-dom';

type To = Parameters<RouterNavigateFunction>[0];

/**
 * react-admin's change of a list's parameters (ra-core's useListParams): the address's query
 * alone, pushed with a `_scrollToTop` flag in its state. Its replacing sync of the stored
 * parameters, made from an effect, is not one.
 */
export function isListParamsChange(
  to: To,
  options?: RouterNavigateOptions,
): to is { search: string } {
  if (typeof to !== 'object' || options?.replace === true) return false;
  const state: unknown = options?.state;
  return (
    Object.keys(to).length === 1 &&
    typeof to.search === 'string' &&
    typeof state === 'object' &&
    state !== null &&
    typeof (state as { _scrollToTop?: unknown })._scrollToTop === 'boolean'
  );
}

function useNavigate(): RouterNavigateFunction {
  const navigate = reactRouterProvider.useNavigate();
  // Absent under a router that is not a data router (the tests' memory router).
  const router = useContext(DataRouterContext)?.router;
  return useCallback<RouterNavigateFunction>(
    (to, options) => {
      if (router && isListParamsChange(to, options)) {
        const { pathname } = router.state.location;
        void router.navigate(
          { pathname, search: to.search },
          { state: options?.state, flushSync: true },
        );
      } else {
        navigate(to, options);
      }
    },
    [navigate, router],
  );
}

export const registryRouterProvider: RouterProvider = { ...reactRouterProvider, useNavigate };

/** A value as query-string (react-admin's) writes it: encodeURIComponent, and !'()* as well. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * The address's query react-admin writes for a list's parameters (ra-core's useListParams):
 * the keys in order, the filters and the filters shown as JSON.
 */
export function listQuery(params: ListParams): string {
  const values: Record<string, unknown> = {
    ...params,
    filter: JSON.stringify(params.filter),
    displayedFilters: JSON.stringify(params.displayedFilters),
  };
  const pairs = Object.keys(values)
    .sort()
    .filter((key) => values[key] !== undefined)
    .map((key) =>
      values[key] === null ? encode(key) : `${encode(key)}=${encode(String(values[key]))}`,
    );
  return `?${pairs.join('&')}`;
}

/**
 * Moves a list to new parameters at once: the address react-admin would write, drawn with
 * `flushSync`. react-admin itself moves from a timer after the change, which on the build
 * machine waited 10 to 45 ms behind the frame that draws the clicked button's ripple
 * (bench/RESULTS.md). False, and nothing done, under a router that is not a data router (the
 * caller then leaves the change to react-admin). Only for a list that keeps its parameters in
 * the address, as every ResourceList does.
 */
export function useMoveList(): (params: ListParams, scrollToTop: boolean) => boolean {
  const router = useContext(DataRouterContext)?.router;
  return useCallback(
    (params, scrollToTop) => {
      if (!router) return false;
      const { pathname } = router.state.location;
      void router.navigate(
        { pathname, search: listQuery(params) },
        { state: { _scrollToTop: scrollToTop }, flushSync: true },
      );
      return true;
    },
    [router],
  );
}
