/**
 * Change email, on the user edit page: the account PUT does not take the address, which goes
 * through PATCH .../{id}/change-email (unique: a taken address comes back as a 409 on the input).
 * On the administrator's own account the server wants the current password too, so the dialog
 * asks for it there (a wrong one comes back as a 422 on that input). The change reloads the
 * user's record, and with it the edit form, so unsaved edits are asked about first.
 */
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  Form,
  PasswordInput,
  TextInput,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { EMAIL_RULES, required } from '../../domain';
import { useAccount } from '../../src/AppServicesContext';
import { UnsavedChangesPrompt } from '../../src/components/LanguageChangePrompt';
import { hasUnsavedChanges } from '../../src/components/unsavedChanges';
import { rules } from '../../src/components/validators';
import { useToasts } from '../../src/feedback/FeedbackContext';
import { InvalidFormNotice } from '../../src/feedback/InvalidFormNotice';
import { fieldErrors } from '../../src/feedback/errors';
import { useRecordChanged } from '../../src/framework/hooks';
import type { EmailChange, OncoregDataProvider } from '../../src/providers/dataProvider';
import { useRoleAllows } from '../../src/framework/useRoleAllows';

const validateEmail = rules(...EMAIL_RULES);
const validateCurrentPassword = rules(required);

export function UserChangeEmailButton() {
  const translate = useTranslate();
  const record = useRecordContext();
  const signedIn = useAccount();
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const canAccess = useRoleAllows('users', 'edit');
  const changed = useRecordChanged('users');
  const { push, pushError } = useToasts();
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const titleId = useId();
  const mutation = useMutation({
    mutationFn: (change: EmailChange) => dataProvider.changeEmail(record!.id, change),
  });
  if (!record || !canAccess) return null;
  const own = signedIn?.id === record.id;

  const submit = async (values: Record<string, unknown>) => {
    const email = String(values.email ?? '').trim();
    try {
      const updated = await mutation.mutateAsync(
        own ? { email, currentPassword: String(values.currentPassword ?? '') } : { email },
      );
      changed(updated);
      push({ text: 'registry.notifications.emailUpdated', type: 'success' });
      setOpen(false);
    } catch (error) {
      pushError(error, 'registry.errors.dataUpdate');
      return fieldErrors(error);
    }
  };

  return (
    <>
      <Button
        startIcon={<AlternateEmailIcon />}
        onClick={() => (hasUnsavedChanges() ? setAsking(true) : setOpen(true))}
      >
        {translate('resources.users.actions.changeEmail')}
      </Button>
      {asking ? (
        <UnsavedChangesPrompt
          messages="resources.users.changeEmail.unsaved"
          onProceed={() => {
            setAsking(false);
            setOpen(true);
          }}
          onStay={() => setAsking(false)}
        />
      ) : null}
      <Dialog
        open={open}
        onClose={mutation.isPending ? undefined : () => setOpen(false)}
        aria-labelledby={titleId}
        fullWidth
      >
        <Form
          onSubmit={submit}
          defaultValues={{ email: '', currentPassword: '' }}
          noValidate
          disableInvalidFormNotification
        >
          <InvalidFormNotice />
          <DialogTitle id={titleId}>{translate('resources.users.changeEmail.title')}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary">
              {translate('resources.users.changeEmail.current', { email: String(record.email) })}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate(
                own
                  ? 'resources.users.changeEmail.ownNotice'
                  : 'resources.users.changeEmail.notice',
              )}
            </Typography>
            <TextInput
              source="email"
              type="email"
              label="resources.users.changeEmail.email"
              autoComplete="off"
              validate={validateEmail}
              fullWidth
              autoFocus
            />
            {own && (
              <PasswordInput
                source="currentPassword"
                label="resources.users.changeEmail.currentPassword"
                autoComplete="current-password"
                validate={validateCurrentPassword}
                fullWidth
              />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={mutation.isPending}>
              {translate('registry.framework.actions.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={mutation.isPending}>
              {translate('resources.users.changeEmail.submit')}
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
