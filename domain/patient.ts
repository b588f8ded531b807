/**
 * What the browser and the server agree on about patients: the record, the input of the create
 * and edit forms, and their rules (spec sections 3 and 5). `checkPatient` is the one function
 * both sides run, so a form the browser accepts is one the server accepts.
 */
import { isNationality } from './nationalities';
import { decodePesel } from './pesel';
import {
  type FieldFailures,
  type Rule,
  birthDate,
  blankToNull,
  checkFields,
  max,
  parseIsoDate,
  pastDate,
  required,
  todayIso,
  zipCode,
} from './validation';

/**
 * A year the patient list filters by (`filters[birthYear]`, `filters[registeredYear]`): four
 * digits, 0001 to 9999, since PostgreSQL's calendar has no year 0. The server answers any other
 * text with a 400; the browser never sends one, whether typed or carried in a link.
 */
export const FILTER_YEAR = /^(?!0000)\d{4}$/;

export const GENDERS = ['Female', 'Male'] as const;
export type Gender = (typeof GENDERS)[number];

export const ADDRESS_KINDS = ['residence', 'registered', 'correspondence'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

/** Flat on purpose: server details keyed `residenceZipCode` land on the right input. */
export interface PatientAddresses {
  residenceStreet: string | null;
  residenceCity: string | null;
  residenceZipCode: string | null;
  /** The registered address is the residence one; its own fields then copy it. */
  registeredSameAsResidence: boolean;
  registeredStreet: string | null;
  registeredCity: string | null;
  registeredZipCode: string | null;
  correspondenceSameAsResidence: boolean;
  correspondenceStreet: string | null;
  correspondenceCity: string | null;
  correspondenceZipCode: string | null;
}

/** The fields a user types in the create and edit forms. */
export interface PatientFields extends PatientAddresses {
  firstName: string;
  lastName: string;
  gender: Gender;
  /** YYYY-MM-DD */
  birthDate: string;
  /** ISO 3166-1 alpha-2, one of domain/nationalities.ts */
  nationality: string | null;
  pesel: string | null;
  passportNumber: string | null;
  representativePesel: string | null;
  representativePassportNumber: string | null;
  categoryId: number | null;
  dead: boolean;
  /** YYYY-MM-DD; only when dead */
  deathDate: string | null;
}

/** POST /patients: the fields, the hospitals (at least one) and the first protocols. */
export interface PatientCreateInput extends PatientFields {
  hospitals: number[];
  protocols: string[];
}

/** PUT /patients/{id}: hospitals and protocols have their own calls. */
export type PatientUpdateInput = PatientFields;

/**
 * A patient's fields in the order the record's form shows them, then its standing: the order
 * a person reads a change of the record in (an audit row's JSON keeps no order of its own).
 */
export const PATIENT_FIELD_ORDER = [
  'pesel',
  'passportNumber',
  'firstName',
  'lastName',
  'gender',
  'birthDate',
  'nationality',
  'representativePesel',
  'representativePassportNumber',
  'residenceStreet',
  'residenceCity',
  'residenceZipCode',
  'registeredSameAsResidence',
  'registeredStreet',
  'registeredCity',
  'registeredZipCode',
  'correspondenceSameAsResidence',
  'correspondenceStreet',
  'correspondenceCity',
  'correspondenceZipCode',
  'categoryId',
  'hospitals',
  'protocols',
  'dead',
  'deathDate',
  'active',
  'deactivationReason',
] as const satisfies readonly (keyof PatientCreateInput | 'active' | 'deactivationReason')[];

export interface PatientHospital {
  id: number;
  name: string;
  shortName: string;
  active: boolean;
}

export interface PatientProtocol {
  /** The id of the patient's protocol row: the `protocolId` of the activate/deactivate calls. */
  id: number;
  protocol: string;
  active: boolean;
}

export interface CorrectionFlag {
  id: number;
  /** The same as id: the name of the specification's call. */
  flagId: number;
  comment: string;
  hospitalId: number;
  hospitalName: string;
  authorId: number | null;
  authorName: string | null;
  createdAt: string;
  resolved: boolean;
  resolvedAt: string | null;
  resolvedById: number | null;
  resolvedByName: string | null;
}

export const PATIENT_FILE_KINDS = ['attachment', 'rodoConsent'] as const;
export type PatientFileKind = (typeof PATIENT_FILE_KINDS)[number];

export interface PatientFile {
  id: number;
  /** The same as id: the name of the specification's calls. */
  fileId: number;
  kind: PatientFileKind;
  /** Attachments: a value of the attachmentTypes dictionary. */
  type: string | null;
  /** Consents: the date the consent was signed, YYYY-MM-DD. */
  date: string | null;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  uploadedAt: string;
  uploadedById: number | null;
  uploadedByName: string | null;
}

export interface PatientCategory {
  id: number;
  abbreviation: string;
  namePl: string;
  nameEn: string;
}

/** One row of the patient list. */
export interface PatientSummary {
  id: number;
  firstName: string;
  lastName: string;
  gender: Gender;
  birthDate: string;
  pesel: string | null;
  passportNumber: string | null;
  category: PatientCategory | null;
  hospitals: PatientHospital[];
  /** Visible protocols only: known codes the caller holds (FOLLOWUP never). */
  protocols: PatientProtocol[];
  active: boolean;
  dead: boolean;
  favorite: boolean;
  openFlags: number;
  createdAt: string;
  updatedAt: string;
}

/** The details of one patient, as GET /patients/{id} answers. */
export interface Patient extends PatientSummary, PatientFields {
  deactivationReason: string | null;
  correctionFlags: CorrectionFlag[];
  rodoConsents: PatientFile[];
  attachments: PatientFile[];
}

/** POST /patient/pesel/details: what a PESEL encodes and whether its patient exists. */
export interface PeselCheck {
  pesel: string;
  valid: boolean;
  problem: 'format' | 'checksum' | 'date' | null;
  birthDate: string | null;
  gender: Gender | null;
  /**
   * null when no patient has this PESEL. Otherwise `visible` says whether the caller may open
   * it (then `patientId` names it); a patient of another hospital is only said to exist.
   */
  duplicate: { visible: true; patientId: number } | { visible: false; patientId: null } | null;
}

/** The check's answer for a PESEL (without spaces) and the patient found with it, if any. */
export function peselCheck(pesel: string, duplicate: PeselCheck['duplicate']): PeselCheck {
  const decoded = decodePesel(pesel);
  return {
    pesel,
    valid: decoded.valid,
    problem: decoded.valid ? null : decoded.problem,
    birthDate: decoded.valid ? decoded.birthDate : null,
    gender: decoded.valid ? decoded.sex : null,
    duplicate,
  };
}

/**
 * POST /patient/passport/details: whether a patient holds this passport number of this issuing
 * country (the patient's nationality; none is a country of its own), told as for a PESEL.
 */
export interface PassportCheck {
  /** As records keep it: without spaces, in capitals. */
  passportNumber: string;
  nationality: string | null;
  /** Whether the number fits the passport rule; a malformed one is looked up for nobody. */
  valid: boolean;
  duplicate: PeselCheck['duplicate'];
}

const PASSPORT = /^[A-Za-z0-9]{5,20}$/;

/** A passport number as records keep it (normalizePatientFields writes it so too). */
export const normalizePassport = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export const isPassportNumber = (value: string) => PASSPORT.test(value);

export const pesel: Rule = (value) =>
  value === undefined || value === null || value === '' || decodePesel(String(value)).valid
    ? undefined
    : { message: 'validation.pesel' };

export const passport: Rule = (value) =>
  value === undefined || value === null || value === '' || PASSPORT.test(String(value))
    ? undefined
    : { message: 'validation.passport' };

export const nationality: Rule = (value) =>
  value === undefined || value === null || value === '' || isNationality(value)
    ? undefined
    : { message: 'validation.invalidValue' };

export const gender: Rule = (value) =>
  value === undefined || value === null || value === ''
    ? { message: 'validation.required' }
    : (GENDERS as readonly unknown[]).includes(value)
      ? undefined
      : { message: 'validation.invalidValue' };

const ADDRESS_RULES = (kind: AddressKind): Record<string, Rule[]> => ({
  [`${kind}Street`]: [max(200)],
  [`${kind}City`]: [max(100)],
  [`${kind}ZipCode`]: [zipCode],
});

/** The single-field rules, for the inputs of the form. */
export function patientFieldRules(now: Date = new Date()): Record<string, Rule[]> {
  return {
    firstName: [required, max(100)],
    lastName: [required, max(100)],
    gender: [gender],
    birthDate: [required, birthDate(now)],
    nationality: [nationality],
    pesel: [pesel],
    passportNumber: [passport],
    representativePesel: [pesel],
    representativePassportNumber: [passport],
    deathDate: [pastDate('validation.deathDate', now)],
    ...ADDRESS_RULES('residence'),
    ...ADDRESS_RULES('registered'),
    ...ADDRESS_RULES('correspondence'),
  };
}

/**
 * A copy with text trimmed, PESEL and passport numbers normalized, the addresses marked "same
 * as residence" copied from it and a date of death only for the dead.
 */
export function normalizePatientFields(input: Partial<PatientFields>): PatientFields {
  const text = (field: keyof PatientFields) => blankToNull(input[field]);
  const upper = (field: keyof PatientFields) =>
    text(field)?.replace(/\s+/g, '').toUpperCase() ?? null;
  const registeredSame = input.registeredSameAsResidence !== false;
  const correspondenceSame = input.correspondenceSameAsResidence !== false;
  const address = (kind: AddressKind, same: boolean) => ({
    [`${kind}Street`]: same
      ? text('residenceStreet')
      : text(`${kind}Street` as keyof PatientFields),
    [`${kind}City`]: same ? text('residenceCity') : text(`${kind}City` as keyof PatientFields),
    [`${kind}ZipCode`]: same
      ? text('residenceZipCode')
      : text(`${kind}ZipCode` as keyof PatientFields),
  });
  const dead = input.dead === true;
  return {
    firstName: text('firstName') ?? '',
    lastName: text('lastName') ?? '',
    gender: input.gender as Gender,
    birthDate: text('birthDate')?.slice(0, 10) ?? '',
    nationality: upper('nationality'),
    pesel: upper('pesel'),
    passportNumber: upper('passportNumber'),
    representativePesel: upper('representativePesel'),
    representativePassportNumber: upper('representativePassportNumber'),
    categoryId: typeof input.categoryId === 'number' ? input.categoryId : null,
    dead,
    deathDate: dead ? (text('deathDate')?.slice(0, 10) ?? null) : null,
    residenceStreet: text('residenceStreet'),
    residenceCity: text('residenceCity'),
    residenceZipCode: text('residenceZipCode'),
    registeredSameAsResidence: registeredSame,
    correspondenceSameAsResidence: correspondenceSame,
    ...address('registered', registeredSame),
    ...address('correspondence', correspondenceSame),
  } as PatientFields;
}

/**
 * Every rule of a patient record, field by field and across fields: PESEL or passport number
 * (one is required), birth date and gender as the PESEL encodes them, a date of death when
 * dead, not before birth and not in the future. Takes normalized fields.
 */
export function checkPatient(fields: PatientFields, now: Date = new Date()): FieldFailures<string> {
  // An address marked "same as residence" is a copy: its mistakes are the residence's, shown once.
  const rules = Object.fromEntries(
    Object.entries(patientFieldRules(now)).filter(
      ([field]) =>
        !(fields.registeredSameAsResidence && field.startsWith('registered')) &&
        !(fields.correspondenceSameAsResidence && field.startsWith('correspondence')),
    ),
  );
  const failures: FieldFailures<string> = checkFields(
    fields as unknown as Record<string, unknown>,
    rules,
  );
  if (!fields.pesel && !fields.passportNumber) {
    failures.pesel ??= { message: 'validation.peselOrPassport' };
    failures.passportNumber ??= { message: 'validation.peselOrPassport' };
  }
  const decoded = fields.pesel ? decodePesel(fields.pesel) : undefined;
  if (decoded?.valid) {
    if (!failures.birthDate && fields.birthDate && fields.birthDate !== decoded.birthDate) {
      failures.birthDate = { message: 'validation.peselMismatch' };
    }
    if (!failures.gender && fields.gender && fields.gender !== decoded.sex) {
      failures.gender = { message: 'validation.peselMismatch' };
    }
  }
  if (fields.dead && !failures.deathDate) {
    if (!fields.deathDate) failures.deathDate = { message: 'validation.required' };
    else if (
      !parseIsoDate(fields.deathDate) ||
      fields.deathDate > todayIso(now) ||
      (fields.birthDate && fields.deathDate < fields.birthDate)
    ) {
      failures.deathDate = { message: 'validation.deathDate' };
    }
  }
  return failures;
}

/** A correction flag: what to correct, and in which of the patient's hospitals. */
export const CORRECTION_FLAG_RULES: Record<'comment' | 'hospitalId', Rule[]> = {
  comment: [required, max(2000)],
  hospitalId: [required],
};

/** Accepted upload types, recognised by content (domain/files.ts). */
export const ACCEPTED_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** The default upload cap; the server's MAX_UPLOAD_MB setting changes it. */
export const DEFAULT_MAX_UPLOAD_MB = 10;
