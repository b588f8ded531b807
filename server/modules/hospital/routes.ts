/**
 * The hospitals' extension of their declared routes: `POST .../for-select`, registered in the
 * entity's scope (its prefix and authentication hook) by server/entities/.
 */
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type FastifyInstance } from 'fastify';
import { type EntityExtension } from '../../entities';
import { authOf } from '../../http/authenticate';
import { AUTHENTICATED, bearer, errors } from '../../http/schemas';
import { type HospitalLookupService } from './lookup';
import { HospitalOptionsSchema, HospitalSelectSchema } from './schemas';

export function hospitalExtension(lookup: HospitalLookupService): EntityExtension {
  return {
    routes(scope: FastifyInstance) {
      scope.withTypeProvider<TypeBoxTypeProvider>().post(
        '/for-select',
        {
          schema: {
            tags: ['hospital'],
            summary: 'Hospital names for pickers, by name, within the caller’s scope',
            description:
              'Any signed-in user. A central administrator may name any hospital; anyone else only their own, so ids of other hospitals are left out.',
            security: bearer,
            body: HospitalSelectSchema,
            response: { 200: HospitalOptionsSchema, ...errors(...AUTHENTICATED) },
          },
        },
        async (request) =>
          lookup.forSelect(authOf(request), request.body.hospitals, request.body.inactive),
      );
    },
  };
}
