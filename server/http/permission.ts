/**
 * The server's one permission guard: every service method starts with it, and the route hook
 * `requirePermission` uses it too. The table it reads is the domain's, the one the browser
 * reads to decide what to show, so that the two never disagree.
 */
import { type Action, type PermissionResource, canAccess } from '../../domain/permissions';
import { forbidden } from '../errors';
import { type Auth } from './context';

/** Throws 403 unless the caller's role holds `action` on `resource`. */
export function assertAllowed(auth: Auth, resource: PermissionResource, action: Action): void {
  if (!canAccess(auth.role, { resource, action })) throw forbidden();
}
