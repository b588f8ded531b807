/**
 * The research export (issue 15) as the browser and the server agree on it: the query every
 * export route takes, the options and summary the export screen shows, and the short-lived,
 * single-use download link a browser download goes through (a browser download cannot send a
 * bearer header). The files themselves are described in the README's "Export" section.
 */
import { type FormId, type FormType } from './forms';
import { type ProtocolCode } from './protocols';

/** `csv`: comma, dot decimals, UTF-8; `excel-pl`: semicolon, decimal comma, UTF-8 with a BOM. */
export const EXPORT_DIALECTS = ['csv', 'excel-pl'] as const;
export type ExportDialect = (typeof EXPORT_DIALECTS)[number];

/** The whole export; `<formId>.csv` names one form's file alone. */
export const EXPORT_ZIP_FILE = 'registry.zip';
export type ExportFile = typeof EXPORT_ZIP_FILE | `${FormId}.csv`;

/** A download link is valid this long after it was made, and for one download only. */
export const EXPORT_DOWNLOAD_TTL_SECONDS = 60;

/**
 * The filters of an export: `GET /api/v1/export/registry.zip?forms[]=STS-basic&pseudonymised=true`.
 * No `forms`: every form the caller may see; no `hospitals`: every hospital in the caller's scope;
 * `from` and `to` (YYYY-MM-DD, both included) bound the patient's registration date.
 */
export interface ExportFilters {
  forms?: string[];
  hospitals?: number[];
  from?: string;
  to?: string;
  pseudonymised: boolean;
}

export interface ExportQuery extends ExportFilters {
  dialect: ExportDialect;
}

/** `GET /api/v1/export/options`: what the caller may export. */
export interface ExportFormOption {
  formId: FormId;
  protocol: ProtocolCode;
  kind: FormType;
  /**
   * The form's repeatable tables (`treatmentCourses.agents`), each a file of its own in the ZIP:
   * a form that has any is downloaded alone as a ZIP of its own, since its CSV holds none of them.
   */
  tables: string[];
}

export interface ExportHospitalOption {
  id: number;
  name: string;
  shortName: string;
  /** False for a closed hospital: its patients' data is still exported. */
  active: boolean;
}

export interface ExportOptions {
  forms: ExportFormOption[];
  hospitals: ExportHospitalOption[];
  /** False: the caller's exports are always pseudonymised. */
  identifiableAllowed: boolean;
}

/** `GET /api/v1/export/summary`: how many patients, and form records per form, it would hold. */
export interface ExportSummary {
  patients: number;
  forms: Record<string, number>;
}

/** `POST /api/v1/export/downloads`: the export to download, validated like the GET would be. */
export interface ExportDownloadRequest extends ExportQuery {
  file: ExportFile;
}

/** 201: a link the browser can open without a bearer header, once, before `expiresAt`. */
export interface ExportDownloadLink {
  /** `/api/v1/export/downloads/<token>`. */
  url: string;
  /** ISO timestamp. */
  expiresAt: string;
}
