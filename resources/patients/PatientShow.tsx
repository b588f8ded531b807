/**
 * The page of one patient (`/patient/{id}`): the heading with the identity number and the
 * record's state, the actions the user's role allows (edit, activate or deactivate with a
 * reason, the favourite star), then the sections: personal data, addresses, hospitals,
 * protocols (each linking to its basic and extended forms), the protocol forms, correction
 * flags, attachments, RODO consents and the patient's history.
 * A patient that does not exist, or that belongs to a hospital the user does not hold, reads
 * "Patient does not exist" with the way back to the list, and so does an address no patient can
 * have (`/patient/abc`), without asking the server; any other failure offers a retry.
 */
import EditIcon from '@mui/icons-material/Edit';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { Patient } from '../../domain/patient';
import { HOME_CRUMB, PageHeader } from '../../src/components/PageHeader';
import { PageLoading } from '../../src/components/PageLoading';
import { editPath, recordPath } from '../../src/framework/config';
import { ActivateButton, DeactivateButton } from '../../src/framework/RecordActions';
import { RecordUnavailable } from '../../src/framework/LoadStates';
import { NO_SUCH_RECORD, isRecordId } from '../../src/framework/recordId';
import { useResourceConfig } from '../../src/framework/ResourceConfigContext';
import { useResourcePlural } from '../../src/framework/ResourcePageHeader';
import type { ResourceConfig } from '../../src/framework/types';
import { useAllowed } from './details/access';
import { AddressesSection } from './details/AddressesSection';
import { AttachmentsSection } from './details/AttachmentsSection';
import { ConsentsSection } from './details/ConsentsSection';
import { CorrectionFlagsSection } from './details/CorrectionFlagsSection';
import { FavoriteToggle } from './details/FavoriteToggle';
import { FormsSection, ProtocolFormLinks } from './details/FormsSection';
import { HospitalsSection } from './details/HospitalsSection';
import { PatientHistory } from './details/PatientHistory';
import { usePatient } from './details/patientQueries';
import { PersonalSection } from './details/PersonalSection';
import { ProtocolsSection } from './details/ProtocolsSection';

function useListCrumb(config: ResourceConfig) {
  return { label: useResourcePlural(config), to: config.routes.list };
}

function PatientIdentity({ patient }: { patient: Patient }) {
  const translate = useTranslate();
  const identity = patient.pesel
    ? translate('patientDetails.identity.pesel', { value: patient.pesel })
    : patient.passportNumber
      ? translate('patientDetails.identity.passport', { value: patient.passportNumber })
      : null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
      {identity ? (
        <Typography variant="subtitle1" color="text.secondary">
          {identity}
        </Typography>
      ) : null}
      {patient.active ? null : (
        <Chip size="small" color="default" label={translate('patientDetails.status.inactive')} />
      )}
      {patient.dead ? (
        <Chip
          size="small"
          variant="outlined"
          label={translate(`patientDetails.status.deceased.${patient.gender}`)}
        />
      ) : null}
    </Box>
  );
}

function PatientActions({ config, patient }: { config: ResourceConfig; patient: Patient }) {
  const translate = useTranslate();
  const canEdit = useAllowed(config.permission, 'edit');
  const edit = editPath(config, patient.id);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      {canEdit && edit ? (
        <Button component={RouterLink} to={edit} startIcon={<EditIcon />}>
          {translate('registry.framework.actions.edit')}
        </Button>
      ) : null}
      {patient.active ? (
        <DeactivateButton config={config} record={patient} />
      ) : (
        <ActivateButton config={config} record={patient} />
      )}
      <FavoriteToggle patient={patient} />
      <Button
        component={RouterLink}
        to={`${recordPath(config, patient.id)}/print`}
        startIcon={<PrintIcon />}
      >
        {translate('patientDetails.print.action')}
      </Button>
    </Box>
  );
}

function PatientPage({
  config,
  patient,
  version,
}: {
  config: ResourceConfig;
  patient: Patient;
  version: number;
}) {
  const listCrumb = useListCrumb(config);
  return (
    <>
      <PageHeader
        title={`${patient.lastName} ${patient.firstName}`}
        crumbs={[HOME_CRUMB, listCrumb]}
      />
      <PatientIdentity patient={patient} />
      <PatientActions config={config} patient={patient} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <PersonalSection patient={patient} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <AddressesSection patient={patient} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <HospitalsSection patient={patient} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ProtocolsSection
            patient={patient}
            formsLink={(protocol) => (
              <ProtocolFormLinks patientId={patient.id} protocol={protocol} />
            )}
          />
        </Grid>
        <Grid size={12}>
          <FormsSection patient={patient} version={version} />
        </Grid>
        <Grid size={12}>
          <CorrectionFlagsSection patient={patient} />
        </Grid>
        <Grid size={12}>
          <AttachmentsSection patient={patient} />
        </Grid>
        <Grid size={12}>
          <ConsentsSection patient={patient} />
        </Grid>
        <Grid size={12}>
          <PatientHistory patientId={patient.id} version={version} protocols={patient.protocols} />
        </Grid>
      </Grid>
    </>
  );
}

const MISSING = {
  missingTitle: 'registry.errors.patientMissing',
  missingText: 'patientDetails.notFound.text',
  backLabel: 'patientDetails.notFound.back',
};

const noRetry = () => undefined;

function LoadedPatientShow({ config, id }: { config: ResourceConfig; id: string }) {
  const patient = usePatient(id);
  if (patient.isPending) return <PageLoading />;
  if (!patient.data) {
    return (
      <RecordUnavailable
        config={config}
        error={patient.error}
        onRetry={patient.refetch}
        retrying={patient.isFetching}
        {...MISSING}
      />
    );
  }
  return <PatientPage config={config} patient={patient.data} version={patient.dataUpdatedAt} />;
}

export function PatientShow() {
  const config = useResourceConfig();
  const { id } = useParams();
  if (!isRecordId(id)) {
    return (
      <RecordUnavailable config={config} error={NO_SUCH_RECORD} onRetry={noRetry} {...MISSING} />
    );
  }
  return <LoadedPatientShow config={config} id={id} />;
}
