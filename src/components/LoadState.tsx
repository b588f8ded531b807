/**
 * The three states of anything the screen loads from the API, told apart alike everywhere:
 * loading (a named progress bar), failed (what failed, why, the error code and a "Try again"
 * button that asks the server again) and loaded, whose own view says when there is nothing to
 * show. A failure is never shown as an empty list, record or section: a user who reads "no
 * patients" believes the patients are gone.
 */
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { errorText } from '../feedback/errors';
import { isHttpError } from '../providers/httpClient';

export interface LoadFailedProps {
  error: unknown;
  /** Asks again: a query's `refetch`. */
  onRetry: () => unknown;
  /** The retry is under way: the button waits. */
  retrying?: boolean;
  /** A message key naming what failed; "The data could not be loaded" unless told. */
  title?: string;
  /** The alert's test id, for a screen with more than one thing that can fail. */
  testId?: string;
  sx?: SxProps<Theme>;
}

export function LoadFailed({
  error,
  onRetry,
  retrying = false,
  title = 'registry.loadState.failed',
  testId = 'load-failed',
  sx,
}: LoadFailedProps) {
  const translate = useTranslate();
  const correlationId = isHttpError(error) ? error.correlationId : undefined;
  return (
    <Alert
      severity="error"
      data-testid={testId}
      sx={sx}
      action={
        <Button
          color="inherit"
          size="small"
          startIcon={<RefreshIcon />}
          disabled={retrying}
          onClick={() => void onRetry()}
        >
          {translate(retrying ? 'registry.loadState.retrying' : 'registry.loadState.retry')}
        </Button>
      }
    >
      <AlertTitle>{translate(title)}</AlertTitle>
      {translate(errorText(error, 'registry.errors.dataFetching'))}
      {correlationId ? (
        <Typography variant="caption" component="div">
          {translate('registry.errors.errorCode')} {correlationId}
        </Typography>
      ) : null}
    </Alert>
  );
}

/** A section's or a card's loading state. */
export function LoadingBar({ sx }: { sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('registry.app.loading')} sx={sx} />;
}

/** What QueryState reads of a react-query result. */
export interface LoadingQuery<Data> {
  data: Data | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * One query's states: the failure with a retry, the loading bar until the data first arrives,
 * then `children` with the data (which say themselves when it is empty). A refetch that fails
 * shows the failure too, rather than data that could not be refreshed.
 */
export function QueryState<Data>({
  query,
  title,
  loading,
  children,
}: {
  query: LoadingQuery<Data>;
  title?: string;
  loading?: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  if (query.isError) {
    return (
      <LoadFailed
        error={query.error}
        onRetry={query.refetch}
        retrying={query.isFetching}
        title={title}
      />
    );
  }
  if (query.data === undefined) return <>{loading ?? <LoadingBar />}</>;
  return <>{children(query.data)}</>;
}

/**
 * A picker whose choices come from a query. While they fail to load it says so (an empty list
 * would read as "nothing to choose"): `message` goes under the input or in an autocomplete's
 * empty list, `choices` gives a select one disabled entry saying it; opening the picker asks the
 * server again.
 */
export function useChoicesState(query: Pick<LoadingQuery<unknown>, 'isError' | 'refetch'>) {
  const translate = useTranslate();
  const { isError, refetch } = query;
  return useMemo(() => {
    const message = isError ? translate('registry.loadState.choicesFailed') : undefined;
    return {
      failed: isError,
      message,
      /** A select's choices in place of the ones that failed to load. */
      choices: message ? [{ id: FAILED_CHOICE, name: message, disabled: true }] : [],
      onOpen: () => {
        if (isError) void refetch();
      },
    };
  }, [isError, refetch, translate]);
}

/** The value of the disabled entry a select shows while its choices failed to load. */
export const FAILED_CHOICE = '__choices-failed';

/** The value of the disabled entry a list filter's select shows while its choices load. */
export const PENDING_CHOICE = '__choices-pending';

/**
 * What a list filter's select offers while its choices load: one disabled entry saying so.
 * Given `isPending`, react-admin draws a narrower progress bar in the select's place instead,
 * and the row of filters reflowed when the select took its width: on the patient list the
 * protocol filter jumped to a second line and the table 60 px down (with the scrollbar's
 * reflow, see src/layout/theme.ts, most of the page's layout shift of 0.369 under Lighthouse).
 */
export function usePendingChoices(isPending: boolean) {
  const translate = useTranslate();
  return useMemo(
    () =>
      isPending ? [{ id: PENDING_CHOICE, name: translate('ra.page.loading'), disabled: true }] : [],
    [isPending, translate],
  );
}
