import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import packageJson from './package.json' with { type: 'json' };

// The browser app: built to dist/ (served by the API process in production); in development
// the Vite server forwards /api to the API on port 8080.
export default defineConfig({
  plugins: [react()],
  resolve: {
    // Polyfills node-polyglot pulls in for old engines, replaced by what every supported browser
    // has: they cost the login route about 8 kB of its 250 kB budget.
    alias: {
      'object.entries': fileURLToPath(new URL('./src/shims/objectEntries.cjs', import.meta.url)),
      hasown: fileURLToPath(new URL('./src/shims/hasOwn.cjs', import.meta.url)),
    },
  },
  // The release label the app shows (menu footer, changelog page): package.json's version.
  define: { __APP_VERSION__: JSON.stringify(packageJson.version) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in the build the registry serves: they would hand anyone the app's sources.
    sourcemap: false,
    // Lets bench/ compute what a route loads (the login budget is 250 kB of gzip JavaScript).
    manifest: true,
    // Fewer, larger chunks. Left to itself, Rolldown gave every set of pages sharing a module a
    // chunk of its own: 227 files, most of them about 1 kB, so the patient list fetched about 150
    // scripts, six at a time, before it could ask for its rows. Now:
    // - what the entry imports joins the entry (`$initial`): every route runs it anyway;
    // - the login page's code is one chunk, so /login loads nothing that only signed-in pages use
    //   (its 250 kB gzip budget);
    // - a module that three or more chunks import goes into one chunk shared by the signed-in
    //   pages (the layout, react-admin's and MUI's components, the forms' machinery).
    // What only one or two chunks use (the charts, the protocol forms, the date picker) stays
    // with them. main.tsx must not await at its top level: a chunk that imports from the entry
    // could then never finish loading.
    // The entry (about 600 kB minified, 190 kB gzip) is that size on purpose, and the shared
    // chunk (about 430 kB) comes near 500; the login budget's test guards what a guest downloads.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 3 },
            { name: 'login', test: /src[\\/]pages[\\/]LoginPage\./, priority: 2 },
            { name: 'shared', minShareCount: 3, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': {
        target: 'http://localhost:8080',
        changeOrigin: true,
      },
    },
  },
  preview: {
    proxy: {
      '/api': {
        target: 'http://localhost:8080',
        changeOrigin: true,
      },
    },
  },
});
