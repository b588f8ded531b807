/**
 * The routes of a resource config, on the paths of the specification (`/hospitals`,
 * `/hospital/:id`, `/hospital/:id/edit`, `/add-new-hospital`), not react-admin's own
 * `/hospitals/:id` ones. This module is all the sign-in bundle carries of the engine: the
 * permission check and the views behind it (ResourceRoute.tsx, engineViews.ts) load on demand.
 */
import { Suspense } from 'react';
import type { ReactElement } from 'react';
import { Route, matchPath } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { preloadPage } from '../components/lazyPage';
import { preloadable } from '../components/preloadable';
import { SignedIn } from '../components/routeGuards';
import { ENGINE_VIEWS } from './engineViews';
import type { ResourceConfig, ViewName } from './types';

const ResourceRoute = preloadable(async () => (await import('./ResourceRoute')).ResourceRoute);

const VIEWS: readonly ViewName[] = ['list', 'show', 'edit', 'create'];

/** The `<Route>` elements of one resource, for a `<CustomRoutes>` inside the signed-in layout. */
export function resourceRoutes(config: ResourceConfig): ReactElement[] {
  return VIEWS.flatMap((view) => {
    const path = config.routes[view];
    return path
      ? [
          <Route
            key={`${config.name}:${view}`}
            path={path}
            element={
              <SignedIn>
                <Suspense fallback={<PageLoading />}>
                  <ResourceRoute config={config} view={view} />
                </Suspense>
              </SignedIn>
            }
          />,
        ]
      : [];
  });
}

/**
 * Fetches ahead the code of the resource view on `pathname`, if one is: the permission check and
 * the view behind it. Whether one was found.
 */
export function preloadResourceView(resources: readonly ResourceConfig[], pathname: string) {
  for (const config of resources) {
    const view = VIEWS.find((name) => {
      const path = config.routes[name];
      return path !== undefined && matchPath(path, pathname) !== null;
    });
    if (view) {
      ResourceRoute.preload().catch(() => undefined);
      if (!preloadPage(config.views?.[view])) ENGINE_VIEWS[view].preload().catch(() => undefined);
      return true;
    }
  }
  return false;
}
