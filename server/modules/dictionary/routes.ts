import { Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { actorOf } from '../../http/actor';
import { type Authenticate, authOf } from '../../http/authenticate';
import { readListQuery } from '../../http/list';
import { AUTHENTICATED, bearer, errors } from '../../http/schemas';
import {
  CreateDictionaryEntrySchema,
  DictionaryEntryListResultSchema,
  DictionaryEntryParamsSchema,
  DictionaryEntrySchema,
  DictionaryTypeParamsSchema,
  DictionaryTypesResultSchema,
  ENTRY_LIST_FIELDS,
  EntryListQuerySchema,
  LOOKUP_FIELDS,
  LookupQuerySchema,
  UpdateDictionaryEntrySchema,
} from './schemas';
import { type DictionaryService } from './service';

const NoContentSchema = Type.Null({ description: 'Saved; no content' });

export async function dictionaryRoutes(
  instance: FastifyInstance,
  deps: { dictionaries: DictionaryService; authenticate: Authenticate },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // One authentication hook for every route of the module.
  instance.addHook('onRequest', deps.authenticate);
  const { dictionaries } = deps;
  const base = '/dictionaries';

  app.get(
    `${base}/dictionaryTypes`,
    {
      schema: {
        tags: ['dictionary'],
        summary: 'Dictionary types with their entry counts',
        security: bearer,
        response: { 200: DictionaryTypesResultSchema, ...errors(...AUTHENTICATED) },
      },
    },
    async (request) => dictionaries.types(authOf(request)),
  );

  app.get(
    `${base}/entries`,
    {
      schema: {
        tags: ['dictionary'],
        summary: 'Entries of every dictionary',
        description:
          'filters[type] (one or filters[type][] for several), filters[active]=true|false, filters[searchableDescription] and search match code and descriptions without regard to case or accents.',
        security: bearer,
        querystring: EntryListQuerySchema,
        response: { 200: DictionaryEntryListResultSchema, ...errors(...AUTHENTICATED) },
      },
    },
    async (request) =>
      dictionaries.entries(authOf(request), readListQuery(request.query, ENTRY_LIST_FIELDS)),
  );

  app.get(
    `${base}/:type/entries`,
    {
      schema: {
        tags: ['dictionary'],
        summary: "One dictionary's entries: the lookup of forms",
        description:
          'filters[searchableDescription] and search match code and descriptions without regard to case or accents ("zoladek" finds "Żołądek"); entries whose code starts with the text come first, then by code, unless sorts are given. Only a central administrator sees inactive entries.',
        security: bearer,
        params: DictionaryTypeParamsSchema,
        querystring: LookupQuerySchema,
        response: { 200: DictionaryEntryListResultSchema, ...errors(...AUTHENTICATED, 404) },
      },
    },
    async (request) =>
      dictionaries.lookup(
        authOf(request),
        request.params.type,
        readListQuery(request.query, LOOKUP_FIELDS),
      ),
  );

  app.post(
    `${base}/:type/entries`,
    {
      schema: {
        tags: ['dictionary'],
        summary: 'Add an entry to a dictionary',
        description:
          'value (the code, unique in the dictionary regardless of case, at most 50 characters) and description (at most 500) are required; searchableDescription defaults to the description.',
        security: bearer,
        params: DictionaryTypeParamsSchema,
        body: CreateDictionaryEntrySchema,
        response: { 201: DictionaryEntrySchema, ...errors(...AUTHENTICATED, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const entry = await dictionaries.create(
        authOf(request),
        request.params.type,
        request.body,
        actorOf(request),
      );
      return reply.code(201).send(entry);
    },
  );

  app.put(
    `${base}/:type/entries/:id`,
    {
      schema: {
        tags: ['dictionary'],
        summary: 'Edit an entry',
        description:
          'description is required; descriptionEn and searchableDescription left out keep their values, blank clears them (the searchable description then follows the description); active retires or restores the entry. The value cannot change.',
        security: bearer,
        params: DictionaryEntryParamsSchema,
        body: UpdateDictionaryEntrySchema,
        response: { 204: NoContentSchema, ...errors(...AUTHENTICATED, 404, 422) },
      },
    },
    async (request, reply) => {
      await dictionaries.update(
        authOf(request),
        request.params.type,
        request.params.id,
        request.body,
        actorOf(request),
      );
      return reply.code(204).send(null);
    },
  );
}
