/**
 * The home page (spec section 2, "Dashboard for a chosen year"): a greeting with the previous
 * sign-in, a year picker whose year lives in the address, the year's figures and charts, the
 * recently edited forms, and the user's watched patients and patients to correct. Everything is
 * counted by the server over what the user may see. A central administrator is also warned when
 * backups are overdue or off (BackupAlert).
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { format, isValid, parseISO } from 'date-fns';
import { useDeferredValue, useEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { Account } from '../../../domain';
import { useAccount } from '../../AppServicesContext';
import { LoadFailed } from '../../components/LoadState';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { useDateLocale } from '../../components/useDateLocale';
import { useBackupAlert } from './BackupAlert';
import { preloadCharts } from './ChartCard';
import { CorrectionFlags, FavoritePatients, RecentForms } from './DashboardLists';
import { useCorrectionFlags, useDashboardStats, useFavoritePatients } from './dashboardQueries';
import { useChosenYear } from './useChosenYear';
import { YearFigures } from './YearFigures';
import { YearPicker } from './YearPicker';

function Greeting({ account, yearPicker }: { account: Account; yearPicker: ReactNode }) {
  const translate = useTranslate();
  const dateLocale = useDateLocale();
  // The sign-in before this one: the current one is always just now.
  const lastLogin = account.previousLogin ? parseISO(account.previousLogin) : null;
  return (
    <Card>
      <CardContent
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box>
          <Typography variant="h6" component="p">
            {translate('registry.home.greeting', { name: account.firstName })}
          </Typography>
          <Typography color="text.secondary" data-testid="last-login">
            {lastLogin && isValid(lastLogin)
              ? translate('registry.home.lastLogin', {
                  date: format(lastLogin, 'PPPp', { locale: dateLocale }),
                })
              : translate('registry.home.firstSignIn')}
          </Typography>
        </Box>
        {yearPicker}
      </CardContent>
    </Card>
  );
}

export function DashboardPage() {
  const translate = useTranslate();
  const account = useAccount();
  const [chosenYear, chooseYear] = useChosenYear();
  const stats = useDashboardStats(chosenYear);
  const favorites = useFavoritePatients();
  const flags = useCorrectionFlags();
  const backup = useBackupAlert();
  const shown = stats.data;
  // What is below the greeting comes in one paint, once the figures (or their failure) and the
  // backup status are in: a part arriving on its own pushed the rest down the page. The lists
  // load meanwhile, each in its card. That paint is drawn as a transition, in slices between
  // which the page still answers, rather than in one long task.
  const settledNow = backup.settled && (shown !== undefined || stats.isError);
  // Deferred on the way in only: what is no longer settled goes at once.
  const settled = useDeferredValue(settledNow) && settledNow;
  useEffect(preloadCharts, []);
  if (!account) return null;
  const pickerYear = chosenYear ?? shown?.year;
  return (
    <>
      <PageHeader title="registry.home.title" />
      <Stack spacing={2}>
        <Greeting
          account={account}
          yearPicker={
            <YearPicker year={pickerYear} years={shown?.years ?? []} onChange={chooseYear} />
          }
        />
        {settled ? (
          <>
            {backup.alert}
            {/* The previous year's figures stay while the chosen one's are on the way. */}
            {stats.isPlaceholderData ? (
              <LinearProgress aria-label={translate('registry.app.loading')} />
            ) : null}
            {shown ? (
              <YearFigures stats={shown} />
            ) : (
              <LoadFailed error={stats.error} onRetry={stats.refetch} retrying={stats.isFetching} />
            )}
            <Grid container spacing={2}>
              {shown ? (
                <Grid size={12}>
                  <RecentForms forms={shown.recentForms} year={shown.year} />
                </Grid>
              ) : null}
              <Grid size={{ xs: 12, md: 6 }}>
                <FavoritePatients query={favorites} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <CorrectionFlags query={flags} />
              </Grid>
            </Grid>
          </>
        ) : (
          <PageLoading />
        )}
      </Stack>
    </>
  );
}
