/** The "Back to sign in" link at the foot of the guest pages. */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';

export function BackToLoginLink() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, textAlign: 'center' }}>
      <Link component={RouterLink} to="/login">
        {translate('registry.resetPassword.backToLogin')}
      </Link>
    </Box>
  );
}
