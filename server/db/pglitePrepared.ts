/**
 * Statements kept prepared in the embedded database, as server/db/preparedStatements.ts keeps
 * them on PostgreSQL's connections. PGlite's own `query` parses, describes and plans every
 * statement each time it runs; this speaks PostgreSQL's extended protocol to PGlite itself, so
 * that a statement met before is only bound and executed, and planned again only while its
 * generic plan would cost more (as on PostgreSQL). PGlite has one backend, so one set of
 * statements serves the whole server.
 *
 * Only statements with parameters are prepared (the API's queries, not the migrations' DDL nor
 * a transaction's begin and commit): a text the second time it is met, and at most `limit` of
 * them, chosen as on PostgreSQL (statementNames.ts), the one that gives way closed first; any
 * other runs through PGlite's `query` as before. A statement whose result changed shape under
 * it (a migration changed a table it reads whole) is prepared afresh: run again at once when no
 * transaction is open, the next time when it failed the open one.
 */
import { type PGlite, parse as results, protocol } from '@electric-sql/pglite';
import { type NamedStatement, StatementNames } from './statementNames';

const { serialize } = protocol;

/** How many statements the embedded database keeps prepared. */
export const PGLITE_PREPARED_STATEMENTS = 200;

export interface QueryResult {
  rows: unknown[];
  affectedRows?: number;
}

/**
 * PostgreSQL's "cached plan must not change result type" (feature_not_supported), or a
 * statement the backend no longer holds (invalid_sql_statement_name).
 */
const isStale = (error: unknown) => {
  const { code, message } = error as { code?: string; message?: string };
  return (
    code === '26000' ||
    (code === '0A000' && /cached plan must not change result type/.test(message ?? ''))
  );
};

/**
 * A query function over this PGlite: `inTransaction` says whether the statement runs inside an
 * open transaction (the caller holds the backend for it).
 */
export function preparedQueries(pglite: PGlite, limit = PGLITE_PREPARED_STATEMENTS) {
  const names = new StatementNames(limit);
  /** The parameters' types of each prepared statement, by name. */
  const types = new Map<string, number[]>();
  const send = async (message: Uint8Array) =>
    (await pglite.execProtocol(message, { syncToFs: false })).messages;

  /** Binds and runs a prepared statement; prepares it first when it is new. */
  const execute = (sql: string, params: unknown[], statement: NamedStatement) =>
    pglite.runExclusive(async () => {
      const messages = [];
      try {
        const { name } = statement;
        for (const dropped of statement.drop) {
          await send(serialize.close({ type: 'S', name: dropped }));
          types.delete(dropped);
        }
        if (statement.fresh) {
          try {
            await send(serialize.parse({ name, text: sql }));
            const described = await send(serialize.describe({ type: 'S', name }));
            types.set(name, results.parseDescribeStatementResults(described));
          } catch (error) {
            // Not prepared after all: prepared anew the next time it is met.
            names.forget(sql);
            throw error;
          }
        }
        const parameterTypes = types.get(name) ?? [];
        const values = params.map((value, index) => {
          if (value === null || value === undefined) return null;
          const serializer = pglite.serializers[parameterTypes[index]!];
          return serializer ? serializer(value) : String(value);
        });
        messages.push(
          ...(await send(serialize.bind({ statement: name, values }))),
          ...(await send(serialize.describe({ type: 'P' }))),
          ...(await send(serialize.execute({}))),
        );
      } finally {
        messages.push(...(await send(serialize.sync())));
      }
      const [result] = results.parseResults(messages, pglite.parsers, { rowMode: 'object' });
      return { rows: result?.rows ?? [], affectedRows: result?.affectedRows };
    });

  const run = async (sql: string, params: unknown[], inTransaction: boolean) => {
    const statement = params.length === 0 ? undefined : names.use(sql, inTransaction);
    if (!statement) {
      const result = await pglite.query(sql, params, { rowMode: 'object' });
      return { rows: result.rows, affectedRows: result.affectedRows };
    }
    return await execute(sql, params, statement);
  };

  const query = async (
    sql: string,
    params: unknown[],
    inTransaction: boolean,
  ): Promise<QueryResult> => {
    try {
      return await run(sql, params, inTransaction);
    } catch (error) {
      if (!isStale(error)) throw error;
      names.forget(sql);
      if (inTransaction) throw error;
      return await run(sql, params, inTransaction);
    }
  };
  /**
   * Starts afresh after other work had the backend (pg_dump, which leaves no statement
   * prepared): nothing is prepared any more. Outside a transaction.
   */
  const forget = async () => {
    names.clear();
    types.clear();
    await pglite.exec('deallocate all');
  };
  return { query, forget, prepared: () => names.size };
}
