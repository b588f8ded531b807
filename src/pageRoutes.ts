/**
 * The paths of the app's own pages, beside the resources' views (whose paths their configs in
 * resources/ hold). The router reads them from here, and so do the end-to-end walks over every
 * route (e2e/helpers.ts), so that no page is left out of those walks. Plain data: no React.
 */
export const GUEST_PAGES = {
  resetPassword: '/reset-password',
  resetPasswordChange: '/reset-password/reset',
} as const;

export const SIGNED_IN_PAGES = {
  home: '/',
  account: '/account',
  export: '/export',
  quality: '/quality',
  backups: '/backups',
  missingPermissions: '/missing-permissions',
  protocolForm: '/patient/:id/forms/:protocolId/:formId',
  protocolFormVersion: '/patient/:id/forms/:protocolId/:formId/versions/:version',
  patientPrint: '/patient/:id/print',
  faq: '/faq',
  help: '/help',
  contact: '/contact',
  changelog: '/changelog',
} as const;

/** Pages for anyone: a guest sees them on the guest card, a signed-in user in the app. */
export const PUBLIC_PAGES = {
  privacyPolicy: '/privacy-policy',
  terms: '/terms',
} as const;
