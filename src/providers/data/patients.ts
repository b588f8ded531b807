/**
 * What the patient form asks beside the patients resource: whether a PESEL or a passport number
 * is already registered, and the disease categories it offers. These are the patient API's own
 * endpoints (`/v1/patient/...`), next to the resource's path, which the declaration names.
 */
import type { PassportCheck, PatientCategory, PeselCheck } from '../../../domain/patient';
import type { DataContext } from './context';

/** The patient API's area, whose endpoints beside the resource are not records. */
export const PATIENT_API = '/v1/patient';

export interface PatientMethods {
  /** What a PESEL encodes and whether a patient with it is already in the registry. */
  peselDetails(pesel: string): Promise<PeselCheck>;
  /** Whether a patient with this passport number of this country is already in the registry. */
  passportDetails(passportNumber: string, nationality: string | null): Promise<PassportCheck>;
  /** The active disease categories, for the patient form and list (open to every role). */
  patientCategories(): Promise<PatientCategory[]>;
}

export function createPatientMethods({ http }: DataContext): PatientMethods {
  return {
    peselDetails(pesel) {
      return http.request<PeselCheck>(`${PATIENT_API}/pesel/details`, {
        method: 'POST',
        body: { pesel },
      });
    },
    passportDetails(passportNumber, nationality) {
      return http.request<PassportCheck>(`${PATIENT_API}/passport/details`, {
        method: 'POST',
        body: { passportNumber, nationality },
      });
    },
    async patientCategories() {
      const answer = await http.request<{ data: PatientCategory[] }>(`${PATIENT_API}/categories`);
      return answer.data;
    },
  };
}
