/**
 * Start-up time to the first answered request, on the embedded database: the first start on
 * an empty directory (initdb, migrations, first administrator) and a restart on existing data.
 * Run with `npm run bench -- startup`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './lib';

export async function benchStartup(runs = 3) {
  const first: number[] = [];
  const again: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const dir = mkdtempSync(join(tmpdir(), 'oncoreg-startup-'));
    const a = await startServer(18_090, {}, dir, true);
    first.push(a.readyAfterMs);
    await a.stop();
    const b = await startServer(18_090, {}, dir, true);
    again.push(b.readyAfterMs);
    await b.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const median = (values: number[]) =>
    [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
  return {
    firstStartMs: Math.round(median(first)),
    restartMs: Math.round(median(again)),
    runs,
  };
}
