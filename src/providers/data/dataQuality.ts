/** The data-quality report (src/pages/quality): per hospital and protocol, as rows or CSV. */
import type { DataQualityQuery, DataQualityReport } from '../../../domain/dataQuality';
import type { ExportDialect } from '../../../domain/export';
import type { DataContext } from './context';

export const DATA_QUALITY_PATH = '/v1/reports/data-quality';

export interface DataQualityMethods {
  /** Per hospital and protocol, over what the caller sees. */
  dataQuality(query: DataQualityQuery): Promise<DataQualityReport>;
  /** The same rows as the text of a CSV file, in one of the export's dialects. */
  dataQualityCsv(query: DataQualityQuery, dialect?: ExportDialect): Promise<string>;
}

/** `year=2025&hospitals[]=1&protocols[]=ALL`, and `format=csv` (with a dialect) for the file. */
export function dataQualityQueryString(
  query: DataQualityQuery,
  format?: 'csv',
  dialect?: ExportDialect,
): string {
  const params = new URLSearchParams();
  if (query.year !== undefined) params.append('year', String(query.year));
  for (const hospital of query.hospitals ?? []) params.append('hospitals[]', String(hospital));
  for (const protocol of query.protocols ?? []) params.append('protocols[]', protocol);
  if (format) params.append('format', format);
  if (format && dialect && dialect !== 'csv') params.append('dialect', dialect);
  return params.toString();
}

export function createDataQualityMethods({ http }: DataContext): DataQualityMethods {
  return {
    dataQuality(query) {
      return http.request<DataQualityReport>(DATA_QUALITY_PATH, {
        query: dataQualityQueryString(query),
      });
    },
    dataQualityCsv(query, dialect) {
      return http.request<string>(DATA_QUALITY_PATH, {
        query: dataQualityQueryString(query, 'csv', dialect),
      });
    },
  };
}
