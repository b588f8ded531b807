/**
 * Kysely queries about accounts beyond the engine's (server/entities/ lists, reads and changes
 * them as domain/entities/users.ts declares): one account as its own routes and the sign-in
 * read it, its assignments, the administrators' lock, the sign-in's lookups and the insert.
 * Each takes the database or a transaction first.
 */
import { type Insertable, type Kysely, type Transaction, type Updateable, sql } from 'kysely';
import { type Account } from '../../../domain/account';
import { CENTRAL_ADMINISTRATOR, isRole } from '../../../domain/roles';
import { compiledOnce } from '../../db/compiledOnce';
import { type AccountRow, type AccountTable, type Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

// The account's hospitals and protocols as arrays, as subqueries of a query over `accounts`.
const hospitalIds = sql<
  number[]
>`(select coalesce(array_agg(hospital_id order by hospital_id), '{}') from account_hospitals where account_id = accounts.id)`;
const protocolCodes = sql<
  string[]
>`(select coalesce(array_agg(protocol order by protocol), '{}') from account_protocols where account_id = accounts.id)`;

export interface AccountRecord extends AccountRow {
  hospitals: number[];
  protocols: string[];
}

/** One account; `forUpdate` locks its row until the transaction ends, for a read-then-write. */
export async function findAccount(
  db: Db,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<AccountRecord | undefined> {
  const query = db
    .selectFrom('accounts')
    .selectAll('accounts')
    .select([hospitalIds.as('hospitals'), protocolCodes.as('protocols')])
    .where('accounts.id', '=', id);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst() as Promise<
    AccountRecord | undefined
  >;
}

/** Sets the account's hospitals and protocols to exactly these, when given. */
export async function replaceAssignments(
  trx: Transaction<Database>,
  accountId: number,
  assignments: { hospitals?: readonly number[]; protocols?: readonly string[] },
) {
  const { hospitals, protocols } = assignments;
  if (hospitals) {
    await trx.deleteFrom('account_hospitals').where('account_id', '=', accountId).execute();
    if (hospitals.length) {
      await trx
        .insertInto('account_hospitals')
        .values(hospitals.map((hospitalId) => ({ account_id: accountId, hospital_id: hospitalId })))
        .execute();
    }
  }
  if (protocols) {
    await trx.deleteFrom('account_protocols').where('account_id', '=', accountId).execute();
    if (protocols.length) {
      await trx
        .insertInto('account_protocols')
        .values(protocols.map((protocol) => ({ account_id: accountId, protocol })))
        .execute();
    }
  }
}

/**
 * The ids of the active central administrators, their rows locked until the transaction ends:
 * of two concurrent changes that would each leave one administrator, the second sees the first.
 * Take this lock before any other account row's, so that such changes lock in the same order.
 * The lock is `for no key update`, as the entity's own (server/entities/repository.ts): it
 * keeps other changes of those accounts out, but not the rows that refer to them, such as an
 * administrator's renewed session, which deadlocked against that administrator's deactivation
 * (tests/api/sessions.test.ts).
 */
export async function lockActiveAdministrators(trx: Transaction<Database>): Promise<number[]> {
  const rows = await trx
    .selectFrom('accounts')
    .select('id')
    .where('role', '=', CENTRAL_ADMINISTRATOR)
    .where('active', '=', true)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  return rows.map((row) => row.id);
}

/** An account by email or username, whichever matches, ignoring case. */
export async function findAccountByLogin(
  db: Db,
  login: { email?: string; username?: string },
): Promise<AccountRow | undefined> {
  let query = db.selectFrom('accounts').selectAll();
  if (login.email !== undefined) {
    query = query.where(sql`lower(email)`, '=', login.email.trim().toLowerCase());
  } else if (login.username !== undefined) {
    query = query.where(sql`lower(username)`, '=', login.username.trim().toLowerCase());
  } else {
    return undefined;
  }
  return query.executeTakeFirst();
}

export async function findAccountByEmail(db: Db, email: string) {
  return findAccountByLogin(db, { email });
}

export interface AuthState {
  id: number;
  role: string;
  active: boolean;
  session_version: number;
  password_change_required: boolean;
  hospitals: number[];
  protocols: string[];
  session_alive: boolean;
}

/** findAuthState's statement: every authenticated request sends it, compiled once. */
const authStateRows = compiledOnce((db, { id, sessionId }: { id: number; sessionId: string }) =>
  db
    .selectFrom('accounts')
    .select((eb) => [
      'accounts.id',
      'accounts.role',
      'accounts.active',
      'accounts.session_version',
      'accounts.password_change_required',
      hospitalIds.as('hospitals'),
      protocolCodes.as('protocols'),
      eb
        .exists(
          eb
            .selectFrom('refresh_tokens')
            .select(sql`1`.as('one'))
            .where('refresh_tokens.family_id', '=', sessionId)
            .whereRef('refresh_tokens.account_id', '=', 'accounts.id')
            .where('refresh_tokens.revoked_at', 'is', null),
        )
        .as('session_alive'),
    ])
    .where('accounts.id', '=', id),
);

/**
 * What every authenticated request re-reads: is the account still active, the session alive,
 * must the password be changed first?
 */
export async function findAuthState(
  db: Db,
  id: number,
  sessionId: string,
): Promise<AuthState | undefined> {
  const [row] = await authStateRows(db, { id, sessionId }, undefined);
  return row as AuthState | undefined;
}

export function toAccount(row: AccountRecord): Account {
  if (!isRole(row.role)) throw new Error(`account ${row.id} has an unknown role`);
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    role: row.role,
    hospitals: row.hospitals ?? [],
    protocols: row.protocols ?? [],
    active: row.active,
    lastLogin: row.last_login_at ? row.last_login_at.toISOString() : null,
    previousLogin: row.previous_login_at ? row.previous_login_at.toISOString() : null,
    deactivationReason: row.deactivation_reason,
    createdAt: row.created_at.toISOString(),
    mustChangePassword: row.password_change_required,
  };
}

export async function isEmailTaken(db: Db, email: string, exceptId?: number) {
  let query = db
    .selectFrom('accounts')
    .select('id')
    .where(sql`lower(email)`, '=', email.trim().toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function isUsernameTaken(db: Db, username: string, exceptId?: number) {
  let query = db
    .selectFrom('accounts')
    .select('id')
    .where(sql`lower(username)`, '=', username.trim().toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Whether the database holds any account at all (the first start's question). */
export async function anyAccountExists(db: Db): Promise<boolean> {
  return (await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** A new account; answers its id and email. */
export async function insertAccount(db: Db, values: Insertable<AccountTable>) {
  return db
    .insertInto('accounts')
    .values(values)
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
}

/** Changes an account's own columns (its hospitals and protocols: `replaceAssignments`). */
export async function updateAccount(
  db: Db,
  id: number,
  values: Updateable<AccountTable>,
): Promise<void> {
  await db.updateTable('accounts').set(values).where('id', '=', id).execute();
}
