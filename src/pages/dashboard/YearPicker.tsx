/** The year the dashboard's figures are for: a labelled native select, easy on a phone too. */
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

export function YearPicker({
  year,
  years,
  onChange,
}: {
  year: number;
  /** Newest first. */
  years: readonly number[];
  onChange: (year: number) => void;
}) {
  const translate = useTranslate();
  // A year typed into the address that has no data yet is still offered, in its place.
  const options = [...new Set([...years, year])].sort((a, b) => b - a);
  return (
    <TextField
      select
      size="small"
      label={translate('dashboard.year')}
      value={year}
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
