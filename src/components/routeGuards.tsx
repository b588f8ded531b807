/**
 * Route guards: guest-only pages send a signed-in user home; signed-in pages send a guest to the
 * login page (silently); role-restricted pages ask the permission table (useRoleAllows) and,
 * when the answer is no, show Missing permissions and go home.
 */
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Authenticated } from 'react-admin';
import type { Action, PermissionResource } from '../../domain';
import { useAppServices } from '../AppServicesContext';
import { useRoleAllows } from '../framework/useRoleAllows';
import { useToasts } from '../feedback/FeedbackContext';
import { PageLoading } from './PageLoading';

export function GuestOnly({ children }: { children: ReactNode }) {
  const { tokens } = useAppServices();
  if (tokens.getAccessToken()) return <Navigate to="/" replace />;
  return <>{children}</>;
}

export function SignedIn({ children }: { children: ReactNode }) {
  const { tokens } = useAppServices();
  // A guest (after signing out and going back, say) goes straight to the login page; react-admin's
  // own check, which also runs the logout, is left for a session that ends while a page is open.
  if (!tokens.getAccessToken()) return <Navigate to="/login" replace />;
  return <Authenticated loading={<PageLoading />}>{children}</Authenticated>;
}

export function RequirePermission({
  resource,
  action,
  children,
}: {
  resource: PermissionResource;
  action: Action;
  children: ReactNode;
}) {
  const canAccess = useRoleAllows(resource, action);
  const denied = canAccess === false;
  const navigate = useNavigate();
  const { push } = useToasts();
  useEffect(() => {
    if (!denied) return;
    push({ text: 'registry.errors.missingPermissions', type: 'error' });
    navigate('/', { replace: true });
  }, [denied, navigate, push]);
  if (!canAccess) return <PageLoading />;
  return <>{children}</>;
}
