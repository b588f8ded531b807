import { Type } from '@sinclair/typebox';
import { type ListFields, listQuerySchema, listResultSchema } from '../../http/list';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const LogEntrySchema = Type.Object(
  {
    id: Type.Integer(),
    at: Type.String({ format: 'date-time' }),
    accountId: Nullable(Type.Integer()),
    accountName: Nullable(Type.String({ description: 'First and last name of the account' })),
    accountEmail: Nullable(Type.String()),
    action: Type.String({ description: 'What was done: hospital_create, account_update...' }),
    path: Nullable(Type.String({ description: 'The API path of the request' })),
    objectType: Nullable(Type.String()),
    objectId: Nullable(Type.String()),
    changes: Nullable(
      Type.Object(
        {},
        {
          additionalProperties: true,
          description: 'Changed fields as { field: { old, new } }, secrets redacted',
        },
      ),
    ),
    correlationId: Nullable(Type.String()),
  },
  { title: 'LogEntry' },
);

export const LogFacetsSchema = Type.Object(
  { actions: Type.Array(Type.String()), objectTypes: Type.Array(Type.String()) },
  { title: 'LogFacets' },
);

export const LOG_LIST_FIELDS: ListFields = {
  filters: ['action', 'objectType', 'objectId', 'accountId', 'from', 'to'],
  sorts: ['at', 'action'],
};

export const LogListQuerySchema = listQuerySchema(LOG_LIST_FIELDS);
export const LogListResultSchema = listResultSchema(LogEntrySchema, 'LogEntryList');
