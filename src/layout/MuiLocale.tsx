/**
 * MUI's own texts in the interface's language: the names its components give their buttons
 * ("Otwórz" and "Wyczyść" on a lookup, "Przejdź do następnej strony" on a pager, "Zamknij" on an
 * alert) come from the theme's locale, which follows the language switch. react-admin's
 * components pass its catalogue's words; MUI's own (a bare Autocomplete, a pager on a phone)
 * would otherwise speak English on a Polish screen. Part of the signed-in layout's chunk, so the
 * sign-in page carries none of it (its screens use none of these components).
 */
import { enUS, plPL } from '@mui/material/locale';
import type { Localization } from '@mui/material/locale';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { DEFAULT_LOCALE, isLocale } from '../../domain';
import type { Locale } from '../../domain';

const MUI_LOCALES: Record<Locale, Localization> = { pl: plPL, en: enUS };

type Components = Record<string, { defaultProps?: object } | undefined>;

/**
 * The theme with a locale's texts: the default props the locale gives its components, over the
 * theme's own, as MUI's `createTheme(theme, locale)` merges them. Building a whole theme again
 * took 45 ms of the signed-in layout's first render on the build machine (more under
 * Lighthouse); a locale holds nothing but these props.
 */
export function localizedTheme<Theme extends { components?: object }>(
  theme: Theme,
  localization: Localization,
): Theme {
  const components: Components = { ...(theme.components as Components | undefined) };
  for (const [name, localized] of Object.entries((localization.components ?? {}) as Components)) {
    const own = components[name];
    components[name] = {
      ...own,
      defaultProps: { ...own?.defaultProps, ...localized?.defaultProps },
    };
  }
  return { ...theme, components };
}

export function MuiLocale({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  // Read as a plain object: as MUI's Theme, TypeScript would first work out how its
  // Components<Theme> varies with its argument (28 of the 43 s a type check once took).
  const theme = useTheme<{ components?: object }>();
  const localized = useMemo(
    () => localizedTheme(theme, MUI_LOCALES[isLocale(locale) ? locale : DEFAULT_LOCALE]),
    [theme, locale],
  );
  return <ThemeProvider theme={localized}>{children}</ThemeProvider>;
}
