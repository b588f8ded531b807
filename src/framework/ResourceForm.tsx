/**
 * The form of the edit and create views: the inputs of the fields the view shows, checked by
 * the domain rules before anything is sent, and the server's field errors on the same inputs
 * after (the data provider hands them to react-admin as `body.errors`). Leaving it with unsaved
 * changes asks first; an edit the config wants confirmed (`confirmUpdate`) is asked about
 * before it is sent.
 */
import Card from '@mui/material/Card';
import { useState } from 'react';
import { Confirm, SimpleForm, useRecordContext, useSaveContext } from 'react-admin';
import { useAccount } from '../AppServicesContext';
import { InvalidFormNotice } from '../feedback/InvalidFormNotice';
import { FieldInput } from './fields';
import { FormToolbar } from './FormToolbar';
import { fieldsFor } from './config';
import type { ResourceConfig, UpdateConfirmation } from './types';
import { FormLeaveGuard } from './UnsavedChanges';

interface PendingConfirmation {
  confirmation: UpdateConfirmation;
  answer: (confirmed: boolean) => void;
}

/**
 * The form's submit when the config asks before some edits: the question first, then the save
 * (whose field errors go back to the form); undefined for react-admin's own save.
 */
function useConfirmedSave(config: ResourceConfig, view: 'edit' | 'create') {
  const { save } = useSaveContext();
  const record = useRecordContext();
  const account = useAccount();
  const [pending, setPending] = useState<PendingConfirmation | null>(null);
  const { confirmUpdate } = config;
  if (view !== 'edit' || !confirmUpdate || !record || !save)
    return { onSubmit: undefined, pending };

  const onSubmit = async (values: Record<string, unknown>) => {
    const confirmation = confirmUpdate({ record, values, account });
    if (confirmation) {
      const confirmed = await new Promise<boolean>((answer) =>
        setPending({ confirmation, answer }),
      );
      setPending(null);
      if (!confirmed) return undefined;
    }
    return save(values);
  };
  return { onSubmit, pending };
}

export function ResourceForm({
  config,
  view,
  cancelTo,
}: {
  config: ResourceConfig;
  view: 'edit' | 'create';
  cancelTo: string;
}) {
  const { onSubmit, pending } = useConfirmedSave(config, view);
  return (
    <Card sx={{ maxWidth: 720 }}>
      <SimpleForm
        toolbar={<FormToolbar view={view} cancelTo={cancelTo} />}
        {...(onSubmit ? { onSubmit } : {})}
        // The entity's rules speak for every field, in the user's language; the browser's own
        // check of an e-mail would stop the save first, alone and in the browser's language.
        noValidate
        disableInvalidFormNotification
      >
        <InvalidFormNotice />
        <FormLeaveGuard />
        {fieldsFor(config, view).map((field) => (
          <FieldInput key={field.source} config={config} field={field} view={view} />
        ))}
      </SimpleForm>
      <Confirm
        isOpen={pending !== null}
        title={pending?.confirmation.title ?? ''}
        content={pending?.confirmation.content ?? ''}
        confirm="registry.framework.actions.saveAnyway"
        onConfirm={() => pending?.answer(true)}
        onClose={() => pending?.answer(false)}
      />
    </Card>
  );
}
