/**
 * The patient form, shared by the create and edit pages: identity (with the PESEL check), the
 * legal representative, the addresses, treatment and death, each under its heading. The whole
 * record is checked by the domain's rules before anything is sent, so the browser refuses what
 * the server would; the server's own field errors land on the same inputs after. A new patient
 * also gets hospitals and first protocols; an existing one's are managed on their page.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import {
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useInput,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Validator } from 'react-admin';
import { parseIsoDate, todayIso } from '../../domain';
import type { AddressKind, Patient } from '../../domain/patient';
import { useAccount } from '../../src/AppServicesContext';
import { useChoicesState } from '../../src/components/LoadState';
import { DateInput } from '../../src/components/dates/DateInput';
import { InvalidFormNotice } from '../../src/feedback/InvalidFormNotice';
import { ReferenceArrayPicker } from '../../src/framework/ReferenceArray';
import { FormToolbar } from '../../src/framework/FormToolbar';
import { FormLeaveGuard } from '../../src/framework/UnsavedChanges';
import { PassportInput } from './PassportInput';
import { PeselInput } from './PeselInput';
import {
  GENDER_CHOICES,
  categoryChoices,
  namedProtocolChoices,
  nationalityChoices,
  usePatientCategories,
} from './patientChoices';
import { CHECKED_WITH, patientCreateDefaults, patientFormErrors } from './patientFormValues';
import type { PatientFormValues, PatientFormView } from './patientFormValues';

const HOSPITALS = { resource: 'hospitals', optionText: 'name' };
const WHOLE_ROW = { gridColumn: '1 / -1' };

/** Marks the hospitals' label as required; the form's own validator does the checking. */
const requiredMark: Validator = Object.assign(() => undefined, { isRequired: true });

const label = (field: string) => `resources.patients.fields.${field}`;

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', mb: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(`resources.patients.sections.${title}`)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          columnGap: 2,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

function CheckboxInput({ source }: { source: string }) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  return (
    <FormControlLabel
      sx={WHOLE_ROW}
      label={translate(label(source))}
      control={
        <Checkbox
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      }
    />
  );
}

function AddressInputs({ kind }: { kind: AddressKind }) {
  return (
    <>
      <TextInput source={`${kind}Street`} label={label(`${kind}Street`)} sx={WHOLE_ROW} fullWidth />
      <TextInput source={`${kind}City`} label={label(`${kind}City`)} fullWidth />
      <TextInput
        source={`${kind}ZipCode`}
        label={label(`${kind}ZipCode`)}
        helperText="resources.patients.helpers.zipCode"
        autoComplete="off"
        inputProps={{ inputMode: 'numeric' }}
        fullWidth
      />
    </>
  );
}

function AddressHeading({ kind }: { kind: AddressKind }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle2" component="h3" sx={{ ...WHOLE_ROW, mt: 1 }}>
      {translate(`resources.patients.sections.${kind}`)}
    </Typography>
  );
}

/** An address that is the residence one unless the user unticks the box. */
function OtherAddress({ kind }: { kind: Exclude<AddressKind, 'residence'> }) {
  const same: unknown = useWatch({ name: `${kind}SameAsResidence` });
  return (
    <>
      <AddressHeading kind={kind} />
      <CheckboxInput source={`${kind}SameAsResidence`} />
      {same === false ? <AddressInputs kind={kind} /> : null}
    </>
  );
}

function DeathInputs() {
  const dead: unknown = useWatch({ name: 'dead' });
  const birthDate: unknown = useWatch({ name: 'birthDate' });
  return (
    <>
      <CheckboxInput source="dead" />
      {dead === true ? (
        <DateInput
          source="deathDate"
          label={label('deathDate')}
          isRequired
          {...(typeof birthDate === 'string' && parseIsoDate(birthDate) ? { min: birthDate } : {})}
          max={todayIso()}
        />
      ) : null}
    </>
  );
}

function TreatmentInputs({ view }: { view: PatientFormView }) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const account = useAccount();
  const record = useRecordContext<Patient>();
  const categories = usePatientCategories();
  const categoryState = useChoicesState(categories);
  const choices = useMemo(
    () => [...categoryChoices(categories.data, locale, record?.category), ...categoryState.choices],
    [categories.data, locale, record?.category, categoryState.choices],
  );
  return (
    <>
      <SelectInput
        source="categoryId"
        label={label('categoryId')}
        choices={choices}
        translateChoice={false}
        isPending={categories.isPending}
        {...(categoryState.message ? { helperText: categoryState.message } : {})}
        slotProps={{ select: { onOpen: categoryState.onOpen } }}
        sx={WHOLE_ROW}
        fullWidth
      />
      {view === 'create' ? (
        <>
          <Box sx={WHOLE_ROW}>
            <ReferenceArrayPicker
              source="hospitals"
              label={label('hospitals')}
              reference={HOSPITALS}
              validate={requiredMark}
            />
          </Box>
          <SelectArrayInput
            source="protocols"
            label={label('protocols')}
            choices={namedProtocolChoices(account, translate)}
            translateChoice={false}
            helperText="resources.patients.helpers.protocols"
            sx={WHOLE_ROW}
            fullWidth
          />
        </>
      ) : null}
    </>
  );
}

/**
 * Once a save has been refused, a change also checks again the fields whose rules read it, so
 * that typing a passport number clears "PESEL or passport number required" on the PESEL too.
 */
function RecheckRelatedFields() {
  const { watch, trigger } = useFormContext();
  const { isSubmitted } = useFormState();
  useEffect(() => {
    if (!isSubmitted) return;
    const subscription = watch((_values, { name }) => {
      const related = name ? CHECKED_WITH[name] : undefined;
      if (related) void trigger([...related]);
    });
    return () => subscription.unsubscribe();
  }, [isSubmitted, watch, trigger]);
  return null;
}

export function PatientForm({ view, cancelTo }: { view: PatientFormView; cancelTo: string }) {
  const [locale] = useLocaleState();
  const account = useAccount();
  const record = useRecordContext<Patient>();
  // The PESEL or passport of a registered patient blocks saving: the button waits, and the
  // check refuses.
  const [duplicatePesel, setDuplicatePesel] = useState(false);
  const duplicateRef = useRef(false);
  const onDuplicateChange = useCallback((duplicate: boolean) => {
    duplicateRef.current = duplicate;
    setDuplicatePesel(duplicate);
  }, []);
  const [duplicatePassport, setDuplicatePassport] = useState(false);
  const duplicatePassportRef = useRef(false);
  const onPassportDuplicateChange = useCallback((duplicate: boolean) => {
    duplicatePassportRef.current = duplicate;
    setDuplicatePassport(duplicate);
  }, []);
  const validate = useCallback(
    (values: PatientFormValues) =>
      patientFormErrors(values, {
        view,
        duplicatePesel: duplicateRef.current,
        duplicatePassport: duplicatePassportRef.current,
      }),
    [view],
  );
  // Read once: a later change of the account must not reset what the user has typed.
  const [defaultValues] = useState(() =>
    view === 'create' ? patientCreateDefaults(account) : undefined,
  );
  return (
    <Card sx={{ maxWidth: 960 }}>
      <SimpleForm
        validate={validate}
        {...(defaultValues ? { defaultValues } : {})}
        toolbar={
          <FormToolbar
            view={view}
            cancelTo={cancelTo}
            blocked={duplicatePesel || duplicatePassport}
          />
        }
        noValidate
        disableInvalidFormNotification
      >
        <InvalidFormNotice />
        <RecheckRelatedFields />
        <FormLeaveGuard />
        <FormSection title="identity">
          <PeselInput
            patientId={record?.id}
            savedPesel={record?.pesel}
            onDuplicateChange={onDuplicateChange}
          />
          <PassportInput
            patientId={record?.id}
            saved={record}
            onDuplicateChange={onPassportDuplicateChange}
          />
          <TextInput source="firstName" label={label('firstName')} isRequired fullWidth />
          <TextInput source="lastName" label={label('lastName')} isRequired fullWidth />
          <SelectInput
            source="gender"
            label={label('gender')}
            choices={GENDER_CHOICES}
            isRequired
            fullWidth
          />
          <DateInput
            source="birthDate"
            label={label('birthDate')}
            isRequired
            max={todayIso()}
            fullWidth
          />
          <SelectInput
            source="nationality"
            label={label('nationality')}
            choices={nationalityChoices(locale)}
            translateChoice={false}
            fullWidth
          />
        </FormSection>
        <FormSection title="representative">
          <TextInput
            source="representativePesel"
            label={label('representativePesel')}
            autoComplete="off"
            inputProps={{ inputMode: 'numeric' }}
            fullWidth
          />
          <TextInput
            source="representativePassportNumber"
            label={label('representativePassportNumber')}
            autoComplete="off"
            fullWidth
          />
        </FormSection>
        <FormSection title="addresses">
          <AddressHeading kind="residence" />
          <AddressInputs kind="residence" />
          <OtherAddress kind="registered" />
          <OtherAddress kind="correspondence" />
        </FormSection>
        <FormSection title="treatment">
          <TreatmentInputs view={view} />
        </FormSection>
        <FormSection title="death">
          <DeathInputs />
        </FormSection>
      </SimpleForm>
    </Card>
  );
}
