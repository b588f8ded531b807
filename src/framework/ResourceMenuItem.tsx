/** A menu entry for a resource's list, shown only to roles that may list it. */
import { Menu } from 'react-admin';
import { useResourcePlural } from './ResourcePageHeader';
import type { ResourceConfig } from './types';
import { useRoleAllows } from './useRoleAllows';

export function ResourceMenuItem({ config }: { config: ResourceConfig }) {
  const allowed = useRoleAllows(config.permission, 'list');
  const label = useResourcePlural(config);
  if (!allowed) return null;
  const Icon = config.icon;
  return (
    <Menu.Item
      to={config.routes.list}
      primaryText={label}
      {...(Icon ? { leftIcon: <Icon /> } : {})}
    />
  );
}

/** The resources with a menu entry, in their menu order. */
export function menuResources(resources: readonly ResourceConfig[]): ResourceConfig[] {
  return resources
    .filter((resource) => resource.menu)
    .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));
}
