/**
 * The react-admin application: providers, the layout, the login page and the routes. Every page
 * is loaded on demand. Resources join through the registry in resources/index.ts: each is
 * registered with react-admin (`<Resource>`, for its record representation) and gets its views
 * on the spec routes from the engine in src/framework/.
 */
import { Suspense, lazy, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Route, matchPath } from 'react-router-dom';
import { CustomRoutes, Resource } from 'react-admin';
import { resources as registry } from '../resources';
import { AppServicesContext, useAccount } from './AppServicesContext';
import { RegistryAdmin } from './RegistryAdmin';
import { CrashPage } from './components/CrashPage';
import { PageLoading } from './components/PageLoading';
import { lazyPage, preloadPage } from './components/lazyPage';
import { preloadable } from './components/preloadable';
import type { LazyPage } from './components/lazyPage';
import { GuestOnly, SignedIn } from './components/routeGuards';
import { AppNotification } from './feedback/AppNotification';
import { FeedbackProvider } from './feedback/FeedbackContext';
import { RouteAnnouncer } from './layout/RouteAnnouncer';
import { SessionEndListener } from './layout/SessionEndListener';
import { ResourceRegistryContext } from './framework/ResourceConfigContext';
import { preloadResourceView, resourceRoutes } from './framework/routes';
import { resourcePaths } from './framework/types';
import type { ResourceConfig } from './framework/types';
import { GUEST_PAGES, PUBLIC_PAGES, SIGNED_IN_PAGES } from './pageRoutes';
import { createAppServices } from './providers';
import type { AppServices } from './providers';
import { createRegistryStore } from './providers/registryStore';

const LoginPage = lazyPage(() => import('./pages/LoginPage'), 'LoginPage');
const ResetPasswordRequestPage = lazyPage(
  () => import('./pages/ResetPasswordRequestPage'),
  'ResetPasswordRequestPage',
);
const ResetPasswordChangePage = lazyPage(
  () => import('./pages/ResetPasswordChangePage'),
  'ResetPasswordChangePage',
);
const DashboardPage = lazyPage(() => import('./pages/dashboard/DashboardPage'), 'DashboardPage');
const AccountPage = lazyPage(() => import('./pages/account/AccountPage'), 'AccountPage');
const ExportPage = lazyPage(() => import('./pages/export/ExportPage'), 'ExportPage');
const DataQualityPage = lazyPage(
  () => import('./pages/quality/DataQualityPage'),
  'DataQualityPage',
);
const BackupsPage = lazyPage(() => import('./pages/backups/BackupsPage'), 'BackupsPage');
const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage'), 'NotFoundPage');
const ProtocolFormPage = lazyPage(
  () => import('./pages/forms/ProtocolFormPage'),
  'ProtocolFormPage',
);
const ProtocolFormVersionPage = lazyPage(
  () => import('./pages/forms/ProtocolFormVersionPage'),
  'ProtocolFormVersionPage',
);
const PatientPrint = lazyPage(
  () => import('../resources/patients/print/PatientPrint'),
  'PatientPrint',
);
const MissingPermissionsPage = lazyPage(
  () => import('./pages/MissingPermissionsPage'),
  'MissingPermissionsPage',
);
// The pages of a signed-in user, by path: the app's own and four information pages (the privacy
// policy and the terms are for anyone).
const SIGNED_IN_VIEWS: readonly (readonly [string, LazyPage])[] = [
  [SIGNED_IN_PAGES.home, DashboardPage],
  [SIGNED_IN_PAGES.account, AccountPage],
  [SIGNED_IN_PAGES.export, ExportPage],
  [SIGNED_IN_PAGES.quality, DataQualityPage],
  [SIGNED_IN_PAGES.backups, BackupsPage],
  [SIGNED_IN_PAGES.missingPermissions, MissingPermissionsPage],
  [SIGNED_IN_PAGES.protocolForm, ProtocolFormPage],
  [SIGNED_IN_PAGES.protocolFormVersion, ProtocolFormVersionPage],
  [SIGNED_IN_PAGES.patientPrint, PatientPrint],
  [SIGNED_IN_PAGES.faq, lazyPage(() => import('./pages/info/FaqPage'), 'FaqPage')],
  [SIGNED_IN_PAGES.help, lazyPage(() => import('./pages/info/HelpPage'), 'HelpPage')],
  [SIGNED_IN_PAGES.contact, lazyPage(() => import('./pages/info/ContactPage'), 'ContactPage')],
  [
    SIGNED_IN_PAGES.changelog,
    lazyPage(() => import('./pages/info/ChangelogPage'), 'ChangelogPage'),
  ],
];
const PrivacyPolicyPage = lazyPage(
  () => import('./pages/info/PrivacyPolicyPage'),
  'PrivacyPolicyPage',
);
const TermsPage = lazyPage(() => import('./pages/info/TermsPage'), 'TermsPage');

const LazyAppLayout = preloadable(async () => (await import('./layout/AppLayout')).AppLayout);

/**
 * Has the data of the page a stored session opens on asked for as soon as the account is here,
 * while the texts and the code are still loading (main.tsx), when that page is the home page
 * (prefetchDashboard.ts).
 */
export function prefetchSignedInPage(
  services: AppServices,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
) {
  if (matchPath(SIGNED_IN_PAGES.home, pathname)) {
    import('./pages/dashboard/prefetchDashboard').then(
      ({ prefetchDashboard }) => prefetchDashboard(services, search),
      () => undefined,
    );
  }
}

/**
 * Fetches ahead the code a stored session's first page needs: the signed-in layout and the page
 * on `pathname`. Loaded on demand, each waited for the render of the one before it; fetched
 * together as soon as the language's texts are here (main.tsx), they are there by the time the
 * account is.
 */
export function preloadSignedInPage(pathname: string, resources = registry) {
  LazyAppLayout.preload().catch(() => undefined);
  const page = SIGNED_IN_VIEWS.find(([path]) => matchPath(path, pathname) !== null);
  if (page) preloadPage(page[1]);
  else preloadResourceView(resources, pathname);
}

function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyAppLayout>{children}</LazyAppLayout>
    </Suspense>
  );
}

// Replays protocol-form saves kept offline; loaded only once someone is signed in.
const OfflineFormSync = lazy(() =>
  import('./pages/forms/OfflineFormSync').then((module) => ({ default: module.OfflineFormSync })),
);

function Notifications() {
  const account = useAccount();
  return (
    <>
      <AppNotification />
      <SessionEndListener />
      <RouteAnnouncer />
      {account ? (
        <Suspense fallback={null}>
          <OfflineFormSync />
        </Suspense>
      ) : null}
    </>
  );
}

/** The app's services, once the stored language's catalogue is loaded (see main.tsx). */
export const createDefaultServices = () =>
  createAppServices({ resourcePaths: resourcePaths(registry) });

export function App({
  services,
  resources = registry,
}: {
  services: AppServices;
  /** The registry; tests pass configs of their own. */
  resources?: readonly ResourceConfig[];
}) {
  const store = useMemo(
    () => createRegistryStore(() => services.i18nProvider.getLocale()),
    [services],
  );
  return (
    <AppServicesContext.Provider value={services}>
      <ResourceRegistryContext.Provider value={resources}>
        <FeedbackProvider toasts={services.toasts} serverErrors={services.serverErrors}>
          <RegistryAdmin
            title="oncoreg"
            dataProvider={services.dataProvider}
            authProvider={services.authProvider}
            i18nProvider={services.i18nProvider}
            queryClient={services.queryClient}
            store={store}
            layout={AppLayout}
            loginPage={LoginPage}
            catchAll={NotFoundPage}
            accessDenied={MissingPermissionsPage}
            notification={Notifications}
            loading={PageLoading}
            error={CrashPage}
            disableTelemetry
          >
            <CustomRoutes noLayout>
              <Route
                path={GUEST_PAGES.resetPassword}
                element={
                  <GuestOnly>
                    <ResetPasswordRequestPage />
                  </GuestOnly>
                }
              />
              <Route
                path={GUEST_PAGES.resetPasswordChange}
                element={
                  <GuestOnly>
                    <ResetPasswordChangePage />
                  </GuestOnly>
                }
              />
            </CustomRoutes>
            <CustomRoutes>
              {SIGNED_IN_VIEWS.map(([path, Page]) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    <SignedIn>
                      <Page />
                    </SignedIn>
                  }
                />
              ))}
              {/* The layout shows a guest the guest card, a signed-in user the app. */}
              <Route path={PUBLIC_PAGES.privacyPolicy} element={<PrivacyPolicyPage />} />
              <Route path={PUBLIC_PAGES.terms} element={<TermsPage />} />
              {resources.flatMap(resourceRoutes)}
            </CustomRoutes>
            {resources.map((resource) => (
              <Resource
                key={resource.name}
                name={resource.name}
                {...(resource.icon ? { icon: resource.icon } : {})}
                {...(resource.recordRepresentation
                  ? { recordRepresentation: resource.recordRepresentation }
                  : {})}
              >
                {/* react-admin's own `/<name>/...` paths are not the spec's: they are not found. */}
                <Route path="*" element={<NotFoundPage />} />
              </Resource>
            ))}
          </RegistryAdmin>
        </FeedbackProvider>
      </ResourceRegistryContext.Provider>
    </AppServicesContext.Provider>
  );
}
