/**
 * The session's two tokens, each kept in localStorage under its own key (spec section 3), so
 * that every tab of the browser shares one session.
 */
export const ACCESS_TOKEN_KEY = 'oncoreg.accessToken';
export const REFRESH_TOKEN_KEY = 'oncoreg.refreshToken';

export interface TokenPair {
  token: string;
  refresh_token?: string | null;
}

export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  save(pair: TokenPair): void;
  clear(): void;
}

/** A store over any Web Storage; localStorage unless a test passes its own. */
export function createTokenStore(storage: Storage = window.localStorage): TokenStore {
  return {
    getAccessToken: () => storage.getItem(ACCESS_TOKEN_KEY),
    getRefreshToken: () => storage.getItem(REFRESH_TOKEN_KEY),
    save(pair) {
      storage.setItem(ACCESS_TOKEN_KEY, pair.token);
      if (pair.refresh_token) storage.setItem(REFRESH_TOKEN_KEY, pair.refresh_token);
      else storage.removeItem(REFRESH_TOKEN_KEY);
    },
    clear() {
      storage.removeItem(ACCESS_TOKEN_KEY);
      storage.removeItem(REFRESH_TOKEN_KEY);
    },
  };
}
