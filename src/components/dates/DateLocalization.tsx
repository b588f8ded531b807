/**
 * Dates as the interface's language writes them, for MUI X's pickers, whatever the browser's own
 * locale: date-fns's Polish locale (dd.MM.yyyy) or its American English one (MM/dd/yyyy; spec
 * section 1 makes en-US the formatting locale of English, and every date the app shows is written
 * so), the pickers' own texts in that language (calendar button, month navigation, clear), and
 * the registry's words for the field's placeholders (dd.mm.rrrr) and for an empty section, which
 * MUI's Polish texts leave in English.
 */
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS as enUSPickers, plPL as plPLPickers } from '@mui/x-date-pickers/locales';
import type { Locale as DateFnsLocale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { pl } from 'date-fns/locale/pl';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { DEFAULT_LOCALE, isLocale } from '../../../domain';
import type { Locale } from '../../../domain';

const DATE_FNS_LOCALES: Record<Locale, DateFnsLocale> = { pl, en: enUS };

const PICKER_TEXTS: Record<Locale, typeof plPLPickers.components.MuiLocalizationProvider> = {
  pl: plPLPickers.components.MuiLocalizationProvider,
  en: enUSPickers.components.MuiLocalizationProvider,
};

/** The interface's language, as the date inputs write it. */
export function useDateLanguage(): { language: Locale; dateLocale: DateFnsLocale } {
  const [locale] = useLocaleState();
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return { language, dateLocale: DATE_FNS_LOCALES[language] };
}

export function DateLocalization({ children }: { children: ReactNode }) {
  const { language, dateLocale } = useDateLanguage();
  const translate = useTranslate();
  const localeText = useMemo(
    () => ({
      ...PICKER_TEXTS[language].defaultProps.localeText,
      fieldDayPlaceholder: () => translate('registry.dates.placeholder.day'),
      fieldMonthPlaceholder: () => translate('registry.dates.placeholder.month'),
      fieldYearPlaceholder: () => translate('registry.dates.placeholder.year'),
      empty: translate('registry.dates.emptySection'),
    }),
    [language, translate],
  );
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={dateLocale}
      localeText={localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
