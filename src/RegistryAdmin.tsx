/**
 * react-admin's <Admin>, assembled from the same two parts it is made of (AdminContext and the
 * routes of CoreAdminUI) but without the default pages that <Admin> always bundles (its login
 * form, layout, sidebar, snackbar...). Those defaults alone put the login route over its budget
 * of 250 kB of gzip JavaScript; here every page, the layout included, is the app's own and is
 * loaded on demand. Its router draws a list's page, sort and filter changes at once
 * (framework/listNavigation.ts).
 */
import CssBaseline from '@mui/material/CssBaseline';
import type { ComponentType } from 'react';
import { AdminContext, CoreAdminUI } from 'react-admin';
import type { AdminContextProps, CoreAdminUIProps } from 'react-admin';
import { registryRouterProvider } from './framework/listNavigation';
import { registryTheme } from './layout/theme';

export type RegistryAdminProps = AdminContextProps &
  CoreAdminUIProps & {
    /** Rendered once next to the routes: the toast stack and the global modal. */
    notification: ComponentType;
  };

export function RegistryAdmin({
  authProvider,
  dataProvider,
  i18nProvider,
  store,
  theme = registryTheme,
  queryClient,
  notification: Notification,
  children,
  ...ui
}: RegistryAdminProps) {
  return (
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
      darkTheme={null}
      queryClient={queryClient}
      routerProvider={registryRouterProvider}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI {...ui}>{children}</CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
