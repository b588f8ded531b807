/**
 * Ask for a password-reset link. The server answers the same whether or not the account exists,
 * so the page always shows the same notice.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Form, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { EMAIL_RULES } from '../../domain';
import { BackToLoginLink } from '../components/BackToLoginLink';
import { GuestCard } from '../components/GuestCard';
import { PageHeader } from '../components/PageHeader';
import { rules } from '../components/validators';
import { useToasts } from '../feedback/FeedbackContext';
import { fieldErrors } from '../feedback/errors';
import { InvalidFormNotice } from '../feedback/InvalidFormNotice';
import type { OncoregDataProvider } from '../providers/dataProvider';

const validateEmail = rules(...EMAIL_RULES);

export function ResetPasswordRequestPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const { pushError } = useToasts();
  const request = useMutation({
    mutationFn: (email: string) => dataProvider.requestPasswordReset(email),
  });

  const submit = async (values: Record<string, unknown>) => {
    try {
      await request.mutateAsync(String(values.email ?? '').trim());
    } catch (error) {
      pushError(error, 'registry.errors.resetPassword');
      return fieldErrors(error);
    }
  };

  return (
    <GuestCard>
      <PageHeader
        title="registry.resetPassword.requestTitle"
        crumbs={[{ label: 'registry.login.title', to: '/login' }]}
      />
      {request.isSuccess ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {translate('registry.notices.resetRequested')}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('registry.resetPassword.requestIntro')}
          </Typography>
          <Form onSubmit={submit} noValidate disableInvalidFormNotification>
            <InvalidFormNotice />
            <TextInput
              source="email"
              type="email"
              label="registry.resetPassword.email"
              autoComplete="email"
              validate={validateEmail}
              fullWidth
              autoFocus
            />
            <Button type="submit" variant="contained" fullWidth disabled={request.isPending}>
              {translate('registry.resetPassword.submit')}
            </Button>
          </Form>
        </>
      )}
      <BackToLoginLink />
    </GuestCard>
  );
}
