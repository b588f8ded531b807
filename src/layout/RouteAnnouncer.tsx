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
  /** The title of the page being left, read before the new page's effects set its own. */
  const leaving = useRef<string | null>(null);
  useEffect(() => {
    const left = () => {
      leaving.current = document.title;
    };
    // The first page is announced by the browser's own load.
    if (first.current) {
      first.current = false;
      return left;
    }
    // Emptied first, so that two pages of one title are both said.
    setMessage('');
    const before = leaving.current ?? document.title;
    let seen = before;
    let settle: number | undefined;
    const say = () => setMessage(document.title);
    const fallback = window.setTimeout(say, TITLE_WAIT_MS);
    // The new page sets its title in its own effect (maybe before this one), or once its
    // record is here; the head changes for other reasons too (styles), which are not a title.
    const check = () => {
      if (document.title === seen) return;
      seen = document.title;
      window.clearTimeout(fallback);
      window.clearTimeout(settle);
      settle = window.setTimeout(say, TITLE_SETTLE_MS);
    };
    check();
    const watcher = new MutationObserver(check);
    watcher.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      left();
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
