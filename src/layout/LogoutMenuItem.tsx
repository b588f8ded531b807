/** Signs out (the server is told; the tokens go whatever it answers) and says how it went. */
import LogoutIcon from '@mui/icons-material/Logout';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useLogout, useTranslate, useUserMenu } from 'react-admin';
import { useToasts } from '../feedback/FeedbackContext';
import type { LogoutParams } from '../providers/authProvider';

export function LogoutMenuItem() {
  const logout = useLogout();
  const translate = useTranslate();
  const { push, pushError } = useToasts();
  const userMenu = useUserMenu();

  const handleClick = async () => {
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

  return (
    <MenuItem onClick={() => void handleClick()}>
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('registry.menu.logout')}</ListItemText>
    </MenuItem>
  );
}
