/** How the backups page writes intervals, durations and checksums in the interface language. */

const UNITS = [
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
] as const;

/** 86 400 → "1 dzień" / "1 day"; 5 400 → "1 godzina 30 minut"; 0 → "0 sekund". */
export function durationText(totalSeconds: number, locale: string): string {
  let rest = Math.max(0, Math.round(totalSeconds));
  const parts: string[] = [];
  for (const [unit, seconds] of UNITS) {
    const count = Math.floor(rest / seconds);
    rest -= count * seconds;
    if (count || (unit === 'second' && !parts.length)) {
      parts.push(
        new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(count),
      );
    }
  }
  return parts.join(' ');
}

/** The seconds between two ISO times. */
export const secondsBetween = (from: string, to: string) =>
  (Date.parse(to) - Date.parse(from)) / 1000;

/** Enough of a SHA-256 to tell two files apart at a glance. */
export const shortHash = (sha256: string) => `${sha256.slice(0, 12)}…`;
