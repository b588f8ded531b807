/**
 * The parts of one patient's page (resources/patients/details) that are not the record itself:
 * its history, protocols and hospitals, whether the user watches it, and its correction flags.
 * Each lives under the patient's record, at the path the patients declaration names.
 */
import type { Identifier } from 'react-admin';
import { serializeListQuery } from '../../../domain';
import type { ListResult } from '../../../domain';
import type { LogEntry } from '../../../domain/changeLog';
import type { PatientHospital, PatientProtocol } from '../../../domain/patient';
import type { DataContext } from './context';

export interface FavoriteState {
  isFavorite: boolean;
}

export interface NewCorrectionFlag {
  comment: string;
  hospitalId: number;
}

export interface PatientRelationMethods {
  /** The patient's own entries of the change log, newest first. */
  patientHistory(
    id: Identifier,
    page: { page: number; perPage: number },
  ): Promise<ListResult<LogEntry>>;
  addPatientProtocol(id: Identifier, protocol: string): Promise<PatientProtocol>;
  activatePatientProtocol(id: Identifier, protocolId: Identifier): Promise<PatientProtocol>;
  deactivatePatientProtocol(id: Identifier, protocolId: Identifier): Promise<PatientProtocol>;
  /** Answers the patient's hospitals after the change. */
  addPatientHospital(id: Identifier, hospitalId: Identifier): Promise<PatientHospital[]>;
  removePatientHospital(id: Identifier, hospitalId: Identifier): Promise<PatientHospital[]>;
  addFavorite(id: Identifier): Promise<FavoriteState>;
  removeFavorite(id: Identifier): Promise<FavoriteState>;
  addCorrectionFlag(id: Identifier, flag: NewCorrectionFlag): Promise<{ flagId: number }>;
  resolveCorrectionFlag(id: Identifier, flagId: Identifier): Promise<void>;
}

/** `.../patients/5/<part>` and `.../patients/5/<part>/12`. */
export function patientParts({ recordPath }: DataContext) {
  const patientPath = (id: Identifier, part: string) => `${recordPath('patients', id)}/${part}`;
  return {
    patientPath,
    patientPart: (id: Identifier, part: string, partId: Identifier) =>
      `${patientPath(id, part)}/${encodeURIComponent(String(partId))}`,
  };
}

export function createPatientRelationMethods(context: DataContext): PatientRelationMethods {
  const { http } = context;
  const { patientPath, patientPart } = patientParts(context);
  return {
    patientHistory(id, { page, perPage }) {
      return http.request<ListResult<LogEntry>>(patientPath(id, 'history'), {
        query: serializeListQuery({ page, itemsPerPage: perPage }),
      });
    },
    addPatientProtocol(id, protocol) {
      return http.request<PatientProtocol>(patientPath(id, 'protocols'), {
        method: 'POST',
        body: { protocol },
      });
    },
    activatePatientProtocol(id, protocolId) {
      return http.request<PatientProtocol>(`${patientPart(id, 'protocols', protocolId)}/activate`, {
        method: 'PATCH',
      });
    },
    deactivatePatientProtocol(id, protocolId) {
      return http.request<PatientProtocol>(
        `${patientPart(id, 'protocols', protocolId)}/deactivate`,
        { method: 'PATCH' },
      );
    },
    async addPatientHospital(id, hospitalId) {
      const answer = await http.request<{ data: PatientHospital[] }>(
        patientPart(id, 'hospitals', hospitalId),
        { method: 'POST' },
      );
      return answer.data;
    },
    async removePatientHospital(id, hospitalId) {
      const answer = await http.request<{ data: PatientHospital[] }>(
        patientPart(id, 'hospitals', hospitalId),
        { method: 'DELETE' },
      );
      return answer.data;
    },
    addFavorite(id) {
      return http.request<FavoriteState>(patientPath(id, 'favorite-patients'), {
        method: 'POST',
      });
    },
    removeFavorite(id) {
      return http.request<FavoriteState>(patientPath(id, 'favorite-patients'), {
        method: 'DELETE',
      });
    },
    addCorrectionFlag(id, flag) {
      return http.request<{ flagId: number }>(patientPath(id, 'correction-flags'), {
        method: 'POST',
        body: flag,
      });
    },
    async resolveCorrectionFlag(id, flagId) {
      await http.request(`${patientPart(id, 'correction-flags', flagId)}/resolve`, {
        method: 'PATCH',
      });
    },
  };
}
