/**
 * The static checks of `npm test` in two lanes, one a core: `npm run typecheck` beside
 * `npm run lint` (ESLint, then Prettier). Each is a single thread, and one after another they
 * left a core of the 2-core build machine idle for about a minute. Each lane's output is
 * printed whole once it ends, so that the two never mix; the script fails when either does,
 * after both have run.
 */
import { spawn } from 'node:child_process';

const LANES = ['typecheck', 'lint'];

function run(script: string): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    let reported = false;
    // A child that cannot start emits 'error', and may emit 'close' after it: report once.
    const report = (passed: boolean, why: string) => {
      if (reported) return;
      reported = true;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n> npm run ${script}: ${why} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(passed);
    };
    child.on('error', (error) => report(false, `could not start (${error.message})`));
    child.on('close', (code, signal) =>
      report(code === 0, code === 0 ? 'passed' : `failed (${signal ?? `exit code ${code}`})`),
    );
  });
}

const results = await Promise.all(LANES.map(run));
if (results.includes(false)) process.exitCode = 1;
