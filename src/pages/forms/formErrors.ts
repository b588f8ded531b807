/**
 * A protocol form's errors as react-jsonschema-form shows them, worded as the server words them:
 * the browser's Ajv errors go through the same domain schemaErrorMessage, and the server's 422
 * details become RJSF `extraErrors` on the right inputs. A detail key is a dotted path,
 * `diagnosis.icd10`, or `list.rowIndex.fieldId` for a cell of a table row,
 * `treatmentCourses.0.startDate` (spec section 5); a segment's bracket suffix is trimmed
 * (`agents[0]` is `agents`). RJSF's own labels (add a row, remove it...) come from the catalogue.
 */
import { ErrorSchemaBuilder, TranslatableString, englishStringTranslator } from '@rjsf/utils';
import type {
  CustomValidator,
  ErrorSchema,
  ErrorTransformer,
  FormValidation,
  RJSFValidationError,
} from '@rjsf/utils';
import type { TranslateFunction } from 'react-admin';
import { formAnswerFailures } from '../../../domain/formAnswers';
import { formDateFailures } from '../../../domain/formDates';
import { schemaErrorMessage } from '../../../domain/forms';
import { type Locale, todayIso, translate as translateDomain } from '../../../domain';
import { bareFieldName } from '../../providers/validationDetails';

/** Detail keys that name the form as a whole rather than a field. */
const FORM_KEYS = new Set(['', '_', '_form']);

export interface ServerFormErrors {
  /** For RJSF's `extraErrors`. */
  errorSchema: ErrorSchema;
  /** Messages about the form as a whole, shown above it. */
  formErrors: string[];
}

export function serverFormErrors(details: Record<string, readonly string[]> | undefined) {
  const builder = new ErrorSchemaBuilder();
  const formErrors: string[] = [];
  for (const [key, messages] of Object.entries(details ?? {})) {
    if (!messages.length) continue;
    const path = key.split('.').map(bareFieldName).filter(Boolean);
    if (FORM_KEYS.has(key) || !path.length) formErrors.push(...messages);
    else builder.addErrors([...messages], path);
  }
  return { errorSchema: builder.ErrorSchema, formErrors } satisfies ServerFormErrors;
}

/** RJSF's `transformErrors`: each Ajv error in the words the server would use. */
export function localizedErrors(locale: Locale): ErrorTransformer {
  return (errors: RJSFValidationError[]) =>
    errors.map((error) => {
      const message = schemaErrorMessage(
        { keyword: error.name ?? '', instancePath: '', params: error.params ?? {} },
        locale,
      );
      return { ...error, message, stack: `${error.property ?? ''} ${message}`.trim() };
    });
}

/**
 * RJSF's `customValidate`: the dates of the form held to the rules the server holds them to
 * (domain/formDates.ts), and a field that contradicts the answer it belongs to
 * (domain/formAnswers.ts), each failure on its field, worded as the server words it. Today is the
 * registry's date by this device's clock, `now` at each validation.
 */
export function dateValidator(
  schema: object,
  birthDate: string | null,
  locale: Locale,
  now: () => Date = () => new Date(),
): CustomValidator {
  return (formData, errors) => {
    const failures = formDateFailures(schema, formData, { today: todayIso(now()), birthDate });
    for (const [key, found] of Object.entries(formAnswerFailures(schema, formData))) {
      (failures[key] ??= []).push(...found);
    }
    for (const [key, found] of Object.entries(failures)) {
      let handler: FormValidation | undefined = errors;
      for (const segment of key.split('.')) {
        handler = (handler as Record<string, FormValidation | undefined> | undefined)?.[segment];
      }
      for (const { message, args } of found) {
        handler?.addError?.(translateDomain(locale, message, args));
      }
    }
    return errors;
  };
}

/** RJSF's strings the registry's forms show, by their message keys. */
const RJSF_STRINGS: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.AddButton]: 'forms.rjsf.add',
  [TranslatableString.AddItemButton]: 'forms.rjsf.addRow',
  [TranslatableString.RemoveButton]: 'forms.rjsf.removeRow',
  [TranslatableString.CopyButton]: 'forms.rjsf.copyRow',
  [TranslatableString.MoveUpButton]: 'forms.rjsf.moveUp',
  [TranslatableString.MoveDownButton]: 'forms.rjsf.moveDown',
  [TranslatableString.ArrayItemTitle]: 'forms.rjsf.row',
  [TranslatableString.EmptyArray]: 'forms.rjsf.noRows',
  [TranslatableString.YesLabel]: 'forms.rjsf.yes',
  [TranslatableString.NoLabel]: 'forms.rjsf.no',
  [TranslatableString.CloseLabel]: 'forms.rjsf.close',
  [TranslatableString.ErrorsLabel]: 'forms.rjsf.errors',
  [TranslatableString.ClearLabel]: 'forms.rjsf.clear',
  [TranslatableString.ClearButton]: 'forms.rjsf.clear',
  [TranslatableString.NowLabel]: 'forms.rjsf.now',
  [TranslatableString.AriaDateLabel]: 'forms.rjsf.pickDate',
};

/** RJSF's `translateString` over the app's catalogue; anything else in RJSF's English. */
export function rjsfTranslator(translate: TranslateFunction) {
  return (text: TranslatableString, params?: string[]) => {
    const key = RJSF_STRINGS[text];
    return key ? translate(key) : englishStringTranslator(text, params);
  };
}
