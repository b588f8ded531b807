/**
 * Statements that Kysely builds and compiles once per shape instead of on every call. Building
 * and compiling are the API's own CPU: a form save's three statements (the caller's session, the
 * form's context, the write) built afresh cost about a quarter of the API's CPU a save (1.52-1.58
 * ms a save before, 1.08-1.21 ms after, `npm run bench -- forms`). A statement declared here is
 * built once with a slot in the place of each value, and every later call of the same shape
 * sends the same text with its own values (Kysely's recipe "splitting query building and
 * execution").
 *
 * What a statement's text depends on besides its values is its shape: the `shape` argument (the
 * caller's role, say), and the values' own structure: their keys, how long each array is, and
 * which of them are undefined, null, true or false (those four are passed to the builder as they
 * are, so that it may branch on them). Every other value (a number, a string, a date) reaches the
 * builder as a slot, which it may place in the statement but not read: a builder that branched on
 * one, or computed with it (wrote it into the text, say), would bake one call's value into every
 * later call's statement. Compiling checks that every slot became a parameter, and throws
 * otherwise. Values the builder writes itself (a limit of 1) stay the parameters they were.
 */
import { type Compilable, type CompiledQuery, type Kysely, type Transaction } from 'kysely';
import { type Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Shapes kept per statement. A shape that varies with the data (a form's lookups in a table of
 * many rows) is compiled afresh, as before, once this many are kept.
 */
export const SHAPES_PER_STATEMENT = 200;

/** A value's place among a call's values, in the order `flatten` meets them. */
class Slot {
  constructor(readonly index: number) {}
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** Values that are part of a statement's shape, passed to its builder as they are. */
const isShapeValue = (value: unknown) =>
  value === undefined || value === null || typeof value === 'boolean';

/**
 * The values' structure as text, and their leaves in order: a leaf is anything but a shape
 * value, an array or a plain object (a number, a string, a date, a string of JSON).
 */
function flatten(value: unknown, leaves: unknown[], structure: string[]): void {
  if (isShapeValue(value)) {
    structure.push(`(${String(value)})`);
  } else if (Array.isArray(value)) {
    structure.push(`[${value.length}`);
    for (const item of value) flatten(item, leaves, structure);
  } else if (isPlainObject(value)) {
    structure.push('{');
    for (const key of Object.keys(value)) {
      structure.push(JSON.stringify(key));
      flatten(value[key], leaves, structure);
    }
    structure.push('}');
  } else {
    structure.push('.');
    leaves.push(value);
  }
}

/** The values with each leaf replaced by its slot, numbered as `flatten` numbers the leaves. */
function slotted<Value>(value: Value, next: { index: number }): Value;
function slotted(value: unknown, next: { index: number }): unknown {
  if (isShapeValue(value)) return value;
  if (Array.isArray(value)) return value.map((item) => slotted(item, next));
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.keys(value).map((key) => [key, slotted(value[key], next)]));
  }
  return new Slot(next.index++);
}

interface Statement<Row> {
  compiled: CompiledQuery<Row>;
  /** Each of the statement's parameters: a leaf of the call's values, or the builder's own. */
  parameters: ({ leaf: number } | { constant: unknown })[];
}

function compileWithSlots<Values, Shape, Row>(
  build: (db: Db, values: Values, shape: Shape) => Compilable<Row>,
  db: Db,
  values: Values,
  shape: Shape,
  leaves: number,
): Statement<Row> {
  const compiled = build(db, slotted(values, { index: 0 }), shape).compile();
  const used = new Set<number>();
  const parameters = compiled.parameters.map((parameter) => {
    if (!(parameter instanceof Slot)) return { constant: parameter };
    used.add(parameter.index);
    return { leaf: parameter.index };
  });
  if (used.size !== leaves) {
    throw new Error(`compiledOnce: a value was not placed as a parameter: ${compiled.sql}`);
  }
  return { compiled, parameters };
}

/**
 * A statement built by `build` once per shape. The returned function runs it on `db` (the
 * database or a transaction: every database of the registry compiles PostgreSQL's SQL) and
 * answers its rows.
 */
export function compiledOnce<Values extends object, Row, Shape = undefined>(
  build: (db: Db, values: Values, shape: Shape) => Compilable<Row>,
): (db: Db, values: Values, shape: Shape) => Promise<Row[]> {
  const statements = new Map<string, Statement<Row>>();
  return async (db, values, shape) => {
    const leaves: unknown[] = [];
    const structure: string[] = [JSON.stringify(shape ?? null)];
    flatten(values, leaves, structure);
    const key = structure.join('');
    let statement = statements.get(key);
    if (!statement) {
      statement = compileWithSlots(build, db, values, shape, leaves.length);
      if (statements.size < SHAPES_PER_STATEMENT) statements.set(key, statement);
    }
    const { compiled, parameters } = statement;
    const result = await db.executeQuery<Row>({
      ...compiled,
      parameters: parameters.map((parameter) =>
        'leaf' in parameter ? leaves[parameter.leaf] : parameter.constant,
      ),
    });
    return result.rows;
  };
}
