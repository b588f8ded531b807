/**
 * One protocol form drawn by react-jsonschema-form in the MUI theme, from the definition's JSON
 * Schema and UI schema as the API serves them. Validation gives Ajv's errors (the engine the
 * server uses) without Ajv's eval, which the Content-Security-Policy forbids: ./formValidator.ts
 * interprets the schema. Its messages are in the server's words, and its dates are held to the
 * server's rules (not in the future unless planned, not before the patient's birth, an end not
 * before its start); the server's own field errors come in as `extraErrors`. The registry's
 * widgets plug in here: the dictionary lookup, rich-text notes, tumour dimensions with the
 * computed volume, the row delete that asks first, and the templates of ./formTemplates.tsx
 * (sections the index jumps to, titled rows, empty tables). A definition that cannot be drawn
 * shows "An error occurred while generating the form" instead.
 */
import Alert from '@mui/material/Alert';
import type CoreForm from '@rjsf/core';
import Form from '@rjsf/mui';
import type { ErrorSchema, RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { Component, useMemo } from 'react';
import type { ReactNode, Ref } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { DEFAULT_LOCALE, isLocale } from '../../../domain';
import { dateValidator, localizedErrors, rjsfTranslator } from './formErrors';
import type { FormRecord } from './formData';
import { protocolFormTemplates } from './formTemplates';
import { formValidator } from './formValidator';
import { DateWidget } from './widgets/DateWidget';
import { DictionaryLookupWidget } from './widgets/DictionaryLookupWidget';
import { RichTextWidget } from './widgets/RichTextWidget';
import { TumourDimensionsField } from './widgets/TumourDimensionsField';

// `DateWidget` takes the place of RJSF's own for every `format: "date"` field.
const widgets = {
  dictionaryLookup: DictionaryLookupWidget,
  richText: RichTextWidget,
  DateWidget,
};
const fields = { tumourDimensions: TumourDimensionsField };

export type ProtocolFormInstance = CoreForm<FormRecord>;

export interface ProtocolFormProps {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData: FormRecord;
  /** The patient's birth date (YYYY-MM-DD), which no date of the form may precede. */
  birthDate: string | null;
  extraErrors?: ErrorSchema | undefined;
  /** Shown but not editable: the role may not edit, or the protocol is inactive. */
  readOnly: boolean;
  onChange: (formData: FormRecord) => void;
  /** A submit that passed the browser's validation. */
  onSubmit: (formData: FormRecord) => void;
  /** A submit the browser's validation stopped, with the errors it found. */
  onInvalid: (errors: RJSFValidationError[]) => void;
  formRef?: Ref<ProtocolFormInstance>;
  /** The form's buttons (none when read-only). */
  actions: ReactNode;
}

/** Turns a failure to draw the definition into the spec's message rather than a blank page. */
class GenerationErrorBoundary extends Component<
  { schema: RJSFSchema; message: string; children: ReactNode },
  { failed: boolean; schema: RJSFSchema }
> {
  override state = { failed: false, schema: this.props.schema };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  /** Another definition (a reload, another language) gets its own try. */
  static getDerivedStateFromProps(
    props: { schema: RJSFSchema },
    state: { failed: boolean; schema: RJSFSchema },
  ) {
    return props.schema === state.schema ? null : { failed: false, schema: props.schema };
  }

  override render() {
    if (this.state.failed) return <Alert severity="error">{this.props.message}</Alert>;
    return this.props.children;
  }
}

export function ProtocolForm({
  schema,
  uiSchema,
  formData,
  birthDate,
  extraErrors,
  readOnly,
  onChange,
  onSubmit,
  onInvalid,
  formRef,
  actions,
}: ProtocolFormProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const transformErrors = useMemo(() => localizedErrors(language), [language]);
  const customValidate = useMemo(
    () => dateValidator(schema, birthDate, language),
    [schema, birthDate, language],
  );
  const translateString = useMemo(() => rjsfTranslator(translate), [translate]);
  // The page's heading already names the form: the schema's own title is not repeated.
  const rootUiSchema = useMemo(() => ({ ...uiSchema, 'ui:label': false }), [uiSchema]);

  return (
    <GenerationErrorBoundary schema={schema} message={translate('registry.errors.formGeneration')}>
      <Form
        ref={formRef}
        schema={schema}
        uiSchema={rootUiSchema}
        formData={formData}
        validator={formValidator}
        widgets={widgets}
        fields={fields}
        templates={protocolFormTemplates}
        extraErrors={extraErrors}
        transformErrors={transformErrors}
        customValidate={customValidate}
        translateString={translateString}
        disabled={readOnly}
        noHtml5Validate
        showErrorList={false}
        focusOnFirstError
        onChange={(event) => onChange((event.formData ?? {}) as FormRecord)}
        onSubmit={(event) => onSubmit((event.formData ?? {}) as FormRecord)}
        onError={onInvalid}
      >
        {actions}
      </Form>
    </GenerationErrorBoundary>
  );
}
