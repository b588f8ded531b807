/**
 * My account: edit the profile, change the email address, change the password. Field rules come
 * from domain/account.ts and domain/validation.ts, the same ones the server applies.
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PasswordInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { EMAIL_RULES, PROFILE_RULES, password, required } from '../../../domain';
import type { Account, ProfileUpdate } from '../../../domain';
import { useAccount } from '../../AppServicesContext';
import { HOME_CRUMB, PageHeader } from '../../components/PageHeader';
import { rules, sameAs } from '../../components/validators';
import type {
  EmailChange,
  OncoregDataProvider,
  PasswordChange,
} from '../../providers/dataProvider';
import { AccountSection } from './AccountSection';

const profileValidators = {
  firstName: rules(...PROFILE_RULES.firstName),
  lastName: rules(...PROFILE_RULES.lastName),
  username: rules(...PROFILE_RULES.username),
  phone: rules(...PROFILE_RULES.phone),
};
const validateEmail = rules(...EMAIL_RULES);
const validateCurrentPassword = rules(required);
const validateNewPassword = rules(password);
const validateConfirmation = [rules(required), sameAs('newPassword1')];

type ProfileValues = Required<{ [K in keyof ProfileUpdate]: string }>;

function ProfileSection({ account }: { account: Account }) {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const queryClient = useQueryClient();
  const save = useCallback(
    async (values: ProfileValues) => {
      await dataProvider.updateProfile(account.id, values);
      // The user menu shows the full name.
      await queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
    },
    [dataProvider, queryClient, account.id],
  );
  return (
    <AccountSection<ProfileValues>
      title="registry.account.profile.title"
      submitLabel="registry.account.profile.submit"
      defaultValues={{
        firstName: account.firstName,
        lastName: account.lastName,
        username: account.username ?? '',
        phone: account.phone ?? '',
      }}
      save={save}
      successMessage="registry.notifications.profileUpdated"
      errorMessage="registry.errors.updateProfile"
    >
      <TextInput
        source="firstName"
        label="registry.account.profile.firstName"
        autoComplete="given-name"
        validate={profileValidators.firstName}
        fullWidth
      />
      <TextInput
        source="lastName"
        label="registry.account.profile.lastName"
        autoComplete="family-name"
        validate={profileValidators.lastName}
        fullWidth
      />
      <TextInput
        source="username"
        label="registry.account.profile.username"
        autoComplete="username"
        validate={profileValidators.username}
        fullWidth
      />
      <TextInput
        source="phone"
        type="tel"
        label="registry.account.profile.phone"
        helperText="registry.account.profile.phoneHelp"
        autoComplete="tel"
        validate={profileValidators.phone}
        fullWidth
      />
    </AccountSection>
  );
}

/** One's own email: confirmed with the current password, so a stolen session cannot take it. */
function EmailSection({ account }: { account: Account }) {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const translate = useTranslate();
  const save = useCallback(
    (values: Required<EmailChange>) =>
      dataProvider.changeEmail(account.id, {
        email: values.email.trim(),
        currentPassword: values.currentPassword,
      }),
    [dataProvider, account.id],
  );
  return (
    <AccountSection<Required<EmailChange> & Record<string, unknown>>
      title="registry.account.email.title"
      intro={
        <>
          <Typography variant="body2" color="text.secondary">
            {translate('registry.account.email.current', { email: account.email })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('registry.account.email.intro')}
          </Typography>
        </>
      }
      submitLabel="registry.account.email.submit"
      defaultValues={{ email: '', currentPassword: '' }}
      save={save}
      successMessage="registry.notifications.emailUpdated"
      errorMessage="registry.errors.dataUpdate"
      resetOnSuccess
    >
      <TextInput
        source="email"
        type="email"
        label="registry.account.email.email"
        autoComplete="email"
        validate={validateEmail}
        fullWidth
      />
      <PasswordInput
        source="currentPassword"
        // The password section has an input of the same source on this page.
        id="emailChangeCurrentPassword"
        label="registry.account.email.currentPassword"
        autoComplete="current-password"
        validate={validateCurrentPassword}
        fullWidth
      />
    </AccountSection>
  );
}

export interface PasswordSectionProps {
  account: Account;
  /** Keys of the texts, when the section is shown for a reason (the one-time password). */
  intro?: string;
  submitLabel?: string;
  /** Runs after the password has been changed, before the success is shown. */
  onChanged?: () => Promise<unknown>;
}

export function PasswordSection({
  account,
  intro = 'registry.account.password.intro',
  submitLabel = 'registry.account.password.submit',
  onChanged,
}: PasswordSectionProps) {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const translate = useTranslate();
  const save = useCallback(
    async (values: PasswordChange) => {
      await dataProvider.changePassword(account.id, values);
      await onChanged?.();
    },
    [dataProvider, account.id, onChanged],
  );
  return (
    <AccountSection<PasswordChange & Record<string, unknown>>
      title="registry.account.password.title"
      intro={
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(intro)}
        </Typography>
      }
      submitLabel={submitLabel}
      defaultValues={{ currentPassword: '', newPassword1: '', newPassword2: '' }}
      save={save}
      successMessage="registry.notifications.passwordChanged"
      errorMessage="registry.errors.dataUpdate"
      resetOnSuccess
    >
      <PasswordInput
        source="currentPassword"
        label="registry.account.password.currentPassword"
        autoComplete="current-password"
        validate={validateCurrentPassword}
        fullWidth
      />
      <PasswordInput
        source="newPassword1"
        label="registry.account.password.newPassword"
        autoComplete="new-password"
        validate={validateNewPassword}
        fullWidth
      />
      <PasswordInput
        source="newPassword2"
        label="registry.account.password.confirmPassword"
        autoComplete="new-password"
        validate={validateConfirmation}
        fullWidth
      />
    </AccountSection>
  );
}

export function AccountPage() {
  const account = useAccount();
  if (!account) return null;
  return (
    <>
      <PageHeader title="registry.account.title" crumbs={[HOME_CRUMB]} />
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <ProfileSection account={account} />
        <EmailSection account={account} />
        <PasswordSection account={account} />
      </Stack>
    </>
  );
}
