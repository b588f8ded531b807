/**
 * The environment the server's process starts with: `npm start` and `npm run demo` set it in
 * package.json, the benchmarks (bench/lib.ts) from here, and tests/unit/serverEnv.test.ts holds
 * the three to the same values. The C library reads it once, before any JavaScript runs, so it
 * cannot be set from inside the server.
 *
 * `MALLOC_MMAP_THRESHOLD_`: every block of 128 KiB or more that glibc's malloc hands out is
 * mapped on its own and returned to the system when freed. Left to itself, glibc raises that
 * threshold to the largest block freed so far (up to 32 MiB), and from then on keeps blocks of
 * that size in its heaps after they are freed. A sign-in's Argon2 check takes 19 MiB on one of
 * libuv's four threads, so each thread came to hold its own 19 MiB for good; with the start's
 * own large buffers, a server of the embedded database held 362 MB at rest after one sign-in
 * and 317 MB with this setting, and peaked at 418 and 379 MB in an export of 100,000 patients,
 * in about the same time (21.2 and 22.2 s).
 */
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' } as const;
