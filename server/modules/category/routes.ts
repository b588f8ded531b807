import { type FastifyInstance } from 'fastify';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { actorOf } from '../../http/actor';
import { type Authenticate, authOf } from '../../http/authenticate';
import { readListQuery } from '../../http/list';
import { AUTHENTICATED, IdParamsSchema, bearer, errors } from '../../http/schemas';
import {
  CATEGORY_LIST_FIELDS,
  CategoryCreatedSchema,
  CategoryInputSchema,
  CategoryListQuerySchema,
  CategoryListResultSchema,
  CategorySchema,
  DeactivateCategorySchema,
} from './schemas';
import { type CategoryService } from './service';

export async function categoryRoutes(
  instance: FastifyInstance,
  deps: { categories: CategoryService; authenticate: Authenticate },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { categories, authenticate } = deps;
  const base = '/api/v1/category/categories';
  const tags = ['category'];

  app.get(
    base,
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'List disease categories',
        description:
          'Search matches the abbreviation and both names, ignoring case and accents. Unsorted, the list keeps the order the categories were added in.',
        security: bearer,
        querystring: CategoryListQuerySchema,
        response: { 200: CategoryListResultSchema, ...errors(...AUTHENTICATED) },
      },
    },
    async (request) =>
      categories.list(authOf(request), readListQuery(request.query, CATEGORY_LIST_FIELDS)),
  );

  app.post(
    base,
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'Add a disease category',
        security: bearer,
        body: CategoryInputSchema,
        response: { 201: CategoryCreatedSchema, ...errors(...AUTHENTICATED, 409, 422) },
      },
    },
    async (request, reply) => {
      const result = await categories.create(authOf(request), request.body, actorOf(request));
      return reply.status(201).send(result);
    },
  );

  app.get(
    `${base}/:id`,
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'One disease category',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: CategorySchema, ...errors(...AUTHENTICATED, 404) },
      },
    },
    async (request) => categories.get(authOf(request), request.params.id),
  );

  app.put(
    `${base}/:id`,
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'Edit a disease category',
        security: bearer,
        params: IdParamsSchema,
        body: CategoryInputSchema,
        response: { 200: CategorySchema, ...errors(...AUTHENTICATED, 404, 409, 422) },
      },
    },
    async (request) =>
      categories.update(authOf(request), request.params.id, request.body, actorOf(request)),
  );

  app.patch(
    `${base}/:id/activate`,
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'Activate a disease category',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: CategorySchema, ...errors(...AUTHENTICATED, 404) },
      },
    },
    async (request) => categories.activate(authOf(request), request.params.id, actorOf(request)),
  );

  app.patch(
    `${base}/:id/deactivate`,
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'Deactivate a disease category; the reason is optional',
        security: bearer,
        params: IdParamsSchema,
        body: DeactivateCategorySchema,
        response: { 200: CategorySchema, ...errors(...AUTHENTICATED, 404, 422) },
      },
    },
    async (request) =>
      categories.deactivate(
        authOf(request),
        request.params.id,
        request.body.reason,
        actorOf(request),
      ),
  );
}
