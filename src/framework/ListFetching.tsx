/**
 * A bar over a list's rows while another page, sort or search is on its way: react-admin keeps
 * the last rows on screen until the new ones come, and this says that they are coming. Its
 * place is kept while idle, so the rows do not jump when it shows.
 */
import LinearProgress from '@mui/material/LinearProgress';
import { useListContext, useTranslate } from 'react-admin';

export function ListFetching({
  busy = false,
}: {
  /** Something else the list waits for (the dictionaries before their entries). */
  busy?: boolean;
}) {
  const translate = useTranslate();
  const { isFetching, isPending, error } = useListContext();
  // The first load has the list's own loading state, a failure its own message.
  const shown = busy || (isFetching && !isPending && !error);
  return (
    <LinearProgress
      aria-label={shown ? translate('registry.app.loading') : undefined}
      aria-hidden={!shown}
      sx={{ visibility: shown ? 'visible' : 'hidden' }}
    />
  );
}
