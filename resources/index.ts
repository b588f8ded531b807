/**
 * The resource registry: one line per entity folder (hospitals, users, patients...). Adding a
 * plain entity means adding its folder and one entry here; nothing is registered yet.
 */
import type { ResourceConfig } from '../src/framework/types';

export const resources: readonly ResourceConfig[] = [];
