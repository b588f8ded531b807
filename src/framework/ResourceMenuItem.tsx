/** A menu entry for a resource's list, shown only to roles that may list it. */
import { useMatch } from 'react-router-dom';
import { Menu } from 'react-admin';
import type { MenuItemLinkProps } from 'react-admin';
import { useResourcePlural } from './ResourcePageHeader';
import type { ResourceConfig } from './types';
import { useRoleAllows } from './useRoleAllows';

/**
 * A side menu entry that tells a screen reader which one is current, as react-admin's highlight
 * tells the eye (the same match: the home entry for `/` alone, any other for its path and below):
 * `aria-current="page"` on its own page, `"true"` on a page beneath it.
 */
export function MenuEntry(props: MenuItemLinkProps & { to: string }) {
  const own = useMatch({ path: props.to, end: true });
  const beneath = useMatch({ path: props.to, end: props.to === '/' });
  const current = own ? 'page' : beneath ? 'true' : undefined;
  return <Menu.Item {...props} aria-current={current} />;
}

export function ResourceMenuItem({ config }: { config: ResourceConfig }) {
  const allowed = useRoleAllows(config.permission, 'list');
  const label = useResourcePlural(config);
  if (!allowed) return null;
  const Icon = config.icon;
  return (
    <MenuEntry
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
