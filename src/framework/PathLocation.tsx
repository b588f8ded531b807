/**
 * The address as the app's frame needs it: a new path, not a new query. A list's page, sort
 * and filters live in the address's query, and every change of it made React draw again
 * everything that reads the address: the side menu's entries (react-admin's `Menu.Item` asks
 * whether its path is the current one), the app bar's links, each with its button, ripple and
 * tooltip, some 250 components on each change of a list's page (`npm run bench -- listui`).
 * Under PathLocation they are drawn again only when the path changes.
 *
 * What they read stays true: the location they get is the current one, its query brought up
 * to date as soon as the query changes (before the browser paints, so before any click). A link
 * clicked on /patients?page=2 compares its target with that whole address (React Router
 * replaces rather than pushes a link to the address already shown), as it would without
 * PathLocation. Only the moment they are drawn follows the path.
 */
import { useContext, useLayoutEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext } from 'react-router-dom';

export function PathLocation({ children }: { children: ReactNode }) {
  const context = useContext(LocationContext);
  const { pathname } = context.location;
  // A new value, and so a new drawing of the children, only for a new path: a copy of the
  // address as it is then, brought up to date (the same object) whenever the query changes.
  const value = useMemo(
    () => ({ ...context, location: { ...context.location } }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the path alone, on purpose
    [pathname],
  );
  useLayoutEffect(() => {
    Object.assign(value.location, context.location);
    value.navigationType = context.navigationType;
  });
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}
