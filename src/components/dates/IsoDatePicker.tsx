/**
 * The registry's date field drawn by MUI X's date picker (IsoDateField.tsx loads it on demand).
 *
 * What the user typed is never dropped in silence. An entry that is no date (31.02.2026, or a day
 * and a month without a year) is handed on as the text the field shows, so that the form's own
 * checks refuse it as they refuse any malformed date, and the field says so itself once the user
 * leaves it; so does a date outside `min`/`max`. A message from the form takes the place of the
 * field's own.
 */
import { useTheme } from '@mui/material/styles';
import useForkRef from '@mui/utils/useForkRef';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { FieldRef } from '@mui/x-date-pickers/models';
import { format as formatDate, isValid } from 'date-fns';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { parseIsoDate } from '../../../domain';
import { DateLocalization, useDateLanguage } from './DateLocalization';
import type { IsoDateFieldProps } from './IsoDateField';
import { useSectionEntry } from './sectionEntry';

const ISO_FORMAT = 'yyyy-MM-dd';

const isEmpty = (value: string | null | undefined) =>
  value === null || value === undefined || value === '';

/** The picker's value for a form value: a date, nothing, or an invalid date for other text. */
function pickerDate(value: string | null): Date | null {
  if (value === null) return null;
  const utc = parseIsoDate(value);
  if (!utc) return new Date(Number.NaN);
  // The picker works in the browser's time zone: the same calendar day at local midnight.
  return new Date(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate());
}

type Problem = 'invalid' | 'beforeMin' | 'afterMax';

function problemOf(value: string | null, min?: string, max?: string): Problem | undefined {
  if (value === null) return undefined;
  if (!parseIsoDate(value)) return 'invalid';
  if (min && value < min) return 'beforeMin';
  if (max && value > max) return 'afterMax';
  return undefined;
}

export function IsoDatePicker(props: IsoDateFieldProps) {
  return (
    <DateLocalization>
      <LocalizedDatePicker {...props} />
    </DateLocalization>
  );
}

function LocalizedDatePicker({
  value: rawValue,
  onChange,
  onBlur,
  onFocus,
  label,
  id,
  name,
  required,
  disabled,
  readOnly,
  min,
  max,
  error = false,
  errorText,
  helperText,
  fullWidth,
  size,
  inputRef,
  sx,
}: IsoDateFieldProps) {
  const translate = useTranslate();
  const { dateLocale } = useDateLanguage();
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  // Drawn like the theme's text fields (react-admin's are filled, dense and small). Read from
  // the theme: useThemeProps's signature makes TypeScript compare MUI's Theme type with its
  // components' (see MuiLocale.tsx).
  const look = useTheme().components?.MuiTextField?.defaultProps ?? {};
  const value = isEmpty(rawValue) ? null : (rawValue as string);
  // The value last given or received, with the picker's date for it: a value the form hands
  // back unchanged keeps the sections the user typed, any other value replaces them.
  const [shown, setShown] = useState(() => ({ value, date: pickerDate(value) }));
  if (value !== shown.value) setShown({ value, date: pickerDate(value) });
  const [focused, setFocused] = useState(false);
  // The last invalid date the picker reported, whose text is handed on once the field shows it.
  const [invalidDate, setInvalidDate] = useState<Date | null>(null);
  const entry = useRef<HTMLInputElement>(null);
  const entryRefs = useForkRef(entry, inputRef);
  const fieldRef = useRef<FieldRef<Date | null>>(null);
  useSectionEntry({ entry, fieldRef, dateLocale });

  const give = (next: string | null, date: Date | null) => {
    setShown({ value: next, date });
    if (next !== value) onChange(next);
  };

  /** Hands on what the field shows: nothing, the date, or the text of an entry that is none. */
  const giveEntry = (date: Date | null) => {
    const text = entry.current?.value ?? '';
    if (text === '') give(null, null);
    else if (date && isValid(date)) give(formatDate(date, ISO_FORMAT), date);
    else give(text, date);
  };

  const giveDrawnEntry = useEffectEvent(giveEntry);
  useEffect(() => {
    if (invalidDate) giveDrawnEntry(invalidDate);
  }, [invalidDate]);

  const handleChange = (date: Date | null) => {
    if (date === null) give(null, null);
    else if (isValid(date)) give(formatDate(date, ISO_FORMAT), date);
    else {
      setShown((current) => ({ ...current, date }));
      setInvalidDate(date);
    }
  };

  const handleFocus = () => {
    setFocused(true);
    onFocus?.();
  };

  // A day and a month typed into an empty field make no date the picker reports: the text is
  // read when the user leaves the field or submits with Enter.
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))
      return;
    setFocused(false);
    giveEntry(shown.date);
    onBlur?.();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter') giveEntry(shown.date);
  };

  const minDate = useMemo(() => (min ? pickerDate(min) : null), [min]);
  const maxDate = useMemo(() => (max ? pickerDate(max) : null), [max]);
  const problem = focused ? undefined : problemOf(shown.value, min, max);
  const limit = problem === 'beforeMin' ? minDate : problem === 'afterMax' ? maxDate : null;
  const ownMessage = problem
    ? translate(`registry.dates.${problem}`, {
        date: limit ? formatDate(limit, 'P', { locale: dateLocale }) : '',
      })
    : undefined;

  return (
    <DatePicker
      value={shown.date}
      onChange={handleChange}
      label={label}
      disabled={disabled}
      readOnly={readOnly}
      {...(minDate ? { minDate } : {})}
      {...(maxDate ? { maxDate } : {})}
      inputRef={entryRefs}
      sx={sx}
      slotProps={{
        // MUI's fields take `unstableFieldRef`; the pickers' types leave it out of the field's.
        field: { clearable: true, ...({ unstableFieldRef: fieldRef } as object) },
        // The calendar is a dialog named by the field's label (MUI's desktop popper points at a
        // toolbar title it does not draw).
        popper: { 'aria-labelledby': `${fieldId}-label` },
        textField: {
          id: fieldId,
          name,
          required,
          variant: look.variant,
          margin: look.margin,
          fullWidth: fullWidth ?? look.fullWidth,
          size: size ?? look.size,
          error: error || Boolean(ownMessage),
          helperText: error ? errorText : (ownMessage ?? helperText),
          onFocus: handleFocus,
          onBlur: handleBlur,
          onKeyDown: handleKeyDown,
        },
      }}
    />
  );
}
