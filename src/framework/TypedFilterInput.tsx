/**
 * The lists' filters apply as soon as they change (`ListFilterForm`): a choice is made once,
 * and waiting after it (react-admin's filter form waits 500 ms after every change) only delays
 * the rows. What is typed is different: each keystroke would ask the server for a list nobody
 * wants to see. A typed filter (the search box, a year) therefore keeps what is typed to itself
 * and hands it to the filter form once typing pauses for TYPING_PAUSE_MS, or at once on Enter
 * or when cleared. A filter changed from outside (the Clear filters button, a link that carries
 * filters) shows its new value.
 */
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent, ComponentType, KeyboardEvent } from 'react';
import {
  FieldTitle,
  FilterForm,
  ResettableTextField,
  sanitizeInputRestProps,
  useInput,
  useTranslate,
} from 'react-admin';
import type { FilterFormProps, ResettableTextFieldProps } from 'react-admin';
import { useDebouncedValue } from '../components/useDebouncedValue';

/** How long typing must pause before a typed filter reaches the list. */
export const TYPING_PAUSE_MS = 400;

// FilterForm hands its other props to FilterLiveForm, whose `debounce` its type leaves out.
const LiveFilterForm = FilterForm as ComponentType<FilterFormProps & { debounce: false }>;

/** react-admin's filter form, applying each change at once (typed filters wait themselves). */
export function ListFilterForm(props: FilterFormProps) {
  return <LiveFilterForm debounce={false} {...props} />;
}

export type TypedFilterInputProps = Omit<ResettableTextFieldProps, 'label' | 'onChange'> & {
  source: string;
  /** A catalogue key or a translated text; none for a search box, which has a placeholder. */
  label?: string;
  /** The search box: no label, a magnifier, "Search" as the placeholder unless given one. */
  search?: boolean;
  /** Read by the filter form (shown without the Add filter button). */
  alwaysOn?: boolean;
  resource?: string;
};

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export function TypedFilterInput({
  source,
  label,
  search = false,
  resource,
  placeholder,
  sx,
  ...rest
}: TypedFilterInputProps) {
  const translate = useTranslate();
  const { field, id } = useInput({ source, resource });
  const applied = asText(field.value);
  const [typed, setTyped] = useState(applied);
  /** The last value this input gave the form, to tell a change from outside from its own. */
  const given = useRef(applied);
  const apply = (value: string) => {
    given.current = value;
    field.onChange(value);
  };
  useEffect(() => {
    if (applied === given.current) return;
    given.current = applied;
    setTyped(applied);
  }, [applied]);
  const settled = useDebouncedValue(typed, TYPING_PAUSE_MS);
  useEffect(() => {
    if (settled !== given.current) apply(settled);
    // `apply` reads the form's current field; only a settled value should send it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  // ResettableTextField's clear button calls onChange with the empty text, not an event.
  const onChange = (change: ChangeEvent<HTMLInputElement> | string) => {
    const value = typeof change === 'string' ? change : change.target.value;
    setTyped(value);
    if (value === '') apply(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && typed !== given.current) apply(typed);
  };
  return (
    <ResettableTextField
      id={id}
      name={field.name}
      value={typed}
      onChange={onChange as ResettableTextFieldProps['onChange']}
      onKeyDown={onKeyDown}
      onBlur={field.onBlur}
      resettable
      className={`ra-input ra-input-${source}`}
      {...(search
        ? {
            hiddenLabel: true,
            label: '',
            placeholder: placeholder ?? translate('ra.action.search'),
            InputProps: {
              endAdornment: (
                <InputAdornment position="end">
                  <SearchIcon color="disabled" />
                </InputAdornment>
              ),
            },
            size: 'small' as const,
          }
        : {
            label: label ? <FieldTitle label={label} source={source} resource={resource} /> : null,
            placeholder,
          })}
      {...sanitizeInputRestProps(rest)}
      sx={[search && { mt: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
      helperText={false}
    />
  );
}
