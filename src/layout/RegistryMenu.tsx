/**
 * The side menu: home, the resources the role may list (from the resource registry, asked of
 * the permission table), and the account.
 */
import HomeIcon from '@mui/icons-material/Home';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { Menu } from 'react-admin';
import { useResourceRegistry } from '../framework/ResourceConfigContext';
import { ResourceMenuItem, menuResources } from '../framework/ResourceMenuItem';

export function RegistryMenu() {
  const resources = useResourceRegistry();
  return (
    <Menu>
      <Menu.Item to="/" primaryText="registry.menu.home" leftIcon={<HomeIcon />} />
      {menuResources(resources).map((resource) => (
        <ResourceMenuItem key={resource.name} config={resource} />
      ))}
      <Menu.Item
        to="/account"
        primaryText="registry.menu.account"
        leftIcon={<ManageAccountsIcon />}
      />
    </Menu>
  );
}
