/**
 * "Change the language?" while a screen holds unsaved changes (./unsavedChanges.ts): save them
 * and switch, discard them and switch, or stay. A failed save keeps the language and the
 * changes; the screen says what stopped it. Loaded by the language switch only when needed.
 * Other actions that would throw the changes away (a user's email change reloads the user,
 * signing out) ask the same question in their own words through UnsavedChangesPrompt.
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

export interface UnsavedChangesPromptProps {
  /** The texts' keys: `title`, `text`, `stay`, `discard` and `saveAndProceed` under it. */
  messages: string;
  /** Goes on with the action (the changes saved, or to be discarded). */
  onProceed: () => void;
  /** Keeps the changes and forgoes the action. */
  onStay: () => void;
}

export function UnsavedChangesPrompt({ messages, onProceed, onStay }: UnsavedChangesPromptProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [saving, setSaving] = useState(false);
  const canSave = canSaveUnsavedChanges();

  const saveAndProceed = async () => {
    setSaving(true);
    try {
      if (await saveUnsavedChanges()) onProceed();
      else onStay();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={() => (saving ? undefined : onStay())}
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-text`}
    >
      <DialogTitle id={titleId}>{translate(`${messages}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${titleId}-text`}>
          {translate(`${messages}.text`)}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {/* The keyboard starts on the choice that loses nothing. */}
        <Button autoFocus disabled={saving} onClick={onStay}>
          {translate(`${messages}.stay`)}
        </Button>
        <Button color="warning" disabled={saving} onClick={onProceed}>
          {translate(`${messages}.discard`)}
        </Button>
        {canSave ? (
          <Button variant="contained" disabled={saving} onClick={() => void saveAndProceed()}>
            {translate(`${messages}.saveAndProceed`)}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

export interface LanguageChangePromptProps {
  /** Switches to the chosen language. */
  onSwitch: () => void;
  /** Keeps the language and the changes. */
  onStay: () => void;
}

export function LanguageChangePrompt({ onSwitch, onStay }: LanguageChangePromptProps) {
  return (
    <UnsavedChangesPrompt
      messages="registry.language.unsaved"
      onProceed={onSwitch}
      onStay={onStay}
    />
  );
}

export default LanguageChangePrompt;
