/**
 * Kysely queries over the audit log, joined to the account that acted. The log is append-only
 * (the database refuses updates and deletes), so these only read.
 */
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import { type LogEntry } from '../../../domain/changeLog';
import { type SortOrder } from '../../../domain/listQuery';
import { likePattern } from '../../../domain/search';
import { type Database } from '../../db/schema';

/** Calendar days of the registry are Polish days, whatever the server's time zone. */
const REGISTRY_TIME_ZONE = 'Europe/Warsaw';

export interface LogCriteria {
  actions?: readonly string[];
  objectTypes?: readonly string[];
  objectIds?: readonly string[];
  accountIds?: readonly number[];
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  /** YYYY-MM-DD, inclusive. */
  to?: string;
  search?: string;
}

export type LogSortField = 'at' | 'action';

type LogBuilder = ExpressionBuilder<Database, 'audit_log'>;

function matching(criteria: LogCriteria) {
  return (eb: LogBuilder) => {
    const conditions: Expression<SqlBool>[] = [];
    if (criteria.actions) conditions.push(eb('audit_log.action', 'in', criteria.actions));
    if (criteria.objectTypes) {
      conditions.push(eb('audit_log.object_type', 'in', criteria.objectTypes));
    }
    if (criteria.objectIds) conditions.push(eb('audit_log.object_id', 'in', criteria.objectIds));
    if (criteria.accountIds) {
      conditions.push(eb('audit_log.account_id', 'in', criteria.accountIds));
    }
    if (criteria.from) {
      conditions.push(
        eb(
          'audit_log.at',
          '>=',
          sql<Date>`(${criteria.from}::date)::timestamp at time zone ${REGISTRY_TIME_ZONE}`,
        ),
      );
    }
    if (criteria.to) {
      conditions.push(
        eb(
          'audit_log.at',
          '<',
          sql<Date>`(${criteria.to}::date + 1)::timestamp at time zone ${REGISTRY_TIME_ZONE}`,
        ),
      );
    }
    if (criteria.search) {
      const pattern = likePattern(criteria.search);
      conditions.push(
        eb.or([
          eb('audit_log.path', 'ilike', pattern),
          eb('audit_log.object_id', 'ilike', pattern),
        ]),
      );
    }
    return eb.and(conditions);
  };
}

/** Audit rows with the name and email of the account that acted; add the where clauses. */
export function entries(db: Kysely<Database>) {
  return db
    .selectFrom('audit_log')
    .leftJoin('accounts', 'accounts.id', 'audit_log.account_id')
    .select([
      'audit_log.id',
      'audit_log.at',
      'audit_log.account_id',
      sql<string | null>`accounts.first_name || ' ' || accounts.last_name`.as('account_name'),
      'accounts.email as account_email',
      'audit_log.action',
      'audit_log.path',
      'audit_log.object_type',
      'audit_log.object_id',
      'audit_log.changes',
      'audit_log.correlation_id',
    ]);
}

type LogRow = Awaited<ReturnType<ReturnType<typeof entries>['execute']>>[number];

export function toLogEntry(row: LogRow): LogEntry {
  return {
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    accountId: row.account_id,
    accountName: row.account_name,
    accountEmail: row.account_email,
    action: row.action,
    path: row.path,
    objectType: row.object_type,
    objectId: row.object_id,
    changes: (row.changes as Record<string, unknown> | null) ?? null,
    correlationId: row.correlation_id,
  };
}

export async function listLogEntries(
  db: Kysely<Database>,
  criteria: LogCriteria,
  sorts: Partial<Record<LogSortField, SortOrder>>,
  limit: number,
  offset: number,
): Promise<LogEntry[]> {
  let query = entries(db).where(matching(criteria));
  const explicit = Object.entries(sorts) as [LogSortField, SortOrder][];
  for (const [field, order] of explicit) query = query.orderBy(`audit_log.${field}`, order);
  // Newest first unless asked otherwise; the id orders rows written in the same instant.
  const order = sorts.at ?? 'desc';
  if (!sorts.at) query = query.orderBy('audit_log.at', order);
  const rows = await query.orderBy('audit_log.id', order).limit(limit).offset(offset).execute();
  return rows.map(toLogEntry);
}

export async function countLogEntries(db: Kysely<Database>, criteria: LogCriteria) {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(matching(criteria))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function findLogEntry(db: Kysely<Database>, id: number) {
  const row = await entries(db).where('audit_log.id', '=', id).executeTakeFirst();
  return row && toLogEntry(row);
}

export async function logFacets(db: Kysely<Database>) {
  const [actions, objectTypes] = await Promise.all([
    db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute(),
    db
      .selectFrom('audit_log')
      .select('object_type')
      .distinct()
      .where('object_type', 'is not', null)
      .orderBy('object_type')
      .execute(),
  ]);
  return {
    actions: actions.map((row) => row.action),
    objectTypes: objectTypes.map((row) => row.object_type!),
  };
}
