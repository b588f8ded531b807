/** What a user sees where the permission table says no (react-admin's access-denied route too). */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { HOME_CRUMB, PageHeader } from '../components/PageHeader';

export const MISSING_PERMISSIONS_CODE = 403;

export function MissingPermissionsPage() {
  const translate = useTranslate();
  return (
    <>
      <PageHeader title="registry.missingPermissions.title" crumbs={[HOME_CRUMB]} />
      <Alert severity="error" sx={{ mb: 2 }}>
        {translate('registry.errors.missingPermissions')}
        <Typography variant="caption" component="div">
          {translate('registry.errors.errorCode')} {MISSING_PERMISSIONS_CODE}
        </Typography>
      </Alert>
      <Button component={RouterLink} to="/" variant="contained">
        {translate('registry.notFound.home')}
      </Button>
    </>
  );
}
