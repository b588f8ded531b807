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
