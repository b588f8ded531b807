/**
 * A Kysely dialect for PGlite. PGlite is one PostgreSQL backend in this process, so the
 * dialect holds one connection behind a queue: a query or a whole transaction owns it until it
 * is done, and nothing interleaves with an open transaction. Transactions and savepoints are
 * plain SQL on that connection. `exclusive` lets other work (pg_dump for a backup) own the
 * backend the same way.
 */
import { type PGlite } from '@electric-sql/pglite';
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
import { preparedQueries } from './pglitePrepared';

class PgliteConnection implements DatabaseConnection {
  /** Whether a transaction is open: the driver says so as it begins and ends one. */
  inTransaction = false;
  readonly prepared: ReturnType<typeof preparedQueries>;

  constructor(pglite: PGlite) {
    this.prepared = preparedQueries(pglite);
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.prepared.query(query.sql, [...query.parameters], this.inTransaction);
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

/** Hands the one backend to one user at a time, in the order they asked. */
class ConnectionQueue {
  private tail: Promise<void> = Promise.resolve();

  /** Waits for the turn; answers the function that ends it. */
  async acquire(): Promise<() => void> {
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    return release;
  }
}

class PgliteDriver implements Driver {
  private readonly connection: PgliteConnection;
  private release: (() => void) | undefined;

  constructor(
    private readonly pglite: PGlite,
    private readonly queue: ConnectionQueue,
  ) {
    this.connection = new PgliteConnection(pglite);
  }

  async init() {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.release = await this.queue.acquire();
    return this.connection;
  }

  async releaseConnection() {
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    const access = settings.accessMode ? ` ${settings.accessMode}` : '';
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}${access}`));
    this.connection.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection) {
    this.connection.inTransaction = false;
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    this.connection.inTransaction = false;
    await connection.executeQuery(CompiledQuery.raw('rollback'));
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

  /** After other work had the backend: see preparedQueries' `forget`. */
  async forgetPrepared() {
    await this.connection.prepared.forget();
  }

  async destroy() {
    // The owner of the PGlite instance closes it (after a checkpoint).
  }
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export class PgliteDialect implements Dialect {
  private readonly queue = new ConnectionQueue();
  private driver: PgliteDriver | undefined;

  constructor(private readonly pglite: PGlite) {}

  /**
   * Runs `work` with the backend to itself: it starts once the queries and transactions before
   * it are done, and none of the server's starts until it ends.
   */
  async exclusive<T>(work: (pglite: PGlite) => Promise<T>): Promise<T> {
    const release = await this.queue.acquire();
    try {
      return await work(this.pglite);
    } finally {
      try {
        await this.driver?.forgetPrepared();
      } finally {
        release();
      }
    }
  }

  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    this.driver = new PgliteDriver(this.pglite, this.queue);
    return this.driver;
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
