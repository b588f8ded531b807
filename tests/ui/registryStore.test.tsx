/**
 * react-admin's store as the app makes it (src/providers/registryStore.ts): its `locale` falls
 * back to the interface's language, so that react-admin's I18nContextProvider draws the app in
 * its first render rather than in a second, blocking one.
 */
import { renderToString } from 'react-dom/server';
import { I18nContextProvider, StoreContextProvider, memoryStore } from 'react-admin';
import type { I18nProvider, Store } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createRegistryStore } from '../../src/providers/registryStore';

const polish: I18nProvider = {
  translate: (key) => key,
  changeLocale: async () => undefined,
  getLocale: () => 'pl',
};

/** What the first render draws: no effect has run yet. */
const firstRender = (store: Store) =>
  renderToString(
    <StoreContextProvider value={store}>
      <I18nContextProvider value={polish}>
        <p>the app</p>
      </I18nContextProvider>
    </StoreContextProvider>,
  );

describe("react-admin's store", () => {
  it("answers the interface's language for a locale it does not hold", () => {
    const store = createRegistryStore(() => 'pl', memoryStore());
    expect(store.getItem('locale')).toBe('pl');
    // A default asked for, and every other key, are the store's own as before.
    expect(store.getItem('locale', 'en')).toBe('en');
    expect(store.getItem('patients.listParams')).toBeUndefined();
  });

  it('keeps a language switched to and stored', () => {
    const store = createRegistryStore(() => 'pl', memoryStore({ locale: 'en' }));
    store.setup();
    expect(store.getItem('locale')).toBe('en');
    store.setItem('locale', 'pl');
    expect(store.getItem('locale')).toBe('pl');
  });

  it('lets the first render draw the app when no language was ever switched to', () => {
    expect(firstRender(createRegistryStore(() => 'pl', memoryStore()))).toContain('the app');
    // react-admin's own store, as the app used it before: nothing until an effect has run.
    expect(firstRender(memoryStore())).not.toContain('the app');
  });
});
