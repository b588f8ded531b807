import { Type } from '@sinclair/typebox';
import { listQuerySchema, listResultSchema } from '../../http/list';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

// Loose on purpose: a blank, missing or too long value is a 422 keyed by field, from the rules
// of domain/category.ts, rather than a schema 400.
const FormText = Type.Optional(Nullable(Type.String({ maxLength: 1000 })));

export const CategorySchema = Type.Object(
  {
    id: Type.Integer(),
    categoryId: Type.Integer({ description: 'The same as id' }),
    abbreviation: Type.String(),
    namePl: Type.String(),
    nameEn: Type.String(),
    active: Type.Boolean(),
    deactivationReason: Nullable(Type.String()),
  },
  { title: 'Category' },
);

export const CategoryInputSchema = Type.Object(
  { abbreviation: FormText, namePl: FormText, nameEn: FormText },
  {
    title: 'CategoryInput',
    description:
      'abbreviation (required, at most 20, unique ignoring case: 409 otherwise), namePl and nameEn (required, at most 200).',
  },
);

export const CategoryCreatedSchema = Type.Object({ categoryId: Type.Integer() });

export const DeactivateCategorySchema = Type.Object(
  { reason: FormText },
  { description: 'reason: optional for a category, at most 500 characters' },
);

export const CATEGORY_LIST_FIELDS = {
  filters: ['active'],
  sorts: ['abbreviation', 'namePl', 'nameEn', 'active'],
} as const;

export const CategoryListQuerySchema = listQuerySchema(CATEGORY_LIST_FIELDS);
export const CategoryListResultSchema = listResultSchema(CategorySchema, 'CategoryList');
