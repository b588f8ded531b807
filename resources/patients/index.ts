/**
 * Patients, the registry's core: every signed-in user lists them and opens their page; reporter
 * physicians, data administrators and central administrators add and edit them, and activate or
 * deactivate them (with a reason). The server shows each user only the patients of their
 * hospitals. Every view is custom and loaded on demand: the list's filters come from the API and
 * the account, the form has sections and the PESEL check, and the patient's page has its own
 * parts. The fields below declare what the list shows, sorts and filters by.
 */
import ChildCareIcon from '@mui/icons-material/ChildCare';
import { lazyPage } from '../../src/components/lazyPage';
import type { ResourceConfig } from '../../src/framework/types';

const LIST = ['list'] as const;
/** Sorted or filtered by, though not a column: the list's sort menu or filters offer it. */
const NOT_A_COLUMN = [] as const;

export const patients: ResourceConfig = {
  name: 'patients',
  apiPath: '/v1/patient/patients',
  permission: 'patients',
  routes: {
    list: '/patients',
    show: '/patient/:id',
    edit: '/patient/:id/edit',
    create: '/add-new-patient',
  },
  fields: [
    { source: 'lastName', type: 'text', sortable: true, views: LIST },
    { source: 'firstName', type: 'text', sortable: true, views: LIST },
    { source: 'pesel', type: 'text', sortable: true, views: LIST },
    {
      source: 'birthDate',
      type: 'date',
      sortable: true,
      filter: true,
      filterSource: 'birthYear',
      views: LIST,
    },
    { source: 'category', type: 'select', filter: true, views: LIST },
    {
      source: 'hospitals',
      type: 'referenceArray',
      reference: { resource: 'hospitals', optionText: 'name', shortText: 'shortName' },
      filter: true,
      filterSource: 'hospital',
      views: LIST,
    },
    {
      source: 'protocols',
      type: 'multiSelect',
      filter: true,
      filterSource: 'protocol',
      views: LIST,
    },
    // Watched and open flags show in the status column, beside an inactive record's mark.
    { source: 'favorite', type: 'boolean', filter: true, views: NOT_A_COLUMN },
    {
      source: 'openFlags',
      type: 'number',
      filter: true,
      filterSource: 'hasOpenFlags',
      views: NOT_A_COLUMN,
    },
    { source: 'active', type: 'boolean', filter: true, views: LIST },
    { source: 'createdAt', type: 'dateTime', sortable: true, views: NOT_A_COLUMN },
    { source: 'updatedAt', type: 'dateTime', sortable: true, views: NOT_A_COLUMN },
  ],
  list: {
    search: true,
    searchHint: 'resources.patients.filters.search',
    // By last name (then first name, which the server adds), as a paper register is kept.
    defaultSort: { field: 'lastName', order: 'ASC' },
  },
  actions: ['activate', 'deactivate'],
  deactivationReasonRequired: true,
  notifications: {
    created: 'registry.notifications.patientCreated',
    updated: 'registry.notifications.patientSaved',
    activated: 'registry.notifications.patientActivated',
    deactivated: 'registry.notifications.patientDeactivated',
  },
  views: {
    list: lazyPage(() => import('./PatientList'), 'PatientList'),
    show: lazyPage(() => import('./PatientShow'), 'PatientShow'),
    edit: lazyPage(() => import('./PatientEdit'), 'PatientEdit'),
    create: lazyPage(() => import('./PatientCreate'), 'PatientCreate'),
  },
  menu: { order: 10 },
  icon: ChildCareIcon,
  recordRepresentation: (record) =>
    [record.lastName, record.firstName]
      .filter((part) => typeof part === 'string' && part)
      .join(' '),
};
