/**
 * The lists' filters apply as soon as they change (`ListFilterForm`): a choice is made once,
 * and waiting after it (react-admin's filter form waits 500 ms after every change) only delays
 * the rows. What is typed is different: each keystroke would ask the server for a list nobody
 * wants to see. A typed filter (the search box, a year) therefore keeps what is typed to itself
 * and hands it to the filter form once typing pauses for TYPING_PAUSE_MS, or at once on Enter
 * or when cleared. A filter changed from outside (the Clear filters button, a link that carries
 * filters) shows its new value. A typed filter the server reads as one kind of value (a year)
 * says which texts it accepts: any other text, a year half typed among them, stays in the box
 * with the filter's hint as its error and is never sent, since the server would refuse it and
 * the list would give way to the failure. The list then drops the filter rather than keep an
 * earlier year the box no longer shows. The hint shows under the box, where react-admin's filter
 * form hides every helper text.
 *
 * The form sees the list only through its filters (`useFilterContextOnly`). react-admin's form
 * and each input in it re-render on every change of the list's context: the page, loading that
 * starts and ends, the rows that arrive. A page change thus re-rendered every filter several
 * times, and the hospital filter's autocomplete measures its width on each render, which made
 * the browser lay the page out again in the middle of drawing the new rows.
 */
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ChangeEvent, ComponentType, KeyboardEvent } from 'react';
import {
  FieldTitle,
  FilterForm,
  ListContextProvider,
  ResettableTextField,
  sanitizeInputRestProps,
  useInput,
  useListContext,
  useTranslate,
} from 'react-admin';
import type { FilterFormProps, ListControllerResult, ResettableTextFieldProps } from 'react-admin';
import { useDebouncedValue } from '../components/useDebouncedValue';

/** How long typing must pause before a typed filter reaches the list. */
export const TYPING_PAUSE_MS = 400;

// FilterForm hands its other props to FilterLiveForm, whose `debounce` its type leaves out.
const LiveFilterForm = memo(FilterForm as ComponentType<FilterFormProps & { debounce: false }>);

/** The value itself while it stays equal (as JSON) to the one before: filters read from the URL. */
function useEqualValue<T>(value: T): T {
  const kept = useRef(value);
  if (kept.current !== value && JSON.stringify(kept.current) !== JSON.stringify(value)) {
    kept.current = value;
  }
  return kept.current;
}

/**
 * The list's context as the filter form uses it: a new value only when the filters or the
 * filters shown change. Its callbacks call the list's current ones, which react-admin makes
 * anew on every page change; the rest (the page, the rows) is as it was when the filters last
 * changed, and the form does not read it.
 */
function useFilterContextOnly(): ListControllerResult {
  const list = useListContext();
  const latest = useRef(list);
  useLayoutEffect(() => {
    latest.current = list;
  });
  const filterValues = useEqualValue(list.filterValues);
  const displayedFilters = useEqualValue(list.displayedFilters);
  return useMemo(
    () => ({
      ...latest.current,
      filterValues,
      displayedFilters,
      setFilters: (...args) => latest.current.setFilters(...args),
      showFilter: (...args) => latest.current.showFilter(...args),
      hideFilter: (...args) => latest.current.hideFilter(...args),
    }),
    [filterValues, displayedFilters],
  );
}

/** react-admin's filter form, applying each change at once (typed filters wait themselves). */
export function ListFilterForm(props: FilterFormProps) {
  return (
    <ListContextProvider value={useFilterContextOnly()}>
      <LiveFilterForm debounce={false} {...props} />
    </ListContextProvider>
  );
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
  /** The texts the server accepts (a whole year); by default any. */
  accepts?: (text: string) => boolean;
  /** What the filter wants, a catalogue key: the error of a paused text it does not accept. */
  hint?: string;
};

const anyText = () => true;

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export function TypedFilterInput({
  source,
  label,
  search = false,
  resource,
  placeholder,
  sx,
  accepts = anyText,
  hint,
  ...rest
}: TypedFilterInputProps) {
  const translate = useTranslate();
  const { field, id } = useInput({ source, resource });
  const applied = asText(field.value);
  const [typed, setTyped] = useState(applied);
  /** The last value this input gave the form, to tell a change from outside from its own. */
  const given = useRef(applied);
  /** The text Enter was pressed on: judged at once, without waiting for the pause. */
  const [entered, setEntered] = useState<string | null>(null);
  /** Hands the form a settled text: an accepted one, or in place of any other no filter. */
  const apply = (value: string) => {
    const sent = value === '' || accepts(value) ? value : '';
    given.current = sent;
    if (asText(field.value) !== sent) field.onChange(sent);
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
    if (event.key !== 'Enter') return;
    setEntered(typed);
    if (typed !== given.current) apply(typed);
  };
  // Judged once typing pauses (or on Enter): "2" on the way to "2015" is no mistake yet.
  const refused = typed !== '' && (typed === settled || typed === entered) && !accepts(typed);
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
      sx={[
        search && { mt: 0 },
        // Above the filter form's own rule (two classes) that hides helper texts.
        refused && { '&& .MuiFormHelperText-root': { display: 'block' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      error={refused}
      helperText={refused && hint ? translate(hint) : false}
    />
  );
}
