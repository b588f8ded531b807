import { type FastifyInstance } from 'fastify';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type Authenticate, authOf } from '../../http/authenticate';
import { readListQuery } from '../../http/list';
import { AUTHENTICATED, IdParamsSchema, bearer, errors } from '../../http/schemas';
import {
  LOG_LIST_FIELDS,
  LogEntrySchema,
  LogFacetsSchema,
  LogListQuerySchema,
  LogListResultSchema,
} from './schemas';
import { type ChangeLogService } from './service';

export async function loggerRoutes(
  instance: FastifyInstance,
  deps: { changes: ChangeLogService; authenticate: Authenticate },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // One authentication hook for every route of the module.
  instance.addHook('onRequest', deps.authenticate);
  const { changes } = deps;
  const base = '/logs';

  app.get(
    base,
    {
      schema: {
        tags: ['logger'],
        summary: 'The change log, newest first',
        description:
          'filters[action] and filters[objectType] (one, or several with []), filters[objectId], filters[accountId], filters[from] and filters[to] (YYYY-MM-DD, inclusive, days in Europe/Warsaw); search matches the path and the object id.',
        security: bearer,
        querystring: LogListQuerySchema,
        response: { 200: LogListResultSchema, ...errors(...AUTHENTICATED) },
      },
    },
    async (request) => changes.list(authOf(request), readListQuery(request.query, LOG_LIST_FIELDS)),
  );

  // A static segment wins over a parameter in Fastify's router, and `:id` only takes integers,
  // so "facets" is never read as an id.
  app.get(
    `${base}/facets`,
    {
      schema: {
        tags: ['logger'],
        summary: 'The actions and object types that occur in the log, for filter pickers',
        security: bearer,
        response: { 200: LogFacetsSchema, ...errors(...AUTHENTICATED) },
      },
    },
    async (request) => changes.facets(authOf(request)),
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags: ['logger'],
        summary: 'One change log entry',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: LogEntrySchema, ...errors(...AUTHENTICATED, 404) },
      },
    },
    async (request) => changes.get(authOf(request), request.params.id),
  );
}
