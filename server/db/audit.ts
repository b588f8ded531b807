/**
 * The audit trail. Every mutation writes one row in the same transaction as the change: who,
 * when (server time, UTC), what action on which object, and the changed fields with their old
 * and new values. Secrets are never written: they appear as "[redacted]". It belongs to the
 * database layer: whatever writes to the database (services, loaders, seeds) may write it.
 */
import { type Kysely, type Transaction } from 'kysely';
import { type Database, type NewAuditRow } from './schema';

/** Who did it and in which request: the audit trail's part of every mutation. */
export interface Actor {
  accountId: number | null;
  path: string;
  correlationId: string;
  ip: string;
}

const SECRET = /password|token|secret|hash/i;
/** Named like secrets, but facts the change log should show: whether a password must change. */
const NOT_SECRET = new Set(['mustChangePassword']);
export const REDACTED = '[redacted]';

export type Changes = Record<string, { old: unknown; new: unknown }>;

/** The fields that differ between two versions of a record, secrets redacted. */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>): Changes {
  const changes: Changes = {};
  for (const field of Object.keys(after)) {
    if (after[field] === undefined) continue;
    if (JSON.stringify(before[field]) === JSON.stringify(after[field])) continue;
    changes[field] =
      SECRET.test(field) && !NOT_SECRET.has(field)
        ? { old: REDACTED, new: REDACTED }
        : { old: before[field] ?? null, new: after[field] ?? null };
  }
  return changes;
}

/** A new record's fields as changes from nothing; empty fields are left out. */
export function created(record: Record<string, unknown>): Changes {
  return diff(Object.fromEntries(Object.keys(record).map((field) => [field, null])), record);
}

export interface AuditEntry {
  action: string;
  objectType?: string;
  objectId?: string | number;
  changes?: Changes | Record<string, unknown>;
  at?: Date;
}

/** The audit_log row of an entry: for a statement that writes it along with its change. */
export function auditRow(actor: Actor, entry: AuditEntry): NewAuditRow {
  return {
    at: entry.at ?? new Date(),
    account_id: actor.accountId,
    action: entry.action,
    path: actor.path,
    object_type: entry.objectType ?? null,
    object_id: entry.objectId === undefined ? null : String(entry.objectId),
    changes: entry.changes ? JSON.stringify(entry.changes) : null,
    correlation_id: actor.correlationId,
  };
}

export async function audit(
  db: Kysely<Database> | Transaction<Database>,
  actor: Actor,
  entry: AuditEntry,
): Promise<void> {
  await db.insertInto('audit_log').values(auditRow(actor, entry)).execute();
}
