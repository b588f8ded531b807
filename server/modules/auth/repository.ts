/**
 * The sign-in repository: Kysely queries over sessions (refresh-token families), password reset
 * tokens, the account columns that sign-in owns (last sign-in, password, session version) and
 * the stored signing key. Each takes the database or a transaction first; the rules live in
 * the auth service. Token values never reach the database: callers pass their SHA-256.
 */
import { type Kysely, type Transaction } from 'kysely';
import { type AccountRow, type Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The account row as sign-in reads it, password hash included. */
export async function findAccountRow(db: Db, id: number): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function recordSignIn(
  db: Db,
  accountId: number,
  now: Date,
  previous: Date | null,
): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ last_login_at: now, previous_login_at: previous })
    .where('id', '=', accountId)
    .execute();
}

/**
 * Sets the password of an active account and bumps its session version, which ends every
 * access token issued before. A password the account chose itself ends any pending change of a
 * one-time password. Answers the updated row, or undefined when the account is not active.
 */
export async function storePassword(
  db: Db,
  accountId: number,
  passwordHash: string,
  now: Date,
): Promise<AccountRow | undefined> {
  return db
    .updateTable('accounts')
    .set((eb) => ({
      password_hash: passwordHash,
      password_change_required: false,
      session_version: eb('session_version', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', accountId)
    .where('active', '=', true)
    .returningAll()
    .executeTakeFirst();
}

/** Ends every access token of the account issued so far. */
export async function bumpSessionVersion(db: Db, accountId: number): Promise<void> {
  await db
    .updateTable('accounts')
    .set((eb) => ({ session_version: eb('session_version', '+', 1) }))
    .where('id', '=', accountId)
    .execute();
}

export async function insertRefreshToken(
  db: Db,
  token: { familyId: string; accountId: number; hash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      family_id: token.familyId,
      account_id: token.accountId,
      token_hash: token.hash,
      created_at: token.now,
      expires_at: token.expiresAt,
    })
    .execute();
}

/**
 * Uses up a live refresh token (unused, unrevoked, unexpired) in one statement, so that of two
 * racing refreshes only one succeeds. Answers its family and account, or undefined.
 */
export async function useRefreshToken(db: Db, hash: string, now: Date) {
  return db
    .updateTable('refresh_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['family_id', 'account_id'])
    .executeTakeFirst();
}

/** A refresh token as stored, whatever its state. */
export async function findRefreshToken(db: Db, hash: string) {
  return db
    .selectFrom('refresh_tokens')
    .select(['family_id', 'account_id', 'used_at', 'revoked_at'])
    .where('token_hash', '=', hash)
    .executeTakeFirst();
}

/** A refresh token not revoked yet (used or not): the session a sign-out ends. */
export async function findUnrevokedRefreshToken(db: Db, hash: string) {
  return db
    .selectFrom('refresh_tokens')
    .select(['family_id', 'account_id'])
    .where('token_hash', '=', hash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Revokes one session, or every session of an account but possibly one. */
export async function revokeFamilies(
  db: Db,
  which: { familyId: string } | { accountId: number; except?: string },
  now: Date,
): Promise<void> {
  let query = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('revoked_at', 'is', null);
  if ('familyId' in which) {
    query = query.where('family_id', '=', which.familyId);
  } else {
    query = query.where('account_id', '=', which.accountId);
    if (which.except) query = query.where('family_id', '!=', which.except);
  }
  await query.execute();
}

export async function insertResetToken(
  db: Db,
  token: { accountId: number; hash: string; now: Date; expiresAt: Date },
): Promise<string> {
  const row = await db
    .insertInto('password_reset_tokens')
    .values({
      account_id: token.accountId,
      token_hash: token.hash,
      created_at: token.now,
      expires_at: token.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The account of a live reset token (unused, unexpired) whose account is active. */
export async function findLiveResetToken(db: Db, hash: string, now: Date) {
  return db
    .selectFrom('password_reset_tokens')
    .innerJoin('accounts', 'accounts.id', 'password_reset_tokens.account_id')
    .select('password_reset_tokens.account_id')
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('accounts.active', '=', true)
    .executeTakeFirst();
}

/**
 * Uses up a live reset token in one statement (of two racing resets, one wins). Answers its
 * account, or undefined.
 */
export async function useResetToken(db: Db, hash: string, now: Date) {
  return db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('account_id')
    .executeTakeFirst();
}

/** Uses up every outstanding reset token of the account. */
export async function useUpResetTokens(db: Db, accountId: number, now: Date): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * The stored signing secret, made from `candidate` by whichever process asks first, so that
 * every API process on the same database signs and verifies alike.
 */
export async function storedSigningSecret(db: Db, candidate: string): Promise<string> {
  await db
    .insertInto('app_settings')
    .values({ key: 'jwt_secret', value: candidate })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'jwt_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}
