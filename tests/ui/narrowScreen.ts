/**
 * A phone's screen for jsdom, which matches no media query of its own: every `max-width` query
 * matches, so MUI's `down` breakpoints (useStackedRows, react-admin's small-screen pager) hold.
 * Answers the function that puts the screen back.
 */
export function narrowScreen(): () => void {
  const matchMedia = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('max-width'),
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
