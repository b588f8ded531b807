/**
 * The TypeBox schemas of a declared entity's routes, built from its declaration: the record, the
 * form's input, the create answer, the deactivation body and the list's query and answer.
 * The form's fields are loose on purpose: a blank, missing or too long value is a 422 keyed by
 * field from the declaration's rules, as the form shows it, not a schema 400.
 */
import { type TSchema, Type } from '@sinclair/typebox';
import {
  type EntityDeclaration,
  type EntityField,
  type EntityInputField,
  type EntityRoute,
  isAssignmentsField,
  isInputField,
  isSecretField,
  isStoredField,
} from '../../domain/entity';
import { type ListFields, listQuerySchema, listResultSchema } from '../http/list';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const FormText = Type.Optional(Nullable(Type.String({ maxLength: 1000 })));

function fieldSchema(field: EntityField): TSchema {
  if (isInputField(field)) {
    const value =
      field.type === 'choice'
        ? Type.Union((field.choices ?? []).map((choice) => Type.Literal(choice)))
        : Type.String(field.description ? { description: field.description } : {});
    return field.nullable ? Nullable(value) : value;
  }
  if (isStoredField(field)) {
    const description = field.description ? { description: field.description } : {};
    const value =
      field.type === 'boolean'
        ? Type.Boolean(description)
        : Type.String({ format: 'date-time', ...description });
    return field.nullable ? Nullable(value) : value;
  }
  if (isAssignmentsField(field)) {
    return Type.Array(field.type === 'references' ? Type.Integer() : Type.String());
  }
  if (isSecretField(field)) throw new Error(`${field.name} is never answered`);
  switch (field.name) {
    case 'active':
      return Type.Boolean();
    case 'deactivationReason':
      return Nullable(Type.String());
    case 'createdAt':
    case 'updatedAt':
      return Type.String({ format: 'date-time' });
  }
}

/** The fields a record answers: all but the secrets. */
export const recordFields = (declaration: EntityDeclaration) =>
  declaration.fields.filter((field) => !isSecretField(field));

export const inputFields = (declaration: EntityDeclaration): EntityInputField[] =>
  declaration.fields.filter(isInputField);

/** The list contract as the query reader and the OpenAPI document take it. */
export function listFields(declaration: EntityDeclaration): ListFields {
  const { sorts, filters, perPage } = declaration.list;
  return { filters, sorts, ...(perPage ? { defaultItemsPerPage: perPage } : {}) };
}

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

export function entitySchemas(declaration: EntityDeclaration) {
  const { api } = declaration;
  const record = Type.Object(
    {
      id: Type.Integer(),
      ...(api.idAlias ? { [api.idAlias]: Type.Integer({ description: 'The same as id' }) } : {}),
      ...Object.fromEntries(
        recordFields(declaration).map((field) => [field.name, fieldSchema(field)]),
      ),
    },
    { title: api.title },
  );
  const input = Type.Object(
    Object.fromEntries(inputFields(declaration).map((field) => [field.name, FormText])),
    { title: `${api.title}Input`, description: api.inputDescription },
  );
  const reasonRule = declaration.deactivation.reasonRequired
    ? 'required'
    : `optional for ${withArticle(api.noun.short ?? api.noun.one)}`;
  const list = listFields(declaration);
  return {
    record,
    input,
    created: Type.Object({ [api.idAlias ?? 'id']: Type.Integer() }),
    deactivate: Type.Object(
      { reason: FormText },
      { description: `reason: ${reasonRule}, at most 500 characters` },
    ),
    listFields: list,
    listQuery: listQuerySchema(list),
    listResult: listResultSchema(record, `${api.title}List`),
  };
}

/**
 * The OpenAPI summaries of the six routes: the engine's words, the declared audience after the
 * routes the permission table guards alone, or the declaration's own summary.
 */
export function entitySummaries(declaration: EntityDeclaration): Record<EntityRoute, string> {
  const { noun, audience, summaries } = declaration.api;
  const { one, many } = noun;
  const { perPage } = declaration.list;
  const forAudience = (summary: string) => (audience ? `${summary} (${audience})` : summary);
  return {
    list: forAudience(`List ${many}${perPage ? ` (${perPage} per page by default)` : ''}`),
    create: forAudience(`Add ${withArticle(one)}`),
    get: forAudience(`One ${one}`),
    update: forAudience(`Edit ${withArticle(one)}`),
    activate: forAudience(`Activate ${withArticle(one)}`),
    deactivate: forAudience(
      declaration.deactivation.reasonRequired
        ? `Deactivate ${withArticle(one)}, giving a reason`
        : `Deactivate ${withArticle(one)}; the reason is optional`,
    ),
    ...summaries,
  };
}
