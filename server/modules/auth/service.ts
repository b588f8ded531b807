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
 *
 * Sign-in failures count per account, whatever identifier was typed; each attempt is counted
 * before its password is checked, so that attempts sent together cannot pass the limit. A
 * reset request answers before anything about the account is looked up: the lookup, the token
 * and the mail run off the request path, so the answer takes the same time whether or not the
 * account exists.
 * Every change that could hand the account to someone else (email, password, deactivation)
 * revokes its outstanding reset links in one place, `revokeResetLinks`.
 */
import { type FastifyBaseLogger } from 'fastify';
import { type Kysely, type Transaction } from 'kysely';
import { type Locale } from '../../../domain/messages';
import { mailText } from '../mail/texts';
import { isRole } from '../../../domain/roles';
import {
  type FieldFailures,
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
import { audit } from '../../db/audit';
import { type Mailer } from '../mail/mailer';
import { purgeResetLinkMail } from '../mail/repository';
import { hashPassword, verifyPassword } from './passwords';
import {
  bumpSessionVersion,
  findAccountRow,
  findLiveResetToken,
  findRefreshToken,
  findUnrevokedRefreshToken,
  insertRefreshToken,
  insertResetToken,
  recordSignIn,
  revokeFamilies,
  storePassword,
  useRefreshToken,
  useResetToken,
  useUpResetTokens,
} from './repository';
import { clear, hit, peek, takeBack } from './rateLimit';
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
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Work queued off the request path that has not settled yet. */
  private readonly pending = new Set<Promise<void>>();

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
    const claims = this.signer.verify(token, now);
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
    // Only failures count per address: a whole hospital may sign in from one address.
    const addressKey = `login:address:${actor.ip}`;

    const address = await peek(this.db, addressKey, now, window);
    if (address.hits >= this.config.loginMaxPerAddress) throw tooManyAttempts(address.retryAfter);
    const account = await findAccountByLogin(this.db, credentials);
    // An account's failures count together whether its email or its username was typed.
    const accountKey = account ? this.loginKeys(account)[0]! : `login:identifier:${identifier}`;
    // The attempt is counted before the password is checked, in one statement: attempts sent at
    // once, to one API process or to several, would otherwise all pass a check made before any
    // of them was counted, and each try a password. A right one takes its count back below.
    const attempt = await hit(this.db, accountKey, now, window);
    if (attempt.hits > this.config.loginMaxFailures) throw tooManyAttempts(attempt.retryAfter);

    const valid = await verifyPassword(account?.password_hash, credentials.password);
    if (!account || !valid) {
      await this.db.transaction().execute(async (trx) => {
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
      // The right password of a deactivated account is no failure.
      await takeBack(this.db, accountKey);
      throw unauthorized('account_inactive', 'errors.accountInactive');
    }
    return this.db.transaction().execute(async (trx) => {
      await clear(trx, [accountKey]);
      await recordSignIn(trx, account.id, now, account.last_login_at);
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
      const used = await useRefreshToken(trx, hash, now);
      if (!used) {
        const known = await findRefreshToken(trx, hash);
        if (known?.used_at && !known.revoked_at) {
          await revokeFamilies(trx, { familyId: known.family_id }, now);
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
      const account = await findAccountRow(trx, used.account_id);
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
      const known = await findUnrevokedRefreshToken(trx, tokenHash(refreshToken));
      if (!known) return;
      await revokeFamilies(trx, { familyId: known.family_id }, now);
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
   * Sends a reset link when an active account has this email. The caller gets its answer right
   * after the per-address limit: the account lookup, the token, the audit row and the mail run
   * afterwards, off the request path, so that the answer takes the same time whether or not the
   * account exists. `settled` waits for that work.
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
    this.offRequestPath('password reset request', () =>
      this.sendResetLink(email, locale, actor, now),
    );
  }

  /** Resolves once the work queued off the request path so far has settled (never rejects). */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  private async sendResetLink(email: string, locale: Locale, actor: Actor, now: Date) {
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
        subject: mailText(locale, 'resetSubject'),
        body: mailText(locale, 'resetBody', { email: account.email, link: link.url }),
        link,
      });
    });
    await this.mailer.deliver(mailId);
  }

  /**
   * Runs work after the answer has gone, tracked so that `settled` (and the app's close) waits
   * for it; a failure is logged, never left unhandled.
   */
  private offRequestPath(what: string, work: () => Promise<void>) {
    const task: Promise<void> = work()
      .catch((error: unknown) => this.log.error({ err: error }, `${what} failed`))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
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
      subject: mailText(locale, 'welcomeSubject'),
      body: mailText(locale, 'welcomeBody', { email: account.email, link: link.url }),
      link,
    });
  }

  /**
   * Queues the mail that tells an account's previous address that its email was changed, so
   * that its owner learns of a takeover. Answers the outbox id; deliver it after commit.
   */
  async sendEmailChanged(
    trx: Transaction<Database>,
    account: { email: string },
    locale: Locale,
    byAdministrator: boolean,
  ): Promise<number> {
    return this.mailer.enqueue(trx, {
      to: account.email,
      subject: mailText(locale, 'emailChangedSubject'),
      body: mailText(
        locale,
        byAdministrator ? 'emailChangedByAdministratorBody' : 'emailChangedBody',
        { email: account.email },
      ),
    });
  }

  /** Delivers a queued mail after its transaction committed, off the request path. */
  deliverMail(outboxId: number): void {
    this.offRequestPath('mail delivery', () => this.mailer.deliver(outboxId));
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
      const used = await useResetToken(trx, tokenHash(input.token), now);
      if (!used) throw resetTokenInvalid();
      const account = await storePassword(trx, used.account_id, passwordHash, now);
      if (!account) throw resetTokenInvalid();
      await this.revokeResetLinks(trx, account.id, now);
      await revokeFamilies(trx, { accountId: account.id }, now);
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
    const rules = checkFields(input, {
      newPassword1: [passwordRule, notCurrentPassword(input.currentPassword)],
      newPassword2: [passwordRule, confirmed(input.newPassword1)],
    });
    const account = await this.confirmCurrentPassword(
      auth,
      input.currentPassword,
      rules,
      'password_change_failed',
      actor,
    );
    const now = this.clock.now();
    const passwordHash = await hashPassword(input.newPassword1);
    return this.db.transaction().execute(async (trx) => {
      const updated = await storePassword(trx, account.id, passwordHash, now);
      if (!updated) throw unauthorized();
      await revokeFamilies(trx, { accountId: account.id }, now);
      await this.revokeResetLinks(trx, account.id);
      await this.forgetPasswordFailures(trx, account.id);
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

  /**
   * Checks the caller's current password before a change that would hand the account to
   * whoever holds a stolen access token (its password, its email). Wrong attempts at either
   * count toward one limit per account (429 once reached) and are audited as `failedAction`.
   * A missing or wrong password is a 422 on currentPassword, with the other field `failures`;
   * with the right one, those failures alone. The caller forgets the failures on success.
   */
  async confirmCurrentPassword(
    auth: Auth,
    currentPassword: string | null | undefined,
    failures: FieldFailures,
    failedAction: string,
    actor: Actor,
  ): Promise<AccountRow> {
    const now = this.clock.now();
    const window = this.config.loginWindowSeconds;
    const limitKey = this.passwordKey(auth.accountId);
    if (!currentPassword) {
      const limit = await peek(this.db, limitKey, now, window);
      if (limit.hits >= this.config.loginMaxFailures) throw tooManyAttempts(limit.retryAfter);
      throw validationFailed({ ...failures, currentPassword: { message: 'validation.required' } });
    }
    // As at sign-in, the attempt is counted before the password is checked, in one statement:
    // attempts sent at once would otherwise all pass a check made before any was counted. A
    // right password takes its count back below.
    const attempt = await hit(this.db, limitKey, now, window);
    if (attempt.hits > this.config.loginMaxFailures) throw tooManyAttempts(attempt.retryAfter);
    const account = await findAccountRow(this.db, auth.accountId);
    if (!account) throw unauthorized();
    if (!(await verifyPassword(account.password_hash, currentPassword))) {
      await audit(this.db, actor, {
        action: failedAction,
        objectType: 'account',
        objectId: account.id,
        at: now,
      });
      throw validationFailed({
        ...failures,
        currentPassword: { message: 'errors.currentPasswordWrong' },
      });
    }
    await takeBack(this.db, limitKey);
    if (Object.keys(failures).length) throw validationFailed(failures);
    return account;
  }

  /** Clears the account's count of wrong current passwords once a change went through. */
  async forgetPasswordFailures(trx: Transaction<Database>, accountId: number) {
    await clear(trx, [this.passwordKey(accountId)]);
  }

  /**
   * Revokes every outstanding reset link of the account and purges the stored mails that carry
   * one. Called wherever a link must stop working: an email or password change, a deactivation
   * and a completed reset.
   */
  async revokeResetLinks(trx: Transaction<Database>, accountId: number, now = this.clock.now()) {
    await useUpResetTokens(trx, accountId, now);
    await purgeResetLinkMail(trx, accountId, now);
  }

  /** Ends every session of an account (deactivation, email change by an administrator...). */
  async endSessions(trx: Transaction<Database>, accountId: number) {
    await bumpSessionVersion(trx, accountId);
    await revokeFamilies(trx, { accountId }, this.clock.now());
  }

  /**
   * Ends every session of the account but the caller's current one. Revoking a session's
   * refresh tokens ends its access tokens at once: `authenticate` requires a live refresh token
   * in the session's family.
   */
  async endOtherSessions(trx: Transaction<Database>, auth: Auth) {
    await revokeFamilies(
      trx,
      { accountId: auth.accountId, except: auth.sessionId },
      this.clock.now(),
    );
  }

  /**
   * A new reset token for the account, stored hashed, as the link the mail carries, with the
   * token's id and expiry so that the outbox can purge the mail when the link stops working.
   */
  private async resetLink(trx: Transaction<Database>, accountId: number, now: Date) {
    const token = randomToken();
    const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_SECONDS * 1000);
    const resetTokenId = await insertResetToken(trx, {
      accountId,
      hash: tokenHash(token),
      now,
      expiresAt,
    });
    return {
      url: `${this.config.publicUrl}/reset-password/reset?token=${token}`,
      resetTokenId,
      expiresAt,
    };
  }

  /** The sign-in failure counter of an account, the same whichever identifier was typed. */
  private loginKeys(account: { id: number }) {
    return [`login:account:${account.id}`];
  }

  /** Wrong current passwords (password and email changes) of an account. */
  private passwordKey(accountId: number) {
    return `password:account:${accountId}`;
  }

  private async findResetToken(db: Db, token: string) {
    if (!token) return undefined;
    return findLiveResetToken(db, tokenHash(token), this.clock.now());
  }

  private async issuePair(
    trx: Transaction<Database>,
    account: AccountRow,
    familyId: string,
    now: Date,
  ): Promise<TokenPair> {
    const refreshToken = randomToken();
    await insertRefreshToken(trx, {
      familyId,
      accountId: account.id,
      hash: tokenHash(refreshToken),
      now,
      expiresAt: new Date(now.getTime() + this.config.refreshTokenTtlSeconds * 1000),
    });
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
