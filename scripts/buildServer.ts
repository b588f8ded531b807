/**
 * The server as the registry runs it: server/main.ts and the embedded database's thread
 * (server/db/pgliteWorker.ts) bundled into dist-server/, plain JavaScript that Node runs without
 * tsx. Run under tsx, with its TypeScript loader, the server's process held 60-80 MB more
 * resident memory (README, Measured). Packages stay in node_modules; the
 * output is not minified, so a stack trace names the functions, and each module is marked with
 * its source file. Kept apart from dist/, which the server hands to browsers.
 */
import { build } from 'esbuild';
import packageJson from '../package.json' with { type: 'json' };

const SERVER_OUT_DIR = 'dist-server';

export async function buildServer(outdir = SERVER_OUT_DIR) {
  await build({
    entryPoints: { main: 'server/main.ts', pgliteWorker: 'server/db/pgliteWorker.ts' },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${packageJson.engines.node.replace(/^>=/, '')}`,
    packages: 'external',
    keepNames: true,
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
