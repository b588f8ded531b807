/**
 * react-admin's default light theme with darker colours where MUI's defaults fall under the
 * 4.5:1 contrast WCAG AA asks of text: the primary blue (4.0:1 as a focused field's floating
 * label on the grey of a filled input), the error red (4.2:1 as the label of a field in error
 * there), white on the warning orange (3.1:1, an open correction flag's chip) and on the info
 * blue (3.9:1); and a lighter form toolbar, on whose grey even the darker blue reads at 4.35:1
 * (the Cancel button). The shades below keep the look and read at 4.5:1 or better wherever they
 * meet.
 *
 * Keyboard focus is drawn as a ring on every button-like control (below).
 *
 * The page keeps room for the vertical scrollbar whether or not it shows (scrollbar-gutter:
 * stable), so that a page growing taller than the window (a list's rows arriving) does not
 * narrow everything by the scrollbar's width: on the patient list that reflow sent the protocol
 * filter to a second line and the table 60 px down (Lighthouse's layout shift, 0.37).
 */
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import CloseIcon from '@mui/icons-material/Close';
import { blue, grey, lightBlue, red } from '@mui/material/colors';
import { createElement } from 'react';
import { deepmerge } from '@mui/utils';
import { defaultTheme } from 'react-admin';
import type { RaThemeOptions } from 'react-admin';

export const registryTheme: RaThemeOptions = deepmerge(defaultTheme, {
  palette: {
    primary: { main: blue[800] },
    error: { main: red[800] },
    warning: { main: '#b45309' },
    info: { main: lightBlue[800] },
  },
  components: {
    MuiCssBaseline: { styleOverrides: { html: { scrollbarGutter: 'stable' } } },
    RaToolbar: { styleOverrides: { root: { backgroundColor: grey[100] } } },
    // The skip link ("Przejdź do treści") is react-admin's Button, which on a phone is an icon
    // button with its text as a tooltip; it had no icon, so the keyboard's first stop there was
    // an empty 16 px square. With an arrow it is a 40 px button on a phone, and an arrow beside
    // the text elsewhere. react-admin draws it in white on the page's near-white background
    // (1.1:1): it is in the primary blue instead.
    RaSkipNavigationButton: {
      defaultProps: { children: createElement(ArrowDownwardIcon) },
      styleOverrides: { root: { color: blue[800] } },
    },
    // A question's Cancel ("Anuluj") bore react-admin's warning sign, as if cancelling were the
    // danger; it bears a plain cross, and the warning stays with the question itself.
    RaConfirm: { defaultProps: { CancelIcon: CloseIcon } },
    // A control the keyboard focused is ringed in its own text colour, inside its edge: MUI's
    // light ripple alone left the side menu's items, the pages of a list and the language
    // buttons focused in a grey hardly told from hovered or chosen.
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: -2 } },
      },
    },
  },
});
