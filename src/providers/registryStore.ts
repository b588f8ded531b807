/**
 * The store react-admin keeps its preferences in (list settings, the sidebar...): the browser's
 * local storage, under the app's own prefix. Its `locale` falls back to the interface's language.
 *
 * The i18n provider keeps that language under `oncoreg.locale` (i18nProvider.ts), and react-admin
 * keeps a copy of its own in this store, which it writes only when the language is switched (and
 * which a sign-out clears). react-admin's I18nContextProvider draws nothing until its copy and the
 * provider agree, and when its copy was missing it learnt that from an effect, after the app's
 * first render: the whole app was then drawn in a second render. The first render is a transition
 * (main.tsx), which React cuts into slices between which the browser answers; the second was a
 * blocking update, drawn in one piece, on the build machine a task of about 110 ms in the load of
 * every page (bench/RESULTS.md). A copy that is there is left to decide, as before.
 */
import { localStorageStore } from 'react-admin';
import type { Store } from 'react-admin';

const LOCALE_KEY = 'locale';

export function createRegistryStore(
  interfaceLocale: () => string,
  store: Store = localStorageStore(undefined, 'oncoreg'),
): Store {
  return {
    ...store,
    getItem<T>(key: string, defaultValue?: T): T | undefined {
      if (key !== LOCALE_KEY || defaultValue !== undefined) return store.getItem(key, defaultValue);
      // The store's values are whatever was written under a key; this one is a language's code.
      return store.getItem(key, interfaceLocale() as T);
    },
  };
}
