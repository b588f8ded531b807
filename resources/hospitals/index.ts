/**
 * Hospitals: central administrators list, add, edit, activate and deactivate them (with a
 * reason). Everything is config; the engine in src/framework/ builds the views.
 */
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import { HOSPITAL_RULES, HOSPITALS_PATH } from '../../domain/hospital';
import type { ResourceConfig } from '../../src/framework/types';

export const hospitals: ResourceConfig = {
  name: 'hospitals',
  apiPath: HOSPITALS_PATH,
  permission: 'hospitals',
  routes: {
    list: '/hospitals',
    show: '/hospital/:id',
    edit: '/hospital/:id/edit',
    create: '/add-new-hospital',
  },
  fields: [
    { source: 'name', type: 'text', rules: HOSPITAL_RULES.name, sortable: true },
    { source: 'shortName', type: 'text', rules: HOSPITAL_RULES.shortName, sortable: true },
    { source: 'address', type: 'text', rules: HOSPITAL_RULES.address },
    {
      source: 'zipCode',
      type: 'zipCode',
      rules: HOSPITAL_RULES.zipCode,
      sortable: true,
      helperText: 'resources.hospitals.helpers.zipCode',
    },
    { source: 'city', type: 'text', rules: HOSPITAL_RULES.city, sortable: true },
    { source: 'active', type: 'boolean', views: ['list', 'show'], sortable: true, filter: true },
    { source: 'deactivationReason', type: 'longText', views: ['show'] },
  ],
  list: { perPage: 10, search: true, defaultSort: { field: 'name', order: 'ASC' } },
  actions: ['activate', 'deactivate'],
  deactivationReasonRequired: true,
  notifications: {
    created: 'registry.notifications.hospitalCreated',
    updated: 'registry.notifications.hospitalSaved',
    activated: 'registry.notifications.hospitalActivated',
    deactivated: 'registry.notifications.hospitalDeactivated',
  },
  menu: { order: 40 },
  icon: LocalHospitalIcon,
  recordRepresentation: 'name',
};
