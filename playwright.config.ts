/**
 * End-to-end tests: the built app and the built server (`npm run build`: dist/ and
 * dist-server/, what `npm start` runs) on a throwaway embedded database, driven in Debian's
 * Chromium (Playwright downloads no browser here). The server's log goes to
 * .tmp/e2e/server.log (E2E_DIR), where the tests read the password-reset mail from the outbox log.
 */
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// E2E_PORT lets two runs (two developers' specs) share one machine; each gets its own directory.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_DIR = E2E_PORT === 8181 ? '.tmp/e2e' : `.tmp/e2e-${E2E_PORT}`;
export const E2E_ADMIN = { email: 'admin@oncoreg.test', password: 'Admin-Pass-2026' };

const chromium = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((path) =>
  existsSync(path),
);

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two browsers at once: with one, the 2-core machine was 30% idle and the suite took 7.9
  // minutes; with two, 6.6-6.8. Each spec makes its own hospital, accounts and patients, so
  // specs do not meet; the change log's test reads only the changes of its own administrator.
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  outputDir: `${E2E_DIR}-results`,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    screenshot: 'only-on-failure',
    // No trace by default: recording one for every test (to keep the failures') made a walk
    // over three specs 98 s instead of 79 on the 2-core machine. A failure still leaves its
    // screenshot; `npm run test:e2e -- --trace retain-on-failure` records traces when one is
    // needed.
    trace: 'off',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // V8's optimising compilers off: the tests load the app anew in every browser context,
        // and a trace of the walk over every route put over a quarter of the page's CPU in
        // Maglev and TurboFan, compiling code that runs for a few seconds. Four specs took 3.6
        // minutes instead of 4.3 on the 2-core machine (the pages' CPU 209 s instead of 287);
        // Maglev alone off gained nothing, `--jitless` 3.7 minutes. The benchmarks launch
        // Chromium with V8's defaults, as users run it.
        '--js-flags=--no-maglev --no-turbofan',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${E2E_DIR} && mkdir -p ${E2E_DIR} && exec node dist-server/main.mjs > ${E2E_DIR}/server.log 2>&1`,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: `${E2E_DIR}/data`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      LOG_LEVEL: 'info',
    },
  },
});
