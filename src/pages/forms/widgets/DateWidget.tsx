/**
 * A protocol form's date (`format: "date"`) on the registry's date field: shown and typed as the
 * interface's language writes dates, kept in the form data as YYYY-MM-DD. An entry that is no
 * date stays in the data as its text, so that the schema's `format` refuses it on the field. The
 * calendar of a date that records an event offers no day after today (domain/formDates.ts).
 */
import type { WidgetProps } from '@rjsf/utils';
import { labelValue } from '@rjsf/utils';
import { todayIso } from '../../../../domain';
import { DATE_KIND_KEYWORD } from '../../../../domain/formDates';
import { IsoDateField } from '../../../components/dates/IsoDateField';

export function DateWidget({
  id,
  value,
  label,
  hideLabel,
  required,
  disabled,
  readonly,
  rawErrors,
  schema,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  return (
    <IsoDateField
      id={id}
      name={id}
      value={typeof value === 'string' ? value : null}
      onChange={(next) => onChange(next ?? undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      label={labelValue(label || undefined, hideLabel)}
      required={Boolean(required)}
      disabled={Boolean(disabled)}
      readOnly={Boolean(readonly)}
      max={schema[DATE_KIND_KEYWORD] === 'event' ? todayIso() : undefined}
      error={Boolean(rawErrors?.length)}
    />
  );
}
