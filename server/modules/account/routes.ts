import { type FastifyInstance } from 'fastify';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { forbidden } from '../../errors';
import { actorOf } from '../../http/actor';
import { authOf } from '../../http/authenticate';
import { AUTHENTICATED, IdParamsSchema, bearer, errors } from '../../http/schemas';
import { type EntityExtension } from '../../entities';
import { users } from '../../../domain/entities/users';
import { TokenPairSchema } from '../auth/schemas';
import { type AuthService } from '../auth/service';
import {
  AccountCreateSchema,
  AccountCreatedSchema,
  AccountSchema,
  ChangeEmailSchema,
  ChangePasswordSchema,
  ProfileUpdateSchema,
} from './schemas';
import { type AccountService } from './service';

/**
 * What accounts add to the engine's routes, in its scope (`/api/v1/account/accounts` behind its
 * authentication hook): their own create and update in place of the plain ones, `/me`, the email
 * and password changes, and the steps of a deactivation.
 */
export function accountExtension(accounts: AccountService, auth: AuthService): EntityExtension {
  return {
    replaces: ['create', 'update'],
    hooks: { deactivate: accounts.deactivationHooks },
    routes: (scope) => accountRoutes(scope, accounts, auth),
  };
}

function accountRoutes(instance: FastifyInstance, accounts: AccountService, auth: AuthService) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '',
    {
      schema: {
        tags: [users.api.tag],
        summary: 'Create an account (central administrator)',
        security: bearer,
        body: AccountCreateSchema,
        response: { 201: AccountCreatedSchema, ...errors(...AUTHENTICATED, 409, 422) },
      },
    },
    async (request, reply) => {
      const result = await accounts.create(
        authOf(request),
        request.body,
        actorOf(request),
        request.locale,
      );
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/me',
    {
      config: { beforePasswordChange: true },
      schema: {
        tags: [users.api.tag],
        summary: 'The signed-in account',
        security: bearer,
        response: { 200: AccountSchema, ...errors(...AUTHENTICATED) },
      },
    },
    async (request) => accounts.me(authOf(request)),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: [users.api.tag],
        summary:
          'Update a profile: first and last name, username, phone; for a central administrator also role, hospitals and protocols',
        security: bearer,
        params: IdParamsSchema,
        body: ProfileUpdateSchema,
        response: { 200: AccountSchema, ...errors(...AUTHENTICATED, 404, 409, 422) },
      },
    },
    async (request) =>
      accounts.updateProfile(authOf(request), request.params.id, request.body, actorOf(request)),
  );

  app.patch(
    '/:id/change-email',
    {
      schema: {
        tags: [users.api.tag],
        summary: 'Change the email of an account',
        description:
          'Your own needs your current password; any account for a central administrator. The previous address is told by mail, the account’s outstanding reset links stop working, and its sessions end: all but the caller’s on a change of your own, every one on an administrator’s change of another account.',
        security: bearer,
        params: IdParamsSchema,
        body: ChangeEmailSchema,
        response: { 200: AccountSchema, ...errors(...AUTHENTICATED, 404, 409, 422, 429) },
      },
    },
    async (request) =>
      accounts.changeEmail(
        authOf(request),
        request.params.id,
        request.body,
        actorOf(request),
        request.locale,
      ),
  );

  app.patch(
    '/:id/change-password',
    {
      config: { beforePasswordChange: true },
      schema: {
        tags: [users.api.tag],
        summary: 'Change your own password',
        description:
          'Needs the current password. Every other session of the account ends; the answer is a new token pair for this one. Only the account itself may call it (administrators send a reset link instead).',
        security: bearer,
        params: IdParamsSchema,
        body: ChangePasswordSchema,
        response: { 200: TokenPairSchema, ...errors(...AUTHENTICATED, 422, 429) },
      },
    },
    async (request) => {
      const caller = authOf(request);
      if (request.params.id !== caller.accountId) throw forbidden();
      return auth.changePassword(caller, request.body, actorOf(request));
    },
  );
}
