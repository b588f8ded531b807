/** The report's pickers: registration year (or every year), hospitals and protocols. */
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { FIRST_REGISTRY_YEAR } from '../../../domain/dashboard';
import type { DataQualityQuery } from '../../../domain/dataQuality';
import { accountProtocols } from '../../../resources/patients/patientChoices';
import { useAccount } from '../../AppServicesContext';
import { pickerNames, useReferenceOptions } from '../../framework/ReferenceArray';
import type { ReferenceOption } from '../../providers/dataProvider';

const ALL_YEARS = '';

/** The server's time when it is known and readable, the browser's otherwise. */
function today(serverTime: string | undefined): Date {
  const server = serverTime === undefined ? undefined : new Date(serverTime);
  return server && !Number.isNaN(server.getTime()) ? server : new Date();
}

/**
 * The registration years offered, newest first: this year (UTC, as the server counts them)
 * back to the first registry year, as the dashboard's end at its current year. `now` is the
 * server's time once a report has come, the browser's until then. A year chosen in the address
 * that falls outside them is still offered, in its place, so that the picker shows it.
 */
function offeredYears(now: Date, chosen?: number): number[] {
  const years: number[] = [];
  for (let year = now.getUTCFullYear(); year >= FIRST_REGISTRY_YEAR; year -= 1) {
    years.push(year);
  }
  if (chosen !== undefined && !years.includes(chosen)) years.push(chosen);
  return years.sort((a, b) => b - a);
}

export function QualityFilters({
  query,
  onChange,
  serverTime,
}: {
  query: DataQualityQuery;
  onChange: (next: DataQualityQuery) => void;
  /** When the server made the last report (ISO): its idea of this year. */
  serverTime?: string | undefined;
}) {
  const translate = useTranslate();
  const account = useAccount();
  // A closed hospital's records are still in the registry, and so are their gaps.
  const hospitals = useReferenceOptions('hospitals', null, { inactive: true });
  const protocols = accountProtocols(account);
  const shownName = pickerNames(hospitals.data ?? [], 'name', 'shortName');
  const optionName = (option: ReferenceOption) => {
    const name = shownName(option);
    return option.active === false
      ? translate('registry.framework.inactiveOption', { name })
      : name;
  };
  const hospitalName = (id: number) => {
    const option = hospitals.data?.find((hospital) => Number(hospital.id) === id);
    return option ? optionName(option) : `#${id}`;
  };
  const field = { size: 'small', sx: { minWidth: 200, maxWidth: '100%' } } as const;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
      <TextField
        {...field}
        select
        label={translate('registry.quality.year')}
        value={query.year === undefined ? ALL_YEARS : String(query.year)}
        onChange={(event) => {
          const { year: _year, ...rest } = query;
          const value = event.target.value;
          onChange(value === ALL_YEARS ? rest : { ...rest, year: Number(value) });
        }}
        // A native select always shows a value ("all years"), so its label stays above it.
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value={ALL_YEARS}>{translate('registry.quality.allYears')}</option>
        {offeredYears(today(serverTime), query.year).map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </TextField>
      <TextField
        {...field}
        select
        label={translate('registry.quality.hospitals')}
        value={query.hospitals ?? []}
        onChange={(event) => {
          const chosen = event.target.value as unknown as number[];
          onChange({ ...query, hospitals: chosen.map(Number) });
        }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) => (selected as number[]).map(hospitalName).join(', '),
          },
        }}
      >
        {(hospitals.data ?? []).map((hospital) => (
          <MenuItem key={hospital.id} value={Number(hospital.id)}>
            {optionName(hospital)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field}
        select
        label={translate('registry.quality.protocols')}
        value={query.protocols ?? []}
        onChange={(event) => {
          const chosen = event.target.value as unknown as string[];
          onChange({ ...query, protocols: chosen });
        }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) => (selected as string[]).join(', '),
          },
        }}
      >
        {protocols.map((code) => (
          <MenuItem key={code} value={code}>
            {code}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
