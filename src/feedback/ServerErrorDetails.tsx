/** The global modal for a 5xx answer: the error message as title, the detail as body. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';
import type { HttpError } from '../providers/httpClient';

export function ServerErrorDetails({ error, close }: { error: HttpError; close: () => void }) {
  const translate = useTranslate();
  const detail = error.details
    ? Object.entries(error.details)
        .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
        .join('\n')
    : undefined;
  const title = error.serverMessage ?? translate('registry.errors.internal');
  return (
    <Dialog open onClose={close} aria-labelledby="server-error-title">
      <DialogTitle id="server-error-title">{title}</DialogTitle>
      <DialogContent>
        {detail ? (
          <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{detail}</DialogContentText>
        ) : null}
        {error.correlationId ? (
          <DialogContentText variant="body2">
            {translate('registry.errors.errorCode')} {error.correlationId}
          </DialogContentText>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} variant="contained" autoFocus>
          {translate('registry.modal.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
