/**
 * What the patient form starts from, what it checks before anything is sent, and what it sends.
 * The checks are the domain's own (`checkPatient` over the normalized fields), so the browser
 * refuses exactly what the server would. Pure, so it is tested alone.
 */
import { required } from '../../domain';
import type { Account, RuleFailure } from '../../domain';
import { checkPatient, normalizePatientFields } from '../../domain/patient';
import type { PatientCreateInput, PatientFields } from '../../domain/patient';

export type PatientFormValues = Partial<PatientCreateInput> & Record<string, unknown>;

export type PatientFormView = 'create' | 'edit';

/** A rule's failure as react-admin shows it on an input: a `registry.*` key and its arguments. */
export interface FormError {
  message: string;
  args: Record<string, string | number>;
}

export function patientCreateDefaults(account: Account | null): Partial<PatientCreateInput> {
  const hospitals = account?.hospitals ?? [];
  return {
    nationality: 'PL',
    registeredSameAsResidence: true,
    correspondenceSameAsResidence: true,
    dead: false,
    // One hospital leaves nothing to choose.
    hospitals: hospitals.length === 1 ? [...hospitals] : [],
    protocols: [],
  };
}

/**
 * The fields whose rules read another field (PESEL or passport, the birth date and gender a
 * PESEL encodes, a date of death after the birth), by the field that changes.
 */
export const CHECKED_WITH: Readonly<Record<string, readonly string[]>> = {
  pesel: ['passportNumber', 'birthDate', 'gender'],
  passportNumber: ['pesel'],
  birthDate: ['deathDate'],
  dead: ['deathDate'],
};

/** Inputs the form hides, whose values copy others (an address "same as residence"). */
function isHidden(field: string, values: PatientFormValues): boolean {
  if (field.startsWith('registered') && field !== 'registeredSameAsResidence') {
    return values.registeredSameAsResidence !== false;
  }
  if (field.startsWith('correspondence') && field !== 'correspondenceSameAsResidence') {
    return values.correspondenceSameAsResidence !== false;
  }
  return false;
}

/**
 * The form's errors by field: every rule of a patient record, the hospitals of a new patient,
 * and a PESEL or passport number (of the same country) the registry already holds. A hidden
 * address repeats the residence one, whose inputs show its errors.
 */
export function patientFormErrors(
  values: PatientFormValues,
  {
    view,
    duplicatePesel,
    duplicatePassport = false,
  }: { view: PatientFormView; duplicatePesel: boolean; duplicatePassport?: boolean },
): Record<string, FormError> {
  const failures: Record<string, RuleFailure | undefined> = checkPatient(
    normalizePatientFields(values),
  );
  if (view === 'create') failures.hospitals = required(values.hospitals);
  if (duplicatePesel) failures.pesel ??= { message: 'errors.patientExists' };
  if (duplicatePassport) failures.passportNumber ??= { message: 'errors.patientPassportExists' };
  const errors: Record<string, FormError> = {};
  for (const [field, failure] of Object.entries(failures)) {
    if (!failure || isHidden(field, values)) continue;
    errors[field] = { message: `registry.${failure.message}`, args: failure.args ?? {} };
  }
  return errors;
}

/** PUT /patients/{id}: the patient's own fields; hospitals and protocols have their own calls. */
export function patientUpdateBody(values: PatientFormValues): PatientFields {
  return normalizePatientFields(values);
}

const ids = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** POST /patients: the fields, the hospitals and the first protocols. */
export function patientCreateBody(values: PatientFormValues): PatientCreateInput {
  return {
    ...normalizePatientFields(values),
    hospitals: ids(values.hospitals).map(Number),
    protocols: ids(values.protocols).map(String),
  };
}
