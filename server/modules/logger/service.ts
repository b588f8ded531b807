/**
 * The change log: the audit trail as central administrators read it, filtered by action,
 * object, account and Polish calendar days.
 */
import { type Kysely } from 'kysely';
import { type ListResult, type ParsedListQuery } from '../../../domain/listQuery';
import { parseIsoDate } from '../../../domain/validation';
import { type Database } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { assertAllowed } from '../../http/permission';
import { type Auth } from '../../http/context';
import { idFilter, textFilter } from '../../http/filters';
import { paginate } from '../../http/list';
import { type LogEntry } from '../../../domain/changeLog';
import {
  type LogCriteria,
  type LogSortField,
  countLogEntries,
  findLogEntry,
  listLogEntries,
  logFacets,
} from './repository';
import { LogReferenceResolver } from './references';

/** A calendar day filter, YYYY-MM-DD. */
function dayFilter(query: ParsedListQuery, field: string): string | undefined {
  const values = textFilter(query, field);
  if (!values) return undefined;
  const [day] = values;
  if (values.length !== 1 || !parseIsoDate(day!)) {
    throw badRequest({ [field]: [{ message: 'validation.invalidValue' }] });
  }
  return day;
}

function criteriaOf(query: ParsedListQuery): LogCriteria {
  return {
    actions: textFilter(query, 'action'),
    objectTypes: textFilter(query, 'objectType'),
    objectIds: textFilter(query, 'objectId'),
    accountIds: idFilter(query, 'accountId'),
    from: dayFilter(query, 'from'),
    to: dayFilter(query, 'to'),
    search: query.search,
  };
}

export class ChangeLogService {
  private readonly references: LogReferenceResolver;

  constructor(private readonly db: Kysely<Database>) {
    this.references = new LogReferenceResolver(db);
  }

  async list(auth: Auth, query: ParsedListQuery): Promise<ListResult<LogEntry>> {
    assertAllowed(auth, 'changes', 'list');
    const criteria = criteriaOf(query);
    return paginate(
      query,
      async (limit, offset) =>
        this.references.withReferences(
          await listLogEntries(
            this.db,
            criteria,
            query.sorts as Partial<Record<LogSortField, 'asc' | 'desc'>>,
            limit,
            offset,
          ),
          { objects: true },
        ),
      () => countLogEntries(this.db, criteria),
    );
  }

  async get(auth: Auth, id: number): Promise<LogEntry> {
    assertAllowed(auth, 'changes', 'show');
    const entry = await findLogEntry(this.db, id);
    if (!entry) throw notFound();
    const [named] = await this.references.withReferences([entry], { objects: true });
    return named!;
  }

  async facets(auth: Auth) {
    assertAllowed(auth, 'changes', 'list');
    return logFacets(this.db);
  }
}
