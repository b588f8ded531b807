/**
 * react-jsonschema-form's validator for protocol forms, without eval: the schema is interpreted
 * (./formSchema.ts) instead of compiled to code by Ajv, which the app's Content-Security-Policy
 * forbids. It answers as @rjsf/validator-ajv8 6.11 does, error for error: the raw errors are
 * Ajv's, and they become RJSF's errors (`name`, `property`, `message`, `params`, `stack`,
 * `schemaPath`, `title`) and error schema by the same steps as validator-ajv8's
 * processRawValidationErrors, which this follows line by line. A schema it cannot check is
 * reported as validator-ajv8 reports one Ajv cannot compile: an error under `$schema`.
 */
import {
  ErrorSchemaBuilder,
  createErrorHandler,
  getByPath,
  getDefaultFormState,
  getUiOptions,
  toErrorSchema,
  toPath,
  unwrapErrorHandler,
  validationDataMerge,
} from '@rjsf/utils';
import type {
  CustomValidator,
  ErrorTransformer,
  RJSFSchema,
  RJSFValidationError,
  UiSchema,
  ValidationData,
  ValidatorType,
} from '@rjsf/utils';
import { formSchemaErrors } from './formSchema';
import type { FormSchemaError } from './formSchema';

/** The property names an error is about, whose titles replace them in its message. */
function namedProperties(params: Record<string, unknown>): string[] {
  const deps = typeof params.deps === 'string' ? params.deps.split(', ') : [];
  return [...deps, params.missingProperty, params.property].filter(
    (name): name is string => typeof name === 'string' && name !== '',
  );
}

/** A raw error as RJSF shows it, titled from the UI schema or the schema (validator-ajv8's way). */
function toValidationError(
  error: FormSchemaError,
  uiSchema: UiSchema | undefined,
  rootSchema: RJSFSchema,
): RJSFValidationError {
  const { instancePath, keyword, params, schemaPath, parentSchema } = error;
  let { message } = error;
  let property = instancePath.replace(/\//g, '.');
  let stack = `${property} ${message}`.trim();
  let title = '';
  const names = namedProperties(params);
  const propertyParts = () => property.replace(/^\./, '').split('.').filter(Boolean);

  if (names.length > 0) {
    for (const name of names) {
      const path = property ? `${property}.${name}` : name;
      let found = getUiOptions(getByPath<UiSchema | undefined>(uiSchema, toPath(path))).title;
      if (found === undefined) {
        const uiPath = schemaPath
          .replace(/\/properties\//g, '/')
          .split('/')
          .slice(1, -1)
          .concat([name]);
        found = getUiOptions(getByPath<UiSchema | undefined>(uiSchema, uiPath)).title;
      }
      if (found === undefined) {
        found = getByPath<string | undefined>(uiSchema, [...propertyParts(), name, 'title']);
      }
      if (found) {
        message = message.replace(`'${name}'`, `'${found}'`);
        title = found;
        continue;
      }
      const parentTitle = getByPath<string | undefined>(parentSchema, [
        'properties',
        name,
        'title',
      ]);
      if (parentTitle) {
        message = message.replace(`'${name}'`, `'${parentTitle}'`);
        title = parentTitle;
        continue;
      }
      const rootPath = propertyParts().flatMap((part) => ['properties', part]);
      const rootTitle = getByPath<string | undefined>(rootSchema, [
        ...rootPath,
        'properties',
        name,
        'title',
      ]);
      if (rootTitle) {
        message = message.replace(`'${name}'`, `'${rootTitle}'`);
        title = rootTitle;
      }
    }
    stack = message;
  } else {
    const uiTitle = getUiOptions(getByPath<UiSchema | undefined>(uiSchema, toPath(property))).title;
    const parentTitle = typeof parentSchema.title === 'string' ? parentSchema.title : undefined;
    if (uiTitle) {
      stack = `'${uiTitle}' ${message}`.trim();
      title = uiTitle;
    } else if (parentTitle) {
      stack = `'${parentTitle}' ${message}`.trim();
      title = parentTitle;
    }
  }

  if ('missingProperty' in params) {
    property = property
      ? `${property}.${String(params.missingProperty)}`
      : String(params.missingProperty);
  }
  // No `anyOf`/`oneOf` in these schemas: validator-ajv8's duplicate filter has nothing to drop.
  return { name: keyword, property, message, params, stack, schemaPath, title };
}

/** The raw result, as validator-ajv8's rawValidation gives it: no `errors` when the data fits. */
function rawResult(schema: unknown, formData: unknown) {
  try {
    const errors = formSchemaErrors(schema, formData);
    return { errors: errors.length ? errors : undefined, validationError: undefined };
  } catch (error) {
    return { errors: undefined, validationError: error as Error };
  }
}

export const formValidator: ValidatorType = {
  rawValidation<Result>(schema: RJSFSchema, formData?: unknown) {
    const { errors, validationError } = rawResult(schema, formData);
    return { errors: errors as Result[] | undefined, validationError };
  },

  validateFormData(
    formData: unknown,
    schema: RJSFSchema,
    customValidate?: CustomValidator,
    transformErrors?: ErrorTransformer,
    uiSchema?: UiSchema,
  ): ValidationData<unknown> {
    const { errors: rawErrors = [], validationError } = rawResult(schema, formData);
    let errors = rawErrors.map((error) => toValidationError(error, uiSchema, schema));
    if (validationError) errors = [...errors, { stack: validationError.message }];
    if (typeof transformErrors === 'function') errors = transformErrors(errors, uiSchema);

    let errorSchema = toErrorSchema(errors);
    if (validationError) {
      errorSchema = new ErrorSchemaBuilder(errorSchema).addErrors(
        validationError.message,
        '$schema',
      ).ErrorSchema;
    }
    if (typeof customValidate !== 'function') return { errors, errorSchema };

    // Form data with undefined values, which custom validation needs.
    const withDefaults = getDefaultFormState(formValidator, schema, formData, schema, true);
    const handler = customValidate(
      withDefaults,
      createErrorHandler(withDefaults),
      uiSchema,
      errorSchema,
    );
    return validationDataMerge({ errors, errorSchema }, unwrapErrorHandler(handler));
  },

  /** RJSF asks this of subschemas (`oneOf` options, `if` conditions); these forms have no `$ref`. */
  isValid(schema: RJSFSchema, formData: unknown) {
    const { errors, validationError } = rawResult(schema, formData);
    if (validationError) {
      console.warn('Error encountered compiling schema:', validationError);
      return false;
    }
    return errors === undefined;
  },
};
