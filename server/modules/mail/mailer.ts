/**
 * Outgoing mail. A message is written to the outbox table inside the caller's transaction, so
 * it exists exactly when the change that caused it does. After the commit it is delivered by
 * SMTP when SMTP_URL is set; otherwise it stays in the outbox and goes to the server log, so
 * the embedded default works with no mail server.
 *
 * A message that carries a password link names its reset token: its stored body is purged as
 * soon as the link stops working (used, revoked or expired), so the outbox never holds a live
 * link longer than it lives. What was sent by SMTP is not affected.
 */
import { type FastifyBaseLogger } from 'fastify';
import { type Kysely, type Transaction } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import { type Database } from '../../db/schema';
import {
  findSendableMessage,
  insertOutboxMessage,
  markMessageFailed,
  markMessageSent,
} from './repository';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
  /** The reset token whose link the body carries, and when the link expires. */
  link?: { resetTokenId: string; expiresAt: Date };
}

export class Mailer {
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    private readonly options: { smtpUrl: string | undefined; from: string },
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  }

  /** Writes the message to the outbox; returns its id for `deliver`. */
  async enqueue(trx: Transaction<Database>, mail: OutgoingMail): Promise<number> {
    return insertOutboxMessage(trx, {
      recipient: mail.to,
      subject: mail.subject,
      body: mail.body,
      resetTokenId: mail.link?.resetTokenId ?? null,
      linkExpiresAt: mail.link?.expiresAt ?? null,
    });
  }

  /**
   * Delivers a committed outbox message. Callers do not wait for it, so it never rejects: a
   * failure is logged and, where it can be, kept on the row.
   */
  async deliver(id: number): Promise<void> {
    try {
      await this.send(id);
    } catch (error) {
      this.log.error({ outboxId: id, err: error }, 'mail delivery failed');
    }
  }

  private async send(id: number): Promise<void> {
    const mail = await findSendableMessage(this.db, id);
    // A link revoked before its mail went out is not worth sending.
    if (!mail) return;
    if (!this.transport) {
      this.log.info(
        { outboxId: id, to: mail.recipient, subject: mail.subject },
        `mail kept in the outbox (no SMTP_URL):\n${mail.body}`,
      );
      return;
    }
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.body,
      });
      await markMessageSent(this.db, id, new Date());
    } catch (error) {
      this.log.error({ outboxId: id, err: error }, 'SMTP delivery failed');
      await markMessageFailed(this.db, id, String((error as Error).message).slice(0, 500)).catch(
        () => undefined,
      );
    }
  }

  close() {
    this.transport?.close();
  }
}
