/**
 * Whether an element is on the screen or close below it (`margin`, of the viewport's height),
 * from the first time it is: it stays so after. Heavy drawings below the fold wait for it, so
 * that a page's load draws only what is seen (the dashboard's charts: each one's first drawing
 * is a long task, recharts updating its store in the commit). Where the browser cannot tell
 * (no IntersectionObserver), everything counts as near.
 */
import { useEffect, useState } from 'react';

/** Far enough ahead that a chart scrolled towards is drawn before it comes into view. */
export const NEAR_MARGIN = '0px 0px 25% 0px';

export function useNearViewport<E extends Element>(margin = NEAR_MARGIN) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [element, setElement] = useState<E | null>(null);
  useEffect(() => {
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return [setElement, near] as const;
}
