/**
 * The signed-in account (GET /api/v1/account/accounts/me), held once for the whole app: the auth
 * provider reads the role and identity from it, pages read the name and last login, and the
 * account mutations write their answer back so that every reader sees the change.
 */
import type { Account } from '../../domain';

export interface AccountSession {
  current(): Account | null;
  /** The loaded account, or a fresh one from the server when `force` is set or none is loaded. */
  load(force?: boolean): Promise<Account>;
  set(account: Account): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function createAccountSession(fetchMe: () => Promise<Account>): AccountSession {
  let account: Account | null = null;
  let loading: Promise<Account> | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const session: AccountSession = {
    current: () => account,
    load(force = false) {
      if (account && !force) return Promise.resolve(account);
      if (!loading) {
        loading = fetchMe()
          .then((loaded) => {
            session.set(loaded);
            return loaded;
          })
          .finally(() => {
            loading = null;
          });
      }
      return loading;
    },
    set(next) {
      account = next;
      emit();
    },
    clear() {
      if (account === null) return;
      account = null;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return session;
}
