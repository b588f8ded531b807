/** What the browser and the server agree on about accounts: shapes and field rules. */
import { type Role } from './roles';
import { email, max, password, phone, required, type Rule } from './validation';

export interface Account {
  id: number;
  email: string;
  username: string | null;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: Role;
  hospitals: number[];
  protocols: string[];
  active: boolean;
  lastLogin: string | null;
  /** The sign-in before the current one: what the greeting shows. */
  previousLogin: string | null;
  deactivationReason: string | null;
  createdAt: string;
  /**
   * The account signs in with a generated one-time password: until it is changed, the server
   * answers nothing but the account's own data and the password change.
   */
  mustChangePassword: boolean;
}

export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  username?: string | null;
  phone?: string | null;
}

export const PROFILE_RULES: Record<keyof ProfileUpdate, Rule[]> = {
  firstName: [required, max(100)],
  lastName: [required, max(100)],
  username: [max(100)],
  phone: [phone],
};

export const EMAIL_RULES: Rule[] = [required, email, max(180)];

/** What a central administrator sends to create an account. */
export interface AccountInput {
  email: string;
  username?: string | null;
  firstName: string;
  lastName: string;
  phone?: string | null;
  role: Role;
  hospitals: number[];
  protocols: string[];
  /** Optional: without one, the new user gets a link to set it. */
  password?: string | null;
  /**
   * With a password: whether the user must change it before anything else, at the first sign-in.
   * By default yes, since the administrator knows it; a script may say false.
   */
  mustChangePassword?: boolean;
}

export const ACCOUNT_RULES: Record<'email' | 'role' | keyof ProfileUpdate, Rule[]> = {
  ...PROFILE_RULES,
  email: EMAIL_RULES,
  role: [required],
};

/** The initial password, when the administrator gives one. */
export const INITIAL_PASSWORD_RULES: Rule[] = [
  (value) => (value === undefined || value === null || value === '' ? undefined : password(value)),
];

export function fullName(account: Pick<Account, 'firstName' | 'lastName'>): string {
  return [account.firstName, account.lastName].filter(Boolean).join(' ');
}
