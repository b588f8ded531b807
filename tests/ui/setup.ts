import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { LOCALES } from '../../domain';
import { loadCatalogue } from '../../src/providers/i18nProvider';

// The app loads a language's catalogue on demand; tests have both from the start.
await Promise.all(LOCALES.map(loadCatalogue));

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// react-admin's autocomplete sets its filter 250 ms after a choice and does not cancel that on
// unmount; the state update it schedules then needs a window. Let it run before jsdom goes away
// rather than fail the run with "window is not defined" (seen once in CI, after changes.test).
const AUTOCOMPLETE_DEBOUNCE_MS = 250;
afterAll(() => new Promise((resolve) => setTimeout(resolve, AUTOCOMPLETE_DEBOUNCE_MS + 50)));
