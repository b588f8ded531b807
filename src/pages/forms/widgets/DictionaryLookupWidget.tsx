/**
 * A dictionary entry picked by typing (`ui:widget: 'dictionaryLookup'`, `ui:options.dictionary`:
 * icd10, icdO3Morphology, icdO3Topography, anticancerAgents, ctcaeTerms). The typed text is
 * searched on the server (`filters[searchableDescription]`, page 1: code and descriptions, accents
 * and case ignored) once the user pauses; each entry reads "code — description" in the user's
 * language. The form stores the entry's code; a stored code is shown with its description,
 * looked up by the code itself. On a phone the input, a column wide less its buttons, cuts the
 * text short ("L01CA02 …"), so the picked entry's description shows whole under it; so it does
 * under a read-only field whose entry is longer than the field shows at a desktop's width.
 */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { WidgetProps } from '@rjsf/utils';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { useChoicesState } from '../../../components/LoadState';
import type { OncoregDataProvider } from '../../../providers/dataProvider';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import {
  type Choice,
  LOOKUP_PAGE_SIZE,
  LOOKUP_STALE_MS,
  entryLabel,
  storedEntryKey,
  storedEntryQuery,
} from '../../../components/dictionaryEntries';

export const LOOKUP_DELAY_MS = 300;
/**
 * About what a field of the form's column shows at 1,280 px ("9814/3 — Białaczka/chłoniak
 * limfoblastyczny z komórek B…" is cut off at about 85 characters, and sooner on a narrower
 * screen).
 */
const READ_ONLY_LABEL_FITS = 60;

/** The entry's description in the user's language ('' while not known). */
const descriptionOf = (entry: Choice, locale: string) =>
  locale === 'en' && entry.descriptionEn ? entry.descriptionEn : entry.description;

/** The entry of a stored code, found by searching for the code and keeping the exact match. */
function useStoredEntry(dictionary: string, code: string | undefined) {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  return useQuery(storedEntryQuery(dataProvider, dictionary, code));
}

function useFoundEntries(dictionary: string, search: string, enabled: boolean) {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  return useQuery({
    queryKey: ['formLookup', dictionary, 'search', search],
    enabled,
    staleTime: LOOKUP_STALE_MS,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<Choice[]> => {
      const answer = await dataProvider.dictionaryEntries(dictionary, {
        search,
        page: 1,
        perPage: LOOKUP_PAGE_SIZE,
      });
      return Array.isArray(answer?.data) ? answer.data : [];
    },
  });
}

export function DictionaryLookupWidget({
  id,
  value,
  label,
  hideLabel,
  required,
  disabled,
  readonly,
  autofocus,
  rawErrors,
  options,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dictionary = String(options.dictionary ?? '');
  const code = typeof value === 'string' && value ? value : undefined;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);

  const stored = useStoredEntry(dictionary, code);
  const selected = useMemo<Choice | null>(
    () => (code ? (stored.data ?? { value: code, description: '', descriptionEn: null }) : null),
    [code, stored.data],
  );
  const selectedLabel = selected ? entryLabel(selected, locale) : '';
  const [inputText, setInputText] = useState(selectedLabel);
  // The input shows the picked entry until the user types: then the text is the search.
  const typed = inputText === selectedLabel ? '' : inputText.trim();
  const search = useDebouncedValue(typed, LOOKUP_DELAY_MS);
  const found = useFoundEntries(dictionary, search, open);
  const foundState = useChoicesState(found);

  useEffect(() => {
    setInputText(selectedLabel);
  }, [selectedLabel]);

  const foundValues = useMemo(
    () => new Set((found.data ?? []).map((entry) => entry.value)),
    [found.data],
  );
  // The picked entry is always among the options (so that the input can show it), and shown in
  // the list only when the search finds it.
  const choices = useMemo(() => {
    const entries = found.data ?? [];
    return selected && !foundValues.has(selected.value) ? [selected, ...entries] : entries;
  }, [found.data, foundValues, selected]);
  const searching = found.isFetching || typed !== search;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // A read-only field cannot be opened or scrolled: a long entry is cut off in it.
  const cutOff = (disabled || readonly) && selectedLabel.length > READ_ONLY_LABEL_FITS;
  // While the user types, the input holds a search, not the picked entry.
  const pickedDescription =
    (phone || cutOff) && selected && !typed ? descriptionOf(selected, locale) : '';

  return (
    <Autocomplete<Choice>
      id={id}
      open={open}
      onOpen={() => {
        setOpen(true);
        foundState.onOpen();
      }}
      onClose={() => setOpen(false)}
      options={choices}
      value={selected}
      inputValue={inputText}
      onInputChange={(_event, text) => setInputText(text)}
      onChange={(_event, entry) => {
        // The picked entry is known: its code shows with its description at once.
        if (entry) queryClient.setQueryData(storedEntryKey(dictionary, entry.value), entry);
        onChange(entry ? entry.value : undefined);
      }}
      filterOptions={(entries) => entries.filter((entry) => foundValues.has(entry.value))}
      getOptionLabel={(entry) => entryLabel(entry, locale)}
      getOptionKey={(entry) => entry.value}
      isOptionEqualToValue={(option, current) => option.value === current.value}
      loading={searching}
      loadingText={translate('forms.lookup.searching')}
      // A search that failed is not a search that found nothing.
      noOptionsText={foundState.message ?? translate('registry.errors.valueNotFound')}
      disabled={disabled || readonly}
      fullWidth
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={hideLabel ? undefined : label}
          inputProps={{ ...params.inputProps, ...(hideLabel ? { 'aria-label': label } : {}) }}
          placeholder={translate('forms.lookup.placeholder')}
          helperText={pickedDescription || undefined}
          required={required}
          autoFocus={autofocus}
          error={Boolean(rawErrors?.length)}
        />
      )}
    />
  );
}
