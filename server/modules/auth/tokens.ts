/**
 * Session tokens. The access token is a short-lived HS256 JWT that names the account, its role,
 * its session (the refresh-token family) and the account's session version; only HS256 is
 * accepted, so `alg: none` and foreign algorithms fail. Refresh tokens and password-reset
 * tokens are 256 random bits; only their SHA-256 is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { type Kysely } from 'kysely';
import { type Database } from '../../db/schema';
import { storedSigningSecret } from './repository';

const ISSUER = 'oncoreg';
const AUDIENCE = 'oncoreg-api';
const ALGORITHM = 'HS256';

export interface AccessClaims {
  accountId: number;
  role: string;
  sessionId: string;
  sessionVersion: number;
}

export class TokenSigner {
  /**
   * The secret is imported as a WebCrypto key once, here: given the bytes, jose imports them
   * again on every call, which doubled the cost of checking a request's token (about 160 µs
   * against 80). A secret that cannot be a key stops the start, not every request.
   */
  static async create(secret: Uint8Array, ttlSeconds: number): Promise<TokenSigner> {
    const key = await crypto.subtle.importKey(
      'raw',
      new Uint8Array(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    return new TokenSigner(key, ttlSeconds);
  }

  private constructor(
    private readonly key: CryptoKey,
    private readonly ttlSeconds: number,
  ) {}

  async sign(claims: AccessClaims, now: Date): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({
      role: claims.role,
      sid: claims.sessionId,
      sv: claims.sessionVersion,
      typ: 'access',
    })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(claims.accountId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .sign(this.key);
  }

  /** The claims of a valid access token, or undefined for anything else. */
  async verify(token: string, now: Date): Promise<AccessClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: now,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const accountId = Number(payload.sub);
      if (
        payload.typ !== 'access' ||
        !Number.isInteger(accountId) ||
        typeof payload.sid !== 'string' ||
        typeof payload.sv !== 'number' ||
        typeof payload.role !== 'string'
      ) {
        return undefined;
      }
      return {
        accountId,
        role: payload.role,
        sessionId: payload.sid,
        sessionVersion: payload.sv,
      };
    } catch {
      return undefined;
    }
  }
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The signing key: JWT_SECRET when set; otherwise a random key made on first start and kept in
 * the database, so that every API process on the same database signs and verifies alike.
 */
export async function signingKey(db: Kysely<Database>, configured: string | undefined) {
  if (configured) return new TextEncoder().encode(configured);
  const secret = await storedSigningSecret(db, randomBytes(48).toString('base64url'));
  return new TextEncoder().encode(secret);
}
