/**
 * The dashboard's server state through the typed data provider: the figures of the chosen year
 * and the two lists. Each failure is told once, by the failure state where its figures or list
 * would be (with a retry), not retried in the background and not repeated in a toast.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { OncoregDataProvider } from '../../providers/dataProvider';
import { takeEarly } from '../../providers/earlyAnswers';
import { DASHBOARD_EARLY } from './dashboardEarly';

export const DASHBOARD = 'dashboard';

/** The figures of `year` (the server's current year when none is chosen). */
export function useDashboardStats(year: number | undefined) {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  return useQuery({
    queryKey: [DASHBOARD, 'stats', year ?? null],
    queryFn: () => takeEarly(DASHBOARD_EARLY.stats(year), () => dataProvider.dashboardStats(year)),
    retry: false,
    // Another year keeps the last one's figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export function useFavoritePatients() {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  return useQuery({
    queryKey: [DASHBOARD, 'favoritePatients'],
    queryFn: () => takeEarly(DASHBOARD_EARLY.favorites, () => dataProvider.favoritePatients()),
    retry: false,
  });
}

export function useCorrectionFlags() {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  return useQuery({
    queryKey: [DASHBOARD, 'correctionFlags'],
    queryFn: () => takeEarly(DASHBOARD_EARLY.flags, () => dataProvider.correctionFlags()),
    retry: false,
  });
}
