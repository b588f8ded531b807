/**
 * One protocol form drawn by react-jsonschema-form in the MUI theme, from the definition's JSON
 * Schema and UI schema as the API serves them. Validation gives Ajv's errors (the engine the
 * server uses) without Ajv's eval, which the Content-Security-Policy forbids: ./formValidator.ts
 * interprets the schema. Its messages are in the server's words, and its dates are held to the
 * server's rules (not in the future unless planned, not before the patient's birth, an end not
 * before its start); the server's own field errors come in as `extraErrors`. The registry's
 * widgets plug in here: numbers in the interface's language, the dictionary lookup, rich-text
 * notes, tumour dimensions with the
 * computed volume, the row delete that asks first, and the templates of ./formTemplates.tsx
 * (sections the index jumps to, titled rows, empty tables). A definition that cannot be drawn
 * shows "An error occurred while generating the form" instead. A save the validation stops
 * leaves the user on the first field in error in the page's order, in the middle of the window.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import useForkRef from '@mui/utils/useForkRef';
import type CoreForm from '@rjsf/core';
import Form from '@rjsf/mui';
import { toErrorList } from '@rjsf/utils';
import type { ErrorSchema, RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { Component, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode, Ref } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { DEFAULT_LOCALE, isLocale } from '../../../domain';
import { dateValidator, localizedErrors, rjsfTranslator } from './formErrors';
import type { FormRecord } from './formData';
import { changeMarkingTemplates, protocolFormTemplates } from './formTemplates';
import type { ProtocolFormContext } from './formTemplates';
import { formValidator } from './formValidator';
import { DateWidget } from './widgets/DateWidget';
import { DecimalNumberField } from './widgets/DecimalNumberField';
import { DictionaryLookupWidget } from './widgets/DictionaryLookupWidget';
import { RichTextWidget } from './widgets/RichTextWidget';
import { TumourDimensionsField } from './widgets/TumourDimensionsField';

// `DateWidget` takes the place of RJSF's own for every `format: "date"` field.
const widgets = {
  dictionaryLookup: DictionaryLookupWidget,
  richText: RichTextWidget,
  DateWidget,
};
// Every number field: read in the interface's language, not the browser's (a comma kept).
const fields = { tumourDimensions: TumourDimensionsField, NumberField: DecimalNumberField };

/**
 * What marks a field in error: its input says `aria-invalid` (MUI's inputs and the registry's
 * widgets do), or else RJSF's list of its errors, `<field id>__error`, follows it (a group of
 * radio buttons or checkboxes marks none of its inputs).
 */
const MARKED_IN_ERROR = '[aria-invalid="true"], [id$="__error"]';
const ERROR_LIST_SUFFIX = '__error';
// An input first: a date field's is hidden, and focusing it focuses the field's first section.
const INPUTS =
  'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), select:not(:disabled)';
const OTHER_FOCUSABLE =
  '[contenteditable="true"], [tabindex]:not([tabindex="-1"]), button:not(:disabled)';

/** What takes the focus for a field marked in error: the marked element, or one inside it. */
function focusTargetOf(marked: HTMLElement, form: HTMLElement): HTMLElement | null {
  let field: HTMLElement | null = marked;
  if (marked.id.endsWith(ERROR_LIST_SUFFIX)) {
    const own = document.getElementById(marked.id.slice(0, -ERROR_LIST_SUFFIX.length));
    field = own && form.contains(own) ? own : marked.parentElement;
  }
  if (!field) return null;
  if (field.matches(`${INPUTS}, ${OTHER_FOCUSABLE}`)) return field;
  return field.querySelector<HTMLElement>(INPUTS) ?? field.querySelector(OTHER_FOCUSABLE);
}

/** Whether a dialog over the page (the leave prompt, say) holds the focus. */
function dialogHoldsFocus(form: HTMLElement): boolean {
  const active = document.activeElement;
  return (
    active instanceof HTMLElement && !form.contains(active) && !!active.closest('.MuiModal-root')
  );
}

/**
 * Focuses the first field in error in the page's order and brings it to the middle of the
 * window, so that the sticky save bar below and the app bar above hide neither it nor the
 * message under it. The browser's own scroll on focus is held back: it stops at the window's
 * edge, under the save bar. A prompt that ran the validation ("save and proceed") gives the
 * focus back to what opened it as it closes, which would undo both, so the move waits for it.
 * Returns what cancels the wait.
 */
function focusFirstFieldInError(form: HTMLElement): () => void {
  let frame = 0;
  const move = () => {
    if (!form.isConnected) return;
    if (dialogHoldsFocus(form)) {
      frame = requestAnimationFrame(move);
      return;
    }
    // A field that cannot take the focus yet (a date field whose calendar is still loading
    // stands in disabled) gives way to the next.
    const target = [...form.querySelectorAll<HTMLElement>(MARKED_IN_ERROR)]
      .map((marked) => focusTargetOf(marked, form))
      .find((found) => found !== null);
    if (!target) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView?.({ block: 'center' });
  };
  move();
  return () => cancelAnimationFrame(frame);
}

/**
 * A form shown read-only is there to be read: its values in the text's own colour, not the
 * pale grey of a disabled control (under WCAG's contrast), its labels and hints in the labels'
 * grey; the field's grey ground still says that it cannot be changed.
 */
const READ_ONLY_VALUES = {
  '& .MuiInputBase-input.Mui-disabled, & .MuiSelect-select.Mui-disabled': {
    color: 'text.primary',
    WebkitTextFillColor: 'currentColor',
  },
  // A date field's day, month and year.
  '& .MuiPickersInputBase-root.Mui-disabled .MuiPickersSectionList-root': {
    color: 'text.primary',
  },
  // A choice's circle or box: the chosen one in the theme's colour, so that it stands out.
  '& .MuiRadio-root.Mui-disabled, & .MuiCheckbox-root.Mui-disabled': {
    color: 'text.secondary',
    '&.Mui-checked': { color: 'primary.main' },
  },
  // A choice's words; MUI's own rule for them is as specific as one class less.
  '& .MuiFormControlLabel-root .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' },
  '& .MuiFormLabel-root.Mui-disabled, & .MuiFormHelperText-root.Mui-disabled': {
    color: 'text.secondary',
  },
} as const;

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
  /**
   * A change, with the errors the form shows once it is made: a corrected field's error is gone
   * (the form validates only on submit, so none comes in). Read from RJSF's error schema, which
   * the field's change updates, not from its list of errors, which keeps the field's error.
   */
  onChange: (formData: FormRecord, shownErrors: RJSFValidationError[]) => void;
  /** A submit that passed the browser's validation. */
  onSubmit: (formData: FormRecord) => void;
  /** A submit the browser's validation stopped, with the errors it found. */
  onInvalid: (errors: RJSFValidationError[]) => void;
  formRef?: Ref<ProtocolFormInstance>;
  /** The form's buttons (none when read-only). */
  actions: ReactNode;
  /** The fields to mark as changed by the save shown (a saved version's page). */
  changedIds?: ReadonlySet<string> | undefined;
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
  changedIds,
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
  const formContext = useMemo<ProtocolFormContext>(() => ({ changedIds }), [changedIds]);
  const form = useRef<ProtocolFormInstance>(null);
  const ref = useForkRef(formRef, form);

  // RJSF's own focus goes to the first of its errors, which are in the order they were found
  // (the schema's as it was checked, then the date rules'), not the page's. Handed a function,
  // it leaves the choice to it, but calls it before the errors are drawn when the form is
  // validated from outside (the leave prompt's save): the field is looked for after the render
  // that draws them.
  const [errorFocusRequest, setErrorFocusRequest] = useState(0);
  const requestErrorFocus = useCallback(() => setErrorFocusRequest((count) => count + 1), []);
  useLayoutEffect(() => {
    const element = form.current?.formElement.current as HTMLFormElement | null | undefined;
    if (!errorFocusRequest || !element) return;
    return focusFirstFieldInError(element);
  }, [errorFocusRequest]);

  return (
    <GenerationErrorBoundary schema={schema} message={translate('registry.errors.formGeneration')}>
      <Box sx={readOnly ? READ_ONLY_VALUES : undefined}>
        <Form
          ref={ref}
          schema={schema}
          uiSchema={rootUiSchema}
          formData={formData}
          validator={formValidator}
          widgets={widgets}
          fields={fields}
          templates={changedIds ? changeMarkingTemplates : protocolFormTemplates}
          formContext={formContext}
          extraErrors={extraErrors}
          transformErrors={transformErrors}
          customValidate={customValidate}
          translateString={translateString}
          disabled={readOnly}
          noHtml5Validate
          showErrorList={false}
          focusOnFirstError={requestErrorFocus}
          onChange={(event) =>
            onChange((event.formData ?? {}) as FormRecord, toErrorList(event.errorSchema))
          }
          onSubmit={(event) => onSubmit((event.formData ?? {}) as FormRecord)}
          onError={onInvalid}
        >
          {actions}
        </Form>
      </Box>
    </GenerationErrorBoundary>
  );
}
