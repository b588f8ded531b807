/**
 * The patient's own history from the audit trail, newest first and a page at a time: when, who,
 * what (the action's name in the user's language) and the fields changed with their values
 * before and after, read as the change log reads them (labels, names and dates in the user's
 * language, a form save field by field, ids and hashes under technical details). Rows about
 * protocols the user does not hold are left out by the server. It reloads whenever the page's
 * patient does, so a change made on the page appears at once.
 */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { Identifier } from 'react-admin';
import type { LogEntry } from '../../../domain';
import { LoadFailed, LoadingBar } from '../../../src/components/LoadState';
import type { OncoregDataProvider } from '../../../src/providers/dataProvider';
import { ChangeDetails, useHistoryTexts } from '../../changes/ChangeDetails';
import { actionLabel } from '../../changes/ChangeList';
import { useFormatters } from './formatting';
import { PATIENTS } from './patientQueries';
import { EmptyNote, SectionCard } from './SectionCard';

const ROWS_PER_PAGE = [10, 25, 50];

function Who({ entry }: { entry: LogEntry }) {
  const translate = useTranslate();
  const name = entry.accountName || entry.accountEmail;
  return (
    <Typography variant="body2">{name ?? translate('resources.changes.noAccount')}</Typography>
  );
}

export function PatientHistory({
  patientId,
  version,
}: {
  patientId: Identifier;
  /** When the page's patient was last loaded: a new version reloads the history. */
  version: number;
}) {
  const translate = useTranslate();
  const texts = useHistoryTexts();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const formatters = useFormatters();
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(ROWS_PER_PAGE[0]!);
  const history = useQuery({
    queryKey: [PATIENTS, 'history', String(patientId), { page, perPage, version }],
    queryFn: async () => {
      const answer = await dataProvider.patientHistory(patientId, { page: page + 1, perPage });
      return {
        entries: Array.isArray(answer?.data) ? answer.data : [],
        total: answer?.totalItems ?? 0,
      };
    },
    placeholderData: keepPreviousData,
  });
  const entries = history.data?.entries ?? [];

  return (
    <SectionCard title="patientDetails.sections.history">
      {history.isError ? (
        <LoadFailed error={history.error} onRetry={history.refetch} retrying={history.isFetching} />
      ) : !history.data ? (
        <LoadingBar />
      ) : !entries.length ? (
        <EmptyNote text="patientDetails.history.empty" />
      ) : (
        <>
          {/* Another page on its way: the last one stays until it comes. */}
          {history.isFetching ? <LoadingBar sx={{ mb: 1 }} /> : null}
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.changes.fields.at')}</TableCell>
                  <TableCell>{translate('resources.changes.fields.accountName')}</TableCell>
                  <TableCell>{translate('resources.changes.fields.action')}</TableCell>
                  {narrow ? null : (
                    <TableCell>{translate('resources.changes.fields.changes')}</TableCell>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map((entry) => (
                  <Fragment key={entry.id}>
                    <TableRow
                      sx={{
                        verticalAlign: 'top',
                        ...(narrow ? { '& > .MuiTableCell-root': { borderBottom: 0 } } : {}),
                      }}
                    >
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <time dateTime={entry.at}>{formatters.dateTime(entry.at)}</time>
                      </TableCell>
                      <TableCell>
                        <Who entry={entry} />
                      </TableCell>
                      <TableCell>{actionLabel(translate, entry.action, texts)}</TableCell>
                      {narrow ? null : (
                        <TableCell sx={{ minWidth: 280 }}>
                          <Box sx={{ maxWidth: 720 }}>
                            <ChangeDetails entry={entry} />
                          </Box>
                        </TableCell>
                      )}
                    </TableRow>
                    {/* A phone gives the changes the row's whole width, under who did what. */}
                    {narrow ? (
                      <TableRow>
                        <TableCell colSpan={3} sx={{ pt: 0 }}>
                          <ChangeDetails entry={entry} />
                        </TableCell>
                      </TableRow>
                    ) : null}
                  </Fragment>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={history.data?.total ?? 0}
            page={page}
            rowsPerPage={perPage}
            rowsPerPageOptions={ROWS_PER_PAGE}
            onPageChange={(_event, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setPerPage(Number(event.target.value));
              setPage(0);
            }}
            labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
            labelDisplayedRows={({ from, to, count }) =>
              translate('ra.navigation.page_range_info', {
                offsetBegin: from,
                offsetEnd: to,
                total: count,
              })
            }
          />
        </>
      )}
    </SectionCard>
  );
}
