/**
 * Kysely queries over a declared entity's table, named by the declaration at run time: the list
 * with its allowlisted filters, sorts and search (folded text, as the hand-written lists do), one
 * record, the uniqueness check and the writes. Each takes the database or a transaction first.
 */
import { type Expression, type Kysely, type Transaction, sql } from 'kysely';
import {
  type EntityDeclaration,
  type EntityField,
  STANDARD_COLUMNS,
  isInputField,
} from '../../domain/entity';
import { type SortOrder } from '../../domain/listQuery';
import { type Database } from '../db/schema';
import { type Ordering, folded, matchesSearch, orderBy } from '../db/listing';

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
  texts: Record<string, string[]>;
  search?: string;
}

export const columnOf = (field: EntityField) =>
  isInputField(field) ? field.column : STANDARD_COLUMNS[field.name];

const isFoldedText = (field: EntityField) =>
  isInputField(field) &&
  (field.type === 'text' || field.type === 'longText' || field.type === 'email');

export class EntityRepository {
  private readonly fields: Map<string, EntityField>;
  private readonly sortColumns: Record<string, Expression<unknown>>;
  private readonly defaults: Ordering[];

  constructor(private readonly declaration: EntityDeclaration) {
    this.fields = new Map(declaration.fields.map((field) => [field.name, field]));
    this.sortColumns = Object.fromEntries(
      declaration.list.sorts.map((name) => [name, this.sortExpression(name)]),
    );
    const { defaultSort, unsorted } = declaration.list;
    this.defaults =
      unsorted === 'insertion'
        ? []
        : [{ expression: this.sortExpression(defaultSort.field), order: defaultSort.order }];
  }

  private column(name: string): string {
    if (name === 'id') return 'id';
    const field = this.fields.get(name);
    if (!field) throw new Error(`${this.declaration.name} has no field ${name}`);
    return columnOf(field);
  }

  private sortExpression(name: string): Expression<unknown> {
    const field = this.fields.get(name);
    const column = sql.ref(this.column(name));
    return field && isFoldedText(field) ? folded(column as Expression<string>) : column;
  }

  private filtered(db: Db, criteria: EntityCriteria) {
    let query = (db as Loose).selectFrom(this.declaration.table);
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
    if (criteria.search) {
      const columns = this.declaration.list.search.map((name) => sql.ref(this.column(name)));
      query = query.where(matchesSearch(columns as Expression<string>[], criteria.search));
    }
    return query;
  }

  async list(
    db: Db,
    criteria: EntityCriteria,
    sorts: Record<string, SortOrder>,
    limit: number,
    offset: number,
  ): Promise<EntityRow[]> {
    return (await this.filtered(db, criteria)
      .selectAll()
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

  /** One record; `forUpdate` locks its row until the transaction ends, for a read-then-write. */
  async find(db: Db, id: number, options: { forUpdate?: boolean } = {}) {
    const query = (db as Loose).selectFrom(this.declaration.table).selectAll().where('id', '=', id);
    return (await (options.forUpdate ? query.forUpdate() : query).executeTakeFirst()) as
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

  async update(db: Db, id: number, values: Record<string, unknown>) {
    return (await (db as Loose)
      .updateTable(this.declaration.table)
      .set(values)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst()) as EntityRow | undefined;
  }
}
