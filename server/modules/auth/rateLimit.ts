/**
 * Fixed-window counters kept in the database, so that a limit holds across every API process.
 * Used for sign-in attempts per account and per client address, and password-reset requests.
 */
import { type Kysely, type Transaction, sql } from 'kysely';
import { type Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface Window {
  hits: number;
  /** Seconds until the window ends. */
  retryAfter: number;
}

/** Counts one hit on `key` and answers the window's count so far. */
export async function hit(db: Db, key: string, now: Date, windowSeconds: number): Promise<Window> {
  const expiredBefore = new Date(now.getTime() - windowSeconds * 1000);
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: now, hits: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql`case when rate_limits.window_start <= ${expiredBefore} then 1 else rate_limits.hits + 1 end`,
        window_start: sql`case when rate_limits.window_start <= ${expiredBefore} then ${now}::timestamptz else rate_limits.window_start end`,
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
  return toWindow(row, now, windowSeconds);
}

/** The window's count without counting. */
export async function peek(db: Db, key: string, now: Date, windowSeconds: number): Promise<Window> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['hits', 'window_start'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || row.window_start.getTime() <= now.getTime() - windowSeconds * 1000) {
    return { hits: 0, retryAfter: 0 };
  }
  return toWindow(row, now, windowSeconds);
}

/**
 * Takes back one hit that was counted before it was known to be a failure (a sign-in counts
 * its attempt first, so that attempts sent at once cannot all pass the limit).
 */
export async function takeBack(db: Db, key: string) {
  await db
    .updateTable('rate_limits')
    .set({ hits: sql`greatest(hits - 1, 0)` })
    .where('key', '=', key)
    .execute();
}

export async function clear(db: Db, keys: string[]) {
  if (keys.length) await db.deleteFrom('rate_limits').where('key', 'in', keys).execute();
}

function toWindow(row: { hits: number; window_start: Date }, now: Date, windowSeconds: number) {
  const ends = row.window_start.getTime() + windowSeconds * 1000;
  return { hits: row.hits, retryAfter: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)) };
}
