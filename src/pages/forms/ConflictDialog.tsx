/**
 * A save that met a newer version on the server (409), on this screen or in a replay of the
 * offline queue: nothing is overwritten unseen. The dialog says when the newer version was saved
 * and by whom, so that the user knows whom to ask. The user loads the server's version (this
 * device's changes go) or saves theirs over it (validated like any save); until then a warning
 * above the form keeps the choice at hand.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatters } from '../../../resources/patients/details/formatting';
import type { Conflict } from './useFormSave';

export function ConflictNotice({
  conflict,
  onLoadServer,
  onOverwrite,
}: {
  conflict: Conflict | null;
  onLoadServer: () => Promise<void>;
  onOverwrite: () => Promise<void>;
}) {
  const translate = useTranslate();
  const formatters = useFormatters();
  const titleId = useId();
  const [open, setOpen] = useState(conflict !== null);
  const [busy, setBusy] = useState(false);

  // Each new conflict asks at once.
  useEffect(() => {
    setOpen(conflict !== null);
  }, [conflict]);

  if (!conflict) return null;
  const version = { version: conflict.serverVersion };
  const choose = async (choice: () => Promise<void>) => {
    setBusy(true);
    try {
      await choice();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Alert
        severity="warning"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => setOpen(true)}>
            {translate('forms.conflict.resolve')}
          </Button>
        }
      >
        {translate('forms.conflict.unresolved', version)}
      </Alert>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate('forms.conflict.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate(
              conflict.queued ? 'forms.conflict.queuedText' : 'forms.conflict.text',
              version,
            )}
          </DialogContentText>
          {conflict.savedAt && (
            <DialogContentText sx={{ mt: 1 }}>
              {translate('forms.status.saved', {
                ...version,
                at: formatters.dateTime(conflict.savedAt),
                by: conflict.savedBy ?? '—',
              })}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button disabled={busy} onClick={() => setOpen(false)}>
            {translate('forms.conflict.later')}
          </Button>
          <Button color="warning" disabled={busy} onClick={() => void choose(onLoadServer)}>
            {translate('forms.conflict.loadServer')}
          </Button>
          <Button variant="contained" disabled={busy} onClick={() => void choose(onOverwrite)}>
            {translate('forms.conflict.overwrite')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
