/**
 * A central administrator editing their own account is asked first when the change takes
 * permissions away from them (a lower role, fewer hospitals or protocols): it applies at once
 * and only another central administrator can undo it.
 */
import { type Permissions, losesPermissions } from '../../domain/session';
import type { ResourceConfig } from '../../src/framework/types';

const listOf = <T>(value: unknown, fallback: readonly T[]): readonly T[] =>
  Array.isArray(value) ? (value as T[]) : fallback;

export const confirmSelfDemotion: NonNullable<ResourceConfig['confirmUpdate']> = ({
  record,
  values,
  account,
}) => {
  if (!account || String(record.id) !== String(account.id)) return undefined;
  const after: Permissions = {
    role: typeof values.role === 'string' && values.role ? values.role : account.role,
    hospitals: listOf(values.hospitals, account.hospitals),
    protocols: listOf(values.protocols, account.protocols),
  };
  return losesPermissions(account, after)
    ? {
        title: 'resources.users.selfDemotion.title',
        content: 'resources.users.selfDemotion.content',
      }
    : undefined;
};
