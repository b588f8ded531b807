/** The change log's own call beside its list (resources/changes): what its filter pickers offer. */
import type { DataContext } from './context';

export const CHANGE_LOG_PATH = '/v1/logger/logs';

export interface ChangeLogFacets {
  actions: string[];
  objectTypes: string[];
}

export interface ChangeLogMethods {
  /** The actions and object types present in the change log, for its filter pickers. */
  changeLogFacets(): Promise<ChangeLogFacets>;
}

export function createChangeLogMethods({ http }: DataContext): ChangeLogMethods {
  return {
    changeLogFacets() {
      return http.request<ChangeLogFacets>(`${CHANGE_LOG_PATH}/facets`);
    },
  };
}
