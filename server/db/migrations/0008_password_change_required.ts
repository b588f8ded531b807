/**
 * An account that must change its password before it may do anything else: the first central
 * administrator created with a generated one-time password (server/modules/account/firstAdministrator.ts). Until the
 * password is changed, or reset through a link, the API answers that account only its own
 * account data, the password change, token refresh and sign-out (server/http/authenticate.ts).
 */
export const statements = [
  `alter table accounts add column password_change_required boolean not null default false`,
];
