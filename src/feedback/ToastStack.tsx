/** The visible toasts, newest at the bottom; error toasts name the failed response's id. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useToasts, useVisibleToasts } from './FeedbackContext';

export function ToastStack() {
  const toasts = useVisibleToasts();
  const { dismiss } = useToasts();
  const translate = useTranslate();
  return (
    <Box
      role="region"
      aria-label={translate('registry.toast.region')}
      aria-live="polite"
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        width: 'min(420px, calc(100vw - 32px))',
      }}
    >
      {toasts.map((toast) => (
        <Alert
          key={toast.id}
          severity={toast.type}
          variant="filled"
          role={toast.type === 'error' ? 'alert' : 'status'}
          onClose={() => dismiss(toast.id)}
          slotProps={{ closeButton: { title: translate('registry.toast.close') } }}
          data-testid="toast"
        >
          {translate(toast.text, { _: toast.text, ...toast.args })}
          {toast.type === 'error' && toast.correlationId ? (
            <Typography variant="caption" component="div" sx={{ opacity: 0.9 }}>
              {translate('registry.errors.errorCode')} {toast.correlationId}
            </Typography>
          ) : null}
        </Alert>
      ))}
    </Box>
  );
}
