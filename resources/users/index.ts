/**
 * Users (accounts): central administrators add them, give them a role, hospitals and protocols,
 * and activate or deactivate them (with a reason). The email address is not part of the edit
 * form, since the API changes it through its own call: the edit page has a Change email action.
 */
import PeopleIcon from '@mui/icons-material/People';
import {
  ACCOUNT_RULES,
  INITIAL_PASSWORD_RULES,
  PROTOCOL_CODES,
  ROLES,
  fullName,
} from '../../domain';
import { lazyComponent } from '../../src/framework/lazyComponent';
import type { ResourceConfig } from '../../src/framework/types';
import { confirmSelfDemotion } from './selfDemotion';

const UserChangeEmailButton = lazyComponent(
  () => import('./UserChangeEmailButton'),
  'UserChangeEmailButton',
);

export const users: ResourceConfig = {
  name: 'users',
  apiPath: '/v1/account/accounts',
  permission: 'users',
  routes: {
    list: '/users',
    show: '/user/:id',
    edit: '/user/:id/edit',
    create: '/add-new-user',
  },
  fields: [
    { source: 'firstName', type: 'text', rules: ACCOUNT_RULES.firstName, sortable: true },
    { source: 'lastName', type: 'text', rules: ACCOUNT_RULES.lastName, sortable: true },
    {
      source: 'email',
      type: 'email',
      rules: ACCOUNT_RULES.email,
      sortable: true,
      views: ['list', 'show', 'create'],
    },
    {
      source: 'username',
      type: 'text',
      rules: ACCOUNT_RULES.username,
      views: ['show', 'edit', 'create'],
    },
    {
      source: 'phone',
      type: 'phone',
      rules: ACCOUNT_RULES.phone,
      helperText: 'resources.users.helpers.phone',
      views: ['show', 'edit', 'create'],
    },
    {
      source: 'role',
      type: 'select',
      rules: ACCOUNT_RULES.role,
      choices: ROLES.map((role) => ({ id: role, name: `registry.roles.${role}` })),
      sortable: true,
      filter: true,
    },
    {
      source: 'hospitals',
      type: 'referenceArray',
      reference: { resource: 'hospitals', optionText: 'name', shortText: 'shortName' },
      filter: true,
      filterSource: 'hospital',
    },
    {
      source: 'protocols',
      type: 'multiSelect',
      choices: PROTOCOL_CODES.map((code) => ({ id: code, name: code })),
      translateChoice: false,
      views: ['show', 'edit', 'create'],
    },
    { source: 'active', type: 'boolean', views: ['list', 'show'], sortable: true, filter: true },
    { source: 'lastLogin', type: 'dateTime', views: ['list', 'show'], sortable: true },
    {
      source: 'password',
      type: 'password',
      rules: INITIAL_PASSWORD_RULES,
      helperText: 'resources.users.helpers.password',
      views: ['create'],
    },
    { source: 'deactivationReason', type: 'longText', views: ['show'] },
  ],
  list: { search: true, defaultSort: { field: 'lastName', order: 'ASC' } },
  actions: ['activate', 'deactivate'],
  deactivationReasonRequired: true,
  notifications: {
    created: 'registry.notifications.userCreated',
    updated: 'registry.notifications.userUpdated',
    activated: 'registry.notifications.userActivated',
    deactivated: 'registry.notifications.userDeactivated',
  },
  extraActions: { edit: [UserChangeEmailButton] },
  confirmUpdate: confirmSelfDemotion,
  menu: { order: 50 },
  icon: PeopleIcon,
  recordRepresentation: (record) =>
    fullName({
      firstName: String(record.firstName ?? ''),
      lastName: String(record.lastName ?? ''),
    }),
};
