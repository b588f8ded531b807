/**
 * Server-side validation of saved form data: Ajv (draft 7, the engine react-jsonschema-form's
 * validator uses in the browser) with the standard formats, one compiled validator per
 * definition version, errors as rule failures keyed as the API's 422 details
 * (`diagnosis.icd10`, `treatmentCourses.0.startDate`), which the error body words in the
 * caller's language.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import {
  DATE_KIND_KEYWORD,
  END_OF_KEYWORD,
  type FormDateContext,
  formDateFailures,
} from '../../domain/formDates';
import { ONLY_WHEN_KEYWORD, formAnswerFailures } from '../../domain/formAnswers';
import { schemaErrorFailures } from '../../domain/forms';
import type { RuleFailure } from '../../domain/validation';

const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false });
addFormats.default(ajv, ['date', 'date-time', 'email']);
// Annotations of date fields, which the domain's formDateFailures reads (it needs the patient
// and today); for Ajv they check nothing.
ajv.addVocabulary([DATE_KIND_KEYWORD, END_OF_KEYWORD, ONLY_WHEN_KEYWORD]);

const compiled = new WeakMap<object, ValidateFunction>();

/** Compiles a schema (once per schema object); throws when the schema itself is invalid. */
export function compileFormSchema(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/**
 * The 422 details for form data that does not fit its schema, or null when it fits. With the
 * patient's birth date and today, the dates are held to domain/formDates.ts's rules too.
 */
export function formDataErrors(
  schema: object,
  data: unknown,
  dates?: FormDateContext,
): Record<string, RuleFailure[]> | null {
  const validate = compileFormSchema(schema);
  const failures = validate(data) ? {} : schemaErrorFailures(validate.errors ?? []);
  for (const [key, found] of Object.entries(formAnswerFailures(schema, data))) {
    (failures[key] ??= []).push(...found);
  }
  if (dates) {
    for (const [key, found] of Object.entries(formDateFailures(schema, data, dates))) {
      (failures[key] ??= []).push(...found);
    }
  }
  return Object.keys(failures).length ? failures : null;
}
