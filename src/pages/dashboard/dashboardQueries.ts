/**
 * The dashboard's server state through the typed data provider: the figures of the chosen year
 * and the two lists. Each failure is told once in the usual "Data fetching error" toast (or the
 * server's own message) and left to the page's retry button rather than retried in the
 * background, so the toast comes at once.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import { useToasts } from '../../feedback/FeedbackContext';
import type { OncoregDataProvider } from '../../providers/dataProvider';

export const DASHBOARD = 'dashboard';

function useFailureToast(error: unknown) {
  const { pushError } = useToasts();
  useEffect(() => {
    if (error) pushError(error, 'registry.errors.dataFetching');
  }, [error, pushError]);
}

/** The figures of `year` (the server's current year when none is chosen). */
export function useDashboardStats(year: number | undefined) {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const stats = useQuery({
    queryKey: [DASHBOARD, 'stats', year ?? null],
    queryFn: () => dataProvider.dashboardStats(year),
    retry: false,
    // Another year keeps the last one's figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
  useFailureToast(stats.error);
  return stats;
}

export function useFavoritePatients() {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const favorites = useQuery({
    queryKey: [DASHBOARD, 'favoritePatients'],
    queryFn: () => dataProvider.favoritePatients(),
    retry: false,
  });
  useFailureToast(favorites.error);
  return favorites;
}

export function useCorrectionFlags() {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const flags = useQuery({
    queryKey: [DASHBOARD, 'correctionFlags'],
    queryFn: () => dataProvider.correctionFlags(),
    retry: false,
  });
  useFailureToast(flags.error);
  return flags;
}
