import { type FastifyInstance } from 'fastify';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { actorOf } from '../../http/actor';
import { type Authenticate, authOf } from '../../http/authenticate';
import { readListQuery } from '../../http/list';
import { AUTHENTICATED, IdParamsSchema, bearer, errors } from '../../http/schemas';
import {
  DeactivateHospitalSchema,
  HOSPITAL_LIST_FIELDS,
  HospitalCreatedSchema,
  HospitalInputSchema,
  HospitalListQuerySchema,
  HospitalListResultSchema,
  HospitalOptionsSchema,
  HospitalSchema,
  HospitalSelectSchema,
} from './schemas';
import { type HospitalService } from './service';

export async function hospitalRoutes(
  instance: FastifyInstance,
  deps: { hospitals: HospitalService; authenticate: Authenticate },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { hospitals, authenticate } = deps;
  const base = '/api/v1/hospital/hospitals';
  const tags = ['hospital'];

  app.get(
    base,
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'List hospitals (10 per page by default)',
        description:
          'Search matches name, short name, city and address, ignoring case and accents.',
        security: bearer,
        querystring: HospitalListQuerySchema,
        response: { 200: HospitalListResultSchema, ...errors(...AUTHENTICATED) },
      },
    },
    async (request) =>
      hospitals.list(authOf(request), readListQuery(request.query, HOSPITAL_LIST_FIELDS)),
  );

  app.post(
    base,
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'Add a hospital',
        security: bearer,
        body: HospitalInputSchema,
        response: { 201: HospitalCreatedSchema, ...errors(...AUTHENTICATED, 409, 422) },
      },
    },
    async (request, reply) => {
      const result = await hospitals.create(authOf(request), request.body, actorOf(request));
      return reply.status(201).send(result);
    },
  );

  app.post(
    `${base}/for-select`,
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'Hospital names for pickers, by name, within the caller’s scope',
        description:
          'Any signed-in user. A central administrator may name any hospital; anyone else only their own, so ids of other hospitals are left out.',
        security: bearer,
        body: HospitalSelectSchema,
        response: { 200: HospitalOptionsSchema, ...errors(...AUTHENTICATED) },
      },
    },
    async (request) => hospitals.forSelect(authOf(request), request.body.hospitals),
  );

  app.get(
    `${base}/:id`,
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'One hospital',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: HospitalSchema, ...errors(...AUTHENTICATED, 404) },
      },
    },
    async (request) => hospitals.get(authOf(request), request.params.id),
  );

  app.put(
    `${base}/:id`,
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'Edit a hospital',
        security: bearer,
        params: IdParamsSchema,
        body: HospitalInputSchema,
        response: { 200: HospitalSchema, ...errors(...AUTHENTICATED, 404, 409, 422) },
      },
    },
    async (request) =>
      hospitals.update(authOf(request), request.params.id, request.body, actorOf(request)),
  );

  app.patch(
    `${base}/:id/activate`,
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'Activate a hospital',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: HospitalSchema, ...errors(...AUTHENTICATED, 404) },
      },
    },
    async (request) => hospitals.activate(authOf(request), request.params.id, actorOf(request)),
  );

  app.patch(
    `${base}/:id/deactivate`,
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'Deactivate a hospital, giving a reason',
        security: bearer,
        params: IdParamsSchema,
        body: DeactivateHospitalSchema,
        response: { 200: HospitalSchema, ...errors(...AUTHENTICATED, 404, 422) },
      },
    },
    async (request) =>
      hospitals.deactivate(
        authOf(request),
        request.params.id,
        request.body.reason,
        actorOf(request),
      ),
  );
}
