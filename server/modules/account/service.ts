/**
 * Accounts. Everyone reads and edits their own profile and email; a central administrator does
 * the same to any account and also lists accounts, creates them (with an initial password or a
 * mailed link to set one), changes their role, hospitals and protocols, and activates or
 * deactivates them. The registry always keeps one active central administrator.
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
import { type ListResult, type ParsedListQuery } from '../../../domain/listQuery';
import { type Locale } from '../../../domain/messages';
import { PROTOCOL_CODES, isKnownProtocol } from '../../../domain/protocols';
import { CENTRAL_ADMINISTRATOR, ROLES, type Role, isRole } from '../../../domain/roles';
import {
  DEACTIVATION_REASON_RULES,
  type FieldFailures,
  type RuleFailure,
  blankToNull,
  checkFields,
} from '../../../domain/validation';
import { type Database } from '../../db/schema';
import { conflict, notFound, validationFailed } from '../../errors';
import { assertAllowed } from '../../http/permission';
import { booleanFilter, choiceFilter, idFilter } from '../../http/filters';
import { paginate } from '../../http/list';
import { type Actor, type Auth, type Clock } from '../../http/context';
import { type Submitted } from '../../http/schemas';
import { audit, created, diff } from '../../db/audit';
import { hashPassword } from '../auth/passwords';
import { type AuthService } from '../auth/service';
import { hospitalStates } from '../hospital/repository';
import {
  type AccountRecord,
  countAccounts,
  findAccount,
  insertAccount,
  isEmailTaken,
  isUsernameTaken,
  listAccounts,
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

/** The account as the audit trail compares it: without the sign-in times. */
function audited(row: AccountRecord) {
  const {
    lastLogin: _lastLogin,
    previousLogin: _previousLogin,
    createdAt: _createdAt,
    ...fields
  } = toAccount(row);
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

  async get(auth: Auth, id: number): Promise<Account> {
    this.assertMayManage(auth, id, 'show');
    const row = await findAccount(this.db, id);
    if (!row) throw notFound();
    return toAccount(row);
  }

  async list(auth: Auth, query: ParsedListQuery): Promise<ListResult<Account>> {
    assertAllowed(auth, 'users', 'list');
    const criteria = {
      roles: choiceFilter(query, 'role', ROLES),
      active: booleanFilter(query, 'active'),
      hospitals: idFilter(query, 'hospital'),
      protocols: choiceFilter(query, 'protocol', PROTOCOL_CODES),
      search: query.search,
    };
    return paginate(
      query,
      async (limit, offset) =>
        (await listAccounts(this.db, criteria, query.sorts, limit, offset)).map(toAccount),
      () => countAccounts(this.db, criteria),
    );
  }

  /**
   * Creates an account. With a password the user can sign in at once; without one, a mail
   * with a link to set it goes out after the commit (in the caller's language).
   */
  async create(
    auth: Auth,
    input: Submitted<Omit<AccountInput, 'role'> & { role: string }>,
    actor: Actor,
    locale: Locale,
  ) {
    assertAllowed(auth, 'users', 'create');
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
        created_at: now,
        updated_at: now,
      });
      await replaceAssignments(trx, row.id, next);
      const after = (await findAccount(trx, row.id))!;
      await audit(trx, actor, {
        action: 'account_create',
        objectType: 'account',
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
    if (assigns) assertAllowed(auth, 'users', 'edit');
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
      return this.auditChange(trx, before, 'account_update', actor);
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
        objectType: 'account',
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

  async activate(auth: Auth, id: number, actor: Actor) {
    assertAllowed(auth, 'users', 'activate');
    return this.db.transaction().execute(async (trx) => {
      const before = await findAccount(trx, id, { forUpdate: true });
      if (!before) throw notFound();
      await updateAccount(trx, id, {
        active: true,
        deactivation_reason: null,
        updated_at: this.clock.now(),
      });
      return this.auditChange(trx, before, 'account_activate', actor);
    });
  }

  /**
   * Deactivates an account and ends its sessions at once: its tokens stop working now, and so
   * do its outstanding reset links (activating it again does not bring them back).
   */
  async deactivate(auth: Auth, id: number, reason: string | null | undefined, actor: Actor) {
    assertAllowed(auth, 'users', 'deactivate');
    const failures = checkFields({ reason }, { reason: DEACTIVATION_REASON_RULES });
    if (failures.reason) throw validationFailed(failures);
    if (id === auth.accountId) throw conflict('errors.cannotDeactivateSelf');
    return this.db.transaction().execute(async (trx) => {
      const administrators = await lockActiveAdministrators(trx);
      const before = await findAccount(trx, id, { forUpdate: true });
      if (!before) throw notFound();
      this.assertNotLastAdministrator(before, administrators);
      await updateAccount(trx, id, {
        active: false,
        deactivation_reason: reason!.trim(),
        updated_at: this.clock.now(),
      });
      await this.auth.endSessions(trx, id);
      await this.auth.revokeResetLinks(trx, id);
      return this.auditChange(trx, before, 'account_deactivate', actor);
    });
  }

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
  private assertNotLastAdministrator(before: AccountRecord, administrators: readonly number[]) {
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
      objectType: 'account',
      objectId: before.id,
      changes: diff(audited(before), audited(after)),
      at: this.clock.now(),
    });
    return toAccount(after);
  }

  /** Anyone may act on their own account; only a role with the users right on others. */
  private assertMayManage(auth: Auth, id: number, action: 'show' | 'edit') {
    if (id === auth.accountId) return;
    assertAllowed(auth, 'users', action);
  }
}
