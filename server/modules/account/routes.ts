import { type FastifyInstance } from 'fastify';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { forbidden } from '../../errors';
import { actorOf } from '../../http/actor';
import { type Authenticate, authOf } from '../../http/authenticate';
import { readListQuery } from '../../http/list';
import { AUTHENTICATED, IdParamsSchema, bearer, errors } from '../../http/schemas';
import { TokenPairSchema } from '../auth/schemas';
import { type AuthService } from '../auth/service';
import {
  ACCOUNT_LIST_FIELDS,
  AccountCreateSchema,
  AccountCreatedSchema,
  AccountListQuerySchema,
  AccountListResultSchema,
  AccountSchema,
  ChangeEmailSchema,
  ChangePasswordSchema,
  DeactivateAccountSchema,
  ProfileUpdateSchema,
} from './schemas';
import { type AccountService } from './service';

export async function accountRoutes(
  instance: FastifyInstance,
  deps: { accounts: AccountService; auth: AuthService; authenticate: Authenticate },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // One authentication hook for every route of the module.
  instance.addHook('onRequest', deps.authenticate);
  const { accounts, auth } = deps;
  const base = '/accounts';

  app.get(
    base,
    {
      schema: {
        tags: ['account'],
        summary: 'List accounts (central administrator)',
        description:
          'filters[hospital][] and filters[protocol][] match accounts holding any of the values. Search matches first and last name, email and username, ignoring case and accents.',
        security: bearer,
        querystring: AccountListQuerySchema,
        response: { 200: AccountListResultSchema, ...errors(...AUTHENTICATED) },
      },
    },
    async (request) =>
      accounts.list(authOf(request), readListQuery(request.query, ACCOUNT_LIST_FIELDS)),
  );

  app.post(
    base,
    {
      schema: {
        tags: ['account'],
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
    `${base}/me`,
    {
      config: { beforePasswordChange: true },
      schema: {
        tags: ['account'],
        summary: 'The signed-in account',
        security: bearer,
        response: { 200: AccountSchema, ...errors(...AUTHENTICATED) },
      },
    },
    async (request) => accounts.me(authOf(request)),
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags: ['account'],
        summary: 'One account: your own, or any for a central administrator',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: AccountSchema, ...errors(...AUTHENTICATED, 404) },
      },
    },
    async (request) => accounts.get(authOf(request), request.params.id),
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags: ['account'],
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
    `${base}/:id/activate`,
    {
      schema: {
        tags: ['account'],
        summary: 'Activate an account (central administrator)',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: AccountSchema, ...errors(...AUTHENTICATED, 404) },
      },
    },
    async (request) => accounts.activate(authOf(request), request.params.id, actorOf(request)),
  );

  app.patch(
    `${base}/:id/deactivate`,
    {
      schema: {
        tags: ['account'],
        summary: 'Deactivate an account, giving a reason (central administrator)',
        description:
          'Every session of the account ends at once. Your own account, or the last active central administrator, cannot be deactivated (409).',
        security: bearer,
        params: IdParamsSchema,
        body: DeactivateAccountSchema,
        response: { 200: AccountSchema, ...errors(...AUTHENTICATED, 404, 409, 422) },
      },
    },
    async (request) =>
      accounts.deactivate(
        authOf(request),
        request.params.id,
        request.body.reason,
        actorOf(request),
      ),
  );

  app.patch(
    `${base}/:id/change-email`,
    {
      schema: {
        tags: ['account'],
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
    `${base}/:id/change-password`,
    {
      config: { beforePasswordChange: true },
      schema: {
        tags: ['account'],
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
