/**
 * The passport number input of the patient form, with the registry's check, as the PESEL input
 * has one: once the number fits the passport rule (and the user has paused for a moment), the
 * server says whether a patient with this number of the chosen nationality (the issuing country)
 * is already registered. A registered patient blocks saving, with a link to that patient's page
 * when the user may open it, and otherwise whom to ask. A patient's own number is not a duplicate,
 * and the number and nationality the record was saved with are not sent (a pair is unique).
 */
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { TextInput, useDataProvider } from 'react-admin';
import type { Identifier } from 'react-admin';
import { type PassportCheck, isPassportNumber, normalizePassport } from '../../domain/patient';
import type { OncoregDataProvider } from '../../src/providers/dataProvider';
import { useDebouncedValue } from '../../src/components/useDebouncedValue';
import { DuplicateAlert, PESEL_CHECK_DELAY_MS } from './PeselInput';

/** The server's check of the passport being typed, once it fits the rule and has settled. */
function usePassportCheck(passportNumber: string, nationality: string | null, saved: string) {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const typed = JSON.stringify([passportNumber, nationality]);
  const settled = useDebouncedValue(typed, PESEL_CHECK_DELAY_MS);
  const checkable = settled === typed && typed !== saved && isPassportNumber(passportNumber);
  const { data } = useQuery({
    queryKey: ['patients', 'passportDetails', passportNumber, nationality],
    queryFn: () => dataProvider.passportDetails(passportNumber, nationality),
    enabled: checkable,
  });
  const answers = (answer: PassportCheck | undefined) =>
    answer?.passportNumber === passportNumber && answer.nationality === nationality;
  return checkable && answers(data) ? data : undefined;
}

export interface PassportInputProps {
  /** The patient being edited, whose own passport is no duplicate. */
  patientId?: Identifier | undefined;
  /** The passport number and nationality the patient being edited was saved with. */
  saved?: { passportNumber: string | null; nationality: string | null } | undefined;
  /** Told whenever the passport starts or stops naming another registered patient. */
  onDuplicateChange: (duplicate: boolean) => void;
}

export function PassportInput({ patientId, saved, onDuplicateChange }: PassportInputProps) {
  const value: unknown = useWatch({ name: 'passportNumber' });
  const country: unknown = useWatch({ name: 'nationality' });
  const check = usePassportCheck(
    typeof value === 'string' ? normalizePassport(value) : '',
    typeof country === 'string' && country.trim() ? country.trim().toUpperCase() : null,
    saved?.passportNumber ? JSON.stringify([saved.passportNumber, saved.nationality]) : '',
  );
  const found = check?.duplicate ?? null;
  const duplicate =
    found && !(found.visible && String(found.patientId) === String(patientId)) ? found : null;
  const isDuplicate = duplicate !== null;
  // Before the browser paints: the message and the blocked Save button show together.
  useLayoutEffect(() => onDuplicateChange(isDuplicate), [isDuplicate, onDuplicateChange]);
  return (
    <>
      <TextInput
        source="passportNumber"
        label="resources.patients.fields.passportNumber"
        autoComplete="off"
        fullWidth
      />
      {duplicate ? (
        <Box sx={{ gridColumn: '1 / -1', mb: 2 }}>
          <DuplicateAlert duplicate={duplicate} messages="resources.patients.passport" />
        </Box>
      ) : null}
    </>
  );
}
