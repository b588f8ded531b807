/**
 * Whether the permission table lets the signed-in role do an action on a resource.
 *
 * Read at once from the account that AccountGate loads before any signed-in page shows. The
 * auth provider gives the same answer (authProvider.canAccess asks the same table), but through
 * a query that answers a render later. Menu entries, the Add button and the backup warning that
 * waited for it appeared after the page's first paint and pushed what was below them (a layout
 * shift Lighthouse counts). Without a loaded account (a view rendered outside the gate), the
 * auth provider is asked as before. `undefined` means not known yet.
 */
import { useCanAccess } from 'react-admin';
import { canAccess, isRole } from '../../domain';
import type { Action, PermissionResource } from '../../domain';
import { useAccount } from '../AppServicesContext';

export function useRoleAllows(resource: PermissionResource, action: Action): boolean | undefined {
  const account = useAccount();
  const known = account
    ? canAccess(isRole(account.role) ? account.role : null, { resource, action })
    : undefined;
  const { canAccess: asked } = useCanAccess({ resource, action, enabled: known === undefined });
  return known ?? asked;
}
