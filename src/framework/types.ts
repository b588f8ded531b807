/**
 * What a resource folder under resources/ declares. The engine in src/framework/ turns this
 * config into react-admin list, show, edit and create views on the routes of the specification
 * (`/hospitals`, `/hospital/:id`, `/hospital/:id/edit`, `/add-new-hospital`), and the data
 * provider reads `apiPath` to reach the API. Where config is not enough, a field's input or
 * display, or a whole view, is replaced by a component.
 */
import type { ComponentType } from 'react';
import type { Account, PermissionResource, Rule } from '../../domain';

export type ViewName = 'list' | 'show' | 'edit' | 'create';

export type FieldType =
  | 'text'
  | 'longText'
  | 'email'
  | 'phone'
  | 'zipCode'
  | 'number'
  | 'boolean'
  | 'date'
  | 'dateTime'
  /** One of `choices`. */
  | 'select'
  /** Several of `choices`. */
  | 'multiSelect'
  /** Ids of records of another resource, picked from `reference`. */
  | 'referenceArray'
  /** A password: never displayed, typed once (a create form's initial password). */
  | 'password';

export interface Choice {
  id: string | number;
  /** A translation key, or the text itself when `translateChoice` is false. */
  name: string;
}

export interface FieldConfig {
  /** The property of the record, as the API names it (`shortName`, `zipCode`). */
  source: string;
  type: FieldType;
  /** Translation key; by default `resources.<resource>.fields.<source>`. */
  label?: string;
  /** Validation rules from domain/validation.ts, run in the browser as the server runs them. */
  rules?: readonly Rule[];
  /** The views that show this field; all four when omitted. */
  views?: readonly ViewName[];
  /** Offered as a list filter (`filters[source]`). */
  filter?: boolean;
  /** The filter's name when the API's differs from `source` (`hospital` for `hospitals`). */
  filterSource?: string;
  /** A message key shown under the input (edit, create). */
  helperText?: string;
  /** The list column sorts on the server (`sorts[source]`). */
  sortable?: boolean;
  choices?: readonly Choice[];
  translateChoice?: boolean;
  /** For `referenceArray`: the resource whose records are picked, and the field shown. */
  reference?: { resource: string; optionText: string; shortText?: string };
  /** Replaces the display (list, show) or the input (edit, create) of this field. */
  component?: Partial<Record<ViewName, ComponentType<{ source: string; label?: string }>>>;
}

/** What the engine confirms with a toast. */
export type RecordEvent = 'created' | 'updated' | 'activated' | 'deactivated';

/** A question the edit form asks before it saves: message keys of the dialog's title and text. */
export interface UpdateConfirmation {
  title: string;
  content: string;
}

export interface ResourceRoutes {
  /** `/hospitals` */
  list: string;
  /** `/hospital/:id` */
  show?: string;
  /** `/hospital/:id/edit` */
  edit?: string;
  /** `/add-new-hospital` */
  create?: string;
}

export interface ResourceConfig {
  /** Flat plural, no slashes: `hospitals`, `patients`. */
  name: string;
  /** Path under /api, e.g. `/v1/hospital/hospitals`. */
  apiPath: string;
  /** The row of the permission table that guards this resource. */
  permission: PermissionResource;
  routes: ResourceRoutes;
  fields: readonly FieldConfig[];
  list?: {
    /** Rows per page; the API's default (25) when omitted. */
    perPage?: number;
    /** A free-text search box, sent as `search`. */
    search?: boolean;
    defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  };
  /** Record actions beyond edit: activate, and deactivate with a reason from the dictionary. */
  actions?: readonly ('activate' | 'deactivate')[];
  /** Whether deactivating needs a reason (hospitals, users and patients do). */
  deactivationReasonRequired?: boolean;
  /**
   * Message keys of the confirmations; by default `resources.<name>.notifications.<event>`,
   * falling back to a generic text.
   */
  notifications?: Partial<Record<RecordEvent, string>>;
  /** Further record actions on the show or edit page's toolbar (the user's Change email). */
  extraActions?: Partial<Record<'show' | 'edit', readonly ComponentType[]>>;
  /**
   * Asked before an edit is saved, with the record as loaded, the form's values and the signed-in
   * account: a confirmation to ask for (a central administrator lowering their own role), or
   * nothing to save at once.
   */
  confirmUpdate?: (change: {
    record: Record<string, unknown>;
    values: Record<string, unknown>;
    account: Account | null;
  }) => UpdateConfirmation | undefined;
  /** Whole views replaced by components, for what config cannot say. */
  views?: Partial<Record<ViewName, ComponentType>>;
  /** Shown in the menu for roles that may list it; position among the menu entries. */
  menu?: { order: number };
  icon?: ComponentType;
  recordRepresentation?: string | ((record: Record<string, unknown>) => string);
}

/** Flat resource name to API path, for the data provider. */
export function resourcePaths(resources: readonly ResourceConfig[]): Record<string, string> {
  return Object.fromEntries(resources.map((resource) => [resource.name, resource.apiPath]));
}
