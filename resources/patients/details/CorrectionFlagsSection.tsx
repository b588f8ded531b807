/**
 * A patient's correction flags, newest first: what is to be corrected, in which hospital, who
 * raised it and when, and who resolved it or that it is still open. Anyone may raise one for a
 * hospital of the patient they hold (a central administrator for any of the patient's); the
 * roles the permission table allows resolve them. A resolved flag's button goes away, so the
 * focus goes to the flag itself, which now says who resolved it, not to the page's top.
 */
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { Form, SelectInput, TextInput, useTranslate } from 'react-admin';
import { CORRECTION_FLAG_RULES, type CorrectionFlag, type Patient } from '../../../domain/patient';
import { useAccount } from '../../../src/AppServicesContext';
import { rules } from '../../../src/components/validators';
import { fieldErrors } from '../../../src/feedback/errors';
import { InvalidFormNotice } from '../../../src/feedback/InvalidFormNotice';
import type { NewCorrectionFlag } from '../../../src/providers/dataProvider';
import { flagHospitals, useAllowed } from './access';
import { useFormatters } from './formatting';
import { usePatientAction } from './patientQueries';
import { EmptyNote, SectionCard, useFocusLater, useOneAtATime } from './SectionCard';

const validateComment = rules(...CORRECTION_FLAG_RULES.comment);
const validateHospital = rules(...CORRECTION_FLAG_RULES.hospitalId);

interface FlagValues {
  comment?: string;
  hospitalId?: number | string | null;
}

function AddFlagDialog({ patient, onClose }: { patient: Patient; onClose: () => void }) {
  const translate = useTranslate();
  const account = useAccount();
  const titleId = useId();
  const hospitals = account ? flagHospitals(account, patient.hospitals) : [];
  const oneAtATime = useOneAtATime();
  const add = usePatientAction(
    patient.id,
    (dataProvider, flag: NewCorrectionFlag) => dataProvider.addCorrectionFlag(patient.id, flag),
    { success: 'registry.notifications.flagAdded', error: 'registry.errors.flag' },
  );

  // One submit at a time: a quick double click on the button submits the form twice.
  const submit = (values: FlagValues) =>
    oneAtATime(async () => {
      try {
        await add.mutateAsync({
          comment: String(values.comment ?? '').trim(),
          hospitalId: Number(values.hospitalId),
        });
        onClose();
      } catch (error) {
        return fieldErrors(error);
      }
    });

  return (
    <Dialog open onClose={add.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth>
      <Form<FlagValues>
        onSubmit={submit}
        defaultValues={{
          comment: '',
          hospitalId: hospitals.length === 1 ? hospitals[0]!.id : null,
        }}
        noValidate
        disableInvalidFormNotification
      >
        <InvalidFormNotice />
        <DialogTitle id={titleId}>{translate('patientDetails.flags.addTitle')}</DialogTitle>
        <DialogContent>
          <TextInput
            source="comment"
            label="patientDetails.flags.comment"
            validate={validateComment}
            multiline
            minRows={3}
            fullWidth
            autoFocus
          />
          <SelectInput
            source="hospitalId"
            label="patientDetails.flags.hospital"
            choices={hospitals.map((hospital) => ({ id: hospital.id, name: hospital.name }))}
            translateChoice={false}
            validate={validateHospital}
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={add.isPending}>
            {translate('registry.framework.actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {translate('patientDetails.flags.submit')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

function ResolveButton({
  flag,
  pending,
  onResolve,
}: {
  flag: CorrectionFlag;
  pending: boolean;
  onResolve: () => void;
}) {
  const translate = useTranslate();
  return (
    <Button
      size="small"
      variant="outlined"
      aria-label={translate('patientDetails.flags.resolveLabel', { comment: flag.comment })}
      // Not `disabled`: a browser moves the focus of a disabled button to the page's top.
      aria-disabled={pending}
      onClick={() => {
        if (!pending) onResolve();
      }}
    >
      {translate('patientDetails.flags.resolve')}
    </Button>
  );
}

function FlagItem({
  patient,
  flag,
  canResolve,
}: {
  patient: Patient;
  flag: CorrectionFlag;
  canResolve: boolean;
}) {
  const translate = useTranslate();
  const formatters = useFormatters();
  const item = useRef<HTMLLIElement>(null);
  const focusLater = useFocusLater();
  // Here rather than in the button, which is gone once the refetched flag reads resolved.
  const resolve = usePatientAction(
    patient.id,
    (dataProvider) => dataProvider.resolveCorrectionFlag(patient.id, flag.id),
    { success: 'registry.notifications.flagRemoved', error: 'registry.errors.flag' },
  );
  const raised = [flag.hospitalName, flag.authorName, formatters.dateTime(flag.createdAt)]
    .filter(Boolean)
    .join(' · ');
  const resolved = [flag.resolvedAt && formatters.dateTime(flag.resolvedAt), flag.resolvedByName]
    .filter(Boolean)
    .join(', ');
  return (
    <Box
      component="li"
      ref={item}
      tabIndex={-1}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, listStyle: 'none' }}
    >
      <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {flag.comment}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {raised}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
        {flag.resolved ? (
          <>
            <Chip size="small" color="success" label={translate('patientDetails.flags.resolved')} />
            <Typography variant="body2" color="text.secondary">
              {resolved}
            </Typography>
          </>
        ) : (
          <>
            <Chip size="small" color="warning" label={translate('patientDetails.flags.open')} />
            {canResolve ? (
              <ResolveButton
                flag={flag}
                pending={resolve.isPending}
                onResolve={() => resolve.mutate(undefined, { onSuccess: () => focusLater(item) })}
              />
            ) : null}
          </>
        )}
      </Box>
    </Box>
  );
}

export function CorrectionFlagsSection({ patient }: { patient: Patient }) {
  const translate = useTranslate();
  const account = useAccount();
  const canAdd = useAllowed('correctionFlags', 'create');
  const canResolve = useAllowed('correctionFlags', 'resolve');
  const [adding, setAdding] = useState(false);
  const flags = [...patient.correctionFlags].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const mayRaise =
    canAdd && account !== null && flagHospitals(account, patient.hospitals).length > 0;

  return (
    <SectionCard
      title="patientDetails.sections.flags"
      action={
        mayRaise ? (
          <Button startIcon={<FlagOutlinedIcon />} onClick={() => setAdding(true)}>
            {translate('patientDetails.flags.add')}
          </Button>
        ) : null
      }
    >
      {flags.length ? (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
          {flags.map((flag) => (
            <FlagItem key={flag.id} patient={patient} flag={flag} canResolve={canResolve} />
          ))}
        </Stack>
      ) : (
        <EmptyNote text="patientDetails.flags.empty" />
      )}
      {adding ? <AddFlagDialog patient={patient} onClose={() => setAdding(false)} /> : null}
    </SectionCard>
  );
}
