import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { LOCALES } from '../../domain';
import { loadCatalogue } from '../../src/providers/i18nProvider';

// The app loads a language's catalogue on demand; tests have both from the start.
await Promise.all(LOCALES.map(loadCatalogue));

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
