/**
 * Loads the signed-in account before any signed-in page shows. If it cannot be loaded the user
 * is signed out and sent to the login page; only a failure other than a 401 is reported.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useDataProvider, useLogout } from 'react-admin';
import { useAccount } from '../AppServicesContext';
import { PageLoading } from '../components/PageLoading';
import { useToasts } from '../feedback/FeedbackContext';
import type { OncoregDataProvider } from '../providers/dataProvider';
import { isHttpError } from '../providers/httpClient';

export const ACCOUNT_QUERY_KEY = ['account', 'me'] as const;

export function AccountGate({ children }: { children: ReactNode }) {
  const account = useAccount();
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const logout = useLogout();
  const { pushError } = useToasts();
  const { error } = useQuery({
    queryKey: ACCOUNT_QUERY_KEY,
    queryFn: () => dataProvider.getMe(),
    enabled: account === null,
    retry: false,
  });

  useEffect(() => {
    if (!error) return;
    if (!(isHttpError(error) && error.status === 401)) {
      pushError(error, 'registry.errors.fetchAccount');
    }
    void logout({}, '/login', false);
  }, [error, logout, pushError]);

  if (!account) return <PageLoading />;
  return <>{children}</>;
}
