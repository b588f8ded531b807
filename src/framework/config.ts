/**
 * Pure readings of a resource config, shared by the views, the routes and the tests: which
 * fields a view shows, their message keys, the spec routes of a record, and the body a form
 * sends. No React here.
 */
import type { Identifier } from 'react-admin';
import { required } from '../../domain';
import type { FieldConfig, ResourceConfig, ViewName } from './types';

export function fieldsFor(config: ResourceConfig, view: ViewName): FieldConfig[] {
  return config.fields.filter((field) => !field.views || field.views.includes(view));
}

export function filterFields(config: ResourceConfig): FieldConfig[] {
  return config.fields.filter((field) => field.filter);
}

/** The name a field is filtered by in the API (`filters[name]`). */
export function filterName(field: FieldConfig): string {
  return field.filterSource ?? field.source;
}

export function fieldLabel(config: ResourceConfig, field: FieldConfig): string {
  return field.label ?? `resources.${config.name}.fields.${field.source}`;
}

export function isRequiredField(field: FieldConfig): boolean {
  return field.rules?.includes(required) ?? false;
}

/** The sorts and filters the list may send (see ListAllowlist in the data provider). */
export function listAllowlist(config: ResourceConfig) {
  const sorts = config.fields.filter((field) => field.sortable).map((field) => field.source);
  const defaultSort = config.list?.defaultSort?.field;
  if (defaultSort && !sorts.includes(defaultSort)) sorts.push(defaultSort);
  return { sorts, filters: filterFields(config).map(filterName) };
}

/** A route of the config with the record's id in place of `:id`. */
export function recordRoute(template: string, id: Identifier): string {
  return template.replace(':id', encodeURIComponent(String(id)));
}

export function showPath(config: ResourceConfig, id: Identifier): string | undefined {
  return config.routes.show ? recordRoute(config.routes.show, id) : undefined;
}

export function editPath(config: ResourceConfig, id: Identifier): string | undefined {
  return config.routes.edit ? recordRoute(config.routes.edit, id) : undefined;
}

/** Where a record leads from a list or after a save: its page, else its edit page, else the list. */
export function recordPath(config: ResourceConfig, id: Identifier): string {
  return showPath(config, id) ?? editPath(config, id) ?? config.routes.list;
}

/** What names a record in breadcrumbs and dialogs. */
export function recordTitle(config: ResourceConfig, record: Record<string, unknown>): string {
  const { recordRepresentation } = config;
  if (typeof recordRepresentation === 'function') return recordRepresentation(record);
  const value = recordRepresentation ? record[recordRepresentation] : undefined;
  return value === undefined || value === null || value === ''
    ? `#${String(record.id)}`
    : String(value);
}

const LIST_TYPES: ReadonlySet<FieldConfig['type']> = new Set(['multiSelect', 'referenceArray']);

/**
 * The body of a create or an update: only the fields the form shows (the record's other
 * properties, such as `active` or `createdAt`, are not the form's to send). An emptied field is
 * sent as null on an update, so that it is cleared, and left out of a create; an emptied list
 * is an empty list.
 */
export function formBody(
  values: Record<string, unknown>,
  fields: readonly FieldConfig[],
  mode: 'create' | 'update',
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.source];
    if (LIST_TYPES.has(field.type)) {
      body[field.source] = Array.isArray(value) ? value : [];
    } else if (value === undefined || value === null || value === '') {
      if (mode === 'update') body[field.source] = null;
    } else {
      body[field.source] = value;
    }
  }
  return body;
}
