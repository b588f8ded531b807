/** Counts and shares written in the user's locale (pl-PL or en-US) through Intl.NumberFormat. */
import { useMemo } from 'react';
import { useFormattingLocale } from '../../framework/hooks';

export interface NumberFormats {
  /** 12345 → "12 345" in Polish, "12,345" in English. */
  count(value: number): string;
  /** 0.125 → "12,5%" in Polish, "12.5%" in English. */
  share(fraction: number): string;
}

export function useNumberFormats(): NumberFormats {
  const locale = useFormattingLocale();
  return useMemo(() => {
    const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    return {
      count: (value) => count.format(value),
      share: (fraction) => share.format(fraction),
    };
  }, [locale]);
}
