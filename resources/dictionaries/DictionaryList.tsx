/**
 * The /dictionary screen: pick a dictionary, browse its entries page by page, search them, add an
 * entry or edit one. The search ignores accents and case on the server ("zoladek" finds
 * "żołądek"). Entries come from the per-dictionary endpoint (the type is part of the path), so
 * this view reads them through the data provider's dictionary methods rather than getList. The
 * chosen dictionary is kept in the address (`?type=icd10`) so that a link opens it.
 */
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import { visuallyHidden } from '@mui/utils';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCanAccess, useLocaleState, useTranslate } from 'react-admin';
import type { ListQuery, SortOrder } from '../../domain';
import type { DictionaryEntry, DictionaryType } from '../../domain/dictionary';
import { LoadFailed } from '../../src/components/LoadState';
import { HOME_CRUMB, PageHeader } from '../../src/components/PageHeader';
import { RequirePermission } from '../../src/components/routeGuards';
import { DictionaryEntryDialog } from './DictionaryEntryDialog';
import { useDictionaryEntries, useDictionaryTypes } from './dictionaryQueries';
import { useDebouncedValue } from '../../src/components/useDebouncedValue';

const ROWS_PER_PAGE = [10, 25, 50, 100];
const SEARCH_DELAY_MS = 300;
const COLUMNS = 6;

type SortField = 'value' | 'description';

/** The dictionary's name in the interface language. */
export function dictionaryName(type: DictionaryType, locale: string): string {
  return (locale === 'en' ? type.nameEn : type.namePl) || type.type;
}

export function DictionaryList() {
  return (
    <RequirePermission resource="dictionaries" action="list">
      <PageHeader title="resources.dictionaries.name" crumbs={[HOME_CRUMB]} />
      <DictionaryBrowser />
    </RequirePermission>
  );
}

type DialogState =
  | { mode: 'closed' }
  | { mode: 'create' }
  | { mode: 'edit'; entry: DictionaryEntry };

function DictionaryBrowser() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [searchParams, setSearchParams] = useSearchParams();
  const { canAccess: canCreate } = useCanAccess({ resource: 'dictionaries', action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource: 'dictionaries', action: 'edit' });

  const typesQuery = useDictionaryTypes();
  const types = useMemo(
    () =>
      [...(typesQuery.data ?? [])].sort((a, b) =>
        dictionaryName(a, locale).localeCompare(dictionaryName(b, locale), locale),
      ),
    [typesQuery.data, locale],
  );
  const requestedType = searchParams.get('type');
  const dictionary = types.find((type) => type.type === requestedType) ?? types[0];

  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const [sort, setSort] = useState<{ field: SortField; order: SortOrder }>({
    field: 'value',
    order: 'asc',
  });
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });

  const query = useMemo<ListQuery>(
    () => ({
      page,
      itemsPerPage: perPage,
      sorts: { [sort.field]: sort.order },
      ...(search ? { search } : {}),
    }),
    [page, perPage, sort, search],
  );
  const entriesQuery = useDictionaryEntries(dictionary?.type, query);
  const entries = entriesQuery.data?.data ?? [];
  const total = entriesQuery.data?.totalItems ?? 0;

  const chooseDictionary = (type: string) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('type', type);
        return next;
      },
      { replace: true },
    );
    setPage(1);
  };

  const sortBy = (field: SortField) => {
    setSort((current) => ({
      field,
      order: current.field === field && current.order === 'asc' ? 'desc' : 'asc',
    }));
    setPage(1);
  };

  const name = dictionary ? dictionaryName(dictionary, locale) : '';
  // What failed, asked again by the retry: the dictionaries first, then the chosen one's entries.
  const failed = typesQuery.isError ? typesQuery : entriesQuery.isError ? entriesQuery : null;

  return (
    <Card sx={{ overflowX: 'auto' }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ p: 2, alignItems: { md: 'center' } }}
      >
        <TextField
          select
          label={translate('resources.dictionaries.fields.type')}
          value={dictionary?.type ?? ''}
          onChange={(event) => chooseDictionary(event.target.value)}
          disabled={!types.length}
          size="small"
          sx={{ minWidth: 280 }}
        >
          {types.map((type) => (
            <MenuItem key={type.type} value={type.type}>
              {translate('resources.dictionaries.typeOption', {
                name: dictionaryName(type, locale),
                count: type.entryCount,
              })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="search"
          label={translate('resources.dictionaries.search')}
          value={searchText}
          onChange={(event) => {
            setSearchText(event.target.value);
            setPage(1);
          }}
          size="small"
          sx={{ flexGrow: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {canCreate && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={!dictionary}
            onClick={() => setDialog({ mode: 'create' })}
          >
            {translate('resources.dictionaries.actions.add')}
          </Button>
        )}
      </Stack>

      {failed ? (
        <LoadFailed
          error={failed.error}
          onRetry={failed.refetch}
          retrying={failed.isFetching}
          sx={{ mx: 2, mb: 2 }}
        />
      ) : null}

      <LinearProgress
        sx={{ visibility: typesQuery.isFetching || entriesQuery.isFetching ? 'visible' : 'hidden' }}
        aria-hidden
      />
      {/* A failure takes the place of the entries: no empty table, no pager counting nothing. */}
      {failed ? null : (
        <TableContainer>
          <Table size="small" aria-label={name}>
            <TableHead>
              <TableRow>
                <SortableHeader field="value" sort={sort} onSort={sortBy} />
                <SortableHeader field="description" sort={sort} onSort={sortBy} />
                <TableCell>{translate('resources.dictionaries.fields.descriptionEn')}</TableCell>
                <TableCell>
                  {translate('resources.dictionaries.fields.searchableDescription')}
                </TableCell>
                <TableCell>{translate('resources.dictionaries.fields.active')}</TableCell>
                <TableCell>
                  <span style={visuallyHidden}>
                    {translate('resources.dictionaries.actions.label')}
                  </span>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.id} hover sx={entry.active ? undefined : { opacity: 0.6 }}>
                  <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                    {entry.value}
                  </TableCell>
                  <TableCell>{entry.description}</TableCell>
                  <TableCell lang="en">{entry.descriptionEn ?? ''}</TableCell>
                  <TableCell sx={{ color: 'text.secondary' }}>
                    {/* The server copies the description when no search text was given. */}
                    {entry.searchableDescription === entry.description
                      ? ''
                      : entry.searchableDescription}
                  </TableCell>
                  <TableCell>
                    {translate(entry.active ? 'ra.boolean.true' : 'ra.boolean.false')}
                  </TableCell>
                  <TableCell padding="checkbox" align="right">
                    {canEdit && (
                      <IconButton
                        size="small"
                        aria-label={translate('resources.dictionaries.actions.edit', {
                          value: entry.value,
                        })}
                        onClick={() => setDialog({ mode: 'edit', entry })}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                    )}
                  </TableCell>
                </TableRow>
              ))}
              {entriesQuery.isSuccess && !entries.length && (
                <TableRow>
                  <TableCell colSpan={COLUMNS} align="center" sx={{ py: 4 }}>
                    {translate(
                      search ? 'registry.errors.valueNotFound' : 'resources.dictionaries.empty',
                    )}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {failed || !entriesQuery.data ? null : (
        <TablePagination
          component="div"
          count={total}
          page={total ? page - 1 : 0}
          rowsPerPage={perPage}
          rowsPerPageOptions={ROWS_PER_PAGE}
          onPageChange={(_event, next) => setPage(next + 1)}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(1);
          }}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          labelDisplayedRows={({ from, to, count }) =>
            translate('ra.navigation.page_range_info', {
              offsetBegin: from,
              offsetEnd: to,
              total: count,
            })
          }
          getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
        />
      )}

      {dictionary && dialog.mode !== 'closed' && (
        <DictionaryEntryDialog
          type={dictionary.type}
          dictionaryName={name}
          {...(dialog.mode === 'edit' ? { entry: dialog.entry } : {})}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      )}
    </Card>
  );
}

function SortableHeader({
  field,
  sort,
  onSort,
}: {
  field: SortField;
  sort: { field: SortField; order: SortOrder };
  onSort: (field: SortField) => void;
}) {
  const translate = useTranslate();
  const active = sort.field === field;
  return (
    <TableCell sortDirection={active ? sort.order : false}>
      <TableSortLabel
        active={active}
        direction={active ? sort.order : 'asc'}
        onClick={() => onSort(field)}
      >
        {translate(`resources.dictionaries.fields.${field}`)}
      </TableSortLabel>
    </TableCell>
  );
}
