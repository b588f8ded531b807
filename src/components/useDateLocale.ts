/**
 * The date-fns locale of the interface language. English (en-US) is date-fns's own default and
 * comes with it; Polish is loaded on demand (polishDates.ts), so no locale data sits in the
 * login bundle.
 */
import type { Locale as DateLocale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { useEffect, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { loadPolishDates, loadedPolishDates } from './polishDates';

export function useDateLocale(): DateLocale {
  const [locale] = useLocaleState();
  const [, setLoaded] = useState(false);
  const polish = loadedPolishDates();
  useEffect(() => {
    if (locale !== 'pl' || polish) return;
    let active = true;
    loadPolishDates().then(
      () => active && setLoaded(true),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [locale, polish]);
  // Until Polish has arrived, the date shows in English rather than not at all.
  return locale === 'pl' && polish ? polish : enUS;
}
