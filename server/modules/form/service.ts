/**
 * Protocol forms of a patient: the list of the patient's forms, reading one form (its current
 * saved data, or an older version with the definition it was saved with), and saving it whole.
 *
 * Every call checks the permission table first (403), then the patient's scope (404 "Patient
 * does not exist"), then that the form belongs to a protocol the caller holds and the patient
 * has (404 "The form does not exist"). A save has its rich-text notes sanitised first (the
 * browser's allowlist, wherever the definition puts the rich-text widget, table rows included),
 * so that what is stored, audited and answered holds no active HTML; a read sanitises them again,
 * for versions saved before. A save also needs the patient's protocol active (409),
 * data that fits the current definition's JSON Schema (422 with the failing fields), plausible
 * dates (domain/formDates.ts: an event's date not after today in the registry's time zone, none
 * before the patient's birth, an end not before its start; 422 on the field), lookup
 * values that are entries of their dictionaries (422 "Value not found"), and the version it was
 * edited from to be the current one (409): nobody overwrites someone else's save unseen. Each
 * save adds a version, with its completeness and one audit row, in one statement that stores
 * them only if the patient and the protocol are still as the save read them: a save is three
 * round trips (the session's account, the form's context, the write), none in an open
 * transaction (DESIGN section 7).
 */
import { type Kysely, type Transaction } from 'kysely';
import {
  FORM_TYPES,
  type FormDefinitionVersion,
  type FormId,
  type FormType,
  type PatientFormSummary,
  type ProtocolFormData,
  type ProtocolFormSave,
  completeness,
  parseFormId,
} from '../../../domain/forms';
import { type FormDateContext } from '../../../domain/formDates';
import { type Locale } from '../../../domain/messages';
import { PROTOCOL_CODES, type ProtocolCode } from '../../../domain/protocols';
import { todayIso } from '../../../domain/validation';
import { type Database } from '../../db/schema';
import { ApiError, type FieldProblems, conflict } from '../../errors';
import { assertAllowed } from '../../http/permission';
import { richTextValue } from '../../forms/richText';
import { formDataErrors } from '../../forms/validator';
import { type Actor, type Auth, type Clock } from '../../http/context';
import { auditRow, diff } from '../../db/audit';
import { patientNotFound, visiblePatientId, visibleProtocolCodes } from '../patient/scope';
import {
  type DictionaryValue,
  type FormContext,
  type PatientFormRow,
  type SavedForm,
  dictionaryKey,
  existingDictionaryValues,
  findDefinition,
  findFormContext,
  insertOpenFormData,
  isVersionTaken,
  latestSave,
  patientFormRows,
} from './repository';

type Db = Kysely<Database> | Transaction<Database>;

const formNotFound = () => new ApiError(404, 'not_found', 'errors.formNotFound');
const versionNotFound = () => new ApiError(404, 'not_found', 'errors.notFound');

const formInvalid = (details: FieldProblems) =>
  new ApiError(422, 'validation_failed', 'errors.validationFailed', undefined, details);

/**
 * A stale save learns the current version, to load it and compare, and when and by whom it was
 * saved, for the user to know whom to ask.
 */
const formStale = (
  current: Pick<SavedForm, 'version' | 'saved_at' | 'saved_by_name'> | null | undefined,
) =>
  conflict('errors.formStale', {
    version: [{ message: 'validation.currentVersion', args: { version: current?.version ?? 0 } }],
    ...(current && {
      savedAt: [{ message: 'validation.savedAt', args: { at: instant(current.saved_at) } }],
    }),
    ...(current?.saved_by_name && {
      savedBy: [{ message: 'validation.savedBy', args: { name: current.saved_by_name } }],
    }),
  });

// ---------------------------------------------------------------------------------------------
// Fields by widget: where a definition's UI schema puts the dictionary lookup widget, and the
// rich-text one.

/** The path segment that stands for every row of a table. */
const ROWS = Symbol('rows');

/** Property names from the root, ROWS for the rows of a table. */
export type FieldPath = readonly (string | typeof ROWS)[];

export interface LookupField {
  path: FieldPath;
  dictionary: string;
}

interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
}

type UiNode = Record<string, unknown>;

/** The fields a widget renders: the schema walked with its UI schema, into table rows. */
function widgetFields(schema: object, uiSchema: object, widget: string) {
  const found: { path: FieldPath; ui: UiNode }[] = [];
  const walk = (node: SchemaNode, ui: UiNode, path: FieldPath) => {
    if (ui['ui:widget'] === widget) {
      found.push({ path, ui });
      return;
    }
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      walk(child, (ui[name] as UiNode | undefined) ?? {}, [...path, name]);
    }
    if (node.items) walk(node.items, (ui.items as UiNode | undefined) ?? {}, [...path, ROWS]);
  };
  walk(schema as SchemaNode, uiSchema as UiNode, []);
  return found;
}

/** The lookup fields of a definition. */
export function lookupFields(schema: object, uiSchema: object): LookupField[] {
  return widgetFields(schema, uiSchema, 'dictionaryLookup').map(({ path, ui }) => {
    const options = ui['ui:options'] as { dictionary?: unknown } | undefined;
    return { path, dictionary: String(options?.dictionary) };
  });
}

/** The rich-text fields of a definition. */
export function richTextFields(schema: object, uiSchema: object): FieldPath[] {
  return widgetFields(schema, uiSchema, 'richText').map(({ path }) => path);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A copy of form data with the notes of these rich-text fields sanitised, and notes left with
 * nothing to say removed, as the browser's editor stores them. Anything else is left as it is,
 * for the schema to judge.
 */
export function withCleanRichText<Data>(fields: readonly FieldPath[], data: Data): Data {
  if (!fields.length) return data;
  const copy = structuredClone(data);
  const clean = (holder: Record<string, unknown> | unknown[], key: string | number) => {
    const value = (holder as Record<string | number, unknown>)[key];
    if (typeof value !== 'string') return;
    const kept = richTextValue(value);
    if (kept !== undefined) (holder as Record<string | number, unknown>)[key] = kept;
    else if (Array.isArray(holder)) holder[key as number] = '';
    else delete holder[key as string];
  };
  const visit = (node: unknown, path: FieldPath) => {
    const [head, ...rest] = path;
    if (head === ROWS) {
      if (!Array.isArray(node)) return;
      node.forEach((_, index) => (rest.length ? visit(node[index], rest) : clean(node, index)));
    } else if (head !== undefined && isRecord(node)) {
      if (rest.length) visit(node[head], rest);
      else clean(node, head);
    }
  };
  for (const path of fields) visit(copy, path);
  return copy;
}

/** The values the data holds in lookup fields, keyed as the 422 details key them. */
export function lookupValues(
  fields: readonly LookupField[],
  data: unknown,
): (DictionaryValue & { key: string })[] {
  const values: (DictionaryValue & { key: string })[] = [];
  const collect = (field: LookupField, rest: LookupField['path'], node: unknown, at: string[]) => {
    const [head, ...tail] = rest;
    if (head === undefined) {
      if (typeof node === 'string' && node.trim() !== '') {
        values.push({ key: at.join('.'), dictionary: field.dictionary, value: node });
      }
    } else if (head === ROWS) {
      if (Array.isArray(node)) {
        node.forEach((row, index) => collect(field, tail, row, [...at, String(index)]));
      }
    } else if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
      collect(field, tail, (node as Record<string, unknown>)[head], [...at, head]);
    }
  };
  for (const field of fields) collect(field, field.path, data, []);
  return values;
}

// ---------------------------------------------------------------------------------------------

/** A version of a definition as the service uses it; stored versions never change. */
interface Definition {
  version: number;
  /** Validation and completeness use the Polish schema: the English one differs only in words. */
  schema: object;
  schemaText: Record<Locale, string>;
  uiSchema: Record<Locale, Record<string, unknown>>;
  lookups: LookupField[];
  richTexts: FieldPath[];
}

/** The form a call names, once known to belong to the patient and the caller. */
interface PatientForm {
  formId: FormId;
  protocol: ProtocolCode;
  type: FormType;
  patientId: number;
  /** Whether the patient's protocol is active: only then may the form be saved. */
  active: boolean;
  currentVersion: number;
}

const instant = (value: Date | string) => new Date(value).toISOString();

const summaryOrder = (row: PatientFormRow) =>
  PROTOCOL_CODES.indexOf(row.protocol) * FORM_TYPES.length + FORM_TYPES.indexOf(row.type);

/** A JSON value with the keys of every object in order: the database does not keep their order. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

/**
 * The audit changes of a save: the form, its version, and the sections that changed. The demo
 * data (demo/seed.ts) records its saves with it too.
 */
export function formSaveChanges(
  form: { formId: string; protocol: string },
  before: { version: number; data: Record<string, unknown> },
  after: { version: number; data: Record<string, unknown> },
) {
  const previous = sortedKeys(before.data) as Record<string, unknown>;
  // A section emptied out is a change to null, not a field the diff would skip.
  const removed = Object.fromEntries(Object.keys(previous).map((section) => [section, null]));
  return {
    ...diff(previous, { ...removed, ...(sortedKeys(after.data) as Record<string, unknown>) }),
    formId: { old: form.formId, new: form.formId },
    // The patient's history leaves out rows about protocols the reader does not hold.
    protocol: { old: form.protocol, new: form.protocol },
    version: { old: before.version, new: after.version },
  };
}

export class FormService {
  /** Definition versions by `formId@version`, read once per process. */
  private readonly definitions = new Map<string, Definition>();

  /** The definition each form last had as its current one, by form id. */
  private readonly lastCurrent = new Map<string, Definition>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** The forms of the patient's active protocols that the caller holds, with their last save. */
  async patientForms(auth: Auth, patientId: number): Promise<PatientFormSummary[]> {
    assertAllowed(auth, 'protocolForms', 'list');
    const id = await visiblePatientId(this.db, auth, patientId);
    const rows = await patientFormRows(this.db, id, visibleProtocolCodes(auth));
    return rows
      .sort((a, b) => summaryOrder(a) - summaryOrder(b))
      .map((row) => ({
        formId: row.form_id,
        protocol: row.protocol,
        type: row.type,
        version: row.version ?? 0,
        savedAt: row.saved_at === null ? null : instant(row.saved_at),
        savedByName: row.saved_by_name,
        completeness: row.completeness ?? 0,
      }));
  }

  /**
   * The current saved data with the current definition, or, with `version`, an older saved
   * version with the definition it was saved with.
   */
  async read(
    auth: Auth,
    formId: string,
    patientId: number,
    version: number | undefined,
    locale: Locale,
  ): Promise<ProtocolFormData> {
    assertAllowed(auth, 'protocolForms', 'show');
    const { form, saved } = await this.patientForm(this.db, auth, { patientId, formId, version });
    if (version !== undefined && !saved) throw versionNotFound();
    const definition = await this.definition(
      this.db,
      form.formId,
      version === undefined ? form.currentVersion : saved!.definition_version,
    );
    return formData(form, definition, saved, locale);
  }

  /**
   * One stored version of a form's definition in the request's language, for reading what older
   * saves hold (the patient's history labels a save's fields with it). Any form of a protocol the
   * caller holds; another protocol's, an unknown form or version, is a 404 "The form does not
   * exist".
   */
  async definitionVersion(
    auth: Auth,
    formId: string,
    version: number,
    locale: Locale,
  ): Promise<FormDefinitionVersion> {
    assertAllowed(auth, 'protocolForms', 'show');
    const parsed = parseFormId(formId);
    if (!parsed || !visibleProtocolCodes(auth).includes(parsed.protocol)) throw formNotFound();
    const definition = await this.definition(this.db, formId as FormId, version);
    return {
      formId: formId as FormId,
      ...parsed,
      version: definition.version,
      schema: definition.schemaText[locale],
      uiSchema: definition.uiSchema[locale],
    };
  }

  async save(
    auth: Auth,
    formId: string,
    patientId: number,
    input: ProtocolFormSave,
    locale: Locale,
    actor: Actor,
  ): Promise<ProtocolFormData> {
    assertAllowed(auth, 'protocolForms', 'edit');
    // The dictionary values the data names under the definition last current, looked up along
    // with the form's context; checked again below against the current definition.
    const lastCurrent = this.lastCurrent.get(formId);
    const dictionaryValues = lastCurrent ? lookupValues(lastCurrent.lookups, input.formData) : [];
    const {
      form,
      saved: previous,
      callerName,
      birthDate,
      knownValues,
    } = await this.patientForm(this.db, auth, { patientId, formId, dictionaryValues });
    if (!form.active) throw conflict('errors.protocolInactive');
    const definition = await this.definition(this.db, form.formId, form.currentVersion);
    this.lastCurrent.set(formId, definition);
    const data = withCleanRichText(definition.richTexts, input.formData);
    const asked = new Set(dictionaryValues.map(dictionaryKey));
    await this.check(
      this.db,
      definition,
      data,
      { today: todayIso(this.clock.now()), birthDate },
      { asked, known: knownValues ?? new Set() },
    );

    const current = previous?.version ?? 0;
    if (input.version !== current) throw formStale(previous);
    const saved: SavedForm = {
      patient_id: form.patientId,
      form_id: form.formId,
      version: current + 1,
      definition_version: definition.version,
      data,
      completeness: completeness(definition.schema, data),
      saved_by: auth.accountId,
      saved_at: this.clock.now(),
      saved_by_name: callerName,
    };
    let stored: boolean;
    try {
      stored = await insertOpenFormData(
        this.db,
        auth,
        form.protocol,
        {
          patientId: saved.patient_id,
          formId: saved.form_id,
          version: saved.version,
          definitionVersion: saved.definition_version,
          data: saved.data,
          completeness: saved.completeness,
          savedBy: auth.accountId,
          at: saved.saved_at,
        },
        auditRow(actor, {
          action: 'form_saved',
          objectType: 'patient',
          objectId: form.patientId,
          changes: formSaveChanges(
            form,
            { version: current, data: previous?.data ?? {} },
            { version: saved.version, data: saved.data },
          ),
          at: saved.saved_at,
        }),
      );
    } catch (error) {
      // Another save of the same version was stored between our read and our write.
      if (!isVersionTaken(error)) throw error;
      throw formStale(await latestSave(this.db, patientId, formId));
    }
    if (!stored) {
      // The patient left the caller's scope (404) or the protocol was closed (409) meanwhile.
      const { form: now, saved: latest } = await this.patientForm(this.db, auth, {
        patientId,
        formId,
      });
      if (!now.active) throw conflict('errors.protocolInactive');
      throw formStale(latest);
    }
    // Its notes were cleaned above.
    return formData(form, definition, saved, locale, { clean: true });
  }

  /**
   * The data must fit the schema and hold plausible dates (422 with the failing fields), then
   * name known entries.
   */
  private async check(
    db: Db,
    definition: Definition,
    data: unknown,
    dates: FormDateContext,
    prefetched: { asked: ReadonlySet<string>; known: ReadonlySet<string> },
  ) {
    const errors = formDataErrors(definition.schema, data, dates);
    if (errors) throw formInvalid(errors);
    const values = lookupValues(definition.lookups, data);
    const known = values.every((value) => prefetched.asked.has(dictionaryKey(value)))
      ? prefetched.known
      : await existingDictionaryValues(db, values);
    const unknown = values.filter((value) => !known.has(dictionaryKey(value)));
    if (unknown.length) {
      throw formInvalid(
        Object.fromEntries(unknown.map(({ key }) => [key, [{ message: 'errors.valueNotFound' }]])),
      );
    }
  }

  /**
   * The form that `formId` names with the patient's state for it: the patient must be in the
   * caller's scope (404 "Patient does not exist"), the form's protocol one the caller holds and
   * the patient has, active or not, and its definition in the database (404 "The form does not
   * exist").
   */
  private async patientForm(
    db: Db,
    auth: Auth,
    target: {
      patientId: number;
      formId: string;
      version?: number;
      dictionaryValues?: readonly DictionaryValue[];
    },
  ): Promise<
    { form: PatientForm } & Pick<FormContext, 'saved' | 'callerName' | 'birthDate' | 'knownValues'>
  > {
    const parsed = parseFormId(target.formId);
    const context = await findFormContext(db, auth, {
      ...target,
      protocol: parsed?.protocol ?? '',
    });
    if (!context) throw patientNotFound();
    const { protocolActive, currentVersion } = context;
    if (!parsed || !visibleProtocolCodes(auth).includes(parsed.protocol)) throw formNotFound();
    if (protocolActive === null || currentVersion === null) throw formNotFound();
    return {
      form: {
        formId: target.formId as FormId,
        ...parsed,
        patientId: target.patientId,
        active: protocolActive,
        currentVersion,
      },
      saved: context.saved,
      callerName: context.callerName,
      birthDate: context.birthDate,
      knownValues: context.knownValues,
    };
  }

  private async definition(db: Db, formId: FormId, version: number): Promise<Definition> {
    const key = `${formId}@${version}`;
    const known = this.definitions.get(key);
    if (known) return known;
    const row = await findDefinition(db, formId, version);
    if (!row) throw formNotFound();
    const definition: Definition = {
      version,
      schema: row.schema_pl,
      schemaText: { pl: JSON.stringify(row.schema_pl), en: JSON.stringify(row.schema_en) },
      uiSchema: {
        pl: row.ui_schema_pl as Record<string, unknown>,
        en: row.ui_schema_en as Record<string, unknown>,
      },
      lookups: lookupFields(row.schema_pl, row.ui_schema_pl),
      richTexts: richTextFields(row.schema_pl, row.ui_schema_pl),
    };
    this.definitions.set(key, definition);
    return definition;
  }
}

function formData(
  form: PatientForm,
  definition: Definition,
  saved: SavedForm | null,
  locale: Locale,
  { clean = false } = {},
): ProtocolFormData {
  const data = saved?.data ?? {};
  return {
    formId: form.formId,
    protocol: form.protocol,
    type: form.type,
    patientId: form.patientId,
    // Sanitised again on the way out: versions saved before the server sanitised are kept as
    // they were.
    formData: clean ? data : withCleanRichText(definition.richTexts, data),
    schema: definition.schemaText[locale],
    uiSchema: definition.uiSchema[locale],
    version: saved?.version ?? 0,
    definitionVersion: definition.version,
    savedAt: saved ? instant(saved.saved_at) : null,
    savedByName: saved?.saved_by_name ?? null,
    completeness: saved?.completeness ?? 0,
  };
}
