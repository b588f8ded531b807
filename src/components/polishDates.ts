/**
 * date-fns's Polish locale, a chunk of its own so that no locale data sits in the login bundle.
 * main.tsx asks for it along with the texts when a Polish session is stored, so that the first
 * signed-in page writes its dates in Polish at once rather than in English for a moment
 * (useDateLocale falls back to date-fns's own English until it is here).
 */
import type { Locale as DateLocale } from 'date-fns';

let polish: DateLocale | undefined;
let loading: Promise<DateLocale> | undefined;

/** The locale, once loaded. */
export function loadedPolishDates(): DateLocale | undefined {
  return polish;
}

/** Loads the locale once; a failed load is tried again on the next call. */
export function loadPolishDates(): Promise<DateLocale> {
  loading ??= import('date-fns/locale/pl').then(
    (module) => (polish = module.pl),
    (failure: unknown) => {
      loading = undefined;
      throw failure;
    },
  );
  return loading;
}
