/**
 * The part of the data provider every declared resource shares: react-admin's standard methods
 * and the record actions (activate, deactivate), plus the records a picker of a resource offers.
 * Each reaches the resource at the path its declaration names (DataContext.pathOf); nothing here
 * knows one resource from another. A failed create or update carries the server's field errors
 * as `body.errors`, the shape react-admin's forms set on their inputs.
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
import { serializeListQuery } from '../../../domain';
import type { ListResult } from '../../../domain';
import { HttpError, isHttpError } from '../httpClient';
import { mapValidationDetails, submissionErrors } from '../validationDetails';
import type { DataContext } from './context';
import { toListQuery } from './listQuery';

/** What a picker of another resource's records offers: an id and what to show for it. */
export type ReferenceOption = RaRecord;

/** Which records a picker offers: a filter's include the inactive ones, after the others. */
export interface ReferenceOptionsScope {
  inactive?: boolean;
}

/** A resource's own lookup for pickers, in place of its list (hospitals have one). */
export type ReferenceLookup = (
  ids: readonly Identifier[] | null,
  scope?: ReferenceOptionsScope,
) => Promise<ReferenceOption[]>;

export interface ResourceMethods {
  /** PATCH .../{id}/activate; answers the updated record. */
  activate<RecordType extends RaRecord = RaRecord>(
    resource: string,
    id: Identifier,
  ): Promise<RecordType>;
  /** PATCH .../{id}/deactivate with `{ reason }` (no reason: an empty body). */
  deactivate<RecordType extends RaRecord = RaRecord>(
    resource: string,
    id: Identifier,
    reason?: string,
  ): Promise<RecordType>;
  /** Records of `resource` for a picker (`ids` null), or the given ids, to name them. */
  referenceOptions(
    resource: string,
    ids: readonly Identifier[] | null,
    scope?: ReferenceOptionsScope,
  ): Promise<ReferenceOption[]>;
}

/**
 * The same failure with the server's field errors where react-admin's create and edit
 * controllers look for them (`body.errors`), so that the form shows each on its input.
 */
export function withFormErrors(error: unknown): unknown {
  if (!isHttpError(error) || !error.details) return error;
  const errors = submissionErrors(mapValidationDetails(error.details));
  if (!errors) return error;
  const body = error.body && typeof error.body === 'object' ? error.body : {};
  return new HttpError({
    status: error.status,
    code: error.code,
    message: error.message,
    details: error.details,
    correlationId: error.correlationId,
    serverMessage: error.serverMessage,
    body: { ...body, errors },
  });
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

export function createResourceMethods(
  { http, pathOf, recordPath }: DataContext,
  /** By resource name: the pickers of these resources ask their own lookup. */
  referenceLookups: Readonly<Record<string, ReferenceLookup>> = {},
): DataProvider & ResourceMethods {
  const getList = async <RecordType extends RaRecord>(
    resource: string,
    params: Partial<GetListParams>,
  ) => {
    const answer = await http.request<ListResult<RecordType>>(pathOf(resource), {
      query: serializeListQuery(toListQuery(params)),
    });
    // A capped count (the patient list beyond 10,000) reaches the pager as the list's meta.
    return {
      data: answer.data,
      total: answer.totalItems,
      ...(answer.totalCapped ? { meta: { totalCapped: true } } : {}),
    };
  };

  const getOne = async <RecordType extends RaRecord>(resource: string, params: GetOneParams) => ({
    data: await http.request<RecordType>(recordPath(resource, params.id)),
  });

  const update = async <RecordType extends RaRecord>(
    resource: string,
    params: UpdateParams<RecordType>,
  ) => {
    try {
      return {
        data: await http.request<RecordType>(recordPath(resource, params.id), {
          method: 'PUT',
          body: params.data,
        }),
      };
    } catch (error) {
      throw withFormErrors(error);
    }
  };

  const recordAction = <RecordType extends RaRecord>(
    resource: string,
    id: Identifier,
    action: 'activate' | 'deactivate',
    body?: unknown,
  ) =>
    http.request<RecordType>(`${recordPath(resource, id)}/${action}`, {
      method: 'PATCH',
      ...(body === undefined ? {} : { body }),
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
      let answer: unknown;
      try {
        answer = await http.request(pathOf(resource), { method: 'POST', body: params.data });
      } catch (error) {
        throw withFormErrors(error);
      }
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

    activate(resource, id) {
      return recordAction(resource, id, 'activate');
    },
    deactivate(resource, id, reason) {
      const trimmed = reason?.trim();
      return recordAction(resource, id, 'deactivate', trimmed ? { reason: trimmed } : {});
    },
    async referenceOptions(resource, ids, scope) {
      const lookup = referenceLookups[resource];
      if (lookup) return lookup(ids, scope);
      if (ids === null) {
        const page = await getList<RaRecord>(resource, { pagination: { page: 1, perPage: 100 } });
        return page.data;
      }
      const records = await Promise.all(ids.map((id) => getOne<RaRecord>(resource, { id })));
      return records.map((record) => record.data);
    },
  };
}
