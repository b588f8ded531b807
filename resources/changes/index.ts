/**
 * The change log (audit trail): one row per mutation, with who, when, what action on which object
 * and the fields it changed. Read-only, for central administrators; the list with its filters and
 * before/after details is one custom view, loaded on demand.
 */
import HistoryIcon from '@mui/icons-material/History';
import { lazyPage } from '../../src/components/lazyPage';
import type { ResourceConfig } from '../../src/framework/types';
import { CHANGE_LOG_PATH } from '../../src/providers/dataProvider';

const LIST = ['list'] as const;

export const changes: ResourceConfig = {
  name: 'changes',
  apiPath: CHANGE_LOG_PATH,
  permission: 'changes',
  routes: { list: '/last-changes' },
  // The log is read-only: its fields exist only in the list.
  fields: [
    { source: 'at', type: 'dateTime', sortable: true, views: LIST },
    { source: 'accountName', type: 'text', views: LIST },
    { source: 'action', type: 'select', filter: true, sortable: true, views: LIST },
    { source: 'path', type: 'text', views: LIST },
    { source: 'objectType', type: 'select', filter: true, views: LIST },
    { source: 'objectId', type: 'text', filter: true, views: LIST },
    { source: 'changes', type: 'longText', views: LIST },
  ],
  list: { search: true, defaultSort: { field: 'at', order: 'DESC' } },
  views: { list: lazyPage(() => import('./ChangeList'), 'ChangeList') },
  menu: { order: 80 },
  icon: HistoryIcon,
  recordRepresentation: (record) => `${String(record.action)} #${String(record.id)}`,
};
