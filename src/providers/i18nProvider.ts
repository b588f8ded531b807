/**
 * Polyglot over the two catalogues: Polish by default, English as the fallback for any key the
 * active catalogue lacks. The language chosen in the interface is kept under `oncoreg.locale` and
 * applied at the next start only when it is a supported language; the page's `lang` follows.
 *
 * Each catalogue is a chunk of its own, loaded on demand: the start loads only the stored
 * language's (`loadCatalogue` before the provider is made), a switch loads the other one, and the
 * English fallback behind Polish is fetched once someone is signed in (`loadFallback`), so that
 * the login page carries one catalogue.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { DEFAULT_LOCALE, LOCALES, isLocale } from '../../domain';
import type { Locale } from '../../domain';

export const LOCALE_STORAGE_KEY = 'oncoreg.locale';

export const LOCALE_NAMES: Record<Locale, string> = { pl: 'Polski', en: 'English' };

/** The language every other one falls back to. */
const FALLBACK_LOCALE: Locale = 'en';

type Catalogue = { [key: string]: string | Catalogue };

const CATALOGUE_LOADERS: Record<Locale, () => Promise<Catalogue>> = {
  pl: () => import('../../i18n/pl').then((module) => module.pl as unknown as Catalogue),
  en: () => import('../../i18n/en').then((module) => module.en as unknown as Catalogue),
};

const loaded = new Map<Locale, Catalogue>();
const loading = new Map<Locale, Promise<Catalogue>>();

/** Fetches a language's catalogue once; later calls share the first. */
export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(locale);
  if (!pending) {
    pending = CATALOGUE_LOADERS[locale]().then((catalogue) => {
      loaded.set(locale, catalogue);
      return catalogue;
    });
    loading.set(locale, pending);
  }
  return pending;
}

/** The text under a dotted key, if the catalogue has one. */
function lookup(catalogue: Catalogue | undefined, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The stored preference when it names a supported language, Polish otherwise. */
export function storedLocale(
  storage: Pick<Storage, 'getItem'> | undefined = typeof window === 'undefined'
    ? undefined
    : window.localStorage,
): Locale {
  let value: string | null = null;
  try {
    value = storage?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    // Storage can be unavailable (privacy mode); the default applies.
  }
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

function applyToDocument(locale: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export interface RegistryI18nProvider extends I18nProvider {
  getLocale(): Locale;
  /** Fetches the fallback catalogue, so that a key the active language lacks reads in English. */
  loadFallback(): Promise<void>;
}

/**
 * The provider, in the stored language, whose catalogue must already be loaded
 * (`await loadCatalogue(storedLocale())`).
 */
export function createI18nProvider(
  storage: Storage | undefined = typeof window === 'undefined' ? undefined : window.localStorage,
): RegistryI18nProvider {
  const initial = storedLocale(storage);
  const messages = (locale: Locale) => loaded.get(locale) as TranslationMessages | undefined;
  if (!messages(initial)) throw new Error(`the ${initial} catalogue is not loaded yet`);

  const base = polyglotI18nProvider(
    (locale) => {
      const wanted = isLocale(locale) ? locale : DEFAULT_LOCALE;
      return messages(wanted) ?? (loadCatalogue(wanted) as Promise<TranslationMessages>);
    },
    initial,
    LOCALES.map((locale) => ({ locale, name: LOCALE_NAMES[locale] })),
    // A text that is not a key (a server message, say) is shown as it is, without a warning.
    { allowMissing: true },
  );

  /** The English text of a key the active catalogue lacks, once that catalogue is here. */
  function fallbackFor(key: string): string | undefined {
    const locale = base.getLocale();
    if (locale === FALLBACK_LOCALE || !loaded.has(FALLBACK_LOCALE)) return undefined;
    if (lookup(loaded.get(locale as Locale), key) !== undefined) return undefined;
    return lookup(loaded.get(FALLBACK_LOCALE), key);
  }

  applyToDocument(initial);

  return {
    ...base,
    translate(key, options = {}) {
      const fallback = fallbackFor(key);
      // Polyglot words `_` as the phrase of a missing key, with the same interpolation.
      return base.translate(key, fallback === undefined ? options : { ...options, _: fallback });
    },
    getLocale: () => {
      const locale = base.getLocale();
      return isLocale(locale) ? locale : DEFAULT_LOCALE;
    },
    async loadFallback() {
      await loadCatalogue(FALLBACK_LOCALE);
    },
    async changeLocale(locale, options) {
      if (!isLocale(locale)) return;
      await base.changeLocale(locale, options);
      try {
        storage?.setItem(LOCALE_STORAGE_KEY, locale);
      } catch {
        // The choice then lasts until the page is reloaded.
      }
      applyToDocument(locale);
    },
  };
}
