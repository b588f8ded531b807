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

type DataQualityColumn = (typeof DATA_QUALITY_CSV_COLUMNS)[number];

/**
 * What each column is called: the page's headers, and the header line of the file for Polish
 * Excel, which a person opens (the plain CSV, read by analysis tools, keeps the field names).
 */
export const DATA_QUALITY_COLUMN_LABELS = {
  pl: {
    hospitalId: 'Id szpitala',
    hospitalShortName: 'Skrót szpitala',
    hospitalName: 'Szpital',
    protocol: 'Protokół',
    patients: 'Pacjenci',
    basicStarted: 'Formularze podstawowe rozpoczęte',
    basicMeanCompleteness: 'Średnia kompletność formularzy podstawowych',
    extendedStarted: 'Formularze rozszerzone rozpoczęte',
    extendedMeanCompleteness: 'Średnia kompletność formularzy rozszerzonych',
    basicMissing: 'Bez formularza podstawowego',
    basicIncomplete: 'Formularz podstawowy wypełniony poniżej 50%',
    openFlags: 'Otwarte flagi korekty',
    patientsWithOpenFlags: 'Pacjenci z otwartymi flagami korekty',
    oldestOpenFlagDays: 'Najstarsza otwarta flaga',
    medianOpenFlagDays: 'Mediana oczekiwania flag',
    withoutConsent: 'Bez zgody RODO',
  },
  en: {
    hospitalId: 'Hospital id',
    hospitalShortName: 'Hospital short name',
    hospitalName: 'Hospital',
    protocol: 'Protocol',
    patients: 'Patients',
    basicStarted: 'Basic forms started',
    basicMeanCompleteness: 'Mean completeness of basic forms',
    extendedStarted: 'Extended forms started',
    extendedMeanCompleteness: 'Mean completeness of extended forms',
    basicMissing: 'Without a basic form',
    basicIncomplete: 'Basic form under 50% complete',
    openFlags: 'Open correction flags',
    patientsWithOpenFlags: 'Patients with open correction flags',
    oldestOpenFlagDays: 'Oldest open flag',
    medianOpenFlagDays: 'Median wait of flags',
    withoutConsent: 'Without a GDPR (RODO) consent',
  },
} satisfies Record<'pl' | 'en', Record<DataQualityColumn, string>>;

/** The unit a column's figures are in, which a file's header names ("… (%)", "… (dni)"). */
export const DATA_QUALITY_COLUMN_UNITS: Partial<
  Record<DataQualityColumn, { pl: string; en: string }>
> = {
  basicMeanCompleteness: { pl: '%', en: '%' },
  extendedMeanCompleteness: { pl: '%', en: '%' },
  oldestOpenFlagDays: { pl: 'dni', en: 'days' },
  medianOpenFlagDays: { pl: 'dni', en: 'days' },
};

/** A column's header in a file a person opens: its label, and its unit in brackets. */
export function dataQualityHeader(column: DataQualityColumn, language: 'pl' | 'en'): string {
  const unit = DATA_QUALITY_COLUMN_UNITS[column]?.[language];
  const label = DATA_QUALITY_COLUMN_LABELS[language][column];
  return unit ? `${label} (${unit})` : label;
}

/** The report's file: `data-quality-2025.csv`, or `data-quality-2025-excel-pl.csv` for Excel. */
export function dataQualityFileName(year: number | undefined, dialect: 'csv' | 'excel-pl'): string {
  const parts = [
    'data-quality',
    ...(year === undefined ? [] : [year]),
    ...(dialect === 'excel-pl' ? [dialect] : []),
  ];
  return `${parts.join('-')}.csv`;
}
