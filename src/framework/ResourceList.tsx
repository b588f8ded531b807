/**
 * The list view of a config: paginated, sorted and filtered on the server. Columns are the
 * fields shown in lists (sortable where the config says so), the filters those with
 * `filter: true`, plus a free-text search when the config asks for one. A row leads to the
 * record's page on the spec route; its first cell is also a link there, for the keyboard. A
 * failed load shows the failure with a retry, never the empty state (ListLoadState.tsx).
 */
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  DataTable,
  FilterForm,
  ListBase,
  SearchInput,
  SortButton,
  useCanAccess,
  useListContext,
  useTranslate,
} from 'react-admin';
import type { Identifier } from 'react-admin';
import { DEFAULT_ITEMS_PER_PAGE } from '../../domain';
import { FieldDisplay, filterInput } from './fields';
import {
  fieldLabel,
  fieldsFor,
  filterFields,
  filterName,
  listAllowlist,
  recordPath,
} from './config';
import { ListPagination, ListResults, QUIET_FAILURE } from './LoadStates';
import { RecordLink } from './RecordLink';
import { StackedRows } from './StackedRows';
import { ResourcePageHeader, useCreateLabel } from './ResourcePageHeader';
import type { FieldConfig, ResourceConfig } from './types';

const ROWS_PER_PAGE = [10, 25, 50, 100];
/** No sort of our own: react-admin would otherwise sort by `id`, which no list allows. */
const SERVER_ORDER = { field: '', order: 'ASC' } as const;

export function CreateLinkButton({ config }: { config: ResourceConfig }) {
  const { canAccess } = useCanAccess({ resource: config.permission, action: 'create' });
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

function useFilterInputs(config: ResourceConfig) {
  const translate = useTranslate();
  return useMemo(() => {
    const inputs = filterFields(config).map((field) => {
      const fallback = translate(fieldLabel(config, field));
      const label = translate(`resources.${config.name}.filters.${filterName(field)}`, {
        _: fallback,
      });
      return filterInput(field, label);
    });
    if (config.list?.search) {
      inputs.unshift(<SearchInput key="q" source="q" alwaysOn />);
    }
    return inputs.filter((input) => input !== null);
  }, [config, translate]);
}

function ListEmpty({ config }: { config: ResourceConfig }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const filtered = Object.values(filterValues ?? {}).some(
    (value) => value !== '' && value !== undefined && !(Array.isArray(value) && !value.length),
  );
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <Typography color="text.secondary">
        {filtered
          ? translate('ra.navigation.no_results', { name: config.name })
          : translate(`resources.${config.name}.empty`, {
              _: translate('registry.framework.empty'),
            })}
      </Typography>
    </Box>
  );
}

function ResourceTable({ config }: { config: ResourceConfig }) {
  const translate = useTranslate();
  const columns = fieldsFor(config, 'list');
  const rowClick = (id: Identifier) => recordPath(config, id);
  const opens = Boolean(config.routes.show || config.routes.edit);
  return (
    <DataTable
      bulkActionButtons={false}
      rowClick={opens ? rowClick : false}
      empty={<ListEmpty config={config} />}
    >
      {columns.map((field, index) => {
        const label = translate(fieldLabel(config, field));
        const display = (
          <FieldDisplay
            config={config}
            field={field}
            view="list"
            source={field.source}
            label={label}
          />
        );
        return (
          <DataTable.Col
            key={field.source}
            source={field.source}
            label={label}
            disableSort={!field.sortable}
          >
            {opens && index === 0 ? <RecordLink config={config}>{display}</RecordLink> : display}
          </DataTable.Col>
        );
      })}
    </DataTable>
  );
}

/** On a phone: each record a stacked row, its first column as the title, the others labelled. */
function ResourceRows({ config }: { config: ResourceConfig }) {
  const translate = useTranslate();
  const [first, ...rest] = fieldsFor(config, 'list');
  const opens = Boolean(config.routes.show || config.routes.edit);
  const display = (field: FieldConfig) => (
    <FieldDisplay
      config={config}
      field={field}
      view="list"
      source={field.source}
      label={translate(fieldLabel(config, field))}
    />
  );
  return (
    <StackedRows
      path={opens ? (id) => recordPath(config, id) : undefined}
      empty={<ListEmpty config={config} />}
      title={() => (first ? display(first) : null)}
      details={() =>
        rest.map((field) => (
          <Box component="span" key={field.source} sx={{ display: 'inline-flex', gap: 0.5 }}>
            <span>{translate(fieldLabel(config, field))}:</span>
            {display(field)}
          </Box>
        ))
      }
    />
  );
}

/** Sorting on a phone, where the table's headers are not shown. */
function PhoneSort({ config }: { config: ResourceConfig }) {
  const sorts = listAllowlist(config).sorts;
  return sorts.length ? <SortButton fields={sorts} /> : null;
}

export function ResourceList({ config }: { config: ResourceConfig }) {
  const filters = useFilterInputs(config);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const perPage = config.list?.perPage ?? DEFAULT_ITEMS_PER_PAGE;
  return (
    <>
      <ResourcePageHeader config={config} view="list" />
      <ListBase
        resource={config.name}
        perPage={perPage}
        sort={config.list?.defaultSort ?? SERVER_ORDER}
        disableAuthentication
        queryOptions={{ meta: listAllowlist(config), ...QUIET_FAILURE }}
      >
        {/* On a phone the button goes under the filters rather than over them. */}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 1 }}>
          <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
            {filters.length ? <FilterForm filters={filters} /> : null}
          </Box>
          <Box sx={{ flexShrink: 0, pt: 1, display: 'flex', gap: 1, alignItems: 'center' }}>
            {phone ? <PhoneSort config={config} /> : null}
            <CreateLinkButton config={config} />
          </Box>
        </Box>
        {/* A table wider than the screen scrolls inside its card. */}
        <Card sx={{ overflowX: 'auto' }}>
          <ListResults>
            {phone ? <ResourceRows config={config} /> : <ResourceTable config={config} />}
          </ListResults>
          <ListPagination rowsPerPageOptions={ROWS_PER_PAGE} />
        </Card>
      </ListBase>
    </>
  );
}
