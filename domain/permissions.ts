/**
 * The permission table: the only place that answers "may this role do this".
 * The server enforces it on every route; the interface reads it to hide what a user may not do.
 * Scoping (which hospitals and protocols a user sees) is a separate matter, enforced in SQL.
 * The table is data: change a row here and both sides follow. The README documents it.
 */
import { type Role } from './roles';

export const ACTIONS = [
  'list',
  'show',
  'create',
  'edit',
  'activate',
  'deactivate',
  'delete',
  'resolve',
] as const;
export type Action = (typeof ACTIONS)[number];

export type PermissionResource =
  | 'account'
  | 'dashboard'
  | 'dataQuality'
  | 'info'
  | 'patients'
  | 'patientFiles'
  | 'patientHospitals'
  | 'patientProtocols'
  | 'protocolForms'
  | 'favorites'
  | 'correctionFlags'
  | 'dictionaryLookup'
  | 'hospitalLookup'
  | 'hospitals'
  | 'users'
  | 'categories'
  | 'dictionaries'
  | 'changes'
  | 'exports'
  | 'identifiableExports'
  | 'backups';

type Grants = Partial<Record<PermissionResource, readonly Action[] | '*'>>;

const READ: readonly Action[] = ['list', 'show'];
const MANAGE: readonly Action[] = ['list', 'show', 'create', 'edit', 'activate', 'deactivate'];
const FILES: readonly Action[] = ['list', 'show', 'create', 'delete'];

/** What every signed-in user may do, whatever the role. */
const EVERYONE: Grants = {
  account: ['show', 'edit'],
  dashboard: ['show'],
  /** The data-quality report, over the caller's scope. */
  dataQuality: ['show'],
  info: ['show'],
  patients: READ,
  patientFiles: READ,
  patientHospitals: READ,
  patientProtocols: READ,
  protocolForms: READ,
  favorites: ['list', 'show', 'create', 'delete'],
  correctionFlags: ['list', 'show', 'create'],
  dictionaryLookup: READ,
  /** Names of the caller's own hospitals, for pickers; scoped on the server. */
  hospitalLookup: READ,
  /** Research exports, pseudonymised, over the caller's scope. */
  exports: READ,
};

export const PERMISSIONS: Record<Role, Grants> = {
  ROLE_CENTRAL_ADMINISTRATOR: {
    account: '*',
    dashboard: '*',
    dataQuality: '*',
    info: '*',
    patients: '*',
    patientFiles: '*',
    patientHospitals: '*',
    patientProtocols: '*',
    protocolForms: '*',
    favorites: '*',
    correctionFlags: '*',
    dictionaryLookup: '*',
    hospitalLookup: '*',
    hospitals: '*',
    users: '*',
    categories: '*',
    dictionaries: '*',
    changes: '*',
    exports: '*',
    /** Research exports naming the patients (pseudonymised=false). */
    identifiableExports: '*',
    /** When the registry's backups ran and whether they succeeded. */
    backups: '*',
  },
  ROLE_REPORTER_PHYSICIAN: {
    ...EVERYONE,
    patients: MANAGE,
    patientFiles: FILES,
    patientHospitals: FILES,
    patientProtocols: MANAGE,
    protocolForms: ['list', 'show', 'edit'],
  },
  ROLE_DATA_ADMINISTRATOR: {
    ...EVERYONE,
    patients: MANAGE,
    patientFiles: FILES,
    patientHospitals: FILES,
    patientProtocols: MANAGE,
    correctionFlags: ['list', 'show', 'create', 'resolve'],
    identifiableExports: READ,
  },
  ROLE_COORDINATOR: {
    ...EVERYONE,
    protocolForms: ['list', 'show', 'edit'],
    correctionFlags: ['list', 'show', 'create', 'resolve'],
  },
};

export interface PermissionQuery {
  resource: PermissionResource;
  action: Action;
}

export function canAccess(role: Role | undefined | null, { resource, action }: PermissionQuery) {
  if (!role) return false;
  const grant = PERMISSIONS[role]?.[resource];
  if (!grant) return false;
  return grant === '*' || grant.includes(action);
}
