/**
 * Loads the signed-in account before any signed-in page shows, and keeps it in step with the
 * server when an administrator changes its permissions (useFollowPermissions). If it cannot be
 * loaded the user is signed out and sent to the login page; only a failure other than a 401 is
 * reported. The signed-in app's texts (the rest of the active language's catalogue, which the
 * login route does not load) are fetched before anything shows; the English fallback catalogue
 * is fetched behind them.
 *
 * An account signed in with a generated one-time password sees nothing but the screen that
 * changes it (the server refuses it everything else), loaded on demand: few accounts ever do.
 */
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useDeferredValue, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useDataProvider, useLogout } from 'react-admin';
import { useAccount, useAppServices } from '../AppServicesContext';
import { PageLoading } from '../components/PageLoading';
import { useToasts } from '../feedback/FeedbackContext';
import type { OncoregDataProvider } from '../providers/dataProvider';
import { isHttpError } from '../providers/httpClient';
import { useFollowPermissions } from './useFollowPermissions';

export const ACCOUNT_QUERY_KEY = ['account', 'me'] as const;

const FirstPasswordPage = lazy(() =>
  import('../pages/account/FirstPasswordPage').then((module) => ({
    default: module.FirstPasswordPage,
  })),
);

export function AccountGate({ children }: { children: ReactNode }) {
  const account = useAccount();
  const { i18nProvider } = useAppServices();
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const logout = useLogout();
  const { pushError } = useToasts();
  const { error } = useQuery({
    queryKey: ACCOUNT_QUERY_KEY,
    queryFn: () => dataProvider.getMe(),
    enabled: account === null,
    retry: false,
  });
  useFollowPermissions(account);
  const [textsReady, setTextsReady] = useState(() => i18nProvider.hasSignedInTexts());
  const [textsFailed, setTextsFailed] = useState<unknown>();

  useEffect(() => {
    if (textsReady) return;
    let current = true;
    i18nProvider.loadSignedIn().then(
      () => current && setTextsReady(true),
      (failure: unknown) => current && setTextsFailed(failure ?? new Error('texts not loaded')),
    );
    return () => {
      current = false;
    };
  }, [i18nProvider, textsReady]);

  useEffect(() => {
    // Not needed to show a page: a key the active catalogue lacks reads in English once it is here.
    i18nProvider.loadFallback().catch(() => undefined);
  }, [i18nProvider]);

  useEffect(() => {
    // An account already here (signed in again since) outlives a failure of the session before.
    if (!error || account) return;
    if (!(isHttpError(error) && error.status === 401)) {
      pushError(error, 'registry.errors.fetchAccount');
    }
    void logout({}, '/login', false);
  }, [error, account, logout, pushError]);

  // The signed-in frame (app bar, menu, the page) is the app's largest render. Drawn as a
  // transition it is rendered in slices, between which the browser still answers, rather than in
  // one task of more than 100 ms (Lighthouse's total blocking time). The first render says "not
  // yet" even when the account is already here (loaded by react-admin's permission check before
  // this gate mounts), so that the frame always comes as a transition.
  const shown = useDeferredValue(Boolean(account) && textsReady, false);

  // The app's error page, as for any chunk that fails to load.
  if (textsFailed) throw textsFailed;
  if (!account || !textsReady || !shown) return <PageLoading />;
  if (account.mustChangePassword) {
    return (
      <Suspense fallback={<PageLoading />}>
        <FirstPasswordPage account={account} />
      </Suspense>
    );
  }
  return <>{children}</>;
}
