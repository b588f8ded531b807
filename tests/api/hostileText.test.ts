/**
 * Text PostgreSQL cannot store (a NUL character, a lone UTF-16 surrogate) sent to every string
 * field of every route of the OpenAPI document: path parameters, query parameters and JSON body
 * fields, nested ones and table rows included, and as an object key. The registry must refuse
 * each with a 400 in the error body, naming the field, and answer no 5xx at all. The requests are
 * sent by a central administrator to records that exist, so that without the guard they would
 * reach the database.
 *
 * The server's log must not carry what was sent either: a failed query is logged by its error
 * class and SQLSTATE, never with the statement's parameters.
 */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions, fastifyOptions, registry } from '../../server/app';
import { type Session, addHospital, signInAs } from './administration';
import { TestClock, testConfig, useTestApp } from './helpers';
import { addPatient } from './patients';

const t = useTestApp();

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  minLength?: number;
  $ref?: string;
  additionalProperties?: boolean | Schema;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

/** Where a hostile string goes: a path or query parameter, or a body field by its path. */
type Slot = { in: 'path' | 'query'; name: string } | { in: 'body'; path: string[] };

const HOSTILE: Record<string, { raw: string; encoded: string }> = {
  NUL: { raw: 'ab\u0000cd', encoded: 'ab%00cd' },
  'lone surrogate': { raw: 'ab\ud800cd', encoded: 'ab%ED%A0%80cd' },
};

let admin: Session;
let ids: Record<string, number>;
let document: { paths: Record<string, Record<string, Operation>>; components?: unknown };

beforeAll(async () => {
  const hospital = await addHospital(t.db, {});
  admin = await signInAs(t, 'ROLE_CENTRAL_ADMINISTRATOR', { protocols: ['STS'] });
  const patient = await addPatient(t.db, { hospitals: [hospital], protocols: ['STS'] });
  ids = { hospital, patient: patient.id, account: admin.account.id };
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});

function resolve(schema: Schema | undefined): Schema {
  if (!schema?.$ref) return schema ?? {};
  const name = schema.$ref.split('/').pop()!;
  const components = (document.components as { schemas?: Record<string, Schema> }).schemas ?? {};
  return resolve(components[name]);
}

/** The branch of a union that is not null. */
function concrete(schema: Schema): Schema {
  const resolved = resolve(schema);
  const options = resolved.anyOf ?? resolved.oneOf;
  if (!options) return resolved;
  return concrete(options.find((option) => resolve(option).type !== 'null') ?? options[0]!);
}

function isString(schema: Schema) {
  const type = concrete(schema).type;
  return type === 'string' || (Array.isArray(type) && type.includes('string'));
}

/** A plausible value for a schema, so that a request gets past the fields not under test. */
function sample(schema: Schema, depth = 0): unknown {
  const resolved = concrete(schema);
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum?.length) return resolved.enum[0];
  switch (Array.isArray(resolved.type) ? resolved.type[0] : resolved.type) {
    case 'string':
      if (resolved.format === 'date') return '2020-01-01';
      if (resolved.format === 'date-time') return '2020-01-01T00:00:00.000Z';
      if (resolved.format === 'email') return 'someone@hospital.test';
      return 'Abcdef-1';
    case 'integer':
    case 'number':
      return Math.max(1, resolved.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return depth > 6 || !resolved.items ? [] : [sample(resolved.items, depth + 1)];
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const name of resolved.required ?? []) {
        object[name] = sample(resolved.properties?.[name] ?? {}, depth + 1);
      }
      return object;
    }
    default:
      return 'Abcdef-1';
  }
}

/** Every string field of a body schema, by path (an array's first row stands for every row). */
function stringFields(schema: Schema, path: string[] = [], depth = 0): string[][] {
  const resolved = concrete(schema);
  if (isString(resolved)) return [path];
  if (depth > 6) return [];
  if (resolved.type === 'array' && resolved.items) {
    return stringFields(resolved.items, [...path, '0'], depth + 1);
  }
  return Object.entries(resolved.properties ?? {}).flatMap(([name, property]) =>
    stringFields(property, [...path, name], depth + 1),
  );
}

function withValue(base: unknown, schema: Schema, path: string[], value: string): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const resolved = concrete(schema);
  if (Array.isArray(base) || resolved.type === 'array') {
    const rows = Array.isArray(base) ? [...base] : [];
    rows[0] = withValue(rows[0] ?? sample(resolved.items ?? {}), resolved.items ?? {}, rest, value);
    return rows;
  }
  const object = { ...(base as Record<string, unknown>) };
  const property = resolved.properties?.[head] ?? {};
  object[head] = withValue(object[head] ?? sample(property), property, rest, value);
  return object;
}

/** An id that exists for integer path parameters, so that the handler would go on. */
function pathValue(name: string, schema: Schema) {
  if (!isString(schema)) {
    if (/patient|^id$/i.test(name)) return String(ids.patient);
    if (/hospital/i.test(name)) return String(ids.hospital);
    return '1';
  }
  if (name === 'formId') return 'STS-basic';
  if (name === 'type') return 'icd10';
  return 'abc';
}

interface Case {
  label: string;
  method: string;
  url: string;
  payload?: string;
  field: string;
  /** Whether the text reaches the server as sent, so that it must be refused. */
  mustRefuse: boolean;
}

function cases(): Case[] {
  const all: Case[] = [];
  for (const [template, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const path = parameters.filter((parameter) => parameter.in === 'path');
      const query = parameters.filter((parameter) => parameter.in === 'query');
      const json = operation.requestBody?.content['application/json']?.schema;
      const body = json ? sample(json) : undefined;
      const slots: Slot[] = [
        ...path
          .filter((p) => isString(p.schema))
          .map((p) => ({ in: 'path' as const, name: p.name })),
        ...query
          .filter((p) => isString(p.schema) || concrete(p.schema).type === 'array')
          .map((p) => ({ in: 'query' as const, name: p.name })),
        ...(json
          ? stringFields(json).map((fieldPath) => ({ in: 'body' as const, path: fieldPath }))
          : []),
      ];
      for (const [kind, text] of Object.entries(HOSTILE)) {
        const build = (slot: Slot | 'key'): Case => {
          let url = template;
          for (const parameter of path) {
            const hostile = slot !== 'key' && slot.in === 'path' && slot.name === parameter.name;
            url = url.replace(
              `{${parameter.name}}`,
              hostile ? text.encoded : pathValue(parameter.name, parameter.schema),
            );
          }
          let payload = body;
          if (slot !== 'key' && slot.in === 'query') url += `?${slot.name}=${text.encoded}`;
          if (slot !== 'key' && slot.in === 'body') {
            payload = withValue(body, json!, slot.path, text.raw);
          }
          if (slot === 'key') payload = { ...(body as object), [`k${text.raw}`]: 'x' };
          const field =
            slot === 'key' ? '(a key)' : slot.in === 'body' ? slot.path.join('.') : slot.name;
          return {
            label: `${method.toUpperCase()} ${template} ${field} with ${kind}`,
            method: method.toUpperCase(),
            url,
            field,
            mustRefuse: kind === 'NUL' || slot === 'key' || slot.in === 'body',
            ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
          };
        };
        all.push(...slots.map(build));
        if (json && concrete(json).type === 'object') all.push(build('key'));
      }
    }
  }
  return all;
}

describe('text PostgreSQL cannot store', () => {
  it('is refused with a 400 naming the field on every string field of every route, and never answers a 5xx', async () => {
    const all = cases();
    // Every route that takes text at all is in the walk.
    expect(all.length).toBeGreaterThan(200);
    const failures: string[] = [];
    for (const request of all) {
      const response = await t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: {
          ...admin.headers,
          ...(request.payload ? { 'content-type': 'application/json' } : {}),
        },
        ...(request.payload ? { payload: request.payload } : {}),
      });
      if (response.statusCode >= 500) {
        failures.push(`${request.label}: ${response.statusCode} ${response.body}`);
        continue;
      }
      // Invalid UTF-8 in a URL is decoded to U+FFFD, which is storable: any 4xx will do.
      if (!request.mustRefuse) continue;
      const errorBody = response.json();
      if (
        response.statusCode !== 400 ||
        errorBody.code !== 'bad_request' ||
        errorBody.correlationId !== response.headers['x-correlation-id']
      ) {
        failures.push(`${request.label}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('names the field in the error body, in the request’s language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a\u0000@b.pl', password: 'x' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual({
      email: ['Pole zawiera niedozwolone znaki (np. znak NUL)'],
    });
    const nested = await t.app.inject({
      method: 'POST',
      url: `/api/v1/form/forms/STS-basic/protocol-form-data/${ids.patient}`,
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ formData: { diagnosis: { notes: 'x\ud800' } }, version: 0 }),
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().details).toEqual({
      'formData.diagnosis.notes': [
        'The field contains characters that cannot be stored (such as NUL)',
      ],
    });
  });
});

describe('the server log', () => {
  it('carries the error class and SQLSTATE of a failed query, never its parameters, the body or query values', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = testConfig();
    const app = Fastify(
      fastifyOptions(config, { ...(loggerOptions('info') as object), stream: sink }),
    );
    await registry(app, {
      config,
      db: t.db,
      databaseKind: t.database.kind,
      clock: new TestClock(),
    });
    app.post('/api/test/query', async () => {
      // A statement the database refuses, with personal data among its parameters.
      const { sql } = await import('kysely');
      await sql`select ${'90010112345'}::int, ${'ul. Długa 1'}::text`.execute(t.db);
    });
    await app.ready();
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/query?search=Kowalska&token=secret-token',
      payload: { pesel: '90010112345', password: 'Secret-Password-1' },
    });
    await app.close();
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('"code":"22003"');
    expect(log).toContain(response.json().correlationId);
    for (const secret of ['90010112345', 'Długa', 'Kowalska', 'secret-token', 'Secret-Password']) {
      expect(log).not.toContain(secret);
    }
  });
});
