/**
 * The export screen's server state through the typed data provider: what the caller may export,
 * how much the chosen export would hold (asked again, a moment after the choices settle), and
 * the single-use link a download goes through.
 */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ExportDownloadRequest, ExportFilters } from '../../../domain/export';
import type { OncoregDataProvider } from '../../providers/dataProvider';
import { useDebouncedValue } from '../../components/useDebouncedValue';

export const EXPORT = 'export';

/** How long the choices must stay still before the summary is asked again. */
export const SUMMARY_DELAY_MS = 400;

export function useExportOptions() {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  // A failure is told by the page's failure state, with its retry, and by nothing else.
  return useQuery({
    queryKey: [EXPORT, 'options'],
    queryFn: () => dataProvider.getExportOptions(),
    retry: false,
  });
}

/**
 * The summary of the export `filters` describe (none while the choices are invalid). The last
 * figures stay on screen while new ones are on the way; `isSettling` tells that they may be stale.
 */
export function useExportSummary(filters: ExportFilters | null) {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const key = filters ? JSON.stringify(filters) : null;
  const settledKey = useDebouncedValue(key, SUMMARY_DELAY_MS);
  const settledFilters = settledKey ? (JSON.parse(settledKey) as ExportFilters) : null;
  const summary = useQuery({
    queryKey: [EXPORT, 'summary', settledKey],
    queryFn: () => dataProvider.getExportSummary(settledFilters!),
    enabled: settledFilters !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
  return { ...summary, isSettling: key !== settledKey || summary.isPlaceholderData };
}

export function useExportDownload() {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  return useMutation({
    mutationFn: (request: ExportDownloadRequest) => dataProvider.createExportDownload(request),
  });
}
