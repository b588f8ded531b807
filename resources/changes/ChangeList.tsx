/**
 * The /last-changes screen: the audit trail, newest first, with who did what to which object.
 * Filters: action and object type (choices from the log's facets), user, a date range and a search
 * over path and object id; each becomes `filters[field]` (the search `search`) through the data
 * provider's standard getList. The engine's list idiom: react-admin's ListBase and DataTable with
 * the engine's load states and pager, stacked rows on a phone. A row opens to show its
 * before/after table, read as a person reads it (ChangeDetails.tsx), with its technical details
 * on demand; a phone's row unfolds the same.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { format, isValid, parseISO } from 'date-fns';
import { Fragment, useMemo } from 'react';
import Card from '@mui/material/Card';
import {
  AutocompleteInput,
  DataTable,
  ListBase,
  ReferenceInput,
  SelectInput,
  SortButton,
  useDataProvider,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { RaRecord, RowClickFunction } from 'react-admin';
import { fullName } from '../../domain';
import { usePendingChoices } from '../../src/components/LoadState';
import { HOME_CRUMB, PageHeader } from '../../src/components/PageHeader';
import { DateInput } from '../../src/components/dates/DateInput';
import { RequirePermission } from '../../src/components/routeGuards';
import {
  ListPagination,
  ListResults,
  QUIET_FAILURE,
  useFiltersChosen,
} from '../../src/framework/LoadStates';
import { StackedRows, useStackedRows } from '../../src/framework/StackedRows';
import { ListFilterForm, TypedFilterInput } from '../../src/framework/TypedFilterInput';
import type { LogEntry } from '../../domain/changeLog';
import { useDateLocale } from '../../src/components/useDateLocale';
import type { OncoregDataProvider } from '../../src/providers/dataProvider';
import { ChangeDetails, useHistoryTexts, useVocabulary } from './ChangeDetails';
import type { HistoryTexts } from './historyTexts';
import { changedFieldLabels, isPlainObject } from './readableChanges';

/** A change-log row as react-admin holds it (the shape the API and this screen share). */
export type ChangeLogEntry = LogEntry & RaRecord;

/** Fields named in the "object details" column before the rest are counted. */
const SUMMARY_FIELDS = 3;

type Translate = ReturnType<typeof useTranslate>;

/** An action's name in the interface language; an action without one keeps its code. */
export function actionLabel(translate: Translate, action: string, texts?: HistoryTexts): string {
  return translate(`resources.changes.actionNames.${action}`, {
    _: texts?.actions[action] ?? action,
  });
}

export function objectTypeLabel(
  translate: Translate,
  objectType: string,
  texts?: HistoryTexts,
): string {
  return translate(`resources.changes.objectTypes.${objectType}`, {
    _: texts?.objectTypes[objectType] ?? objectType,
  });
}

function useChangeLogFacets() {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  return useQuery({
    queryKey: ['changes', 'facets'],
    queryFn: async () => {
      const facets = await dataProvider.changeLogFacets();
      return {
        actions: Array.isArray(facets?.actions) ? facets.actions : [],
        objectTypes: Array.isArray(facets?.objectTypes) ? facets.objectTypes : [],
      };
    },
  });
}

function accountOption(account: { firstName?: string; lastName?: string; email?: string }) {
  const name = fullName({ firstName: account.firstName ?? '', lastName: account.lastName ?? '' });
  return name && account.email ? `${name} (${account.email})` : name || account.email || '';
}

const searchToQuery = (text: string) => ({ q: text });

/**
 * The codes a picker offers: those the log has recorded, and the one the address filters by even
 * when the log has none of it (a link or a typed address), so that the picker shows what filters.
 */
function pickerCodes(recorded: readonly string[] | undefined, chosen: unknown): string[] {
  const codes = [...(recorded ?? [])];
  if (typeof chosen === 'string' && chosen !== '' && !codes.includes(chosen)) codes.push(chosen);
  return codes;
}

function useChangeFilters() {
  const translate = useTranslate();
  const texts = useHistoryTexts();
  const facets = useChangeLogFacets();
  const pending = usePendingChoices(facets.isPending);
  const { filterValues } = useListContext();
  const chosenAction: unknown = filterValues?.action;
  const chosenType: unknown = filterValues?.objectType;
  return useMemo(() => {
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    const actions = pickerCodes(facets.data?.actions, chosenAction)
      .map((action) => ({ id: action, name: actionLabel(translate, action, texts) }))
      .sort(byName);
    const objectTypes = pickerCodes(facets.data?.objectTypes, chosenType)
      .map((type) => ({ id: type, name: objectTypeLabel(translate, type, texts) }))
      .sort(byName);
    return [
      <TypedFilterInput key="q" source="q" search alwaysOn />,
      <SelectInput
        key="action"
        source="action"
        label="resources.changes.filters.action"
        choices={[...actions, ...pending]}
        translateChoice={false}
        alwaysOn
      />,
      <SelectInput
        key="objectType"
        source="objectType"
        label="resources.changes.filters.objectType"
        choices={[...objectTypes, ...pending]}
        translateChoice={false}
        alwaysOn
      />,
      <ReferenceInput
        key="accountId"
        source="accountId"
        reference="users"
        sort={{ field: 'lastName', order: 'ASC' }}
        alwaysOn
      >
        <AutocompleteInput
          label="resources.changes.filters.account"
          optionText={accountOption}
          filterToQuery={searchToQuery}
          sx={{ minWidth: 260 }}
        />
      </ReferenceInput>,
      <DateInput key="from" source="from" label="resources.changes.filters.from" alwaysOn />,
      <DateInput key="to" source="to" label="resources.changes.filters.to" alwaysOn />,
    ];
  }, [facets.data, pending, translate, texts, chosenAction, chosenType]);
}

function ChangeTime({ at }: { at: string }) {
  const locale = useDateLocale();
  const date = parseISO(at);
  if (!isValid(date)) return <>{at}</>;
  return (
    <Box component="time" dateTime={at} sx={{ whiteSpace: 'nowrap' }}>
      {format(date, 'Ppp', { locale })}
    </Box>
  );
}

function ChangeAccount({ entry }: { entry: ChangeLogEntry }) {
  const translate = useTranslate();
  const name = entry.accountName || entry.accountEmail;
  if (!name) {
    return (
      <Typography variant="body2" color="text.secondary">
        {entry.accountId === null
          ? translate('resources.changes.noAccount')
          : `#${entry.accountId}`}
      </Typography>
    );
  }
  return (
    <>
      <Typography variant="body2">{name}</Typography>
      {entry.accountName && entry.accountEmail ? (
        <Typography variant="caption" color="text.secondary">
          {entry.accountEmail}
        </Typography>
      ) : null}
    </>
  );
}

/** The object details column: the object's type and the fields that changed (a form: its name). */
function ChangeSummary({ entry }: { entry: ChangeLogEntry }) {
  const translate = useTranslate();
  const vocabulary = useVocabulary();
  const fields = changedFieldLabels(entry, vocabulary);
  const shown = fields.slice(0, SUMMARY_FIELDS).join(', ');
  const more = fields.length - SUMMARY_FIELDS;
  const type = entry.objectType
    ? objectTypeLabel(translate, entry.objectType, vocabulary.texts)
    : '';
  const changed =
    more > 0
      ? translate('resources.changes.details.moreFields', { fields: shown, count: more })
      : shown;
  return <>{[type, changed].filter(Boolean).join(': ')}</>;
}

function ChangeDetailsPanel() {
  const entry = useRecordContext<ChangeLogEntry>();
  if (!entry) return null;
  return (
    <Box sx={{ py: 1, maxWidth: 960 }}>
      <ChangeDetails entry={entry} />
    </Box>
  );
}

const hasChanges = (record: RaRecord) =>
  isPlainObject(record.changes) && Object.keys(record.changes).length > 0;

const expandWhenDetailed: RowClickFunction = (_id, _resource, record) =>
  hasChanges(record) ? 'expand' : false;

function ChangeLogEmpty() {
  const translate = useTranslate();
  const filtered = useFiltersChosen();
  return (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {filtered ? translate('resources.changes.noResults') : translate('resources.changes.empty')}
    </Typography>
  );
}

export function ChangeList() {
  return (
    <RequirePermission resource="changes" action="list">
      <PageHeader title="resources.changes.name" crumbs={[HOME_CRUMB]} />
      <ChangeLog />
    </RequirePermission>
  );
}

const NEWEST_FIRST = { field: 'at', order: 'DESC' } as const;
const SORTS = ['at', 'action'];

/** The filters, inside the list: a picker also offers the code the address filters by. */
function ChangeFilters() {
  return <ListFilterForm filters={useChangeFilters()} />;
}

function ChangeLog() {
  const phone = useStackedRows();
  return (
    <ListBase<ChangeLogEntry>
      resource="changes"
      sort={NEWEST_FIRST}
      perPage={25}
      disableAuthentication
      queryOptions={QUIET_FAILURE}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 1 }}>
        <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
          <ChangeFilters />
        </Box>
        {/* Sorting on a phone, where the table's headers are not shown. */}
        {phone ? (
          <Box sx={{ flexShrink: 0, pt: 1 }}>
            <SortButton fields={SORTS} />
          </Box>
        ) : null}
      </Box>
      {/* A table wider than the screen scrolls inside its card. */}
      <Card sx={{ overflowX: 'auto' }}>
        {/* A failed load says so with a retry: not "no results" and a pager counting nothing. */}
        <ListResults>{phone ? <ChangeRows /> : <ChangeTable />}</ListResults>
        <ListPagination />
      </Card>
    </ListBase>
  );
}

function ChangeTable() {
  const translate = useTranslate();
  const texts = useHistoryTexts();
  const column = (field: string) => translate(`resources.changes.fields.${field}`);
  return (
    <DataTable<ChangeLogEntry>
      bulkActionButtons={false}
      rowClick={expandWhenDetailed}
      expand={<ChangeDetailsPanel />}
      isRowExpandable={hasChanges}
      empty={<ChangeLogEmpty />}
    >
      <DataTable.Col<ChangeLogEntry>
        source="at"
        label={column('at')}
        render={(entry) => <ChangeTime at={entry.at} />}
      />
      <DataTable.Col<ChangeLogEntry>
        source="accountName"
        label={column('accountName')}
        disableSort
        render={(entry) => <ChangeAccount entry={entry} />}
      />
      <DataTable.Col<ChangeLogEntry>
        source="action"
        label={column('action')}
        render={(entry) => actionLabel(translate, entry.action, texts)}
      />
      <DataTable.Col<ChangeLogEntry>
        source="path"
        label={column('path')}
        disableSort
        render={(entry) => (entry.path ? <BreakablePath path={entry.path} /> : null)}
        // A segment longer than the column still breaks rather than widen the table.
        cellSx={() => ({ overflowWrap: 'anywhere' })}
      />
      <DataTable.Col source="objectId" label={column('objectId')} disableSort />
      <DataTable.Col<ChangeLogEntry>
        source="changes"
        label={column('changes')}
        disableSort
        render={(entry) => <ChangeSummary entry={entry} />}
      />
    </DataTable>
  );
}

/** An API path that wraps after its slashes, so that a line ends between whole segments. */
function BreakablePath({ path }: { path: string }) {
  const segments = path.split('/');
  return (
    <span>
      {segments.map((segment, index) => (
        <Fragment key={index}>
          {index > 0 ? (
            <>
              /<wbr />
            </>
          ) : null}
          {segment}
        </Fragment>
      ))}
    </span>
  );
}

/** Who made a change, on one line: a phone's row has no room for the email under the name. */
function AccountName({ entry }: { entry: ChangeLogEntry }) {
  const translate = useTranslate();
  const name = entry.accountName || entry.accountEmail;
  if (name) return <span>{name}</span>;
  return (
    <span>
      {entry.accountId === null ? translate('resources.changes.noAccount') : `#${entry.accountId}`}
    </span>
  );
}

/**
 * On a phone each change is a stacked row: the action, then when, who and what; a change with
 * fields unfolds its before/after table when tapped, as the table's row does.
 */
function ChangeRows() {
  const translate = useTranslate();
  const texts = useHistoryTexts();
  const labelled = (field: string, value: string | null) =>
    value ? (
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
        {translate(`resources.changes.fields.${field}`)}: <BreakablePath path={value} />
      </Box>
    ) : null;
  return (
    <StackedRows<ChangeLogEntry>
      empty={<ChangeLogEmpty />}
      title={(entry) => actionLabel(translate, entry.action, texts)}
      details={(entry) => (
        <>
          <ChangeTime at={entry.at} />
          <AccountName entry={entry} />
          <span>
            <ChangeSummary entry={entry} />
          </span>
          {labelled('path', entry.path)}
          {labelled('objectId', entry.objectId)}
        </>
      )}
      expand={(entry) => <ChangeDetails entry={entry} />}
      isExpandable={hasChanges}
    />
  );
}
