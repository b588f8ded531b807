/** How the backups page writes intervals, durations and checksums in the interface language. */
import { type Locale as DateLocale, formatDuration } from 'date-fns';

/** 86 400 → "1 dzień" / "1 day"; 5 400 → "1 hour 30 minutes"; 0 → "0 seconds". */
export function durationText(totalSeconds: number, locale: DateLocale): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const parts = {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  };
  if (seconds === 0) return formatDuration(parts, { format: ['seconds'], zero: true, locale });
  return formatDuration(parts, { locale });
}

/** The seconds between two ISO times. */
export const secondsBetween = (from: string, to: string) =>
  (Date.parse(to) - Date.parse(from)) / 1000;

/** Enough of a SHA-256 to tell two files apart at a glance. */
export const shortHash = (sha256: string) => `${sha256.slice(0, 12)}…`;
