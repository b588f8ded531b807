/** The bearer-token check that every authenticated route runs before anything else. */
import { type FastifyRequest } from 'fastify';
import { type Action, type PermissionResource, canAccess } from '../../domain/permissions';
import { forbidden, unauthorized } from '../errors';
import { type AuthService } from '../modules/auth/service';
import { type Auth } from './context';

export type Authenticate = (request: FastifyRequest) => Promise<void>;

export function makeAuthenticate(auth: AuthService): Authenticate {
  return async (request) => {
    const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw unauthorized();
    request.auth = await auth.authenticate(match[1]);
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
    if (!canAccess(authOf(request).role, { resource, action })) throw forbidden();
  };
}
