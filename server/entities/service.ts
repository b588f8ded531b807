/**
 * The business rules of a declared entity: every method starts with its access check from the
 * permission table (the declaration's row, and the record's own account where the declaration
 * says so), a form is checked with the declaration's rules (blank is null, text trimmed, a
 * choice one of its values), a value declared unique must be no other record's (checked in the
 * write's transaction and backed by the unique index: a 409 on the field either way), and each
 * write is one transaction with its audit row. What an entity adds to a write (a lock to take
 * first, a refusal, what ends with a deactivation) joins it through `EntityHooks`, inside the
 * same transaction.
 */
import { type Kysely, type Transaction } from 'kysely';
import {
  type EntityDeclaration,
  type EntityInputField,
  auditAction,
  isAssignmentsField,
  isInputField,
  isStandardField,
  isStoredField,
} from '../../domain/entity';
import { type ListResult, type ParsedListQuery } from '../../domain/listQuery';
import { type Action } from '../../domain/permissions';
import {
  DEACTIVATION_REASON_RULES,
  type Rule,
  blankToNull,
  checkFields,
  max,
} from '../../domain/validation';
import { type Database } from '../db/schema';
import { conflict, notFound, validationFailed } from '../errors';
import { type Actor, type Auth, type Clock } from '../http/context';
import { paginate } from '../http/list';
import { audit, created, diff } from '../db/audit';
import { assertAllowed } from '../http/permission';
import { booleanFilter, choiceFilter, idFilter, textFilter } from '../http/filters';
import { type EntityCriteria, type EntityRow, EntityRepository, columnOf } from './repository';
import { inputFields, recordFields } from './schemas';

/** A record as the API answers it. */
export type EntityRecord = Record<string, unknown> & { id: number };

/** A change to an existing record, as the hooks see it. */
export interface EntityWrite {
  auth: Auth;
  id: number;
  action: 'update' | 'activate' | 'deactivate';
  trx: Transaction<Database>;
}

/** What an entity adds to one kind of change, each step inside the write's transaction. */
export interface EntityHooks {
  /** Before the record's row is locked: a refusal that needs no record, locks to take first. */
  beforeLock?(write: EntityWrite): Promise<void> | void;
  /** With the record read and locked, before it changes: a refusal. */
  check?(write: EntityWrite, before: EntityRow): Promise<void> | void;
  /** After the change, before its audit row: what goes with it (sessions that end). */
  after?(write: EntityWrite, after: EntityRow): Promise<void> | void;
}

export type EntityWriteHooks = Partial<Record<EntityWrite['action'], EntityHooks>>;

export class EntityService {
  readonly repository: EntityRepository;
  private readonly inputs: EntityInputField[];
  private readonly rules: Record<string, Rule[]>;

  constructor(
    readonly declaration: EntityDeclaration,
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly hooks: EntityWriteHooks = {},
  ) {
    this.repository = new EntityRepository(declaration);
    this.inputs = inputFields(declaration);
    this.rules = Object.fromEntries(this.inputs.map((field) => [field.name, [...field.rules]]));
  }

  /** The record as the API shows it: `id`, its alias, then the declared fields in order. */
  toRecord(row: EntityRow): EntityRecord {
    const { idAlias } = this.declaration.api;
    const record: EntityRecord = { id: row.id, ...(idAlias ? { [idAlias]: row.id } : {}) };
    for (const field of recordFields(this.declaration)) {
      const value = row[columnOf(field)] ?? (isAssignmentsField(field) ? [] : null);
      record[field.name] = value instanceof Date ? value.toISOString() : value;
    }
    return record;
  }

  /** The record as the audit trail compares it, without the fields it leaves out. */
  private audited(row: EntityRow) {
    const fields = this.toRecord(row);
    const unaudited = this.declaration.audit.unaudited ?? ['createdAt', 'updatedAt'];
    for (const name of unaudited) delete fields[name];
    return fields;
  }

  /** The list's criteria: each allowlisted filter read as its field's kind says. */
  private criteria(query: ParsedListQuery): EntityCriteria {
    const criteria: EntityCriteria = {
      booleans: {},
      texts: {},
      choices: {},
      holding: {},
      search: query.search,
    };
    for (const name of this.declaration.list.filters) {
      const field = this.declaration.fields.find(
        (candidate) =>
          (isAssignmentsField(candidate) && candidate.filterName === name) ||
          candidate.name === name,
      )!;
      if (isAssignmentsField(field)) {
        const values =
          field.type === 'references'
            ? idFilter(query, name)
            : choiceFilter(query, name, field.choices ?? []);
        if (values) criteria.holding![field.name] = values;
      } else if (isInputField(field) && field.type === 'choice') {
        const values = choiceFilter(query, name, field.choices ?? []);
        if (values) criteria.choices![name] = values;
      } else if (isInputField(field)) {
        const values = textFilter(query, name);
        if (values) criteria.texts[name] = values;
      } else if (isStandardField(field) || (isStoredField(field) && field.type === 'boolean')) {
        const value = booleanFilter(query, name);
        if (value !== undefined) criteria.booleans[name] = value;
      } else {
        throw new Error(`${this.declaration.name} cannot filter by ${name}`);
      }
    }
    return criteria;
  }

  async list(auth: Auth, query: ParsedListQuery): Promise<ListResult<EntityRecord>> {
    this.assertAllowed(auth, 'list');
    const criteria = this.criteria(query);
    return paginate(
      query,
      async (limit, offset) =>
        (await this.repository.list(this.db, criteria, query.sorts, limit, offset)).map((row) =>
          this.toRecord(row),
        ),
      () => this.repository.count(this.db, criteria),
    );
  }

  async get(auth: Auth, id: number): Promise<EntityRecord> {
    this.assertAllowed(auth, 'show', id);
    const row = await this.repository.find(this.db, id);
    if (!row) throw notFound();
    return this.toRecord(row);
  }

  async create(auth: Auth, input: Record<string, unknown>, actor: Actor) {
    this.assertAllowed(auth, 'create');
    const values = this.checked(input);
    return this.catchingTaken(() =>
      this.db.transaction().execute(async (trx) => {
        await this.assertUnique(trx, values);
        const row = await this.repository.insert(trx, values);
        await audit(trx, actor, {
          action: auditAction(this.declaration, 'create'),
          objectType: this.declaration.audit.objectType,
          objectId: row.id,
          changes: created(this.audited(row)),
          at: this.clock.now(),
        });
        return { [this.declaration.api.idAlias ?? 'id']: row.id };
      }),
    );
  }

  async update(auth: Auth, id: number, input: Record<string, unknown>, actor: Actor) {
    this.assertAllowed(auth, 'edit', id);
    const values = this.checked(input);
    return this.change(auth, id, 'update', { ...values, updated_at: this.clock.now() }, actor);
  }

  async activate(auth: Auth, id: number, actor: Actor) {
    this.assertAllowed(auth, 'activate');
    return this.change(
      auth,
      id,
      'activate',
      { active: true, deactivation_reason: null, updated_at: this.clock.now() },
      actor,
    );
  }

  async deactivate(auth: Auth, id: number, reason: string | null | undefined, actor: Actor) {
    this.assertAllowed(auth, 'deactivate');
    const rules = this.declaration.deactivation.reasonRequired
      ? DEACTIVATION_REASON_RULES
      : [max(500)];
    const failures = checkFields({ reason }, { reason: rules });
    if (failures.reason) throw validationFailed(failures);
    return this.change(
      auth,
      id,
      'deactivate',
      { active: false, deactivation_reason: blankToNull(reason), updated_at: this.clock.now() },
      actor,
    );
  }

  /** The form's values by column, trimmed, blank as null, once every rule holds. */
  private checked(input: Record<string, unknown>): Record<string, unknown> {
    const next = Object.fromEntries(
      this.inputs.map((field) => [field.name, blankToNull(input[field.name])]),
    );
    const failures = checkFields(next, this.rules);
    for (const field of this.inputs) {
      const value = next[field.name];
      if (field.type === 'choice' && value != null && !field.choices?.includes(value)) {
        failures[field.name] ??= { message: 'validation.invalidValue' };
      }
    }
    if (Object.keys(failures).length) throw validationFailed(failures);
    return Object.fromEntries(this.inputs.map((field) => [field.column, next[field.name]]));
  }

  private taken(field: EntityInputField) {
    const message = field.unique!.message;
    return conflict(message, { [field.name]: [{ message }] });
  }

  private async assertUnique(db: Kysely<Database>, values: Record<string, unknown>, id?: number) {
    for (const field of this.inputs) {
      const value = values[field.column];
      if (!field.unique || typeof value !== 'string') continue;
      if (await this.repository.isTaken(db, field.column, value, id)) throw this.taken(field);
    }
  }

  /** The unique index caught a value another request saved between the check and the write. */
  private async catchingTaken<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const { code, constraint } = error as { code?: string; constraint?: string };
      const field = this.inputs.find((input) => input.unique?.constraint === constraint);
      if (code === '23505' && field) throw this.taken(field);
      throw error;
    }
  }

  /** One write to an existing record and its audit row, in one transaction. */
  private async change(
    auth: Auth,
    id: number,
    action: EntityWrite['action'],
    values: Record<string, unknown>,
    actor: Actor,
  ): Promise<EntityRecord> {
    const hooks = this.hooks[action];
    return this.catchingTaken(() =>
      this.db.transaction().execute(async (trx) => {
        const write: EntityWrite = { auth, id, action, trx };
        await hooks?.beforeLock?.(write);
        const before = await this.repository.find(trx, id, { forUpdate: true });
        if (!before) throw notFound();
        await hooks?.check?.(write, before);
        await this.assertUnique(trx, values, id);
        const after = (await this.repository.update(trx, id, values))!;
        await hooks?.after?.(write, after);
        await audit(trx, actor, {
          action: auditAction(this.declaration, action),
          objectType: this.declaration.audit.objectType,
          objectId: id,
          changes: diff(this.audited(before), this.audited(after)),
          at: this.clock.now(),
        });
        return this.toRecord(after);
      }),
    );
  }

  /** The permission table's answer, but for the actions the record's own account may take. */
  private assertAllowed(auth: Auth, action: Action, id?: number) {
    const own = this.declaration.ownRecord as readonly Action[] | undefined;
    if (id !== undefined && id === auth.accountId && own?.includes(action)) return;
    assertAllowed(auth, this.declaration.permission, action);
  }
}
