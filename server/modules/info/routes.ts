/**
 * The information pages' route under /api/v1/info: the foundation's contact details for the
 * contact page, to any signed-in user.
 */
import { type FastifyInstance } from 'fastify';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type Authenticate, authOf } from '../../http/authenticate';
import { AUTHENTICATED, bearer, errors } from '../../http/schemas';
import { ContactDetailsSchema } from './schemas';
import { type InfoService } from './service';

export async function infoRoutes(
  instance: FastifyInstance,
  deps: { info: InfoService; authenticate: Authenticate },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // One authentication hook for every route of the module.
  instance.addHook('onRequest', deps.authenticate);
  const { info } = deps;

  app.get(
    '/contact',
    {
      schema: {
        tags: ['info'],
        summary: "The foundation's contact details, for the contact page",
        description:
          'From the CONTACT_* settings; `hours` is present only when CONTACT_HOURS is set.',
        security: bearer,
        response: { 200: ContactDetailsSchema, ...errors(...AUTHENTICATED) },
      },
    },
    async (request) => info.contact(authOf(request)),
  );
}
