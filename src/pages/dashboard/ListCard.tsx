/**
 * The frame of the dashboard's lists: a card with a heading, a progress bar while the list
 * loads, the failure with a retry when it failed, a note when it is empty, and "showing N of M"
 * when the server sent only the first part of a longer list.
 */
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { MessageArgs } from '../../../domain';
import { EmptyNote, SectionCard } from '../../../resources/patients/details/SectionCard';
import { LoadFailed, LoadingBar } from '../../components/LoadState';
import type { LoadingQuery } from '../../components/LoadState';
import { useNumberFormats } from './numberFormat';

export function ListCard<Item>({
  title,
  titleArgs,
  empty,
  items,
  total,
  query,
  renderItem,
}: {
  /** Message keys: the heading and the sentence of an empty list, both given `titleArgs`. */
  title: string;
  titleArgs?: MessageArgs;
  empty: string;
  /** Undefined while loading. */
  items: readonly Item[] | undefined;
  /** How many there are in all, when the list may be cut short. */
  total?: number;
  /** The list's own request, when it has one: its failure is shown with a retry. */
  query?: LoadingQuery<unknown>;
  renderItem: (item: Item) => ReactNode;
}) {
  const translate = useTranslate();
  const { count } = useNumberFormats();
  let content: ReactNode;
  if (query?.isError) {
    content = (
      <LoadFailed error={query.error} onRetry={query.refetch} retrying={query.isFetching} />
    );
  } else if (!items) content = <LoadingBar />;
  else if (!items.length) content = <EmptyNote text={empty} args={titleArgs} />;
  else
    content = (
      <>
        <List dense disablePadding>
          {items.map(renderItem)}
        </List>
        {total !== undefined && total > items.length ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('dashboard.shown', { shown: count(items.length), total: count(total) })}
          </Typography>
        ) : null}
      </>
    );
  return (
    <SectionCard title={title} {...(titleArgs ? { titleArgs } : {})}>
      {content}
    </SectionCard>
  );
}
