import { Type } from '@sinclair/typebox';

// The hospitals' plain schemas (the record, the form, the list) are built from the declaration
// in domain/entities/hospitals.ts; these are the picker's own.

export const HospitalSelectSchema = Type.Object({
  // Null first: Ajv coerces types, and tried first the array would turn null into [0].
  hospitals: Type.Optional(
    Type.Union([Type.Null(), Type.Array(Type.Integer(), { maxItems: 1000 })], {
      description:
        'The hospitals to name, or null for those one may pick (all active ones for a central administrator, your own active ones otherwise)',
    }),
  ),
  inactive: Type.Optional(
    Type.Boolean({
      description:
        'With hospitals null: the inactive hospitals in scope too, after the active ones (for filters, which may look for the records of a closed hospital)',
    }),
  ),
});

export const HospitalOptionSchema = Type.Object(
  { id: Type.Integer(), name: Type.String(), shortName: Type.String(), active: Type.Boolean() },
  { title: 'HospitalOption' },
);

export const HospitalOptionsSchema = Type.Object({ data: Type.Array(HospitalOptionSchema) });
