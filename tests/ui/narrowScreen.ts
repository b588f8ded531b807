/**
 * A screen's width for jsdom, which matches no media query of its own. Each function answers
 * the function that puts the screen back.
 */

/** jsdom's `matchMedia` replaced by one that matches the queries `matches` accepts. */
function screenMatching(matches: (query: string) => boolean): () => void {
  const matchMedia = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = matchMedia;
  };
}

/**
 * A phone's screen: every `max-width` query matches, so MUI's `down` breakpoints
 * (useStackedRows, react-admin's small-screen pager) hold.
 */
export const narrowScreen = () => screenMatching((query) => query.includes('max-width'));

/** A screen of 1280 px: every `min-width` query matches, so MUI's `up` breakpoints hold. */
export const wideScreen = () => screenMatching((query) => query.includes('min-width'));
