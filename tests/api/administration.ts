/** Small factories shared by the tests of the central administrator's areas. */
import { type Kysely } from 'kysely';
import { type Role } from '../../domain/roles';
import { type Database } from '../../server/db/schema';
import { type TestApp, bearer, createAccount, login } from './helpers';

export const OTHER_ROLES = [
  'ROLE_REPORTER_PHYSICIAN',
  'ROLE_COORDINATOR',
  'ROLE_DATA_ADMINISTRATOR',
] as const satisfies readonly Role[];

export interface Session {
  account: { id: number; email: string; password: string };
  token: string;
  refresh_token: string;
  headers: Record<string, string>;
}

/** A new account of this role, holding these hospitals and protocols, signed in (answers in English). */
export async function signInAs(
  t: TestApp,
  role: Role,
  options: {
    hospitals?: number[];
    protocols?: string[];
    firstName?: string;
    lastName?: string;
  } = {},
): Promise<Session> {
  const { protocols, ...accountOptions } = options;
  const account = await createAccount(t.db, { role, ...accountOptions });
  if (options.hospitals?.length) {
    await t.db
      .insertInto('account_hospitals')
      .values(options.hospitals.map((id) => ({ account_id: account.id, hospital_id: id })))
      .execute();
  }
  if (protocols?.length) {
    await t.db
      .insertInto('account_protocols')
      .values(protocols.map((protocol) => ({ account_id: account.id, protocol })))
      .execute();
  }
  const pair = await login(t.app, account.email);
  return { account, ...pair, headers: { ...bearer(pair.token), 'accept-language': 'en' } };
}

let hospitalSequence = 0;

export async function addHospital(
  db: Kysely<Database>,
  values: { name?: string; shortName?: string; city?: string | null; active?: boolean } = {},
): Promise<number> {
  hospitalSequence += 1;
  const row = await db
    .insertInto('hospitals')
    .values({
      name: values.name ?? `Szpital testowy ${hospitalSequence}`,
      short_name: values.shortName ?? `ST${hospitalSequence}`,
      city: values.city === undefined ? 'Kraków' : values.city,
      active: values.active ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The audit rows of one action on one object, oldest first. */
export async function auditRows(db: Kysely<Database>, action: string, objectId: number | string) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('object_id', '=', String(objectId))
    .orderBy('id')
    .execute();
}

/** How many audit rows there are in all: a failed change must not add one. */
export async function auditCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The operations of the OpenAPI document under a path prefix, as `METHOD path` to statuses. */
export async function documentedOperations(t: TestApp, prefix: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const paths = response.json().paths as Record<
    string,
    Record<string, { responses: Record<string, unknown> }>
  >;
  const operations: Record<string, string[]> = {};
  for (const [path, methods] of Object.entries(paths)) {
    if (!path.startsWith(prefix)) continue;
    for (const [method, operation] of Object.entries(methods)) {
      operations[`${method.toUpperCase()} ${path}`] = Object.keys(operation.responses).sort();
    }
  }
  return operations;
}

/** Sends a request as a signed-in session, or without a token (in English) when there is none. */
export function requester(t: TestApp) {
  return (
    session: Session | undefined,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: session?.headers ?? { 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
}
