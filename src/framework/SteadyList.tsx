/**
 * A list's context that changes only when what it says changes. react-admin's list controller
 * hands out a new context, with new functions and new copies of its sort and filters, more
 * often than the list changes: a page change brings the new address, then the same parameters
 * written to the store, then the request's end. Each new context drew again everything that
 * reads it (the filters, the buttons, the header's sort labels, the pagination), about 350
 * components each time on the patient list (`npm run bench -- listui`).
 *
 * Here the context's values are compared with the last ones (a page's records by identity, which
 * react-query keeps for equal data; small objects such as the sort and the filters by their
 * content), and its functions are stand-ins that call the latest context's own, so that a
 * filter set or a page chosen always starts from the current parameters. The context seen below
 * is new only when a value is.
 */
import { useInsertionEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';
import type { ListControllerResult } from 'react-admin';

type Context = ListControllerResult;
type Entries = Record<string, unknown>;

/** An array or an object made of braces (JSON's kinds), whose own keys are all it holds. */
const isPlain = (value: unknown): value is object =>
  Array.isArray(value) ||
  (typeof value === 'object' &&
    value !== null &&
    [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null));

/**
 * Equal values, compared a few levels down: enough for a context's sort, filters and ids.
 * Anything else (a date, an error, deeper than `depth`) is the same only if it is the same object.
 */
export function sameValue(a: unknown, b: unknown, depth = 4): boolean {
  if (Object.is(a, b)) return true;
  if (depth === 0 || !isPlain(a) || !isPlain(b)) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  return (
    aKeys.length === bKeys.length &&
    aKeys.every(
      (key) =>
        Object.hasOwn(b, key) && sameValue((a as Entries)[key], (b as Entries)[key], depth - 1),
    )
  );
}

/** The context's values, with `stand` for each of its functions. */
function steadied(context: Context, stand: (key: string) => unknown): Context {
  const entries = Object.entries(context).map(([key, value]) => [
    key,
    typeof value === 'function' ? stand(key) : value,
  ]);
  return Object.fromEntries(entries) as Context;
}

export function SteadyList({ children }: { children: ReactNode }) {
  const context = useListContext();
  const latest = useRef(context);
  const stands = useRef(new Map<string, unknown>());
  const shown = useRef<Context | null>(null);
  // Before any effect below can call a function: insertion effects run first.
  useInsertionEffect(() => {
    latest.current = context;
  });
  const stand = (key: string) => {
    let fn = stands.current.get(key);
    if (!fn) {
      fn = (...args: unknown[]) =>
        (latest.current as unknown as Record<string, (...a: unknown[]) => unknown>)[key]!(...args);
      stands.current.set(key, fn);
    }
    return fn;
  };
  const next = steadied(context, stand);
  if (!shown.current || !sameValue(shown.current, next, 5)) shown.current = next;
  return <ListContextProvider value={shown.current}>{children}</ListContextProvider>;
}
