/**
 * The list view of a config: paginated, sorted and filtered on the server. Columns are the
 * fields shown in lists (sortable where the config says so), the filters those with
 * `filter: true`, plus a free-text search when the config asks for one. A row leads to the
 * record's page on the spec route; its first cell is also a link there, for the keyboard. A
 * failed load shows the failure with a retry, never the empty state (ListLoadState.tsx).
 * A resource's own list view renders this one with the extension points of ListExtensions
 * (types.ts): its own filter inputs, cells, phone rows and what stands above the rows.
 */
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  Children,
  cloneElement,
  isValidElement,
  useCallback,
  useDeferredValue,
  useMemo,
} from 'react';
import type { ReactElement, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  DataTable,
  DataTableHead,
  FilterButton,
  ListBase,
  ListContextProvider,
  SortButton,
  useDataTableSortContext,
  useListContext,
  useTranslate,
} from 'react-admin';
import type { DataTableColumnProps, DataTableHeadProps, Identifier, RaRecord } from 'react-admin';
import { DEFAULT_ITEMS_PER_PAGE } from '../../domain';
import { EMPTY_VALUE, FieldDisplay, filterInput } from './fields';
import {
  fieldLabel,
  fieldsFor,
  filterFields,
  filterName,
  listAllowlist,
  recordPath,
  recordTitle,
} from './config';
import { LIST_FRESH_MS, ListPrefetch } from './ListPrefetch';
import {
  ListPagination,
  ListResults,
  ListResultsStatus,
  QUIET_FAILURE,
  useFiltersChosen,
} from './LoadStates';
import { PlainTableBody } from './PlainTableBody';
import { RecordLink } from './RecordLink';
import { StackedRows } from './StackedRows';
import { SteadyList } from './SteadyList';
import { ListFilterForm, TypedFilterInput } from './TypedFilterInput';
import { ResourcePageHeader, useCreateLabel, useResourcePlural } from './ResourcePageHeader';
import type { FieldConfig, ListColumn, ListExtensions, ResourceConfig } from './types';
import { useRoleAllows } from './useRoleAllows';

const ROWS_PER_PAGE = [10, 25, 50, 100];
const NO_LINKED_FILTERS: readonly string[] = [];
const NO_FILTER_FORMATS: Readonly<Record<string, string>> = {};
/** No sort of our own: react-admin would otherwise sort by `id`, which no list allows. */
const SERVER_ORDER = { field: '', order: 'ASC' } as const;

export function CreateLinkButton({ config }: { config: ResourceConfig }) {
  const canAccess = useRoleAllows(config.permission, 'create');
  const label = useCreateLabel(config);
  if (!config.routes.create || !canAccess) return null;
  return (
    <Button
      component={RouterLink}
      to={config.routes.create}
      variant="contained"
      startIcon={<AddIcon />}
    >
      {label}
    </Button>
  );
}

/** The search box the config asks for, then the filters the fields declare or the view's own. */
function useFilterInputs(config: ResourceConfig, own: ReactElement[] | undefined) {
  const translate = useTranslate();
  return useMemo(() => {
    const inputs =
      own ??
      filterFields(config).map((field) => {
        const fallback = translate(fieldLabel(config, field));
        const label = translate(`resources.${config.name}.filters.${filterName(field)}`, {
          _: fallback,
        });
        return filterInput(field, label);
      });
    const hint = config.list?.searchHint;
    // The placeholder is also the box's name: it has no label, and a placeholder is gone from
    // the screen, and for some screen readers from the box, once something is typed.
    const searchName = translate(hint ?? 'ra.action.search');
    const named = { htmlInput: { 'aria-label': searchName } };
    const search = config.list?.search
      ? [
          hint ? (
            <TypedFilterInput
              key="q"
              source="q"
              search
              placeholder={searchName}
              slotProps={named}
              sx={{ width: { xs: '100%', sm: 340 } }}
              alwaysOn
            />
          ) : (
            <TypedFilterInput key="q" source="q" search slotProps={named} alwaysOn />
          ),
        ]
      : [];
    return [...search, ...inputs].filter((input) => input !== null);
  }, [config, own, translate]);
}

/** Filters without `alwaysOn` wait behind react-admin's Add filter button. */
const hasTogglableFilters = (filters: ReactElement[]) =>
  filters.some(
    (filter) => isValidElement(filter) && !(filter.props as { alwaysOn?: boolean }).alwaysOn,
  );

/**
 * The sort menu: on a phone, where the table's headers are not shown, and everywhere when the
 * config sorts by fields that are no column (a record's creation time, say).
 */
function useSortMenu(config: ResourceConfig, phone: boolean) {
  const columns = new Set(fieldsFor(config, 'list').map((field) => field.source));
  const sorts = listAllowlist(config).sorts;
  const sortOnly = sorts.some((sort) => !columns.has(sort));
  return (phone || sortOnly) && sorts.length ? sorts : null;
}

function ListEmpty({ config }: { config: ResourceConfig }) {
  const translate = useTranslate();
  const plural = useResourcePlural(config);
  const filtered = useFiltersChosen();
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <Typography color="text.secondary">
        {filtered
          ? translate(`resources.${config.name}.noResults`, {
              _: translate('registry.framework.noResults'),
            })
          : translate(`resources.${config.name}.empty`, {
              name: plural,
              _: translate('registry.framework.empty'),
            })}
      </Typography>
    </Box>
  );
}

type Columns = ListExtensions['columns'];

/** A column's header: the view's own message key, else the field's label. */
const columnLabel = (config: ResourceConfig, columns: Columns, field: FieldConfig) =>
  columns?.[field.source]?.label ?? fieldLabel(config, field);

function useColumnLabel(config: ResourceConfig, columns: Columns) {
  const translate = useTranslate();
  return (field: FieldConfig) => translate(columnLabel(config, columns, field));
}

/**
 * Fields whose cell is their value as text. Drawn as the text itself, which takes the body's
 * type from the table (PlainTableBody), rather than as react-admin's TextField: a themed
 * Typography with its hooks per cell, the same look at about four components a cell.
 */
const PLAIN_TEXT: ReadonlySet<FieldConfig['type']> = new Set(['text', 'phone', 'zipCode']);

/** A cell: the view's own, else the field's display. */
function cellOf(
  config: ResourceConfig,
  field: FieldConfig,
  label: string,
  column: ListColumn | undefined,
  record: RaRecord,
): ReactNode {
  if (column?.render) return column.render(record);
  if (PLAIN_TEXT.has(field.type) && !field.component?.list) {
    const value: unknown = record[field.source];
    return value === null || value === undefined || value === '' ? null : String(value);
  }
  return (
    <FieldDisplay config={config} field={field} view="list" source={field.source} label={label} />
  );
}

/**
 * react-admin's header, whose sorted column says so to a screen reader too (`aria-sort`): the
 * arrow alone showed it to the eye. Set here, on the header's cells alone, so that the columns,
 * and the rows drawn from them, stay the same elements when the sort changes.
 */
function SortedHead(props: DataTableHeadProps) {
  const sort = useDataTableSortContext();
  const children = Children.map(props.children, (column) => {
    if (!isValidElement<DataTableColumnProps>(column)) return column;
    if (!sort || column.props.source !== sort.field) return column;
    const ariaSort = sort.order === 'ASC' ? 'ascending' : 'descending';
    return cloneElement(column, { 'aria-sort': ariaSort } as Partial<DataTableColumnProps>);
  });
  return <DataTableHead {...props}>{children}</DataTableHead>;
}

/**
 * The table: react-admin's header (sorting) over plain rows (PlainTableBody). Its columns are
 * made once per config and language, and the rows are memoised on their record and columns, so a
 * re-render of the list that keeps its rows (the next page on its way, the patient list's choices
 * arriving) does not draw them again.
 */
function ResourceTable({ config, columns }: { config: ResourceConfig; columns: Columns }) {
  const translate = useTranslate();
  const opens = Boolean(config.routes.show || config.routes.edit);
  const rowClick = useCallback((id: Identifier) => recordPath(config, id), [config]);
  const dataColumns = useMemo(
    () =>
      fieldsFor(config, 'list').map((field, index) => {
        const column = columns?.[field.source];
        const label = translate(columnLabel(config, columns, field));
        const cell = (record: RaRecord) => {
          const display = cellOf(config, field, label, column, record);
          return opens && index === 0 ? (
            <RecordLink config={config}>{display}</RecordLink>
          ) : (
            display
          );
        };
        return (
          <DataTable.Col
            key={field.source}
            source={field.source}
            label={label}
            disableSort={!field.sortable}
            render={cell}
          />
        );
      }),
    [config, columns, translate, opens],
  );
  return (
    <DataTable
      head={SortedHead}
      body={PlainTableBody}
      bulkActionButtons={false}
      rowClick={opens ? rowClick : false}
      empty={<ListEmpty config={config} />}
    >
      {dataColumns}
    </DataTable>
  );
}

/**
 * The first rows of a list are drawn a step behind the page around them (`useDeferredValue`):
 * when they come, React draws the page at once and the results after, in slices of a few
 * milliseconds with the browser's turn between them, instead of one task of a quarter of a
 * second or more on the 2-core machine (Lighthouse's total blocking time). Rows and pagination
 * move together, so the pagination does not show below an empty table first.
 *
 * Once rows are on the screen, a new page, sort or filter is drawn in the same pass as the page
 * around it: the user who clicked waits for those rows, and a second pass would only add to that
 * wait (`npm run bench -- listui`).
 */
export function DeferredResults({ children }: { children: ReactNode }) {
  const list = useListContext();
  const behind = useDeferredValue(list);
  const shown = behind.data === undefined ? behind : list;
  return <ListContextProvider value={shown}>{children}</ListContextProvider>;
}

/** The class of a stacked row's labels, which the phone walks check for wrapping. */
export const STACKED_LABEL = 'ResourceRows-label';

/**
 * On a phone: each record a stacked row, its first column as the title (or its name, where the
 * config says which columns make the name), the others labelled.
 */
function ResourceRows({ config, columns }: { config: ResourceConfig; columns: Columns }) {
  const labelOf = useColumnLabel(config, columns);
  const named = config.representedBy;
  const fields = fieldsFor(config, 'list');
  const first = named ? undefined : fields[0];
  const rest = named ? fields.filter((field) => !named.includes(field.source)) : fields.slice(1);
  const opens = Boolean(config.routes.show || config.routes.edit);
  const cell = (field: FieldConfig, record: RaRecord) => {
    const column = columns?.[field.source];
    // A label followed by nothing reads as a fault ("Hospitals:", "Last login:"): a value the
    // record lacks is a dash, as on the record's own page. A table's blank cell needs none.
    const value: unknown = record[field.source];
    const lacking =
      value === null ||
      value === undefined ||
      value === '' ||
      (Array.isArray(value) && value.length === 0);
    if (!column?.render && lacking) return <span>{EMPTY_VALUE}</span>;
    return cellOf(config, field, labelOf(field), column, record);
  };
  return (
    <StackedRows
      path={opens ? (id) => recordPath(config, id) : undefined}
      empty={<ListEmpty config={config} />}
      title={(record) => (named ? recordTitle(config, record) : first ? cell(first, record) : null)}
      details={(record) =>
        rest.map((field) => (
          <Box component="span" key={field.source} sx={{ display: 'inline-flex', gap: 0.5 }}>
            {/* A long value wraps beside its label, which stays whole on its line. */}
            <Box component="span" className={STACKED_LABEL} sx={{ flexShrink: 0 }}>
              {labelOf(field)}:
            </Box>
            <Box component="span" sx={{ minWidth: 0 }}>
              {cell(field, record)}
            </Box>
          </Box>
        ))
      }
    />
  );
}

function OwnRows<RecordType extends RaRecord>({
  config,
  row,
}: {
  config: ResourceConfig;
  row: NonNullable<ListExtensions<RecordType>['stackedRow']>;
}) {
  const opens = Boolean(config.routes.show || config.routes.edit);
  return (
    <StackedRows<RecordType>
      path={opens ? (id) => recordPath(config, id) : undefined}
      empty={<ListEmpty config={config} />}
      title={row.title}
      details={row.details}
    />
  );
}

export function ResourceList<RecordType extends RaRecord = RaRecord>({
  config,
  filters: ownFilters,
  linkedFilters = NO_LINKED_FILTERS,
  filterFormats = NO_FILTER_FORMATS,
  aboveResults,
  filtersBelowButtons = false,
  columns,
  stackedRow,
}: { config: ResourceConfig } & ListExtensions<RecordType>) {
  const filters = useFilterInputs(config, ownFilters);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const sortMenu = useSortMenu(config, phone);
  const perPage = config.list?.perPage ?? DEFAULT_ITEMS_PER_PAGE;
  const allowlist = useMemo(() => {
    const configured = listAllowlist(config);
    return {
      ...configured,
      filters: [...configured.filters, ...linkedFilters],
      formats: filterFormats,
    };
  }, [config, linkedFilters, filterFormats]);
  const tableColumns = columns as Columns;
  const buttons = (
    <>
      {hasTogglableFilters(filters) ? <FilterButton filters={filters} disableSaveQuery /> : null}
      {sortMenu ? <SortButton fields={sortMenu} /> : null}
      <CreateLinkButton config={config} />
    </>
  );
  return (
    <>
      <ResourcePageHeader config={config} view="list" />
      <ListBase
        resource={config.name}
        perPage={perPage}
        sort={config.list?.defaultSort ?? SERVER_ORDER}
        disableAuthentication
        queryOptions={{ meta: allowlist, staleTime: LIST_FRESH_MS, ...QUIET_FAILURE }}
      >
        <ListPrefetch meta={allowlist}>
          <SteadyList>
            {filtersBelowButtons ? (
              <>
                {/* As tall as the Add button before it shows (the permission is asked first), so
                that the filters and rows below do not move down when it does. */}
                <Stack
                  direction="row"
                  useFlexGap
                  sx={{
                    flexWrap: 'wrap',
                    justifyContent: 'flex-end',
                    alignItems: 'center',
                    gap: 1,
                    minHeight: 37,
                  }}
                >
                  {buttons}
                </Stack>
                <Box sx={{ mb: 1, '& form': { flexWrap: 'wrap', columnGap: 2 } }}>
                  <ListFilterForm filters={filters} />
                </Box>
              </>
            ) : (
              // On a phone the button goes under the filters rather than over them.
              <Box
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 1 }}
              >
                <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
                  {filters.length ? <ListFilterForm filters={filters} /> : null}
                </Box>
                <Box sx={{ flexShrink: 0, pt: 1, display: 'flex', gap: 1, alignItems: 'center' }}>
                  {buttons}
                </Box>
              </Box>
            )}
            {aboveResults}
            {/* A table wider than the screen scrolls inside its card. */}
            <Card sx={{ overflowX: 'auto' }}>
              <DeferredResults>
                <ListResults>
                  {!phone ? (
                    <ResourceTable config={config} columns={tableColumns} />
                  ) : stackedRow ? (
                    <OwnRows config={config} row={stackedRow} />
                  ) : (
                    <ResourceRows config={config} columns={tableColumns} />
                  )}
                </ListResults>
                <ListPagination rowsPerPageOptions={ROWS_PER_PAGE} />
              </DeferredResults>
            </Card>
            <ListResultsStatus />
          </SteadyList>
        </ListPrefetch>
      </ListBase>
    </>
  );
}
