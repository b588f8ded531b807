/**
 * The /dictionary screen: pick a dictionary, browse its entries page by page, search them, add an
 * entry or edit one. The search ignores accents and case on the server ("zoladek" finds
 * "żołądek"). The entries are react-admin's list of the `dictionaries` resource with the engine's
 * load states, pager and stacked rows on a phone; since the type is part of the API's path, the
 * list reads them from the chosen dictionary's endpoint (ListSource). The chosen dictionary is
 * kept in the address (`?type=icd10`) so that a link opens it; the page, sort and search are not.
 */
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import MuiTextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  DataTable,
  ListBase,
  SortButton,
  useListContext,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import type { DictionaryEntry, DictionaryType } from '../../domain/dictionary';
import { LoadFailed } from '../../src/components/LoadState';
import { HOME_CRUMB, PageHeader } from '../../src/components/PageHeader';
import { RequirePermission } from '../../src/components/routeGuards';
import { ListFetching } from '../../src/framework/ListFetching';
import { ListSource } from '../../src/framework/ListSource';
import { ListPagination, ListResults, QUIET_FAILURE } from '../../src/framework/LoadStates';
import { StackedRows, useStackedRows } from '../../src/framework/StackedRows';
import { ListFilterForm, TypedFilterInput } from '../../src/framework/TypedFilterInput';
import { DictionaryEntryDialog } from './DictionaryEntryDialog';
import { readDictionaryEntries, useDictionaryTypes } from './dictionaryQueries';
import type { DictionaryListMeta } from './dictionaryQueries';
import { useRoleAllows } from '../../src/framework/useRoleAllows';

const RESOURCE = 'dictionaries';
const ROWS_PER_PAGE = [10, 25, 50, 100];
const SEARCH_DELAY_MS = 300;
const BY_VALUE = { field: 'value', order: 'ASC' } as const;
const SORTS = ['value', 'description'];
/** The edit buttons' column, pinned to the right edge of a table wider than its card. */
const EDIT_COLUMN_SX: SxProps<Theme> = {
  position: 'sticky',
  right: 0,
  bgcolor: 'background.paper',
  // Its own background would hide the row's hover shade: the shade is laid over it.
  'tr:hover > &': {
    backgroundImage: (theme: Theme) =>
      `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
  },
};

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

const firstByPolishName = (types: readonly DictionaryType[]) =>
  [...types].sort((a, b) => a.namePl.localeCompare(b.namePl, 'pl'))[0];

function DictionaryBrowser() {
  const [locale] = useLocaleState();
  const [searchParams, setSearchParams] = useSearchParams();
  const typesQuery = useDictionaryTypes();
  const types = useMemo(
    () =>
      [...(typesQuery.data ?? [])].sort((a, b) =>
        dictionaryName(a, locale).localeCompare(dictionaryName(b, locale), locale),
      ),
    [typesQuery.data, locale],
  );
  const requestedType = searchParams.get('type');
  // With none asked for, the first by its Polish name, the registry's own, in both languages: the
  // first in the language's order opened ICD-10 in Polish and the adverse events in English,
  // where an entry added "to ICD-10" went.
  const dictionary = types.find((type) => type.type === requestedType) ?? firstByPolishName(types);
  const name = dictionary ? dictionaryName(dictionary, locale) : '';
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  // Read once from the account, so that each entry's edit button comes with it.
  const canEdit = useRoleAllows('dictionaries', 'edit');

  const chooseDictionary = (type: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('type', type);
        return next;
      },
      { replace: true },
    );
  const meta: DictionaryListMeta | undefined = dictionary ? { type: dictionary.type } : undefined;

  return (
    <ListSource resource={RESOURCE} getList={readDictionaryEntries}>
      <ListBase<DictionaryEntry>
        resource={RESOURCE}
        perPage={25}
        sort={BY_VALUE}
        debounce={SEARCH_DELAY_MS}
        // The page, sort and search live with the screen, as they did before it was a list.
        disableSyncWithLocation
        storeKey={false}
        disableAuthentication
        queryOptions={{ meta, enabled: Boolean(dictionary), ...QUIET_FAILURE }}
      >
        <Card sx={{ overflowX: 'auto' }}>
          <DictionaryToolbar
            types={types}
            dictionary={dictionary}
            onChoose={chooseDictionary}
            onAdd={() => setDialog({ mode: 'create' })}
          />
          {/* A failure takes the place of the entries: no empty table, no pager counting nothing. */}
          {typesQuery.isError ? (
            <LoadFailed
              error={typesQuery.error}
              onRetry={typesQuery.refetch}
              retrying={typesQuery.isFetching}
              sx={{ mx: 2, mb: 2 }}
            />
          ) : (
            <>
              <ListFetching busy={typesQuery.isFetching} />
              {typesQuery.isSuccess && !dictionary ? (
                <DictionaryEmpty />
              ) : (
                <ListResults>
                  <DictionaryEntries
                    name={name}
                    onEdit={canEdit ? (entry) => setDialog({ mode: 'edit', entry }) : undefined}
                  />
                </ListResults>
              )}
              {dictionary ? <ListPagination rowsPerPageOptions={ROWS_PER_PAGE} /> : null}
            </>
          )}
        </Card>
      </ListBase>
      {dictionary && dialog.mode !== 'closed' && (
        <DictionaryEntryDialog
          type={dictionary.type}
          dictionaryName={name}
          {...(dialog.mode === 'edit' ? { entry: dialog.entry } : {})}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      )}
    </ListSource>
  );
}

/** The dictionary picker, the search and the add button, above the entries. */
function DictionaryToolbar({
  types,
  dictionary,
  onChoose,
  onAdd,
}: {
  types: readonly DictionaryType[];
  dictionary: DictionaryType | undefined;
  onChoose: (type: string) => void;
  onAdd: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { setPage } = useListContext();
  const phone = useStackedRows();
  const canCreate = useRoleAllows('dictionaries', 'create');
  const filters = useMemo(
    () => [
      <TypedFilterInput
        key="q"
        source="q"
        type="search"
        label="resources.dictionaries.search"
        alwaysOn
        helperText={false}
        fullWidth
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />,
    ],
    [],
  );
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ p: 2, alignItems: { md: 'center' } }}
    >
      <MuiTextField
        select
        label={translate('resources.dictionaries.fields.type')}
        value={dictionary?.type ?? ''}
        onChange={(event) => {
          onChoose(event.target.value);
          setPage(1);
        }}
        disabled={!types.length}
        size="small"
        // As wide as the chosen name needs (up to half the row), wrapped rather than cut beyond it.
        sx={{
          width: { md: 'auto' },
          minWidth: { md: 320 },
          maxWidth: { md: '50%' },
          flexShrink: 0,
          '& .MuiSelect-select.MuiInputBase-input': { whiteSpace: 'normal' },
        }}
      >
        {types.map((type) => (
          <MenuItem key={type.type} value={type.type}>
            {translate('resources.dictionaries.typeOption', {
              name: dictionaryName(type, locale),
              count: type.entryCount,
            })}
          </MenuItem>
        ))}
      </MuiTextField>
      {/* The search takes the row's remaining width. */}
      <Box
        sx={{
          flex: '1 1 0',
          minWidth: 0,
          '& form': { p: 0, minHeight: 0 },
          '& .filter-field': { flexGrow: 1 },
        }}
      >
        <ListFilterForm filters={filters} />
      </Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'flex-end', flexShrink: 0 }}
      >
        {/* Sorting on a phone, where the table's headers are not shown. */}
        {phone ? <SortButton fields={SORTS} /> : null}
        {canCreate && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={!dictionary}
            onClick={onAdd}
          >
            {translate('resources.dictionaries.actions.add')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

function DictionaryEmpty() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const searched = typeof filterValues?.q === 'string' && filterValues.q.trim() !== '';
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {translate(searched ? 'registry.errors.valueNotFound' : 'resources.dictionaries.empty')}
    </Typography>
  );
}

/** The server copies the description when no search text was given: nothing of its own then. */
const ownSearchText = (entry: DictionaryEntry) =>
  entry.searchableDescription === entry.description ? '' : entry.searchableDescription;

function EditEntryButton({
  entry,
  onEdit,
}: {
  entry: DictionaryEntry;
  onEdit: (entry: DictionaryEntry) => void;
}) {
  const translate = useTranslate();
  return (
    <IconButton
      size="small"
      aria-label={translate('resources.dictionaries.actions.edit', { value: entry.value })}
      onClick={() => onEdit(entry)}
    >
      <EditIcon fontSize="small" />
    </IconButton>
  );
}

function DictionaryEntries({
  name,
  onEdit,
}: {
  /** The dictionary's name, the table's. */
  name: string;
  /** Opens the edit dialog; absent for those who may not edit. */
  onEdit?: (entry: DictionaryEntry) => void;
}) {
  const translate = useTranslate();
  const phone = useStackedRows();
  const field = (source: keyof DictionaryEntry) =>
    translate(`resources.dictionaries.fields.${source}`);
  const activeText = (entry: DictionaryEntry) =>
    translate(entry.active ? 'ra.boolean.true' : 'ra.boolean.false');

  if (phone) {
    return (
      <StackedRows<DictionaryEntry>
        empty={<DictionaryEmpty />}
        faded={(entry) => !entry.active}
        title={(entry) => (
          <>
            <Box component="span" sx={{ fontFamily: 'monospace', mr: 1 }}>
              {entry.value}
            </Box>
            {entry.description}
          </>
        )}
        details={(entry) => (
          <>
            {entry.descriptionEn ? (
              <span>
                {field('descriptionEn')}: <span lang="en">{entry.descriptionEn}</span>
              </span>
            ) : null}
            {ownSearchText(entry) ? (
              <span>
                {field('searchableDescription')}: {ownSearchText(entry)}
              </span>
            ) : null}
            <span>
              {field('active')}: {activeText(entry)}
            </span>
          </>
        )}
        actions={onEdit ? (entry) => <EditEntryButton entry={entry} onEdit={onEdit} /> : undefined}
      />
    );
  }
  return (
    <DataTable<DictionaryEntry>
      aria-label={name}
      bulkActionButtons={false}
      rowClick={false}
      empty={<DictionaryEmpty />}
      rowSx={(entry) => (entry.active ? {} : { opacity: 0.6 })}
    >
      <DataTable.Col
        source="value"
        label={field('value')}
        // A value can be a whole term (CTCAE's), so it wraps like the descriptions do.
        cellSx={() => ({ fontFamily: 'monospace', overflowWrap: 'break-word' })}
      />
      <DataTable.Col source="description" label={field('description')} />
      <DataTable.Col
        source="descriptionEn"
        label={field('descriptionEn')}
        disableSort
        render={(entry) => <span lang="en">{entry.descriptionEn ?? ''}</span>}
      />
      <DataTable.Col
        source="searchableDescription"
        label={field('searchableDescription')}
        disableSort
        cellSx={() => ({ color: 'text.secondary' })}
        render={ownSearchText}
      />
      <DataTable.Col source="active" label={field('active')} disableSort render={activeText} />
      <DataTable.Col<DictionaryEntry>
        label={
          <span style={visuallyHidden}>{translate('resources.dictionaries.actions.label')}</span>
        }
        cellSx={() => ({ width: 0, textAlign: 'right' })}
        sx={EDIT_COLUMN_SX}
        render={(entry) => (onEdit ? <EditEntryButton entry={entry} onEdit={onEdit} /> : null)}
      />
    </DataTable>
  );
}
