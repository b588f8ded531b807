/**
 * The inputs of a dictionary entry, shared by the add and edit dialogs. The value is the code
 * stored in records, so it is typed once and read-only afterwards. The rules are the server's
 * (domain/dictionary.ts).
 */
import { BooleanInput, TextInput } from 'react-admin';
import type { Validator } from 'react-admin';
import { required } from '../../domain';
import type { Rule } from '../../domain';
import { DICTIONARY_ENTRY_RULES } from '../../domain/dictionary';
import type {
  DictionaryEntry,
  DictionaryEntryUpdate,
  NewDictionaryEntry,
} from '../../domain/dictionary';
import { rules } from '../../src/components/validators';

/**
 * The rules as one validator, marked required when they require a value, so that its label
 * carries the "*" every other form's required fields do (react-admin reads `isRequired`).
 */
function validatorOf(list: Rule[]): Validator {
  const validator = rules(...list);
  return list.includes(required) ? Object.assign(validator, { isRequired: true }) : validator;
}

const validators = {
  value: validatorOf(DICTIONARY_ENTRY_RULES.value),
  description: validatorOf(DICTIONARY_ENTRY_RULES.description),
  descriptionEn: validatorOf(DICTIONARY_ENTRY_RULES.descriptionEn),
  searchableDescription: validatorOf(DICTIONARY_ENTRY_RULES.searchableDescription),
};

export interface DictionaryEntryFormValues {
  value: string;
  description: string;
  descriptionEn: string;
  searchableDescription: string;
  active: boolean;
}

const label = (field: keyof DictionaryEntryFormValues) => `resources.dictionaries.fields.${field}`;

export function DictionaryEntryInputs({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <>
      <TextInput
        source="value"
        label={label('value')}
        validate={mode === 'create' ? validators.value : undefined}
        readOnly={mode === 'edit'}
        helperText={mode === 'edit' ? 'resources.dictionaries.helpers.valueReadOnly' : false}
        autoFocus={mode === 'create'}
        fullWidth
      />
      <TextInput
        source="description"
        label={label('description')}
        validate={validators.description}
        autoFocus={mode === 'edit'}
        multiline
        fullWidth
      />
      <TextInput
        source="descriptionEn"
        label={label('descriptionEn')}
        validate={validators.descriptionEn}
        multiline
        fullWidth
      />
      <TextInput
        source="searchableDescription"
        label={label('searchableDescription')}
        helperText="resources.dictionaries.helpers.searchableDescription"
        validate={validators.searchableDescription}
        multiline
        fullWidth
      />
      {mode === 'edit' && <BooleanInput source="active" label={label('active')} />}
    </>
  );
}

/** The form's starting values: empty for a new entry, the entry's own for an edit. */
export function entryFormValues(entry?: DictionaryEntry): DictionaryEntryFormValues {
  if (!entry) {
    return {
      value: '',
      description: '',
      descriptionEn: '',
      searchableDescription: '',
      active: true,
    };
  }
  return {
    value: entry.value,
    description: entry.description,
    descriptionEn: entry.descriptionEn ?? '',
    // The server stores the description when no search text was given; shown blank, it keeps
    // following the description when that is edited.
    searchableDescription:
      entry.searchableDescription === entry.description ? '' : entry.searchableDescription,
    active: entry.active,
  };
}

function text(value: string | null | undefined): string {
  return (value ?? '').trim();
}

function textOrNull(value: string | null | undefined): string | null {
  return text(value) || null;
}

export function toNewDictionaryEntry(values: DictionaryEntryFormValues): NewDictionaryEntry {
  return {
    value: text(values.value),
    description: text(values.description),
    descriptionEn: textOrNull(values.descriptionEn),
    searchableDescription: textOrNull(values.searchableDescription),
  };
}

/** Everything but the value, which never changes. */
export function toDictionaryEntryUpdate(values: DictionaryEntryFormValues): DictionaryEntryUpdate {
  return {
    description: text(values.description),
    descriptionEn: textOrNull(values.descriptionEn),
    searchableDescription: textOrNull(values.searchableDescription),
    active: values.active !== false,
  };
}
