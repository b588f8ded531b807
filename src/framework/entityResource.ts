/**
 * A declared entity (domain/entity.ts) as the engine's resource config: its fields with their
 * kinds (text, choices, references to another resource, a password), rules (among them a
 * requirement that hangs on another field's value), views, sorts and filters, the list
 * contract, the API path, the spec routes, the actions, the notifications' keys and the
 * permission row, all read from the declaration; the resource folder adds only what the browser
 * alone knows (icon, menu place, record name, components). The engine imports no entity: the
 * declaration is the parameter.
 */
import type { EntityDeclaration, EntityField } from '../../domain/entity';
import {
  filterNameOf,
  isAssignmentsField,
  isInputField,
  isSecretField,
  isStoredField,
  notificationKey,
} from '../../domain/entity';
import { lazyComponent } from './lazyComponent';
import type { FieldConfig, FieldType, ResourceConfig } from './types';

/**
 * A record's deactivation reason in the reader's language, loaded with the record's page: the
 * reasons' lookup (and the deactivation dialog it shares) stays out of the sign-in bundle.
 */
export const DeactivationReasonDisplay = lazyComponent<
  { source: string; label?: string },
  'DeactivationReasonField'
>(() => import('./DeactivationReasonText'), 'DeactivationReasonField');

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
  /**
   * The order the screens show the fields in when it is not the record's (the API keeps an
   * account's email first, the screens its names); fields left out follow in the record's order.
   */
  fieldOrder?: readonly string[];
};

function fieldType(field: EntityField): FieldType {
  if (isInputField(field)) return field.type === 'choice' ? 'select' : field.type;
  if (isStoredField(field)) return field.type;
  if (isAssignmentsField(field))
    return field.type === 'references' ? 'referenceArray' : 'multiSelect';
  if (isSecretField(field)) return 'password';
  if (field.name === 'active') return 'boolean';
  if (field.name === 'deactivationReason') return 'longText';
  return 'dateTime';
}

/** A choice field's options: named by the catalogue under `choiceLabels`, or by the value. */
function choicesOf(field: EntityField): Partial<FieldConfig> {
  const values = isInputField(field) || isAssignmentsField(field) ? field.choices : undefined;
  if (!values) return {};
  const prefix = isInputField(field) ? field.choiceLabels : undefined;
  return prefix
    ? { choices: values.map((value) => ({ id: value, name: `${prefix}${value}` })) }
    : { choices: values.map((value) => ({ id: value, name: value })), translateChoice: false };
}

/** What the list screen offers of a field: its filter, under the API's name for it. */
function filterOf(field: EntityField, screenFilters: readonly string[]): Partial<FieldConfig> {
  const name = filterNameOf(field);
  if (!screenFilters.includes(name)) return {};
  return name === field.name ? { filter: true } : { filter: true, filterSource: name };
}

export function entityResource(
  declaration: EntityDeclaration,
  browser: BrowserParts = {},
): ResourceConfig {
  const { list } = declaration;
  const screenFilters = list.screenFilters ?? list.filters;
  const { fields: fieldParts, fieldOrder = [], ...parts } = browser;
  const place = (field: EntityField) => {
    const index = fieldOrder.indexOf(field.name);
    return index === -1 ? fieldOrder.length : index;
  };
  const fields: FieldConfig[] = [...declaration.fields]
    .sort((a, b) => place(a) - place(b))
    .filter((field) => !field.views || field.views.length > 0)
    .map((field) => ({
      source: field.name,
      type: fieldType(field),
      ...('rules' in field && field.rules ? { rules: field.rules } : {}),
      ...(isAssignmentsField(field) && field.requiredWith
        ? { requiredWith: field.requiredWith }
        : {}),
      ...choicesOf(field),
      ...(isAssignmentsField(field) && field.reference
        ? {
            reference: {
              resource: field.reference.entity,
              optionText: field.reference.optionText,
              ...(field.reference.shortText ? { shortText: field.reference.shortText } : {}),
            },
          }
        : {}),
      ...(field.views ? { views: field.views } : {}),
      ...(list.sorts.includes(field.name) ? { sortable: true } : {}),
      ...filterOf(field, screenFilters),
      // Stored in the language of whoever deactivated the record: shown in the reader's.
      ...(field.name === 'deactivationReason'
        ? { component: { show: DeactivationReasonDisplay } }
        : {}),
      ...('helper' in field && field.helper
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
