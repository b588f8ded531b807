/**
 * A list's rows stacked for a phone, the way react-admin's own demo turns its tables into
 * simple lists on small screens: each record is one link, its title on the first line and its
 * other values wrapped below, so that nothing scrolls sideways.
 */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { RecordContextProvider, useListContext } from 'react-admin';
import type { Identifier, RaRecord } from 'react-admin';

export function StackedRows<T extends RaRecord>({
  title,
  details,
  path,
  empty,
}: {
  title: (record: T) => ReactNode;
  details: (record: T) => ReactNode;
  /** Where a row leads, or nothing when records do not open. */
  path?: (id: Identifier) => string;
  empty: ReactNode;
}) {
  const { data, isPending } = useListContext<T>();
  if (isPending) return <LinearProgress sx={{ m: 2 }} />;
  if (!data?.length) return <>{empty}</>;
  return (
    <List disablePadding>
      {data.map((record) => {
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
        return (
          <RecordContextProvider key={record.id} value={record}>
            <ListItem disablePadding divider>
              {path ? (
                <ListItemButton component={RouterLink} to={path(record.id)}>
                  {content}
                </ListItemButton>
              ) : (
                <Box sx={{ px: 2, py: 1, width: '100%' }}>{content}</Box>
              )}
            </ListItem>
          </RecordContextProvider>
        );
      })}
    </List>
  );
}
