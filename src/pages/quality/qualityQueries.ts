/**
 * The data-quality report's server state through the typed data provider, and its CSV download.
 * A failed report is told once, by the page's failure state with its retry; a failed download
 * in a toast.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { type DataQualityQuery, dataQualityFileName } from '../../../domain/dataQuality';
import type { ExportDialect } from '../../../domain/export';
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

/**
 * Asks for the CSV and hands it to the browser as a file (a report is a few kilobytes). The
 * response's text has lost the byte-order mark Polish Excel reads the encoding from (decoding
 * UTF-8 drops it), so the file gets it back.
 */
export function useDataQualityDownload(query: DataQualityQuery) {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const { pushError } = useToasts();
  return useMutation({
    mutationFn: async (dialect: ExportDialect) => ({
      csv: await dataProvider.dataQualityCsv(query, dialect),
      dialect,
    }),
    onSuccess({ csv, dialect }) {
      const bom = dialect === 'excel-pl' && !csv.startsWith('\uFEFF') ? '\uFEFF' : '';
      const url = URL.createObjectURL(new Blob([bom, csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = dataQualityFileName(query.year, dialect);
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    },
    onError: (error: unknown) => pushError(error, 'registry.errors.dataFetching'),
  });
}
