/**
 * The home page's line on backups, for whoever may see their status (the central administrator):
 * shown only when they are overdue, when automatic backups are off, or when the status cannot be
 * checked, with a link to /backups. Anyone else is never sent to ask.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { formatDistance, parseISO } from 'date-fns';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useDateLocale } from '../../components/useDateLocale';
import { useBackupStatus } from '../backups/backupQueries';

export function BackupAlert() {
  const { canAccess } = useCanAccess({ resource: 'backups', action: 'show' });
  const status = useBackupStatus({ enabled: canAccess === true });
  const translate = useTranslate();
  const dateLocale = useDateLocale();
  if (!canAccess || status.isPending) return null;
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
    return null;
  }
  return (
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
}
