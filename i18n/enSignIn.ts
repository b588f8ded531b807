/**
 * The English catalogue's sign-in part (see plSignIn.ts), typed against the Polish one.
 * react-admin's own texts come from ra-language-english, whose keys tests/ui/i18n.test.ts
 * compares with `RaMessages`.
 */
import englishMessages from 'ra-language-english';
import { en as domain } from '../domain/messagesEn';
import type { SignInMessages } from './plSignIn';
import type { RaMessages } from './raMessages';

export const enSignIn: SignInMessages = {
  ra: {
    ...(englishMessages.ra as unknown as RaMessages),
    navigation: {
      ...(englishMessages.ra.navigation as unknown as RaMessages['navigation']),
      // A range takes an en dash ("1–25 of 60"), as the capped count already wrote it
      // ("1–25 of 10 000+") and Polish does; ra-language-english has a hyphen.
      page_range_info: '%{offsetBegin}–%{offsetEnd} of %{total}',
      partial_page_range_info: '%{offsetBegin}–%{offsetEnd} of more than %{offsetEnd}',
    },
    sort: {
      ...(englishMessages.ra.sort as unknown as RaMessages['sort']),
      // The field as labelled: react-admin's lowered first letter made "PESEL" "pESEL".
      sort_by: 'Sort by: %{field}, %{order}',
    },
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
      unsaved: {
        title: 'Change the language?',
        text: 'This page has unsaved changes. Changing the language reloads the page: save the changes first, or discard them.',
        stay: 'Cancel',
        discard: 'Discard changes and switch',
        saveAndProceed: 'Save and switch',
      },
    },
    dates: {
      placeholder: { day: 'dd', month: 'mm', year: 'yyyy' },
      emptySection: 'Empty',
      invalid: 'Not a valid date: enter the month, day and year (mm/dd/yyyy)',
      beforeMin: 'The date cannot be before %{date}',
      afterMax: 'The date cannot be after %{date}',
    },
    menu: {
      home: 'Home',
      account: 'My account',
      logout: 'Logout',
      userMenu: 'User menu',
      userMenuOf: '%{name}, user menu',
      navigation: 'Main menu',
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
    loadState: {
      failed: 'The data could not be loaded',
      retry: 'Try again',
      retrying: 'Trying again…',
      missingTitle: 'Not found',
      missing: 'This record does not exist, or it is outside your access.',
      backToList: 'Back to the list',
      choicesFailed: 'The choices could not be loaded. Open the list again to try once more.',
    },
    modal: {
      confirm: 'Confirm',
    },
    unsavedChanges: {
      title: 'Unsaved changes will be lost',
      text: 'This form has unsaved changes. Stay on the page to save them, or discard them and move on.',
      closeText:
        'This form has unsaved changes. Keep editing to save them, or discard them and close.',
      stay: 'Stay on the page',
      keepEditing: 'Keep editing',
      discard: 'Discard changes and move on',
      discardAndClose: 'Discard changes and close',
    },
    roles: {
      ROLE_CENTRAL_ADMINISTRATOR: 'Central administrator',
      ROLE_REPORTER_PHYSICIAN: 'Reporter physician',
      ROLE_COORDINATOR: 'Coordinator',
      ROLE_DATA_ADMINISTRATOR: 'Data administrator',
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
      hospitalUpdated: 'Hospital updated',
      patientCreated: 'Patient created',
      patientUpdated: 'Patient updated',
      patientSaved: 'Patient saved',
      patientActivated: 'Patient activated',
      patientDeactivated: 'Patient deactivated',
      dictionaryEntryCreated: 'Dictionary entry created',
      dictionaryEntryUpdated: 'Dictionary entry updated',
      formSaved: 'Form saved',
      consentAdded: 'Consent added',
      fileRemoved: 'File removed',
      flagAdded: 'Flag added',
      flagRemoved: 'Flag removed',
      permissionsChanged:
        "An administrator changed your account's permissions: the menu and screens now show what you may access.",
    },
  },
  // --- information pages (src/pages/info; their long texts live in src/pages/info/content) ---
  info: {
    version: 'version %{version}',
    faq: 'Frequently asked questions',
    help: 'Help',
    contact: 'Contact',
    changelog: 'Changelog',
    privacyPolicy: 'Privacy policy',
    terms: 'Terms of use',
  },
  // --- end of information pages ---
};
