/**
 * The mail outbox no longer keeps a live reset link in clear text once it stops working. A
 * message that carries a link (a reset or welcome mail) names its reset token and when the link
 * expires; its body is purged when the token is used or revoked, and by the housekeeping job
 * once the link has expired. The subject and recipient stay, as a record of what was sent.
 *
 * Messages written before this migration are recognised by their link: they get the expiry the
 * link had (1 hour after the message), so the next housekeeping run purges the old ones.
 */
export const statements = [
  `alter table mail_outbox
    add column reset_token_id uuid references password_reset_tokens (id) on delete set null`,
  `alter table mail_outbox add column link_expires_at timestamptz`,
  `alter table mail_outbox add column body_purged_at timestamptz`,
  `create index mail_outbox_reset_token_idx on mail_outbox (reset_token_id)
    where reset_token_id is not null`,
  `create index mail_outbox_link_expires_idx on mail_outbox (link_expires_at)
    where link_expires_at is not null and body_purged_at is null`,
  `update mail_outbox set link_expires_at = created_at + interval '1 hour'
    where body like '%/reset-password/reset?token=%'`,
];
