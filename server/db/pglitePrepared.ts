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
 *
 * A prepared statement's answer is PostgreSQL's own bytes, read into rows where they are used
 * (`readAnswer`): in the server's thread when PGlite has a thread of its own (pgliteThread.ts),
 * whose time is the embedded database's limit. Reading the rows in PGlite's thread and handing
 * them across as a structured clone took about 30% of its time under the patient list
 * benchmark; read in the server's thread, the list answered about 30% more requests a second.
 */
import { type PGlite, parse as results, protocol, types } from '@electric-sql/pglite';
import { type NamedStatement, StatementNames } from './statementNames';

const { serialize } = protocol;

/** How many statements the embedded database keeps prepared. */
export const PGLITE_PREPARED_STATEMENTS = 200;

export interface QueryResult {
  rows: unknown[];
  affectedRows?: number;
}

/** A statement's rows, or PostgreSQL's messages that hold them, not yet read (`readAnswer`). */
export type Answer = QueryResult | { raw: Uint8Array<ArrayBuffer> };

/** A type's parser by its oid, as `PGlite.parsers` holds them. */
export type Parsers = Record<number | string, types.Parser>;

/**
 * The array types PGlite reads when it starts, each as its element's oid and its own: with
 * them, `answerParsers` makes the same parsers elsewhere.
 */
export const ARRAY_TYPES_SQL = `select b.oid, b.typarray from pg_catalog.pg_type a
  left join pg_catalog.pg_type b on b.oid = a.typelem
  where a.typcategory = 'A' group by b.oid, b.typarray order by b.oid`;

export interface ArrayType {
  oid: number;
  typarray: number;
}

/** PGlite's parsers with these of its own (`PGliteOptions.parsers`) and its array types'. */
export function answerParsers(own: Parsers, arrayTypes: readonly ArrayType[]): Parsers {
  const parsers: Parsers = { ...types.parsers, ...own };
  for (const { oid, typarray } of arrayTypes) {
    // As PGlite's own: an element type with no parser of its own is read as text.
    parsers[typarray] = (value: string) =>
      types.arrayParser(value, parsers[oid] as types.Parser, typarray);
  }
  return parsers;
}

/** The rows of an answer, read with these parsers; PostgreSQL's error if it holds one. */
export function readAnswer(answer: Answer, parsers: Parsers): QueryResult {
  if (!('raw' in answer)) return answer;
  const messages = backendMessages(answer.raw);
  const [result] = results.parseResults(messages, parsers, { rowMode: 'object' });
  return { rows: result?.rows ?? [], affectedRows: result?.affectedRows };
}

const backendMessages = (raw: Uint8Array) => {
  const messages: Parameters<typeof results.parseResults>[0] = [];
  new protocol.Parser().parse(raw, (message) => messages.push(message));
  return messages;
};

const ERROR_RESPONSE = 0x45; // 'E'

/** PostgreSQL's error among these messages, read only when there is one. */
function errorIn(raw: Uint8Array): Error | undefined {
  const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  // Each message: its type's byte, then its length (itself included) as a 32-bit integer.
  let at = 0;
  while (at + 5 <= raw.length) {
    const length = view.getInt32(at + 1);
    if (raw[at] === ERROR_RESPONSE || length < 4) {
      return (
        backendMessages(raw).find((message) => message instanceof Error) ??
        new Error('the embedded database answered with an error that could not be read')
      );
    }
    at += 1 + length;
  }
  return undefined;
}

/** Messages sent to PostgreSQL as one, as a driver sends the steps of a statement. */
function joined(messages: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let at = 0;
  for (const message of messages) {
    bytes.set(message, at);
    at += message.length;
  }
  return bytes;
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
  const parameterTypes = new Map<string, number[]>();
  const send = async (message: Uint8Array) =>
    (await pglite.execProtocol(message, { syncToFs: false })).messages;
  /** PostgreSQL's answer to these messages, as it wrote it. */
  const exchange = async (message: Uint8Array) => {
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    await pglite.execProtocolRawStream(message, {
      syncToFs: false,
      // A view of PGlite's memory, which its next write reuses.
      onRawData: (bytes) => chunks.push(bytes.slice()),
    });
    return chunks.length === 1 ? chunks[0]! : (joined(chunks) as Uint8Array<ArrayBuffer>);
  };

  /** Binds and runs a prepared statement; prepares it first when it is new. */
  const execute = (sql: string, params: unknown[], statement: NamedStatement) =>
    pglite.runExclusive(async (): Promise<Answer> => {
      const { name } = statement;
      try {
        for (const dropped of statement.drop) {
          await send(serialize.close({ type: 'S', name: dropped }));
          parameterTypes.delete(dropped);
        }
        if (statement.fresh) {
          try {
            await send(serialize.parse({ name, text: sql }));
            const described = await send(serialize.describe({ type: 'S', name }));
            parameterTypes.set(name, results.parseDescribeStatementResults(described));
          } catch (error) {
            // Not prepared after all: prepared anew the next time it is met.
            names.forget(sql);
            throw error;
          }
        }
      } catch (error) {
        await send(serialize.sync());
        throw error;
      }
      const typeIds = parameterTypes.get(name) ?? [];
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = pglite.serializers[typeIds[index]!];
        return serializer ? serializer(value) : String(value);
      });
      // After an error PostgreSQL skips what follows up to the Sync, which ends the statement.
      const raw = await exchange(
        joined([
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      );
      const error = errorIn(raw);
      if (error) throw error;
      return { raw };
    });

  const run = async (sql: string, params: unknown[], inTransaction: boolean): Promise<Answer> => {
    const statement = params.length === 0 ? undefined : names.use(sql, inTransaction);
    if (!statement) {
      const result = await pglite.query(sql, params, { rowMode: 'object' });
      return { rows: result.rows, affectedRows: result.affectedRows };
    }
    return await execute(sql, params, statement);
  };

  /** A statement's answer, its rows not yet read when it ran prepared (`readAnswer`). */
  const answer = async (sql: string, params: unknown[], inTransaction: boolean) => {
    try {
      return await run(sql, params, inTransaction);
    } catch (error) {
      if (!isStale(error)) throw error;
      names.forget(sql);
      if (inTransaction) throw error;
      return await run(sql, params, inTransaction);
    }
  };

  const query = async (
    sql: string,
    params: unknown[],
    inTransaction: boolean,
  ): Promise<QueryResult> => readAnswer(await answer(sql, params, inTransaction), pglite.parsers);
  /**
   * Starts afresh after other work had the backend (pg_dump, which leaves no statement
   * prepared): nothing is prepared any more. Outside a transaction.
   */
  const forget = async () => {
    names.clear();
    parameterTypes.clear();
    await pglite.exec('deallocate all');
  };
  return { answer, query, forget, prepared: () => names.size };
}
