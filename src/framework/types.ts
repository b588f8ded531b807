/**
 * What a resource folder under resources/ declares: the engine in src/framework/ turns this
 * config into react-admin list, show, edit and create views (later issues), and the data
 * provider reads `apiPath` to reach the API.
 */
import type { ComponentType } from 'react';
import type { PermissionResource } from '../../domain';

export interface ResourceConfig {
  /** Flat plural, no slashes: `hospitals`, `patients`. */
  name: string;
  /** Path under /api, e.g. `/v1/hospital/hospitals`. */
  apiPath: string;
  /** The row of the permission table that guards this resource. */
  permission: PermissionResource;
  icon?: ComponentType;
  recordRepresentation?: string | ((record: Record<string, unknown>) => string);
}

/** Flat resource name to API path, for the data provider. */
export function resourcePaths(resources: readonly ResourceConfig[]): Record<string, string> {
  return Object.fromEntries(resources.map((resource) => [resource.name, resource.apiPath]));
}
