/**
 * A list's rows stacked for a phone, the way react-admin's own demo turns its tables into
 * simple lists on small screens: each record is one link, its title on the first line and its
 * other values wrapped below, so that nothing scrolls sideways. A record that does not open may
 * instead unfold what the table shows in its expanded row (`expand`), keep a block of its own
 * under the values (`body`), or offer a button at the row's end (`actions`).
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { RecordContextProvider, useListContext } from 'react-admin';
import type { Identifier, RaRecord } from 'react-admin';

/** Whether lists show stacked rows rather than a table: under 600 px, a phone. */
export function useStackedRows(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}

interface StackedRowsProps<T extends RaRecord> {
  title: (record: T) => ReactNode;
  details: (record: T) => ReactNode;
  /** Where a row leads, or nothing when records do not open. */
  path?: (id: Identifier) => string;
  empty: ReactNode;
  /** What a row unfolds when tapped (a record that does not open). */
  expand?: (record: T) => ReactNode;
  /** Whether a record has anything to unfold; all do when omitted. */
  isExpandable?: (record: T) => boolean;
  /** A block at the row's full width under its values, always shown. */
  body?: (record: T) => ReactNode;
  /** Buttons at the row's end (an edit that opens a dialog). */
  actions?: (record: T) => ReactNode;
  /** Shown faded, as the table shows it (an inactive dictionary entry). */
  faded?: (record: T) => boolean;
}

export function StackedRows<T extends RaRecord>(props: StackedRowsProps<T>) {
  const { data, isPending } = useListContext<T>();
  if (isPending) return <LinearProgress sx={{ m: 2 }} />;
  return <StackedRecords<T> records={data ?? []} {...props} />;
}

/**
 * The same rows for records a page already holds rather than a list it fetched: a patient's
 * protocols, forms and files, whose tables would hide their last columns off a phone's screen.
 */
export function StackedRecords<T extends RaRecord>({
  records,
  ...props
}: StackedRowsProps<T> & { records: readonly T[] }) {
  if (!records.length) return <>{props.empty}</>;
  return (
    <List disablePadding>
      {records.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <StackedRow record={record} {...props} />
        </RecordContextProvider>
      ))}
    </List>
  );
}

function StackedRow<T extends RaRecord>({
  record,
  title,
  details,
  path,
  expand,
  isExpandable,
  body,
  actions,
  faded,
}: StackedRowsProps<T> & { record: T }) {
  const [open, setOpen] = useState(false);
  const unfoldedId = useId();
  const unfolds = !path && expand !== undefined && (!isExpandable || isExpandable(record));
  const content = (
    <Box sx={{ minWidth: 0, width: '100%' }}>
      <Box sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{title(record)}</Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 1.5,
          rowGap: 0.5,
          mt: 0.5,
          color: 'text.secondary',
          typography: 'body2',
          overflowWrap: 'anywhere',
        }}
      >
        {details(record)}
      </Box>
    </Box>
  );
  const shownActions = actions?.(record);
  return (
    <ListItem
      disablePadding
      divider
      secondaryAction={shownActions}
      sx={{ flexWrap: 'wrap', ...(faded?.(record) ? { opacity: 0.6 } : {}) }}
    >
      {path ? (
        <ListItemButton component={RouterLink} to={path(record.id)}>
          {content}
        </ListItemButton>
      ) : unfolds ? (
        <ListItemButton
          onClick={() => setOpen((shown) => !shown)}
          aria-expanded={open}
          // The unfolded part is not in the page while closed: there is nothing to point to then.
          aria-controls={open ? unfoldedId : undefined}
        >
          {content}
          <ExpandMoreIcon
            aria-hidden
            sx={{
              ml: 1,
              color: 'action.active',
              transform: open ? 'rotate(180deg)' : 'none',
              transition: 'transform 150ms',
            }}
          />
        </ListItemButton>
      ) : (
        // Clear of the buttons at the row's end, which sit over it.
        <Box sx={{ px: 2, py: 1, width: '100%', ...(shownActions ? { pr: 7 } : {}) }}>
          {content}
        </Box>
      )}
      {body ? <Box sx={{ px: 2, pb: 1, width: '100%', minWidth: 0 }}>{body(record)}</Box> : null}
      {unfolds ? (
        <Collapse in={open} unmountOnExit sx={{ width: '100%' }}>
          <Box id={unfoldedId} sx={{ px: 2, pb: 1.5, minWidth: 0 }}>
            {expand(record)}
          </Box>
        </Collapse>
      ) : null}
    </ListItem>
  );
}
