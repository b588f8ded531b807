/**
 * One hospital's card: a row per protocol, every figure a link to the patient list filtered to
 * the patients it counts (domain/dataQuality.ts `figureFilters`). The table scrolls inside its
 * card on a narrow screen, so the page itself never scrolls sideways; the protocol column stays
 * in place meanwhile, so that a figure scrolled to still shows whose it is.
 */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { type DataQualityRow, type LinkedFigure, figureFilters } from '../../../domain/dataQuality';
import { useFormattingLocale } from '../../framework/hooks';
import { useNumberFormats } from '../dashboard/numberFormat';

/** The patient list showing a figure's patients, filtered through react-admin's `filter`. */
export function figureLink(row: DataQualityRow, figure: LinkedFigure, year: number | null) {
  const filter = encodeURIComponent(JSON.stringify(figureFilters(row, figure, year)));
  return `/patients?filter=${filter}`;
}

type Column =
  | { key: LinkedFigure; links: LinkedFigure; kind: 'count' }
  | {
      key: 'basicMeanCompleteness' | 'extendedMeanCompleteness';
      links: LinkedFigure;
      kind: 'percent';
    }
  | { key: 'oldestOpenFlagDays' | 'medianOpenFlagDays'; links: LinkedFigure; kind: 'days' };

const COLUMNS: Column[] = [
  { key: 'patients', links: 'patients', kind: 'count' },
  { key: 'basicStarted', links: 'basicStarted', kind: 'count' },
  { key: 'basicMeanCompleteness', links: 'basicStarted', kind: 'percent' },
  { key: 'extendedStarted', links: 'extendedStarted', kind: 'count' },
  { key: 'extendedMeanCompleteness', links: 'extendedStarted', kind: 'percent' },
  { key: 'basicMissing', links: 'basicMissing', kind: 'count' },
  { key: 'basicIncomplete', links: 'basicIncomplete', kind: 'count' },
  { key: 'openFlags', links: 'openFlags', kind: 'count' },
  { key: 'oldestOpenFlagDays', links: 'openFlags', kind: 'days' },
  { key: 'medianOpenFlagDays', links: 'openFlags', kind: 'days' },
  { key: 'withoutConsent', links: 'withoutConsent', kind: 'count' },
];

/** The protocol column's cells, which stay at the card's edge as the figures scroll under them. */
const STICKY = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderRightColor: 'divider',
} as const;

/** How many patients the list behind a column shows (the flags' columns: the flagged patients). */
const listedPatients = (row: DataQualityRow, figure: LinkedFigure) =>
  figure === 'openFlags' ? row.patientsWithOpenFlags : row[figure];

export function QualityTable({
  rows,
  year,
}: {
  /** One hospital's rows. */
  rows: readonly DataQualityRow[];
  year: number | null;
}) {
  const translate = useTranslate();
  const numbers = useNumberFormats();
  // A median of an even count of whole days may end in a half.
  const days = new Intl.NumberFormat(useFormattingLocale(), { maximumFractionDigits: 1 });
  const first = rows[0]!;
  const headingId = `quality-hospital-${first.hospitalId}`;
  const shown = (row: DataQualityRow, column: Column): string | null => {
    const value = row[column.key];
    if (value === null) return null;
    if (column.kind === 'percent') return numbers.share(value / 100);
    if (column.kind === 'days') {
      return translate('registry.quality.days', {
        count: days.format(value),
        smart_count: value,
      });
    }
    return numbers.count(value);
  };
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" id={headingId} gutterBottom>
          {first.hospitalName} ({first.hospitalShortName})
        </Typography>
        <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col" sx={STICKY}>
                  {translate('registry.quality.columns.protocol')}
                </TableCell>
                {COLUMNS.map((column) => (
                  <TableCell key={column.key} component="th" scope="col" align="right">
                    {translate(`registry.quality.columns.${column.key}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.protocol}>
                  <TableCell component="th" scope="row" sx={STICKY}>
                    {row.protocol}
                  </TableCell>
                  {COLUMNS.map((column) => {
                    const text = shown(row, column);
                    const figure = translate(`registry.quality.columns.${column.key}`);
                    return (
                      <TableCell key={column.key} align="right">
                        {text === null ? (
                          '–'
                        ) : (
                          <Link
                            component={RouterLink}
                            to={figureLink(row, column.links, year)}
                            aria-label={translate('registry.quality.showPatients', {
                              figure: `${row.protocol}, ${figure} ${text}`,
                              count: numbers.count(listedPatients(row, column.links)),
                            })}
                          >
                            {text}
                          </Link>
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
