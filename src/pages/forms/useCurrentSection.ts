/**
 * Which section of a long protocol form is being read, for the index to mark beside it: the last
 * whose top has passed a line just under the app bar, where a jump to a section puts it. At the
 * page's foot the last sections cannot scroll up to that line, so there the section that holds
 * the keyboard's focus is the one read (the one jumped to, or the one whose field is being
 * filled) while it is in the window. Read on scroll, focus and the page's resizing, at most once
 * a frame.
 */
import { useEffect, useState } from 'react';
import { sectionElementId } from './formSections';

/**
 * The line, in px from the window's top, a section's top must pass to be the one read: a jump
 * leaves it at 72 px (its `scrollMarginTop`), under the app bar.
 */
const READING_LINE = 96;

export interface SectionPlace {
  name: string;
  /** Its top and bottom, in px from the window's top. */
  top: number;
  bottom: number;
}

/** The section read, from where the sections stand; null when there are none. */
export function sectionAtLine(
  places: readonly SectionPlace[],
  {
    line = READING_LINE,
    atFoot = false,
    focused = null,
    windowHeight = Infinity,
  }: { line?: number; atFoot?: boolean; focused?: string | null; windowHeight?: number } = {},
): string | null {
  if (atFoot && focused) {
    const place = places.find((section) => section.name === focused);
    if (place && place.bottom > 0 && place.top < windowHeight) return focused;
  }
  let current = places[0]?.name ?? null;
  for (const place of places) if (place.top <= line) current = place.name;
  return current;
}

const SECTION_ID_PREFIX = sectionElementId('');

function focusedSection(): string | null {
  const active = document.activeElement;
  const section = active?.closest?.(`[id^="${SECTION_ID_PREFIX}"]`);
  return section ? section.id.slice(SECTION_ID_PREFIX.length) : null;
}

export function useCurrentSection(names: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const key = names.join('\n');
  useEffect(() => {
    const sectionNames = key ? key.split('\n') : [];
    let frame = 0;
    const measure = () => {
      frame = 0;
      const places: SectionPlace[] = [];
      for (const name of sectionNames) {
        const element = document.getElementById(sectionElementId(name));
        if (!element) continue;
        const { top, bottom } = element.getBoundingClientRect();
        places.push({ name, top, bottom });
      }
      const root = document.documentElement;
      const atFoot = window.scrollY + window.innerHeight >= root.scrollHeight - 2;
      setCurrent(
        sectionAtLine(places, {
          atFoot,
          focused: focusedSection(),
          windowHeight: window.innerHeight,
        }),
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('focusin', schedule);
    // The form drawn after the index, or rows added above the line, move the sections unscrolled.
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resizes?.observe(document.body);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      resizes?.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
    };
  }, [key]);
  return current;
}
