/**
 * The date-fns locale of the interface language. English (en-US) is date-fns's own default and
 * comes with it; Polish is loaded on demand, so no locale data sits in the login bundle.
 */
import type { Locale as DateLocale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { useEffect, useState } from 'react';
import { useLocaleState } from 'react-admin';

let polish: DateLocale | undefined;

export function useDateLocale(): DateLocale {
  const [locale] = useLocaleState();
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (locale !== 'pl' || polish) return;
    let active = true;
    void import('date-fns/locale/pl').then((module) => {
      polish = module.pl;
      if (active) setLoaded(true);
    });
    return () => {
      active = false;
    };
  }, [locale]);
  // Until Polish has arrived, the date shows in English rather than not at all.
  return locale === 'pl' && polish ? polish : enUS;
}
