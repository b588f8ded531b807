import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The browser app: built to dist/ (served by the API process in production); in development
// the Vite server forwards /api to the API on port 8080.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
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
