/**
 * Tells a screen reader that a new page has opened. A single-page app changes its page without
 * the load a screen reader announces, so a link or a saved record led to a new page in silence.
 * The new page's title (its document title, which every page sets from its heading) is said in
 * a polite live region instead, once the page has set it. Only a new path is a new page: a
 * list's page, sort or filter in the query is the same page.
 */
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** Time for the new page to set its title, its record's included when it is loaded by then. */
export const ANNOUNCE_AFTER_MS = 600;

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
    // Emptied first, so that two pages of one title (two patients' forms) are both said.
    setMessage('');
    const timer = window.setTimeout(() => setMessage(document.title), ANNOUNCE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return (
    <Box role="status" aria-atomic="true" data-testid="route-announcer" sx={visuallyHidden}>
      {message}
    </Box>
  );
}
