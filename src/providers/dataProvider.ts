/**
 * The typed data provider: react-admin's standard methods over the API's list conventions
 * (DESIGN section 3), plus the domain methods that are not plain CRUD. Resource names are flat
 * plurals; `resourcePaths` (built from the resource registry) turns them into API paths. A
 * resource that is not registered yet answers with a clear "not available yet" error.
 */
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import { serializeListQuery } from '../../domain';
import type { Account, FilterValue, ListQuery, ListResult, ProfileUpdate } from '../../domain';
import type { AccountSession } from './accountSession';
import type { HttpClient } from './httpClient';
import type { TokenPair, TokenStore } from './tokenStore';

export const ACCOUNT_PATH = '/v1/account/accounts';
export const ME_PATH = `${ACCOUNT_PATH}/me`;

export interface PasswordChange {
  currentPassword: string;
  newPassword1: string;
  newPassword2: string;
}

export interface PasswordReset {
  token: string;
  newPassword1: string;
  newPassword2: string;
}

export interface OncoregDataProvider extends DataProvider {
  getMe(): Promise<Account>;
  updateProfile(id: Identifier, profile: ProfileUpdate): Promise<Account>;
  changeEmail(id: Identifier, email: string): Promise<Account>;
  changePassword(id: Identifier, change: PasswordChange): Promise<void>;
  requestPasswordReset(email: string): Promise<{ message: string }>;
  validateResetToken(token: string): Promise<{ valid: boolean }>;
  resetPassword(reset: PasswordReset): Promise<{ message: string }>;
}

export interface DataProviderOptions {
  http: HttpClient;
  tokens: TokenStore;
  account: AccountSession;
  /** Flat resource name to API path, e.g. `hospitals` to `/v1/hospital/hospitals`. */
  resourcePaths: Readonly<Record<string, string>>;
}

/** react-admin's list parameters in the API's terms: the free-text filter `q` becomes `search`. */
export function toListQuery(params: Partial<GetListParams>): ListQuery {
  const { q, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
  const filters: NonNullable<ListQuery['filters']> = {};
  for (const [field, value] of Object.entries(filter)) {
    if (isFilterValue(value) || (Array.isArray(value) && value.every(isFilterValue))) {
      filters[field] = value as FilterValue | FilterValue[];
    }
  }
  const query: ListQuery = { filters };
  if (params.pagination) {
    query.page = params.pagination.page;
    query.itemsPerPage = params.pagination.perPage;
  }
  if (params.sort?.field) {
    query.sorts = { [params.sort.field]: params.sort.order === 'DESC' ? 'desc' : 'asc' };
  }
  if (typeof q === 'string' && q.trim()) query.search = q;
  return query;
}

function isFilterValue(value: unknown): value is FilterValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** The id of a created record: the API names it per entity (`hospitalId`, `accountId`...). */
function createdId(answer: unknown): Identifier | undefined {
  if (!answer || typeof answer !== 'object') return undefined;
  const record = answer as Record<string, unknown>;
  if (typeof record.id === 'string' || typeof record.id === 'number') return record.id;
  const key = Object.keys(record).find((name) => /Id$/.test(name));
  const value = key === undefined ? undefined : record[key];
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

export function createDataProvider(options: DataProviderOptions): OncoregDataProvider {
  const { http, tokens, account, resourcePaths } = options;

  const pathOf = (resource: string): string => {
    const path = resourcePaths[resource];
    if (!path) throw new Error(`The resource "${resource}" is not available yet`);
    return path;
  };
  const recordPath = (resource: string, id: Identifier) =>
    `${pathOf(resource)}/${encodeURIComponent(String(id))}`;

  const getList = async <RecordType extends RaRecord>(
    resource: string,
    params: Partial<GetListParams>,
  ) => {
    const answer = await http.request<ListResult<RecordType>>(pathOf(resource), {
      query: serializeListQuery(toListQuery(params)),
    });
    return { data: answer.data, total: answer.totalItems };
  };

  const getOne = async <RecordType extends RaRecord>(resource: string, params: GetOneParams) => ({
    data: await http.request<RecordType>(recordPath(resource, params.id)),
  });

  const update = async <RecordType extends RaRecord>(
    resource: string,
    params: UpdateParams<RecordType>,
  ) => ({
    data: await http.request<RecordType>(recordPath(resource, params.id), {
      method: 'PUT',
      body: params.data,
    }),
  });

  const remove = async <RecordType extends RaRecord>(
    resource: string,
    params: DeleteParams<RecordType>,
  ) => {
    await http.request(recordPath(resource, params.id), { method: 'DELETE' });
    return { data: (params.previousData ?? { id: params.id }) as RecordType };
  };

  return {
    getList,
    getOne,
    async getMany<RecordType extends RaRecord>(resource: string, params: GetManyParams) {
      const answers = await Promise.all(
        params.ids.map((id) => getOne<RecordType>(resource, { id })),
      );
      return { data: answers.map((answer) => answer.data) };
    },
    getManyReference<RecordType extends RaRecord>(
      resource: string,
      params: GetManyReferenceParams,
    ) {
      return getList<RecordType>(resource, {
        ...params,
        filter: { ...params.filter, [params.target]: params.id },
      });
    },
    async create<RecordType extends Omit<RaRecord, 'id'>, ResultRecordType extends RaRecord>(
      resource: string,
      params: CreateParams<RecordType>,
    ) {
      const answer = await http.request(pathOf(resource), { method: 'POST', body: params.data });
      const id = createdId(answer);
      return { data: { ...params.data, ...(answer as object), id } as unknown as ResultRecordType };
    },
    update,
    async updateMany<RecordType extends RaRecord>(
      resource: string,
      params: UpdateManyParams<RecordType>,
    ) {
      await Promise.all(
        params.ids.map((id) =>
          update<RecordType>(resource, { id, data: params.data, previousData: {} as RecordType }),
        ),
      );
      return { data: params.ids };
    },
    delete: remove,
    async deleteMany<RecordType extends RaRecord>(
      resource: string,
      params: DeleteManyParams<RecordType>,
    ) {
      await Promise.all(params.ids.map((id) => remove<RecordType>(resource, { id })));
      return { data: params.ids };
    },

    async getMe() {
      return account.load(true);
    },
    async updateProfile(id, profile) {
      const updated = await http.request<Account>(`${ACCOUNT_PATH}/${id}`, {
        method: 'PUT',
        body: {
          firstName: profile.firstName,
          lastName: profile.lastName,
          username: profile.username || null,
          phone: profile.phone || null,
        },
      });
      account.set(updated);
      return updated;
    },
    async changeEmail(id, email) {
      const updated = await http.request<Account>(`${ACCOUNT_PATH}/${id}/change-email`, {
        method: 'PATCH',
        body: { email },
      });
      account.set(updated);
      return updated;
    },
    async changePassword(id, change) {
      // Every other session of the account ends; this one continues with the pair we get back.
      const pair = await http.request<TokenPair>(`${ACCOUNT_PATH}/${id}/change-password`, {
        method: 'PATCH',
        body: change,
      });
      tokens.save(pair);
    },
    requestPasswordReset(email) {
      return http.request('/v1/reset-password', { method: 'PUT', body: { email }, auth: false });
    },
    validateResetToken(token) {
      return http.request('/v1/reset-password/reset/', {
        method: 'PUT',
        query: new URLSearchParams({ token }).toString(),
        auth: false,
      });
    },
    resetPassword(reset) {
      return http.request('/v1/reset-password/change-password', {
        method: 'POST',
        body: reset,
        auth: false,
      });
    },
  };
}
