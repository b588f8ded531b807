/**
 * What every feature of the data provider is built from: the http client, the token store and
 * the account session, and the addresses of the declared resources. A resource's API path comes
 * from its declaration alone (`apiPath` in resources/<name>/index.ts, gathered by the registry);
 * the provider keeps none of its own.
 */
import type { Identifier } from 'react-admin';
import type { AccountSession } from '../accountSession';
import type { HttpClient } from '../httpClient';
import type { TokenStore } from '../tokenStore';

export interface DataProviderOptions {
  http: HttpClient;
  tokens: TokenStore;
  account: AccountSession;
  /** Flat resource name to API path, e.g. `hospitals` to `/v1/hospital/hospitals`. */
  resourcePaths: Readonly<Record<string, string>>;
}

export interface DataContext {
  http: HttpClient;
  tokens: TokenStore;
  account: AccountSession;
  /** The API path of a declared resource; a resource not registered yet is a clear error. */
  pathOf(resource: string): string;
  /** One record of a declared resource: `/v1/hospital/hospitals/5`. */
  recordPath(resource: string, id: Identifier): string;
}

export function createDataContext({
  http,
  tokens,
  account,
  resourcePaths,
}: DataProviderOptions): DataContext {
  const pathOf = (resource: string): string => {
    const path = resourcePaths[resource];
    if (!path) throw new Error(`The resource "${resource}" is not available yet`);
    return path;
  };
  return {
    http,
    tokens,
    account,
    pathOf,
    recordPath: (resource, id) => `${pathOf(resource)}/${encodeURIComponent(String(id))}`,
  };
}
