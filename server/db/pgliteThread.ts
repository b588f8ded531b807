/**
 * The embedded database in a thread of its own (pgliteWorker.ts), and the Kysely dialect that
 * talks to it, so that PGlite's SQL runs on one core while the server's thread answers HTTP on
 * another. The guarantees stay those of the in-thread dialect (pgliteDialect.ts): one
 * transaction at a time, its statements on the one backend in order, and nothing of anyone
 * else's in between; the queue that keeps them is the worker's.
 *
 * A prepared statement's answer crosses as PostgreSQL's own bytes, handed over rather than
 * copied, and its rows are read here with the parsers PGlite made (pglitePrepared.ts); other
 * rows cross as structured clones (dates, bigints and file bytes survive), database errors as
 * their SQLSTATE code, constraint, table, column and the rest of PostgreSQL's fields, rebuilt
 * here as errors of the same name. If the thread dies, every query waiting for it fails with
 * an error, as does every later one; `onFailure` hears of it once. While nothing is asked of
 * it the thread keeps no process alive, so a script or test that forgets to close ends anyway.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import { pgliteParsers } from './pgliteOptions';
import { type Answer, type Parsers, answerParsers, readAnswer } from './pglitePrepared';
// Types only: the module itself runs in the worker.
import type {
  PgliteReply,
  PgliteRequest,
  PgliteStarted,
  PgliteWorkerData,
  SentError,
} from './pgliteWorker';

/** An error of the database thread, as it was thrown there. */
export class EmbeddedDatabaseError extends Error {}

function rebuiltError(sent: SentError): Error {
  const error = new EmbeddedDatabaseError(sent.message);
  // The driver's name (pg-protocol's database errors are named 'error'), as the log has known it.
  Object.defineProperty(error, 'name', { value: sent.name, enumerable: false, writable: true });
  Object.assign(error, sent.fields);
  if (sent.stack)
    error.stack = `${error.stack}\n    in the embedded database's thread: ${sent.stack}`;
  return error;
}

type Ask = PgliteRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

interface Waiting {
  resolve(reply: PgliteReply & { ok: true }): void;
  reject(error: Error): void;
}

/**
 * The worker's first script. Paths are absolute, since an evaluated script has no directory of
 * its own to resolve from.
 *
 * Bundled (scripts/buildServer.ts, what `npm start` runs), the worker's module is the plain
 * JavaScript beside this one. From the TypeScript sources (the tests, `npm run dev`, the demo)
 * it needs tsx's hooks; Node 20 does not apply a loader given to a worker with `--import` to the
 * worker's own entry, so they are registered from inside. Every module loaded after that passes
 * through them, which for PGlite's large bundles cost about a second more per start than the
 * packages themselves: they are loaded first, without the hooks, and found loaded by the worker.
 */
function workerBootstrap(): string {
  if (!import.meta.url.endsWith('.ts')) {
    return `import(${JSON.stringify(new URL('./pgliteWorker.mjs', import.meta.url).href)});`;
  }
  const require = createRequire(import.meta.url);
  const url = (path: string) => JSON.stringify(pathToFileURL(path).href);
  const packages = [
    '@electric-sql/pglite',
    '@electric-sql/pglite/contrib/pg_trgm',
    '@electric-sql/pglite-tools/pg_dump',
  ].map((name) => `import(${url(esm(require.resolve(name)))})`);
  const tsxApi = url(esm(require.resolve('tsx/esm/api')));
  const entry = JSON.stringify(new URL('./pgliteWorker.ts', import.meta.url).href);
  return `Promise.all([${packages.join(', ')}])
    .then(() => import(${tsxApi}))
    .then(({ register }) => {
      register();
      return import(${entry});
    });`;
}

/** The ESM build beside the CommonJS one that require.resolve finds. */
const esm = (path: string) =>
  path.replace(/\.cjs$/, existsSync(path.replace(/\.cjs$/, '.mjs')) ? '.mjs' : '.js');

export class PgliteThread {
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  private failure: Error | undefined;
  private closed: Promise<void> | undefined;
  private readonly exited: Promise<void>;

  private constructor(
    private readonly worker: Worker,
    private readonly onFailure: (error: Error) => void,
    /** PGlite's parsers, as the worker's PGlite made them, to read its answers with. */
    private readonly parsers: Parsers,
  ) {
    this.exited = new Promise((resolve) => worker.once('exit', () => resolve()));
    worker.on('message', (reply: PgliteReply) => this.answer(reply));
    worker.on('error', (error) => this.fail(error));
    worker.on('messageerror', (error) => this.fail(error));
    worker.on('exit', (code) => {
      this.fail(new Error(`the embedded database's thread stopped (exit code ${code})`));
    });
  }

  /** Starts the thread and opens PGlite in it; answers once it is open. */
  static start(
    data: PgliteWorkerData,
    onFailure: (error: Error) => void = () => {},
  ): Promise<PgliteThread> {
    const worker = new Worker(workerBootstrap(), {
      eval: true,
      workerData: data,
      transferList: data.loadDataDir ? [data.loadDataDir.buffer] : [],
      // The server's own flags (tsx's loader among them) are not the worker's.
      execArgv: [],
    });
    return new Promise((resolve, reject) => {
      const failed = (error: Error) => {
        worker.off('message', started);
        reject(error);
      };
      const started = (message: PgliteStarted) => {
        worker.off('error', failed);
        worker.off('exit', exited);
        worker.off('message', started);
        if (message.started) {
          const parsers = answerParsers(pgliteParsers(), message.arrayTypes);
          const thread = new PgliteThread(worker, onFailure, parsers);
          thread.idle();
          resolve(thread);
        } else {
          void worker.terminate();
          reject(rebuiltError(message.error));
        }
      };
      const exited = (code: number) =>
        failed(
          new Error(`the embedded database's thread stopped while opening (exit code ${code})`),
        );
      worker.once('error', failed);
      worker.once('exit', exited);
      worker.on('message', started);
    });
  }

  ask(ask: Ask, transfer: ArrayBuffer[] = []): Promise<PgliteReply & { ok: true }> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed && ask.kind !== 'close') {
      return Promise.reject(new Error('the embedded database is closed'));
    }
    const id = this.nextId++;
    if (this.waiting.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ ...ask, id } as PgliteRequest, transfer);
    });
  }

  async query(sql: string, params: readonly unknown[], transaction?: number) {
    const reply = await this.ask({ kind: 'query', sql, params: [...params], transaction });
    return readAnswer(reply as Answer, this.parsers);
  }

  async dump(): Promise<Uint8Array> {
    const reply = await this.ask({ kind: 'dump' });
    return (reply as { dump: Uint8Array }).dump;
  }

  /**
   * After everything asked before it: checkpoints, closes PGlite and ends the thread. Only then
   * may the directory's lock go.
   */
  close(): Promise<void> {
    this.closed ??= (async () => {
      if (!this.failure) await this.ask({ kind: 'close' });
      // The worker ends by itself once PGlite is closed; one that does not is ended.
      const timeout = setTimeout(() => void this.worker.terminate(), 5_000);
      await this.exited;
      clearTimeout(timeout);
    })();
    return this.closed;
  }

  /** Ends the thread at once without closing PGlite, as a crash would (the tests' crash). */
  async terminate(): Promise<void> {
    await this.worker.terminate();
  }

  private answer(reply: PgliteReply) {
    const waiting = this.waiting.get(reply.id);
    if (!waiting) return;
    this.waiting.delete(reply.id);
    if (reply.ok) waiting.resolve(reply);
    else waiting.reject(rebuiltError(reply.error));
    this.idle();
  }

  /** Nothing asked of the thread keeps the process alive. */
  private idle() {
    if (this.waiting.size === 0) this.worker.unref();
  }

  private fail(error: Error) {
    if (this.failure) return;
    const expected = this.closed !== undefined && this.waiting.size === 0;
    this.failure = expected ? new Error('the embedded database is closed') : error;
    for (const waiting of this.waiting.values()) waiting.reject(this.failure);
    this.waiting.clear();
    if (!expected) this.onFailure(error);
  }
}

class PgliteThreadConnection implements DatabaseConnection {
  /** Set while this connection holds a transaction: its statements name it. */
  transaction: number | undefined;

  constructor(private readonly thread: PgliteThread) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.thread.query(query.sql, query.parameters, this.transaction);
    const affected = result.affectedRows;
    return affected !== undefined && /^\s*(insert|update|delete|merge)/i.test(query.sql)
      ? { rows: result.rows as R[], numAffectedRows: BigInt(affected) }
      : { rows: result.rows as R[] };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect does not stream');
  }
}

let transactions = 0;

class PgliteThreadDriver implements Driver {
  constructor(private readonly thread: PgliteThread) {}

  async init() {}

  /**
   * A connection waits for nothing here: a query alone takes its turn in the worker, and a
   * transaction takes one at `begin` and holds it to its end.
   */
  async acquireConnection(): Promise<DatabaseConnection> {
    return new PgliteThreadConnection(this.thread);
  }

  async releaseConnection() {}

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    const access = settings.accessMode ? ` ${settings.accessMode}` : '';
    const transaction = (transactions += 1);
    await this.thread.ask({ kind: 'begin', sql: `begin${isolation}${access}`, transaction });
    (connection as PgliteThreadConnection).transaction = transaction;
  }

  async commitTransaction(connection: DatabaseConnection) {
    await this.end(connection as PgliteThreadConnection, 'commit');
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await this.end(connection as PgliteThreadConnection, 'rollback');
  }

  private async end(connection: PgliteThreadConnection, sql: 'commit' | 'rollback') {
    const transaction = connection.transaction;
    if (transaction === undefined) return;
    connection.transaction = undefined;
    await this.thread.ask({ kind: 'end', sql, transaction });
  }

  async savepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quote(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quote(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quote(name)}`));
  }

  async destroy() {
    // The owner of the thread closes it (after a checkpoint).
  }
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export class PgliteThreadDialect implements Dialect {
  constructor(private readonly thread: PgliteThread) {}

  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return new PgliteThreadDriver(this.thread);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
