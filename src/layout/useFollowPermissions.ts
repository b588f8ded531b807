/**
 * Keeps a signed-in screen in step with what the account may do now. Every signed-in answer
 * carries the fingerprint of the permissions the server authorised it with; when it no longer
 * matches the account this tab holds (an administrator changed the role, hospitals or
 * protocols, here or in another session), the account is loaded again. Once the held account's
 * permissions change, everything read under the old ones is read again: the permission checks
 * behind the menu and the route guards (which send the user home from a screen no longer
 * allowed), and the lists and records, whose scope follows the hospitals and protocols.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Account } from '../../domain';
import { permissionsVersion } from '../../domain/session';
import { useAppServices } from '../AppServicesContext';
import { useToasts } from '../feedback/FeedbackContext';

export function useFollowPermissions(held: Account | null) {
  const { account, permissionVersions } = useAppServices();
  const queryClient = useQueryClient();
  const { push } = useToasts();

  useEffect(
    () =>
      permissionVersions.subscribe((version) => {
        const current = account.current();
        if (current && permissionsVersion(current) !== version) {
          // A failure is told by whatever asks next; the next answer tries again.
          account.load(true).catch(() => undefined);
        }
      }),
    [account, permissionVersions],
  );

  const previous = useRef<string | null>(null);
  const version = held ? permissionsVersion(held) : null;
  useEffect(() => {
    const before = previous.current;
    previous.current = version;
    if (before === null || version === null || before === version) return;
    void queryClient.invalidateQueries();
    push({ text: 'registry.notifications.permissionsChanged', type: 'info' });
  }, [version, queryClient, push]);
}
