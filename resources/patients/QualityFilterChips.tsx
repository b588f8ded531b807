/**
 * The patient list's filters that only the data-quality report sets (through the address, as
 * react-admin's `filter` parameter): they have no input of their own, so each shows as a chip
 * under "Filtered by", removable like an input's value is cleared.
 */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListContext, useTranslate } from 'react-admin';
import type { Identifier } from 'react-admin';
import { QUALITY_LIST_FILTERS } from '../../domain/dataQuality';
import { useReferenceOptions } from '../../src/framework/ReferenceArray';

type QualityFilter = (typeof QUALITY_LIST_FILTERS)[number];

const valuesOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .filter((entry) => entry !== undefined && entry !== null && entry !== '')
    .map(String);

function useChipText() {
  const translate = useTranslate();
  const flagHospitalIds = (useListContext().filterValues?.openFlagHospital ?? []) as unknown;
  const ids = valuesOf(flagHospitalIds) as Identifier[];
  const hospitals = useReferenceOptions('hospitals', ids.length ? ids : []);
  const hospitalName = (id: string) => {
    const option = hospitals.data?.find((hospital) => String(hospital.id) === id);
    const name = option?.shortName ?? option?.name;
    return typeof name === 'string' && name ? name : `#${id}`;
  };
  return (filter: QualityFilter, values: string[]) => {
    const words = values.map((value) => {
      switch (filter) {
        case 'basicForm':
        case 'extendedForm':
          return translate(`resources.patients.filters.formStates.${value}`, { _: value });
        case 'consent':
          return translate(`resources.patients.filters.consentStates.${value}`, { _: value });
        case 'openFlagHospital':
          return hospitalName(value);
        default:
          return value;
      }
    });
    return `${translate(`resources.patients.filters.${filter}`)}: ${words.join(', ')}`;
  };
}

export function QualityFilterChips() {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const chipText = useChipText();
  const active = QUALITY_LIST_FILTERS.map(
    (filter) => [filter, valuesOf(filterValues?.[filter])] as const,
  ).filter(([, values]) => values.length);
  if (!active.length) return null;
  const remove = (filter: QualityFilter) => {
    const { [filter]: _removed, ...rest } = filterValues ?? {};
    setFilters(rest, displayedFilters);
  };
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}
      data-testid="quality-filters"
    >
      <Typography variant="body2" color="text.secondary" component="span">
        {translate('resources.patients.filters.filteredBy')}
      </Typography>
      {active.map(([filter, values]) => (
        <Chip
          key={filter}
          size="small"
          color="primary"
          variant="outlined"
          label={chipText(filter, values)}
          onDelete={() => remove(filter)}
        />
      ))}
    </Stack>
  );
}
