/**
 * What a resource folder under resources/ declares. The engine in src/framework/ turns this
 * config into react-admin list, show, edit and create views on the routes of the specification
 * (`/hospitals`, `/hospital/:id`, `/hospital/:id/edit`, `/add-new-hospital`), and the data
 * provider reads `apiPath` to reach the API. Where config is not enough, a field's input or
 * display, or a whole view, is replaced by a component; a view of the resource's own may render
 * the engine's with the extension points at the end of this file rather than copy it.
 */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { RaRecord, TransformData } from 'react-admin';
import type { Account, PermissionResource, Rule } from '../../domain';
import type { RequiredWith } from '../../domain/entity';

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
  /**
   * Required while another field of the form holds a value outside `except` (a user's hospitals,
   * for every role but the central administrator's): checked with the rules, and the label
   * marked required meanwhile.
   */
  requiredWith?: RequiredWith;
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
    /** Message key of the search box's hint (`Name, PESEL or passport`), widening the box. */
    searchHint?: string;
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
  /**
   * Why the signed-in account may not deactivate this record (one's own account), as a message
   * key, or nothing. The server refuses it regardless; the page says so beside a disabled
   * button rather than ask for a reason only to answer with an error.
   */
  deactivationRefused?: (change: {
    record: Record<string, unknown>;
    account: Account | null;
  }) => string | undefined;
  /** Whole views replaced by components, for what config cannot say. */
  views?: Partial<Record<ViewName, ComponentType>>;
  /** Shown in the menu for roles that may list it; position among the menu entries. */
  menu?: { order: number };
  icon?: ComponentType;
  recordRepresentation?: string | ((record: Record<string, unknown>) => string);
  /**
   * The fields a function `recordRepresentation` is made of (a user's first and last names): on
   * a phone a list's row is then titled with the record's name, and those fields are not
   * repeated under it. Without it the row's title is the list's first field.
   */
  representedBy?: readonly string[];
}

/**
 * Extension points of the engine's views. A resource whose view needs code beyond its config
 * (choices from the API, its own cells, another form) names a view of its own in `views`, and
 * that view renders the engine's with these props, not a copy of it:
 * `<ResourceList config={useResourceConfig()} filters={...} columns={...} />`. What the
 * engine does for every resource (the heading, pagination, sorts allowed by the config, the
 * load states, the phone layout, the save and its toasts) stays the engine's.
 */
export interface ListExtensions<RecordType extends RaRecord = RaRecord> {
  /**
   * The filter inputs in place of those the fields declare (the search box stays the engine's),
   * for choices that come from the API or the account. Inputs without `alwaysOn` are offered
   * behind an Add filter button.
   */
  filters?: ReactElement[];
  /**
   * Filters the list may send though no input shows them (`filters[name]`), set by links from
   * elsewhere; `aboveResults` is where to show them.
   */
  linkedFilters?: readonly string[];
  /**
   * The text a filter must match to be sent (`ListAllowlist.formats`): a year, say, whose other
   * texts the API refuses. A link carrying another text then lists as if without that filter.
   */
  filterFormats?: Readonly<Record<string, string>>;
  /** Shown between the filters and the rows (chips of the linked filters, say). */
  aboveResults?: ReactNode;
  /** The buttons on their own row and the filters across the page below them (many filters). */
  filtersBelowButtons?: boolean;
  /** By field source: a column's header (a message key) and cell in place of the field's. */
  columns?: Readonly<Record<string, ListColumn<RecordType>>>;
  /** On a phone: each record's title and details in place of its first and other columns. */
  stackedRow?: {
    title: (record: RecordType) => ReactNode;
    details: (record: RecordType) => ReactNode;
  };
}

export interface ListColumn<RecordType extends RaRecord = RaRecord> {
  /** Message key of the header; the field's label when omitted. */
  label?: string;
  /** The cell; the field's display when omitted. */
  render?: (record: RecordType) => ReactNode;
}

/** What a record form's view (edit, create) draws as its form. */
export interface RecordFormProps {
  view: 'edit' | 'create';
  /** Where Cancel leads: the record's page, or the list from a create. */
  cancelTo: string;
}

export interface RecordFormExtensions {
  /**
   * The form in place of the one the fields make (sections, inputs that work together); it
   * stands inside react-admin's edit or create context, as the engine's does.
   */
  form?: ComponentType<RecordFormProps>;
  /** The body sent from the form's values, in place of the fields' own (`formBody`). */
  transform?: TransformData;
}

export interface EditExtensions extends RecordFormExtensions {
  /** Message keys of the page a record that does not exist shows, in place of the engine's. */
  missing?: { title: string; text: string; back: string };
}

/** Flat resource name to API path, for the data provider. */
export function resourcePaths(resources: readonly ResourceConfig[]): Record<string, string> {
  return Object.fromEntries(resources.map((resource) => [resource.name, resource.apiPath]));
}
