/** The side menu. Resource entries join it as resources are registered. */
import HomeIcon from '@mui/icons-material/Home';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { Menu } from 'react-admin';

export function RegistryMenu() {
  return (
    <Menu>
      <Menu.Item to="/" primaryText="registry.menu.home" leftIcon={<HomeIcon />} />
      <Menu.Item
        to="/account"
        primaryText="registry.menu.account"
        leftIcon={<ManageAccountsIcon />}
      />
    </Menu>
  );
}
