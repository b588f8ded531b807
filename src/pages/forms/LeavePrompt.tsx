/**
 * The leave-page warning of a form with unsaved changes (spec sections 2 and 4): closing or
 * reloading the tab gets the browser's own dialog (`beforeunload`), and navigating inside the app
 * is held by the router's blocker while the user chooses in "Unsaved changes will be lost": save
 * and proceed (staying if the save fails), discard and move on, or stay. Modelled on
 * react-admin's useWarnWhenUnsavedChanges. Holding in-app navigation needs a data router, which
 * src/main.tsx creates; under another router only the tab's dialog remains. While dirty, the form
 * is also registered with src/components/unsavedChanges.ts, so a language switch asks first.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useRef, useState } from 'react';
import { useBlocker, useCanBlock, useTranslate } from 'react-admin';
import { useUnsavedChanges } from '../../components/unsavedChanges';

export interface LeavePromptProps {
  dirty: boolean;
  /** Saves the form; true once it is safe to go (saved, or kept on this device). */
  onSave: () => Promise<boolean>;
}

function useBeforeUnload(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their dialog only when a return value is set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

function NavigationGuard({ dirty, onSave }: LeavePromptProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [saving, setSaving] = useState(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  // The blocker changes on every render; the save's answer comes back to the latest one.
  const latest = useRef(blocker);
  latest.current = blocker;

  const saveAndProceed = async () => {
    setSaving(true);
    try {
      const safe = await onSave();
      if (safe) latest.current.proceed?.();
      else latest.current.reset?.();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={() => (saving ? undefined : blocker.reset?.())}
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-text`}
    >
      <DialogTitle id={titleId}>{translate('forms.leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${titleId}-text`}>
          {translate('forms.leave.text')}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {/* The keyboard starts on the choice that loses nothing. */}
        <Button autoFocus disabled={saving} onClick={() => blocker.reset?.()}>
          {translate('forms.leave.stay')}
        </Button>
        <Button color="warning" disabled={saving} onClick={() => blocker.proceed?.()}>
          {translate('forms.leave.discard')}
        </Button>
        <Button variant="contained" disabled={saving} onClick={() => void saveAndProceed()}>
          {translate('forms.leave.saveAndProceed')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function LeavePrompt(props: LeavePromptProps) {
  useBeforeUnload(props.dirty);
  useUnsavedChanges(props.dirty, props.onSave);
  const canBlock = useCanBlock();
  return canBlock ? <NavigationGuard {...props} /> : null;
}
