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
import { Fragment, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import Card from '@mui/material/Card';
import {
  AutocompleteInput,
  DataTable,
  FieldTitle,
  InputHelperText,
  ListBase,
  ListContextProvider,
  ReferenceInput,
  SelectInput,
  SortButton,
  useDataProvider,
  useGetOne,
  useInput,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { ListControllerResult, RaRecord, RowClickFunction, Validator } from 'react-admin';
import { fullName, parseIsoDate } from '../../domain';
import { usePendingChoices } from '../../src/components/LoadState';
import { HOME_CRUMB, PageHeader } from '../../src/components/PageHeader';
import { DateInput } from '../../src/components/dates/DateInput';
import { IsoDateField } from '../../src/components/dates/IsoDateField';
import { RequirePermission } from '../../src/components/routeGuards';
import {
  ListPagination,
  ListResults,
  QUIET_FAILURE,
  useFiltersChosen,
} from '../../src/framework/LoadStates';
import { DateText } from '../../src/framework/fields';
import { StackedRows, useStackedRows } from '../../src/framework/StackedRows';
import { ListFilterForm, TypedFilterInput } from '../../src/framework/TypedFilterInput';
import type { LogEntry } from '../../domain/changeLog';
import type { Patient } from '../../domain/patient';
import { savedVersionPaths } from '../patients/details/FormsSection';
import { PATIENTS } from '../patients/details/patientQueries';
import type { OncoregDataProvider } from '../../src/providers/dataProvider';
import { ChangeDetails, useHistoryTexts, useVocabulary } from './ChangeDetails';
import type { HistoryTexts } from './historyTexts';
import { changedFieldLabels, formSaveOf, isPlainObject } from './readableChanges';

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

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && parseIsoDate(value) !== undefined;

/** Whether the filters' date range ends before it starts: no change could be in it. */
export function isReversedRange(filters: Record<string, unknown> | undefined): boolean {
  const from = filters?.from;
  const to = filters?.to;
  return isDay(from) && isDay(to) && to < from;
}

/** As DateInput refuses an entry that is no date. */
const readableDay: Validator = (value: unknown) =>
  typeof value === 'string' && value !== '' && !isDay(value) ? 'registry.dates.invalid' : undefined;

/**
 * "Do dnia", the date field of DateInput that also says when the range ends before "Od dnia",
 * whichever of the two was changed last. That is said, not validated: the filter form skips a
 * change while it is invalid but reads its validity a render late, so the year typed through
 * "0202" on its way to "2026", before the start, would keep the right end date from the list.
 * The list does not ask for the range meanwhile (ChangeFilters).
 */
function RangeEndInput({ source, label }: { source: string; label: string; alwaysOn?: boolean }) {
  const from: unknown = useWatch({ name: 'from' });
  const { id, field, fieldState } = useInput({ source, validate: readableDay });
  const to: unknown = field.value;
  const message =
    fieldState.error?.message ??
    (isReversedRange({ from, to }) ? 'resources.changes.filters.toBeforeFrom' : undefined);
  return (
    <IsoDateField
      id={id}
      name={field.name}
      value={typeof to === 'string' ? to : null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={<FieldTitle label={label} source={source} />}
      error={Boolean(message)}
      errorText={<InputHelperText error={message} />}
    />
  );
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
      // Named as the engine's lists name their search box: it has only a placeholder to show.
      <TypedFilterInput
        key="q"
        source="q"
        search
        slotProps={{ htmlInput: { 'aria-label': translate('ra.action.search') } }}
        alwaysOn
      />,
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
      <RangeEndInput key="to" source="to" label="resources.changes.filters.to" alwaysOn />,
    ];
  }, [facets.data, pending, translate, texts, chosenAction, chosenType]);
}

/** When, to the second, written as the engine's lists write a moment (a user's last sign-in). */
function ChangeTime({ at }: { at: string }) {
  return <DateText value={at} time sx={NO_WRAP} />;
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

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
  const typeLabel = entry.objectType
    ? objectTypeLabel(translate, entry.objectType, vocabulary.texts)
    : '';
  // Which hospital, account or patient: the object's id alone told an administrator nothing.
  const name = entry.references?.object;
  const type =
    typeLabel && name
      ? translate('resources.changes.details.namedObject', { type: typeLabel, name })
      : typeLabel;
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
      <LoggedChangeDetails entry={entry} />
    </Box>
  );
}

/**
 * A row's changes; a form save's with the way to the whole form it left. That address names the
 * patient's row of the protocol, so the patient is read (as the patient's page reads it, and
 * shared with it) once a form save is opened, and only then.
 */
function LoggedChangeDetails({ entry }: { entry: ChangeLogEntry }) {
  const patientId =
    formSaveOf(entry) && entry.objectType === 'patient' && entry.objectId ? entry.objectId : null;
  const { data: patient } = useGetOne<Patient>(
    PATIENTS,
    // The id as the patient's page keys it (a string), so that both share one read.
    { id: (patientId ?? '') as unknown as Patient['id'] },
    { enabled: patientId !== null, retry: false },
  );
  const formVersionPath = useMemo(
    () => (patient ? savedVersionPaths(patient.id, patient.protocols) : undefined),
    [patient],
  );
  return <ChangeDetails entry={entry} formVersionPath={formVersionPath} />;
}

const hasChanges = (record: RaRecord) =>
  isPlainObject(record.changes) && Object.keys(record.changes).length > 0;

const expandWhenDetailed: RowClickFunction = (_id, _resource, record) =>
  hasChanges(record) ? 'expand' : false;

/** Why the list is empty: nothing logged yet, nothing under the filters, or a reversed range. */
function ChangeLogEmpty() {
  const translate = useTranslate();
  const filtered = useFiltersChosen();
  const { filterValues } = useListContext();
  const message = isReversedRange(filterValues)
    ? 'resources.changes.reversedRange'
    : filtered
      ? 'resources.changes.noResults'
      : 'resources.changes.empty';
  return (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {translate(message)}
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

/**
 * A date filter the list may ask for: none, or a whole day of a four-digit year. A year typed
 * digit by digit passes through 0002, 0020 and 0202 on its way to 2026, each of them a date; none
 * is worth a request, and one that lingered on a busy machine would be asked for.
 */
const isAskable = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (isDay(value) && Number(value.slice(0, 4)) >= 1000);

/**
 * The filters as the list should apply them: a range that ends before it starts, a date its
 * field refuses, or one of a year still being typed ("0202" on the way to "2026") keeps the
 * dates the list had, so that it is never asked for while the field says what is wrong.
 */
function keepingRange(
  filters: Record<string, unknown>,
  applied: Record<string, unknown> | undefined,
): Record<string, unknown> {
  if (isAskable(filters.from) && isAskable(filters.to) && !isReversedRange(filters)) {
    return filters;
  }
  const { from: _from, to: _to, ...rest } = filters;
  return {
    ...rest,
    ...(applied?.from === undefined ? {} : { from: applied.from }),
    ...(applied?.to === undefined ? {} : { to: applied.to }),
  };
}

/**
 * The filters, inside the list: a picker also offers the code the address filters by. The
 * filter form skips a change while it is invalid, but reads its validity a render late, so the
 * list's setFilters refuses a reversed range or a refused date itself.
 */
function ChangeFilters() {
  const filters = useChangeFilters();
  const list = useListContext();
  const guarded = useMemo<ListControllerResult>(
    () => ({
      ...list,
      setFilters: (next, ...rest) =>
        list.setFilters(keepingRange(next as Record<string, unknown>, list.filterValues), ...rest),
    }),
    [list],
  );
  return (
    <ListContextProvider value={guarded}>
      <ListFilterForm filters={filters} />
    </ListContextProvider>
  );
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
        // A segment longer than the column still breaks rather than widen the table, but the
        // column keeps room for a usual one: squeezed by the details beside it, "login_check"
        // broke into "login_chec" and "k".
        cellSx={() => ({ overflowWrap: 'anywhere', minWidth: '12ch' })}
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
      expand={(entry) => <LoggedChangeDetails entry={entry} />}
      isExpandable={hasChanges}
    />
  );
}
