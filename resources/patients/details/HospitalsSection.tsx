/**
 * The hospitals a patient is assigned to. Roles that manage them add one from a picker (a
 * central administrator any active hospital, anyone else their own) and remove one after a
 * confirmation. The server keeps the last one ("A patient must be assigned to at least one
 * hospital"), so the only hospital's button is disabled with the reason beside it rather than
 * offered only to be refused; any other refusal's message is shown as it comes. Once a hospital
 * is added or removed the focus goes to the heading: the used button is disabled or gone.
 */
import AddIcon from '@mui/icons-material/Add';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import type { Account } from '../../../domain';
import type { Patient, PatientHospital } from '../../../domain/patient';
import { useAccount } from '../../../src/AppServicesContext';
import { LoadFailed } from '../../../src/components/LoadState';
import type { OncoregDataProvider } from '../../../src/providers/dataProvider';
import { holdsHospital, seesEveryPatient, useAllowed } from './access';
import { usePatientAction } from './patientQueries';
import { EmptyNote, SectionCard, useFocusLater, useOneAtATime } from './SectionCard';

/** The active hospitals the account may give the patient and the patient has not got yet. */
function useHospitalsToAdd(account: Account | null, patient: Patient) {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const ids = account && !seesEveryPatient(account) ? account.hospitals : null;
  const options = useQuery({
    queryKey: ['hospitalLookup', 'forSelect', ids],
    queryFn: async () => {
      const answer = await dataProvider.hospitalsForSelect(ids);
      return Array.isArray(answer) ? answer : [];
    },
    enabled: account !== null,
  });
  const choices = (options.data ?? []).filter(
    (hospital) =>
      hospital.active &&
      account !== null &&
      holdsHospital(account, hospital.id) &&
      !patient.hospitals.some((assigned) => assigned.id === hospital.id),
  );
  return { options, choices };
}

function AddHospital({
  patient,
  account,
  heading,
}: {
  patient: Patient;
  account: Account | null;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const translate = useTranslate();
  const { options, choices } = useHospitalsToAdd(account, patient);
  const [hospitalId, setHospitalId] = useState('');
  const focusLater = useFocusLater();
  const oneAtATime = useOneAtATime();
  const add = usePatientAction(
    patient.id,
    (dataProvider, id: number) => dataProvider.addPatientHospital(patient.id, id),
    { success: 'patientDetails.notifications.hospitalAdded', error: 'registry.errors.dataUpdate' },
  );
  if (options.isError) {
    return (
      <LoadFailed
        error={options.error}
        onRetry={options.refetch}
        retrying={options.isFetching}
        sx={{ mt: 2 }}
      />
    );
  }
  if (!choices.length) return null;
  const chosen = choices.some((hospital) => String(hospital.id) === hospitalId);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 2 }}>
      <TextField
        select
        size="small"
        label={translate('patientDetails.hospitals.pick')}
        value={chosen ? hospitalId : ''}
        onChange={(event) => setHospitalId(event.target.value)}
        sx={{ minWidth: 240, flex: '1 1 240px' }}
      >
        {choices.map((hospital) => (
          <MenuItem key={hospital.id} value={String(hospital.id)}>
            {hospital.name}
          </MenuItem>
        ))}
      </TextField>
      <Button
        startIcon={<AddIcon />}
        disabled={!chosen}
        // Not `disabled` while sending, which would drop the focus; once added, the picker is
        // empty and the button disabled, so the focus goes to the heading over the new item.
        aria-disabled={add.isPending}
        onClick={() =>
          void oneAtATime(async () => {
            await add.mutateAsync(Number(hospitalId));
            setHospitalId('');
            focusLater(heading);
          })
        }
      >
        {translate('patientDetails.hospitals.add')}
      </Button>
    </Box>
  );
}

export function HospitalsSection({ patient }: { patient: Patient }) {
  const translate = useTranslate();
  const account = useAccount();
  const canAdd = useAllowed('patientHospitals', 'create');
  const canRemove = useAllowed('patientHospitals', 'delete');
  const [leaving, setLeaving] = useState<PatientHospital | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusLater = useFocusLater();
  const lastOneId = useId();
  // The server refuses to remove the only hospital: its button says why instead.
  const onlyOne = patient.hospitals.length === 1;
  const remove = usePatientAction(
    patient.id,
    (dataProvider, hospital: PatientHospital) =>
      dataProvider.removePatientHospital(patient.id, hospital.id),
    {
      success: 'patientDetails.notifications.hospitalRemoved',
      error: 'registry.errors.dataUpdate',
    },
  );
  const removable = (hospital: PatientHospital) =>
    canRemove && account !== null && holdsHospital(account, hospital.id);

  return (
    <SectionCard title="patientDetails.sections.hospitals" headingRef={heading}>
      {patient.hospitals.length ? (
        <List dense disablePadding>
          {patient.hospitals.map((hospital) => (
            <ListItem
              key={hospital.id}
              disableGutters
              secondaryAction={
                removable(hospital) ? (
                  <IconButton
                    edge="end"
                    aria-label={translate('patientDetails.hospitals.remove', {
                      name: hospital.name,
                    })}
                    disabled={onlyOne}
                    aria-describedby={onlyOne ? lastOneId : undefined}
                    onClick={() => setLeaving(hospital)}
                  >
                    <LinkOffIcon />
                  </IconButton>
                ) : null
              }
            >
              <ListItemText primary={hospital.name} secondary={hospital.shortName} />
              {hospital.active ? null : (
                <Chip size="small" label={translate('patientDetails.hospitals.inactive')} />
              )}
            </ListItem>
          ))}
        </List>
      ) : (
        <EmptyNote text="patientDetails.hospitals.empty" />
      )}
      {onlyOne && patient.hospitals.some(removable) ? (
        <Typography id={lastOneId} variant="caption" color="text.secondary" component="p">
          {translate('patientDetails.hospitals.lastOne')}
        </Typography>
      ) : null}
      {canAdd ? <AddHospital patient={patient} account={account} heading={heading} /> : null}
      <Confirm
        isOpen={leaving !== null}
        loading={remove.isPending}
        title="patientDetails.hospitals.removeTitle"
        content="patientDetails.hospitals.removeConfirm"
        contentTranslateOptions={{ name: leaving?.name ?? '' }}
        onConfirm={() => {
          if (!leaving) return;
          remove.mutate(leaving, {
            // The removed hospital's button, to which the dialog would give the focus back, is
            // gone.
            onSuccess: () => focusLater(heading),
            onSettled: () => setLeaving(null),
          });
        }}
        onClose={() => setLeaving(null)}
      />
    </SectionCard>
  );
}
