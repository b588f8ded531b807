/**
 * The protocol forms' number fields (RJSF's `NumberField` for `number` and `integer`), read and
 * written in the interface's language (../decimalNumber.ts): a text input with the phone's
 * decimal keypad, "12,4" in Polish whatever the browser's language. What the user types stays
 * on screen as typed while it means the value the form holds ("12," on the way to "12,5"); a
 * value set from elsewhere (a computed volume, a loaded version) shows in the language's own
 * way. A field drawn by another widget (a list of values, say) keeps RJSF's own field.
 */
import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps } from '@rjsf/utils';
import { useState } from 'react';
import { useLocaleState } from 'react-admin';
import { DEFAULT_LOCALE, isLocale } from '../../../../domain';
import { readDecimal, writeDecimal } from '../decimalNumber';

const RjsfNumberField = getDefaultRegistry().fields.NumberField!;

/** Whether the field is drawn by RJSF's plain text input, the one this field stands in for. */
function isPlainInput({ schema, uiSchema }: FieldProps): boolean {
  if (schema.enum || schema.oneOf || schema.anyOf || schema.const !== undefined) return false;
  return !uiSchema?.['ui:widget'] && !uiSchema?.['ui:options']?.widget;
}

export function DecimalNumberField(props: FieldProps) {
  const [locale] = useLocaleState();
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const [typed, setTyped] = useState<string | null>(null);
  if (!isPlainInput(props)) return <RjsfNumberField {...props} />;

  const { registry, onChange, formData, uiSchema } = props;
  const StringField = registry.fields.StringField!;
  const shown =
    typed !== null && Object.is(readDecimal(typed, language), formData)
      ? typed
      : writeDecimal(formData, language);
  const options = uiSchema?.['ui:options'] ?? {};
  const textUi = {
    ...uiSchema,
    'ui:options': {
      ...options,
      inputType: 'text',
      mui: { slotProps: { htmlInput: { inputMode: 'decimal' } } },
    },
  };
  const change: FieldProps['onChange'] = (value, ...rest) => {
    const text = typeof value === 'string' ? value : '';
    setTyped(text);
    onChange(readDecimal(text, language) as never, ...rest);
  };
  return <StringField {...props} uiSchema={textUi} formData={shown} onChange={change} />;
}
