/**
 * Builds the app's providers once, wired to each other: one token store, one http client (with
 * the shared refresh), one account session, the toast and server-error stores they report to,
 * and the query cache.
 */
import { QueryClient } from '@tanstack/react-query';
import { createToastStore } from '../feedback/toastStore';
import { createServerErrorStore } from '../feedback/serverErrorStore';
import { createAccountSession } from './accountSession';
import { createAuthProvider } from './authProvider';
import { ME_PATH, createDataProvider } from './dataProvider';
import { createHttpClient } from './httpClient';
import { createI18nProvider, storedLocale } from './i18nProvider';
import type { RegistryI18nProvider } from './i18nProvider';
import { createTokenStore } from './tokenStore';
import type { Account } from '../../domain';

export interface AppServicesOptions {
  resourcePaths: Readonly<Record<string, string>>;
  /** The network, replaceable in tests. */
  fetch?: typeof fetch;
}

/**
 * Tells the interface that the session ended inside the http client (a failed refresh). An end
 * that comes before anyone listens (a stored session's account, asked for before the app's first
 * render, main.tsx) is kept for the first listener.
 */
export function createSessionEvents() {
  const listeners = new Set<() => void>();
  let unheard = false;
  return {
    emitEnded() {
      unheard = listeners.size === 0;
      listeners.forEach((listener) => listener());
    },
    onEnded(listener: () => void) {
      listeners.add(listener);
      if (unheard) {
        unheard = false;
        listener();
      }
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * The permission fingerprints signed-in answers carry (domain/session.ts), for the layout,
 * which reloads the account when they no longer match it.
 */
export function createPermissionVersions() {
  const listeners = new Set<(version: string) => void>();
  return {
    emit: (version: string) => listeners.forEach((listener) => listener(version)),
    subscribe(listener: (version: string) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export function createAppServices({ resourcePaths, fetch }: AppServicesOptions) {
  const sessionEvents = createSessionEvents();
  const permissionVersions = createPermissionVersions();
  const tokens = createTokenStore();
  // Made on first use, which needs the language's texts: main.tsx builds the services, and sends
  // a stored session's account request, while the texts are still on their way.
  let i18n: RegistryI18nProvider | undefined;
  const i18nProvider = () => (i18n ??= createI18nProvider());
  const toasts = createToastStore();
  const serverErrors = createServerErrorStore();
  const http = createHttpClient({
    tokens,
    ...(fetch ? { fetch } : {}),
    getLocale: () => i18n?.getLocale() ?? storedLocale(),
    onLogout: () => endSession(),
    onServerError: (error) => serverErrors.show(error),
    onPermissionsVersion: permissionVersions.emit,
  });
  const account = createAccountSession(() => http.request<Account>(ME_PATH));
  function endSession() {
    account.clear();
    sessionEvents.emitEnded();
  }
  const authProvider = createAuthProvider({ http, tokens, account, endSession });
  const dataProvider = createDataProvider({ http, tokens, account, resourcePaths });
  // A failed load is shown at once with a "Try again" button, not retried behind a spinner
  // (react-query's default of three retries kept a failing list loading for half a minute).
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    sessionEvents,
    permissionVersions,
    tokens,
    get i18nProvider() {
      return i18nProvider();
    },
    toasts,
    serverErrors,
    http,
    account,
    authProvider,
    dataProvider,
    queryClient,
  };
}

export type AppServices = ReturnType<typeof createAppServices>;
