/**
 * The link to the page of a list row's record. A row that opens on click is no Tab stop and
 * ignores Enter, so a cell of the row also holds a real link: keyboard and screen-reader users
 * reach the record through it. A click on it is the link's own, not the row's as well.
 */
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useRecordContext } from 'react-admin';
import { recordPath } from './config';
import type { ResourceConfig } from './types';

export function RecordLink({ config, children }: { config: ResourceConfig; children: ReactNode }) {
  const record = useRecordContext();
  if (!record) return <>{children}</>;
  return (
    <Link
      component={RouterLink}
      to={recordPath(config, record.id)}
      onClick={(event) => event.stopPropagation()}
    >
      {children}
    </Link>
  );
}
