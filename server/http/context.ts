/** What a handler knows about the caller, and the clock every service reads time from. */
import { type Locale } from '../../domain/messages';
import { type Role } from '../../domain/roles';

export interface Auth {
  accountId: number;
  role: Role;
  hospitals: number[];
  protocols: string[];
  sessionId: string;
}

/** Services take time from here, so that tests can move the clock instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The audit trail's view of a request (see actor.ts), defined with the audit writer. */
export type { Actor } from '../db/audit';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | undefined;
    locale: Locale;
  }
}
