/**
 * The PESEL input of the patient form, with the registry's check: once it holds eleven digits
 * (and the user has paused for a moment), the server says whether the number is valid and whether
 * a patient with it is already registered. A valid number fills in the birth date and gender it
 * encodes. A registered patient blocks saving: the user gets a link to that patient's page when
 * they may open it, and otherwise is told whom to ask. A patient's own number is not a duplicate:
 * the number the record was saved with is checked in the browser, where only its validity is in
 * question (a PESEL is unique), so opening the edit screen neither spends one of the account's
 * checks nor leaves a check in the change log.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { TextInput, useDataProvider, useTranslate } from 'react-admin';
import type { Identifier } from 'react-admin';
import { type PeselCheck, peselCheck } from '../../domain/patient';
import { useResourceConfig } from '../../src/framework/ResourceConfigContext';
import { recordPath } from '../../src/framework/config';
import type { OncoregDataProvider } from '../../src/providers/dataProvider';
import { useDebouncedValue } from '../../src/components/useDebouncedValue';

export const PESEL_CHECK_DELAY_MS = 300;
const CHECKABLE = /^\d{11}$/;

/**
 * The check of the PESEL being typed, once it has eleven digits and has settled: the server's,
 * or for the number the record was saved with (`saved`), the browser's own.
 */
function usePeselCheck(pesel: string, saved: string | null): PeselCheck | undefined {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const settled = useDebouncedValue(pesel, PESEL_CHECK_DELAY_MS);
  const checkable = settled === pesel && CHECKABLE.test(settled) ? settled : null;
  const own = checkable !== null && checkable === saved;
  const { data } = useQuery({
    queryKey: ['patients', 'peselDetails', checkable],
    queryFn: () => dataProvider.peselDetails(checkable!),
    enabled: checkable !== null && !own,
  });
  const ownCheck = useMemo(() => (own ? peselCheck(checkable, null) : undefined), [own, checkable]);
  if (ownCheck) return ownCheck;
  return checkable !== null && data?.pesel === checkable ? data : undefined;
}

/** Which values the user had entered a PESEL replaced, to say so: none, one or both. */
type Replaced = 'birthDate' | 'gender' | 'both' | null;

/**
 * Puts the birth date and gender a valid PESEL encodes into the form, where they differ. Only a
 * new answer fills them: the user may still change them afterwards (and see the mismatch).
 * Answers which values the user had entered it replaced (an empty field filled is no news).
 */
function useFillFromPesel(check: PeselCheck | undefined): Replaced {
  const { getValues, setValue } = useFormContext();
  const { isSubmitted } = useFormState();
  const applied = useRef<PeselCheck | undefined>(undefined);
  const [replaced, setReplaced] = useState<Replaced>(null);
  useEffect(() => {
    if (!check?.valid || applied.current === check) return;
    applied.current = check;
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    const changes: ('birthDate' | 'gender')[] = [];
    for (const field of ['birthDate', 'gender'] as const) {
      const encoded = check[field];
      const entered: unknown = getValues(field);
      if (!encoded || entered === encoded) continue;
      if (entered !== undefined && entered !== null && entered !== '') changes.push(field);
      setValue(field, encoded, options);
    }
    setReplaced(changes.length === 2 ? 'both' : (changes[0] ?? null));
  }, [check, getValues, setValue, isSubmitted]);
  return check?.valid ? replaced : null;
}

function PeselHelperText({ check, replaced }: { check: PeselCheck; replaced: Replaced }) {
  const translate = useTranslate();
  return check.valid ? (
    <Box component="span" sx={{ color: 'success.main' }}>
      {translate('registry.validation.peselCorrect')}
      {replaced ? (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {translate(`resources.patients.pesel.replaced.${replaced}`)}
        </Box>
      ) : null}
    </Box>
  ) : (
    <Box component="span" sx={{ color: 'error.main' }}>
      {translate('registry.validation.pesel')}
    </Box>
  );
}

/**
 * A registered patient with the number being typed: a link to their page when the user may open
 * it, otherwise whom to ask. `messages` names the PESEL's or the passport's texts.
 */
export function DuplicateAlert({
  duplicate,
  messages = 'resources.patients.pesel',
}: {
  duplicate: NonNullable<PeselCheck['duplicate']>;
  messages?: string;
}) {
  const translate = useTranslate();
  const config = useResourceConfig();
  if (!duplicate.visible) {
    return <Alert severity="error">{translate(`${messages}.duplicateHidden`)}</Alert>;
  }
  return (
    <Alert
      severity="error"
      action={
        <Button
          component={RouterLink}
          to={recordPath(config, duplicate.patientId)}
          color="inherit"
          size="small"
        >
          {translate('resources.patients.pesel.openPatient')}
        </Button>
      }
    >
      {translate(`${messages}.duplicateVisible`)}
    </Alert>
  );
}

export interface PeselInputProps {
  /** The patient being edited, whose own PESEL is no duplicate. */
  patientId?: Identifier | undefined;
  /** The PESEL the patient being edited was saved with. */
  savedPesel?: string | null | undefined;
  /** Told whenever the PESEL starts or stops naming another registered patient. */
  onDuplicateChange: (duplicate: boolean) => void;
}

export function PeselInput({ patientId, savedPesel, onDuplicateChange }: PeselInputProps) {
  const value: unknown = useWatch({ name: 'pesel' });
  const check = usePeselCheck(typeof value === 'string' ? value.trim() : '', savedPesel ?? null);
  const replaced = useFillFromPesel(check);
  const found = check?.duplicate ?? null;
  const duplicate =
    found && !(found.visible && String(found.patientId) === String(patientId)) ? found : null;
  const isDuplicate = duplicate !== null;
  // Before the browser paints: the message and the blocked Save button show together.
  useLayoutEffect(() => onDuplicateChange(isDuplicate), [isDuplicate, onDuplicateChange]);
  return (
    <>
      <TextInput
        source="pesel"
        label="resources.patients.fields.pesel"
        autoComplete="off"
        inputProps={{ inputMode: 'numeric' }}
        helperText={check ? <PeselHelperText check={check} replaced={replaced} /> : undefined}
        fullWidth
      />
      {duplicate ? (
        <Box sx={{ gridColumn: '1 / -1', mb: 2 }}>
          <DuplicateAlert duplicate={duplicate} />
        </Box>
      ) : null}
    </>
  );
}
