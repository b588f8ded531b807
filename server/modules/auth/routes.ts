import { type FastifyInstance } from 'fastify';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { translate } from '../../../domain/messages';
import { MessageSchema, errors } from '../../http/schemas';
import { actorOf } from '../../http/actor';
import { type AuthService } from './service';
import {
  LoginSchema,
  LogoutSchema,
  RefreshSchema,
  ResetPasswordSchema,
  ResetRequestSchema,
  ResetTokenQuerySchema,
  ResetTokenValidSchema,
  TokenPairSchema,
} from './schemas';

export async function authRoutes(instance: FastifyInstance, deps: { auth: AuthService }) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { auth } = deps;

  app.post(
    '/login_check',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email or username and password',
        body: LoginSchema,
        response: { 200: TokenPairSchema, ...errors(400, 401, 429) },
      },
    },
    async (request) => auth.login(request.body, actorOf(request)),
  );

  app.post(
    '/token/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Trade a refresh token for a new pair',
        description:
          'The presented token is used up. Presenting a used token again revokes its whole session. Of two requests racing with one token, the first gets a new pair and the second counts as reuse, which revokes the session; both must sign in again.',
        body: RefreshSchema,
        response: { 200: TokenPairSchema, ...errors(400, 401) },
      },
    },
    async (request) => auth.refresh(request.body.refresh_token, actorOf(request)),
  );

  app.post(
    '/v1/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session of a refresh token',
        body: LogoutSchema,
        response: { 200: MessageSchema, ...errors(400) },
      },
    },
    async (request) => {
      await auth.logout(request.body.refreshToken, actorOf(request));
      return { message: translate(request.locale, 'notices.loggedOut') };
    },
  );

  app.put(
    '/v1/reset-password',
    {
      schema: {
        tags: ['password reset'],
        summary: 'Ask for a password reset link',
        description: 'Answers the same whether or not an account has this email.',
        body: ResetRequestSchema,
        response: { 200: MessageSchema, ...errors(400, 429) },
      },
    },
    async (request) => {
      await auth.requestPasswordReset(request.body.email, request.locale, actorOf(request));
      return { message: translate(request.locale, 'notices.resetRequested') };
    },
  );

  app.put(
    '/v1/reset-password/reset/',
    {
      schema: {
        tags: ['password reset'],
        summary: 'Check a password reset token before showing the form',
        querystring: ResetTokenQuerySchema,
        response: { 200: ResetTokenValidSchema, ...errors(400) },
      },
    },
    async (request) => {
      await auth.validateResetToken(request.query.token);
      return { valid: true as const };
    },
  );

  app.post(
    '/v1/reset-password/change-password',
    {
      schema: {
        tags: ['password reset'],
        summary: 'Set a new password with a reset token',
        body: ResetPasswordSchema,
        response: { 200: MessageSchema, ...errors(400, 422) },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body, actorOf(request));
      return { message: translate(request.locale, 'notices.passwordChanged') };
    },
  );
}
