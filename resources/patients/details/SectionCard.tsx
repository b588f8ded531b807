/**
 * The frame of each section of a patient's page: a card named by its heading (a region for
 * assistive technology), with the section's main action beside the heading; and a two-column
 * list of labelled values that folds to one column on a narrow screen. A section whose control
 * goes away once used (a picker emptied, a row removed) moves the focus to its heading, so that
 * the browser does not drop it at the page's top (`useFocusLater`). An add takes one click at a
 * time (`useOneAtATime`).
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode, Ref, RefObject } from 'react';
import { useTranslate } from 'react-admin';
import type { MessageArgs } from '../../../domain';

export function SectionCard({
  title,
  titleArgs,
  action,
  headingRef,
  children,
}: {
  /** A message key. */
  title: string;
  titleArgs?: MessageArgs;
  action?: ReactNode;
  /** Given, the heading takes the focus from script (never from Tab). */
  headingRef?: Ref<HTMLHeadingElement> | undefined;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            mb: 1.5,
          }}
        >
          <Typography
            id={headingId}
            ref={headingRef}
            tabIndex={headingRef ? -1 : undefined}
            variant="h6"
            component="h2"
          >
            {translate(title, titleArgs)}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * Moves the focus to an element once the render under way is on the screen: a row that has just
 * appeared, or a heading after a dialog has closed (a dialog keeps the focus inside itself while
 * it is open, and on closing gives it back to its opener, which may be gone). `focusLater(ref)`
 * names the element by a ref, or by a function for a fallback (`() => button ?? heading`).
 */
export function useFocusLater() {
  const [target, setTarget] = useState<{ element: () => HTMLElement | null } | null>(null);
  useEffect(() => {
    if (!target) return;
    target.element()?.focus();
    setTarget(null);
  }, [target]);
  return useCallback(
    (element: RefObject<HTMLElement | null> | (() => HTMLElement | null)) =>
      setTarget({ element: typeof element === 'function' ? element : () => element.current }),
    [],
  );
}

/**
 * Runs a section's change only when none of its own is under way: `oneAtATime(() => ...)` does
 * nothing while the change it was last given is unsettled. A mutation's `isPending` cannot stop
 * a double click: react-query tells the page after a timer, and a browser hands over the second
 * click before it, which sent a second "add" for the server to refuse as a duplicate, its error
 * toast beside the first one's "added". A refusal is the change's own to tell (its toast); here
 * it only ends the wait.
 */
export function useOneAtATime() {
  const running = useRef(false);
  return useCallback(async <T,>(change: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    try {
      return await change();
    } catch {
      return undefined;
    } finally {
      running.current = false;
    }
  }, []);
}

/** Shown in place of a value that was not given. */
export const NOT_GIVEN = '—';

export function DetailList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0, sm: 1 },
        m: 0,
      }}
    >
      {children}
    </Box>
  );
}

export function Detail({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <>
      <Typography
        component="dt"
        variant="body2"
        color="text.secondary"
        sx={{ mt: { xs: 1, sm: 0 } }}
      >
        {translate(label)}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children === null || children === undefined || children === '' ? NOT_GIVEN : children}
      </Typography>
    </>
  );
}

/** An empty section's sentence. */
export function EmptyNote({ text, args }: { text: string; args?: MessageArgs | undefined }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate(text, args)}
    </Typography>
  );
}
