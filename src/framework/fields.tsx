/**
 * One field of a config as react-admin displays it (list, show), edits it (edit, create) or
 * filters by it (list). A field's own component, when the config names one for the view, takes
 * the place of the built-in one.
 */
import {
  BooleanField,
  BooleanInput,
  DateField,
  DateTimeInput,
  EmailField,
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
import { StaticChip, StaticChipRow } from '../components/StaticChip';
import { DateInput } from '../components/dates/DateInput';
import { rules } from '../components/validators';
import { ReferenceArrayPicker, ReferenceNamesField } from './ReferenceArray';
import { TypedFilterInput } from './TypedFilterInput';
import { fieldLabel, filterName, isRequiredField } from './config';
import { useFormattingLocale } from './hooks';
import type { Choice, FieldConfig, ResourceConfig } from './types';

/** The field's rules as one react-admin validator; marked required so the label shows it. */
export function fieldValidator(field: FieldConfig): Validator | undefined {
  if (!field.rules?.length) return undefined;
  const validator = rules(...field.rules);
  return isRequiredField(field) ? Object.assign(validator, { isRequired: true }) : validator;
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
      return <DateField source={source} locales={locale} emptyText={emptyText} />;
    case 'dateTime':
      return <DateField source={source} locales={locale} showTime emptyText={emptyText} />;
    case 'email':
      return <EmailField source={source} emptyText={emptyText} />;
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
  const validate = fieldValidator(field);
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
      return <SelectInput key={source} {...common} choices={YES_NO} />;
    case 'select':
      return (
        <SelectInput key={source} {...common} choices={choices} translateChoice={translateChoice} />
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
