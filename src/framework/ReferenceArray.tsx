/**
 * Fields holding ids of another resource's records (a user's hospitals): shown as names, picked
 * from the records the data provider offers for pickers (for hospitals: the active ones, through
 * for-select). In a list, every row asks for the ids of the whole page, so one request names them
 * all.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  AutocompleteArrayInput,
  useDataProvider,
  useListContextWithProps,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Identifier, Validator } from 'react-admin';
import { useChoicesState } from '../components/LoadState';
import { StaticChip, StaticChipRow } from '../components/StaticChip';
import type { OncoregDataProvider, ReferenceOption } from '../providers/dataProvider';

export interface Reference {
  resource: string;
  optionText: string;
  /** Shown instead in list columns (the full text on hover), so long names keep rows narrow. */
  shortText?: string;
}

function idsOf(value: unknown): Identifier[] {
  return Array.isArray(value)
    ? value.filter((id): id is Identifier => typeof id === 'string' || typeof id === 'number')
    : [];
}

/**
 * The records a picker offers (`ids` null; with `inactive`, as a filter offers them, the
 * inactive ones too), or the named ones; nothing is asked for no ids.
 */
export function useReferenceOptions(
  resource: string,
  ids: readonly Identifier[] | null,
  { inactive = false }: { inactive?: boolean } = {},
) {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const key = ids === null ? null : [...new Set(ids.map(String))].sort();
  const withInactive = ids === null && inactive;
  return useQuery({
    queryKey: ['referenceOptions', resource, key, ...(withInactive ? ['inactive'] : [])],
    queryFn: () =>
      dataProvider.referenceOptions(resource, ids, withInactive ? { inactive: true } : undefined),
    enabled: ids === null || ids.length > 0,
    staleTime: 60_000,
  });
}

function optionName(option: ReferenceOption | undefined, optionText: string, id: Identifier) {
  const text = option?.[optionText];
  return typeof text === 'string' && text ? text : `#${String(id)}`;
}

/**
 * The names a picker shows, told apart: a name that two records hold (two hospitals of one full
 * name, whatever its case) is followed by each one's short text, "Szpital Miejski (SM-1)", so
 * that the picker never offers two entries no one can tell apart.
 */
export function pickerNames(
  options: readonly ReferenceOption[],
  optionText: string,
  shortText: string | undefined,
): (option: ReferenceOption) => string {
  const counts = new Map<string, number>();
  const key = (option: ReferenceOption) =>
    optionName(option, optionText, option.id).trim().toLocaleLowerCase();
  for (const option of options) counts.set(key(option), (counts.get(key(option)) ?? 0) + 1);
  return (option) => {
    const name = optionName(option, optionText, option.id);
    const short = shortText ? option[shortText] : undefined;
    const twin = (counts.get(key(option)) ?? 0) > 1;
    return twin && typeof short === 'string' && short ? `${name.trim()} (${short})` : name;
  };
}

export function ReferenceNamesField({
  source,
  reference,
  emptyText,
}: {
  source: string;
  reference: Reference;
  emptyText?: string | undefined;
  label?: string;
}) {
  const translate = useTranslate();
  const record = useRecordContext();
  const { data: page } = useListContextWithProps();
  const ids = idsOf(record?.[source]);
  const asked = useMemo(
    () => (page ? page.flatMap((row) => idsOf((row as Record<string, unknown>)[source])) : ids),
    [page, ids, source],
  );
  const { data: options } = useReferenceOptions(reference.resource, asked);
  if (!ids.length) return emptyText ? <span>{emptyText}</span> : null;
  return (
    <StaticChipRow>
      {ids.map((id) => {
        const option = options?.find((candidate) => String(candidate.id) === String(id));
        // A closed hospital says so in the chip's own text, as the pickers do.
        const inactive = option?.active === false;
        const marked = (text: string) =>
          inactive ? translate('registry.framework.inactiveOption', { name: text }) : text;
        const look = inactive ? { kind: 'outlined' as const, muted: true } : {};
        const name = marked(optionName(option, reference.optionText, id));
        const short = page && reference.shortText ? option?.[reference.shortText] : undefined;
        return typeof short === 'string' && short ? (
          <StaticChip key={String(id)} label={marked(short)} title={name} {...look} />
        ) : (
          <StaticChip key={String(id)} label={name} wrap {...look} />
        );
      })}
    </StaticChipRow>
  );
}

export interface ReferenceArrayPickerProps {
  source: string;
  label: string;
  reference: Reference;
  validate?: Validator;
  helperText?: string;
  /** Read by the list's filter form. */
  alwaysOn?: boolean;
  /** In the list's filter bar rather than a form. */
  filter?: boolean;
}

/**
 * Picks ids among the records offered for pickers; ids the record already holds stay shown by
 * name even when they are no longer offered (a hospital deactivated since). A filter offers the
 * inactive records too, marked so: the records of a closed hospital are still looked for.
 */
export function ReferenceArrayPicker({
  source,
  label,
  reference,
  validate,
  helperText,
  filter = false,
}: ReferenceArrayPickerProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const held = idsOf(record?.[source]);
  const offered = useReferenceOptions(reference.resource, null, { inactive: filter });
  const offeredState = useChoicesState(offered);
  const named = useReferenceOptions(reference.resource, held);
  const choices = useMemo(() => {
    const byId = new Map<string, ReferenceOption>();
    for (const option of [...(named.data ?? []), ...(offered.data ?? [])]) {
      byId.set(String(option.id), option);
    }
    return [...byId.values()];
  }, [offered.data, named.data]);
  const shownName = useMemo(
    () => pickerNames(choices, reference.optionText, reference.shortText),
    [choices, reference.optionText, reference.shortText],
  );
  return (
    <AutocompleteArrayInput
      source={source}
      label={label}
      choices={choices}
      optionText={(option: ReferenceOption) => {
        const name = shownName(option);
        return option.active === false
          ? translate('registry.framework.inactiveOption', { name })
          : name;
      }}
      isPending={offered.isPending}
      onOpen={offeredState.onOpen}
      {...(offeredState.message ? { noOptionsText: offeredState.message } : {})}
      {...(validate ? { validate } : {})}
      {...(offeredState.message || helperText
        ? { helperText: offeredState.message ?? helperText }
        : {})}
      {...(filter ? { sx: { minWidth: 240 } } : { fullWidth: true })}
    />
  );
}
