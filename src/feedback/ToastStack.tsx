/**
 * The visible toasts, newest at the bottom; error toasts name the failed response's id. The stack
 * sits at the top, under the app bar: at the bottom it covered a dialog's Save and Cancel (a
 * dialog keeps its actions at its foot), and only the toasts themselves take clicks. A focused
 * field the stack would hide is scrolled below it (useFocusClearOfToasts.ts).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useToasts, useVisibleToasts } from './FeedbackContext';
import { useFocusClearOfToasts } from './useFocusClearOfToasts';

export function ToastStack() {
  const toasts = useVisibleToasts();
  const { dismiss } = useToasts();
  const translate = useTranslate();
  const stack = useRef<HTMLDivElement>(null);
  useFocusClearOfToasts(stack, toasts.at(-1)?.id ?? null);
  return (
    <Box
      ref={stack}
      role="region"
      aria-label={translate('registry.toast.region')}
      aria-live="polite"
      sx={{
        position: 'fixed',
        right: 16,
        // Below react-admin's app bar: 56 px on a phone, 48 px (dense) from `sm` up.
        top: { xs: 64, sm: 56 },
        zIndex: (theme) => theme.zIndex.snackbar,
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
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
          closeText={translate('registry.toast.close')}
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
