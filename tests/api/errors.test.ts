import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from './helpers';

const t = useTestApp({
  extend(app) {
    app.get('/api/test/fault', async () => {
      throw new Error('select password_hash from accounts -- internal detail');
    });
    app.post('/api/test/deadlock', async () => {
      // As both drivers report it.
      throw Object.assign(new Error('deadlock detected'), { code: '40P01', severity: 'ERROR' });
    });
  },
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('health', () => {
  it('answers when the database is reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.database.kind });
  });
});

describe('correlation id', () => {
  it('echoes a well-formed x-correlation-id in the header and the error body', async () => {
    const id = '2b0f8f4e-0c55-4f6b-9a0e-5b1f7f1d2c3a';
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/accounts/me',
      headers: { 'x-correlation-id': id },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-correlation-id']).toBe(id);
    expect(response.json().correlationId).toBe(id);
  });

  it('makes one when the header is missing or malformed', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-correlation-id': 'bad id\nwith newline' },
    });
    expect(response.headers['x-correlation-id']).toMatch(UUID);
  });
});

describe('error body', () => {
  it("answers Fastify's own 404 with the error body, in the request's language", async () => {
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/no/such/route',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({
      code: 'not_found',
      message: 'No such API route',
      correlationId: en.headers['x-correlation-id'],
    });
    const pl = await t.app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(pl.json().message).toBe('Nie ma takiej ścieżki API');
  });

  it('answers schema validation errors with 400 and details keyed by field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { 'accept-language': 'en' },
      payload: { email: 'a@b.pl' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('bad_request');
    expect(body.details).toEqual({ password: ['Required field'] });
    expect(body.correlationId).toMatch(UUID);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('bad_request');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('unsupported_media_type');
  });

  it('answers a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { email: 'x@y.pl', password: 'p'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
  });

  it('answers a real fault with 500 and no internals in the body', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/fault',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'internal_error',
      message: 'An error occured, try again',
      correlationId: response.headers['x-correlation-id'],
    });
    expect(response.body).not.toMatch(/select|password_hash|at .*\.ts/);
  });

  it('answers a transaction the database gave up on with 503, to be tried again in a moment', async () => {
    const pl = await t.app.inject({ method: 'POST', url: '/api/test/deadlock' });
    expect(pl.statusCode).toBe(503);
    expect(pl.headers['retry-after']).toBe('1');
    expect(pl.json()).toEqual({
      code: 'busy',
      message:
        'Rejestr zapisuje w tej chwili inne zmiany. Nic nie zostało zapisane, spróbuj ponownie.',
      correlationId: pl.headers['x-correlation-id'],
    });
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/test/deadlock',
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().message).toBe(
      'The registry is saving other changes at this moment. Nothing was saved; try again.',
    );
  });
});

describe('OpenAPI', () => {
  it('serves a document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/login_check',
        '/api/token/refresh',
        '/api/v1/logout',
        '/api/v1/account/accounts/me',
        '/api/v1/account/accounts/{id}/change-password',
        '/api/v1/reset-password/change-password',
      ]),
    );
    expect(document.components.schemas.ErrorBody).toBeDefined();
  });

  it('serves a browsable page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('security headers', () => {
  const EXPECTED = {
    'content-security-policy': expect.stringContaining("script-src 'self';"),
    'permissions-policy': expect.stringContaining('camera=()'),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  };

  it('are on every API answer, a success, a refusal, an error and a missing route alike', async () => {
    for (const url of [
      '/api/health',
      '/api/v1/account/accounts/me',
      '/api/test/fault',
      '/api/nope',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers, url).toMatchObject(EXPECTED);
    }
  });

  it('forbid inline and foreign scripts, plugins, framing and a foreign base URL', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const directives = String(response.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim());
    expect(directives).toEqual(
      expect.arrayContaining([
        "script-src 'self'",
        "object-src 'none'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
      ]),
    );
    expect(directives.filter((directive) => directive.startsWith('script-src'))).toEqual([
      "script-src 'self'",
    ]);
    expect(directives.join('; ')).not.toContain('unsafe-eval');
  });

  it('come with the error body on a URL Fastify cannot decode (400) or whose parameter is too long (414)', async () => {
    const cases = [
      { url: '/api/v1/hospital/hospitals/%E0%A4%A', status: 400, code: 'bad_request' },
      {
        url: `/api/v1/dictionary/dictionaries/${'a'.repeat(500)}/entries`,
        status: 414,
        code: 'uri_too_long',
      },
    ];
    for (const { url, status, code } of cases) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'en', 'x-correlation-id': 'early-error-0001' },
      });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers, url).toMatchObject(EXPECTED);
      expect(response.json(), url).toEqual({
        code,
        message: expect.any(String),
        correlationId: 'early-error-0001',
      });
    }
  });

  it('come with the error body on what the HTTP parser refuses: headers too large (431), a request it cannot read (400)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = async (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(request));
        let answer = '';
        socket.on('data', (chunk) => (answer += String(chunk)));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const huge = await raw(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`,
    );
    const garbage = await raw('NOT A REQUEST\r\n\r\n');
    for (const [answer, status, code] of [
      [huge, 431, 'headers_too_large'],
      [garbage, 400, 'bad_request'],
    ] as const) {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head.split('\r\n')[0]).toBe(`HTTP/1.1 ${status} ${STATUS_CODES[status]}`);
      expect(head.toLowerCase()).toContain("content-security-policy: default-src 'self'");
      expect(head.toLowerCase()).toContain('cache-control: no-store');
      const parsed = JSON.parse(body);
      expect(parsed).toEqual({
        code,
        message: expect.any(String),
        correlationId: expect.any(String),
      });
      expect(head.toLowerCase()).toContain(`x-correlation-id: ${parsed.correlationId}`);
    }
  });
});

describe('the built app', () => {
  it('is served with the security policy, and a source map left beside it is not served', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oncoreg-static-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>oncoreg</title>');
    writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1);');
    writeFileSync(join(dir, 'assets', 'app.js.map'), '{"sources":["src/secret.ts"]}');
    const app = await buildTestApp(t.database, { env: { STATIC_DIR: dir } });
    try {
      const page = await app.app.inject({ method: 'GET', url: '/patients' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['x-frame-options']).toBe('DENY');
      const script = await app.app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(script.body).toBe('console.log(1);');
      const map = await app.app.inject({ method: 'GET', url: '/assets/app.js.map' });
      expect(map.body).not.toContain('secret.ts');
    } finally {
      await app.app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
