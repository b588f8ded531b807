/**
 * Waiting for a page to settle: a heading shown, no loading indicator left and no request in
 * flight for a moment. Playwright's `networkidle` waits out 500 ms of silence after every load,
 * and its assertions retry on a back-off (100, 250, 500, 1000 ms), so a walk over every route
 * spent most of its time waiting after the page was already there. This checks the page on
 * every animation frame and the network from the requests Playwright reports.
 */
import { type Page } from '@playwright/test';

/** Silence after the last request before the page counts as loaded. */
const QUIET_MS = 150;

interface Traffic {
  inFlight: number;
  lastChange: number;
}

const trafficOf = new WeakMap<Page, Traffic>();

/** Counts a page's requests in flight; the fixtures call it for every page a test opens. */
export function trackRequests(page: Page): Traffic {
  const known = trafficOf.get(page);
  if (known) return known;
  const traffic: Traffic = { inFlight: 0, lastChange: Date.now() };
  const started = () => {
    traffic.inFlight += 1;
    traffic.lastChange = Date.now();
  };
  const ended = () => {
    traffic.inFlight = Math.max(0, traffic.inFlight - 1);
    traffic.lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  trafficOf.set(page, traffic);
  return traffic;
}

/**
 * Resolves once the page shows a visible `h1` or `h2`, no indeterminate progress indicator (a
 * bar with a value, such as a form's completeness, is content) and no request has been in
 * flight for QUIET_MS. Fails after `timeout` ms.
 */
export async function settle(page: Page, timeout = 15_000): Promise<void> {
  const traffic = trackRequests(page);
  const deadline = Date.now() + timeout;
  for (;;) {
    await page.waitForFunction(
      () => {
        // As Playwright's `:visible`: a box of some size, not hidden by `visibility` either.
        const shown = (element: Element) => {
          const box = element.getBoundingClientRect();
          return (
            box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true })
          );
        };
        const loading = document.querySelectorAll('[role="progressbar"]:not([aria-valuenow])');
        return [...document.querySelectorAll('h1, h2')].some(shown) && ![...loading].some(shown);
      },
      undefined,
      { polling: 'raf', timeout: Math.max(1, deadline - Date.now()) },
    );
    const quietFor = Date.now() - traffic.lastChange;
    if (traffic.inFlight === 0 && quietFor >= QUIET_MS) return;
    if (Date.now() > deadline) {
      throw new Error(`the page did not settle: ${traffic.inFlight} requests still in flight`);
    }
    await page.waitForTimeout(traffic.inFlight === 0 ? QUIET_MS - quietFor : 20);
  }
}

/**
 * Opens a route in the app already running, as a link in it would: the address changes and
 * the router hears of it (popstate), so the page is drawn with the code, texts and session the
 * app has. `page.goto` loads and starts the whole app again, a second or more of the 2-core
 * machine per route; a walk that checks what every route shows needs that only once. Resolves
 * once the new page has settled.
 */
export async function openInApp(page: Page, route: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  // Two frames: the router's update is drawn, and the requests it starts are under way.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await settle(page);
}
