/** The app bar: the app's name, the language switch and the user menu (account, logout). */
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import type { Theme } from '@mui/material/styles';
import { forwardRef, memo, useState } from 'react';
import type { FocusEvent, ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  AppBar,
  LoadingIndicator,
  UserMenu,
  useGetIdentity,
  useTranslate,
  useUserMenu,
} from 'react-admin';
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

/** Whether the focus came from the keyboard (`:focus-visible`), not from a click. */
function keyboardFocus(event: FocusEvent) {
  try {
    return event.target.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * The bar slides out of view as the page scrolls down, like react-admin's own, but stays in the
 * Tab order: react-admin's is `visibility: hidden` once out of view, which took the language
 * switch and the user menu from the keyboard until the page was scrolled back up. This one is
 * only moved up, and the keyboard's focus entering it (Shift+Tab from the side menu) brings it
 * back for as long as the focus stays in it, its opened user menu included.
 */
function HideOnScrollKeepFocus({
  children,
  className,
}: {
  children: ReactElement;
  className?: string;
}) {
  const scrolled = useScrollTrigger();
  const [focused, setFocused] = useState(false);
  return (
    <Slide
      appear={false}
      direction="down"
      in={!scrolled || focused}
      className={className}
      style={{ visibility: 'visible' }}
      // React's focus events come through portals too: the user menu's items keep it shown.
      onFocus={(event: FocusEvent) => setFocused(keyboardFocus(event))}
      onBlur={() => setFocused(false)}
    >
      {children}
    </Slide>
  );
}

/**
 * The user menu. From 600 px its button shows the user's name, and is named by it too ("Anna
 * Kowalska, menu użytkownika"), so that what a screen reader says holds what the eye reads; on a
 * phone it is an icon, named "Menu użytkownika" (react-admin translates the label itself there,
 * with "Profile" for a text that is not a message key).
 */
function RegistryUserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const name = identity?.fullName;
  return (
    <UserMenu
      label={
        wide && name ? translate('registry.menu.userMenuOf', { name }) : 'registry.menu.userMenu'
      }
    >
      <AccountMenuItem />
      <LogoutMenuItem />
    </UserMenu>
  );
}

/** Like the menu, not drawn again for a new query in the address (PathLocation). */
export const RegistryAppBar = memo(function RegistryAppBar() {
  return (
    <PathLocation>
      <AppBar
        color="primary"
        container={HideOnScrollKeepFocus}
        userMenu={<RegistryUserMenu />}
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
