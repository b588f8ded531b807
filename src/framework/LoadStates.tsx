/**
 * The load states of react-admin's lists and records, on top of the shared LoadFailed.
 *
 * react-admin shows a list that failed to load as an empty one ("no results") and its pager as
 * "1–25 of 25"; here the failure, with a retry, takes the place of the rows, and the pager shows
 * only over a count the server gave. The filters stay, so that a filter which made the request
 * fail can be changed.
 *
 * A record that could not be loaded reads as not found when it is absent or outside the user's
 * reach (the API's 404 for both), with the way back to the list; any other failure (a 5xx, the
 * time-out, the network) says that loading failed and offers to try again, since the record may
 * well be there.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Pagination,
  useEditContext,
  useListContext,
  useShowContext,
  useTranslate,
} from 'react-admin';
import type { PaginationProps } from 'react-admin';
import { HOME_CRUMB, PageHeader } from '../components/PageHeader';
import { LoadFailed } from '../components/LoadState';
import { isHttpError } from '../providers/httpClient';
import { useResourcePlural } from './ResourcePageHeader';
import type { ResourceConfig } from './types';

/** A filter's value that filters nothing: none, an empty text, or an empty choice of several. */
const isUnset = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);

/**
 * Whether any of the list's filters holds a value: an empty list then found nothing under them
 * ("no patient matches the chosen filters"), rather than holding nothing yet.
 */
export function useFiltersChosen(): boolean {
  const { filterValues } = useListContext();
  return Object.values(filterValues ?? {}).some((value) => !isUnset(value));
}

/** The list's failure, with a retry; `<List error={<ListLoadFailed />}>` for react-admin's own list. */
export function ListLoadFailed() {
  const { error, refetch, isFetching } = useListContext();
  return <LoadFailed error={error} onRetry={refetch} retrying={isFetching} sx={{ m: 2 }} />;
}

/** The rows (or the list's own empty state) once loaded, the failure when the request failed. */
export function ListResults({ children }: { children: ReactNode }) {
  const { error } = useListContext();
  return error ? <ListLoadFailed /> : <>{children}</>;
}

/** react-admin's pager, but never over a count that is not known (a failed or missing total). */
export function ListPagination(props: PaginationProps) {
  const { error, total, isPending, meta } = useListContext();
  const translate = useTranslate();
  if (error || (!isPending && total == null)) return null;
  // A list that stops counting (the patient list beyond 10,000) says "of 10 000+", never a
  // total it has not counted.
  const capped = (meta as { totalCapped?: boolean } | undefined)?.totalCapped === true;
  const labelDisplayedRows = capped
    ? ({ from, to }: { from: number; to: number }) =>
        translate('registry.list.rangeOfMore', {
          from,
          to,
          total: groupedThousands(total ?? 0),
        })
    : undefined;
  return <Pagination {...props} {...(labelDisplayedRows ? { labelDisplayedRows } : {})} />;
}

/**
 * Says a new search's or filter's results to a screen reader ("Liczba wyników: 12"), which saw
 * the rows change in silence: once they are here, in a polite live region, and not for the
 * list's first load, whose page is said by its title. A page or a sort is the same results.
 */
export function ListResultsStatus() {
  const { filterValues, total, isFetching, error, meta } = useListContext();
  const translate = useTranslate();
  const filters = JSON.stringify(filterValues ?? {});
  const said = useRef(filters);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (filters === said.current) return;
    if (isFetching) {
      setMessage('');
      return;
    }
    said.current = filters;
    // A failure says itself (an alert with a retry), and a missing count is not made up.
    if (error || total == null) return;
    const capped = (meta as { totalCapped?: boolean } | undefined)?.totalCapped === true;
    setMessage(
      translate(capped ? 'registry.list.resultsOfMore' : 'registry.list.results', {
        count: groupedThousands(total),
      }),
    );
  }, [filters, isFetching, error, total, meta, translate]);
  return (
    <Box role="status" aria-atomic="true" data-testid="list-results-status" sx={visuallyHidden}>
      {message}
    </Box>
  );
}

/** 10000 as "10 000": the way both interface languages write the capped count. */
const groupedThousands = (count: number) =>
  String(count).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');

/**
 * The query options of a list or record view that shows its own failure: react-admin would
 * otherwise also notify it (a toast over the failure state, and a third message beside a 5xx's
 * modal), and send a record's page back to the list.
 */
export const QUIET_FAILURE = { onError: () => undefined } as const;

export const isMissing = (error: unknown) => isHttpError(error) && error.status === 404;

export function RecordUnavailable({
  config,
  error,
  onRetry,
  retrying = false,
  missingTitle = 'registry.loadState.missingTitle',
  missingText = 'registry.loadState.missing',
  backLabel = 'registry.loadState.backToList',
}: {
  config: ResourceConfig;
  error: unknown;
  onRetry: () => unknown;
  retrying?: boolean;
  /** Message keys of the not-found page (a patient's are the specification's own). */
  missingTitle?: string;
  missingText?: string;
  backLabel?: string;
}) {
  const translate = useTranslate();
  const plural = useResourcePlural(config);
  const missing = isMissing(error);
  return (
    <>
      <PageHeader
        title={missing ? missingTitle : 'registry.loadState.failed'}
        crumbs={[HOME_CRUMB, { label: plural, to: config.routes.list }]}
      />
      <Box sx={{ mb: 2 }}>
        {missing ? (
          <Alert severity="warning">{translate(missingText)}</Alert>
        ) : (
          <LoadFailed error={error} onRetry={onRetry} retrying={retrying} />
        )}
      </Box>
      <Button component={RouterLink} to={config.routes.list} startIcon={<ArrowBackIcon />}>
        {translate(backLabel)}
      </Button>
    </>
  );
}

/** For `<ShowBase error>`: the show context holds the failure and the way to ask again. */
export function ShowUnavailable({ config }: { config: ResourceConfig }) {
  const { error, refetch, isFetching } = useShowContext();
  return (
    <RecordUnavailable config={config} error={error} onRetry={refetch} retrying={isFetching} />
  );
}

/** For `<EditBase error>`. */
export function EditUnavailable({
  config,
  missingTitle,
  missingText,
  backLabel,
}: {
  config: ResourceConfig;
  missingTitle?: string;
  missingText?: string;
  backLabel?: string;
}) {
  const { error, refetch, isFetching } = useEditContext();
  return (
    <RecordUnavailable
      config={config}
      error={error}
      onRetry={refetch}
      retrying={isFetching}
      missingTitle={missingTitle}
      missingText={missingText}
      backLabel={backLabel}
    />
  );
}
