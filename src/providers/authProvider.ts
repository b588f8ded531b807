/**
 * react-admin's auth provider over the registry's session: tokens from login_check, the account
 * (and with it the role) from GET /me, permissions from the shared table in domain/.
 * A 401 that survives the http client's refresh ends the session; a 403 is not a reason to sign
 * out (it is shown as Missing permissions).
 *
 * The session is ended here, through `endSession`, and `checkError` then lets the error go on to
 * whoever made the request. Rejecting would have react-admin sign out itself, and its data
 * provider would then answer the request with an empty `{ data: {} }` in place of the failure: a
 * protocol form's save refused for an ended session said "Form saved". A 401 that comes after the
 * user signed out (a request still under way) ends nothing: the sign-in page must not take the
 * page it was asked from for one to come back to.
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import { canAccess, fullName, isRole } from '../../domain';
import type { Action, PermissionResource, Role } from '../../domain';
import type { AccountSession } from './accountSession';
import { LOGOUT_PATH, isHttpError } from './httpClient';
import type { HttpClient } from './httpClient';
import type { TokenPair, TokenStore } from './tokenStore';

export const LOGIN_PATH = '/login_check';

export interface LoginParams {
  /** An email address or a username: an identifier without "@" is sent as a username. */
  identifier: string;
  password: string;
}

export interface LogoutParams {
  /** Told when the server's logout failed; the session ends on this side all the same. */
  onServerError?: (error: unknown) => void;
}

export interface AuthProviderOptions {
  http: HttpClient;
  tokens: TokenStore;
  account: AccountSession;
  /** Signs the interface out (SessionEndListener), the tokens already gone. */
  endSession: () => void;
}

/** react-admin shows no notification for a rejection whose message is false. */
const SILENT = { message: false, redirectTo: '/login' } as const;

export function loginBody({ identifier, password }: LoginParams) {
  const trimmed = identifier.trim();
  return trimmed.includes('@') ? { email: trimmed, password } : { username: trimmed, password };
}

export function createAuthProvider({
  http,
  tokens,
  account,
  endSession,
}: AuthProviderOptions): AuthProvider {
  /** Signed out on purpose, until the next sign-in. */
  let signedOut = false;
  const role = async (): Promise<Role | null> => {
    if (!tokens.getAccessToken()) return null;
    const loaded = await account.load();
    return isRole(loaded.role) ? loaded.role : null;
  };

  return {
    async login(params: LoginParams) {
      const pair = await http.request<TokenPair>(LOGIN_PATH, {
        method: 'POST',
        body: loginBody(params),
        auth: false,
      });
      tokens.save(pair);
      signedOut = false;
      account.clear();
      try {
        await account.load(true);
      } catch (error) {
        tokens.clear();
        throw error;
      }
    },

    async logout(params?: LogoutParams) {
      signedOut = true;
      const refreshToken = tokens.getRefreshToken();
      try {
        if (refreshToken) {
          await http.request(LOGOUT_PATH, {
            method: 'POST',
            body: { refreshToken },
            auth: 'noRefresh',
          });
        }
      } catch (error) {
        // The session ends on this side whatever the server answers.
        params?.onServerError?.(error);
      } finally {
        tokens.clear();
        account.clear();
      }
      return '/login';
    },

    async checkAuth() {
      if (!tokens.getAccessToken()) throw SILENT;
    },

    async checkError(error: unknown) {
      const status = isHttpError(error)
        ? error.status
        : (error as { status?: unknown } | null)?.status;
      if (status === 401 && !signedOut) {
        tokens.clear();
        account.clear();
        endSession();
      }
      // 403 and everything else: the user stays signed in.
    },

    async getIdentity(): Promise<UserIdentity> {
      const loaded = await account.load();
      return { id: loaded.id, fullName: fullName(loaded) };
    },

    async getPermissions() {
      return role();
    },

    async canAccess({ resource, action }: { resource: string; action: string }) {
      return canAccess(await role(), {
        resource: resource as PermissionResource,
        action: action as Action,
      });
    },
  };
}
