/**
 * After `vite build`: a gzip copy of every text asset of dist/ (or of the build directory named
 * first, for a benchmark's build of its own), served as is by @fastify/static.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

let count = 0;
for (const file of walk(process.argv[2] ?? 'dist')) {
  if (!/\.(js|css|html|svg|json|txt|map)$/.test(file)) continue;
  writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }));
  count += 1;
}
process.stdout.write(`compressed ${count} files\n`);
