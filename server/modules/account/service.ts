/**
 * What accounts add to the engine's module (server/entities/, built from
 * domain/entities/users.ts, which lists, reads, activates and deactivates them). Everyone reads
 * and edits their own profile and email; a central administrator does the same to any account
 * and also creates accounts (with an initial password or a mailed link to set one) and changes
 * their role, hospitals and protocols. The registry always keeps one active central
 * administrator: the profile update here and the engine's deactivation (through
 * `deactivationHooks`) refuse to lose the last one, and a deactivation ends the account's
 * sessions and reset links in its transaction.
 */
import { type Kysely, type Transaction } from 'kysely';
import {
  ACCOUNT_RULES,
  type Account,
  type AccountInput,
  EMAIL_RULES,
  INITIAL_PASSWORD_RULES,
  PROFILE_RULES,
  type ProfileUpdate,
} from '../../../domain/account';
import { type Locale } from '../../../domain/messages';
import { users } from '../../../domain/entities/users';
import { auditAction } from '../../../domain/entity';
import { isKnownProtocol } from '../../../domain/protocols';
import { CENTRAL_ADMINISTRATOR, type Role, isRole } from '../../../domain/roles';
import {
  type FieldFailures,
  type RuleFailure,
  blankToNull,
  checkFields,
} from '../../../domain/validation';
import { type Database } from '../../db/schema';
import { conflict, notFound, validationFailed } from '../../errors';
import { assertAllowed } from '../../http/permission';
import { type Actor, type Auth, type Clock } from '../../http/context';
import { type Submitted } from '../../http/schemas';
import { audit, created, diff } from '../../db/audit';
import { type EntityHooks } from '../../entities';
import { hashPassword } from '../auth/passwords';
import { type AuthService } from '../auth/service';
import { hospitalStates } from '../hospital/repository';
import {
  type AccountRecord,
  findAccount,
  insertAccount,
  isEmailTaken,
  isUsernameTaken,
  lockActiveAdministrators,
  replaceAssignments,
  toAccount,
  updateAccount,
} from './repository';

const emailTaken = () =>
  conflict('errors.emailTaken', { email: [{ message: 'errors.emailTaken' }] });
const usernameTaken = () =>
  conflict('errors.usernameTaken', { username: [{ message: 'errors.usernameTaken' }] });
const lastAdministrator = () => conflict('errors.lastAdministrator');

/** A profile update; a central administrator may also send role, hospitals and protocols. */
export interface AccountUpdate extends ProfileUpdate {
  role?: string | null;
  hospitals?: number[] | null;
  protocols?: string[] | null;
}

/** The account as the audit trail compares it: without the fields its declaration leaves out. */
function audited(row: AccountRecord) {
  const fields: Record<string, unknown> = { ...toAccount(row) };
  for (const name of users.audit.unaudited) delete fields[name];
  return fields;
}

/** The first protocol code that is not one of the registry's, as a field failure. */
function protocolFailure(protocols: readonly string[] | undefined): RuleFailure | undefined {
  return protocols?.some((code) => !isKnownProtocol(code))
    ? { message: 'validation.invalidValue' }
    : undefined;
}

export class AccountService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly auth: AuthService,
  ) {}

  async me(auth: Auth): Promise<Account> {
    const row = await findAccount(this.db, auth.accountId);
    if (!row) throw notFound();
    return toAccount(row);
  }

  /**
   * Creates an account. With a password the user signs in with it and must change it first,
   * unless the caller says otherwise (`mustChangePassword: false`): the administrator knows it.
   * Without one, a mail with a link to set it goes out after the commit (in the caller's
   * language).
   */
  async create(
    auth: Auth,
    input: Submitted<Omit<AccountInput, 'role'> & { role: string }>,
    actor: Actor,
    locale: Locale,
  ) {
    assertAllowed(auth, users.permission, 'create');
    const next = {
      email: blankToNull(input.email),
      username: blankToNull(input.username),
      firstName: blankToNull(input.firstName),
      lastName: blankToNull(input.lastName),
      phone: blankToNull(input.phone),
      role: blankToNull(input.role),
      hospitals: [...new Set(input.hospitals ?? [])],
      protocols: [...new Set(input.protocols ?? [])],
      password: input.password ?? null,
    };
    const failures: FieldFailures = {
      ...checkFields(next, ACCOUNT_RULES),
      ...checkFields(next, { password: INITIAL_PASSWORD_RULES }),
    };
    if (next.role && !isRole(next.role)) failures.role = { message: 'validation.invalidValue' };
    const protocols = protocolFailure(next.protocols);
    if (protocols) failures.protocols = protocols;
    const hospitals = await this.hospitalFailure(
      next.role as Role | null,
      next.hospitals,
      new Set(),
    );
    if (hospitals) failures.hospitals = hospitals;
    if (Object.keys(failures).length) throw validationFailed(failures);
    if (await isEmailTaken(this.db, next.email!)) throw emailTaken();
    if (next.username && (await isUsernameTaken(this.db, next.username))) throw usernameTaken();

    const passwordHash = next.password ? await hashPassword(next.password) : null;
    const now = this.clock.now();
    const { accountId, mailId } = await this.db.transaction().execute(async (trx) => {
      const row = await insertAccount(trx, {
        email: next.email!,
        username: next.username,
        first_name: next.firstName!,
        last_name: next.lastName!,
        phone: next.phone,
        role: next.role!,
        password_hash: passwordHash,
        password_change_required: passwordHash !== null && input.mustChangePassword !== false,
        created_at: now,
        updated_at: now,
      });
      await replaceAssignments(trx, row.id, next);
      const after = (await findAccount(trx, row.id))!;
      await audit(trx, actor, {
        action: auditAction(users, 'create'),
        objectType: users.audit.objectType,
        objectId: row.id,
        changes: created(audited(after)),
        at: now,
      });
      const mailId = passwordHash ? undefined : await this.auth.sendWelcome(trx, row, locale);
      return { accountId: row.id, mailId };
    });
    if (mailId !== undefined) this.auth.deliverMail(mailId);
    return { accountId };
  }

  /**
   * Edits a profile. Role, hospitals and protocols are a central administrator's to change;
   * anyone else sending them gets a 403, even for their own account.
   */
  async updateProfile(auth: Auth, id: number, input: AccountUpdate, actor: Actor) {
    this.assertMayManage(auth, id, 'edit');
    const assigns = input.role != null || input.hospitals != null || input.protocols != null;
    if (assigns) assertAllowed(auth, users.permission, 'edit');
    const next = {
      firstName: blankToNull(input.firstName),
      lastName: blankToNull(input.lastName),
      username: input.username === undefined ? undefined : blankToNull(input.username),
      phone: input.phone === undefined ? undefined : blankToNull(input.phone),
      role: input.role == null ? undefined : input.role.trim(),
      hospitals: input.hospitals == null ? undefined : [...new Set(input.hospitals)],
      protocols: input.protocols == null ? undefined : [...new Set(input.protocols)],
    };
    const failures: FieldFailures = checkFields(next, PROFILE_RULES);
    if (next.role !== undefined && !isRole(next.role)) {
      failures.role = { message: 'validation.invalidValue' };
    }
    const protocols = protocolFailure(next.protocols);
    if (protocols) failures.protocols = protocols;
    if (Object.keys(failures).length) throw validationFailed(failures);
    if (next.username && (await isUsernameTaken(this.db, next.username, id))) {
      throw usernameTaken();
    }

    return this.db.transaction().execute(async (trx) => {
      const administrators = next.role ? await lockActiveAdministrators(trx) : [];
      const before = await findAccount(trx, id, { forUpdate: true });
      if (!before) throw notFound();
      const role = (next.role ?? before.role) as Role;
      if (next.hospitals !== undefined || role !== before.role) {
        // Hospitals the account already holds may stay even if deactivated since.
        const hospitals = await this.hospitalFailure(
          role,
          next.hospitals ?? before.hospitals,
          new Set(before.hospitals),
          trx,
        );
        if (hospitals) throw validationFailed({ hospitals });
      }
      if (role !== CENTRAL_ADMINISTRATOR) this.assertNotLastAdministrator(before, administrators);
      await updateAccount(trx, id, {
        first_name: next.firstName!,
        last_name: next.lastName!,
        ...(next.username !== undefined ? { username: next.username } : {}),
        ...(next.phone !== undefined ? { phone: next.phone } : {}),
        ...(next.role !== undefined ? { role: next.role } : {}),
        updated_at: this.clock.now(),
      });
      await replaceAssignments(trx, id, next);
      return this.auditChange(trx, before, auditAction(users, 'update'), actor);
    });
  }

  /**
   * Changes an account's email, where reset links go: whoever controls it controls the account.
   * One's own change needs the current password, so that a stolen access token alone cannot
   * take the account over; a central administrator changing another account needs none. The
   * previous address is told (in the caller's language), the account's outstanding reset links
   * stop working, and its sessions end: every one but the caller's on one's own change, all of
   * them on an administrator's.
   */
  async changeEmail(
    auth: Auth,
    id: number,
    input: { email: string; currentPassword?: string | null },
    actor: Actor,
    locale: Locale,
  ) {
    this.assertMayManage(auth, id, 'edit');
    const own = id === auth.accountId;
    const failures = checkFields({ email: input.email }, { email: EMAIL_RULES });
    if (own) {
      await this.auth.confirmCurrentPassword(
        auth,
        input.currentPassword,
        failures,
        'account_email_change_failed',
        actor,
      );
    } else if (failures.email) {
      throw validationFailed(failures);
    }
    const next = input.email.trim();
    if (await isEmailTaken(this.db, next, id)) throw emailTaken();
    const { account, mailId } = await this.db.transaction().execute(async (trx) => {
      const now = this.clock.now();
      const before = await findAccount(trx, id, { forUpdate: true });
      if (!before) throw notFound();
      await updateAccount(trx, id, { email: next, updated_at: now });
      await this.auth.revokeResetLinks(trx, id, now);
      if (own) {
        await this.auth.endOtherSessions(trx, auth);
        await this.auth.forgetPasswordFailures(trx, id);
      } else {
        await this.auth.endSessions(trx, id);
      }
      await audit(trx, actor, {
        action: 'account_email_change',
        objectType: users.audit.objectType,
        objectId: id,
        changes: { email: { old: before.email, new: next } },
        at: now,
      });
      const mailId = await this.auth.sendEmailChanged(trx, before, locale, !own);
      return { account: toAccount((await findAccount(trx, id))!), mailId };
    });
    this.auth.deliverMail(mailId);
    return account;
  }

  /**
   * What the engine's deactivation of an account adds, in its transaction: one's own account
   * cannot be deactivated, nor the last active central administrator (the administrators' rows
   * are locked before the account's, as the profile update locks them); the account's sessions
   * end at once and its outstanding reset links stop working (activating it again does not
   * bring them back).
   */
  readonly deactivationHooks: EntityHooks = {
    beforeLock: async ({ auth, id, trx }) => {
      if (id === auth.accountId) throw conflict('errors.cannotDeactivateSelf');
      await lockActiveAdministrators(trx);
    },
    // The administrators' rows are this transaction's already: reading them again waits for none.
    check: async ({ trx }, before) =>
      this.assertNotLastAdministrator(before, await lockActiveAdministrators(trx)),
    after: async ({ trx, id }) => {
      await this.auth.endSessions(trx, id);
      await this.auth.revokeResetLinks(trx, id);
    },
  };

  /**
   * What is wrong with the hospitals for this role, if anything: every hospital must exist, a
   * newly given one must be active, and every role but central administrator needs one.
   */
  private async hospitalFailure(
    role: Role | null,
    hospitals: readonly number[],
    held: ReadonlySet<number>,
    db: Kysely<Database> | Transaction<Database> = this.db,
  ): Promise<RuleFailure | undefined> {
    const states = await hospitalStates(db, hospitals);
    for (const id of hospitals) {
      const active = states.get(id);
      if (active === undefined) return { message: 'errors.valueNotFound' };
      if (!active && !held.has(id)) return { message: 'errors.hospitalInactive' };
    }
    if (!hospitals.length && role && isRole(role) && role !== CENTRAL_ADMINISTRATOR) {
      return { message: 'validation.required' };
    }
    return undefined;
  }

  /** An active central administrator who is the only one may be neither demoted nor deactivated. */
  private assertNotLastAdministrator(
    before: { id: number; role?: unknown; active?: unknown },
    administrators: readonly number[],
  ) {
    if (before.role !== CENTRAL_ADMINISTRATOR || !before.active) return;
    if (!administrators.some((other) => other !== before.id)) throw lastAdministrator();
  }

  /** Writes the audit row of a change to an existing account and answers the account after it. */
  private async auditChange(
    trx: Transaction<Database>,
    before: AccountRecord,
    action: string,
    actor: Actor,
  ): Promise<Account> {
    const after = (await findAccount(trx, before.id))!;
    await audit(trx, actor, {
      action,
      objectType: users.audit.objectType,
      objectId: before.id,
      changes: diff(audited(before), audited(after)),
      at: this.clock.now(),
    });
    return toAccount(after);
  }

  /** Anyone may edit their own account (the declaration's `ownRecord`); others, as the table says. */
  private assertMayManage(auth: Auth, id: number, action: 'edit') {
    if (id === auth.accountId && users.ownRecord.includes(action)) return;
    assertAllowed(auth, users.permission, action);
  }
}
