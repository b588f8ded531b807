import { type FastifyRequest } from 'fastify';
import { type Actor } from './context';

/** The audit trail's view of a request. */
export function actorOf(request: FastifyRequest): Actor {
  return {
    accountId: request.auth?.accountId ?? null,
    path: request.url.split('?')[0] ?? request.url,
    correlationId: request.id,
    ip: request.ip,
  };
}
