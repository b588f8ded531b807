/**
 * Where a cold load's time goes on this machine: the signed-in dashboard and patient list, each
 * opened `LOADCPU_RUNS` times (3) in a fresh Chromium against the demo registry, from the
 * navigation to the page's content (the dashboard's heading, the list's rows). For each load,
 * the CPU time every process and thread used meanwhile, read from /proc: the page's renderer
 * (its main thread, where the app's script, style and layout run, and its other threads:
 * compiling, rasterising, compositing), Chromium's browser, GPU and utility processes, the demo
 * server, and the machine's cores in all.
 *
 * Lighthouse measures the main thread's tasks by the clock. When the cores are full, a task
 * waits for one and lasts longer than its own CPU time; this benchmark says how full they were
 * (`coresBusy`: the machine's busy CPU time over the load's time times its cores) and how much
 * of the load the main thread itself ran (`mainThreadShare`).
 *
 * Linux only (/proc). Run with `npm run build && npm run bench -- loadcpu`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { chromium } from '@playwright/test';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../src/providers/tokenStore';
import { CHROMIUM_ARGS, CHROMIUM_PATH, median, startDemo } from './demo';

const PAGES = [
  { name: 'dashboard', path: '/', ready: 'heading' },
  { name: 'patients', path: '/patients', ready: 'rows' },
] as const;

/** Clock ticks a second, as /proc counts CPU time (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

type Group = 'rendererMain' | 'rendererOther' | 'browser' | 'gpu' | 'utility' | 'server';

function ticksOf(statPath: string): { comm: string; ticks: number } | undefined {
  try {
    const stat = readFileSync(statPath, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      ticks: Number(fields[11]) + Number(fields[12]),
    };
  } catch {
    return undefined; // gone meanwhile
  }
}

/** CPU ticks by thread (`pid/tid`), each with the group it counts in, and the machine's busy ticks. */
function snapshot() {
  const threads = new Map<string, { group: Group; ticks: number }>();
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    let cmdline: string;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
    } catch {
      continue;
    }
    const type = /--type=(\S+)/.exec(cmdline)?.[1];
    const isChromium = /chrom/i.test(cmdline.split(' ')[0] ?? '');
    const isServer = cmdline.includes('scripts/demo.ts');
    if (!isChromium && !isServer) continue;
    let tids: string[];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      const thread = ticksOf(`/proc/${pid}/task/${tid}/stat`);
      if (!thread) continue;
      let group: Group;
      if (isServer) group = 'server';
      else if (type === 'renderer') group = tid === pid ? 'rendererMain' : 'rendererOther';
      else if (type === 'gpu-process') group = 'gpu';
      else if (type) group = 'utility';
      else group = 'browser';
      threads.set(`${pid}/${tid}`, { group, ticks: thread.ticks });
    }
  }
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1);
  const ticks = cpu.map(Number);
  const idle = ticks[3]! + (ticks[4] ?? 0);
  const machineBusy = ticks.slice(0, 8).reduce((sum, tick) => sum + tick, 0) - idle;
  return { threads, machineBusy };
}

/** The CPU milliseconds each group used between two snapshots. */
function used(before: ReturnType<typeof snapshot>, after: ReturnType<typeof snapshot>) {
  const byGroup: Record<Group, number> = {
    rendererMain: 0,
    rendererOther: 0,
    browser: 0,
    gpu: 0,
    utility: 0,
    server: 0,
  };
  // The page's renderer is the one whose main thread worked most: others are spare or blank.
  const mains = [...after.threads].filter(([, thread]) => thread.group === 'rendererMain');
  const pageRenderer = mains
    .map(([key, thread]) => ({
      pid: key.split('/')[0],
      ticks: thread.ticks - (before.threads.get(key)?.ticks ?? 0),
    }))
    .sort((a, b) => b.ticks - a.ticks)[0]?.pid;
  for (const [key, thread] of after.threads) {
    const delta = thread.ticks - (before.threads.get(key)?.ticks ?? 0);
    const isRenderer = thread.group === 'rendererMain' || thread.group === 'rendererOther';
    const group = isRenderer && key.split('/')[0] !== pageRenderer ? 'utility' : thread.group;
    byGroup[group] += delta * TICK_MS;
  }
  return { byGroup, machineBusyMs: (after.machineBusy - before.machineBusy) * TICK_MS };
}

export async function benchLoadCpu() {
  const runs = Number(process.env.LOADCPU_RUNS || 3);
  const cores = availableParallelism();
  const demo = await startDemo(18_097);
  try {
    const { email, password } = demo.credentials.ROLE_CENTRAL_ADMINISTRATOR;
    const results: Record<string, unknown> = { cores };
    for (const { name, path, ready } of PAGES) {
      const loads: (Record<Group, number> & {
        wallMs: number;
        machineBusyMs: number;
      })[] = [];
      for (let run = 0; run < runs; run++) {
        const response = await fetch(`${demo.url}/api/login_check`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
        const session = (await response.json()) as { token: string; refresh_token: string };
        const browser = await chromium.launch({
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
        });
        try {
          const page = await browser.newPage({ viewport: { width: 1350, height: 940 } });
          // The session in the origin's storage, written from a JSON answer: no app script cached.
          await page.goto(`${demo.url}/api/health`);
          await page.evaluate(
            ([accessKey, refreshKey, pair]) => {
              localStorage.setItem(accessKey, pair.token);
              localStorage.setItem(refreshKey, pair.refresh_token);
            },
            [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, session] as const,
          );
          await page.waitForTimeout(1_000);
          const before = snapshot();
          const started = Date.now();
          await page.goto(`${demo.url}${path}`);
          if (ready === 'rows') await page.getByRole('row').nth(5).waitFor();
          else await page.getByRole('heading', { level: 1 }).waitFor();
          const wallMs = Date.now() - started;
          const { byGroup, machineBusyMs } = used(before, snapshot());
          loads.push({ wallMs, machineBusyMs, ...byGroup });
        } finally {
          await browser.close();
        }
      }
      const medianOf = (key: keyof (typeof loads)[number]) =>
        median(loads.map((load) => load[key]));
      const wallMs = medianOf('wallMs');
      results[name] = {
        median: {
          wallMs,
          cpuMs: Object.fromEntries(
            (
              [
                'rendererMain',
                'rendererOther',
                'browser',
                'gpu',
                'utility',
                'server',
                'machineBusyMs',
              ] as const
            ).map((key) => [key.replace(/Ms$/, ''), medianOf(key)]),
          ),
          coresBusy: Number(
            median(loads.map((load) => load.machineBusyMs / (load.wallMs * cores))).toFixed(2),
          ),
          mainThreadShare: Number(
            median(loads.map((load) => load.rendererMain / load.wallMs)).toFixed(2),
          ),
        },
        wallMs: loads.map((load) => load.wallMs),
      };
    }
    return results;
  } finally {
    await demo.stop();
  }
}
