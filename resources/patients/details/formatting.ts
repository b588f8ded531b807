/**
 * How the page writes dates, ages, file sizes, nationalities and dictionary entries in the
 * user's language: dates through date-fns in the interface's locale, numbers through Intl.
 */
import { differenceInMonths, differenceInYears, format, isValid, parseISO } from 'date-fns';
import { useCallback, useMemo } from 'react';
import { NATIONALITIES } from '../../../domain';
import type { DictionaryEntry } from '../../../domain/dictionary';
import { useDateLocale } from '../../../src/components/useDateLocale';
import { useFormattingLocale } from '../../../src/framework/hooks';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * 1536 → "1,5 kB" in Polish, "1.5 kB" in English (steps of 1024, as the upload cap counts).
 * Bytes are written out, "823 bajty", "823 bytes": English's short form would read "823 byte".
 */
export function formatFileSize(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** Whole years between birth and `at`, with the months too for a child under one. */
export function ageAt(birthDate: string, at: Date): { years: number; months: number } | undefined {
  const birth = parseISO(birthDate);
  if (!isValid(birth) || !isValid(at) || at < birth) return undefined;
  return { years: differenceInYears(at, birth), months: differenceInMonths(at, birth) };
}

export function nationalityName(code: string, locale: string): string {
  const nationality = NATIONALITIES.find((entry) => entry.code === code);
  if (!nationality) return code;
  return locale === 'en' ? nationality.en : nationality.pl;
}

/** A dictionary entry's text in the interface language: the English one when there is one. */
export function entryText(entry: DictionaryEntry, locale: string): string {
  return locale === 'en' && entry.descriptionEn ? entry.descriptionEn : entry.description;
}

export interface Formatters {
  /** YYYY-MM-DD or an ISO time as a date: 15.03.2012, 03/15/2012. */
  date(value: string): string;
  /** An ISO time as a date and time. */
  dateTime(value: string): string;
  fileSize(bytes: number): string;
}

export function useFormatters(): Formatters {
  const dateLocale = useDateLocale();
  const locale = useFormattingLocale();
  const write = useCallback(
    (value: string, pattern: string) => {
      const date = parseISO(value);
      return isValid(date) ? format(date, pattern, { locale: dateLocale }) : value;
    },
    [dateLocale],
  );
  return useMemo(
    () => ({
      date: (value) => write(value, 'P'),
      dateTime: (value) => write(value, 'Pp'),
      fileSize: (bytes) => formatFileSize(bytes, locale),
    }),
    [write, locale],
  );
}
