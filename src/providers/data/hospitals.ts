/**
 * The hospital lookup (POST .../hospitals/for-select): open to every role and limited to active
 * hospitals, it names the hospitals of patients and accounts and fills every hospital picker.
 */
import type { Identifier } from 'react-admin';
import type { HospitalOption } from '../../../domain/hospital';
import type { DataContext } from './context';

export interface HospitalLookupMethods {
  /**
   * Hospitals by id, or with `null` every hospital the caller may pick (the active ones; with
   * `inactive`, for a filter, the inactive ones after them).
   */
  hospitalsForSelect(
    ids: readonly Identifier[] | null,
    options?: { inactive?: boolean },
  ): Promise<HospitalOption[]>;
}

export function createHospitalLookup({ http, pathOf }: DataContext): HospitalLookupMethods {
  return {
    async hospitalsForSelect(ids, options) {
      const body = {
        hospitals: ids === null ? null : ids.map(Number),
        ...(ids === null && options?.inactive ? { inactive: true } : {}),
      };
      const answer = await http.request<{ data: HospitalOption[] }>(
        `${pathOf('hospitals')}/for-select`,
        { method: 'POST', body },
      );
      return answer.data;
    },
  };
}
