/**
 * The engine's four views, each loaded on demand and able to be fetched ahead: ResourceRoute.tsx
 * draws them, and routes.tsx fetches the one a stored session opens on while the rest loads.
 */
import { preloadable } from '../components/preloadable';
import type { Preloadable } from '../components/preloadable';
import type { ResourceConfig, ViewName } from './types';

export const ENGINE_VIEWS = {
  list: preloadable(async () => (await import('./ResourceList')).ResourceList),
  show: preloadable(async () => (await import('./ResourceShow')).ResourceShow),
  edit: preloadable(async () => (await import('./ResourceEdit')).ResourceEdit),
  create: preloadable(async () => (await import('./ResourceCreate')).ResourceCreate),
} satisfies Record<ViewName, Preloadable<{ config: ResourceConfig }>>;
