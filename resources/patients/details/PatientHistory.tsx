/**
 * The patient's own history from the audit trail, newest first and a page at a time: when, who,
 * what (the action's name in the user's language) and the fields changed with their values
 * before and after, read as the change log reads them (labels, names and dates in the user's
 * language, a form save field by field, ids and hashes under technical details). Rows about
 * protocols the user does not hold are left out by the server. It reloads whenever the page's
 * patient does, so a change made on the page appears at once.
 *
 * It is react-admin's list of change-log rows, read from the patient's history endpoint
 * (ListSource), with the engine's load states and pager; on a phone each change is a stacked row
 * with its changes at the row's whole width, under who did what.
 */
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { DataTable, ListBase, useTranslate } from 'react-admin';
import type { Identifier } from 'react-admin';
import type { LogEntry } from '../../../domain';
import type { PatientProtocol } from '../../../domain/patient';
import { ListFetching } from '../../../src/framework/ListFetching';
import { ListSource } from '../../../src/framework/ListSource';
import type { ListReader } from '../../../src/framework/ListSource';
import { ListPagination, ListResults, QUIET_FAILURE } from '../../../src/framework/LoadStates';
import { StackedRows, useStackedRows } from '../../../src/framework/StackedRows';
import type { OncoregDataProvider } from '../../../src/providers/dataProvider';
import { ChangeDetails, useHistoryTexts } from '../../changes/ChangeDetails';
import type { FormVersionPath } from '../../changes/ChangeDetails';
import { actionLabel } from '../../changes/ChangeList';
import { savedVersionPaths } from './FormsSection';
import { useFormatters } from './formatting';
import { EmptyNote, SectionCard } from './SectionCard';

/** The history's rows are the change log's, of one patient. */
const RESOURCE = 'changes';
const ROWS_PER_PAGE = [10, 25, 50];
const FIRST_PAGE_SIZE = 10;
/** The server's order, newest first: the history has no sort to choose. */
const SERVER_ORDER = { field: '', order: 'ASC' } as const;

/** What the list passes in its `meta`, part of its cache key: a new version reloads it. */
type HistoryMeta = { patientId: Identifier; version: number };

const readHistory: ListReader<LogEntry> = async (params, dataProvider) => {
  const { patientId } = params.meta as HistoryMeta;
  const { page = 1, perPage = FIRST_PAGE_SIZE } = params.pagination ?? {};
  const answer = await (dataProvider as OncoregDataProvider).patientHistory(patientId, {
    page,
    perPage,
  });
  return {
    data: Array.isArray(answer?.data) ? answer.data : [],
    total: answer?.totalItems ?? 0,
  };
};

function who(entry: LogEntry, translate: ReturnType<typeof useTranslate>): string {
  return entry.accountName || entry.accountEmail || translate('resources.changes.noAccount');
}

export function PatientHistory({
  patientId,
  version,
  protocols,
}: {
  patientId: number;
  /** When the page's patient was last loaded: a new version reloads the history. */
  version: number;
  /** The patient's protocols: a form save of one of them links to the form it left. */
  protocols: readonly PatientProtocol[];
}) {
  const phone = useStackedRows();
  const meta: HistoryMeta = { patientId, version };
  const formVersionPath = useMemo(
    () => savedVersionPaths(patientId, protocols),
    [patientId, protocols],
  );
  return (
    <SectionCard title="patientDetails.sections.history">
      <ListSource resource={RESOURCE} getList={readHistory}>
        <ListBase<LogEntry>
          resource={RESOURCE}
          perPage={FIRST_PAGE_SIZE}
          sort={SERVER_ORDER}
          // The patient's page is the address: the history's page is not part of it.
          disableSyncWithLocation
          storeKey={false}
          disableAuthentication
          queryOptions={{ meta, ...QUIET_FAILURE }}
        >
          {/* Another page on its way: the last one stays until it comes. */}
          <ListFetching />
          <ListResults>
            {phone ? (
              <HistoryRows formVersionPath={formVersionPath} />
            ) : (
              <HistoryTable formVersionPath={formVersionPath} />
            )}
          </ListResults>
          <ListPagination rowsPerPageOptions={ROWS_PER_PAGE} />
        </ListBase>
      </ListSource>
    </SectionCard>
  );
}

const EMPTY = <EmptyNote text="patientDetails.history.empty" />;

function HistoryTable({ formVersionPath }: { formVersionPath: FormVersionPath }) {
  const translate = useTranslate();
  const texts = useHistoryTexts();
  const formatters = useFormatters();
  const column = (field: string) => translate(`resources.changes.fields.${field}`);
  return (
    <DataTable<LogEntry>
      bulkActionButtons={false}
      rowClick={false}
      hover={false}
      empty={EMPTY}
      rowSx={() => ({ verticalAlign: 'top' })}
    >
      <DataTable.Col<LogEntry>
        source="at"
        label={column('at')}
        disableSort
        cellSx={() => ({ whiteSpace: 'nowrap' })}
        render={(entry) => <time dateTime={entry.at}>{formatters.dateTime(entry.at)}</time>}
      />
      <DataTable.Col<LogEntry>
        source="accountName"
        label={column('accountName')}
        disableSort
        render={(entry) => who(entry, translate)}
      />
      <DataTable.Col<LogEntry>
        source="action"
        label={column('action')}
        disableSort
        render={(entry) => actionLabel(translate, entry.action, texts)}
      />
      <DataTable.Col<LogEntry>
        source="changes"
        label={column('changes')}
        disableSort
        cellSx={() => ({ minWidth: 280 })}
        render={(entry) => (
          <Box sx={{ maxWidth: 720 }}>
            <ChangeDetails entry={entry} formVersionPath={formVersionPath} />
          </Box>
        )}
      />
    </DataTable>
  );
}

/** A phone gives the changes the row's whole width, under when, who and what. */
function HistoryRows({ formVersionPath }: { formVersionPath: FormVersionPath }) {
  const translate = useTranslate();
  const texts = useHistoryTexts();
  const formatters = useFormatters();
  return (
    // The section's card has its own padding: the rows reach its edges, as a table's would.
    <Box sx={{ mx: -2 }}>
      <StackedRows<LogEntry>
        empty={<Box sx={{ px: 2 }}>{EMPTY}</Box>}
        title={(entry) => <time dateTime={entry.at}>{formatters.dateTime(entry.at)}</time>}
        details={(entry) => (
          <>
            <span>{who(entry, translate)}</span>
            <span>{actionLabel(translate, entry.action, texts)}</span>
          </>
        )}
        body={(entry) => <ChangeDetails entry={entry} formVersionPath={formVersionPath} />}
      />
    </Box>
  );
}
