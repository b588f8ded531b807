import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

const t = useTestApp({
  extend(app) {
    app.get('/api/test/fault', async () => {
      throw new Error('select password_hash from accounts -- internal detail');
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
