/**
 * Set a new password from the emailed link. The token is validated by the server before the form
 * shows; a missing or rejected token sends the user back to the request page with an error.
 */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Form, PasswordInput, useDataProvider, useTranslate } from 'react-admin';
import { password, required } from '../../domain';
import { BackToLoginLink } from '../components/BackToLoginLink';
import { GuestCard } from '../components/GuestCard';
import { PageHeader } from '../components/PageHeader';
import { PageLoading } from '../components/PageLoading';
import { rules, sameAs } from '../components/validators';
import { useToasts } from '../feedback/FeedbackContext';
import { fieldErrors } from '../feedback/errors';
import { InvalidFormNotice } from '../feedback/InvalidFormNotice';
import type { OncoregDataProvider } from '../providers/dataProvider';
import { isHttpError } from '../providers/httpClient';

const validateNewPassword = rules(password);
const validateConfirmation = [rules(required), sameAs('newPassword1')];

export function ResetPasswordChangePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const { push, pushError } = useToasts();

  const validation = useQuery({
    queryKey: ['reset-password-token', token],
    queryFn: () => dataProvider.validateResetToken(token),
    enabled: token !== '',
    retry: false,
    gcTime: 0,
  });
  const rejected = token === '' || validation.isError || validation.data?.valid === false;

  useEffect(() => {
    if (!rejected) return;
    if (validation.error) pushError(validation.error, 'registry.errors.resetTokenInvalid');
    else push({ text: 'registry.errors.resetTokenInvalid', type: 'error' });
    navigate('/reset-password', { replace: true });
  }, [rejected, validation.error, navigate, push, pushError]);

  const change = useMutation({
    mutationFn: (values: { newPassword1: string; newPassword2: string }) =>
      dataProvider.resetPassword({ token, ...values }),
  });

  const submit = async (values: Record<string, unknown>) => {
    try {
      await change.mutateAsync({
        newPassword1: String(values.newPassword1 ?? ''),
        newPassword2: String(values.newPassword2 ?? ''),
      });
      push({ text: 'registry.notifications.passwordChanged', type: 'success' });
      navigate('/login', { replace: true });
    } catch (error) {
      if (isHttpError(error) && error.code === 'reset_token_invalid') {
        pushError(error, 'registry.errors.resetTokenInvalid');
        navigate('/reset-password', { replace: true });
        return;
      }
      pushError(error, 'registry.errors.resetPassword');
      return fieldErrors(error);
    }
  };

  return (
    <GuestCard>
      <PageHeader
        title="registry.resetPassword.changeTitle"
        crumbs={[
          { label: 'registry.login.title', to: '/login' },
          { label: 'registry.resetPassword.requestTitle', to: '/reset-password' },
        ]}
      />
      {rejected || !validation.isSuccess ? (
        <PageLoading />
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('registry.resetPassword.changeIntro')}
          </Typography>
          <Form onSubmit={submit} noValidate disableInvalidFormNotification>
            <InvalidFormNotice />
            <PasswordInput
              source="newPassword1"
              label="registry.resetPassword.newPassword"
              autoComplete="new-password"
              validate={validateNewPassword}
              fullWidth
              autoFocus
            />
            <PasswordInput
              source="newPassword2"
              label="registry.resetPassword.confirmPassword"
              autoComplete="new-password"
              validate={validateConfirmation}
              fullWidth
            />
            <Button type="submit" variant="contained" fullWidth disabled={change.isPending}>
              {translate('registry.resetPassword.submitChange')}
            </Button>
          </Form>
        </>
      )}
      <BackToLoginLink />
    </GuestCard>
  );
}
