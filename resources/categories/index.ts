/**
 * Disease categories (soft tissue sarcoma, neuroblastoma...), shown by abbreviation. Central
 * administrators keep the list; a deactivation reason is optional here.
 */
import CategoryIcon from '@mui/icons-material/Category';
import { CATEGORY_RULES } from '../../domain/category';
import type { ResourceConfig } from '../../src/framework/types';

export const categories: ResourceConfig = {
  name: 'categories',
  apiPath: '/v1/category/categories',
  permission: 'categories',
  routes: {
    list: '/categories',
    show: '/category/:id',
    edit: '/category/:id/edit',
    create: '/add-new-category',
  },
  fields: [
    { source: 'abbreviation', type: 'text', rules: CATEGORY_RULES.abbreviation, sortable: true },
    { source: 'namePl', type: 'text', rules: CATEGORY_RULES.namePl, sortable: true },
    { source: 'nameEn', type: 'text', rules: CATEGORY_RULES.nameEn, sortable: true },
    { source: 'active', type: 'boolean', views: ['list', 'show'], sortable: true, filter: true },
    { source: 'deactivationReason', type: 'longText', views: ['show'] },
  ],
  list: { search: true, defaultSort: { field: 'abbreviation', order: 'ASC' } },
  actions: ['activate', 'deactivate'],
  deactivationReasonRequired: false,
  notifications: {
    created: 'registry.notifications.categoryCreated',
    updated: 'registry.notifications.categoryUpdated',
    activated: 'registry.notifications.categoryActivated',
    deactivated: 'registry.notifications.categoryDeactivated',
  },
  menu: { order: 60 },
  icon: CategoryIcon,
  recordRepresentation: 'abbreviation',
};
