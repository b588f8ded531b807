/**
 * The research export (src/pages/export): what may be exported, how much a choice holds, and a
 * short-lived link the browser downloads the file from.
 */
import type {
  ExportDownloadLink,
  ExportDownloadRequest,
  ExportFilters,
  ExportOptions,
  ExportSummary,
} from '../../../domain/export';
import type { DataContext } from './context';

export const EXPORT_PATH = '/v1/export';

export interface ExportMethods {
  /** The forms, hospitals and kinds of export the caller may choose from. */
  getExportOptions(): Promise<ExportOptions>;
  /** How many patients, and form records per form, an export with these filters would hold. */
  getExportSummary(filters: ExportFilters): Promise<ExportSummary>;
  /** A short-lived, single-use link the browser downloads the export from without a bearer. */
  createExportDownload(request: ExportDownloadRequest): Promise<ExportDownloadLink>;
}

/**
 * The export's filters as its GET routes read them: `forms[]=STS-basic&hospitals[]=3&from=...`.
 * An empty list or a missing bound is left out (every form, every hospital, no bound).
 */
export function exportFilterQuery(filters: ExportFilters): string {
  const query = new URLSearchParams();
  for (const form of filters.forms ?? []) query.append('forms[]', form);
  for (const hospital of filters.hospitals ?? []) query.append('hospitals[]', String(hospital));
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  query.set('pseudonymised', String(filters.pseudonymised));
  return query.toString();
}

export function createExportMethods({ http }: DataContext): ExportMethods {
  return {
    getExportOptions() {
      return http.request<ExportOptions>(`${EXPORT_PATH}/options`);
    },
    getExportSummary(filters) {
      return http.request<ExportSummary>(`${EXPORT_PATH}/summary`, {
        query: exportFilterQuery(filters),
      });
    },
    createExportDownload(request) {
      return http.request<ExportDownloadLink>(`${EXPORT_PATH}/downloads`, {
        method: 'POST',
        body: request,
      });
    },
  };
}
