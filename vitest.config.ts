import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import packageJson from './package.json' with { type: 'json' };

/**
 * API test files that replace a server module (`vi.mock`): the replacement applies only to a
 * module graph of their own, so they run isolated, in a project of their own. Found by reading
 * the files, so that a new one cannot land among the shared modules by being left off a list.
 */
const API_TESTS = 'tests/api';
const API_MOCKING = readdirSync(API_TESTS, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `${API_TESTS}/${name}`)
  .filter((path) => /\bvi\.mock\(/.test(readFileSync(path, 'utf8')));
const API = {
  environment: 'node' as const,
  globalSetup: ['tests/api/globalSetup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

// Four projects: pure unit tests (domain, server helpers), browser-side tests in jsdom, API
// tests that build the Fastify app against a fresh database per file, and the API test files
// that replace a module.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core build
    // machine, where two ran the unit, browser and API tests in 390 s instead of 504 (the
    // browser tests alone in 203 s instead of 302).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        // As vite.config.ts defines it for the build.
        define: { __APP_VERSION__: JSON.stringify(packageJson.version) },
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/ui/jsdomSpeed.ts', 'tests/ui/setup.ts'],
          // As for the API tests: one module graph per worker, so that each file no longer
          // imports react-admin, MUI and the app again (the browser tests alone: 215 s instead
          // of 345 on two workers). The files of a worker share its jsdom too: setup.ts unmounts
          // and clears the storage after each test, no test may empty the document's head
          // (emotion's style tags are there), and no browser test replaces a module.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          ...API,
          include: [`${API_TESTS}/**/*.test.ts`],
          exclude: API_MOCKING,
          // One module graph per worker rather than per file: each file still builds its own
          // app on its own fresh database, but no longer imports the server (1.8 s a file) and
          // compiles the forms' validators again. The API tests took 249 s instead of 384 on
          // the embedded database, and 90 s instead of 174 on PostgreSQL (2 cores).
          isolate: false,
        },
      },
      {
        test: { name: 'api-mocking', ...API, include: API_MOCKING },
      },
    ],
  },
});
