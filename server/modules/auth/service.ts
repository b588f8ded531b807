/**
 * Sign-in, sessions and password reset.
 *
 * A session is a family of refresh tokens. Each refresh uses up the presented token and adds a
 * new one to the family; presenting a used token again means it was copied, so the whole family
 * is revoked and every token of it, access tokens included, stops working at once. Two
 * refreshes racing with the same token therefore end the same way: the first to commit gets a
 * new pair, the second counts as reuse and revokes the family (so the pair just handed out dies
 * too) and both clients must sign in again. The browser client never races with itself: one
 * refresh is shared by every waiting request and serialized across tabs.
 */
import { type Kysely, type Transaction } from 'kysely';
import { type Locale, translate } from '../../../domain/messages';
import { isRole } from '../../../domain/roles';
import {
  checkFields,
  confirmed,
  notCurrentPassword,
  password as passwordRule,
} from '../../../domain/validation';
import { type Config } from '../../config';
import { type AccountRow, type Database } from '../../db/schema';
import {
  ApiError,
  badRequest,
  passwordChangeRequired,
  tooManyAttempts,
  unauthorized,
  validationFailed,
} from '../../errors';
import { type Actor, type Auth, type Clock } from '../../http/context';
import { findAccountByEmail, findAccountByLogin, findAuthState } from '../account/repository';
import { audit } from '../audit/audit';
import { type Mailer } from '../mail/mailer';
import { hashPassword, verifyPassword } from './passwords';
import { clear, hit, peek } from './rateLimit';
import { type TokenSigner, randomToken, tokenHash } from './tokens';

export const RESET_TOKEN_TTL_SECONDS = 3600;

export interface TokenPair {
  token: string;
  refresh_token: string;
}

type Db = Kysely<Database> | Transaction<Database>;

export const resetTokenInvalid = () =>
  new ApiError(400, 'reset_token_invalid', 'errors.resetTokenInvalid');

export class AuthService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: Config,
    private readonly clock: Clock,
    private readonly signer: TokenSigner,
    private readonly mailer: Mailer,
  ) {}

  /**
   * The caller of a request with this bearer token, or a 401. An account that must still change
   * its one-time password gets a 403 unless the route is open to it (`beforePasswordChange`);
   * the flag is re-read on every request, so a refreshed token changes nothing.
   */
  async authenticate(
    token: string,
    options: { beforePasswordChange?: boolean } = {},
  ): Promise<Auth> {
    const now = this.clock.now();
    const claims = await this.signer.verify(token, now);
    if (!claims) throw unauthorized();
    const state = await findAuthState(this.db, claims.accountId, claims.sessionId);
    if (
      !state ||
      !state.active ||
      !state.session_alive ||
      state.session_version !== claims.sessionVersion ||
      !isRole(state.role)
    ) {
      throw unauthorized();
    }
    if (state.password_change_required && !options.beforePasswordChange) {
      throw passwordChangeRequired();
    }
    return {
      accountId: state.id,
      role: state.role,
      hospitals: state.hospitals ?? [],
      protocols: state.protocols ?? [],
      sessionId: claims.sessionId,
    };
  }

  async login(
    credentials: { email?: string; username?: string; password: string },
    actor: Actor,
  ): Promise<TokenPair> {
    if (!credentials.email?.trim() && !credentials.username?.trim()) {
      throw badRequest({ email: [{ message: 'validation.required' }] });
    }
    const now = this.clock.now();
    const { loginWindowSeconds: window } = this.config;
    const identifier = (credentials.email ?? credentials.username ?? '').trim().toLowerCase();
    const accountKey = `login:account:${identifier}`;
    // Only failures count per address: a whole hospital may sign in from one address.
    const addressKey = `login:address:${actor.ip}`;

    const address = await peek(this.db, addressKey, now, window);
    if (address.hits >= this.config.loginMaxPerAddress) throw tooManyAttempts(address.retryAfter);
    const failures = await peek(this.db, accountKey, now, window);
    if (failures.hits >= this.config.loginMaxFailures) throw tooManyAttempts(failures.retryAfter);

    const account = await findAccountByLogin(this.db, credentials);
    const valid = await verifyPassword(account?.password_hash, credentials.password);
    if (!account || !valid) {
      await this.db.transaction().execute(async (trx) => {
        await hit(trx, accountKey, now, window);
        await hit(trx, addressKey, now, window);
        await audit(
          trx,
          { ...actor, accountId: account?.id ?? null },
          {
            action: 'login_failed',
            objectType: 'account',
            objectId: account?.id,
            changes: { login: identifier },
            at: now,
          },
        );
      });
      throw unauthorized('bad_credentials', 'errors.badCredentials');
    }
    if (!account.active) {
      throw unauthorized('account_inactive', 'errors.accountInactive');
    }
    return this.db.transaction().execute(async (trx) => {
      await clear(trx, [accountKey]);
      await trx
        .updateTable('accounts')
        .set({ last_login_at: now, previous_login_at: account.last_login_at })
        .where('id', '=', account.id)
        .execute();
      const familyId = crypto.randomUUID();
      await audit(
        trx,
        { ...actor, accountId: account.id },
        {
          action: 'login',
          objectType: 'account',
          objectId: account.id,
          changes: { lastLogin: { old: account.last_login_at, new: now } },
          at: now,
        },
      );
      return this.issuePair(trx, account, familyId, now);
    });
  }

  async refresh(refreshToken: string, actor: Actor): Promise<TokenPair> {
    const now = this.clock.now();
    const hash = tokenHash(refreshToken);
    const outcome = await this.db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('refresh_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', hash)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['family_id', 'account_id'])
        .executeTakeFirst();
      if (!used) {
        const known = await trx
          .selectFrom('refresh_tokens')
          .select(['family_id', 'account_id', 'used_at', 'revoked_at'])
          .where('token_hash', '=', hash)
          .executeTakeFirst();
        if (known?.used_at && !known.revoked_at) {
          await this.revokeFamilies(trx, { familyId: known.family_id }, now);
          await audit(
            trx,
            { ...actor, accountId: known.account_id },
            {
              action: 'refresh_token_reused',
              objectType: 'session',
              objectId: known.family_id,
              at: now,
            },
          );
        }
        return undefined;
      }
      const account = await trx
        .selectFrom('accounts')
        .selectAll()
        .where('id', '=', used.account_id)
        .executeTakeFirst();
      if (!account?.active) return undefined;
      await audit(
        trx,
        { ...actor, accountId: account.id },
        {
          action: 'token_refresh',
          objectType: 'session',
          objectId: used.family_id,
          at: now,
        },
      );
      return this.issuePair(trx, account, used.family_id, now);
    });
    if (!outcome) throw unauthorized('refresh_token_invalid', 'errors.refreshTokenInvalid');
    return outcome;
  }

  /** Ends the session that the refresh token belongs to. Unknown tokens are ignored. */
  async logout(refreshToken: string, actor: Actor): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      const known = await trx
        .selectFrom('refresh_tokens')
        .select(['family_id', 'account_id'])
        .where('token_hash', '=', tokenHash(refreshToken))
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (!known) return;
      await this.revokeFamilies(trx, { familyId: known.family_id }, now);
      await audit(
        trx,
        { ...actor, accountId: known.account_id },
        {
          action: 'logout',
          objectType: 'session',
          objectId: known.family_id,
          at: now,
        },
      );
    });
  }

  /**
   * Sends a reset link when an active account has this email. The answer is the same either
   * way; the mail is delivered after the commit, never while the caller waits.
   */
  async requestPasswordReset(email: string, locale: Locale, actor: Actor): Promise<void> {
    const now = this.clock.now();
    const address = await hit(
      this.db,
      `reset:address:${actor.ip}`,
      now,
      this.config.loginWindowSeconds,
    );
    if (address.hits > this.config.loginMaxPerAddress) throw tooManyAttempts(address.retryAfter);
    const account = await findAccountByEmail(this.db, email);
    if (!account?.active) return;
    const mailId = await this.db.transaction().execute(async (trx) => {
      const link = await this.resetLink(trx, account.id, now);
      await audit(
        trx,
        { ...actor, accountId: null },
        {
          action: 'password_reset_requested',
          objectType: 'account',
          objectId: account.id,
          at: now,
        },
      );
      return this.mailer.enqueue(trx, {
        to: account.email,
        subject: translate(locale, 'mail.resetSubject'),
        body: translate(locale, 'mail.resetBody', { email: account.email, link }),
      });
    });
    void this.mailer.deliver(mailId);
  }

  /**
   * Queues the mail that welcomes a new account with a link to set its password: the reset
   * link, single use and valid 1 hour, made in the caller's transaction so that it exists
   * exactly when the account does. Answers the outbox id; the caller delivers it after commit.
   */
  async sendWelcome(
    trx: Transaction<Database>,
    account: { id: number; email: string },
    locale: Locale,
  ): Promise<number> {
    const link = await this.resetLink(trx, account.id, this.clock.now());
    return this.mailer.enqueue(trx, {
      to: account.email,
      subject: translate(locale, 'mail.welcomeSubject'),
      body: translate(locale, 'mail.welcomeBody', { email: account.email, link }),
    });
  }

  /** Delivers a queued mail after its transaction committed; never rejects. */
  async deliverMail(outboxId: number): Promise<void> {
    await this.mailer.deliver(outboxId);
  }

  async validateResetToken(token: string): Promise<void> {
    if (!(await this.findResetToken(this.db, token))) throw resetTokenInvalid();
  }

  async resetPassword(
    input: { token: string; newPassword1: string; newPassword2: string },
    actor: Actor,
  ): Promise<void> {
    const now = this.clock.now();
    if (!(await this.findResetToken(this.db, input.token))) throw resetTokenInvalid();
    const failures = checkFields(input, {
      newPassword1: [passwordRule],
      newPassword2: [passwordRule, confirmed(input.newPassword1)],
    });
    if (Object.keys(failures).length) throw validationFailed(failures);
    const passwordHash = await hashPassword(input.newPassword1);
    await this.db.transaction().execute(async (trx) => {
      // Using the token up is the first write: of two racing resets, one wins.
      const used = await trx
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash(input.token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('account_id')
        .executeTakeFirst();
      if (!used) throw resetTokenInvalid();
      const account = await this.storePassword(trx, used.account_id, passwordHash, now);
      if (!account) throw resetTokenInvalid();
      await trx
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('account_id', '=', account.id)
        .where('used_at', 'is', null)
        .execute();
      await this.revokeFamilies(trx, { accountId: account.id }, now);
      await clear(trx, this.loginKeys(account));
      await audit(
        trx,
        { ...actor, accountId: account.id },
        {
          action: 'password_reset',
          objectType: 'account',
          objectId: account.id,
          changes: { password: { old: '[redacted]', new: '[redacted]' } },
          at: now,
        },
      );
    });
  }

  /**
   * Changes the caller's own password after checking the current one. Every other session of
   * the account ends; the caller gets a new pair in place of the current session.
   */
  async changePassword(
    auth: Auth,
    input: { currentPassword: string; newPassword1: string; newPassword2: string },
    actor: Actor,
  ): Promise<TokenPair> {
    const now = this.clock.now();
    const window = this.config.loginWindowSeconds;
    const accountKey = `password:account:${auth.accountId}`;
    const failures = await peek(this.db, accountKey, now, window);
    if (failures.hits >= this.config.loginMaxFailures) throw tooManyAttempts(failures.retryAfter);
    const rules = checkFields(input, {
      newPassword1: [passwordRule, notCurrentPassword(input.currentPassword)],
      newPassword2: [passwordRule, confirmed(input.newPassword1)],
    });
    const account = await this.db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', auth.accountId)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(account.password_hash, input.currentPassword))) {
      await this.db.transaction().execute(async (trx) => {
        await hit(trx, accountKey, now, window);
        await audit(trx, actor, {
          action: 'password_change_failed',
          objectType: 'account',
          objectId: account.id,
          at: now,
        });
      });
      throw validationFailed({
        ...rules,
        currentPassword: { message: 'errors.currentPasswordWrong' },
      });
    }
    if (Object.keys(rules).length) throw validationFailed(rules);
    const passwordHash = await hashPassword(input.newPassword1);
    return this.db.transaction().execute(async (trx) => {
      const updated = await this.storePassword(trx, account.id, passwordHash, now);
      if (!updated) throw unauthorized();
      await this.revokeFamilies(trx, { accountId: account.id }, now);
      await clear(trx, [accountKey]);
      await audit(trx, actor, {
        action: 'password_change',
        objectType: 'account',
        objectId: account.id,
        changes: { password: { old: '[redacted]', new: '[redacted]' } },
        at: now,
      });
      return this.issuePair(trx, updated, crypto.randomUUID(), now);
    });
  }

  /** Ends every session of an account (deactivation, email change by an administrator...). */
  async endSessions(trx: Transaction<Database>, accountId: number) {
    await trx
      .updateTable('accounts')
      .set((eb) => ({ session_version: eb('session_version', '+', 1) }))
      .where('id', '=', accountId)
      .execute();
    await this.revokeFamilies(trx, { accountId }, this.clock.now());
  }

  /**
   * Sets the password of an active account and bumps its session version, which ends every
   * access token issued before; the caller revokes the refresh tokens in the same transaction.
   * A password the account chose itself (own change or reset link) ends any pending change of
   * a one-time password.
   */
  private async storePassword(
    trx: Transaction<Database>,
    accountId: number,
    passwordHash: string,
    now: Date,
  ) {
    return trx
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

  /** A new reset token for the account, stored hashed, as the link the mail carries. */
  private async resetLink(trx: Transaction<Database>, accountId: number, now: Date) {
    const token = randomToken();
    await trx
      .insertInto('password_reset_tokens')
      .values({
        account_id: accountId,
        token_hash: tokenHash(token),
        created_at: now,
        expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_SECONDS * 1000),
      })
      .execute();
    return `${this.config.publicUrl}/reset-password/reset?token=${token}`;
  }

  private loginKeys(account: { email: string; username: string | null }) {
    const keys = [`login:account:${account.email.toLowerCase()}`];
    if (account.username) keys.push(`login:account:${account.username.toLowerCase()}`);
    return keys;
  }

  private async findResetToken(db: Db, token: string) {
    if (!token) return undefined;
    const now = this.clock.now();
    return db
      .selectFrom('password_reset_tokens')
      .innerJoin('accounts', 'accounts.id', 'password_reset_tokens.account_id')
      .select('password_reset_tokens.account_id')
      .where('token_hash', '=', tokenHash(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .where('accounts.active', '=', true)
      .executeTakeFirst();
  }

  private async revokeFamilies(
    trx: Transaction<Database>,
    which: { familyId: string } | { accountId: number },
    now: Date,
  ) {
    let query = trx
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('revoked_at', 'is', null);
    query =
      'familyId' in which
        ? query.where('family_id', '=', which.familyId)
        : query.where('account_id', '=', which.accountId);
    await query.execute();
  }

  private async issuePair(
    trx: Transaction<Database>,
    account: AccountRow,
    familyId: string,
    now: Date,
  ): Promise<TokenPair> {
    const refreshToken = randomToken();
    await trx
      .insertInto('refresh_tokens')
      .values({
        family_id: familyId,
        account_id: account.id,
        token_hash: tokenHash(refreshToken),
        created_at: now,
        expires_at: new Date(now.getTime() + this.config.refreshTokenTtlSeconds * 1000),
      })
      .execute();
    const token = await this.signer.sign(
      {
        accountId: account.id,
        role: account.role,
        sessionId: familyId,
        sessionVersion: account.session_version,
      },
      now,
    );
    return { token, refresh_token: refreshToken };
  }
}
