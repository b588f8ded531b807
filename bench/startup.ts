/**
 * Start-up on the embedded database, the server run as `npm start` runs it (bench/lib.ts): the
 * time to the first answered request and the server's resident memory a second after it
 * (VmRSS), for the first start on an empty directory (initdb, migrations, first administrator)
 * and a restart on existing data. Medians of 3 runs. Run with `npm run bench -- startup`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, startServer } from './lib';

/** The server's resident memory in MB, a second after its first answer. */
async function settledRssMb(server: RunningServer): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const status = readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) / 1024;
}

const median = (values: number[]) =>
  [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;

export async function benchStartup(runs = 3) {
  const first = { ms: [] as number[], rssMb: [] as number[] };
  const again = { ms: [] as number[], rssMb: [] as number[] };
  for (let i = 0; i < runs; i += 1) {
    const dir = mkdtempSync(join(tmpdir(), 'oncoreg-startup-'));
    for (const figures of [first, again]) {
      const server = await startServer(18_090, {}, dir, true);
      figures.ms.push(server.readyAfterMs);
      figures.rssMb.push(await settledRssMb(server));
      await server.stop();
    }
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    firstStartMs: Math.round(median(first.ms)),
    firstStartRssMb: Math.round(median(first.rssMb)),
    restartMs: Math.round(median(again.ms)),
    restartRssMb: Math.round(median(again.rssMb)),
    runs,
  };
}
