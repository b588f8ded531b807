/**
 * The hospitals', categories' and users' resource configs, now derived from their declarations,
 * are the configs that were written by hand before (fields, rules, list, actions, notifications,
 * routes); the users' own parts (icon, Change email, the self-demotion question, the record's
 * name) join through entityResource's parts. A user's hospitals are required with their role.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_RULES, INITIAL_PASSWORD_RULES } from '../../domain/account';
import { CATEGORY_RULES } from '../../domain/category';
import { PROTOCOL_CODES } from '../../domain/protocols';
import { CENTRAL_ADMINISTRATOR, ROLES } from '../../domain/roles';
import { defineEntity, isRequiredWith } from '../../domain/entity';
import { HOSPITAL_RULES } from '../../domain/hospital';
import {
  ENTITIES,
  categories as categoriesDeclaration,
  hospitals as hospitalsDeclaration,
} from '../../domain/entities';
import { categories } from '../../resources/categories';
import { hospitals } from '../../resources/hospitals';
import { users } from '../../resources/users';
import { confirmSelfDemotion } from '../../resources/users/selfDemotion';
import { resources } from '../../resources';
import {
  DeactivationReasonDisplay,
  withDeclaredEntities,
} from '../../src/framework/entityResource';
import { wards } from '../fixtures/wards';

const withoutIcon = ({ icon: _icon, ...config }: { icon?: unknown }) => config;

describe('resources derived from entity declarations', () => {
  it('gives hospitals the config they had when written by hand', () => {
    expect(withoutIcon(hospitals)).toEqual({
      name: 'hospitals',
      apiPath: '/v1/hospital/hospitals',
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
        {
          source: 'active',
          type: 'boolean',
          views: ['list', 'show'],
          sortable: true,
          filter: true,
        },
        {
          source: 'deactivationReason',
          type: 'longText',
          views: ['show'],
          // Shown in the reader's language (DeactivationReasonText.tsx).
          component: { show: DeactivationReasonDisplay },
        },
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
      recordRepresentation: 'name',
    });
  });

  it('gives categories the config they had when written by hand', () => {
    expect(withoutIcon(categories)).toEqual({
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
        {
          source: 'abbreviation',
          type: 'text',
          rules: CATEGORY_RULES.abbreviation,
          sortable: true,
        },
        { source: 'namePl', type: 'text', rules: CATEGORY_RULES.namePl, sortable: true },
        { source: 'nameEn', type: 'text', rules: CATEGORY_RULES.nameEn, sortable: true },
        {
          source: 'active',
          type: 'boolean',
          views: ['list', 'show'],
          sortable: true,
          filter: true,
        },
        {
          source: 'deactivationReason',
          type: 'longText',
          views: ['show'],
          // Shown in the reader's language (DeactivationReasonText.tsx).
          component: { show: DeactivationReasonDisplay },
        },
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
      recordRepresentation: 'abbreviation',
    });
  });

  it('gives a declared entity without a folder its screens and menu entry from the declaration', () => {
    // The registry's hospitals and categories, and the fixture: the registry's users have a
    // folder of their own and are checked below.
    const registry = withDeclaredEntities(
      [hospitals],
      [hospitalsDeclaration, categoriesDeclaration, { ...wards, menu: { order: 45 } }],
    );
    expect(registry.map((resource) => resource.name)).toEqual(['hospitals', 'categories', 'wards']);
    // The folder's resource is kept as it is, not derived again.
    expect(registry[0]).toBe(hospitals);
    expect(registry[2]).toMatchObject({
      name: 'wards',
      apiPath: '/v1/ward/wards',
      permission: 'hospitals',
      routes: {
        list: '/wards',
        show: '/ward/:id',
        edit: '/ward/:id/edit',
        create: '/add-new-ward',
      },
      menu: { order: 45 },
      recordRepresentation: 'name',
      actions: ['activate', 'deactivate'],
    });
  });

  it('gives users the config they had when written by hand, with their own parts', () => {
    const {
      icon,
      extraActions,
      confirmUpdate,
      deactivationRefused,
      recordRepresentation,
      ...config
    } = users;
    expect(icon).toBeDefined();
    expect(extraActions?.edit).toHaveLength(1);
    expect(confirmUpdate).toBe(confirmSelfDemotion);
    // One's own account is refused its deactivation up front; another's is not.
    const anna = { id: 7 } as never;
    expect(deactivationRefused?.({ record: { id: 7 }, account: anna })).toBe(
      'registry.errors.cannotDeactivateSelf',
    );
    expect(deactivationRefused?.({ record: { id: 8 }, account: anna })).toBeUndefined();
    expect(
      typeof recordRepresentation === 'function' &&
        recordRepresentation({ firstName: 'Anna', lastName: 'Nowak' }),
    ).toBe('Anna Nowak');
    expect(config).toEqual({
      name: 'users',
      apiPath: '/v1/account/accounts',
      permission: 'users',
      // The name's fields: a phone's row is titled with the name, not the first name alone.
      representedBy: ['firstName', 'lastName'],
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
          // Required with every role but the central administrator's, as the server has it.
          requiredWith: { field: 'role', except: ['ROLE_CENTRAL_ADMINISTRATOR'] },
          filter: true,
          filterSource: 'hospital',
        },
        {
          source: 'protocols',
          type: 'multiSelect',
          // Named in the user's language: "NBL: Nerwiak zarodkowy współczulny".
          choices: PROTOCOL_CODES.map((code) => ({
            id: code,
            name: `registry.protocolNames.${code}`,
          })),
          translateChoice: true,
          views: ['show', 'edit', 'create'],
        },
        {
          source: 'active',
          type: 'boolean',
          views: ['list', 'show'],
          sortable: true,
          filter: true,
        },
        { source: 'lastLogin', type: 'dateTime', views: ['list', 'show'], sortable: true },
        {
          source: 'password',
          type: 'password',
          rules: INITIAL_PASSWORD_RULES,
          helperText: 'resources.users.helpers.password',
          views: ['create'],
        },
        {
          source: 'deactivationReason',
          type: 'longText',
          views: ['show'],
          // Shown in the reader's language (DeactivationReasonText.tsx).
          component: { show: DeactivationReasonDisplay },
        },
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
      menu: { order: 50 },
    });
  });

  it("requires a user's hospitals with every role but the central administrator's, none with no role", () => {
    const hospitalsField = users.fields.find((field) => field.source === 'hospitals');
    const condition = hospitalsField?.requiredWith;
    if (!condition) throw new Error('the hospitals declare no requirement');
    const requiredFor = (role: unknown) => isRequiredWith(condition, { role });
    expect(ROLES.filter(requiredFor)).toEqual(
      ROLES.filter((role) => role !== CENTRAL_ADMINISTRATOR),
    );
    expect([undefined, null, ''].filter(requiredFor)).toEqual([]);
  });

  it('refuses a requirement on a field the declaration does not have', () => {
    const hospitalsOf = (field: string) => ({
      name: 'hospitals',
      type: 'references' as const,
      through: { table: 'account_hospitals', key: 'account_id', value: 'hospital_id' },
      requiredWith: { field, except: [] },
      label: { pl: 'Szpitale', en: 'Hospitals' },
    });
    const declare = (field: string) =>
      defineEntity({ ...wards, fields: [...wards.fields, hospitalsOf(field)] });
    expect(() => declare('role')).toThrow(
      'wards: hospitals is required with role, which is no field',
    );
    expect(() => declare('name')).not.toThrow();
  });

  it("puts every entity of the registry among the browser's resources, once", () => {
    const names = resources.map((resource) => resource.name);
    for (const declaration of ENTITIES) {
      expect(names.filter((name) => name === declaration.name)).toHaveLength(1);
    }
  });
});
