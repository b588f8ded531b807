import { Type } from '@sinclair/typebox';
import { type ListFields, listQuerySchema, listResultSchema } from '../../http/list';

const NullableText = (maxLength: number) =>
  Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

export const DictionaryEntrySchema = Type.Object(
  {
    id: Type.Integer(),
    type: Type.String(),
    value: Type.String(),
    description: Type.String(),
    descriptionEn: Type.Union([Type.String(), Type.Null()]),
    searchableDescription: Type.String(),
    active: Type.Boolean(),
  },
  { title: 'DictionaryEntry' },
);

export const DictionaryTypeSchema = Type.Object(
  {
    type: Type.String(),
    namePl: Type.String(),
    nameEn: Type.String(),
    entryCount: Type.Integer(),
  },
  { title: 'DictionaryType' },
);

export const DictionaryTypesResultSchema = Type.Object(
  { data: Type.Array(DictionaryTypeSchema) },
  { title: 'DictionaryTypes' },
);

export const DictionaryTypeParamsSchema = Type.Object({
  type: Type.String({ pattern: '^[A-Za-z0-9_-]{1,50}$' }),
});

export const DictionaryEntryParamsSchema = Type.Object({
  type: DictionaryTypeParamsSchema.properties.type,
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

// Required fields are optional here so that a missing one is a 422 naming the field (the
// domain rules decide), like an empty one, rather than a bare 400.
export const CreateDictionaryEntrySchema = Type.Object(
  {
    value: Type.Optional(Type.String({ maxLength: 1000 })),
    description: Type.Optional(Type.String({ maxLength: 5000 })),
    descriptionEn: NullableText(5000),
    searchableDescription: NullableText(5000),
  },
  { additionalProperties: false },
);

export const UpdateDictionaryEntrySchema = Type.Object(
  {
    description: Type.Optional(Type.String({ maxLength: 5000 })),
    descriptionEn: NullableText(5000),
    searchableDescription: NullableText(5000),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** Every dictionary's entries, for the administrator's dictionary screen. */
export const ENTRY_LIST_FIELDS: ListFields = {
  filters: ['type', 'searchableDescription', 'active'],
  sorts: ['value', 'description', 'type'],
};

/** One dictionary's entries: the lookup widget of forms, and the screen filtered by type. */
export const LOOKUP_FIELDS: ListFields = {
  filters: ['searchableDescription', 'active'],
  sorts: ['value', 'description'],
};

export const EntryListQuerySchema = listQuerySchema(ENTRY_LIST_FIELDS);
export const LookupQuerySchema = listQuerySchema(LOOKUP_FIELDS);
export const DictionaryEntryListResultSchema = listResultSchema(
  DictionaryEntrySchema,
  'DictionaryEntryList',
);
