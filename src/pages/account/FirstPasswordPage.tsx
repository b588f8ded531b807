/**
 * What an account signed in with a generated one-time password sees instead of the registry:
 * the password form of the account page (current password, the new one twice) and nothing else,
 * since the server answers such an account only its own data and the password change
 * (403 password_change_required). Once the password is changed the account is reloaded and
 * the gate (src/layout/AccountGate.tsx) shows the app.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useDataProvider, useLogout, useTranslate } from 'react-admin';
import type { Account } from '../../../domain';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import type { OncoregDataProvider } from '../../providers/dataProvider';
import { PasswordSection } from './AccountPage';

export function FirstPasswordPage({ account }: { account: Account }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const logout = useLogout();
  // The fresh account no longer asks for the change, and the gate lets the app through.
  const reload = useCallback(() => dataProvider.getMe(), [dataProvider]);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        bgcolor: 'grey.100',
        p: 2,
        display: 'flex',
        justifyContent: 'center',
      }}
    >
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 560, mt: { xs: 2, sm: 8 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {translate('registry.app.name')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <LanguageSwitch />
            <Button onClick={() => void logout()}>{translate('ra.auth.logout')}</Button>
          </Box>
        </Box>
        <Typography variant="h4" component="h1">
          {translate('registry.account.firstPassword.title')}
        </Typography>
        <PasswordSection
          account={account}
          intro="registry.account.firstPassword.intro"
          submitLabel="registry.account.firstPassword.submit"
          onChanged={reload}
        />
      </Stack>
    </Box>
  );
}
