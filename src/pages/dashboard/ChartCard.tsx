/**
 * One chart of the dashboard: its heading, the drawing (recharts, loaded on demand and drawn in a
 * task of its own once it is on the screen or close below it, with a placeholder meanwhile) and,
 * for screen readers, a visually hidden table with the same figures, which paper shows where the
 * chart is not drawn. When every count is zero the card says there is no data for the year
 * instead.
 */
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { OwnTask, OwnTaskDone } from '../../components/OwnTask';
import { preloadable } from '../../components/preloadable';
import { useNearViewport } from '../../components/useNearViewport';
import { SectionCard } from '../../../resources/patients/details/SectionCard';
import { chartHeight, totalOf } from './chartRows';
import type { ChartKind, ChartRow } from './chartRows';
import { useNumberFormats } from './numberFormat';

const CountChart = preloadable(async () => (await import('./CountChart')).CountChart);

/** Fetches the charts' code ahead, while the figures are on the way. */
export function preloadCharts() {
  CountChart.preload().catch(() => undefined);
}

/** The hidden table, shown on paper where the chart is not drawn. */
const PRINTED_TABLE = {
  ...visuallyHidden,
  '@media print': {
    clip: 'auto',
    height: 'auto',
    margin: 0,
    overflow: 'visible',
    position: 'static',
    whiteSpace: 'normal',
    width: 'auto',
  },
} as const;

function CountsTable({
  caption,
  groupHeader,
  rows,
  withShare,
  printed,
}: {
  caption: string;
  groupHeader: string;
  rows: readonly ChartRow[];
  withShare: boolean;
  /** Shown when printed: the chart stands in for it on the screen only. */
  printed: boolean;
}) {
  const translate = useTranslate();
  const { count, share } = useNumberFormats();
  const total = totalOf(rows);
  // A table cannot be narrower than its content, so the hiding is done by a box around it:
  // hidden on the table itself it stuck out of the card and widened a phone's page.
  return (
    <Box sx={printed ? PRINTED_TABLE : visuallyHidden}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{groupHeader}</th>
            <th scope="col">{translate('dashboard.count')}</th>
            {withShare ? <th scope="col">{translate('dashboard.share')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name ?? row.label}</th>
              <td>{count(row.count)}</td>
              {withShare ? <td>{share(row.count / total)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}

export function ChartCard({
  title,
  groupHeader,
  rows,
  kind,
  year,
  note,
}: {
  /** Message keys: the card's heading and the name of what the rows are (gender, hospital...). */
  title: string;
  groupHeader: string;
  rows: readonly ChartRow[];
  kind: ChartKind;
  year: number;
  /** A message key saying why the figures add up as they do, under the chart. */
  note?: string | undefined;
}) {
  const translate = useTranslate();
  const height = chartHeight(rows.length);
  const placeholder = <Skeleton variant="rounded" height={height} />;
  const [nearRef, near] = useNearViewport<HTMLDivElement>();
  return (
    <SectionCard title={title}>
      {totalOf(rows) === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('dashboard.noData', { year })}
        </Typography>
      ) : (
        <>
          <Box
            ref={nearRef}
            aria-hidden="true"
            sx={
              near
                ? { minHeight: height }
                : { minHeight: height, '@media print': { display: 'none' } }
            }
          >
            {near ? (
              <OwnTask fallback={placeholder}>
                <Suspense fallback={placeholder}>
                  <CountChart kind={kind} rows={rows} />
                  <OwnTaskDone />
                </Suspense>
              </OwnTask>
            ) : (
              placeholder
            )}
          </Box>
          <CountsTable
            caption={translate(title)}
            groupHeader={translate(groupHeader)}
            rows={rows}
            withShare={kind === 'shareBars'}
            printed={!near}
          />
          {note ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate(note)}
            </Typography>
          ) : null}
        </>
      )}
    </SectionCard>
  );
}
