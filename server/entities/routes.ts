/**
 * A declared entity's routes as an encapsulated Fastify plugin under its API path: list, create,
 * get, update, activate and deactivate, each with full TypeBox schemas for every status (from
 * the declaration) behind one `onRequest` authentication hook. What is not plain about an entity
 * joins through its extension: `routes` registered in the same scope, so that they share the
 * prefix and the hook (the hospitals' picker names, an account's `/me`), in place of the plain
 * routes it `replaces` (an account's create and update), and `hooks` on the engine's writes.
 */
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type FastifyInstance } from 'fastify';
import { actorOf } from '../http/actor';
import { type Authenticate, authOf } from '../http/authenticate';
import { readListQuery } from '../http/list';
import { AUTHENTICATED, IdParamsSchema, bearer, errors } from '../http/schemas';
import { type EntityRoute } from '../../domain/entity';
import { entitySchemas, entitySummaries } from './schemas';
import { type EntityService, type EntityWriteHooks } from './service';

/** What an entity adds to its plain routes, in the same scope (prefix and authentication). */
export interface EntityExtension {
  /** Routes of the entity's own, registered in its scope. */
  routes?: (scope: FastifyInstance) => Promise<void> | void;
  /**
   * Plain routes the engine leaves out because `routes` registers the entity's own at the same
   * path and method (an account's create mails a link; its update keeps one administrator).
   */
  replaces?: readonly ('create' | 'update')[];
  /** Steps the entity adds to the engine's update, activation and deactivation. */
  hooks?: EntityWriteHooks;
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
  const { api } = declaration;
  const tags = [api.tag];
  const unique = declaration.fields.some((field) => 'unique' in field && field.unique);
  const conflicts = (route: EntityRoute) =>
    (route === 'create' || route === 'update') && unique
      ? [409]
      : api.conflicts?.includes(route)
        ? [409]
        : [];
  const described = (route: Exclude<EntityRoute, 'list'>) =>
    api.descriptions?.[route] ? { description: api.descriptions[route] } : {};
  const replaced = new Set(extension?.replaces);
  app.addHook('onRequest', authenticate);

  app.get(
    '',
    {
      schema: {
        tags,
        summary: summaries.list,
        ...(api.listDescription ? { description: api.listDescription } : {}),
        security: bearer,
        querystring: schemas.listQuery,
        response: { 200: schemas.listResult, ...errors(...AUTHENTICATED) },
      },
    },
    async (request) =>
      service.list(authOf(request), readListQuery(request.query, schemas.listFields)),
  );

  if (!replaced.has('create')) {
    app.post(
      '',
      {
        schema: {
          tags,
          summary: summaries.create,
          ...described('create'),
          security: bearer,
          body: schemas.input,
          response: {
            201: schemas.created,
            ...errors(...AUTHENTICATED, ...conflicts('create'), 422),
          },
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
  }

  await extension?.routes?.(instance);

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: summaries.get,
        ...described('get'),
        security: bearer,
        params: IdParamsSchema,
        response: { 200: schemas.record, ...errors(...AUTHENTICATED, 404) },
      },
    },
    async (request) => service.get(authOf(request), request.params.id),
  );

  if (!replaced.has('update')) {
    app.put(
      '/:id',
      {
        schema: {
          tags,
          summary: summaries.update,
          ...described('update'),
          security: bearer,
          params: IdParamsSchema,
          body: schemas.input,
          response: {
            200: schemas.record,
            ...errors(...AUTHENTICATED, 404, ...conflicts('update'), 422),
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
  }

  app.patch(
    '/:id/activate',
    {
      schema: {
        tags,
        summary: summaries.activate,
        ...described('activate'),
        security: bearer,
        params: IdParamsSchema,
        response: {
          200: schemas.record,
          ...errors(...AUTHENTICATED, 404, ...conflicts('activate')),
        },
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
        ...described('deactivate'),
        security: bearer,
        params: IdParamsSchema,
        body: schemas.deactivate,
        response: {
          200: schemas.record,
          ...errors(...AUTHENTICATED, 404, ...conflicts('deactivate'), 422),
        },
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
