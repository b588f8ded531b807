/**
 * /add-new-patient: the engine's create view with the patient form, hospitals and first
 * protocols included. The API answers the new patient's id (`patientId`), and the user lands on
 * the patient's page.
 */
import { ResourceCreate } from '../../src/framework/ResourceCreate';
import { useResourceConfig } from '../../src/framework/ResourceConfigContext';
import type { RecordFormProps } from '../../src/framework/types';
import { PatientForm } from './PatientForm';
import { patientCreateBody } from './patientFormValues';

function PatientCreateForm({ cancelTo }: RecordFormProps) {
  return <PatientForm view="create" cancelTo={cancelTo} />;
}

export function PatientCreate() {
  return (
    <ResourceCreate
      config={useResourceConfig()}
      form={PatientCreateForm}
      transform={patientCreateBody}
    />
  );
}
