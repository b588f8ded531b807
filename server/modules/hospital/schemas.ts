import { Type } from '@sinclair/typebox';
import { listQuerySchema, listResultSchema } from '../../http/list';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

// Form fields are loose here on purpose: a blank, missing or too long value is a 422 keyed by
// field from the rules of domain/hospital.ts, as the form shows it, not a schema 400.
const FormText = Type.Optional(Nullable(Type.String({ maxLength: 1000 })));

export const HospitalSchema = Type.Object(
  {
    id: Type.Integer(),
    hospitalId: Type.Integer({ description: 'The same as id' }),
    name: Type.String(),
    shortName: Type.String(),
    address: Nullable(Type.String()),
    zipCode: Nullable(Type.String({ description: 'XX-XXX' })),
    city: Nullable(Type.String()),
    active: Type.Boolean(),
    deactivationReason: Nullable(Type.String()),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { title: 'Hospital' },
);

export const HospitalInputSchema = Type.Object(
  {
    name: FormText,
    shortName: FormText,
    address: FormText,
    zipCode: FormText,
    city: FormText,
  },
  {
    title: 'HospitalInput',
    description:
      'name (required, at most 200), shortName (required, at most 50, unique whatever its case), address and city (at most 200), zipCode (XX-XXX). A rule broken is a 422 with details by field; a short name another hospital has is a 409 on shortName.',
  },
);

export const HospitalCreatedSchema = Type.Object({ hospitalId: Type.Integer() });

export const DeactivateHospitalSchema = Type.Object(
  { reason: FormText },
  { description: 'reason: required, at most 500 characters' },
);

export const HOSPITAL_LIST_FIELDS = {
  filters: ['active', 'city'],
  sorts: ['name', 'shortName', 'city', 'zipCode', 'active', 'createdAt'],
  defaultItemsPerPage: 10,
} as const;

export const HospitalListQuerySchema = listQuerySchema(HOSPITAL_LIST_FIELDS);
export const HospitalListResultSchema = listResultSchema(HospitalSchema, 'HospitalList');

export const HospitalSelectSchema = Type.Object({
  // Null first: Ajv coerces types, and tried first the array would turn null into [0].
  hospitals: Type.Optional(
    Type.Union([Type.Null(), Type.Array(Type.Integer(), { maxItems: 1000 })], {
      description:
        'The hospitals to name, or null for those one may pick (all active ones for a central administrator, your own active ones otherwise)',
    }),
  ),
});

export const HospitalOptionSchema = Type.Object(
  { id: Type.Integer(), name: Type.String(), shortName: Type.String(), active: Type.Boolean() },
  { title: 'HospitalOption' },
);

export const HospitalOptionsSchema = Type.Object({ data: Type.Array(HospitalOptionSchema) });
