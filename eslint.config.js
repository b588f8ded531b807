import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** An import of the top-level directory `dir` by a relative path ('../../server/app'). */
const topLevel = (dir, message) => ({ regex: `^(\\.\\.?/)+${dir}(/|$)`, message });
const layerRule = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const NO_TESTS = topLevel('tests', 'Nothing outside tests/ (and e2e/) imports from tests/.');
const SERVER_NOT_BROWSER = [
  topLevel('src', 'The server never imports the browser (src/).'),
  topLevel('resources', 'The server never imports the browser (resources/).'),
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-server',
      'data',
      'data-demo',
      'test-results',
      'playwright-report',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // The layer rules: a forbidden import fails `npm run lint` (tests/unit/layerRules.test.ts
  // keeps them from silently stopping). ESLint takes a rule's options from the last config that
  // matches a file, so each group below repeats the restrictions of the wider ones.
  {
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['tests/**', 'e2e/**'],
    rules: layerRule(NO_TESTS),
  },
  {
    // domain/ is shared by the browser and the server: no React, no Node, neither side.
    files: ['domain/**/*.ts'],
    rules: layerRule(
      NO_TESTS,
      topLevel(
        'src',
        'domain/ imports neither the browser (src/, resources/) nor the server (server/).',
      ),
      topLevel(
        'resources',
        'domain/ imports neither the browser (src/, resources/) nor the server (server/).',
      ),
      topLevel(
        'server',
        'domain/ imports neither the browser (src/, resources/) nor the server (server/).',
      ),
      {
        group: ['react', 'react-*', 'node:*', 'fastify', 'kysely', '@mui/*'],
        message:
          'domain/ is shared by the browser and the server: no React, Node, MUI or server library.',
      },
    ),
  },
  {
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}'],
    rules: layerRule(NO_TESTS, topLevel('server', 'The browser never imports server code.')),
  },
  {
    // The engine turns declarations into views: it knows no entity.
    files: ['src/framework/**/*.{ts,tsx}'],
    rules: layerRule(
      NO_TESTS,
      topLevel('server', 'The browser never imports server code.'),
      topLevel(
        'resources',
        'The engine (src/framework/) knows no entity: it never imports resources/.',
      ),
    ),
  },
  {
    files: ['server/**/*.ts'],
    rules: layerRule(NO_TESTS, ...SERVER_NOT_BROWSER),
  },
  {
    // Repositories' foundation: the database layer (the audit writer included) runs below the modules.
    files: ['server/db/**/*.ts'],
    rules: layerRule(NO_TESTS, ...SERVER_NOT_BROWSER, {
      regex: '(^|/)modules(/|$)',
      message: 'The database layer (server/db/) never imports server/modules/.',
    }),
  },
);
