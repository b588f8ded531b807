/**
 * One field of a config as react-admin displays it (list, show), edits it (edit, create) or
 * filters by it (list). A field's own component, when the config names one for the view, takes
 * the place of the built-in one.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { format, isValid, parseISO } from 'date-fns';
import { Fragment, useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  BooleanField,
  BooleanInput,
  DateTimeInput,
  NumberField,
  NumberInput,
  PasswordInput,
  SelectArrayInput,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Validator } from 'react-admin';
import { required } from '../../domain';
import { isRequiredWith } from '../../domain/entity';
import type { RequiredWith } from '../../domain/entity';
import { StaticChip, StaticChipRow } from '../components/StaticChip';
import { DateInput } from '../components/dates/DateInput';
import { useDateLocale } from '../components/useDateLocale';
import { rules } from '../components/validators';
import { ChoiceFilterInput } from './ChoiceFilterInput';
import { ReferenceArrayPicker, ReferenceNamesField } from './ReferenceArray';
import { TypedFilterInput } from './TypedFilterInput';
import { fieldLabel, filterName, isRequiredField } from './config';
import { useFormattingLocale } from './hooks';
import type { Choice, FieldConfig, ResourceConfig } from './types';

const requiredValue = rules(required);

/**
 * The field's rules as one react-admin validator, marked required (`marked`) so that the label
 * shows it. A field required with another's value (`requiredWith`) reads that value among the
 * form's when it is checked, so a save is stopped in the browser as the server would refuse it.
 */
export function fieldValidator(
  field: FieldConfig,
  marked = isRequiredField(field),
): Validator | undefined {
  const { requiredWith } = field;
  if (!field.rules?.length && !requiredWith) return undefined;
  const own = rules(...(field.rules ?? []));
  const validator: Validator = requiredWith
    ? (value: unknown, values: Record<string, unknown>, props: unknown) =>
        (isRequiredWith(requiredWith, values) ? requiredValue(value, values, props) : undefined) ??
        own(value, values, props)
    : own;
  return marked ? Object.assign(validator, { isRequired: true }) : validator;
}

function ChoicesField({
  source,
  choices = [],
  translateChoice = true,
  emptyText,
}: {
  source: string;
  choices?: readonly Choice[];
  translateChoice?: boolean;
  emptyText?: string | undefined;
  label?: string;
}) {
  const record = useRecordContext();
  const translate = useTranslate();
  const values: unknown[] = Array.isArray(record?.[source]) ? record[source] : [];
  if (!values.length) return emptyText ? <span>{emptyText}</span> : null;
  return (
    <StaticChipRow>
      {values.map((value) => {
        const name = choices.find((choice) => choice.id === value)?.name ?? String(value);
        return <StaticChip key={String(value)} label={translateChoice ? translate(name) : name} />;
      })}
    </StaticChipRow>
  );
}

export interface FieldDisplayProps {
  config: ResourceConfig;
  field: FieldConfig;
  view: 'list' | 'show';
  /** Read by SimpleShowLayout to label the value. */
  source: string;
  label: string;
}

/** What stands for a value a record lacks wherever a label would otherwise hang alone. */
export const EMPTY_VALUE = '—';

/**
 * A date (YYYY-MM-DD or an ISO time), or with `time` a moment to the second, as every screen
 * writes it: date-fns's formats of the interface language, dd.MM.yyyy in Polish and MM/dd/yyyy in
 * English (spec section 1). The browser's own (react-admin's DateField) wrote "7.12.2026,
 * 03:27:32" on the users list beside the change log's "07.12.2026, 03:35:23". A value that is no
 * date shows as it is.
 */
export function DateText({
  value,
  time = false,
  sx,
}: {
  value: string;
  time?: boolean;
  sx?: SxProps<Theme>;
}) {
  const locale = useDateLocale();
  const date = parseISO(value);
  if (!isValid(date)) return <>{value}</>;
  return (
    <Box component="time" dateTime={value} sx={sx}>
      {format(date, time ? 'Ppp' : 'P', { locale })}
    </Box>
  );
}

/** A record's date or moment (DateText), or the empty text when it has none. */
function DateValue({
  source,
  time,
  emptyText,
}: {
  source: string;
  time: boolean;
  emptyText: string | undefined;
}) {
  const value: unknown = useRecordContext()?.[source];
  if (typeof value !== 'string' || value === '') return emptyText ? <span>{emptyText}</span> : null;
  return <DateText value={value} time={time} />;
}

/**
 * A record's email as a mailto link that may wrap after its "@" and its dots, and nowhere
 * else: a users list of long addresses ran past its card, the last login cut off.
 */
function EmailValue({ source, emptyText }: { source: string; emptyText: string | undefined }) {
  const value: unknown = useRecordContext()?.[source];
  if (typeof value !== 'string' || value === '') return emptyText ? <span>{emptyText}</span> : null;
  const parts = value.split(/(?<=[@.])/);
  return (
    <Link
      href={`mailto:${value}`}
      variant="body2"
      // A row's click opens the record; the link is the mail client's.
      onClick={(event) => event.stopPropagation()}
    >
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </Link>
  );
}

export function FieldDisplay({ config, field, view }: FieldDisplayProps) {
  const locale = useFormattingLocale();
  const label = fieldLabel(config, field);
  const Custom = field.component?.[view];
  if (Custom) return <Custom source={field.source} label={label} />;
  const { source } = field;
  const choices = [...(field.choices ?? [])];
  // On a record's page an empty value still shows, so that the label does not hang alone.
  const emptyText = view === 'show' ? EMPTY_VALUE : undefined;
  switch (field.type) {
    case 'boolean':
      return <BooleanField source={source} looseValue />;
    case 'date':
      return <DateValue source={source} time={false} emptyText={emptyText} />;
    case 'dateTime':
      return <DateValue source={source} time emptyText={emptyText} />;
    case 'email':
      return <EmailValue source={source} emptyText={emptyText} />;
    case 'number':
      return <NumberField source={source} locales={locale} emptyText={emptyText} />;
    case 'select':
      return (
        <SelectField
          source={source}
          choices={choices}
          translateChoice={field.translateChoice ?? true}
        />
      );
    case 'multiSelect':
      return (
        <ChoicesField
          source={source}
          choices={choices}
          translateChoice={field.translateChoice ?? true}
          emptyText={emptyText}
        />
      );
    case 'referenceArray':
      return field.reference ? (
        <ReferenceNamesField source={source} reference={field.reference} emptyText={emptyText} />
      ) : null;
    case 'password':
      return null;
    case 'longText':
      return (
        <TextField
          source={source}
          emptyText={emptyText}
          sx={view === 'show' ? { whiteSpace: 'pre-wrap' } : undefined}
        />
      );
    default:
      return <TextField source={source} emptyText={emptyText} />;
  }
}

export interface FieldInputProps {
  config: ResourceConfig;
  field: FieldConfig;
  view: 'edit' | 'create';
}

export function FieldInput({ config, field, view }: FieldInputProps) {
  const label = fieldLabel(config, field);
  const Custom = field.component?.[view];
  if (Custom) return <Custom source={field.source} label={label} />;
  return field.requiredWith ? (
    <RequiredWithInput field={field} requiredWith={field.requiredWith} label={label} />
  ) : (
    <BuiltInInput field={field} label={label} validate={fieldValidator(field)} />
  );
}

/**
 * The input of a field required with another's value: marked required while that value asks
 * for it, and an error it shows checked again when the value changes, so that choosing the
 * central administrator's role takes "Required field" off the hospitals at once.
 */
function RequiredWithInput({
  field,
  requiredWith,
  label,
}: {
  field: FieldConfig;
  requiredWith: RequiredWith;
  label: string;
}) {
  const other: unknown = useWatch({ name: requiredWith.field });
  const { getFieldState, trigger } = useFormContext();
  const { source } = field;
  useEffect(() => {
    if (getFieldState(source).error) void trigger(source);
  }, [other, source, getFieldState, trigger]);
  const marked =
    isRequiredField(field) || isRequiredWith(requiredWith, { [requiredWith.field]: other });
  return <BuiltInInput field={field} label={label} validate={fieldValidator(field, marked)} />;
}

function BuiltInInput({
  field,
  label,
  validate,
}: {
  field: FieldConfig;
  label: string;
  validate: Validator | undefined;
}) {
  const common = {
    source: field.source,
    label,
    ...(validate ? { validate } : {}),
    ...(field.helperText ? { helperText: field.helperText } : {}),
  };
  const choices = [...(field.choices ?? [])];
  const translateChoice = field.translateChoice ?? true;
  switch (field.type) {
    case 'longText':
      return <TextInput {...common} multiline minRows={3} fullWidth />;
    case 'email':
      return <TextInput {...common} type="email" autoComplete="off" fullWidth />;
    case 'phone':
      return <TextInput {...common} type="tel" autoComplete="off" fullWidth />;
    case 'zipCode':
      return <TextInput {...common} autoComplete="off" inputProps={{ inputMode: 'numeric' }} />;
    case 'number':
      return <NumberInput {...common} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'date':
      return <DateInput {...common} />;
    case 'dateTime':
      return <DateTimeInput {...common} />;
    case 'select':
      return (
        <SelectInput {...common} choices={choices} translateChoice={translateChoice} fullWidth />
      );
    case 'multiSelect':
      return (
        <SelectArrayInput
          {...common}
          choices={choices}
          translateChoice={translateChoice}
          fullWidth
        />
      );
    case 'referenceArray':
      return field.reference ? (
        <ReferenceArrayPicker {...common} reference={field.reference} />
      ) : null;
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" fullWidth />;
    default:
      return <TextInput {...common} fullWidth />;
  }
}

const YES_NO: Choice[] = [
  { id: 'true', name: 'ra.boolean.true' },
  { id: 'false', name: 'ra.boolean.false' },
];

/**
 * The list filter of a field: yes/no for a boolean, the choices for a select, a picker for
 * references, text otherwise. `label` is already translated.
 */
export function filterInput(field: FieldConfig, label: string) {
  const source = filterName(field);
  const common = { source, label, alwaysOn: true };
  const choices = [...(field.choices ?? [])];
  const translateChoice = field.translateChoice ?? true;
  switch (field.type) {
    case 'boolean':
      return <ChoiceFilterInput key={source} {...common} choices={YES_NO} />;
    case 'select':
      return (
        <ChoiceFilterInput
          key={source}
          {...common}
          choices={choices}
          translateChoice={translateChoice}
        />
      );
    case 'multiSelect':
      return (
        <SelectArrayInput
          key={source}
          {...common}
          choices={choices}
          translateChoice={translateChoice}
          sx={{ minWidth: 200 }}
        />
      );
    case 'referenceArray':
      return field.reference ? (
        <ReferenceArrayPicker key={source} {...common} reference={field.reference} filter />
      ) : null;
    default:
      return <TypedFilterInput key={source} {...common} />;
  }
}
