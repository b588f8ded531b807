/**
 * Adds an entry to a dictionary or edits one, in a dialog over the list. A failure becomes an
 * error toast plus the server's field errors on the matching inputs: a value that already exists
 * (409) shows on the value input. Closing the dialog with unsaved changes asks first.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useMemo } from 'react';
import { Form, useTranslate } from 'react-admin';
import type { DictionaryEntry } from '../../domain/dictionary';
import { useToasts } from '../../src/feedback/FeedbackContext';
import { InvalidFormNotice } from '../../src/feedback/InvalidFormNotice';
import { fieldErrors } from '../../src/feedback/errors';
import { useDialogCloseGuard } from '../../src/framework/UnsavedChanges';
import { isHttpError } from '../../src/providers/httpClient';
import {
  DictionaryEntryInputs,
  entryFormValues,
  toDictionaryEntryUpdate,
  toNewDictionaryEntry,
} from './DictionaryEntryInputs';
import type { DictionaryEntryFormValues } from './DictionaryEntryInputs';
import { useCreateDictionaryEntry, useUpdateDictionaryEntry } from './dictionaryQueries';

/** The server's field errors; a conflict without any names the value, the only unique field. */
export function entryFieldErrors(error: unknown): Record<string, string> | undefined {
  const errors = fieldErrors(error);
  if (errors || !isHttpError(error) || error.status !== 409) return errors;
  return { value: error.serverMessage ?? 'resources.dictionaries.errors.valueExists' };
}

export interface DictionaryEntryDialogProps {
  type: string;
  /** The dictionary's name in the interface language. */
  dictionaryName: string;
  /** The entry to edit; a new entry when absent. */
  entry?: DictionaryEntry;
  onClose: () => void;
}

export function DictionaryEntryDialog({
  type,
  dictionaryName,
  entry,
  onClose,
}: DictionaryEntryDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const { push, pushError } = useToasts();
  const create = useCreateDictionaryEntry(type);
  const update = useUpdateDictionaryEntry(type);
  const pending = create.isPending || update.isPending;
  const defaultValues = useMemo(() => entryFormValues(entry), [entry]);
  const { requestClose, watcher, prompt } = useDialogCloseGuard(onClose);

  const submit = async (values: Record<string, unknown>) => {
    const form = values as unknown as DictionaryEntryFormValues;
    try {
      if (entry) {
        await update.mutateAsync({ id: entry.id, entry: toDictionaryEntryUpdate(form) });
        push({ text: 'registry.notifications.dictionaryEntryUpdated', type: 'success' });
      } else {
        await create.mutateAsync(toNewDictionaryEntry(form));
        push({ text: 'registry.notifications.dictionaryEntryCreated', type: 'success' });
      }
      onClose();
    } catch (error) {
      pushError(error, entry ? 'registry.errors.update' : 'registry.errors.creation');
      return entryFieldErrors(error);
    }
  };

  return (
    <Dialog
      open
      onClose={pending ? undefined : requestClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <Form
        defaultValues={defaultValues}
        onSubmit={submit}
        noValidate
        disableInvalidFormNotification
      >
        <InvalidFormNotice />
        {watcher}
        <DialogTitle id={titleId}>
          {entry
            ? translate('resources.dictionaries.edit.title', {
                value: entry.value,
                dictionary: dictionaryName,
              })
            : translate('resources.dictionaries.create.title', { dictionary: dictionaryName })}
        </DialogTitle>
        <DialogContent>
          <DictionaryEntryInputs mode={entry ? 'edit' : 'create'} />
        </DialogContent>
        <DialogActions>
          <Button onClick={requestClose} disabled={pending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Form>
      {prompt}
    </Dialog>
  );
}
