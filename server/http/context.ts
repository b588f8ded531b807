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

/** Who did it and in which request: the audit trail's part of every mutation. */
export interface Actor {
  accountId: number | null;
  path: string;
  correlationId: string;
  ip: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | undefined;
    locale: Locale;
  }
}
