/**
 * The routes of a resource config, on the paths of the specification (`/hospitals`,
 * `/hospital/:id`, `/hospital/:id/edit`, `/add-new-hospital`), not react-admin's own
 * `/hospitals/:id` ones. This module is all the sign-in bundle carries of the engine: the
 * permission check and the views behind it (ResourceRoute.tsx) load on demand.
 */
import { Suspense, lazy } from 'react';
import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { SignedIn } from '../components/routeGuards';
import type { ResourceConfig, ViewName } from './types';

const ResourceRoute = lazy(async () => ({
  default: (await import('./ResourceRoute')).ResourceRoute,
}));

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
