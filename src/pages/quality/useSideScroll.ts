/**
 * Whether a box that scrolls sideways holds more than it shows, and at which of its ends it is,
 * so that its page can say so: a table wider than its card otherwise looks whole, with its last
 * columns cut off at the card's edge and nothing telling that they are there. Measured when the
 * box mounts, scrolls or changes size (a narrower window, a language with longer headers); where
 * the browser has no ResizeObserver, on the window's resize.
 */
import { useLayoutEffect, useState } from 'react';

export interface SideScroll {
  /** The content is wider than the box. */
  overflows: boolean;
  /** Scrolled away from the start: something is hidden to the left. */
  scrolled: boolean;
  /** More to the right than the box shows. */
  more: boolean;
}

const WHOLE: SideScroll = { overflows: false, scrolled: false, more: false };

/** Sub-pixel widths and a zoomed page round scrollLeft and the widths differently. */
const SLACK = 1;

export function useSideScroll<E extends HTMLElement>() {
  const [element, setElement] = useState<E | null>(null);
  const [state, setState] = useState<SideScroll>(WHOLE);
  // Measured before the first paint, so that the hint and the edge's shadow do not pop in after it.
  useLayoutEffect(() => {
    if (!element) return undefined;
    const measure = () => {
      const { scrollLeft, scrollWidth, clientWidth } = element;
      const overflows = scrollWidth > clientWidth + SLACK;
      const next = {
        overflows,
        scrolled: overflows && scrollLeft > SLACK,
        more: overflows && scrollLeft + clientWidth < scrollWidth - SLACK,
      };
      // Scrolling measures at every frame; only a change of state renders again.
      setState((last) =>
        last.overflows === next.overflows &&
        last.scrolled === next.scrolled &&
        last.more === next.more
          ? last
          : next,
      );
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (observer) {
      observer.observe(element);
      // The content changes width on its own too (the language switched, figures reloaded).
      if (element.firstElementChild) observer.observe(element.firstElementChild);
    }
    return () => {
      element.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [element]);
  return [setElement, state] as const;
}
