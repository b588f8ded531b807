/**
 * Sign in with an email address or a username. The server's own (localized) message is shown
 * when sign-in fails, "Bad credentials" when it gives none. Once signed in, react-admin takes the
 * user back to the page the session ended on (its sign-out keeps it in the location's state), or
 * home; a visitor already signed in goes there too. The first of the guest pages, it has no
 * breadcrumbs: a trail of this page alone only repeated its heading.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import TextField from '@mui/material/TextField';
import { useLogin, useTranslate } from 'react-admin';
import { useAppServices } from '../AppServicesContext';
import { GuestCard } from '../components/GuestCard';
import { useDocumentTitle } from '../components/PageHeader';
import { useToasts } from '../feedback/FeedbackContext';
import { errorText } from '../feedback/errors';
import type { LoginParams } from '../providers/authProvider';
import { isHttpError } from '../providers/httpClient';

interface LoginFailure {
  text: string;
  correlationId?: string | undefined;
}

/** Bad credentials and rate limits read as the server words them; other failures generically. */
export function loginFailure(error: unknown): LoginFailure {
  if (!isHttpError(error)) return { text: 'registry.errors.login' };
  const fallback =
    error.status === 401 ? 'registry.errors.badCredentials' : 'registry.errors.login';
  const text = error.status >= 500 ? fallback : errorText(error, fallback);
  return { text, correlationId: error.correlationId };
}

/** Where a sign-out sent the user from, which they return to once signed in again. */
function useReturnPath(): string {
  const state: unknown = useLocation().state;
  if (typeof state !== 'object' || state === null) return '/';
  const { nextPathname, nextSearch } = state as { nextPathname?: unknown; nextSearch?: unknown };
  if (typeof nextPathname !== 'string' || !nextPathname.startsWith('/')) return '/';
  if (nextPathname === '/login') return '/';
  return `${nextPathname}${typeof nextSearch === 'string' ? nextSearch : ''}`;
}

export function LoginPage() {
  const { tokens } = useAppServices();
  const returnPath = useReturnPath();
  const login = useLogin();
  const translate = useTranslate();
  const { push } = useToasts();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  useDocumentTitle('registry.login.title');

  // While this page signs in, react-admin's login takes the user on once the account is loaded.
  if (tokens.getAccessToken() && !submitting) return <Navigate to={returnPath} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!identifier.trim() || !password) return;
    setSubmitting(true);
    setFailure(null);
    const params: LoginParams = { identifier, password };
    try {
      await login(params);
      push({ text: 'registry.notifications.loginSuccess', type: 'success' });
    } catch (error) {
      setFailure(loginFailure(error));
      setSubmitting(false);
    }
  };

  const requiredText = translate('registry.validation.required');
  const identifierMissing = touched && !identifier.trim();
  const passwordMissing = touched && !password;

  return (
    <GuestCard>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('registry.login.title')}
      </Typography>
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {translate(failure.text, { _: failure.text })}
          {failure.correlationId ? (
            <Typography variant="caption" component="div">
              {translate('registry.errors.errorCode')} {failure.correlationId}
            </Typography>
          ) : null}
        </Alert>
      ) : null}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          name="identifier"
          label={translate('registry.login.identifier')}
          autoComplete="username"
          value={identifier}
          onChange={(event) => setIdentifier(event.target.value)}
          error={identifierMissing}
          helperText={identifierMissing ? requiredText : ' '}
          required
          fullWidth
          autoFocus
          margin="dense"
        />
        <TextField
          name="password"
          type="password"
          label={translate('registry.login.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={passwordMissing}
          helperText={passwordMissing ? requiredText : ' '}
          required
          fullWidth
          margin="dense"
        />
        <Button type="submit" variant="contained" fullWidth disabled={submitting} sx={{ mt: 1 }}>
          {translate('registry.login.submit')}
        </Button>
      </form>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/reset-password">
          {translate('registry.login.forgotPassword')}
        </Link>
      </Box>
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/privacy-policy" color="text.secondary">
          {translate('info.privacyPolicy')}
        </Link>
        {' · '}
        <Link component={RouterLink} to="/terms" color="text.secondary">
          {translate('info.terms')}
        </Link>
      </Typography>
    </GuestCard>
  );
}
