/**
 * How every PGlite of the registry is started, in this thread or in the embedded database's own
 * (pgliteWorker.ts): a module of its own so that the worker loads no more than it needs.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// int8 (counts, audit ids) as numbers, dates as YYYY-MM-DD strings, as on PostgreSQL (database.ts).
const INT8 = 20;
const DATE = 1082;

export function pgliteStartParams(): string[] {
  // PGlite starts with -F (fsync off); keep everything else of its defaults.
  return [
    ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
    '-c',
    'wal_sync_method=open_datasync',
    // PGlite's default of 128 MB held about 115 MB more memory at rest than 16 MB. But 16 MB is
    // less than one index of a registry of 100,000 patients (the name index: 2,045 pages), so a
    // central administrator's list copied its pages in again on every request. With 64 MB, on
    // that registry under the patients benchmark's requests at 50 connections: the
    // administrator's list 154-155 -> 202 req/s, the physician's 264-278 -> 247-308, a search for
    // a common name alone about twice as fast; the server's memory on a restart 309 -> 344 MB
    // (`npm run bench -- startup`).
    '-c',
    'shared_buffers=64MB',
    // PGlite's files are read through memory (it never fsyncs, the OS caches them), so a random
    // page costs about what a sequential one does. With the default of 4 the planner scanned
    // a whole table of dictionary entries rather than follow its trigram index.
    '-c',
    'random_page_cost=1.1',
  ];
}

/** Extensions the migrations create; PGlite needs them passed on every open, not only the first. */
export function pgliteExtensions() {
  return { pg_trgm };
}

export function pgliteParsers() {
  return { [INT8]: (value: string) => Number(value), [DATE]: (value: string) => value };
}

/**
 * A snapshot's bytes as PGlite's `loadDataDir` takes them. PGlite reads it with `arrayBuffer()`,
 * which Node 20's Blob answers by streaming its copy out in 64 kB chunks: about 0.45 s of a
 * 62 MB snapshot, a quarter of opening it. This one answers with a copy of the bytes at once;
 * everything else a Blob does (stream, slice, text) is Node's own, on the same bytes.
 */
export function snapshotBlob(bytes: Uint8Array<ArrayBuffer>): Blob {
  return Object.assign(new Blob([bytes]), {
    arrayBuffer: async () => new Uint8Array(bytes).buffer,
  });
}
