/**
 * The declaration of an entity (hospitals, disease categories, users): one object, shared by the
 * browser and the server, from which the server's engine (server/entities/) builds the module
 * (TypeBox schemas, list, get, create, update, activate, deactivate with their audit rows, the
 * access checks, the OpenAPI entries) and the browser's (src/framework/entityResource.ts) the
 * resource (views on the routes, the data provider's path, notifications, change-log labels).
 *
 * A plain entity's table holds its declared input columns and the standard ones every such
 * table has: `id`, `active`, `deactivation_reason`, `created_at` and `updated_at` (see the
 * README's "Adding an entity" for the migration). An entity that is not wholly plain (users:
 * assignments in tables of their own, a create that mails a link) declares what is plain about
 * it here and adds the rest through the engines' extension points. No React and no Node here.
 */
import { type DomainMessageKey, type Locale } from './messages';
import { type PermissionResource } from './permissions';
import { type Rule } from './validation';

export type EntityView = 'list' | 'show' | 'edit' | 'create';

/** A text in each language of the interface. */
export type Texts = Record<Locale, string>;

/** The kinds of text a form sends. */
export type EntityTextType = 'text' | 'longText' | 'zipCode' | 'email' | 'phone';

/** The kinds of value a form sends: text of some shape, or one of a closed set (`choice`). */
export type EntityInputType = EntityTextType | 'choice';

/** A field the create and edit forms send: a column of the entity's own. */
export interface EntityInputField {
  /** The property as the API and the browser name it (`shortName`). */
  name: string;
  /** The table's column (`short_name`). */
  column: string;
  type: EntityInputType;
  /** For `choice`: the values allowed, in the order the form offers them. */
  choices?: readonly string[];
  /**
   * For `choice`: the catalogue key before each value that names it (`registry.roles.`); the
   * value itself is shown when omitted.
   */
  choiceLabels?: string;
  /** May be left empty (stored as null). */
  nullable?: boolean;
  /** Rules from domain/validation.ts, run by the form and again by the server. */
  rules: readonly Rule[];
  /** The views that show it; all four when omitted. */
  views?: readonly EntityView[];
  /**
   * Unique ignoring case, backed by a unique index on `lower(column)` named `constraint`:
   * another record's value is a 409 with `message` on this field.
   */
  unique?: { message: DomainMessageKey; constraint: string };
  /** For the OpenAPI document. */
  description?: string;
  label: Texts;
  /** Shown under the input. */
  helper?: Texts;
}

/** A column the server writes and no form sends (an account's last sign-in). */
export interface EntityStoredField {
  name: string;
  column: string;
  type: 'dateTime' | 'boolean';
  readOnly: true;
  nullable?: boolean;
  description?: string;
  views?: readonly EntityView[];
  label: Texts;
}

/**
 * A field that must hold a value while another field of the record holds any value but those of
 * `except`: an account's hospitals, for every role but the central administrator's. While the
 * other field is empty nothing is asked of this one (the other field's own rules speak then).
 */
export interface RequiredWith {
  field: string;
  except: readonly string[];
}

/** Whether a field declared `requiredWith: condition` must hold a value, given the record's. */
export function isRequiredWith(
  condition: RequiredWith,
  values: Readonly<Record<string, unknown>>,
): boolean {
  const other = values[condition.field];
  return (
    (typeof other === 'string' || typeof other === 'number') &&
    other !== '' &&
    !condition.except.includes(String(other))
  );
}

/**
 * Values a record holds in a table of their own, one row per value (an account's hospitals and
 * protocols): the record answers them as an array in `value` order, and a list filter on them
 * matches the records holding any of the values asked for.
 */
export interface EntityAssignmentsField {
  name: string;
  /** Ids of another entity's records (`references`), or values of a closed set (`choices`). */
  type: 'references' | 'choices';
  /** The table (`account_hospitals`), its column naming the record and the one holding a value. */
  through: { table: string; key: string; value: string };
  /** For `references`: the entity whose records are picked, and the fields that name them. */
  reference?: { entity: string; optionText: string; shortText?: string };
  /** For `choices`: the values allowed. */
  choices?: readonly string[];
  /** The list filter's name when it is not the field's (`hospital` for `hospitals`). */
  filterName?: string;
  rules?: readonly Rule[];
  /**
   * Required while another field holds one of its other values. The forms check it before they
   * send, and mark the field required while it is; the module that writes the assignments checks
   * it again (accounts: server/modules/account/), as the engine writes none.
   */
  requiredWith?: RequiredWith;
  views?: readonly EntityView[];
  label: Texts;
  helper?: Texts;
}

/** Sent by a form once and never answered, nor stored as it is (an initial password). */
export interface EntitySecretField {
  name: string;
  type: 'password';
  writeOnly: true;
  rules: readonly Rule[];
  views?: readonly EntityView[];
  label: Texts;
  helper?: Texts;
}

/** The standard columns every plain entity's table has, shown as the declaration says. */
export type StandardFieldName = 'active' | 'deactivationReason' | 'createdAt' | 'updatedAt';

export interface EntityStandardField {
  name: StandardFieldName;
  label: Texts;
  views?: readonly EntityView[];
}

export type EntityField =
  | EntityInputField
  | EntityStoredField
  | EntityAssignmentsField
  | EntitySecretField
  | EntityStandardField;

export const isStoredField = (field: EntityField): field is EntityStoredField =>
  'readOnly' in field;

export const isInputField = (field: EntityField): field is EntityInputField =>
  'column' in field && !isStoredField(field);

export const isAssignmentsField = (field: EntityField): field is EntityAssignmentsField =>
  'through' in field;

export const isSecretField = (field: EntityField): field is EntitySecretField =>
  'writeOnly' in field;

export const isStandardField = (field: EntityField): field is EntityStandardField =>
  !('type' in field);

/** The name a list filters a field by: its own, or its declared `filterName`. */
export const filterNameOf = (field: EntityField) =>
  isAssignmentsField(field) && field.filterName ? field.filterName : field.name;

/** The routes the engine builds for an entity, as the OpenAPI document names them. */
export type EntityRoute = 'list' | 'create' | 'get' | 'update' | 'activate' | 'deactivate';

/** A field of a search that matches several fields joined by a space ("Jan Kowalski"). */
export type SearchField = string | readonly string[];

export type ChangeEvent = 'created' | 'updated' | 'activated' | 'deactivated';

export interface EntityDeclaration {
  /** Flat plural: the browser's resource name and catalogue key (`hospitals`). */
  name: string;
  /** The table (`hospitals`). */
  table: string;
  /** The row of domain/permissions.ts that guards every route and screen. */
  permission: PermissionResource;
  /** The record's fields in the order the API and the screens show them (`id` comes first). */
  fields: readonly EntityField[];
  list: {
    /** Allowlists, in the order the OpenAPI document names them. */
    sorts: readonly string[];
    /**
     * Boolean fields filter on `true|false`; text and choice fields, and assignments (by their
     * `filterName`), on any of several values.
     */
    filters: readonly string[];
    /** The filters the list screen offers; all of `filters` when omitted. */
    screenFilters?: readonly string[];
    /**
     * The fields `search` matches, ignoring case and accents; a list of fields matches them
     * joined by a space (first and last name: "Jan Kowalski").
     */
    search: readonly SearchField[];
    /** Rows per page when the request does not say; 25 when omitted. */
    perPage?: number;
    /** The order the screens ask for. */
    defaultSort: { field: string; order: 'asc' | 'desc' };
    /**
     * The API's order when no sort is asked for: the default sort, the order of insertion, or
     * these sorts one after the other (last name, then first name).
     */
    unsorted?: 'defaultSort' | 'insertion' | readonly { field: string; order: 'asc' | 'desc' }[];
  };
  /** Deactivation (and activation back): whether it needs a reason. */
  deactivation: { reasonRequired: boolean };
  /**
   * The record's own account may `show` and `edit` it whatever the role (accounts: everyone
   * reads and edits their own profile); the permission table decides every other case.
   */
  ownRecord?: readonly ('show' | 'edit')[];
  /**
   * The audit trail's object type; the actions are `<objectType>_create|update|activate|deactivate`.
   * `unaudited` names the fields a change's audit row leaves out (`createdAt` and `updatedAt`
   * when omitted: they change with every write, or never).
   */
  audit: { objectType: string; unaudited?: readonly string[] };
  api: {
    /** Path under /api (`/v1/hospital/hospitals`). */
    path: string;
    /** The OpenAPI tag. */
    tag: string;
    /**
     * The id's second name, given beside `id` and answered by a create (`hospitalId`); without
     * one, the record has `id` alone and the engine's create answers `{ id }`.
     */
    idAlias?: string;
    /** The record schema's title (`Hospital`); the input's is `<title>Input`, the list's `<title>List`. */
    title: string;
    /**
     * How the OpenAPI summaries name one record and several (`disease category`, `disease
     * categories`), and `short`ly where the deactivation's reason is described (`category`).
     */
    noun: { one: string; many: string; short?: string };
    listDescription?: string;
    inputDescription: string;
    /** Who may call the routes the permission table guards, added to their summaries. */
    audience?: string;
    /** Summaries in place of the engine's (`One account: your own, or any for...`). */
    summaries?: Partial<Record<EntityRoute, string>>;
    /** Descriptions of routes beyond the list's. */
    descriptions?: Partial<Record<Exclude<EntityRoute, 'list'>, string>>;
    /** Routes that answer 409 for a rule of their own (the last central administrator). */
    conflicts?: readonly EntityRoute[];
  };
  /** The screens' paths. */
  routes: { list: string; show: string; edit: string; create: string };
  /** The menu entry's place among the others (shown to roles that may list the entity). */
  menu?: { order: number };
  /** The field that names a record in titles and pickers; `name` when omitted. */
  recordRepresentation?: string;
  texts: Record<
    Locale,
    {
      /** react-admin's resource name, singular |||| plural (|||| Polish genitive plural). */
      name: string;
      create: string;
      empty: string;
      /** A list whose search and filters find nothing ("No hospital matches the chosen filters."). */
      noResults: string;
      /** The change log's names of the object type and of its four actions. */
      objectType: string;
      auditActions: Record<'create' | 'update' | 'activate' | 'deactivate', string>;
      notifications: Record<ChangeEvent, string>;
    }
  >;
  /**
   * Catalogue keys of the notifications when the specification names them elsewhere than
   * `resources.<name>.notifications.<event>` (`registry.notifications.hospitalCreated`).
   */
  notificationKeys?: Partial<Record<ChangeEvent, string>>;
}

/**
 * Checks a declaration's shape where the type system does not: the names in the list contract,
 * and the field each `requiredWith` reads.
 */
export function defineEntity<const D extends EntityDeclaration>(declaration: D): D {
  const names = new Set(declaration.fields.map((field) => field.name));
  const filterNames = new Set(declaration.fields.map(filterNameOf));
  const { sorts, filters, search, defaultSort, screenFilters = [], unsorted } = declaration.list;
  const ordered = Array.isArray(unsorted) ? unsorted.map((sort) => sort.field) : [];
  for (const name of [...sorts, ...search.flat(), defaultSort.field, ...ordered]) {
    if (!names.has(name) && name !== 'id') {
      throw new Error(`${declaration.name}: the list names ${name}, which is no field`);
    }
  }
  for (const name of [...filters, ...screenFilters]) {
    if (!filterNames.has(name)) {
      throw new Error(`${declaration.name}: the list filters by ${name}, which is no field`);
    }
  }
  for (const field of declaration.fields) {
    const other = isAssignmentsField(field) ? field.requiredWith?.field : undefined;
    if (other !== undefined && !names.has(other)) {
      throw new Error(
        `${declaration.name}: ${field.name} is required with ${other}, which is no field`,
      );
    }
  }
  return declaration;
}

/** The standard fields, with the label each entity gives them (Aktywny, Aktywna...). */
export const activeField = (label: Texts): EntityStandardField => ({
  name: 'active',
  label,
  views: ['list', 'show'],
});

export const deactivationReasonField = (): EntityStandardField => ({
  name: 'deactivationReason',
  label: { pl: 'Powód dezaktywacji', en: 'Deactivation reason' },
  views: ['show'],
});

export const timestampFields = (): EntityStandardField[] => [
  { name: 'createdAt', label: { pl: 'Utworzono', en: 'Created' }, views: [] },
  { name: 'updatedAt', label: { pl: 'Zmieniono', en: 'Updated' }, views: [] },
];

/** The columns of the standard fields. */
export const STANDARD_COLUMNS: Record<StandardFieldName, string> = {
  active: 'active',
  deactivationReason: 'deactivation_reason',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};

export const auditAction = (
  declaration: EntityDeclaration,
  action: 'create' | 'update' | 'activate' | 'deactivate',
) => `${declaration.audit.objectType}_${action}`;

export const notificationKey = (declaration: EntityDeclaration, event: ChangeEvent) =>
  declaration.notificationKeys?.[event] ?? `resources.${declaration.name}.notifications.${event}`;

type Tree = { [key: string]: string | Tree };

function setPath(tree: Tree, path: string, text: string) {
  const parts = path.split('.');
  let node = tree;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    node = typeof next === 'object' ? next : (node[part] = {});
  }
  node[parts[parts.length - 1]!] = text;
}

/**
 * The catalogue entries of these declarations in one language, to be merged into i18n/pl.ts
 * and i18n/en.ts: `resources.<name>.{name, fields, helpers, actions.create, empty,
 * notifications}`, the notifications at their declared keys, and the change log's names of
 * the object types and actions (`resources.changes.objectTypes`, `.actionNames`).
 */
export function entityCatalogue(declarations: readonly EntityDeclaration[], locale: Locale): Tree {
  const tree: Tree = {};
  for (const declaration of declarations) {
    const texts = declaration.texts[locale];
    const base = `resources.${declaration.name}`;
    setPath(tree, `${base}.name`, texts.name);
    for (const field of declaration.fields) {
      setPath(tree, `${base}.fields.${field.name}`, field.label[locale]);
      if ('helper' in field && field.helper) {
        setPath(tree, `${base}.helpers.${field.name}`, field.helper[locale]);
      }
    }
    setPath(tree, `${base}.actions.create`, texts.create);
    setPath(tree, `${base}.empty`, texts.empty);
    setPath(tree, `${base}.noResults`, texts.noResults);
    for (const [event, text] of Object.entries(texts.notifications)) {
      setPath(tree, notificationKey(declaration, event as ChangeEvent), text);
    }
    setPath(
      tree,
      `resources.changes.objectTypes.${declaration.audit.objectType}`,
      texts.objectType,
    );
    for (const [action, text] of Object.entries(texts.auditActions)) {
      setPath(
        tree,
        `resources.changes.actionNames.${auditAction(declaration, action as 'create')}`,
        text,
      );
    }
  }
  return tree;
}
