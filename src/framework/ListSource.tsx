/**
 * Rows for react-admin's list from somewhere other than the resource's own getList: the entries
 * of one dictionary (the type is part of the API's path), the change log of one patient (its own
 * endpoint). Around a ListBase, it hands the list's getList for that one resource to `getList`
 * and everything else to the app's data provider, so the list keeps react-admin's controller,
 * cache, load states, paging and sorting, and a 401 or 403 is handled as everywhere else.
 *
 * What `getList` reads besides the page, the sort and the filters (the dictionary's type, the
 * patient's id) must travel in the list's `queryOptions.meta`, which is part of react-query's
 * key: a list of another dictionary is then another cache entry, never the last one's rows.
 */
import { useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { DataProviderContext } from 'react-admin';
import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';

/**
 * Reads one page of the list with the app's data provider. Declare it once, outside the
 * component: it depends only on its arguments.
 */
export type ListReader<RecordType extends RaRecord = RaRecord> = (
  params: GetListParams,
  dataProvider: DataProvider,
) => Promise<GetListResult<RecordType>>;

export function ListSource<RecordType extends RaRecord>({
  resource,
  getList,
  children,
}: {
  /** The resource name the ListBase inside lists. */
  resource: string;
  getList: ListReader<RecordType>;
  children: ReactNode;
}) {
  const dataProvider = useContext(DataProviderContext);
  const scoped = useMemo(() => {
    if (!dataProvider) return dataProvider;
    const readList = (name: string, params: GetListParams) =>
      name === resource ? getList(params, dataProvider) : dataProvider.getList(name, params);
    return new Proxy(dataProvider, {
      get: (target, name, receiver) =>
        name === 'getList' ? readList : Reflect.get(target, name, receiver),
    });
  }, [dataProvider, resource, getList]);
  return <DataProviderContext.Provider value={scoped}>{children}</DataProviderContext.Provider>;
}
