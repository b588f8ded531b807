/**
 * What the home page asks the server for, as read from its address before its code is here:
 * the year, and the keys under which its answers are asked for early (prefetchDashboard.ts) and
 * taken by its queries. A module of its own, importing almost nothing, so that the chunk that
 * asks early stays small and leaves the app's other chunks as they were.
 */
import { FIRST_REGISTRY_YEAR } from '../../../domain/dashboard';

/** The year of `?year=`, or none when the API would refuse it (the server's current year). */
export function parseYear(value: string | null, now = new Date()): number | undefined {
  if (value === null || !/^\d{4}$/.test(value)) return undefined;
  const year = Number(value);
  return year >= FIRST_REGISTRY_YEAR && year <= now.getUTCFullYear() + 1 ? year : undefined;
}

export const DASHBOARD_EARLY = {
  stats: (year: number | undefined) => `dashboard.stats.${year ?? ''}`,
  favorites: 'dashboard.favoritePatients',
  flags: 'dashboard.correctionFlags',
  backupStatus: 'backupStatus',
};
