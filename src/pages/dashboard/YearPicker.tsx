/**
 * The year the dashboard's figures are for: a labelled native select, easy on a phone too.
 * Until the server has said which year it counts (`year` undefined), it is shown empty and
 * disabled, in its place, so that its coming does not push the page down.
 */
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

export function YearPicker({
  year,
  years,
  onChange,
}: {
  year: number | undefined;
  /** Newest first. */
  years: readonly number[];
  onChange: (year: number) => void;
}) {
  const translate = useTranslate();
  // A year typed into the address that has no data yet is still offered, in its place.
  const options = year === undefined ? [] : [...new Set([...years, year])].sort((a, b) => b - a);
  return (
    <TextField
      select
      size="small"
      label={translate('dashboard.year')}
      value={year ?? ''}
      disabled={year === undefined}
      onChange={(event) => onChange(Number(event.target.value))}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 120 }}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </TextField>
  );
}
