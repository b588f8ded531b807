/**
 * /quality, "Jakość danych / Data quality" (issue 15): per hospital and protocol, how complete
 * the records of the patients the user sees are. The pickers live in the address; each hospital
 * gets a table with a row per protocol, and every figure links to the patient list it counts.
 * Loading, a failure (with a retry), filters outside the account's scope (with the report
 * without them) and an empty report each look different.
 */
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { format, parseISO } from 'date-fns';
import { useTranslate } from 'react-admin';
import type { DataQualityRow } from '../../../domain/dataQuality';
import { LoadFailed } from '../../components/LoadState';
import { isHttpError } from '../../providers/httpClient';
import { HOME_CRUMB, PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { useDateLocale } from '../../components/useDateLocale';
import { QualityFilters } from './QualityFilters';
import { QualityTable } from './QualityTable';
import { useDataQuality, useDataQualityDownload } from './qualityQueries';
import { useQualityFilters } from './useQualityFilters';

const FILTER_KEYS = ['hospitals', 'protocols', 'year'] as const;
type RefusedFilter = (typeof FILTER_KEYS)[number];

/** The filters a 400 refused as outside the account's scope (or the registry's years). */
function refusedFilters(error: unknown): RefusedFilter[] {
  if (!isHttpError(error) || error.status !== 400 || !error.details) return [];
  const details = error.details;
  return FILTER_KEYS.filter((key) => key in details);
}

/** The rows hospital by hospital, in the report's order. */
function byHospital(rows: readonly DataQualityRow[]): DataQualityRow[][] {
  const groups = new Map<number, DataQualityRow[]>();
  for (const row of rows) {
    const group = groups.get(row.hospitalId);
    if (group) group.push(row);
    else groups.set(row.hospitalId, [row]);
  }
  return [...groups.values()];
}

export function DataQualityPage() {
  const translate = useTranslate();
  const dateLocale = useDateLocale();
  const [query, choose] = useQualityFilters();
  const report = useDataQuality(query);
  const download = useDataQualityDownload(query);

  let body;
  if (report.isPending) {
    body = <PageLoading />;
  } else if (report.isError && refusedFilters(report.error).length) {
    // A shared link with a hospital, protocol or year this account does not cover: a retry would
    // fail the same, so the page says which and offers the report without them.
    const refused = refusedFilters(report.error);
    body = (
      <Alert severity="warning" data-testid="quality-out-of-scope">
        <AlertTitle>{translate('registry.quality.outOfScope.title')}</AlertTitle>
        {refused.map((key) => translate(`registry.quality.outOfScope.${key}`)).join(' ')}
        {/* Under the words, not beside them: a phone left the button a column of four lines. */}
        <Box sx={{ mt: 1 }}>
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            onClick={() =>
              choose(
                Object.fromEntries(
                  Object.entries(query).filter(([key]) => !refused.includes(key as RefusedFilter)),
                ),
              )
            }
          >
            {translate('registry.quality.outOfScope.drop')}
          </Button>
        </Box>
      </Alert>
    );
  } else if (report.isError) {
    body = (
      <LoadFailed
        title="registry.quality.loadFailed"
        error={report.error}
        onRetry={report.refetch}
        retrying={report.isFetching}
      />
    );
  } else if (!report.data.rows.length) {
    body = (
      <Card>
        <CardContent>
          <Typography color="text.secondary" data-testid="quality-empty">
            {translate('registry.quality.empty')}
          </Typography>
        </CardContent>
      </Card>
    );
  } else {
    body = (
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {translate('registry.quality.generatedAt', {
            date: format(parseISO(report.data.generatedAt), 'PPPp', { locale: dateLocale }),
          })}
        </Typography>
        {byHospital(report.data.rows).map((rows) => (
          <QualityTable key={rows[0]!.hospitalId} rows={rows} year={report.data.year} />
        ))}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title="registry.quality.title" crumbs={[HOME_CRUMB]} />
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Typography color="text.secondary">{translate('registry.quality.intro')}</Typography>
        <Card>
          <CardContent
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <QualityFilters query={query} onChange={choose} serverTime={report.data?.generatedAt} />
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                onClick={() => download.mutate('csv')}
                disabled={download.isPending || !report.data?.rows.length}
              >
                {translate('registry.quality.download')}
              </Button>
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                onClick={() => download.mutate('excel-pl')}
                disabled={download.isPending || !report.data?.rows.length}
              >
                {translate('registry.quality.downloadExcelPl')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
        {report.isFetching && !report.isPending ? (
          <LinearProgress aria-label={translate('registry.app.loading')} />
        ) : null}
        {body}
      </Stack>
    </>
  );
}
