/**
 * The registry's theme (src/layout/theme.ts): what keeps pages from moving while they load.
 * The figures behind it come from `npm run bench -- lighthouse` (layout shift).
 */
import { describe, expect, it } from 'vitest';
import { blue } from '@mui/material/colors';
import { registryTheme } from '../../src/layout/theme';

describe('the registry theme', () => {
  it('keeps room for the scrollbar, so that a page growing taller does not narrow and reflow', () => {
    const baseline = registryTheme.components?.MuiCssBaseline?.styleOverrides as {
      html?: { scrollbarGutter?: string };
    };
    expect(baseline.html?.scrollbarGutter).toBe('stable');
  });

  it("draws the skip link in the primary blue, not react-admin's white on the near-white page", () => {
    const skip = registryTheme.components?.RaSkipNavigationButton as {
      styleOverrides?: { root?: { color?: string } };
    };
    expect(skip.styleOverrides?.root?.color).toBe(blue[800]);
  });
});
