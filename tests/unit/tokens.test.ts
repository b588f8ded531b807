import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { TokenSigner } from '../../server/modules/auth/tokens';

const SECRET = new TextEncoder().encode('a-test-secret-of-forty-eight-characters-for-hs256');
const NOW = new Date('2026-11-29T10:00:00Z');
const SECONDS = Math.floor(NOW.getTime() / 1000);
const TTL = 900;

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token as the server's own would be, with these header and claims, signed by `secret`. */
function forge(
  header: object,
  claims: Record<string, unknown>,
  { secret = SECRET, algorithm = 'sha256' } = {},
) {
  const signed = `${segment(header)}.${segment(claims)}`;
  return `${signed}.${createHmac(algorithm, secret).update(signed).digest('base64url')}`;
}

const HEADER = { alg: 'HS256', typ: 'JWT' };
const CLAIMS = {
  role: 'ROLE_REPORTER_PHYSICIAN',
  sid: 'session-1',
  sv: 3,
  typ: 'access',
  sub: '42',
  iss: 'oncoreg',
  aud: 'oncoreg-api',
  iat: SECONDS,
  exp: SECONDS + TTL,
};
const ACCESS = {
  accountId: 42,
  role: 'ROLE_REPORTER_PHYSICIAN',
  sessionId: 'session-1',
  sessionVersion: 3,
};

let signer: TokenSigner;
beforeAll(async () => {
  signer = await TokenSigner.create(SECRET, TTL);
});

describe('access tokens', () => {
  it('checks the tokens it signs until they expire', async () => {
    const token = await signer.sign(ACCESS, NOW);
    expect(signer.verify(token, NOW)).toEqual(ACCESS);
    expect(signer.verify(token, new Date(NOW.getTime() + (TTL - 1) * 1000))).toEqual(ACCESS);
    expect(signer.verify(token, new Date(NOW.getTime() + TTL * 1000))).toBeUndefined();
  });

  it('takes a token of the same key and claims, whatever its header keys order', () => {
    expect(signer.verify(forge(HEADER, CLAIMS), NOW)).toEqual(ACCESS);
    expect(signer.verify(forge({ typ: 'JWT', alg: 'HS256' }, CLAIMS), NOW)).toEqual(ACCESS);
    expect(signer.verify(forge(HEADER, { ...CLAIMS, aud: ['other', 'oncoreg-api'] }), NOW)).toEqual(
      ACCESS,
    );
  });

  it('refuses a changed payload, another key, another algorithm and alg none', async () => {
    const token = await signer.sign(ACCESS, NOW);
    const [header, , signature] = token.split('.');
    const raised = segment({ ...CLAIMS, role: 'ROLE_CENTRAL_ADMINISTRATOR' });
    expect(signer.verify(`${header}.${raised}.${signature}`, NOW)).toBeUndefined();
    const otherKey = new TextEncoder().encode('another-secret');
    expect(signer.verify(forge(HEADER, CLAIMS, { secret: otherKey }), NOW)).toBeUndefined();
    expect(
      signer.verify(forge({ alg: 'HS512', typ: 'JWT' }, CLAIMS, { algorithm: 'sha512' }), NOW),
    ).toBeUndefined();
    // The right key's HS256 signature under a header that names another algorithm.
    expect(signer.verify(forge({ alg: 'HS384', typ: 'JWT' }, CLAIMS), NOW)).toBeUndefined();
    expect(signer.verify(`${segment({ alg: 'none' })}.${segment(CLAIMS)}.`, NOW)).toBeUndefined();
    expect(
      signer.verify(forge({ ...HEADER, crit: ['b64'], b64: false }, CLAIMS), NOW),
    ).toBeUndefined();
  });

  it('refuses a signature in any encoding but its own, and what is no token', async () => {
    const token = await signer.sign(ACCESS, NOW);
    expect(signer.verify(`${token}=`, NOW)).toBeUndefined();
    expect(signer.verify(`${token}.`, NOW)).toBeUndefined();
    expect(signer.verify(token.replace(/\.[^.]*$/, '.'), NOW)).toBeUndefined();
    expect(signer.verify('', NOW)).toBeUndefined();
    expect(signer.verify('not-a-token', NOW)).toBeUndefined();
    const notJson = `${Buffer.from('{nope').toString('base64url')}.${segment(CLAIMS)}`;
    const signed = `${notJson}.${createHmac('sha256', SECRET).update(notJson).digest('base64url')}`;
    expect(signer.verify(signed, NOW)).toBeUndefined();
    expect(signer.verify(forge(HEADER, [CLAIMS] as never), NOW)).toBeUndefined();
  });

  it('refuses claims it did not issue: issuer, audience, kind, times, subject, session', () => {
    const refused: Record<string, unknown>[] = [
      { iss: 'someone-else' },
      { iss: undefined },
      { aud: 'another-api' },
      { aud: undefined },
      { typ: 'refresh' },
      { iat: undefined },
      { iat: String(SECONDS) },
      { exp: undefined },
      { exp: SECONDS },
      { exp: String(SECONDS + TTL) },
      { nbf: SECONDS + 1 },
      { nbf: 'now' },
      { sub: undefined },
      { sub: 42 },
      { sub: 'forty-two' },
      { sid: undefined },
      { sv: '3' },
      { role: undefined },
    ];
    for (const change of refused) {
      const token = forge(HEADER, { ...CLAIMS, ...change });
      expect(signer.verify(token, NOW), JSON.stringify(change)).toBeUndefined();
    }
    expect(signer.verify(forge(HEADER, { ...CLAIMS, nbf: SECONDS }), NOW)).toEqual(ACCESS);
  });
});
