/**
 * The protocol form routes under /api/v1/form: a patient's forms, one form of a patient (read,
 * or save whole), and a stored version of a form's definition. `formId` names a form
 * (`STS-basic`), `id` the patient.
 */
import { type FastifyInstance } from 'fastify';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { actorOf } from '../../http/actor';
import { type Authenticate, authOf, requirePermission } from '../../http/authenticate';
import { AUTHENTICATED, bearer, errors } from '../../http/schemas';
import {
  FormDefinitionParamsSchema,
  FormDefinitionVersionSchema,
  PatientFormsParamsSchema,
  PatientFormsSchema,
  ProtocolFormDataSchema,
  ProtocolFormParamsSchema,
  ProtocolFormQuerySchema,
  ProtocolFormSaveSchema,
} from './schemas';
import { type FormService } from './service';

export async function formRoutes(
  instance: FastifyInstance,
  deps: { forms: FormService; authenticate: Authenticate },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // One authentication hook for every route of the module.
  instance.addHook('onRequest', deps.authenticate);
  const { forms } = deps;
  const area = '';
  const formPath = `${area}/forms/:formId/protocol-form-data/:id`;
  const tags = ['form'];
  const scoped =
    'A patient outside the caller’s hospitals is a 404 "Patient does not exist"; a form id that names no form, or a form of a protocol the caller does not hold or the patient does not have, a 404 "The form does not exist".';

  app.get(
    `${area}/patient-forms/:patientId`,
    {
      schema: {
        tags,
        summary: 'The forms of a patient’s active protocols, with their last save',
        description:
          'Only protocols the caller holds (all for a central administrator). A form never saved has version 0, completeness 0 and no save date or author. A patient outside the caller’s hospitals is a 404 "Patient does not exist".',
        security: bearer,
        params: PatientFormsParamsSchema,
        response: { 200: PatientFormsSchema, ...errors(...AUTHENTICATED, 404) },
      },
    },
    async (request) => forms.patientForms(authOf(request), request.params.patientId),
  );

  app.get(
    formPath,
    {
      schema: {
        tags,
        summary: 'A patient’s protocol form: saved data, JSON Schema and UI schema',
        description: `The current saved data (or {} with version 0) with the current definition, in the request’s language; with version, an older saved version with the definition it was saved with (404 when the patient has no such version). ${scoped}`,
        security: bearer,
        params: ProtocolFormParamsSchema,
        querystring: ProtocolFormQuerySchema,
        response: { 200: ProtocolFormDataSchema, ...errors(...AUTHENTICATED, 404) },
      },
    },
    async (request) =>
      forms.read(
        authOf(request),
        request.params.formId,
        request.params.id,
        request.query.version,
        request.locale,
      ),
  );

  app.get(
    `${area}/forms/:formId/definitions/:version`,
    {
      schema: {
        tags,
        summary: 'One stored version of a form’s definition: JSON Schema and UI schema',
        description:
          'In the request’s language. Versions never change once stored: saved forms and the patient’s history name the version their data was saved with. A form of a protocol the caller does not hold, an unknown form or version, is a 404 "The form does not exist".',
        security: bearer,
        params: FormDefinitionParamsSchema,
        response: { 200: FormDefinitionVersionSchema, ...errors(...AUTHENTICATED, 404) },
      },
    },
    async (request) =>
      forms.definitionVersion(
        authOf(request),
        request.params.formId,
        request.params.version,
        request.locale,
      ),
  );

  app.post(
    formPath,
    {
      // A caller who may not save learns that before anything about the body.
      preValidation: requirePermission('protocolForms', 'edit'),
      schema: {
        tags,
        summary: 'Save a patient’s protocol form whole, as a new version',
        description: `The patient’s protocol must be active (409). The data is validated against the current definition: a 422 has details keyed by field, rows of a table as list.rowIndex.fieldId (treatmentCourses.0.startDate), and "Value not found" for a lookup value that is no entry of its dictionary. version must be the current saved version (0 for the first save), or the answer is a 409 whose details.version holds the current one, details.savedAt when it was saved (ISO 8601) and details.savedBy by whom. Answers the new version. ${scoped}`,
        security: bearer,
        params: ProtocolFormParamsSchema,
        body: ProtocolFormSaveSchema,
        response: { 200: ProtocolFormDataSchema, ...errors(...AUTHENTICATED, 404, 409, 422) },
      },
    },
    async (request) =>
      forms.save(
        authOf(request),
        request.params.formId,
        request.params.id,
        request.body,
        request.locale,
        actorOf(request),
      ),
  );
}
