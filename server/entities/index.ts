/**
 * The declared entities' modules: for each declaration of domain/entities/, a service over its
 * table and its routes, registered as an encapsulated plugin under `/api<path>`, with the
 * entity's extension (routes of its own, plain routes it replaces, hooks on the engine's writes)
 * when it has one.
 */
import { type FastifyInstance } from 'fastify';
import { type Kysely } from 'kysely';
import { type EntityDeclaration } from '../../domain/entity';
import { type Database } from '../db/schema';
import { type Authenticate } from '../http/authenticate';
import { type Clock } from '../http/context';
import { type EntityExtension, entityRoutes } from './routes';
import { EntityService } from './service';

export type { EntityExtension } from './routes';
export { EntityService } from './service';
export type { EntityHooks, EntityRecord, EntityWrite, EntityWriteHooks } from './service';
export type { EntityRow } from './repository';

export async function registerEntity(
  app: FastifyInstance,
  declaration: EntityDeclaration,
  deps: {
    db: Kysely<Database>;
    clock: Clock;
    authenticate: Authenticate;
    extension?: EntityExtension;
  },
) {
  const service = new EntityService(declaration, deps.db, deps.clock, deps.extension?.hooks);
  await app.register(entityRoutes, {
    prefix: `/api${declaration.api.path}`,
    service,
    authenticate: deps.authenticate,
    ...(deps.extension ? { extension: deps.extension } : {}),
  });
  return service;
}
