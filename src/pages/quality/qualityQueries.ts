/**
 * The data-quality report's server state through the typed data provider, and its CSV download.
 * A failed report is told once, by the page's failure state with its retry; a failed download
 * in a toast.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { DataQualityQuery } from '../../../domain/dataQuality';
import { useToasts } from '../../feedback/FeedbackContext';
import type { OncoregDataProvider } from '../../providers/dataProvider';

export function useDataQuality(query: DataQualityQuery) {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  return useQuery({
    queryKey: ['dataQuality', query],
    queryFn: () => dataProvider.dataQuality(query),
    retry: false,
  });
}

/** Asks for the CSV and hands it to the browser as a file (a report is a few kilobytes). */
export function useDataQualityDownload(query: DataQualityQuery) {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const { pushError } = useToasts();
  return useMutation({
    mutationFn: () => dataProvider.dataQualityCsv(query),
    onSuccess(csv) {
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `data-quality${query.year === undefined ? '' : `-${query.year}`}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    },
    onError: (error: unknown) => pushError(error, 'registry.errors.dataFetching'),
  });
}
