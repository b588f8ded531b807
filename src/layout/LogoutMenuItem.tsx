/**
 * Signs out (the server is told; the tokens go whatever it answers) and says how it went. While
 * a screen holds unsaved changes (../components/unsavedChanges.ts) it asks first: stay, sign out
 * without saving, or save and sign out, which keeps the user signed in when the save fails. The
 * user menu stays open under the question and closes with it: the menu unmounts its items once
 * closed, and the question with them.
 */
import LogoutIcon from '@mui/icons-material/Logout';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { forwardRef, useState } from 'react';
import { useLogout, useTranslate, useUserMenu } from 'react-admin';
import { UnsavedChangesPrompt } from '../components/LanguageChangePrompt';
import { hasUnsavedChanges } from '../components/unsavedChanges';
import { useToasts } from '../feedback/FeedbackContext';
import type { LogoutParams } from '../providers/authProvider';

/**
 * What MUI's menu gives its items: the first one's focus on opening, and each one's tab stop.
 * An item that drops them leaves the opened menu with no focused item, and no way in for the
 * keyboard.
 */
export interface MenuListItemProps {
  autoFocus?: boolean;
  tabIndex?: number;
}

export const LogoutMenuItem = forwardRef<HTMLLIElement, MenuListItemProps>(
  function LogoutMenuItem(props, ref) {
    const logout = useLogout();
    const translate = useTranslate();
    const { push, pushError } = useToasts();
    const userMenu = useUserMenu();
    const [asking, setAsking] = useState(false);

    const signOut = async () => {
      setAsking(false);
      userMenu?.onClose();
      let failure: unknown;
      const params: LogoutParams = {
        onServerError: (error) => {
          failure = error;
        },
      };
      await logout(params, '/login', false);
      if (failure) pushError(failure, 'registry.errors.logout');
      else push({ text: 'registry.notifications.logoutSuccess', type: 'success' });
    };

    const stay = () => {
      setAsking(false);
      userMenu?.onClose();
    };

    return (
      <>
        <MenuItem
          {...props}
          ref={ref}
          onClick={() => {
            if (hasUnsavedChanges()) setAsking(true);
            else void signOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('registry.menu.logout')}</ListItemText>
        </MenuItem>
        {asking ? (
          <UnsavedChangesPrompt
            messages="registry.logout.unsaved"
            onProceed={() => void signOut()}
            onStay={stay}
          />
        ) : null}
      </>
    );
  },
);
