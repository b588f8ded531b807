/**
 * The English catalogue: the fallback for any key the active language lacks. Typed against the
 * Polish one, so the two cannot drift apart. react-admin's own texts come from
 * ra-language-english, whose keys tests/ui/i18n.test.ts compares with `RaMessages`.
 */
import englishMessages from 'ra-language-english';
import { DOMAIN_MESSAGES } from '../domain';
import type { Messages } from './pl';
import type { RaMessages } from './raMessages';

const domain = DOMAIN_MESSAGES.en;

export const en: Messages = {
  ra: {
    ...(englishMessages.ra as unknown as RaMessages),
    message: {
      ...(englishMessages.ra.message as unknown as RaMessages['message']),
      // The specification's wording for a form with errors.
      invalid_form: 'The form contains errors',
    },
  },
  registry: {
    app: {
      name: 'oncoreg',
      tagline: 'Paediatric oncology and haematology registry',
      loading: 'Loading…',
    },
    language: {
      label: 'Language',
      pl: 'Polski',
      en: 'English',
    },
    menu: {
      home: 'Home',
      account: 'My account',
      logout: 'Logout',
      userMenu: 'User menu',
    },
    breadcrumbs: {
      label: 'Breadcrumbs',
      home: 'Home',
    },
    login: {
      title: 'Sign in',
      identifier: 'Email or username',
      password: 'Password',
      submit: 'Sign in',
      forgotPassword: 'Forgot password?',
    },
    resetPassword: {
      requestTitle: 'Forgot password?',
      requestIntro:
        "Enter your account's email address. We will send it a link to set a new password.",
      email: 'Email',
      submit: 'Send link',
      backToLogin: 'Back to sign in',
      changeTitle: 'Set a new password',
      changeIntro: 'Enter the new password twice.',
      checkingToken: 'Checking the link…',
      newPassword: 'New password',
      confirmPassword: 'Repeat the new password',
      submitChange: 'Change password',
    },
    home: {
      title: 'Home',
      greeting: 'Hello, %{name}!',
      lastLogin: 'Last sign-in: %{date}',
      firstSignIn: 'This is your first sign-in.',
    },
    account: {
      title: 'My account',
      profile: {
        title: 'Profile',
        firstName: 'First name',
        lastName: 'Last name',
        username: 'Username',
        phone: 'Phone',
        phoneHelp: 'Format: +48123456789',
        submit: 'Save profile',
      },
      email: {
        title: 'Change email',
        current: 'Current address: %{email}',
        email: 'New email address',
        submit: 'Change email',
      },
      password: {
        title: 'Change password',
        intro: 'Changing the password ends every other session of this account.',
        currentPassword: 'Current password',
        newPassword: 'New password',
        confirmPassword: 'Repeat the new password',
        submit: 'Change password',
      },
    },
    notFound: {
      title: 'Page not found',
      text: 'There is no page at this address.',
      home: 'Back to the homepage',
    },
    missingPermissions: {
      title: 'Missing permissions',
    },
    toast: {
      close: 'Close notification',
      region: 'Notifications',
    },
    modal: {
      confirm: 'Confirm',
    },
    validation: domain.validation,
    errors: {
      ...domain.errors,
      errorCode: 'Error code:',
      dataFetching: 'Data fetching error',
      dataUpdate: 'Data update error',
      creation: 'An error occurred during creation',
      update: 'Update error',
      login: 'Error with login process',
      logout: 'Error with logout process',
      resetPassword: 'Error with reset password process',
      updateProfile: 'Error with update profile',
      fetchAccount: 'Error with fetch account data',
      loadingFile: 'Loading file error',
      attachmentMissing: 'Attachment file does not exist',
      rodoConsentMissing: 'Rodo consent does not exist',
      patientMissing: 'Patient does not exist',
      formGeneration: 'An error occurred while generating the form',
      favorites: 'An error occurred while adding to or removing from favorites',
      flag: 'Error adding or deleting a flag',
      valueNotFound: 'Value not found',
      timeout: 'The server did not answer within 6 seconds. Try again.',
      network: 'The server cannot be reached. Check the connection and try again.',
      pageCrashed: 'This page could not be shown',
    },
    notices: domain.notices,
    notifications: {
      loginSuccess: 'Successful login',
      logoutSuccess: 'Successful logout',
      passwordChanged: 'Password changed',
      emailUpdated: 'Email updated',
      profileUpdated: 'Profile updated',
      userCreated: 'User created',
      userUpdated: 'User updated',
      userActivated: 'User activated',
      userDeactivated: 'User deactivated',
      hospitalSaved: 'The hospital data has been successfully saved.',
      hospitalCreated: 'Hospital created',
      hospitalUpdated: 'Hospital updated',
      hospitalActivated: 'Hospital activated',
      hospitalDeactivated: 'Hospital deactivated',
      patientCreated: 'Patient created',
      patientUpdated: 'Patient updated',
      patientActivated: 'Patient activated',
      patientDeactivated: 'Patient deactivated',
      categoryCreated: 'Category created',
      categoryUpdated: 'Category updated',
      categoryActivated: 'Category activated',
      categoryDeactivated: 'Category deactivated',
      dictionaryEntryCreated: 'Dictionary entry created',
      dictionaryEntryUpdated: 'Dictionary entry updated',
      formSaved: 'Form saved',
      consentAdded: 'Consent added',
      fileRemoved: 'File removed',
      flagAdded: 'Flag added',
      flagRemoved: 'Flag removed',
    },
  },
};
