/**
 * What the signed-in account may do and pick on a patient's page. The permission table of
 * domain/ says which actions a role has (the buttons of the others are not shown); the scoping
 * rules of DESIGN section 4 say which hospitals and protocols the pickers offer. The server
 * enforces both whatever the page shows.
 */
import { CENTRAL_ADMINISTRATOR, PROTOCOL_CODES } from '../../../domain';
import type { Account, Action, PermissionResource, ProtocolCode } from '../../../domain';
import type { PatientHospital, PatientProtocol } from '../../../domain/patient';
import { useRoleAllows } from '../../../src/framework/useRoleAllows';

/** Whether the permission table lets the signed-in role do `action` on `resource`. */
export function useAllowed(resource: PermissionResource, action: Action): boolean {
  return useRoleAllows(resource, action) === true;
}

export const seesEveryPatient = (account: Account) => account.role === CENTRAL_ADMINISTRATOR;

/** A central administrator holds every hospital; anyone else the hospitals of the account. */
export const holdsHospital = (account: Account, hospitalId: number) =>
  seesEveryPatient(account) || account.hospitals.includes(hospitalId);

/**
 * The protocols the account may add to the patient: every known code for a central
 * administrator, the account's own otherwise, less those the patient already has.
 */
export function protocolsToAdd(
  account: Account,
  assigned: readonly PatientProtocol[],
): ProtocolCode[] {
  return PROTOCOL_CODES.filter(
    (code) =>
      (seesEveryPatient(account) || account.protocols.includes(code)) &&
      !assigned.some((entry) => entry.protocol === code),
  );
}

/** The patient's hospitals a correction flag may name: those the account holds. */
export function flagHospitals(
  account: Account,
  hospitals: readonly PatientHospital[],
): PatientHospital[] {
  return hospitals.filter((hospital) => holdsHospital(account, hospital.id));
}
