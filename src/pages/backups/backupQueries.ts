/**
 * The backup status through the typed data provider, for the backups page and the dashboard's
 * warning. Asked only when the caller may see it (`enabled`): no other role pays a refused request.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { OncoregDataProvider } from '../../providers/dataProvider';
import { takeEarly } from '../../providers/earlyAnswers';
import { DASHBOARD_EARLY } from '../dashboard/dashboardEarly';

export function useBackupStatus({ enabled }: { enabled: boolean }) {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  return useQuery({
    queryKey: ['backupStatus'],
    queryFn: () => takeEarly(DASHBOARD_EARLY.backupStatus, () => dataProvider.backupStatus()),
    enabled,
    retry: false,
  });
}
