/**
 * The static checks of `npm test` in two lanes, one a core: the type check beside ESLint then
 * Prettier. Each is a single thread, and one after another they left a core of the 2-core
 * build machine idle for about a minute. Each check's output is printed whole once it ends, so
 * that two never mix; the script fails when any of them does, after all have run.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

interface Check {
  name: string;
  command: string;
  args: string[];
}

const LANES: Check[][] = [
  [{ name: 'type check', command: 'tsc', args: ['--noEmit', '-p', 'tsconfig.json'] }],
  [
    { name: 'ESLint', command: 'eslint', args: ['--max-warnings', '0', '.'] },
    { name: 'Prettier', command: 'prettier', args: ['--check', '.'] },
  ],
];

function run(check: Check): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(join('node_modules', '.bin', check.command), check.args, {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    let reported = false;
    // A child that cannot start emits 'error', and may emit 'close' after it: report once.
    const report = (passed: boolean, why: string) => {
      if (reported) return;
      reported = true;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n> ${check.name}: ${why} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(passed);
    };
    child.on('error', (error) => report(false, `could not start (${error.message})`));
    child.on('close', (code, signal) =>
      report(code === 0, code === 0 ? 'passed' : `failed (${signal ?? `exit code ${code}`})`),
    );
  });
}

async function runLane(lane: Check[]): Promise<boolean[]> {
  const passed: boolean[] = [];
  for (const check of lane) passed.push(await run(check));
  return passed;
}

const results = (await Promise.all(LANES.map(runLane))).flat();
if (results.includes(false)) process.exitCode = 1;
