/**
 * Session tokens. The access token is a short-lived HS256 JWT that names the account, its role,
 * its session (the refresh-token family) and the account's session version; only HS256 is
 * accepted, so `alg: none` and foreign algorithms fail. Refresh tokens and password-reset
 * tokens are 256 random bits; only their SHA-256 is stored.
 */
import {
  type KeyObject,
  createHash,
  createHmac,
  createSecretKey,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { SignJWT } from 'jose';
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

/** A JWT segment's JSON object, or undefined when it is not one. */
function segmentObject(segment: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export class TokenSigner {
  /**
   * The secret is imported once, here: as a WebCrypto key for jose to sign with, and as a
   * node:crypto key to check with. A secret that cannot be a key stops the start, not every
   * request.
   */
  static async create(secret: Uint8Array, ttlSeconds: number): Promise<TokenSigner> {
    const signingKey = await crypto.subtle.importKey(
      'raw',
      new Uint8Array(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    return new TokenSigner(signingKey, createSecretKey(secret), ttlSeconds);
  }

  private constructor(
    private readonly signingKey: CryptoKey,
    private readonly checkingKey: KeyObject,
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
      .sign(this.signingKey);
  }

  /**
   * The claims of a valid access token, or undefined for anything else. Every request checks
   * one, so the check is node:crypto's HMAC on the request's own thread: jose's check goes
   * through WebCrypto's thread pool, which cost about 0.3 ms of the server's time a request
   * under load. Its rules are jose's for the options the server signs with: the signature in
   * its one encoding (compared in constant time) before anything in the token is read, HS256
   * and no critical extensions in the header, the issuer, the audience, a subject, an issue
   * time, an expiry after `now` and a "not before" not after it.
   */
  verify(token: string, now: Date): AccessClaims | undefined {
    const parts = token.split('.');
    if (parts.length !== 3) return undefined;
    const [header, body, signature] = parts as [string, string, string];
    const expected = Buffer.from(
      createHmac('sha256', this.checkingKey).update(`${header}.${body}`).digest('base64url'),
    );
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;

    const protectedHeader = segmentObject(header);
    if (protectedHeader?.alg !== ALGORITHM || 'crit' in protectedHeader) return undefined;
    const payload = segmentObject(body);
    if (!payload) return undefined;
    const seconds = Math.floor(now.getTime() / 1000);
    const audience = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    const accountId = Number(payload.sub);
    if (
      payload.iss !== ISSUER ||
      !audience.includes(AUDIENCE) ||
      typeof payload.iat !== 'number' ||
      typeof payload.exp !== 'number' ||
      payload.exp <= seconds ||
      (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > seconds)) ||
      payload.typ !== 'access' ||
      typeof payload.sub !== 'string' ||
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
