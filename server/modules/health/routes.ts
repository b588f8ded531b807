import { type FastifyInstance } from 'fastify';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { type Kysely } from 'kysely';
import { pingDatabase } from '../../db/database';
import { type Database } from '../../db/schema';
import { ApiError } from '../../errors';
import { errors } from '../../http/schemas';

export async function healthRoutes(
  instance: FastifyInstance,
  deps: { db: Kysely<Database>; kind: string },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Answers 200 when the database is reachable',
        response: {
          200: Type.Object({ status: Type.Literal('ok'), database: Type.String() }),
          ...errors(503),
        },
      },
    },
    async () => {
      try {
        await pingDatabase(deps.db);
      } catch {
        throw new ApiError(503, 'database_unavailable', 'errors.unavailable');
      }
      return { status: 'ok' as const, database: deps.kind };
    },
  );
}
