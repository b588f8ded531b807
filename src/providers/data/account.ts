/**
 * The signed-in account and password recovery: the account's own data, email and password
 * (whose change keeps this session with the new token pair), and the reset flow, which needs no
 * sign-in. These are the account API's own endpoints, not the users resource's list and forms.
 */
import type { Identifier } from 'react-admin';
import type { Account, ProfileUpdate } from '../../../domain';
import type { TokenPair } from '../tokenStore';
import type { DataContext } from './context';

export const ACCOUNT_PATH = '/v1/account/accounts';
export const ME_PATH = `${ACCOUNT_PATH}/me`;

export interface PasswordChange {
  currentPassword: string;
  newPassword1: string;
  newPassword2: string;
}

/** A change of email; one's own needs the current password, an administrator's of another not. */
export interface EmailChange {
  email: string;
  currentPassword?: string;
}

export interface PasswordReset {
  token: string;
  newPassword1: string;
  newPassword2: string;
}

export interface AccountMethods {
  getMe(): Promise<Account>;
  updateProfile(id: Identifier, profile: ProfileUpdate): Promise<Account>;
  changeEmail(id: Identifier, change: EmailChange): Promise<Account>;
  changePassword(id: Identifier, change: PasswordChange): Promise<void>;
  requestPasswordReset(email: string): Promise<{ message: string }>;
  validateResetToken(token: string): Promise<{ valid: boolean }>;
  resetPassword(reset: PasswordReset): Promise<{ message: string }>;
}

export function createAccountMethods({ http, tokens, account }: DataContext): AccountMethods {
  return {
    async getMe() {
      return account.load(true);
    },
    async updateProfile(id, profile) {
      const updated = await http.request<Account>(`${ACCOUNT_PATH}/${id}`, {
        method: 'PUT',
        body: {
          firstName: profile.firstName,
          lastName: profile.lastName,
          username: profile.username || null,
          phone: profile.phone || null,
        },
      });
      account.set(updated);
      return updated;
    },
    async changeEmail(id, change) {
      const updated = await http.request<Account>(`${ACCOUNT_PATH}/${id}/change-email`, {
        method: 'PATCH',
        body: change,
      });
      // A central administrator changes other accounts' addresses too; only one's own is the session's.
      if (account.current()?.id === updated.id) account.set(updated);
      return updated;
    },
    async changePassword(id, change) {
      // Every other session of the account ends; this one continues with the pair we get back.
      const pair = await http.request<TokenPair>(`${ACCOUNT_PATH}/${id}/change-password`, {
        method: 'PATCH',
        body: change,
      });
      tokens.save(pair);
    },
    requestPasswordReset(email) {
      return http.request('/v1/reset-password', { method: 'PUT', body: { email }, auth: false });
    },
    validateResetToken(token) {
      return http.request('/v1/reset-password/reset/', {
        method: 'PUT',
        query: new URLSearchParams({ token }).toString(),
        auth: false,
      });
    },
    resetPassword(reset) {
      return http.request('/v1/reset-password/change-password', {
        method: 'POST',
        body: reset,
        auth: false,
      });
    },
  };
}
