/**
 * A declared entity's routes as an encapsulated Fastify plugin under its API path: list, create,
 * get, update, activate and deactivate, each with full TypeBox schemas for every status (from
 * the declaration) behind one `onRequest` authentication hook. What is not plain about an entity
 * (the hospitals' picker names) joins through `extension.routes`, registered in the same scope
 * after the plain routes, so that it shares the prefix and the hook.
 */
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type FastifyInstance } from 'fastify';
import { actorOf } from '../http/actor';
import { type Authenticate, authOf } from '../http/authenticate';
import { readListQuery } from '../http/list';
import { AUTHENTICATED, IdParamsSchema, bearer, errors } from '../http/schemas';
import { entitySchemas, entitySummaries } from './schemas';
import { type EntityService } from './service';

/** What an entity adds to its plain routes, in the same scope (prefix and authentication). */
export interface EntityExtension {
  routes?: (scope: FastifyInstance) => Promise<void> | void;
}

export interface EntityRoutesOptions {
  service: EntityService;
  authenticate: Authenticate;
  extension?: EntityExtension;
}

export async function entityRoutes(instance: FastifyInstance, options: EntityRoutesOptions) {
  const { service, authenticate, extension } = options;
  const { declaration } = service;
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const schemas = entitySchemas(declaration);
  const summaries = entitySummaries(declaration);
  const tags = [declaration.api.tag];
  const conflicts = declaration.fields.some((field) => 'unique' in field && field.unique)
    ? [409]
    : [];
  app.addHook('onRequest', authenticate);

  app.get(
    '',
    {
      schema: {
        tags,
        summary: summaries.list,
        ...(declaration.api.listDescription
          ? { description: declaration.api.listDescription }
          : {}),
        security: bearer,
        querystring: schemas.listQuery,
        response: { 200: schemas.listResult, ...errors(...AUTHENTICATED) },
      },
    },
    async (request) =>
      service.list(authOf(request), readListQuery(request.query, schemas.listFields)),
  );

  app.post(
    '',
    {
      schema: {
        tags,
        summary: summaries.create,
        security: bearer,
        body: schemas.input,
        response: { 201: schemas.created, ...errors(...AUTHENTICATED, ...conflicts, 422) },
      },
    },
    async (request, reply) => {
      const result = await service.create(
        authOf(request),
        request.body as Record<string, unknown>,
        actorOf(request),
      );
      return reply.status(201).send(result);
    },
  );

  await extension?.routes?.(instance);

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: summaries.get,
        security: bearer,
        params: IdParamsSchema,
        response: { 200: schemas.record, ...errors(...AUTHENTICATED, 404) },
      },
    },
    async (request) => service.get(authOf(request), request.params.id),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: summaries.update,
        security: bearer,
        params: IdParamsSchema,
        body: schemas.input,
        response: {
          200: schemas.record,
          ...errors(...AUTHENTICATED, 404, ...conflicts, 422),
        },
      },
    },
    async (request) =>
      service.update(
        authOf(request),
        request.params.id,
        request.body as Record<string, unknown>,
        actorOf(request),
      ),
  );

  app.patch(
    '/:id/activate',
    {
      schema: {
        tags,
        summary: summaries.activate,
        security: bearer,
        params: IdParamsSchema,
        response: { 200: schemas.record, ...errors(...AUTHENTICATED, 404) },
      },
    },
    async (request) => service.activate(authOf(request), request.params.id, actorOf(request)),
  );

  app.patch(
    '/:id/deactivate',
    {
      schema: {
        tags,
        summary: summaries.deactivate,
        security: bearer,
        params: IdParamsSchema,
        body: schemas.deactivate,
        response: { 200: schemas.record, ...errors(...AUTHENTICATED, 404, 422) },
      },
    },
    async (request) =>
      service.deactivate(
        authOf(request),
        request.params.id,
        (request.body as { reason?: string | null }).reason,
        actorOf(request),
      ),
  );
}
