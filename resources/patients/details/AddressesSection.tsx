/**
 * A patient's three addresses: residence, registered and correspondence. The last two say
 * "same as the residence address" when the form's checkbox said so, rather than repeat it.
 */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { AddressKind, Patient } from '../../../domain/patient';
import { SectionCard } from './SectionCard';

function addressLines(patient: Patient, kind: AddressKind): string[] {
  const street = patient[`${kind}Street`];
  const city = [patient[`${kind}ZipCode`], patient[`${kind}City`]].filter(Boolean).join(' ');
  return [street, city].filter((line): line is string => Boolean(line));
}

function sameAsResidence(patient: Patient, kind: AddressKind): boolean {
  if (kind === 'registered') return patient.registeredSameAsResidence;
  if (kind === 'correspondence') return patient.correspondenceSameAsResidence;
  return false;
}

function Address({ patient, kind }: { patient: Patient; kind: AddressKind }) {
  const translate = useTranslate();
  const lines = addressLines(patient, kind);
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {translate(`patientDetails.addresses.${kind}`)}
      </Typography>
      {sameAsResidence(patient, kind) ? (
        <Typography variant="body2" color="text.secondary">
          {translate('patientDetails.addresses.sameAsResidence')}
        </Typography>
      ) : lines.length ? (
        <Typography component="address" variant="body1" sx={{ fontStyle: 'normal' }}>
          {lines.map((line) => (
            <Box component="span" key={line} sx={{ display: 'block' }}>
              {line}
            </Box>
          ))}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('patientDetails.addresses.notGiven')}
        </Typography>
      )}
    </Box>
  );
}

export function AddressesSection({ patient }: { patient: Patient }) {
  return (
    <SectionCard title="patientDetails.sections.addresses">
      <Stack spacing={2}>
        <Address patient={patient} kind="residence" />
        <Address patient={patient} kind="registered" />
        <Address patient={patient} kind="correspondence" />
      </Stack>
    </SectionCard>
  );
}
