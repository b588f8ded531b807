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
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';
import type { ThemeOptions } from '@mui/material/styles';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { DEFAULT_LOCALE, isLocale } from '../../domain';
import type { Locale } from '../../domain';

const MUI_LOCALES: Record<Locale, Localization> = { pl: plPL, en: enUS };

export function MuiLocale({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  // The theme, as the options of the localized one. Read as a Theme and passed where options
  // go, TypeScript would first work out how MUI's Components<Theme> varies with its argument:
  // 28 of the 43 s the whole type check took.
  const theme = useTheme<ThemeOptions>();
  const localized = useMemo(
    () => createTheme(theme, MUI_LOCALES[isLocale(locale) ? locale : DEFAULT_LOCALE]),
    [theme, locale],
  );
  return <ThemeProvider theme={localized}>{children}</ThemeProvider>;
}
