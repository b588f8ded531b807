/** TypeBox schemas of a patient's sub-resources: protocols, hospitals, favourites, correction flags. */
import { Type } from '@sinclair/typebox';
import { IdParamsSchema } from '../../http/schemas';
import { PatientHospitalSchema } from './schemas';

const DatabaseId = IdParamsSchema.properties.id;

export const PatientProtocolParamsSchema = Type.Object({ id: DatabaseId, protocolId: DatabaseId });
export const PatientHospitalParamsSchema = Type.Object({ id: DatabaseId, hospitalId: DatabaseId });
export const CorrectionFlagParamsSchema = Type.Object({ id: DatabaseId, flagId: DatabaseId });

// Bodies are loose on purpose: a missing, blank or unknown value is a 422 keyed by field, as the
// form shows it, not a schema 400. Null first: Ajv coerces types, and would turn null into 0 or ''.
export const AddPatientProtocolSchema = Type.Object(
  { protocol: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 100 })])) },
  {
    description:
      'protocol: a protocol code the caller holds (any known code for a central administrator)',
  },
);

export const PatientHospitalsSchema = Type.Object(
  { data: Type.Array(PatientHospitalSchema, { description: 'The patient’s hospitals, by name' }) },
  { title: 'PatientHospitals' },
);

export const FavoriteStateSchema = Type.Object(
  {
    isFavorite: Type.Boolean({
      description: 'Whether the patient is among the caller’s favourites',
    }),
  },
  { title: 'FavoriteState' },
);

export const AddCorrectionFlagSchema = Type.Object(
  {
    comment: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 20_000 })])),
    hospitalId: Type.Optional(Type.Union([Type.Null(), DatabaseId])),
  },
  {
    description:
      'comment: required, at most 2000 characters; hospitalId: one of the patient’s hospitals, and for anyone but a central administrator one of the caller’s. A rule broken is a 422 with details by field.',
  },
);

export const CorrectionFlagCreatedSchema = Type.Object({ flagId: Type.Integer() });

export const NoContentSchema = Type.Null({ description: 'Done; no content' });
