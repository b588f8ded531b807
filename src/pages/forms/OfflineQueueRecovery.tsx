/**
 * Tells the user when the form saves kept on this device could not all be read (a damaged stored
 * queue, see ./offlineQueue.ts): what was recovered, each save with its form, patient and time,
 * to be sent at the user's word; and the damaged text, kept aside untouched, to download for the
 * registry's administrators or, once dealt with, to delete. Shown once a page load until the
 * copies are deleted, whatever page is open.
 */
import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useReducer, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Confirm, useTranslate } from 'react-admin';
import { parseFormId } from '../../../domain/forms';
import { useFormatters } from '../../../resources/patients/details/formatting';
import type { KeptAsideQueue, OfflineQueue, QueuedSave } from './offlineQueue';

/** The damaged copies (and the recovered saves, as `recovered`) the user has closed this page load. */
const closed = new Set<string>();
const RECOVERED = 'recovered';

function downloadCopy(copy: KeptAsideQueue) {
  const url = URL.createObjectURL(new Blob([copy.text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `oncoreg-offline-saves-${copy.keptAt.replace(/[:.]/g, '-')}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function OfflineQueueRecovery({ queue }: { queue: OfflineQueue }) {
  const translate = useTranslate();
  const formatters = useFormatters();
  const titleId = useId();
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const [sending, setSending] = useState(false);
  const [deleting, setDeleting] = useState<KeptAsideQueue | null>(null);

  useEffect(() => {
    const unsubscribe = queue.subscribe(refresh);
    // A damaged queue is found now rather than at the next save.
    queue.repair();
    return unsubscribe;
  }, [queue]);

  const copies = queue.keptAside();
  const recovered = queue.items().filter((item) => item.recovered);
  const open =
    copies.some((copy) => !closed.has(copy.key)) ||
    (recovered.length > 0 && !closed.has(RECOVERED));
  if (!open) return null;

  const close = () => {
    copies.forEach((copy) => closed.add(copy.key));
    if (recovered.length) closed.add(RECOVERED);
    refresh();
  };
  const formName = (item: QueuedSave) => {
    const parsed = parseFormId(item.formId);
    return parsed ? `${parsed.protocol} (${translate(`forms.types.${parsed.type}`)})` : item.formId;
  };
  const send = async () => {
    setSending(true);
    try {
      await queue.sendRecovered();
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate('forms.offline.damaged.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('forms.offline.damaged.text')}</DialogContentText>
        {recovered.length ? (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h3">
              {translate('forms.offline.damaged.recovered', { smart_count: recovered.length })}
            </Typography>
            <Box component="ul" sx={{ pl: 3, my: 1 }}>
              {recovered.map((item) => (
                <li key={`${item.patientId}/${item.formId}`}>
                  {translate('forms.offline.damaged.item', {
                    form: formName(item),
                    at: formatters.dateTime(item.queuedAt),
                  })}{' '}
                  <Link component={RouterLink} to={`/patient/${item.patientId}`} onClick={close}>
                    {translate('forms.offline.damaged.patient', { id: item.patientId })}
                  </Link>
                </li>
              ))}
            </Box>
            <Button
              variant="contained"
              startIcon={<SendIcon />}
              disabled={sending}
              onClick={() => void send()}
            >
              {translate('forms.offline.damaged.send', { smart_count: recovered.length })}
            </Button>
          </Box>
        ) : (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {translate('forms.offline.damaged.noneRecovered')}
          </Alert>
        )}
        {copies.length ? (
          <Box sx={{ mt: 3 }}>
            <Typography variant="subtitle2" component="h3">
              {translate('forms.offline.damaged.copies')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('forms.offline.damaged.copiesHelp')}
            </Typography>
            {copies.map((copy) => (
              <Box
                key={copy.key}
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}
              >
                <Typography variant="body2" sx={{ flex: '1 1 12rem' }}>
                  {translate('forms.offline.damaged.copy', {
                    at: formatters.dateTime(copy.keptAt),
                  })}
                </Typography>
                <Button
                  size="small"
                  startIcon={<DownloadIcon />}
                  onClick={() => downloadCopy(copy)}
                >
                  {translate('forms.offline.damaged.download')}
                </Button>
                <Button size="small" color="error" onClick={() => setDeleting(copy)}>
                  {translate('forms.offline.damaged.delete')}
                </Button>
              </Box>
            ))}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.close')}</Button>
      </DialogActions>
      <Confirm
        isOpen={deleting !== null}
        title="forms.offline.damaged.deleteTitle"
        content="forms.offline.damaged.deleteConfirm"
        confirm="ra.action.delete"
        confirmColor="warning"
        onConfirm={() => {
          if (deleting) queue.discardKeptAside(deleting.key);
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Dialog>
  );
}
