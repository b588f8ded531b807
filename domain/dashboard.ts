/**
 * The dashboard's figures as the API sends them and the home page shows them (spec section 2):
 * everything is counted over what the caller may see, the same scope as the patient list.
 */
import { type FormType } from './forms';
import { type Gender } from './patient';

/** Spec section 9: the window of "patients added recently". */
export const RECENT_PATIENTS_DAYS = 30;
/** How many recently edited patient forms the dashboard lists. */
export const RECENT_FORMS_LIMIT = 10;
/** At most this many favourites and open flags are listed; `total` tells how many there are. */
export const DASHBOARD_LIST_LIMIT = 50;
/** The earliest year the year picker offers and the API accepts. */
export const FIRST_REGISTRY_YEAR = 2000;

export interface Count<Key extends string | number> {
  key: Key;
  count: number;
}

/** A patient form last saved in the chosen year, with its latest version of that year. */
export interface RecentForm {
  patientId: number;
  firstName: string;
  lastName: string;
  /** The patient's protocol record: the `protocolId` of the form route. */
  protocolId: number;
  protocol: string;
  formId: string;
  formType: FormType;
  version: number;
  /** ISO timestamp. */
  savedAt: string;
  savedBy: string | null;
}

export interface DashboardStats {
  year: number;
  /** Years the picker offers: those with a registered patient or a saved form, and this year. */
  years: number[];
  /** Patients registered in the last RECENT_PATIENTS_DAYS days, whatever the year. */
  recentPatients: number;
  /** Patients registered in the year: the base of the three breakdowns below. */
  patientsInYear: number;
  patientsByGender: Count<Gender>[];
  /** Patients registered in the year per protocol (disease entity) they carry. */
  patientsByProtocol: Count<string>[];
  /** Patients registered in the year per hospital; `key` is the hospital's short name. */
  patientsByHospital: (Count<string> & { hospitalId: number })[];
  /** Patient forms with at least one version saved in the year. */
  formsSaved: number;
  formsByType: Count<FormType>[];
  /** The patient forms saved in the year, the latest saved first (RECENT_FORMS_LIMIT at most). */
  recentForms: RecentForm[];
}

export interface FavoritePatient {
  id: number;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  active: boolean;
  /** Visible protocol codes the patient carries. */
  protocols: string[];
  /** ISO timestamp: when the caller added the patient to favourites. */
  addedAt: string;
}

export interface OpenCorrectionFlag {
  flagId: number;
  patientId: number;
  firstName: string;
  lastName: string;
  comment: string;
  hospitalId: number;
  hospitalShortName: string;
  author: string | null;
  /** ISO timestamp. */
  createdAt: string;
}

export interface DashboardList<Item> {
  data: Item[];
  total: number;
}
