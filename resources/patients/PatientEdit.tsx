/**
 * /patient/{id}/edit: the engine's edit view with the patient form over the patient's record.
 * Only the patient's own fields are sent (PUT); hospitals and protocols are changed on the
 * patient's page. Saving leads back there. A patient that could not be loaded reads as on the
 * patient's page.
 */
import { ResourceEdit } from '../../src/framework/ResourceEdit';
import { useResourceConfig } from '../../src/framework/ResourceConfigContext';
import type { RecordFormProps } from '../../src/framework/types';
import { PatientForm } from './PatientForm';
import { patientUpdateBody } from './patientFormValues';

const MISSING = {
  title: 'registry.errors.patientMissing',
  text: 'patientDetails.notFound.text',
  back: 'patientDetails.notFound.back',
};

function PatientEditForm({ cancelTo }: RecordFormProps) {
  return <PatientForm view="edit" cancelTo={cancelTo} />;
}

export function PatientEdit() {
  return (
    <ResourceEdit
      config={useResourceConfig()}
      form={PatientEditForm}
      transform={patientUpdateBody}
      missing={MISSING}
    />
  );
}
