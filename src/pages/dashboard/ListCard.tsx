/**
 * The frame of the dashboard's lists: a card with a heading, a spinner while the list loads,
 * a note when it failed or is empty, and "showing N of M" when the server sent only the first
 * part of a longer list.
 */
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { MessageArgs } from '../../../domain';
import { EmptyNote, SectionCard } from '../../../resources/patients/details/SectionCard';
import { useNumberFormats } from './numberFormat';

export function ListCard<Item>({
  title,
  titleArgs,
  empty,
  items,
  total,
  failed = false,
  renderItem,
}: {
  /** Message keys: the heading and the sentence of an empty list. */
  title: string;
  titleArgs?: MessageArgs;
  empty: string;
  /** Undefined while loading. */
  items: readonly Item[] | undefined;
  /** How many there are in all, when the list may be cut short. */
  total?: number;
  failed?: boolean;
  renderItem: (item: Item) => ReactNode;
}) {
  const translate = useTranslate();
  const { count } = useNumberFormats();
  let content: ReactNode;
  if (failed) content = <EmptyNote text="registry.errors.dataFetching" />;
  else if (!items) content = <LinearProgress aria-label={translate('registry.app.loading')} />;
  else if (!items.length) content = <EmptyNote text={empty} />;
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
