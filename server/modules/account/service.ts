/**
 * The signed-in user's own account: read it, edit the profile, change the email. A central
 * administrator may do the same to any account (the user screens build on this).
 */
import { type Kysely } from 'kysely';
import {
  type Account,
  EMAIL_RULES,
  PROFILE_RULES,
  type ProfileUpdate,
} from '../../../domain/account';
import { canAccess } from '../../../domain/permissions';
import { checkFields } from '../../../domain/validation';
import { type Database } from '../../db/schema';
import { conflict, forbidden, notFound, validationFailed } from '../../errors';
import { type Actor, type Auth, type Clock } from '../../http/context';
import { audit, diff } from '../audit/audit';
import { findAccount, isEmailTaken, isUsernameTaken, toAccount } from './repository';

const blankToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

export class AccountService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
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

  async updateProfile(auth: Auth, id: number, input: ProfileUpdate, actor: Actor) {
    this.assertMayManage(auth, id, 'edit');
    const failures = checkFields(
      input as unknown as Record<keyof ProfileUpdate, unknown>,
      PROFILE_RULES,
    );
    if (Object.keys(failures).length) throw validationFailed(failures);
    const next = {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      username: input.username === undefined ? undefined : blankToNull(input.username),
      phone: input.phone === undefined ? undefined : blankToNull(input.phone),
    };
    if (next.username && (await isUsernameTaken(this.db, next.username, id))) {
      throw conflict('errors.usernameTaken', {
        username: [{ message: 'errors.usernameTaken' }],
      });
    }
    return this.db.transaction().execute(async (trx) => {
      const before = await findAccount(trx, id);
      if (!before) throw notFound();
      await trx
        .updateTable('accounts')
        .set({
          first_name: next.firstName,
          last_name: next.lastName,
          ...(next.username !== undefined ? { username: next.username } : {}),
          ...(next.phone !== undefined ? { phone: next.phone } : {}),
          updated_at: this.clock.now(),
        })
        .where('id', '=', id)
        .execute();
      const after = (await findAccount(trx, id))!;
      await audit(trx, actor, {
        action: 'account_update',
        objectType: 'account',
        objectId: id,
        changes: diff(toAccount(before) as never, toAccount(after) as never),
        at: this.clock.now(),
      });
      return toAccount(after);
    });
  }

  async changeEmail(auth: Auth, id: number, email: string, actor: Actor) {
    this.assertMayManage(auth, id, 'edit');
    const failure = checkFields({ email }, { email: EMAIL_RULES });
    if (failure.email) throw validationFailed(failure);
    const next = email.trim();
    if (await isEmailTaken(this.db, next, id)) {
      throw conflict('errors.emailTaken', { email: [{ message: 'errors.emailTaken' }] });
    }
    return this.db.transaction().execute(async (trx) => {
      const before = await findAccount(trx, id);
      if (!before) throw notFound();
      await trx
        .updateTable('accounts')
        .set({ email: next, updated_at: this.clock.now() })
        .where('id', '=', id)
        .execute();
      await audit(trx, actor, {
        action: 'account_email_change',
        objectType: 'account',
        objectId: id,
        changes: { email: { old: before.email, new: next } },
        at: this.clock.now(),
      });
      return toAccount((await findAccount(trx, id))!);
    });
  }

  /** Anyone may act on their own account; only a role with the users right on others. */
  private assertMayManage(auth: Auth, id: number, action: 'show' | 'edit') {
    if (id === auth.accountId) return;
    if (!canAccess(auth.role, { resource: 'users', action })) throw forbidden();
  }
}
