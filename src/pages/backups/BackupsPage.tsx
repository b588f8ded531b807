/**
 * /backups, "Kopie zapasowe / Backups" (issue 16), for the central administrator: whether the
 * server takes backups on its own, when the last backup was taken and whether it succeeded, the
 * last success and the recent runs, with a warning when backups are overdue or automatic backups
 * are off. A status that cannot be loaded is a failure with a retry, never "no backups".
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { format, formatDistance, parseISO } from 'date-fns';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { BackupRunSummary, BackupStatus } from '../../../domain/backups';
import { formatFileSize } from '../../../resources/patients/details/formatting';
import { HOME_CRUMB, PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { RequirePermission } from '../../components/routeGuards';
import { useDateLocale } from '../../components/useDateLocale';
import { LoadFailed } from '../../components/LoadState';
import { useFormattingLocale } from '../../framework/hooks';
import { durationText, secondsBetween, shortHash } from './backupFormatting';
import { useBackupStatus } from './backupQueries';

function useWriters(checkedAt: string) {
  const dateLocale = useDateLocale();
  const locale = useFormattingLocale();
  return {
    dateTime: (value: string) => format(parseISO(value), 'PPPp', { locale: dateLocale }),
    /** How long before the server's answer, not the browser's clock. */
    ago: (value: string) =>
      formatDistance(parseISO(value), parseISO(checkedAt), { addSuffix: true, locale: dateLocale }),
    duration: (seconds: number) => durationText(seconds, locale),
    size: (bytes: number) => formatFileSize(bytes, locale),
  };
}

/** A SHA-256 shortened, the whole of it one click away. */
function Checksum({ sha256 }: { sha256: string }) {
  const translate = useTranslate();
  const [whole, setWhole] = useState(false);
  return (
    <Link
      component="button"
      type="button"
      underline="hover"
      aria-expanded={whole}
      // The name starts with what the button shows (WCAG 2.5.3), then says what it does.
      aria-label={
        whole ? undefined : `${shortHash(sha256)} ${translate('registry.backups.showChecksum')}`
      }
      onClick={() => setWhole((shown) => !shown)}
      sx={{
        fontFamily: 'monospace',
        textAlign: 'left',
        ...(whole ? { wordBreak: 'break-all' } : { whiteSpace: 'nowrap' }),
      }}
    >
      {whole ? sha256 : shortHash(sha256)}
    </Link>
  );
}

function Outcome({ run }: { run: BackupRunSummary }) {
  const translate = useTranslate();
  return run.ok ? (
    <Chip size="small" color="success" label={translate('registry.backups.result.ok')} />
  ) : (
    <Chip size="small" color="error" label={translate('registry.backups.result.failed')} />
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, mb: 1, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function RunCard({
  title,
  run,
  checkedAt,
  testId,
}: {
  title: string;
  run: BackupRunSummary | null;
  checkedAt: string;
  testId: string;
}) {
  const translate = useTranslate();
  const write = useWriters(checkedAt);
  return (
    <Card sx={{ height: '100%' }} data-testid={testId}>
      <CardHeader
        title={translate(title)}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {run ? (
          <dl style={{ margin: 0 }}>
            <Detail label="registry.backups.fields.startedAt">
              {write.dateTime(run.startedAt)} ({write.ago(run.startedAt)})
            </Detail>
            <Detail label="registry.backups.fields.result">
              <Outcome run={run} />
            </Detail>
            {run.error ? <Detail label="registry.backups.fields.error">{run.error}</Detail> : null}
            <Detail label="registry.backups.fields.trigger">
              {translate(`registry.backups.trigger.${run.trigger}`)}
            </Detail>
            <Detail label="registry.backups.fields.duration">
              {write.duration(secondsBetween(run.startedAt, run.finishedAt))}
            </Detail>
            {run.file ? <Detail label="registry.backups.fields.file">{run.file}</Detail> : null}
            {run.bytes !== null ? (
              <Detail label="registry.backups.fields.size">{write.size(run.bytes)}</Detail>
            ) : null}
            {run.sha256 ? (
              <Detail label="registry.backups.fields.sha256">
                <Checksum sha256={run.sha256} />
              </Detail>
            ) : null}
          </dl>
        ) : (
          <Typography color="text.secondary">{translate('registry.backups.none')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** Whether backups are fine, overdue, not yet taken or off, in one alert. */
function StateAlert({ status }: { status: BackupStatus }) {
  const translate = useTranslate();
  const write = useWriters(status.checkedAt);
  const interval = write.duration(status.intervalSeconds);
  const help = (key: string) => (
    <Typography variant="body2" sx={{ mt: 0.5 }}>
      {translate(key)}
    </Typography>
  );
  if (!status.automatic) {
    return (
      <Alert severity="warning" data-testid="backup-state">
        <AlertTitle>{translate('registry.backups.state.offTitle')}</AlertTitle>
        {translate('registry.backups.state.off')}
        {help('registry.backups.state.offHelp')}
      </Alert>
    );
  }
  if (status.overdue) {
    return (
      <Alert severity="error" data-testid="backup-state">
        <AlertTitle>{translate('registry.backups.state.overdueTitle')}</AlertTitle>
        {status.lastSuccess
          ? translate('registry.backups.state.overdue', {
              since: write.dateTime(status.lastSuccess.startedAt),
              interval,
            })
          : translate('registry.backups.state.overdueNever', { interval })}
        {help('registry.backups.state.overdueHelp')}
      </Alert>
    );
  }
  if (!status.lastSuccess) {
    return (
      <Alert severity="info" data-testid="backup-state">
        {translate('registry.backups.state.waiting', {
          deadline: write.dateTime(status.overdueAfter ?? status.checkedAt),
        })}
      </Alert>
    );
  }
  return (
    <Alert severity="success" data-testid="backup-state">
      {translate('registry.backups.state.ok', { ago: write.ago(status.lastSuccess.startedAt) })}
    </Alert>
  );
}

function Settings({ status }: { status: BackupStatus }) {
  const translate = useTranslate();
  const write = useWriters(status.checkedAt);
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={translate('registry.backups.settings.title')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <dl style={{ margin: 0 }}>
          <Detail label="registry.backups.settings.automatic">
            {translate(
              status.automatic ? 'registry.backups.settings.on' : 'registry.backups.settings.off',
            )}
          </Detail>
          {status.automatic ? (
            <>
              <Detail label="registry.backups.settings.interval">
                {write.duration(status.intervalSeconds)}
              </Detail>
              <Detail label="registry.backups.settings.keep">{status.keep}</Detail>
            </>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  );
}

function RecentRuns({ status }: { status: BackupStatus }) {
  const translate = useTranslate();
  const write = useWriters(status.checkedAt);
  const title = translate('registry.backups.recent');
  return (
    <Card>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {status.recentRuns.length ? (
          <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  {['startedAt', 'trigger', 'result', 'file', 'size', 'sha256'].map((field) => (
                    <TableCell key={field}>
                      {translate(`registry.backups.fields.${field}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {status.recentRuns.map((run) => (
                  <TableRow key={run.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {write.dateTime(run.startedAt)}
                    </TableCell>
                    <TableCell>{translate(`registry.backups.trigger.${run.trigger}`)}</TableCell>
                    <TableCell>
                      <Outcome run={run} />
                      {run.error ? (
                        <Typography
                          variant="body2"
                          color="error"
                          sx={{ mt: 0.5, minWidth: '16rem' }}
                        >
                          {run.error}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere', minWidth: '10rem' }}>
                      {run.file ?? '–'}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {run.bytes === null ? '–' : write.size(run.bytes)}
                    </TableCell>
                    <TableCell>{run.sha256 ? <Checksum sha256={run.sha256} /> : '–'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : (
          <Typography color="text.secondary">
            {translate('registry.backups.recentEmpty')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function BackupStatusView() {
  const translate = useTranslate();
  const dateLocale = useDateLocale();
  const status = useBackupStatus({ enabled: true });

  let body;
  if (status.isPending) {
    body = <PageLoading />;
  } else if (status.isError) {
    body = (
      <LoadFailed
        error={status.error}
        onRetry={status.refetch}
        retrying={status.isFetching}
        title="registry.backups.loadFailed"
        testId="backup-load-failed"
      />
    );
  } else {
    const data = status.data;
    body = (
      <Stack spacing={2}>
        <StateAlert status={data} />
        <Typography variant="body2" color="text.secondary">
          {translate('registry.backups.checkedAt', {
            date: format(parseISO(data.checkedAt), 'PPPp', { locale: dateLocale }),
          })}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <RunCard
              title="registry.backups.lastRun"
              run={data.lastRun}
              checkedAt={data.checkedAt}
              testId="backup-last-run"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <RunCard
              title="registry.backups.lastSuccess"
              run={data.lastSuccess}
              checkedAt={data.checkedAt}
              testId="backup-last-success"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Settings status={data} />
          </Grid>
        </Grid>
        <RecentRuns status={data} />
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title="registry.backups.title" crumbs={[HOME_CRUMB]} />
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Typography color="text.secondary">{translate('registry.backups.intro')}</Typography>
        {body}
      </Stack>
    </>
  );
}

export function BackupsPage() {
  return (
    <RequirePermission resource="backups" action="show">
      <BackupStatusView />
    </RequirePermission>
  );
}
