/**
 * /add-new-patient: the patient form with hospitals and first protocols. The API answers the new
 * patient's id (`patientId`), and the user lands on the patient's page.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { CreateBase } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { useToasts } from '../../src/feedback/FeedbackContext';
import { useResourceConfig } from '../../src/framework/ResourceConfigContext';
import { ResourcePageHeader } from '../../src/framework/ResourcePageHeader';
import { recordPath } from '../../src/framework/config';
import { useRecordNotify } from '../../src/framework/hooks';
import { AFTER_SAVE } from '../../src/framework/UnsavedChanges';
import { PatientForm } from './PatientForm';
import { patientCreateBody } from './patientFormValues';

export function PatientCreate() {
  const config = useResourceConfig();
  const navigate = useNavigate();
  const { pushError } = useToasts();
  const notify = useRecordNotify(config);
  const queryClient = useQueryClient();
  return (
    <CreateBase
      resource={config.name}
      mutationMode="pessimistic"
      disableAuthentication
      transform={patientCreateBody}
      mutationOptions={{
        onSuccess: (patient: RaRecord) => {
          // The API answers only the new id, so what react-admin cached as the record is the
          // form's values: dropped, so that the patient's page loads the real record.
          queryClient.removeQueries({
            queryKey: [config.name, 'getOne', { id: String(patient.id) }],
          });
          notify('created');
          navigate(patient.id === undefined ? config.routes.list : recordPath(config, patient.id), {
            state: AFTER_SAVE,
          });
        },
        onError: (error: unknown) => pushError(error, 'registry.errors.creation'),
      }}
    >
      <ResourcePageHeader config={config} view="create" />
      <PatientForm view="create" cancelTo={config.routes.list} />
    </CreateBase>
  );
}
