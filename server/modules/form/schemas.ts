/**
 * TypeBox schemas of the protocol form routes: a patient's forms, one form with its definition
 * and saved data, and the body of a save.
 */
import { type TSchema, Type } from '@sinclair/typebox';
import { FORM_TYPES } from '../../../domain/forms';
import { PROTOCOL_CODES } from '../../../domain/protocols';
import { IdParamsSchema } from '../../http/schemas';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const DatabaseId = IdParamsSchema.properties.id;

const FormIdSchema = Type.String({ description: '`STS-basic`, `STS-extended`: protocol and type' });
const ProtocolSchema = Type.Union(
  PROTOCOL_CODES.map((code) => Type.Literal(code)),
  { description: 'Protocol code' },
);
const FormTypeSchema = Type.Union(
  FORM_TYPES.map((type) => Type.Literal(type)),
  { description: FORM_TYPES.join(' or ') },
);
const Instant = () => Type.String({ format: 'date-time' });
const Completeness = Type.Integer({
  minimum: 0,
  maximum: 100,
  description: 'Percentage of the form’s fields that hold a value (a table counts once)',
});

export const PatientFormsParamsSchema = Type.Object({ patientId: DatabaseId });

export const ProtocolFormParamsSchema = Type.Object({
  // Any text: an id that names no form is a 404, like a form the caller may not see.
  formId: Type.String({ maxLength: 100, description: '`STS-basic`, `STS-extended`...' }),
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'The patient’s id' }),
});

export const ProtocolFormQuerySchema = Type.Object({
  version: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      description: 'An older saved version to read, with the definition it was saved with',
    }),
  ),
});

export const PatientFormSummarySchema = Type.Object(
  {
    formId: FormIdSchema,
    protocol: ProtocolSchema,
    type: FormTypeSchema,
    version: Type.Integer({ minimum: 0, description: 'The saved version, 0 when never saved' }),
    savedAt: Nullable(Instant()),
    savedByName: Nullable(Type.String({ description: 'First and last name of who saved it' })),
    completeness: Completeness,
  },
  { title: 'PatientFormSummary' },
);

export const PatientFormsSchema = Type.Array(PatientFormSummarySchema, {
  description:
    'The basic then the extended form of each active protocol of the patient that the caller holds, in protocol order',
});

export const ProtocolFormDataSchema = Type.Object(
  {
    formId: FormIdSchema,
    protocol: ProtocolSchema,
    type: FormTypeSchema,
    patientId: Type.Integer(),
    formData: Type.Record(Type.String(), Type.Unknown(), {
      description: 'The saved data ({} when never saved)',
    }),
    schema: Type.String({
      description:
        'The JSON Schema (draft 7) of the definition, as text, in the request’s language',
    }),
    uiSchema: Type.Record(Type.String(), Type.Unknown(), {
      description: 'The react-jsonschema-form UI schema, in the request’s language',
    }),
    version: Type.Integer({
      minimum: 0,
      description: 'The saved version the data is (0: never saved); a save must name it',
    }),
    definitionVersion: Type.Integer({
      minimum: 1,
      description: 'The definition version of the schema; an older saved version keeps its own',
    }),
    savedAt: Nullable(Instant()),
    savedByName: Nullable(Type.String()),
    completeness: Completeness,
  },
  { title: 'ProtocolFormData' },
);

export const FormDefinitionParamsSchema = Type.Object({
  formId: ProtocolFormParamsSchema.properties.formId,
  version: Type.Integer({
    minimum: 1,
    maximum: 2_147_483_647,
    description: 'The definition version, as a saved form or the history names it',
  }),
});

export const FormDefinitionVersionSchema = Type.Object(
  {
    formId: FormIdSchema,
    protocol: ProtocolSchema,
    type: FormTypeSchema,
    version: Type.Integer({ minimum: 1 }),
    schema: Type.String({
      description: 'The JSON Schema (draft 7) of this version, as text, in the request’s language',
    }),
    uiSchema: Type.Record(Type.String(), Type.Unknown(), {
      description: 'The react-jsonschema-form UI schema of this version, in the request’s language',
    }),
  },
  { title: 'FormDefinitionVersion' },
);

export const ProtocolFormSaveSchema = Type.Object(
  {
    formData: Type.Record(Type.String(), Type.Unknown(), {
      description: 'The whole form; validated against the current definition’s JSON Schema',
    }),
    version: Type.Integer({
      minimum: 0,
      maximum: 2_147_483_647,
      description: 'The saved version the form was edited from (0 for the first save)',
    }),
  },
  { title: 'ProtocolFormSave' },
);
