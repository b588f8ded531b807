/**
 * One view of a resource on its spec route: the permission table is asked first (a user without
 * the right sees Missing permissions and lands home), then the config's own view or the
 * engine's, each loaded on demand.
 */
import { Suspense } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { PageLoading } from '../components/PageLoading';
import { RequirePermission } from '../components/routeGuards';
import { ENGINE_VIEWS } from './engineViews';
import { ResourceConfigContext } from './ResourceConfigContext';
import type { ResourceConfig, ViewName } from './types';

export function ResourceRoute({ config, view }: { config: ResourceConfig; view: ViewName }) {
  const Custom = config.views?.[view];
  const Engine = ENGINE_VIEWS[view];
  return (
    <RequirePermission resource={config.permission} action={view}>
      <ResourceContextProvider value={config.name}>
        <ResourceConfigContext.Provider value={config}>
          <Suspense fallback={<PageLoading />}>
            {/* A key per view, so that going from a record's page to its edit page starts afresh. */}
            {Custom ? <Custom key={view} /> : <Engine key={view} config={config} />}
          </Suspense>
        </ResourceConfigContext.Provider>
      </ResourceContextProvider>
    </RequirePermission>
  );
}
