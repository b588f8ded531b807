/**
 * Tells a screen reader that a new page has opened. A single-page app changes its page without
 * the load a screen reader announces, so a link or a saved record led to a new page in silence.
 * The new page's title (its document title, which every page sets from its heading) is said in
 * a polite live region instead, once the page has set it: a record's page names the record when
 * it is loaded, so the title said is the first that holds still. Only a new path is a new page:
 * a list's page, sort or filter in the query is the same page.
 */
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new title must hold still to be the new page's. */
export const TITLE_SETTLE_MS = 250;
/** When a new page's title is said anyway: one titled as the page before (two patients' forms). */
export const TITLE_WAIT_MS = 3000;

export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const first = useRef(true);
  useEffect(() => {
    // The first page is announced by the browser's own load.
    if (first.current) {
      first.current = false;
      return undefined;
    }
    // Emptied first, so that two pages of one title are both said.
    setMessage('');
    const before = document.title;
    const say = () => setMessage(document.title);
    let settle: number | undefined;
    const fallback = window.setTimeout(say, TITLE_WAIT_MS);
    // The new page sets its title in its own effect, or once its record is here.
    const watcher = new MutationObserver(() => {
      if (document.title === before) return;
      window.clearTimeout(fallback);
      window.clearTimeout(settle);
      settle = window.setTimeout(say, TITLE_SETTLE_MS);
    });
    watcher.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      watcher.disconnect();
      window.clearTimeout(fallback);
      window.clearTimeout(settle);
    };
  }, [pathname]);
  return (
    <Box role="status" aria-atomic="true" data-testid="route-announcer" sx={visuallyHidden}>
      {message}
    </Box>
  );
}
