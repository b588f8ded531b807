/**
 * The first central administrator. On an empty database exactly one is created, from
 * ADMIN_EMAIL and ADMIN_PASSWORD or with a generated one-time password that is printed once,
 * which the administrator must change at the first sign-in before anything else. There is no
 * default password anywhere.
 */
import { randomBytes } from 'node:crypto';
import { type Kysely } from 'kysely';
import { CENTRAL_ADMINISTRATOR } from '../../../domain/roles';
import { audit } from '../../db/audit';
import { type Database } from '../../db/schema';
import { hashPassword } from '../auth/passwords';
import { anyAccountExists, insertAccount } from './repository';

export interface FirstAdministrator {
  email: string;
  /** Set only when it was generated here and must be shown to the operator. */
  generatedPassword?: string;
}

/** A random password that satisfies the strongPassword rule. */
export function generatePassword(): string {
  const core = randomBytes(12).toString('base64url');
  return `${core}-Aa7`;
}

export async function ensureFirstAdministrator(
  db: Kysely<Database>,
  settings: { adminEmail: string; adminPassword: string | undefined },
): Promise<FirstAdministrator | undefined> {
  if (await anyAccountExists(db)) return undefined;
  const password = settings.adminPassword ?? generatePassword();
  const passwordHash = await hashPassword(password);
  try {
    await db.transaction().execute(async (trx) => {
      const row = await insertAccount(trx, {
        email: settings.adminEmail,
        first_name: 'Administrator',
        last_name: 'Centralny',
        role: CENTRAL_ADMINISTRATOR,
        password_hash: passwordHash,
        // A generated password has been printed to a console: it must be changed first.
        password_change_required: settings.adminPassword === undefined,
      });
      await audit(
        trx,
        { accountId: null, path: 'startup', correlationId: 'startup', ip: '' },
        {
          action: 'account_create',
          objectType: 'account',
          objectId: row.id,
          changes: {
            email: { old: null, new: settings.adminEmail },
            role: { old: null, new: CENTRAL_ADMINISTRATOR },
          },
        },
      );
    });
  } catch (error) {
    // Another API process starting on the same database created it first.
    if ((error as { code?: string }).code === '23505') return undefined;
    throw error;
  }
  return settings.adminPassword
    ? { email: settings.adminEmail }
    : { email: settings.adminEmail, generatedPassword: password };
}
