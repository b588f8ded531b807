/**
 * react-admin's date input on the registry's date field: the record's YYYY-MM-DD, shown and typed
 * as the interface's language writes dates. An entry that is no date is refused on the field,
 * with its own message, before anything is sent (forms that check the whole record at once do
 * the same through the domain's date rules).
 */
import type { SxProps, Theme } from '@mui/material/styles';
import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import type { Validator } from 'react-admin';
import { parseIsoDate } from '../../../domain';
import { IsoDateField } from './IsoDateField';

export interface DateInputProps {
  source: string;
  /** A translation key, or the text itself. */
  label?: string;
  validate?: Validator | Validator[];
  /** A translation key shown under the field while it has no error. */
  helperText?: string;
  isRequired?: boolean;
  /** YYYY-MM-DD bounds: the calendar offers no day outside them. */
  min?: string;
  max?: string;
  fullWidth?: boolean;
  /** Read by react-admin's list filters: the filter stays shown. */
  alwaysOn?: boolean;
  sx?: SxProps<Theme>;
}

/** Refuses an entry the field could not read as a date. */
const readableDate: Validator = (value: unknown) =>
  typeof value === 'string' && value !== '' && !parseIsoDate(value)
    ? 'registry.dates.invalid'
    : undefined;

export function DateInput({
  source,
  label,
  validate,
  helperText,
  isRequired,
  min,
  max,
  fullWidth,
  sx,
}: DateInputProps) {
  const validators = [
    readableDate,
    ...(Array.isArray(validate) ? validate : validate ? [validate] : []),
  ];
  const {
    id,
    field,
    fieldState,
    isRequired: required,
  } = useInput({
    source,
    validate: validators,
    ...(isRequired === undefined ? {} : { isRequired }),
  });
  const { invalid, error } = fieldState;
  return (
    <IsoDateField
      id={id}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={<FieldTitle label={label} source={source} isRequired={required} />}
      error={invalid}
      errorText={<InputHelperText error={error?.message} />}
      helperText={helperText ? <InputHelperText helperText={helperText} /> : undefined}
      min={min}
      max={max}
      {...(fullWidth === undefined ? {} : { fullWidth })}
      {...(sx ? { sx } : {})}
    />
  );
}
