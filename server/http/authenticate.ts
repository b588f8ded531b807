/**
 * The bearer-token check that every authenticated route runs before anything else, including
 * the one-time password rule: an account that must change its password reaches only the routes
 * that opt in with `config: { beforePasswordChange: true }`. The caller's role, hospitals and
 * protocols come from the account as it is now; their fingerprint goes back with the answer
 * (PERMISSIONS_VERSION_HEADER), refusals included, so that the browser notices a change.
 */
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type Action, type PermissionResource } from '../../domain/permissions';
import { PERMISSIONS_VERSION_HEADER, permissionsVersion } from '../../domain/session';
import { unauthorized } from '../errors';
import { type Auth } from './context';
import { assertAllowed } from './permission';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Open to an account that must still change its one-time password (its own account and the
     * password change). Every other authenticated route answers such an account 403
     * `password_change_required`: routes opt in here, one by one, never the other way round.
     */
    beforePasswordChange?: boolean;
  }
}

export type Authenticate = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** What the hook needs of the sign-in service (AuthService): the caller a bearer token names. */
export interface BearerTokenCheck {
  authenticate(token: string, options: { beforePasswordChange?: boolean }): Promise<Auth>;
}

export function makeAuthenticate(auth: BearerTokenCheck): Authenticate {
  return async (request, reply) => {
    const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw unauthorized();
    request.auth = await auth.authenticate(match[1], {
      beforePasswordChange: request.routeOptions.config.beforePasswordChange === true,
    });
    reply.header(PERMISSIONS_VERSION_HEADER, permissionsVersion(request.auth));
  };
}

/** The caller of an authenticated route. */
export function authOf(request: FastifyRequest): Auth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** A hook, after `authenticate`, that lets only roles with this right through. */
export function requirePermission(resource: PermissionResource, action: Action) {
  return async (request: FastifyRequest) => {
    assertAllowed(authOf(request), resource, action);
  };
}
