/**
 * "Change the language?" while a screen holds unsaved changes (./unsavedChanges.ts): save them
 * and switch, discard them and switch, or stay. A failed save keeps the language and the
 * changes; the screen says what stopped it. Loaded by the language switch only when needed.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { canSaveUnsavedChanges, saveUnsavedChanges } from './unsavedChanges';

export interface LanguageChangePromptProps {
  /** Switches to the chosen language. */
  onSwitch: () => void;
  /** Keeps the language and the changes. */
  onStay: () => void;
}

export function LanguageChangePrompt({ onSwitch, onStay }: LanguageChangePromptProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [saving, setSaving] = useState(false);
  const canSave = canSaveUnsavedChanges();

  const saveAndSwitch = async () => {
    setSaving(true);
    try {
      if (await saveUnsavedChanges()) onSwitch();
      else onStay();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={() => (saving ? undefined : onStay())} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('registry.language.unsaved.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('registry.language.unsaved.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button disabled={saving} onClick={onStay}>
          {translate('registry.language.unsaved.stay')}
        </Button>
        <Button color="warning" disabled={saving} onClick={onSwitch}>
          {translate('registry.language.unsaved.discard')}
        </Button>
        {canSave ? (
          <Button variant="contained" disabled={saving} onClick={() => void saveAndSwitch()}>
            {translate('registry.language.unsaved.saveAndSwitch')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

export default LanguageChangePrompt;
