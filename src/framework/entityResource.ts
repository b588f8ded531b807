/**
 * A declared entity (domain/entity.ts) as the engine's resource config: its fields with their
 * rules, views, sorts and filters, the list contract, the API path, the spec routes, the
 * actions, the notifications' keys and the permission row, all read from the declaration; the
 * resource folder adds only what the browser alone knows (icon, menu place, record name,
 * components). The engine imports no entity: the declaration is the parameter.
 */
import type { EntityDeclaration, EntityField } from '../../domain/entity';
import { isInputField, notificationKey } from '../../domain/entity';
import type { FieldConfig, FieldType, ResourceConfig } from './types';

/** What the declaration cannot say: the browser's own parts of the resource. */
export type BrowserParts = Omit<
  Partial<ResourceConfig>,
  | 'name'
  | 'apiPath'
  | 'permission'
  | 'routes'
  | 'fields'
  | 'actions'
  | 'deactivationReasonRequired'
  | 'notifications'
> & {
  /** Replaces or adds to a derived field's config (a component, a label). */
  fields?: Partial<Record<string, Partial<FieldConfig>>>;
};

function fieldType(field: EntityField): FieldType {
  if (isInputField(field)) return field.type;
  if (field.name === 'active') return 'boolean';
  if (field.name === 'deactivationReason') return 'longText';
  return 'dateTime';
}

export function entityResource(
  declaration: EntityDeclaration,
  browser: BrowserParts = {},
): ResourceConfig {
  const { list } = declaration;
  const screenFilters = list.screenFilters ?? list.filters;
  const { fields: fieldParts, ...parts } = browser;
  const fields: FieldConfig[] = declaration.fields
    .filter((field) => !field.views || field.views.length > 0)
    .map((field) => ({
      source: field.name,
      type: fieldType(field),
      ...(isInputField(field) ? { rules: field.rules } : {}),
      ...(field.views ? { views: field.views } : {}),
      ...(list.sorts.includes(field.name) ? { sortable: true } : {}),
      ...(screenFilters.includes(field.name) ? { filter: true } : {}),
      ...(isInputField(field) && field.helper
        ? { helperText: `resources.${declaration.name}.helpers.${field.name}` }
        : {}),
      ...fieldParts?.[field.name],
    }));
  return {
    name: declaration.name,
    apiPath: declaration.api.path,
    permission: declaration.permission,
    routes: declaration.routes,
    fields,
    list: {
      ...(list.perPage ? { perPage: list.perPage } : {}),
      search: list.search.length > 0,
      defaultSort: {
        field: list.defaultSort.field,
        order: list.defaultSort.order === 'asc' ? 'ASC' : 'DESC',
      },
    },
    actions: ['activate', 'deactivate'],
    deactivationReasonRequired: declaration.deactivation.reasonRequired,
    ...(declaration.menu ? { menu: declaration.menu } : {}),
    recordRepresentation: declaration.recordRepresentation ?? 'name',
    notifications: {
      created: notificationKey(declaration, 'created'),
      updated: notificationKey(declaration, 'updated'),
      activated: notificationKey(declaration, 'activated'),
      deactivated: notificationKey(declaration, 'deactivated'),
    },
    ...parts,
  };
}

/**
 * The browser's resources: the entities with a folder of their own (`written`, whatever they add
 * to their declaration), then every other declared entity as its declaration alone describes it.
 * So a plain entity needs no folder: its declaration's line in the entity registry puts its
 * screens and menu entry here.
 */
export function withDeclaredEntities(
  written: readonly ResourceConfig[],
  declarations: readonly EntityDeclaration[],
): ResourceConfig[] {
  const names = new Set(written.map((resource) => resource.name));
  return [
    ...written,
    ...declarations
      .filter((declaration) => !names.has(declaration.name))
      .map((declaration) => entityResource(declaration)),
  ];
}
