/**
 * Has PostgreSQL keep the API's statements prepared on each connection, so that a statement the
 * API sends again is neither parsed nor, once PostgreSQL finds a generic plan as good as the
 * ones it made for the first five runs, planned again. A form save spent more time in the
 * planner than in executing its statements (pg_stat_statements: 0.37 ms planning the form's
 * context against 0.07 ms running it), and PostgreSQL's CPU a save fell from 1.5 to about 0.6 ms
 * with every statement prepared (issue 19).
 *
 * Only statements with parameters are prepared: the API's queries, not the migrations' DDL or
 * a transaction's begin and commit. A connection prepares a text the second time it meets it and
 * keeps at most `limit` statements, chosen by how often and how lately each was used
 * (statementNames.ts), dropping the one that gives way with DEALLOCATE. A statement whose result
 * changed shape under it (a migration of another process added a column to a table it reads
 * whole) meets PostgreSQL's "cached plan must not change result type" and is prepared afresh: at
 * once when it stands alone, so its caller sees nothing; the next time when it ran in a
 * transaction, which that error has failed.
 *
 * A connection pooler in front of PostgreSQL must keep prepared statements per client
 * (PgBouncer's session pooling, or its transaction pooling from 1.21 with
 * max_prepared_statements).
 */
import type pg from 'pg';
import { StatementNames } from './statementNames';

/**
 * How many statements one connection keeps prepared, which bounds what they hold in each of
 * PostgreSQL's backends: a screen's requests are a few shapes each, and a patient list's
 * statement with its plans holds about 160 kB of the backend's memory (70 of the benchmark's
 * list statements held 11.4 MB), so 100 hold at most about 16 MB a connection.
 */
export const PREPARED_PER_CONNECTION = 100;

/** PostgreSQL's "cached plan must not change result type" (feature_not_supported). */
const isStalePlan = (error: unknown) => {
  const { code, message } = error as { code?: string; message?: string };
  return code === '0A000' && /cached plan must not change result type/.test(message ?? '');
};

type Query = (...args: unknown[]) => unknown;

/** Makes this connection prepare its parameterised statements (see above). */
export function prepareStatements(client: pg.ClientBase, limit = PREPARED_PER_CONNECTION): void {
  const query = client.query.bind(client) as Query;
  const names = new StatementNames(limit);
  // Kysely opens and ends its transactions with these statements, on this connection.
  let inTransaction = false;
  const run = async (text: string, values: unknown[]): Promise<unknown> => {
    const statement = names.use(text, inTransaction);
    if (!statement) return query(text, values);
    for (const name of statement.drop) await drop(name);
    return query({ name: statement.name, text, values });
  };
  const drop = async (name: string) => {
    try {
      await query(`deallocate ${name}`);
    } catch (error) {
      // Gone already: nothing to drop.
      if ((error as { code?: string }).code !== '26000') throw error;
    }
    // The driver's own record of what this connection has prepared, which it never forgets.
    delete parsedStatements(client)?.[name];
  };
  const prepare: Query = (text, values, callback) => {
    // Cursors, configuration objects and callbacks go through as they came.
    const plain = typeof text === 'string' && Array.isArray(values) && callback === undefined;
    if (!plain || values.length === 0) {
      if (typeof text === 'string') {
        if (/^\s*(begin|start transaction)\b/i.test(text)) inTransaction = true;
        else if (/^\s*(commit|rollback)\s*$/i.test(text)) inTransaction = false;
      }
      return query(text, values, callback);
    }
    return run(text, values).catch((error: unknown) => {
      if (!isStalePlan(error)) throw error;
      // Prepared afresh under a new name: at once when the statement stood alone, the next
      // time when it failed its transaction.
      names.forget(text);
      if (inTransaction) throw error;
      return run(text, values);
    });
  };
  client.query = prepare as typeof client.query;
}

/** The names `pg` has seen this connection prepare (an internal of pg's Connection). */
export function parsedStatements(client: pg.ClientBase): Record<string, string> | undefined {
  return (client as unknown as { connection?: { parsedStatements?: Record<string, string> } })
    .connection?.parsedStatements;
}
