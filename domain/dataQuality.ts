/**
 * The data-quality report (issue 15) as the API sends it and the quality page shows it: per
 * hospital and protocol, how many patients there are and how well their forms, correction flags
 * and consents are kept. Every figure counts patients (or their flags) that one filtered patient
 * list shows, and `figureFilters` writes that list's filters, so that the page links each figure
 * to the very patients behind it.
 */

/** How a patient's form of one protocol stands: saved at least once, never saved, saved under 50%. */
export const FORM_STATES = ['started', 'missing', 'incomplete'] as const;
export type FormState = (typeof FORM_STATES)[number];

/** A basic form whose latest version is filled below this percentage counts as incomplete. */
export const INCOMPLETE_BELOW_PERCENT = 50;

export const CONSENT_STATES = ['recorded', 'missing'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];

/** The patient list's filters the report's links use, besides hospital and protocol. */
export const QUALITY_LIST_FILTERS = [
  'registeredYear',
  'basicForm',
  'extendedForm',
  'openFlagHospital',
  'consent',
] as const;

export interface DataQualityRow {
  hospitalId: number;
  hospitalShortName: string;
  hospitalName: string;
  protocol: string;
  /** Patients of the hospital carrying the protocol (active or not), registered in the year. */
  patients: number;
  /** Of those, patients with the protocol's basic form saved at least once. */
  basicStarted: number;
  /** Mean completeness (0-100, one decimal) of those basic forms' latest versions; null if none. */
  basicMeanCompleteness: number | null;
  extendedStarted: number;
  extendedMeanCompleteness: number | null;
  /** Patients whose basic form of the protocol was never saved. */
  basicMissing: number;
  /** Patients whose basic form's latest version is under INCOMPLETE_BELOW_PERCENT complete. */
  basicIncomplete: number;
  /** Open correction flags raised in this hospital on these patients. */
  openFlags: number;
  /** The patients those flags are on. */
  patientsWithOpenFlags: number;
  /** Whole days the oldest of those flags has waited; null without flags. */
  oldestOpenFlagDays: number | null;
  /** The median of their waits in whole days (a half when the count is even); null without flags. */
  medianOpenFlagDays: number | null;
  /** Patients without a recorded RODO consent file. */
  withoutConsent: number;
}

export interface DataQualityReport {
  /** The registration year the report covers; null for every year. */
  year: number | null;
  /** ISO timestamp the flags' ages are counted to. */
  generatedAt: string;
  /** Ordered by hospital short name, then protocol in the registry's protocol order. */
  rows: DataQualityRow[];
}

export interface DataQualityQuery {
  year?: number;
  hospitals?: number[];
  protocols?: string[];
}

/** The figures a row links to a patient list from. */
export const LINKED_FIGURES = [
  'patients',
  'basicStarted',
  'extendedStarted',
  'basicMissing',
  'basicIncomplete',
  'openFlags',
  'withoutConsent',
] as const;
export type LinkedFigure = (typeof LINKED_FIGURES)[number];

/** The patient list's filters (react-admin's `filter` object) that show a figure's patients. */
export function figureFilters(
  row: Pick<DataQualityRow, 'hospitalId' | 'protocol'>,
  figure: LinkedFigure,
  year: number | null,
): Record<string, string | number | (string | number)[]> {
  const filters: Record<string, string | number | (string | number)[]> = {
    hospital: [row.hospitalId],
    protocol: [row.protocol],
  };
  if (year !== null) filters.registeredYear = year;
  switch (figure) {
    case 'patients':
      break;
    case 'basicStarted':
      filters.basicForm = 'started';
      break;
    case 'extendedStarted':
      filters.extendedForm = 'started';
      break;
    case 'basicMissing':
      filters.basicForm = 'missing';
      break;
    case 'basicIncomplete':
      filters.basicForm = 'incomplete';
      break;
    case 'openFlags':
      filters.openFlagHospital = [row.hospitalId];
      break;
    case 'withoutConsent':
      filters.consent = 'missing';
      break;
  }
  return filters;
}

/** The CSV's columns, in order: the row's fields under their own names. */
export const DATA_QUALITY_CSV_COLUMNS = [
  'hospitalId',
  'hospitalShortName',
  'hospitalName',
  'protocol',
  'patients',
  'basicStarted',
  'basicMeanCompleteness',
  'extendedStarted',
  'extendedMeanCompleteness',
  'basicMissing',
  'basicIncomplete',
  'openFlags',
  'patientsWithOpenFlags',
  'oldestOpenFlagDays',
  'medianOpenFlagDays',
  'withoutConsent',
] as const satisfies readonly (keyof DataQualityRow)[];
