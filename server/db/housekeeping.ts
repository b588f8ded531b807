/**
 * Removes what no longer serves anyone: rate-limit windows that have ended, refresh and reset
 * tokens well past their expiry (kept a day longer, so that a late reuse of a refresh token is
 * still recognised and revokes its session), and the stored bodies of mails whose password
 * link has expired, so that the outbox keeps no link in clear text. Audit rows are never
 * touched.
 */
import { type Kysely } from 'kysely';
import { type Database } from './schema';

const DAY = 24 * 3600 * 1000;

export async function housekeeping(db: Kysely<Database>, now: Date, windowSeconds: number) {
  const windowEnded = new Date(now.getTime() - windowSeconds * 1000);
  const longExpired = new Date(now.getTime() - DAY);
  await db.deleteFrom('rate_limits').where('window_start', '<', windowEnded).execute();
  await db
    .updateTable('mail_outbox')
    .set({ body: '', body_purged_at: now })
    .where('body_purged_at', 'is', null)
    .where('link_expires_at', '<=', now)
    .execute();
  await db.deleteFrom('refresh_tokens').where('expires_at', '<', longExpired).execute();
  await db.deleteFrom('password_reset_tokens').where('expires_at', '<', longExpired).execute();
}
