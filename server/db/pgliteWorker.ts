/**
 * The embedded database's own thread: it owns the PGlite instance and runs what the server's
 * thread asks of it (pgliteThread.ts), so that SQL and HTTP run on different cores.
 *
 * PGlite is one PostgreSQL backend, so the thread keeps the queue that the in-thread dialect
 * keeps (pgliteDialect.ts): a query, a whole transaction, a dump or the close owns the backend
 * until it is done, in the order they arrived, and nothing interleaves with an open transaction.
 * The queue lives here rather than in the server's thread so that queries waiting for their turn
 * run back to back, without waiting for the server's thread to hand each one over.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { dumpPgliteBackend } from '../backup/dump';
import { pgliteExtensions, pgliteParsers, pgliteStartParams, snapshotBlob } from './pgliteOptions';
import { ARRAY_TYPES_SQL, type Answer, type ArrayType, preparedQueries } from './pglitePrepared';
import { keepPrivate } from './privateDirectory';

export interface PgliteWorkerData {
  /** PGlite's directory; in memory without it. */
  dataDir?: string;
  /** The directory made private by the server's thread, whose chmod calls this thread guards. */
  privateDir?: string;
  /** A `dumpDataDir` snapshot to start from. */
  loadDataDir?: Uint8Array<ArrayBuffer>;
}

/** What the server's thread asks. A transaction's statements name it; other queries do not. */
export type PgliteRequest = { id: number } & (
  | { kind: 'query'; sql: string; params: unknown[]; transaction?: number }
  | { kind: 'begin'; sql: string; transaction: number }
  | { kind: 'end'; sql: 'commit' | 'rollback'; transaction: number }
  | { kind: 'dump' }
  | { kind: 'close' }
);

/** A database error's fields as PostgreSQL sends them (pg-protocol's DatabaseError). */
export const DATABASE_ERROR_FIELDS = [
  'severity',
  'code',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'file',
  'line',
  'routine',
] as const;

/**
 * An error as it crosses threads (a structured clone keeps only an error's name and message):
 * its name, message, stack and PostgreSQL's fields. The statement's parameters (PGlite's
 * `params`), which may be a patient's data, stay behind.
 */
export interface SentError {
  name: string;
  message: string;
  stack?: string;
  fields: Partial<Record<(typeof DATABASE_ERROR_FIELDS)[number], string>>;
}

export type PgliteReply = { id: number } & (
  | ({ ok: true } & Answer)
  | { ok: true; dump: Uint8Array }
  | { ok: true }
  | { ok: false; error: SentError }
);

/**
 * The first message: PGlite is open, with the array types whose parsers it made (so that the
 * server's thread reads answers as PGlite would), or why it is not.
 */
export type PgliteStarted =
  | { started: true; arrayTypes: ArrayType[] }
  | { started: false; error: SentError };

export function sendableError(value: unknown): SentError {
  if (!(value instanceof Error)) return { name: 'Error', message: String(value), fields: {} };
  const source = value as Error & Record<string, unknown>;
  const fields: SentError['fields'] = {};
  for (const key of DATABASE_ERROR_FIELDS) {
    const field = source[key];
    if (typeof field === 'string') fields[key] = field;
  }
  return { name: source.name, message: source.message, stack: source.stack, fields };
}

/** Hands the backend to one job at a time, in the order they asked. */
class Turns {
  private tail: Promise<void> = Promise.resolve();

  async acquire(): Promise<() => void> {
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    return release;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }
}

/**
 * Buffers of file contents are handed over rather than copied, when a row's value owns its
 * whole buffer (PGlite makes one per bytea value).
 */
function transferables(rows: unknown[]): ArrayBuffer[] {
  const buffers: ArrayBuffer[] = [];
  for (const row of rows) {
    if (row === null || typeof row !== 'object') continue;
    for (const value of Object.values(row)) {
      if (
        value instanceof Uint8Array &&
        value.buffer instanceof ArrayBuffer &&
        value.byteOffset === 0 &&
        value.byteLength === value.buffer.byteLength &&
        value.byteLength > 0 &&
        !buffers.includes(value.buffer)
      ) {
        buffers.push(value.buffer);
      }
    }
  }
  return buffers;
}

async function serve() {
  const port = parentPort;
  if (!port) throw new Error('pgliteWorker.ts runs as a worker thread (pgliteThread.ts starts it)');
  const data = workerData as PgliteWorkerData;
  if (data.privateDir) keepPrivate(data.privateDir);

  let pglite: PGlite;
  let arrayTypes: ArrayType[];
  try {
    pglite = await PGlite.create({
      dataDir: data.dataDir,
      loadDataDir: data.loadDataDir ? snapshotBlob(data.loadDataDir) : undefined,
      startParams: pgliteStartParams(),
      parsers: pgliteParsers(),
      extensions: pgliteExtensions(),
    });
    arrayTypes = (await pglite.query<ArrayType>(ARRAY_TYPES_SQL)).rows;
  } catch (error) {
    port.postMessage({ started: false, error: sendableError(error) } satisfies PgliteStarted);
    port.close();
    return;
  }

  const turns = new Turns();
  /** The open transactions' releases of the backend, by the server's number for each. */
  const transactions = new Map<number, () => void>();
  let closing = false;

  const prepared = preparedQueries(pglite);
  // A prepared statement's rows are read in the server's thread, this one's time being the
  // embedded database's limit.
  const query = (sql: string, params: unknown[] = [], inTransaction = false) =>
    prepared.answer(sql, params, inTransaction);

  const handle = async (request: PgliteRequest): Promise<PgliteReply> => {
    const { id } = request;
    if (closing) throw new Error('the embedded database is closed');
    switch (request.kind) {
      case 'query': {
        // A transaction's statements run on its turn, which it holds; others wait for one.
        const result =
          request.transaction === undefined
            ? await turns.run(() => query(request.sql, request.params))
            : transactions.has(request.transaction)
              ? await query(request.sql, request.params, true)
              : unknownTransaction();
        return { id, ok: true, ...result };
      }
      case 'begin': {
        const release = await turns.acquire();
        try {
          await query(request.sql);
        } catch (error) {
          await rollbackQuietly();
          release();
          throw error;
        }
        transactions.set(request.transaction, release);
        return { id, ok: true };
      }
      case 'end': {
        const release = transactions.get(request.transaction);
        // Kysely rolls back after a failed commit: that transaction has ended already, and the
        // backend may be another's by now.
        if (!release) return { id, ok: true };
        transactions.delete(request.transaction);
        try {
          await query(request.sql);
        } catch (error) {
          // A failed commit has ended the transaction; make sure of it before the next turn.
          await rollbackQuietly();
          throw error;
        } finally {
          release();
        }
        return { id, ok: true };
      }
      case 'dump': {
        const dump = await turns.run(async () => {
          try {
            return await dumpPgliteBackend(pglite);
          } finally {
            await prepared.forget();
          }
        });
        return { id, ok: true, dump };
      }
      case 'close': {
        // After everything asked before it: the server's last writes, then a checkpoint.
        await turns.run(async () => {
          closing = true;
          try {
            await pglite.exec('checkpoint');
          } finally {
            await pglite.close();
          }
        });
        return { id, ok: true };
      }
    }
  };

  const unknownTransaction = (): never => {
    throw new Error('no such transaction in the embedded database (it has ended)');
  };
  const rollbackQuietly = async () => {
    try {
      await pglite.exec('rollback');
    } catch {
      // No transaction was open.
    }
  };

  port.on('message', (request: PgliteRequest) => {
    handle(request).then(
      (reply) => {
        const transfer =
          'dump' in reply && reply.dump
            ? [reply.dump.buffer as ArrayBuffer]
            : 'raw' in reply
              ? [reply.raw.buffer]
              : 'rows' in reply
                ? transferables(reply.rows)
                : [];
        port.postMessage(reply, transfer);
        if (request.kind === 'close') port.close();
      },
      (error: unknown) => {
        port.postMessage({
          id: request.id,
          ok: false,
          error: sendableError(error),
        } satisfies PgliteReply);
      },
    );
  });
  port.postMessage({ started: true, arrayTypes } satisfies PgliteStarted);
}

await serve();
