/**
 * Kysely queries over a declared entity's table, named by the declaration at run time: the list
 * with its allowlisted filters, sorts and search (folded text, as the hand-written lists do), one
 * record with its assignments (arrays read from their own tables), the uniqueness check and the
 * writes. Each takes the database or a transaction first.
 */
import { type Expression, type Kysely, type Transaction, sql } from 'kysely';
import {
  type EntityAssignmentsField,
  type EntityDeclaration,
  type EntityField,
  STANDARD_COLUMNS,
  type SearchField,
  isAssignmentsField,
  isInputField,
  isSecretField,
  isStandardField,
} from '../../domain/entity';
import { type SortOrder } from '../../domain/listQuery';
import { type Database } from '../db/schema';
import { type Ordering, folded, matchesSearch, orderBy, sortKey } from '../db/listing';

/** A row as the database gives it: columns by name. */
export type EntityRow = Record<string, unknown> & { id: number };

// The table is named by the declaration at run time, so the queries are typed loosely here and
// the rows are mapped to the API's shape by the service.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Kysely<any> | Transaction<any>;
type Db = Kysely<Database> | Transaction<Database>;

/** What a list asks for: filter values by field, and the search text. */
export interface EntityCriteria {
  booleans: Record<string, boolean>;
  /** Text fields: any of the values, folded. */
  texts: Record<string, string[]>;
  /** Choice fields: any of the values, as they are. */
  choices?: Record<string, string[]>;
  /** Assignments: records holding any of the values. */
  holding?: Record<string, (string | number)[]>;
  search?: string;
}

/** The column of a field, or for assignments the name its array is selected as. */
export const columnOf = (field: EntityField) => {
  if (isStandardField(field)) return STANDARD_COLUMNS[field.name];
  if ('column' in field) return field.column;
  return field.name;
};

const isFoldedText = (field: EntityField) =>
  isInputField(field) && (field.type === 'text' || field.type === 'longText');

export class EntityRepository {
  private readonly fields: Map<string, EntityField>;
  private readonly assignments: EntityAssignmentsField[];
  private readonly sortColumns: Record<string, Expression<unknown>>;
  private readonly defaults: Ordering[];

  constructor(private readonly declaration: EntityDeclaration) {
    this.fields = new Map(declaration.fields.map((field) => [field.name, field]));
    this.assignments = declaration.fields.filter(isAssignmentsField);
    this.sortColumns = Object.fromEntries(
      declaration.list.sorts.map((name) => [name, this.sortExpression(name)]),
    );
    const { defaultSort, unsorted } = declaration.list;
    const sorts =
      unsorted === 'insertion' ? [] : Array.isArray(unsorted) ? unsorted : [defaultSort];
    this.defaults = sorts.map((sort: { field: string; order: 'asc' | 'desc' }) => ({
      expression: this.sortExpression(sort.field),
      order: sort.order,
    }));
  }

  private field(name: string): EntityField {
    const field = this.fields.get(name);
    if (!field) throw new Error(`${this.declaration.name} has no field ${name}`);
    return field;
  }

  private column(name: string): string {
    if (name === 'id') return 'id';
    const field = this.field(name);
    if (isAssignmentsField(field) || isSecretField(field)) {
      throw new Error(`${this.declaration.name}.${name} is no column of its table`);
    }
    return columnOf(field);
  }

  /** Text in the Polish alphabet's order; an email by case alone; anything else as it is. */
  private sortExpression(name: string): Expression<unknown> {
    const field = this.fields.get(name);
    const column = sql.ref(this.column(name));
    if (field && isFoldedText(field)) return sortKey(column as Expression<string>);
    if (field && isInputField(field) && field.type === 'email') return sql`lower(${column})`;
    return column;
  }

  private searched(field: SearchField): Expression<string> {
    if (typeof field === 'string') return sql.ref(this.column(field));
    return sql.join(
      field.map((name) => sql.ref(`${this.declaration.table}.${this.column(name)}`)),
      sql` || ' ' || `,
    );
  }

  /** The assignment's values as an array, in value order, for a query over the table. */
  private assignmentArray(field: EntityAssignmentsField) {
    const { table, key, value } = field.through;
    return sql`(select coalesce(array_agg(${sql.ref(value)} order by ${sql.ref(value)}), '{}') from ${sql.table(table)} where ${sql.ref(`${table}.${key}`)} = ${sql.ref(`${this.declaration.table}.id`)})`.as(
      field.name,
    );
  }

  private filtered(db: Db, criteria: EntityCriteria) {
    const { table } = this.declaration;
    let query = (db as Loose).selectFrom(table);
    for (const [name, value] of Object.entries(criteria.booleans)) {
      query = query.where(sql.ref(this.column(name)), '=', value);
    }
    for (const [name, values] of Object.entries(criteria.texts)) {
      query = query.where(
        folded(sql.ref(this.column(name))),
        'in',
        values.map((value) => folded(sql.val(value))),
      );
    }
    for (const [name, values] of Object.entries(criteria.choices ?? {})) {
      query = query.where(sql.ref(this.column(name)), 'in', values);
    }
    for (const [name, values] of Object.entries(criteria.holding ?? {})) {
      const field = this.field(name) as EntityAssignmentsField;
      const through = field.through;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom(through.table)
            .select(sql`1`.as('one'))
            .whereRef(`${through.table}.${through.key}`, '=', `${table}.id`)
            .where(`${through.table}.${through.value}`, 'in', values),
        ),
      );
    }
    if (criteria.search) {
      const columns = this.declaration.list.search.map((field) => this.searched(field));
      query = query.where(matchesSearch(columns, criteria.search));
    }
    return query;
  }

  /** Every column of the table, and each assignment as an array. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private selectRecord(query: any) {
    if (!this.assignments.length) return query.selectAll();
    return query
      .selectAll(this.declaration.table)
      .select(this.assignments.map((field) => this.assignmentArray(field)));
  }

  async list(
    db: Db,
    criteria: EntityCriteria,
    sorts: Record<string, SortOrder>,
    limit: number,
    offset: number,
  ): Promise<EntityRow[]> {
    return (await this.selectRecord(this.filtered(db, criteria))
      .orderBy(orderBy(sorts, this.sortColumns, this.defaults, sql.ref('id')))
      .limit(limit)
      .offset(offset)
      .execute()) as EntityRow[];
  }

  async count(db: Db, criteria: EntityCriteria): Promise<number> {
    const row = await this.filtered(db, criteria)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * One record; `forUpdate` locks its row until the transaction ends, for a read-then-write.
   * The lock is PostgreSQL's `for no key update`, the one the row's own UPDATE takes (its id never
   * changes): it keeps other writers of the record out but lets rows that refer to it be written
   * meanwhile. `for update` would also hold up every foreign key check on the row, which
   * deadlocked: a hospital renamed while patients were registered in it (the rename held the
   * hospital and waited for the list's counters of its patients, a registration held those and
   * waited to check the hospital; tests/api/concurrentWrites.test.ts), and an account
   * deactivated while its sessions refreshed (the deactivation held the account and waited to
   * revoke a token, the refresh held the token and waited to check the account for its new one;
   * tests/api/sessions.test.ts).
   */
  async find(db: Db, id: number, options: { forUpdate?: boolean } = {}) {
    const query = this.selectRecord((db as Loose).selectFrom(this.declaration.table)).where(
      `${this.declaration.table}.id`,
      '=',
      id,
    );
    return (await (options.forUpdate ? query.forNoKeyUpdate() : query).executeTakeFirst()) as
      | EntityRow
      | undefined;
  }

  /**
   * Whether another record has this value in the column, whatever its case: the rule of the
   * unique index on `lower(column)`, compared by the database's own `lower`.
   */
  async isTaken(db: Db, column: string, value: string, exceptId?: number): Promise<boolean> {
    let query = (db as Loose)
      .selectFrom(this.declaration.table)
      .select('id')
      .where(sql`lower(${sql.ref(column)})`, '=', sql`lower(${value})`);
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async insert(db: Db, values: Record<string, unknown>): Promise<EntityRow> {
    return (await (db as Loose)
      .insertInto(this.declaration.table)
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow()) as EntityRow;
  }

  /** Changes the record's columns and answers it after, with its assignments. */
  async update(db: Db, id: number, values: Record<string, unknown>) {
    const row = (await (db as Loose)
      .updateTable(this.declaration.table)
      .set(values)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst()) as EntityRow | undefined;
    return row && this.assignments.length ? this.find(db, id) : row;
  }
}
