/**
 * /patient/{id}/edit: the patient form over the patient's record. Only the patient's own fields
 * are sent (PUT); hospitals and protocols are changed on the patient's page. Saving leads back
 * there. A patient that could not be loaded reads as on the patient's page.
 */
import { useNavigate, useParams } from 'react-router-dom';
import { EditBase, useEditContext } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { PageLoading } from '../../src/components/PageLoading';
import { useToasts } from '../../src/feedback/FeedbackContext';
import { RecordToolbar } from '../../src/framework/RecordActions';
import { EditUnavailable, QUIET_FAILURE } from '../../src/framework/LoadStates';
import { useResourceConfig } from '../../src/framework/ResourceConfigContext';
import { ResourcePageHeader } from '../../src/framework/ResourcePageHeader';
import { recordPath } from '../../src/framework/config';
import { useRecordNotify } from '../../src/framework/hooks';
import { AFTER_SAVE } from '../../src/framework/UnsavedChanges';
import { PatientForm } from './PatientForm';
import { patientUpdateBody } from './patientFormValues';

function PatientEditLayout() {
  const config = useResourceConfig();
  const { record } = useEditContext();
  if (!record) return <PageLoading />;
  return (
    <>
      <ResourcePageHeader config={config} view="edit" record={record} />
      <RecordToolbar config={config} record={record} view="edit" />
      <PatientForm view="edit" cancelTo={recordPath(config, record.id)} />
    </>
  );
}

export function PatientEdit() {
  const config = useResourceConfig();
  const { id } = useParams();
  const navigate = useNavigate();
  const { pushError } = useToasts();
  const notify = useRecordNotify(config);
  return (
    <EditBase
      resource={config.name}
      id={id}
      mutationMode="pessimistic"
      disableAuthentication
      transform={patientUpdateBody}
      loading={<PageLoading />}
      error={
        <EditUnavailable
          config={config}
          missingTitle="registry.errors.patientMissing"
          missingText="patientDetails.notFound.text"
          backLabel="patientDetails.notFound.back"
        />
      }
      queryOptions={QUIET_FAILURE}
      mutationOptions={{
        onSuccess: (patient: RaRecord) => {
          notify('updated');
          navigate(recordPath(config, patient.id ?? id ?? ''), { state: AFTER_SAVE });
        },
        onError: (error: unknown) => pushError(error, 'registry.errors.update'),
      }}
    >
      <PatientEditLayout />
    </EditBase>
  );
}
