/**
 * One hospital's card: a row per protocol, every figure a link to the patient list filtered to
 * the patients it counts (domain/dataQuality.ts `figureFilters`). The table scrolls inside its
 * card on a narrow screen, so the page itself never scrolls sideways; the protocol column stays
 * in place meanwhile, so that a figure scrolled to still shows whose it is.
 *
 * Compact headers fit the twelve columns beside the menu at 1280 px (942 px of table in a 945 px
 * card with Arial's metrics; 1247 px before), but not on a narrower screen or in a wider font, and
 * a cut-off table looks whole: so the scrolling box says that it scrolls, with a line above the
 * table and a shadow at the edge with more behind it, both only while it overflows. The box takes
 * the keyboard's focus as a named region, so that the arrow keys scroll it too.
 */
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
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
import { useSideScroll } from './useSideScroll';

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

/**
 * The protocol column's width, fixed so that the box can keep a figure the focus moves to clear
 * of it (`scrollPaddingLeft`): a protocol's code has at most four letters.
 */
const STICKY_WIDTH = '4.5rem';

/**
 * The protocol column's cells, which stay at the card's edge as the figures scroll under them:
 * opaque, so that no figure shows through, and with a shadow once the table is scrolled, to show
 * that columns went under them.
 */
const sticky = (scrolled: boolean) =>
  ({
    position: 'sticky',
    left: 0,
    zIndex: 1,
    width: STICKY_WIDTH,
    minWidth: STICKY_WIDTH,
    px: 1,
    whiteSpace: 'nowrap',
    bgcolor: 'background.paper',
    borderRight: 1,
    borderRightColor: 'divider',
    boxShadow: scrolled ? '4px 0 6px -2px rgba(0, 0, 0, 0.2)' : 'none',
    transition: 'box-shadow 150ms',
  }) as const;

/**
 * A figure's header: in the caption's size MUI's tables use for dense headers, on as many lines
 * as it takes, broken between words only (never "complet / of"), and aligned on its last line, so
 * that the columns are as narrow as their longest word and as many fit as can.
 */
const HEADER = {
  px: 1,
  verticalAlign: 'bottom',
  fontSize: '0.75rem',
  lineHeight: 1.3,
  overflowWrap: 'normal',
  wordBreak: 'normal',
  hyphens: 'manual',
} as const;

/** A figure: on one line ("12,5 dni" is one figure), its digits aligned down the column. */
const FIGURE = { px: 1, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

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
  const locale = useFormattingLocale();
  const days = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  // One decimal in every cell, so that a column reads alike: 82,0% beside 56,3%.
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const [box, scroll] = useSideScroll<HTMLDivElement>();
  const first = rows[0]!;
  const headingId = `quality-hospital-${first.hospitalId}`;
  const hintId = `${headingId}-scroll`;
  const stickyCell = sticky(scroll.scrolled);
  const shown = (row: DataQualityRow, column: Column): string | null => {
    const value = row[column.key];
    if (value === null) return null;
    if (column.kind === 'percent') return percent.format(value / 100);
    if (column.kind === 'days') {
      // A median may be a half: Polish says "82,5 dnia", never the plural of whole days.
      return Number.isInteger(value)
        ? translate('registry.quality.days', { count: days.format(value), smart_count: value })
        : translate('registry.quality.daysFraction', { count: days.format(value) });
    }
    return numbers.count(value);
  };
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" id={headingId} gutterBottom>
          {first.hospitalName} ({first.hospitalShortName})
        </Typography>
        {scroll.overflows ? (
          <Typography
            id={hintId}
            variant="body2"
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }}
          >
            <SwapHorizIcon fontSize="small" />
            {translate('registry.quality.scrollHint')}
          </Typography>
        ) : null}
        <Box sx={{ position: 'relative' }}>
          <TableContainer
            ref={box}
            tabIndex={0}
            role="region"
            aria-label={translate('registry.quality.tableRegion', {
              hospital: `${first.hospitalName} (${first.hospitalShortName})`,
            })}
            aria-describedby={scroll.overflows ? hintId : undefined}
            sx={{
              overflowX: 'auto',
              maxWidth: '100%',
              scrollPaddingLeft: STICKY_WIDTH,
              borderRadius: 0.5,
              '&:focus-visible': {
                outline: (theme) => `2px solid ${theme.palette.primary.main}`,
                outlineOffset: 2,
              },
            }}
          >
            {/* Separate borders: collapsed ones belong to the table and would scroll away from
                the sticky column. */}
            <Table
              size="small"
              aria-labelledby={headingId}
              sx={{ borderCollapse: 'separate', borderSpacing: 0 }}
            >
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col" sx={{ ...stickyCell, ...HEADER }}>
                    {translate('registry.quality.columns.protocol')}
                  </TableCell>
                  {COLUMNS.map((column) => (
                    <TableCell
                      key={column.key}
                      component="th"
                      scope="col"
                      align="right"
                      sx={HEADER}
                    >
                      {translate(`registry.quality.columns.${column.key}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.protocol}>
                    <TableCell component="th" scope="row" sx={stickyCell}>
                      {row.protocol}
                    </TableCell>
                    {COLUMNS.map((column) => {
                      const text = shown(row, column);
                      const figure = translate(`registry.quality.columns.${column.key}`);
                      return (
                        <TableCell key={column.key} align="right" sx={FIGURE}>
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
          {/* The edge with more columns behind it. */}
          {scroll.more ? (
            <Box
              aria-hidden
              data-testid="quality-more-columns"
              sx={{
                position: 'absolute',
                top: 0,
                right: 0,
                bottom: 0,
                width: 24,
                pointerEvents: 'none',
                background: 'linear-gradient(to left, rgba(0, 0, 0, 0.15), rgba(0, 0, 0, 0))',
              }}
            />
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}
