/** Kysely queries about accounts; each takes the database or a transaction first. */
import { type Kysely, type Transaction, sql } from 'kysely';
import { type Account } from '../../../domain/account';
import { isRole } from '../../../domain/roles';
import { type AccountRow, type Database } from '../../db/schema';

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

export async function findAccount(db: Db, id: number): Promise<AccountRecord | undefined> {
  return db
    .selectFrom('accounts')
    .selectAll('accounts')
    .select([hospitalIds.as('hospitals'), protocolCodes.as('protocols')])
    .where('accounts.id', '=', id)
    .executeTakeFirst() as Promise<AccountRecord | undefined>;
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
  hospitals: number[];
  protocols: string[];
  session_alive: boolean;
}

/** What every authenticated request re-reads: is the account still active, the session alive? */
export async function findAuthState(
  db: Db,
  id: number,
  sessionId: string,
): Promise<AuthState | undefined> {
  const row = await db
    .selectFrom('accounts')
    .select((eb) => [
      'accounts.id',
      'accounts.role',
      'accounts.active',
      'accounts.session_version',
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
    .where('accounts.id', '=', id)
    .executeTakeFirst();
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
