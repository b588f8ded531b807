/**
 * TypeBox schemas of the patient routes: the record (list row and details), the create and edit
 * input, the list query, the PESEL check, the patient's history and the category picker. The
 * pieces of the details (hospital, protocol, correction flag, file) are exported for the
 * sub-resource routes, which answer them on their own.
 */
import { type TSchema, Type } from '@sinclair/typebox';
import { GENDERS, PATIENT_FILE_KINDS } from '../../../domain/patient';
import { QUALITY_LIST_FILTERS } from '../../../domain/dataQuality';
import {
  type ListFields,
  cappedListResultSchema,
  listQuerySchema,
  listResultSchema,
} from '../../http/list';
import { LogEntrySchema } from '../logger/schemas';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

// Form fields are loose on purpose: a blank, missing or malformed value is a 422 keyed by field
// from the rules of domain/patient.ts, as the form shows it, not a schema 400.
const FormText = Type.Optional(Nullable(Type.String({ maxLength: 1000 })));
// Ajv coerces types: a null boolean reads as false. (Null may not come first in a union with a
// boolean, or false would read as null; it does come first for an id, or null would read as 0.)
const FormBoolean = Type.Optional(Type.Boolean());
const FormId = Type.Optional(Type.Union([Type.Null(), Type.Integer()]));

const Day = (description: string) => Type.String({ format: 'date', description });
const Instant = () => Type.String({ format: 'date-time' });
const Gender = Type.Union(
  GENDERS.map((gender) => Type.Literal(gender)),
  { description: GENDERS.join(' or ') },
);

export const PatientCategorySchema = Type.Object(
  {
    id: Type.Integer(),
    abbreviation: Type.String(),
    namePl: Type.String(),
    nameEn: Type.String(),
  },
  { title: 'PatientCategory' },
);

export const PatientHospitalSchema = Type.Object(
  { id: Type.Integer(), name: Type.String(), shortName: Type.String(), active: Type.Boolean() },
  { title: 'PatientHospital' },
);

export const PatientProtocolSchema = Type.Object(
  {
    id: Type.Integer({ description: 'The protocolId of the activate and deactivate calls' }),
    protocol: Type.String({ description: 'Protocol code (STS, WT, ...)' }),
    active: Type.Boolean(),
  },
  { title: 'PatientProtocol' },
);

export const CorrectionFlagSchema = Type.Object(
  {
    id: Type.Integer(),
    flagId: Type.Integer({ description: 'The same as id' }),
    comment: Type.String(),
    hospitalId: Type.Integer(),
    hospitalName: Type.String(),
    authorId: Nullable(Type.Integer()),
    authorName: Nullable(Type.String()),
    createdAt: Instant(),
    resolved: Type.Boolean(),
    resolvedAt: Nullable(Instant()),
    resolvedById: Nullable(Type.Integer()),
    resolvedByName: Nullable(Type.String()),
  },
  { title: 'CorrectionFlag' },
);

export const PatientFileSchema = Type.Object(
  {
    id: Type.Integer(),
    fileId: Type.Integer({ description: 'The same as id' }),
    kind: Type.Union(PATIENT_FILE_KINDS.map((kind) => Type.Literal(kind))),
    type: Nullable(Type.String({ description: 'Attachments: the attachment type' })),
    date: Nullable(Day('Consents: the date the consent was signed')),
    name: Type.String(),
    contentType: Type.String(),
    size: Type.Integer({ description: 'Bytes' }),
    sha256: Type.String({ description: 'Hex' }),
    uploadedAt: Instant(),
    uploadedById: Nullable(Type.Integer()),
    uploadedByName: Nullable(Type.String()),
  },
  { title: 'PatientFile' },
);

const summaryProperties = {
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  gender: Gender,
  birthDate: Day('YYYY-MM-DD'),
  pesel: Nullable(Type.String()),
  passportNumber: Nullable(Type.String()),
  category: Nullable(PatientCategorySchema),
  hospitals: Type.Array(PatientHospitalSchema),
  protocols: Type.Array(PatientProtocolSchema, {
    description: 'Known protocols the caller holds (all for a central administrator)',
  }),
  active: Type.Boolean(),
  dead: Type.Boolean(),
  favorite: Type.Boolean({ description: 'A favourite of the caller' }),
  openFlags: Type.Integer({ description: 'Correction flags not yet resolved' }),
  createdAt: Instant(),
  updatedAt: Instant(),
};

export const PatientSummarySchema = Type.Object(summaryProperties, { title: 'PatientSummary' });

const NullableText = Nullable(Type.String());

export const PatientSchema = Type.Object(
  {
    ...summaryProperties,
    nationality: Nullable(Type.String({ description: 'ISO 3166-1 alpha-2' })),
    representativePesel: NullableText,
    representativePassportNumber: NullableText,
    categoryId: Nullable(Type.Integer()),
    deathDate: Nullable(Day('YYYY-MM-DD')),
    residenceStreet: NullableText,
    residenceCity: NullableText,
    residenceZipCode: NullableText,
    registeredSameAsResidence: Type.Boolean(),
    registeredStreet: NullableText,
    registeredCity: NullableText,
    registeredZipCode: NullableText,
    correspondenceSameAsResidence: Type.Boolean(),
    correspondenceStreet: NullableText,
    correspondenceCity: NullableText,
    correspondenceZipCode: NullableText,
    deactivationReason: NullableText,
    correctionFlags: Type.Array(CorrectionFlagSchema, { description: 'All, newest first' }),
    rodoConsents: Type.Array(PatientFileSchema),
    attachments: Type.Array(PatientFileSchema, { description: 'Not deleted ones' }),
  },
  { title: 'Patient' },
);

const fieldProperties = {
  firstName: FormText,
  lastName: FormText,
  gender: FormText,
  birthDate: FormText,
  nationality: FormText,
  pesel: FormText,
  passportNumber: FormText,
  representativePesel: FormText,
  representativePassportNumber: FormText,
  categoryId: FormId,
  dead: FormBoolean,
  deathDate: FormText,
  residenceStreet: FormText,
  residenceCity: FormText,
  residenceZipCode: FormText,
  registeredSameAsResidence: FormBoolean,
  registeredStreet: FormText,
  registeredCity: FormText,
  registeredZipCode: FormText,
  correspondenceSameAsResidence: FormBoolean,
  correspondenceStreet: FormText,
  correspondenceCity: FormText,
  correspondenceZipCode: FormText,
};

const FIELD_RULES =
  'firstName and lastName (required, at most 100), gender (Female or Male), birthDate (YYYY-MM-DD, not in the future), PESEL or passportNumber (one required; a PESEL must match birth date and gender), nationality (ISO code of the list), zip codes XX-XXX, deathDate when dead. The addresses marked same as residence copy it. A rule broken is a 422 with details by field; a PESEL another patient has is a 409 on pesel, a passport number another patient of the same nationality has a 409 on passportNumber.';

export const PatientFieldsInputSchema = Type.Object(fieldProperties, {
  title: 'PatientInput',
  description: FIELD_RULES,
});

export const PatientCreateInputSchema = Type.Object(
  {
    ...fieldProperties,
    hospitals: Type.Optional(
      Type.Union([Type.Null(), Type.Array(Type.Integer(), { maxItems: 100 })], {
        description:
          'At least one active hospital; anyone but a central administrator only their own',
      }),
    ),
    protocols: Type.Optional(
      Type.Union([Type.Null(), Type.Array(Type.String({ maxLength: 50 }), { maxItems: 50 })], {
        description: 'Protocol codes the caller holds',
      }),
    ),
  },
  { title: 'PatientCreateInput', description: FIELD_RULES },
);

export const PatientCreatedSchema = Type.Object({ patientId: Type.Integer() });

export const DeactivatePatientSchema = Type.Object(
  { reason: FormText },
  { description: 'reason: required, at most 500 characters' },
);

export const PATIENT_LIST_FIELDS = {
  filters: [
    'hospital',
    'category',
    'protocol',
    'active',
    'favorite',
    'hasOpenFlags',
    'birthYear',
    ...QUALITY_LIST_FILTERS,
  ],
  sorts: ['lastName', 'firstName', 'birthDate', 'pesel', 'createdAt', 'updatedAt'],
} as const satisfies ListFields;

export const PatientListQuerySchema = listQuerySchema(PATIENT_LIST_FIELDS);
export const PatientListResultSchema = cappedListResultSchema(PatientSummarySchema, 'PatientList');

export const PeselDetailsInputSchema = Type.Object({ pesel: Type.String({ maxLength: 50 }) });

export const PeselCheckSchema = Type.Object(
  {
    pesel: Type.String(),
    valid: Type.Boolean(),
    problem: Nullable(
      Type.Union([Type.Literal('format'), Type.Literal('checksum'), Type.Literal('date')]),
    ),
    birthDate: Nullable(Day('The birth date the PESEL encodes')),
    gender: Nullable(Gender),
    duplicate: Nullable(
      Type.Object(
        {
          visible: Type.Boolean(),
          patientId: Nullable(Type.Integer()),
        },
        {
          description:
            'A patient with this PESEL: visible with its id when the caller may open it, otherwise only said to exist (patientId null)',
        },
      ),
    ),
  },
  { title: 'PeselCheck' },
);

export const PassportDetailsInputSchema = Type.Object({
  passportNumber: Type.String({ maxLength: 50 }),
  nationality: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
});

export const PassportCheckSchema = Type.Object(
  {
    passportNumber: Type.String({ description: 'Without spaces, in capitals, as records keep it' }),
    nationality: Nullable(Type.String()),
    valid: Type.Boolean(),
    duplicate: Nullable(
      Type.Object(
        {
          visible: Type.Boolean(),
          patientId: Nullable(Type.Integer()),
        },
        {
          description:
            'A patient with this passport of this country: visible with its id when the caller may open it, otherwise only said to exist (patientId null)',
        },
      ),
    ),
  },
  { title: 'PassportCheck' },
);

export const PATIENT_HISTORY_FIELDS = { filters: [], sorts: [] } as const satisfies ListFields;

export const PatientHistoryQuerySchema = listQuerySchema(PATIENT_HISTORY_FIELDS);
export const PatientHistoryResultSchema = listResultSchema(LogEntrySchema, 'PatientHistory');

export const PatientCategoriesSchema = Type.Object({ data: Type.Array(PatientCategorySchema) });
