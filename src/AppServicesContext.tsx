/** The app's services (account session, session events...) for components that need them. */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Account } from '../domain';
import type { AppServices } from './providers';

export const AppServicesContext = createContext<AppServices | null>(null);

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices needs an <AppServicesContext.Provider>');
  return services;
}

/** The signed-in account as loaded by the layout; null before it is loaded. */
export function useAccount(): Account | null {
  const { account } = useAppServices();
  return useSyncExternalStore(account.subscribe, account.current);
}
