/**
 * The permissions of a session as one short string. The server authorises every request from
 * the account's current row (never from the token's claims) and sends this fingerprint of it
 * with every authenticated answer; the browser compares it with the fingerprint of the account
 * it holds and reloads the account when they differ, so that a change of role, hospitals or
 * protocols reaches every open session, menus and screens included, at its next request.
 * `losesPermissions` tells whether such a change takes anything away.
 */
import { ACTIONS, PERMISSIONS, type PermissionResource, canAccess } from './permissions';
import { CENTRAL_ADMINISTRATOR, isRole } from './roles';

export const PERMISSIONS_VERSION_HEADER = 'x-permissions-version';

export interface Permissions {
  role: string;
  hospitals: readonly number[];
  protocols: readonly string[];
}

/** cyrb53: a fast 53-bit string hash. A fingerprint to compare, not a secret. */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The same string for the same role, hospitals and protocols, in whatever order they come. */
export function permissionsVersion({ role, hospitals, protocols }: Permissions): string {
  const canonical = [
    role,
    [...hospitals].sort((a, b) => a - b).join(','),
    [...protocols].sort().join(','),
  ].join('|');
  return hash53(canonical).toString(36);
}

/**
 * Whether going from `before` to `after` takes anything away: a right of the old role that the
 * new one lacks, or (for a role limited to its own hospitals and protocols) a hospital or a
 * protocol. What a central administrator is asked to confirm before doing it to themselves.
 */
export function losesPermissions(before: Permissions, after: Permissions): boolean {
  const from = isRole(before.role) ? before.role : null;
  const to = isRole(after.role) ? after.role : null;
  if (!from) return false;
  const grants = Object.keys(PERMISSIONS[from]) as PermissionResource[];
  const roleLoses = grants.some((resource) =>
    ACTIONS.some(
      (action) => canAccess(from, { resource, action }) && !canAccess(to, { resource, action }),
    ),
  );
  if (roleLoses) return true;
  if (to === CENTRAL_ADMINISTRATOR) return false;
  const kept = <T>(held: readonly T[], next: readonly T[]) =>
    held.every((item) => next.includes(item));
  return !kept(before.hospitals, after.hospitals) || !kept(before.protocols, after.protocols);
}
