import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { housekeeping } from '../../server/db/housekeeping';
import { type TestDatabase, createAccount, freshDatabase } from './helpers';

let database: TestDatabase;

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('housekeeping', () => {
  it('drops ended rate-limit windows and long-expired tokens, and keeps the rest', async () => {
    const { db } = database;
    const now = new Date('2026-06-01T12:00:00Z');
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600 * 1000);
    const account = await createAccount(db);
    await db
      .insertInto('rate_limits')
      .values([
        { key: 'old', window_start: hoursAgo(1), hits: 3 },
        { key: 'current', window_start: hoursAgo(0.1), hits: 1 },
      ])
      .execute();
    const family = crypto.randomUUID();
    await db
      .insertInto('refresh_tokens')
      .values([
        { family_id: family, account_id: account.id, token_hash: 'a', expires_at: hoursAgo(48) },
        { family_id: family, account_id: account.id, token_hash: 'b', expires_at: hoursAgo(2) },
      ])
      .execute();

    await housekeeping(db, now, 900);

    const limits = await db.selectFrom('rate_limits').select('key').execute();
    expect(limits.map((row) => row.key)).toEqual(['current']);
    const tokens = await db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(tokens.map((row) => row.token_hash)).toEqual(['b']);
  });

  it('purges the stored body of every mail whose link has expired, and keeps the rest', async () => {
    const { db } = database;
    const now = new Date('2026-06-02T12:00:00Z');
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60 * 1000);
    const mail = (subject: string, linkExpiresAt: Date | null) => ({
      recipient: 'anna@hospital.test',
      subject,
      body: linkExpiresAt ? `https://x/reset-password/reset?token=${subject}` : 'no link here',
      link_expires_at: linkExpiresAt,
    });
    await db
      .insertInto('mail_outbox')
      .values([
        mail('expired', minutesAgo(1)),
        mail('expires-now', now),
        mail('live', minutesAgo(-59)),
        mail('notice', null),
      ])
      .execute();

    await housekeeping(db, now, 900);

    const rows = await db
      .selectFrom('mail_outbox')
      .select(['subject', 'body', 'body_purged_at'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { subject: 'expired', body: '', body_purged_at: now },
      { subject: 'expires-now', body: '', body_purged_at: now },
      { subject: 'live', body: 'https://x/reset-password/reset?token=live', body_purged_at: null },
      { subject: 'notice', body: 'no link here', body_purged_at: null },
    ]);
  });
});
