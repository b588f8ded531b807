/**
 * The patient routes under /api/v1/patient: the list, the record and its activation, the
 * patient's history, the PESEL and passport checks and the category picker of the patient form.
 */
import { type FastifyInstance } from 'fastify';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { actorOf } from '../../http/actor';
import { type Authenticate, authOf } from '../../http/authenticate';
import { readListQuery } from '../../http/list';
import { AUTHENTICATED, IdParamsSchema, bearer, errors } from '../../http/schemas';
import {
  DeactivatePatientSchema,
  PATIENT_HISTORY_FIELDS,
  PATIENT_LIST_FIELDS,
  PatientCategoriesSchema,
  PatientCreateInputSchema,
  PatientCreatedSchema,
  PatientFieldsInputSchema,
  PatientHistoryQuerySchema,
  PatientHistoryResultSchema,
  PatientListQuerySchema,
  PatientListResultSchema,
  PassportCheckSchema,
  PassportDetailsInputSchema,
  PatientSchema,
  PeselCheckSchema,
  PeselDetailsInputSchema,
} from './schemas';
import { type PatientService } from './service';

export async function patientRoutes(
  instance: FastifyInstance,
  deps: { patients: PatientService; authenticate: Authenticate },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // One authentication hook for every route of the module.
  instance.addHook('onRequest', deps.authenticate);
  const { patients } = deps;
  const area = '';
  const base = `${area}/patients`;
  const tags = ['patient'];
  const scoped =
    'A patient outside the caller’s hospitals is a 404 "Patient does not exist", like an absent one.';

  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'List patients (25 per page by default)',
        description:
          'Search matches first and last name, PESEL and passport number, every word, ignoring case and accents. filters[hospital][] and filters[category][] take ids, filters[protocol][] codes (only protocols the caller holds match), filters[active], filters[favorite] and filters[hasOpenFlags] true or false, filters[birthYear] a year. Unsorted, by last name, first name. Only patients sharing a hospital with the caller (all for a central administrator).',
        security: bearer,
        querystring: PatientListQuerySchema,
        response: { 200: PatientListResultSchema, ...errors(...AUTHENTICATED) },
      },
    },
    async (request) =>
      patients.list(authOf(request), readListQuery(request.query, PATIENT_LIST_FIELDS)),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Add a patient with their hospitals and first protocols',
        security: bearer,
        body: PatientCreateInputSchema,
        response: { 201: PatientCreatedSchema, ...errors(...AUTHENTICATED, 409, 422) },
      },
    },
    async (request, reply) => {
      const result = await patients.create(authOf(request), request.body, actorOf(request));
      return reply.status(201).send(result);
    },
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'One patient with hospitals, protocols, correction flags and files',
        description: `Protocols only those the caller holds (all known ones for a central administrator); files as metadata. ${scoped}`,
        security: bearer,
        params: IdParamsSchema,
        response: { 200: PatientSchema, ...errors(...AUTHENTICATED, 404) },
      },
    },
    async (request) => patients.get(authOf(request), request.params.id),
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Edit a patient’s data (hospitals and protocols have their own calls)',
        description: scoped,
        security: bearer,
        params: IdParamsSchema,
        body: PatientFieldsInputSchema,
        response: { 200: PatientSchema, ...errors(...AUTHENTICATED, 404, 409, 422) },
      },
    },
    async (request) =>
      patients.update(authOf(request), request.params.id, request.body, actorOf(request)),
  );

  app.patch(
    `${base}/:id/activate`,
    {
      schema: {
        tags,
        summary: 'Activate a patient',
        description: scoped,
        security: bearer,
        params: IdParamsSchema,
        response: { 200: PatientSchema, ...errors(...AUTHENTICATED, 404) },
      },
    },
    async (request) => patients.activate(authOf(request), request.params.id, actorOf(request)),
  );

  app.patch(
    `${base}/:id/deactivate`,
    {
      schema: {
        tags,
        summary: 'Deactivate a patient, giving a reason',
        description: scoped,
        security: bearer,
        params: IdParamsSchema,
        body: DeactivatePatientSchema,
        response: { 200: PatientSchema, ...errors(...AUTHENTICATED, 404, 422) },
      },
    },
    async (request) =>
      patients.deactivate(
        authOf(request),
        request.params.id,
        request.body.reason,
        actorOf(request),
      ),
  );

  app.get(
    `${base}/:id/history`,
    {
      schema: {
        tags,
        summary: 'The patient’s history from the audit trail, newest first',
        description: `Rows about protocols the caller does not hold are left out. ${scoped}`,
        security: bearer,
        params: IdParamsSchema,
        querystring: PatientHistoryQuerySchema,
        response: { 200: PatientHistoryResultSchema, ...errors(...AUTHENTICATED, 404) },
      },
    },
    async (request) =>
      patients.history(
        authOf(request),
        request.params.id,
        readListQuery(request.query, PATIENT_HISTORY_FIELDS),
      ),
  );

  app.post(
    `${area}/pesel/details`,
    {
      schema: {
        tags,
        summary: 'What a PESEL encodes, and whether a patient with it exists',
        description:
          'A malformed PESEL answers valid false with the problem, not an error. duplicate is null when no patient has this PESEL; otherwise visible with the patientId when the caller may open that patient, or visible false with no id when the patient belongs to other hospitals (a central administrator can add the caller’s hospital to them). At most 60 checks a minute per account (429); every check is in the audit trail.',
        security: bearer,
        body: PeselDetailsInputSchema,
        response: { 200: PeselCheckSchema, ...errors(...AUTHENTICATED, 429) },
      },
    },
    async (request) => patients.peselDetails(authOf(request), request.body.pesel, actorOf(request)),
  );

  app.post(
    `${area}/passport/details`,
    {
      schema: {
        tags,
        summary: 'Whether a patient with this passport number of this country exists',
        description:
          'The number is compared without spaces and in capitals, with the nationality (the issuing country; null or absent for an unknown one). valid says whether it fits the passport rule; a malformed number is looked up for nobody. duplicate is null when no patient has it; otherwise visible with the patientId when the caller may open that patient, or visible false with no id. At most 60 checks a minute per account (429); every check is in the audit trail.',
        security: bearer,
        body: PassportDetailsInputSchema,
        response: { 200: PassportCheckSchema, ...errors(...AUTHENTICATED, 429) },
      },
    },
    async (request) => patients.passportDetails(authOf(request), request.body, actorOf(request)),
  );

  app.get(
    `${area}/categories`,
    {
      schema: {
        tags,
        summary: 'Active disease categories for the patient form, by abbreviation',
        security: bearer,
        response: { 200: PatientCategoriesSchema, ...errors(...AUTHENTICATED) },
      },
    },
    async (request) => patients.categories(authOf(request)),
  );
}
