/**
 * Playwright's `test`, with one guard on every page a test opens: the app runs under the
 * registry's content security policy (scripts from its own origin only, no eval), and any
 * violation Chromium reports, such as a library evaluating code, fails the test. The guard
 * listens on the browser context, so pages opened during the test are covered too. Every page's
 * requests are counted from its start, for `settle` (e2e/settle.ts).
 */
import { type Page, expect, test as base } from '@playwright/test';
import { trackRequests } from './settle';

export const test = base.extend<{ contentSecurityPolicyGuard: void }>({
  contentSecurityPolicyGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (page: Page) => {
        trackRequests(page);
        page.on('console', (message) => {
          if (/Content Security Policy|unsafe-eval/i.test(message.text())) {
            violations.push(`${page.url()}: ${message.text()}`);
          }
        });
        page.on('pageerror', (error) => {
          if (error.name === 'EvalError') violations.push(`${page.url()}: ${error.message}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(violations, 'content security policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
