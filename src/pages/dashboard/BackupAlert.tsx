/**
 * The home page's line on backups, for whoever may see their status (the central administrator):
 * shown only when they are overdue, when automatic backups are off, or when the status cannot be
 * checked, with a link to /backups. Anyone else is never sent to ask.
 *
 * The page holds its figures until the status is in (`settled`), so that a warning arriving
 * after them does not push them down the page.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { formatDistance, parseISO } from 'date-fns';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useDateLocale } from '../../components/useDateLocale';
import { useRoleAllows } from '../../framework/useRoleAllows';
import { useBackupStatus } from '../backups/backupQueries';

export function useBackupAlert(): { settled: boolean; alert: ReactElement | null } {
  const allowed = useRoleAllows('backups', 'show');
  const status = useBackupStatus({ enabled: allowed === true });
  const translate = useTranslate();
  const dateLocale = useDateLocale();
  if (allowed === undefined) return { settled: false, alert: null };
  if (!allowed) return { settled: true, alert: null };
  if (status.isPending) return { settled: false, alert: null };
  let text: string;
  let severity: 'error' | 'warning';
  if (status.isError) {
    text = translate('registry.backups.dashboard.failed');
    severity = 'warning';
  } else if (!status.data.automatic) {
    text = translate('registry.backups.dashboard.off');
    severity = 'warning';
  } else if (status.data.overdue) {
    const { lastSuccess, checkedAt } = status.data;
    text = lastSuccess
      ? translate('registry.backups.dashboard.overdue', {
          ago: formatDistance(parseISO(lastSuccess.startedAt), parseISO(checkedAt), {
            addSuffix: true,
            locale: dateLocale,
          }),
        })
      : translate('registry.backups.dashboard.overdueNever');
    severity = 'error';
  } else {
    return { settled: true, alert: null };
  }
  const alert = (
    <Alert
      severity={severity}
      data-testid="dashboard-backup-alert"
      action={
        <Button color="inherit" size="small" component={RouterLink} to="/backups">
          {translate('registry.backups.dashboard.link')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
  return { settled: true, alert };
}
