/** What shows when a page throws while rendering: a plain message, a way home, no internals. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useResetErrorBoundaryOnLocationChange, useTranslate } from 'react-admin';

export function CrashPage({
  resetErrorBoundary,
}: {
  resetErrorBoundary: (...args: unknown[]) => void;
}) {
  const translate = useTranslate();
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary);
  return (
    <Box component="main" sx={{ p: 4, maxWidth: 640, mx: 'auto' }}>
      <Alert severity="error" sx={{ mb: 2 }}>
        {translate('registry.errors.pageCrashed')}
      </Alert>
      <Button href="/" variant="contained">
        {translate('registry.notFound.home')}
      </Button>
    </Box>
  );
}
