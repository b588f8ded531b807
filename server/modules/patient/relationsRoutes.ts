/** Routes of a patient's protocols, hospitals, favourite mark and correction flags. */
import { type FastifyInstance } from 'fastify';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { actorOf } from '../../http/actor';
import { type Authenticate, authOf } from '../../http/authenticate';
import { AUTHENTICATED, IdParamsSchema, bearer, errors } from '../../http/schemas';
import { type PatientRelationsService } from './relations';
import {
  AddCorrectionFlagSchema,
  AddPatientProtocolSchema,
  CorrectionFlagCreatedSchema,
  CorrectionFlagParamsSchema,
  FavoriteStateSchema,
  NoContentSchema,
  PatientHospitalParamsSchema,
  PatientHospitalsSchema,
  PatientProtocolParamsSchema,
} from './relationsSchemas';
import { PatientProtocolSchema } from './schemas';

export async function patientRelationRoutes(
  instance: FastifyInstance,
  deps: { relations: PatientRelationsService; authenticate: Authenticate },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // One authentication hook for every route of the module.
  instance.addHook('onRequest', deps.authenticate);
  const { relations } = deps;
  const base = '/patients/:id';
  const tags = ['patient'];
  const security = bearer;

  app.post(
    `${base}/protocols`,
    {
      schema: {
        tags,
        summary: 'Add a protocol to a patient',
        description:
          'The protocol starts active. One the patient already has, active or not, is a 409: an inactive one comes back with the activate call.',
        security,
        params: IdParamsSchema,
        body: AddPatientProtocolSchema,
        response: { 201: PatientProtocolSchema, ...errors(...AUTHENTICATED, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const protocol = await relations.addProtocol(
        authOf(request),
        request.params.id,
        request.body.protocol,
        actorOf(request),
      );
      return reply.status(201).send(protocol);
    },
  );

  app.patch(
    `${base}/protocols/:protocolId/activate`,
    {
      schema: {
        tags,
        summary: 'Activate one of a patient’s protocols',
        security,
        params: PatientProtocolParamsSchema,
        response: { 200: PatientProtocolSchema, ...errors(...AUTHENTICATED, 404) },
      },
    },
    async (request) =>
      relations.activateProtocol(
        authOf(request),
        request.params.id,
        request.params.protocolId,
        actorOf(request),
      ),
  );

  app.patch(
    `${base}/protocols/:protocolId/deactivate`,
    {
      schema: {
        tags,
        summary: 'Deactivate one of a patient’s protocols',
        security,
        params: PatientProtocolParamsSchema,
        response: { 200: PatientProtocolSchema, ...errors(...AUTHENTICATED, 404) },
      },
    },
    async (request) =>
      relations.deactivateProtocol(
        authOf(request),
        request.params.id,
        request.params.protocolId,
        actorOf(request),
      ),
  );

  app.post(
    `${base}/hospitals/:hospitalId`,
    {
      schema: {
        tags,
        summary: 'Add a hospital to a patient',
        description:
          'An active hospital; anyone but a central administrator only one of their own (403). Answers the patient’s hospitals after the change.',
        security,
        params: PatientHospitalParamsSchema,
        response: { 200: PatientHospitalsSchema, ...errors(...AUTHENTICATED, 404, 409, 422) },
      },
    },
    async (request) =>
      relations.addHospital(
        authOf(request),
        request.params.id,
        request.params.hospitalId,
        actorOf(request),
      ),
  );

  app.delete(
    `${base}/hospitals/:hospitalId`,
    {
      schema: {
        tags,
        summary: 'Remove a hospital from a patient',
        description:
          'Anyone but a central administrator only one of their own (403); the last one stays (409). Answers the patient’s hospitals after the change.',
        security,
        params: PatientHospitalParamsSchema,
        response: { 200: PatientHospitalsSchema, ...errors(...AUTHENTICATED, 404, 409) },
      },
    },
    async (request) =>
      relations.removeHospital(
        authOf(request),
        request.params.id,
        request.params.hospitalId,
        actorOf(request),
      ),
  );

  app.get(
    `${base}/favorite-patients`,
    {
      schema: {
        tags,
        summary: 'Whether the patient is among the caller’s favourites',
        security,
        params: IdParamsSchema,
        response: { 200: FavoriteStateSchema, ...errors(...AUTHENTICATED, 404) },
      },
    },
    async (request) => relations.favorite(authOf(request), request.params.id),
  );

  app.post(
    `${base}/favorite-patients`,
    {
      schema: {
        tags,
        summary: 'Mark the patient as one of the caller’s favourites (idempotent)',
        security,
        params: IdParamsSchema,
        response: { 200: FavoriteStateSchema, ...errors(...AUTHENTICATED, 404) },
      },
    },
    async (request) => relations.addFavorite(authOf(request), request.params.id, actorOf(request)),
  );

  app.delete(
    `${base}/favorite-patients`,
    {
      schema: {
        tags,
        summary: 'Unmark the patient as one of the caller’s favourites (idempotent)',
        security,
        params: IdParamsSchema,
        response: { 200: FavoriteStateSchema, ...errors(...AUTHENTICATED, 404) },
      },
    },
    async (request) =>
      relations.removeFavorite(authOf(request), request.params.id, actorOf(request)),
  );

  app.post(
    `${base}/correction-flags`,
    {
      schema: {
        tags,
        summary: 'Raise a correction flag on a patient',
        security,
        params: IdParamsSchema,
        body: AddCorrectionFlagSchema,
        response: { 201: CorrectionFlagCreatedSchema, ...errors(...AUTHENTICATED, 404, 422) },
      },
    },
    async (request, reply) => {
      const result = await relations.addFlag(
        authOf(request),
        request.params.id,
        request.body,
        actorOf(request),
      );
      return reply.status(201).send(result);
    },
  );

  app.patch(
    `${base}/correction-flags/:flagId/resolve`,
    {
      schema: {
        tags,
        summary: 'Resolve a correction flag (a resolved one stays as it is)',
        security,
        params: CorrectionFlagParamsSchema,
        response: { 204: NoContentSchema, ...errors(...AUTHENTICATED, 404) },
      },
    },
    async (request, reply) => {
      await relations.resolveFlag(
        authOf(request),
        request.params.id,
        request.params.flagId,
        actorOf(request),
      );
      return reply.status(204).send(null);
    },
  );
}
