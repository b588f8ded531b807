/**
 * Kysely queries over the mail outbox; each takes the database or a transaction first. A
 * message's stored body is purged (emptied, with the time) once the password link it carries
 * stops working.
 */
import { type Kysely, type Transaction } from 'kysely';
import { type Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface OutboxMessage {
  recipient: string;
  subject: string;
  body: string;
  /** The reset token whose link the body carries, and when the link expires. */
  resetTokenId: string | null;
  linkExpiresAt: Date | null;
}

/** Writes a message to the outbox; answers its id. */
export async function insertOutboxMessage(db: Db, message: OutboxMessage): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
      reset_token_id: message.resetTokenId,
      link_expires_at: message.linkExpiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A message whose body has not been purged, to be sent. */
export async function findSendableMessage(db: Db, id: number) {
  return db
    .selectFrom('mail_outbox')
    .select(['recipient', 'subject', 'body'])
    .where('id', '=', id)
    .where('body_purged_at', 'is', null)
    .executeTakeFirst();
}

export async function markMessageSent(db: Db, id: number, at: Date): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: at, error: null })
    .where('id', '=', id)
    .execute();
}

export async function markMessageFailed(db: Db, id: number, error: string): Promise<void> {
  await db.updateTable('mail_outbox').set({ error }).where('id', '=', id).execute();
}

/**
 * Purges the stored bodies of every mail that carries a link of the account's reset tokens;
 * called in the transaction that uses or revokes them.
 */
export async function purgeResetLinkMail(db: Db, accountId: number, now: Date): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ body: '', body_purged_at: now })
    .where('body_purged_at', 'is', null)
    .where('reset_token_id', 'in', (eb) =>
      eb
        .selectFrom('password_reset_tokens')
        .select('password_reset_tokens.id')
        .where('password_reset_tokens.account_id', '=', accountId),
    )
    .execute();
}
