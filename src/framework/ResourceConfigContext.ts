/**
 * The config of the resource a view shows (for custom views and field components), and the
 * whole registry (for the menu). Both are provided by the app; tests provide their own.
 */
import { createContext, useContext } from 'react';
import type { ResourceConfig } from './types';

export const ResourceConfigContext = createContext<ResourceConfig | null>(null);

export function useResourceConfig(): ResourceConfig {
  const config = useContext(ResourceConfigContext);
  if (!config) throw new Error('useResourceConfig needs a resource route of the engine');
  return config;
}

export const ResourceRegistryContext = createContext<readonly ResourceConfig[]>([]);

export function useResourceRegistry(): readonly ResourceConfig[] {
  return useContext(ResourceRegistryContext);
}
