/**
 * Polyglot over the two catalogues: Polish by default, English as the fallback for any key the
 * active catalogue lacks. The language chosen in the interface is kept under `oncoreg.locale` and
 * applied at the next start only when it is a supported language; the page's `lang` follows.
 *
 * Each catalogue is a chunk of its own, loaded on demand, in two parts: the sign-in part
 * (i18n/plSignIn.ts: what a guest's pages show) and the whole catalogue (i18n/pl.ts: that part
 * and the signed-in app's texts). The start loads the stored language's sign-in part, or its
 * whole catalogue when a session is stored (main.tsx); the signed-in layout loads the rest
 * before it shows (`loadSignedIn`), a switch loads the other language's, and the English
 * fallback behind Polish is fetched once someone is signed in (`loadFallback`). So the login
 * page carries one language's sign-in texts.
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

type CataloguePart = 'signIn' | 'whole';

const CATALOGUE_LOADERS: Record<CataloguePart, Record<Locale, () => Promise<Catalogue>>> = {
  signIn: {
    pl: () =>
      import('../../i18n/plSignIn').then((module) => module.plSignIn as unknown as Catalogue),
    en: () =>
      import('../../i18n/enSignIn').then((module) => module.enSignIn as unknown as Catalogue),
  },
  whole: {
    pl: () => import('../../i18n/pl').then((module) => module.pl as unknown as Catalogue),
    en: () => import('../../i18n/en').then((module) => module.en as unknown as Catalogue),
  },
};

const loaded: Record<CataloguePart, Map<Locale, Catalogue>> = {
  signIn: new Map(),
  whole: new Map(),
};
const loading: Record<CataloguePart, Map<Locale, Promise<Catalogue>>> = {
  signIn: new Map(),
  whole: new Map(),
};

function load(part: CataloguePart, locale: Locale): Promise<Catalogue> {
  const ready = loaded[part].get(locale);
  if (ready) return Promise.resolve(ready);
  let pending = loading[part].get(locale);
  if (!pending) {
    pending = CATALOGUE_LOADERS[part][locale]().then((catalogue) => {
      loaded[part].set(locale, catalogue);
      return catalogue;
    });
    loading[part].set(locale, pending);
  }
  return pending;
}

/** Fetches a language's whole catalogue once; later calls share the first. */
export const loadCatalogue = (locale: Locale) => load('whole', locale);

/** Fetches what a guest's pages show in a language: the login route loads no more. */
export const loadSignInCatalogue = (locale: Locale) => load('signIn', locale);

/** The most a language has loaded: its whole catalogue, else its sign-in part. */
const loadedCatalogue = (locale: Locale) => loaded.whole.get(locale) ?? loaded.signIn.get(locale);

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
  /** Whether the signed-in app's texts are in use: `loadSignedIn` has nothing left to do. */
  hasSignedInTexts(): boolean;
  /**
   * Fetches the active language's whole catalogue and uses it, so that the signed-in app's
   * texts read; from then on a language switch loads the whole catalogue too.
   */
  loadSignedIn(): Promise<void>;
}

/**
 * The provider, in the stored language, whose catalogue (or at least its sign-in part) must
 * already be loaded (`await loadSignInCatalogue(storedLocale())`).
 */
export function createI18nProvider(
  storage: Storage | undefined = typeof window === 'undefined' ? undefined : window.localStorage,
): RegistryI18nProvider {
  const initial = storedLocale(storage);
  if (!loadedCatalogue(initial)) throw new Error(`the ${initial} catalogue is not loaded yet`);
  /** Whether the signed-in app's texts are wanted, so that a switch loads a whole catalogue. */
  let signedIn = false;
  /** The catalogue Polyglot was last given. */
  let inUse: Catalogue | undefined;
  const use = (catalogue: Catalogue) => {
    inUse = catalogue;
    return catalogue as TranslationMessages;
  };

  const base = polyglotI18nProvider(
    (locale) => {
      const wanted = isLocale(locale) ? locale : DEFAULT_LOCALE;
      const ready = signedIn ? loaded.whole.get(wanted) : loadedCatalogue(wanted);
      if (ready) return use(ready);
      return load(signedIn ? 'whole' : 'signIn', wanted).then(use);
    },
    initial,
    LOCALES.map((locale) => ({ locale, name: LOCALE_NAMES[locale] })),
    // A text that is not a key (a server message, say) is shown as it is, without a warning.
    { allowMissing: true },
  );

  /** The English text of a key the active catalogue lacks, once that catalogue is here. */
  function fallbackFor(key: string): string | undefined {
    const locale = base.getLocale();
    const fallback = loaded.whole.get(FALLBACK_LOCALE);
    if (locale === FALLBACK_LOCALE || !fallback) return undefined;
    if (lookup(inUse, key) !== undefined) return undefined;
    return lookup(fallback, key);
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
    hasSignedInTexts() {
      const locale = base.getLocale();
      return isLocale(locale) && inUse !== undefined && inUse === loaded.whole.get(locale);
    },
    async loadSignedIn() {
      signedIn = true;
      const locale = base.getLocale();
      if (!isLocale(locale)) return;
      const whole = await loadCatalogue(locale);
      // Polyglot is made anew over the whole catalogue, unless a switch got there first.
      if (inUse !== whole && base.getLocale() === locale) await base.changeLocale(locale);
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
