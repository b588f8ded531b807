import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';

/** What a page shows while its code or its data is on the way. */
export function PageLoading() {
  const translate = useTranslate();
  return (
    <Box
      role="progressbar"
      aria-label={translate('registry.app.loading')}
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 200 }}
    >
      <CircularProgress />
    </Box>
  );
}
