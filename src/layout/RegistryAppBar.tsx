/** The app bar: the app's name, the language switch and the user menu (account, logout). */
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { forwardRef, memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AppBar, LoadingIndicator, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { PathLocation } from '../framework/PathLocation';
import { LogoutMenuItem } from './LogoutMenuItem';
import type { MenuListItemProps } from './LogoutMenuItem';

/**
 * The menu's own props (the focus MUI's menu gives its first item on opening, the item's tab
 * stop) reach the item, so that the menu is used from the keyboard as from the mouse.
 */
const AccountMenuItem = forwardRef<HTMLAnchorElement, MenuListItemProps>(
  function AccountMenuItem(props, ref) {
    const translate = useTranslate();
    const userMenu = useUserMenu();
    return (
      <MenuItem
        {...props}
        ref={ref}
        component={RouterLink}
        to="/account"
        onClick={() => userMenu?.onClose()}
      >
        <ListItemIcon>
          <ManageAccountsIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('registry.menu.account')}</ListItemText>
      </MenuItem>
    );
  },
);

/** Like the menu, not drawn again for a new query in the address (PathLocation). */
export const RegistryAppBar = memo(function RegistryAppBar() {
  return (
    <PathLocation>
      <AppBar
        color="primary"
        userMenu={
          <UserMenu label="registry.menu.userMenu">
            <AccountMenuItem />
            <LogoutMenuItem />
          </UserMenu>
        }
        toolbar={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <LanguageSwitch color="inherit" />
            <LoadingIndicator />
          </Box>
        }
      >
        <Typography
          variant="h6"
          component={RouterLink}
          to="/"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700 }}
        >
          oncoreg
        </Typography>
        <Box sx={{ flex: 1 }} />
      </AppBar>
    </PathLocation>
  );
});
