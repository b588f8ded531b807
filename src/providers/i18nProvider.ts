/**
 * Polyglot over the two catalogues: Polish by default, English as the fallback for any key the
 * active catalogue lacks. The language chosen in the interface is kept under `oncoreg.locale` and
 * applied at the next start only when it is a supported language; the page's `lang` follows.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { DEFAULT_LOCALE, LOCALES, isLocale } from '../../domain';
import type { Locale } from '../../domain';
import { en } from '../../i18n/en';
import { pl } from '../../i18n/pl';

export const LOCALE_STORAGE_KEY = 'oncoreg.locale';

export const LOCALE_NAMES: Record<Locale, string> = { pl: 'Polski', en: 'English' };

type Catalogue = { [key: string]: string | Catalogue };

/** `primary` with every key it lacks taken from `fallback`. */
export function withFallback(primary: Catalogue, fallback: Catalogue): Catalogue {
  const merged: Catalogue = { ...fallback };
  for (const [key, value] of Object.entries(primary)) {
    const base = fallback[key];
    merged[key] =
      typeof value === 'object' && typeof base === 'object' ? withFallback(value, base) : value;
  }
  return merged;
}

const catalogues: Record<Locale, TranslationMessages> = {
  en: en as unknown as TranslationMessages,
  pl: withFallback(pl as unknown as Catalogue, en as unknown as Catalogue) as TranslationMessages,
};

/** The stored preference when it names a supported language, Polish otherwise. */
export function storedLocale(storage: Pick<Storage, 'getItem'> | undefined): Locale {
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
}

export function createI18nProvider(
  storage: Storage | undefined = typeof window === 'undefined' ? undefined : window.localStorage,
): RegistryI18nProvider {
  const initial = storedLocale(storage);
  const base = polyglotI18nProvider(
    (locale) => catalogues[isLocale(locale) ? locale : DEFAULT_LOCALE],
    initial,
    LOCALES.map((locale) => ({ locale, name: LOCALE_NAMES[locale] })),
    // A text that is not a key (a server message, say) is shown as it is, without a warning.
    { allowMissing: true },
  );
  applyToDocument(initial);

  return {
    ...base,
    getLocale: () => {
      const locale = base.getLocale();
      return isLocale(locale) ? locale : DEFAULT_LOCALE;
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
