/**
 * The permission table pinned cell by cell: every role, every resource, every action, written out
 * by hand from the README's access table and DESIGN.md section 4, not read from
 * domain/permissions.ts. A wrong cell there, or a resource or action added there without a row
 * here, fails.
 *
 * How the README's words map to actions: "view" is list and show ("own account" is one record,
 * so show only); "add" is create, "remove" delete, "edit" edit, "(de)activate" activate and
 * deactivate, "fill in" (a protocol form) edit, "raise" (a correction flag) create, "resolve"
 * resolve; "all" for favourites is what a favourite can undergo: list, show, add and remove;
 * "all" for a central administrator is every action. A research export ("export",
 * pseudonymised or identifiable) is show, and list with it, as "view" is.
 */
import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  type Action,
  PERMISSIONS,
  type PermissionResource,
  canAccess,
} from '../../domain/permissions';
import { ROLES, type Role } from '../../domain/roles';

/** The columns of every row below, in this order. */
const COLUMNS = [
  'list',
  'show',
  'create',
  'edit',
  'activate',
  'deactivate',
  'delete',
  'resolve',
] as const satisfies readonly Action[];

type Row = readonly [boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean];

const Y = true;
const N = false;

// prettier-ignore
const EXPECTED: Record<Role, Record<PermissionResource, Row>> = {
  ROLE_CENTRAL_ADMINISTRATOR: {
    //                 list show create edit activate deactivate delete resolve
    account:          [Y,   Y,   Y,     Y,   Y,       Y,         Y,     Y],
    dashboard:        [Y,   Y,   Y,     Y,   Y,       Y,         Y,     Y],
    dataQuality:      [Y,   Y,   Y,     Y,   Y,       Y,         Y,     Y],
    info:             [Y,   Y,   Y,     Y,   Y,       Y,         Y,     Y],
    patients:         [Y,   Y,   Y,     Y,   Y,       Y,         Y,     Y],
    patientProtocols: [Y,   Y,   Y,     Y,   Y,       Y,         Y,     Y],
    patientFiles:     [Y,   Y,   Y,     Y,   Y,       Y,         Y,     Y],
    patientHospitals: [Y,   Y,   Y,     Y,   Y,       Y,         Y,     Y],
    protocolForms:    [Y,   Y,   Y,     Y,   Y,       Y,         Y,     Y],
    favorites:        [Y,   Y,   Y,     Y,   Y,       Y,         Y,     Y],
    correctionFlags:  [Y,   Y,   Y,     Y,   Y,       Y,         Y,     Y],
    dictionaryLookup: [Y,   Y,   Y,     Y,   Y,       Y,         Y,     Y],
    hospitalLookup:   [Y,   Y,   Y,     Y,   Y,       Y,         Y,     Y],
    users:            [Y,   Y,   Y,     Y,   Y,       Y,         Y,     Y],
    hospitals:        [Y,   Y,   Y,     Y,   Y,       Y,         Y,     Y],
    categories:       [Y,   Y,   Y,     Y,   Y,       Y,         Y,     Y],
    dictionaries:     [Y,   Y,   Y,     Y,   Y,       Y,         Y,     Y],
    changes:          [Y,   Y,   Y,     Y,   Y,       Y,         Y,     Y],
    exports:          [Y,   Y,   Y,     Y,   Y,       Y,         Y,     Y],
    identifiableExports: [Y, Y,  Y,     Y,   Y,       Y,         Y,     Y],
    backups:          [Y,   Y,   Y,     Y,   Y,       Y,         Y,     Y],
  },
  ROLE_REPORTER_PHYSICIAN: {
    //                 list show create edit activate deactivate delete resolve
    account:          [N,   Y,   N,     Y,   N,       N,         N,     N],
    dashboard:        [N,   Y,   N,     N,   N,       N,         N,     N],
    dataQuality:      [N,   Y,   N,     N,   N,       N,         N,     N],
    info:             [N,   Y,   N,     N,   N,       N,         N,     N],
    patients:         [Y,   Y,   Y,     Y,   Y,       Y,         N,     N],
    patientProtocols: [Y,   Y,   Y,     Y,   Y,       Y,         N,     N],
    patientFiles:     [Y,   Y,   Y,     N,   N,       N,         Y,     N],
    patientHospitals: [Y,   Y,   Y,     N,   N,       N,         Y,     N],
    protocolForms:    [Y,   Y,   N,     Y,   N,       N,         N,     N],
    favorites:        [Y,   Y,   Y,     N,   N,       N,         Y,     N],
    correctionFlags:  [Y,   Y,   Y,     N,   N,       N,         N,     N],
    dictionaryLookup: [Y,   Y,   N,     N,   N,       N,         N,     N],
    hospitalLookup:   [Y,   Y,   N,     N,   N,       N,         N,     N],
    users:            [N,   N,   N,     N,   N,       N,         N,     N],
    hospitals:        [N,   N,   N,     N,   N,       N,         N,     N],
    categories:       [N,   N,   N,     N,   N,       N,         N,     N],
    dictionaries:     [N,   N,   N,     N,   N,       N,         N,     N],
    changes:          [N,   N,   N,     N,   N,       N,         N,     N],
    exports:          [Y,   Y,   N,     N,   N,       N,         N,     N],
    identifiableExports: [N, N,  N,     N,   N,       N,         N,     N],
    backups:          [N,   N,   N,     N,   N,       N,         N,     N],
  },
  ROLE_DATA_ADMINISTRATOR: {
    //                 list show create edit activate deactivate delete resolve
    account:          [N,   Y,   N,     Y,   N,       N,         N,     N],
    dashboard:        [N,   Y,   N,     N,   N,       N,         N,     N],
    dataQuality:      [N,   Y,   N,     N,   N,       N,         N,     N],
    info:             [N,   Y,   N,     N,   N,       N,         N,     N],
    patients:         [Y,   Y,   Y,     Y,   Y,       Y,         N,     N],
    patientProtocols: [Y,   Y,   Y,     Y,   Y,       Y,         N,     N],
    patientFiles:     [Y,   Y,   Y,     N,   N,       N,         Y,     N],
    patientHospitals: [Y,   Y,   Y,     N,   N,       N,         Y,     N],
    protocolForms:    [Y,   Y,   N,     N,   N,       N,         N,     N],
    favorites:        [Y,   Y,   Y,     N,   N,       N,         Y,     N],
    correctionFlags:  [Y,   Y,   Y,     N,   N,       N,         N,     Y],
    dictionaryLookup: [Y,   Y,   N,     N,   N,       N,         N,     N],
    hospitalLookup:   [Y,   Y,   N,     N,   N,       N,         N,     N],
    users:            [N,   N,   N,     N,   N,       N,         N,     N],
    hospitals:        [N,   N,   N,     N,   N,       N,         N,     N],
    categories:       [N,   N,   N,     N,   N,       N,         N,     N],
    dictionaries:     [N,   N,   N,     N,   N,       N,         N,     N],
    changes:          [N,   N,   N,     N,   N,       N,         N,     N],
    exports:          [Y,   Y,   N,     N,   N,       N,         N,     N],
    identifiableExports: [Y, Y,  N,     N,   N,       N,         N,     N],
    backups:          [N,   N,   N,     N,   N,       N,         N,     N],
  },
  ROLE_COORDINATOR: {
    //                 list show create edit activate deactivate delete resolve
    account:          [N,   Y,   N,     Y,   N,       N,         N,     N],
    dashboard:        [N,   Y,   N,     N,   N,       N,         N,     N],
    dataQuality:      [N,   Y,   N,     N,   N,       N,         N,     N],
    info:             [N,   Y,   N,     N,   N,       N,         N,     N],
    patients:         [Y,   Y,   N,     N,   N,       N,         N,     N],
    patientProtocols: [Y,   Y,   N,     N,   N,       N,         N,     N],
    patientFiles:     [Y,   Y,   N,     N,   N,       N,         N,     N],
    patientHospitals: [Y,   Y,   N,     N,   N,       N,         N,     N],
    protocolForms:    [Y,   Y,   N,     Y,   N,       N,         N,     N],
    favorites:        [Y,   Y,   Y,     N,   N,       N,         Y,     N],
    correctionFlags:  [Y,   Y,   Y,     N,   N,       N,         N,     Y],
    dictionaryLookup: [Y,   Y,   N,     N,   N,       N,         N,     N],
    hospitalLookup:   [Y,   Y,   N,     N,   N,       N,         N,     N],
    users:            [N,   N,   N,     N,   N,       N,         N,     N],
    hospitals:        [N,   N,   N,     N,   N,       N,         N,     N],
    categories:       [N,   N,   N,     N,   N,       N,         N,     N],
    dictionaries:     [N,   N,   N,     N,   N,       N,         N,     N],
    changes:          [N,   N,   N,     N,   N,       N,         N,     N],
    exports:          [Y,   Y,   N,     N,   N,       N,         N,     N],
    identifiableExports: [N, N,  N,     N,   N,       N,         N,     N],
    backups:          [N,   N,   N,     N,   N,       N,         N,     N],
  },
};

const HAND_ROLES = Object.keys(EXPECTED) as Role[];
const HAND_RESOURCES = Object.keys(EXPECTED.ROLE_CENTRAL_ADMINISTRATOR) as PermissionResource[];

const cells = HAND_ROLES.flatMap((role) =>
  (Object.keys(EXPECTED[role]) as PermissionResource[]).flatMap((resource) =>
    COLUMNS.map((action, column) => ({
      role,
      resource,
      action,
      allowed: EXPECTED[role][resource][column]!,
    })),
  ),
);

describe('the permission table', () => {
  it('has a hand-written row for every role, and every role has the same resources', () => {
    expect([...HAND_ROLES].sort()).toEqual([...ROLES].sort());
    for (const role of HAND_ROLES) {
      expect(Object.keys(EXPECTED[role]).sort()).toEqual([...HAND_RESOURCES].sort());
    }
  });

  it('knows no action the hand-written matrix lacks, and lacks none of its columns', () => {
    expect([...ACTIONS].sort()).toEqual([...COLUMNS].sort());
  });

  it('grants no resource the hand-written matrix lacks', () => {
    const granted = new Set(
      Object.values(PERMISSIONS).flatMap((grants) => Object.keys(grants) as PermissionResource[]),
    );
    expect([...granted].filter((resource) => !HAND_RESOURCES.includes(resource))).toEqual([]);
  });

  it.each(cells)('$role $action $resource: $allowed', ({ role, resource, action, allowed }) => {
    expect(canAccess(role, { resource, action })).toBe(allowed);
  });

  it('refuses every action on every resource to a caller without a role', () => {
    for (const resource of HAND_RESOURCES) {
      for (const action of COLUMNS) {
        expect(canAccess(undefined, { resource, action })).toBe(false);
        expect(canAccess(null, { resource, action })).toBe(false);
      }
    }
  });
});
