/** Any unknown path, for guests and signed-in users alike. */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { HOME_CRUMB, PageHeader } from '../components/PageHeader';

export function NotFoundPage() {
  const translate = useTranslate();
  return (
    <>
      <PageHeader title="registry.notFound.title" crumbs={[HOME_CRUMB]} />
      <Typography sx={{ mb: 2 }}>{translate('registry.notFound.text')}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {translate('registry.notFound.home')}
      </Button>
    </>
  );
}
