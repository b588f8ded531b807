/**
 * react-admin's sidebar, started afresh whenever the screen crosses the phone's width.
 *
 * Below 600 px the sidebar is a modal drawer, above it a docked one, and its open state
 * defaults to closed on a phone and open elsewhere. The drawer's kind and its state follow two
 * separate media queries, which can change in two renders: a phone turned upright from
 * landscape (or a window narrowed) first rendered the modal drawer open, with the wide screen's
 * state, then closed it at once. The drawer's panel was hidden, but its modal layer was never
 * told that the transition had ended: it stayed, invisible, over the whole page and took every
 * tap until a reload (seen in Chromium; e2e/quality.spec.ts). Mounted anew on each crossing,
 * the sidebar reads both queries at once, and a half-opened drawer goes away with the sidebar
 * that showed it.
 */
import { type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Sidebar, useTranslate, type SidebarProps } from 'react-admin';

/**
 * On a phone the opened menu is a modal drawer that holds the focus until it is closed: a dialog,
 * named as the menu's landmark is, so that a screen reader says what has opened.
 */
export function RegistrySidebar(props: SidebarProps) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const dialog = phone
    ? {
        slotProps: {
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-label': translate('registry.menu.navigation'),
          },
        },
      }
    : {};
  return <Sidebar key={phone ? 'phone' : 'wide'} {...props} {...dialog} />;
}
