/**
 * Unsaved changes of a record form (patient, user, hospital, dictionary entry), asked about as
 * the protocol form asks (src/pages/forms/LeavePrompt.tsx): going to another screen is held by
 * "Unsaved changes will be lost" with a choice to stay or to discard the changes and go on,
 * closing or reloading the tab gets the browser's own dialog, and a form in a dialog asks before
 * the dialog closes. A form's own navigation after a successful save passes (AFTER_SAVE). While
 * a form is dirty it is registered with the screens the language switch asks about.
 *
 * Modelled on react-admin's useWarnWhenUnsavedChanges, with the registry's dialog instead of
 * window.confirm, and without its reading of isSubmitSuccessful, which a save that failed
 * without field errors (a time-out, a 5xx) also sets. Holding in-app navigation needs a data
 * router (src/main.tsx); under another router only the tab's dialog remains.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useBlocker, useCanBlock, useTranslate } from 'react-admin';
import { useUnsavedChanges } from '../components/unsavedChanges';

/** The router state of the navigation that follows a successful save: never held. */
export const AFTER_SAVE = { afterSave: true } as const;

const isAfterSave = (state: unknown) =>
  typeof state === 'object' &&
  state !== null &&
  (state as { afterSave?: unknown }).afterSave === true;

/** Whether the surrounding react-hook-form form holds a value the user changed. */
export function useFormDirty(): boolean {
  const { dirtyFields } = useFormState();
  return Object.keys(dirtyFields).length > 0;
}

/** The browser's own "Leave site?" dialog while there are unsaved changes. */
export function useBeforeUnload(dirty: boolean) {
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

export function UnsavedChangesDialog({
  open,
  closing = false,
  onStay,
  onDiscard,
}: {
  open: boolean;
  /** The changes are in a dialog that is closing, rather than on a screen being left. */
  closing?: boolean;
  onStay: () => void;
  onDiscard: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('registry.unsavedChanges.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {translate(
            closing ? 'registry.unsavedChanges.closeText' : 'registry.unsavedChanges.text',
          )}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" onClick={onStay}>
          {translate(
            closing ? 'registry.unsavedChanges.keepEditing' : 'registry.unsavedChanges.stay',
          )}
        </Button>
        <Button color="warning" onClick={onDiscard}>
          {translate(
            closing ? 'registry.unsavedChanges.discardAndClose' : 'registry.unsavedChanges.discard',
          )}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function NavigationGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      !isAfterSave(nextLocation.state),
  );
  return (
    <UnsavedChangesDialog
      open={blocker.state === 'blocked'}
      onStay={() => blocker.reset?.()}
      onDiscard={() => blocker.proceed?.()}
    />
  );
}

/** Put inside a react-admin form: asks before the user leaves it with unsaved changes. */
export function FormLeaveGuard() {
  const dirty = useFormDirty();
  useBeforeUnload(dirty);
  // The language switch asks first too; it may only discard, since a save leaves the form.
  useUnsavedChanges(dirty);
  const canBlock = useCanBlock();
  return canBlock ? <NavigationGuard dirty={dirty} /> : null;
}

function DirtyWatcher({ onChange }: { onChange: (dirty: boolean) => void }) {
  const dirty = useFormDirty();
  useEffect(() => onChange(dirty), [dirty, onChange]);
  return null;
}

/**
 * For a form in a dialog: `requestClose` closes it at once when nothing was changed and asks
 * first otherwise. `watcher` goes inside the form, `prompt` beside the dialog.
 */
export function useDialogCloseGuard(onClose: () => void) {
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  useBeforeUnload(dirty);
  useUnsavedChanges(dirty);
  return {
    requestClose: () => (dirty ? setAsking(true) : onClose()),
    watcher: <DirtyWatcher onChange={setDirty} />,
    prompt: (
      <UnsavedChangesDialog
        open={asking}
        closing
        onStay={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          onClose();
        }}
      />
    ),
  };
}
