/**
 * Protocol forms as the browser and the server agree on them: which forms exist (one basic and
 * one extended per protocol), the shapes the form API answers, how a saved form's completeness
 * is counted, how validation errors are keyed and worded, and the constants of spec section 9.
 * The definitions themselves (JSON Schema and UI schema) live in server/forms/ and reach the
 * browser through the API.
 */
import { DEFAULT_LOCALE, type Locale, translate } from './messages';
import { PROTOCOL_CODES, isKnownProtocol, type ProtocolCode } from './protocols';
import type { RuleFailure } from './validation';

export const FORM_TYPES = ['basic', 'extended'] as const;
export type FormType = (typeof FORM_TYPES)[number];

/**
 * A form's id names its protocol and type, `STS-basic` or `STS-extended`: stable across
 * definition versions and databases, so links and bookmarks keep working.
 */
export type FormId = `${ProtocolCode}-${FormType}`;

export const FORM_ID_PATTERN = `^(${PROTOCOL_CODES.join('|')})-(${FORM_TYPES.join('|')})$`;

export function formIdOf(protocol: ProtocolCode, type: FormType): FormId {
  return `${protocol}-${type}`;
}

export function parseFormId(formId: string): { protocol: ProtocolCode; type: FormType } | null {
  const [protocol, type, ...rest] = formId.split('-');
  if (rest.length > 0 || !isKnownProtocol(protocol)) return null;
  if (!(FORM_TYPES as readonly string[]).includes(type ?? '')) return null;
  return { protocol, type: type as FormType };
}

/** One row of `GET /v1/form/patient-forms/{patientId}`. */
export interface PatientFormSummary {
  formId: FormId;
  protocol: ProtocolCode;
  type: FormType;
  /** The saved version, 0 when nobody has saved the form yet. */
  version: number;
  savedAt: string | null;
  savedByName: string | null;
  /** Percentage (0-100) of the form's fields that hold a value. */
  completeness: number;
}

/** `GET /v1/form/forms/{formId}/protocol-form-data/{patientId}` and the answer to a save. */
export interface ProtocolFormData {
  formId: FormId;
  protocol: ProtocolCode;
  type: FormType;
  patientId: number;
  formData: Record<string, unknown>;
  /** The JSON Schema of the definition, as text, in the request's language. */
  schema: string;
  uiSchema: Record<string, unknown>;
  /** The saved version the form data is (0: never saved); a save must name it. */
  version: number;
  /** The version of the definition the schema is; saved data records the one it was saved with. */
  definitionVersion: number;
  savedAt: string | null;
  savedByName: string | null;
  completeness: number;
}

/** `GET /v1/form/forms/{formId}/definitions/{version}`: one stored version of a definition. */
export interface FormDefinitionVersion {
  formId: FormId;
  protocol: ProtocolCode;
  type: FormType;
  version: number;
  /** The JSON Schema, as text, in the request's language. */
  schema: string;
  uiSchema: Record<string, unknown>;
}

/** The body of a save: the whole form and the version it was edited from. */
export interface ProtocolFormSave {
  formData: Record<string, unknown>;
  version: number;
}

/** Spec section 9. */
export const OFFLINE_QUEUE_LIMIT = 30;
export const RICH_TEXT_THROTTLE_MS = 300;
export const RICH_TEXT_MAX_LENGTH = 20_000;

/**
 * The volume of a tumour from its three dimensions, as an ellipsoid (pi/6 x length x width x
 * thickness, the formula radiology reports and the SIOP protocols use), in cm³ to one decimal.
 * Null until all three are positive numbers.
 */
export function ellipsoidVolume(
  length: number | null | undefined,
  width: number | null | undefined,
  thickness: number | null | undefined,
): number | null {
  const sides = [length, width, thickness];
  if (!sides.every((side) => typeof side === 'number' && Number.isFinite(side) && side > 0)) {
    return null;
  }
  const volume = (Math.PI / 6) * (length as number) * (width as number) * (thickness as number);
  return Math.round(volume * 10) / 10;
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
};

function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

function countFields(schema: JsonSchema, data: unknown): { total: number; filled: number } {
  if (schema.type === 'object' && schema.properties) {
    const record =
      data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
    return Object.entries(schema.properties).reduce(
      (sum, [name, child]) => {
        const part = countFields(child, record[name]);
        return { total: sum.total + part.total, filled: sum.filled + part.filled };
      },
      { total: 0, filled: 0 },
    );
  }
  return { total: 1, filled: isFilled(data) ? 1 : 0 };
}

/**
 * How complete a form is: the percentage of its fields that hold a value. Fields inside a group
 * count one by one; a table counts as one field, filled once it has a row.
 */
export function completeness(schema: object, data: unknown): number {
  const { total, filled } = countFields(schema as JsonSchema, data);
  return total === 0 ? 0 : Math.round((filled / total) * 100);
}

/** The part of an Ajv error the messages need (Ajv's ErrorObject fits it). */
export interface SchemaError {
  keyword: string;
  /** JSON Pointer of the value in error: `/treatmentCourses/0/agent`. */
  instancePath: string;
  params: Record<string, unknown>;
}

/**
 * The key a schema error is reported under: the path with dots, `diagnosis.icd10`, and for a row
 * of a table `list.rowIndex.fieldId` (spec section 5), `treatmentCourses.0.agent`. A missing
 * required field is reported on the field itself, not on the object that lacks it.
 */
export function schemaErrorKey(error: SchemaError): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    segments.push(error.params.missingProperty);
  }
  if (
    error.keyword === 'additionalProperties' &&
    typeof error.params.additionalProperty === 'string'
  ) {
    segments.push(error.params.additionalProperty);
  }
  return segments.join('.');
}

/**
 * A schema error as a rule failure (a message key and its arguments), the way every other
 * validation failure reaches the API's error body, which words it in the request's language.
 */
export function schemaErrorFailure(error: SchemaError): RuleFailure {
  const limit = { limit: (error.params.limit as number | undefined) ?? 0 };
  switch (error.keyword) {
    case 'required':
      return { message: 'validation.required' };
    case 'maxLength':
      return { message: 'validation.max', args: limit };
    case 'minLength':
      return limit.limit === 1
        ? { message: 'validation.required' }
        : { message: 'validation.min', args: limit };
    case 'minimum':
      return { message: 'validation.formMinimum', args: limit };
    case 'exclusiveMinimum':
      return { message: 'validation.formAbove', args: limit };
    case 'maximum':
      return { message: 'validation.formMaximum', args: limit };
    case 'exclusiveMaximum':
      return { message: 'validation.formBelow', args: limit };
    case 'maxItems':
      return { message: 'validation.formMaxItems', args: limit };
    case 'enum':
    case 'const':
    case 'oneOf':
    case 'anyOf':
      return { message: 'validation.formChoice' };
    case 'format':
      return {
        message: error.params.format === 'date' ? 'validation.formDate' : 'validation.invalidValue',
      };
    case 'additionalProperties':
      return { message: 'validation.unknownField' };
    case 'type':
      return {
        message:
          error.params.type === 'integer'
            ? 'validation.formInteger'
            : error.params.type === 'number'
              ? 'validation.formNumber'
              : 'validation.invalidValue',
      };
    default:
      return { message: 'validation.invalidValue' };
  }
}

/** A schema error in the user's words, in the user's language. */
export function schemaErrorMessage(error: SchemaError, locale: Locale = DEFAULT_LOCALE): string {
  const { message, args } = schemaErrorFailure(error);
  return translate(locale, message, args);
}

/**
 * The errors of a whole form as the API's 422 details: one entry per field, each failure once.
 * The choice branches of a `oneOf` produce several errors for one wrong value; they read as one.
 */
export function schemaErrorFailures(errors: readonly SchemaError[]): Record<string, RuleFailure[]> {
  const failures: Record<string, RuleFailure[]> = {};
  for (const error of errors) {
    const failure = schemaErrorFailure(error);
    const listed = (failures[schemaErrorKey(error) || '_form'] ??= []);
    const same = (other: RuleFailure) =>
      other.message === failure.message && other.args?.limit === failure.args?.limit;
    if (!listed.some(same)) listed.push(failure);
  }
  return failures;
}

/** The same details worded in one language. */
export function schemaErrorDetails(
  errors: readonly SchemaError[],
  locale: Locale = DEFAULT_LOCALE,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(schemaErrorFailures(errors)).map(([key, failures]) => [
      key,
      failures.map(({ message, args }) => translate(locale, message, args)),
    ]),
  );
}
