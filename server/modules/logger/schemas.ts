import { type TSchema, Type } from '@sinclair/typebox';
import { type ListFields, listQuerySchema, listResultSchema } from '../../http/list';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const byId = <T extends TSchema>(value: T, description: string) =>
  Type.Optional(Type.Record(Type.String(), value, { description }));

const LogReferencesSchema = Type.Object(
  {
    object: Type.Optional(
      Type.String({
        description:
          "The name of the record the row is about, as it is now: a hospital's, an account's or a patient's",
      }),
    ),
    hospitals: byId(
      Type.Object({ name: Type.String(), shortName: Type.String() }),
      'Hospitals the changes name, by id',
    ),
    categories: byId(
      Type.Object({ abbreviation: Type.String(), namePl: Type.String(), nameEn: Type.String() }),
      'Disease categories the changes name, by id',
    ),
    dictionaryEntries: byId(
      Type.Record(
        Type.String(),
        Type.Object({ description: Type.String(), descriptionEn: Nullable(Type.String()) }),
      ),
      'Dictionary entries the changes name (form lookups included), by dictionary type, then value',
    ),
    dictionaries: byId(
      Type.Object({ namePl: Type.String(), nameEn: Type.String() }),
      'Dictionaries the changes name, by type',
    ),
    formDefinitions: Type.Optional(
      Type.Object(
        { old: Nullable(Type.Integer({ minimum: 1 })), new: Type.Integer({ minimum: 1 }) },
        {
          description:
            'A form save: the definition versions of the data before (null: first save) and after',
        },
      ),
    ),
  },
  {
    title: 'LogReferences',
    description:
      'The names of what the changes point to by id or code; absent when they point to nothing',
  },
);

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
    references: Type.Optional(LogReferencesSchema),
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
