/**
 * The registry's one date input: a date shown and typed as the interface's language writes it
 * (dd.mm.rrrr in Polish, mm/dd/yyyy in English), whatever the browser's own locale, with a
 * calendar in that language, while the value it takes and gives stays the API's YYYY-MM-DD.
 * What the user typed is never dropped in silence (IsoDatePicker.tsx says how).
 *
 * The picker (MUI X's, about 50 kB of gzip JavaScript) is loaded once a date field is drawn, so
 * no route pays for it before; until it has arrived, a disabled field of the same size holds its
 * place, so that no keystroke goes where it would be lost.
 */
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { Suspense, lazy } from 'react';
import type { ReactNode, Ref } from 'react';

export interface IsoDateFieldProps {
  /** YYYY-MM-DD; null, undefined or '' when empty; any other text is an entry that is no date. */
  value: string | null | undefined;
  /** YYYY-MM-DD, null when emptied, or the text of an entry that is no date. */
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  label: ReactNode;
  id?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** The earliest date the field takes, YYYY-MM-DD: the calendar offers none before it. */
  min?: string | undefined;
  /** The latest date the field takes, YYYY-MM-DD. */
  max?: string | undefined;
  /** The form holds an error for this field; its message, if the field shows it, is `errorText`. */
  error?: boolean;
  errorText?: ReactNode;
  /** A hint shown while there is no error. */
  helperText?: ReactNode;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  /** The field's hidden input, which holds the text shown; focusing it focuses the field. */
  inputRef?: Ref<HTMLInputElement>;
  sx?: SxProps<Theme>;
}

const IsoDatePicker = lazy(() =>
  import('./IsoDatePicker').then((module) => ({ default: module.IsoDatePicker })),
);

function LoadingDateField({
  label,
  required,
  error,
  errorText,
  helperText,
  fullWidth,
  size,
  sx,
}: IsoDateFieldProps) {
  return (
    <TextField
      label={label}
      required={required}
      disabled
      value=""
      error={error}
      helperText={error ? errorText : helperText}
      {...(fullWidth === undefined ? {} : { fullWidth })}
      {...(size ? { size } : {})}
      {...(sx ? { sx } : {})}
    />
  );
}

export function IsoDateField(props: IsoDateFieldProps) {
  return (
    <Suspense fallback={<LoadingDateField {...props} />}>
      <IsoDatePicker {...props} />
    </Suspense>
  );
}
