/**
 * Protocol forms (src/pages/forms, resources/patients/details/FormsSection.tsx): a patient's
 * forms, one form's data with its schema, its save over a version, and stored definitions.
 */
import type { Identifier } from 'react-admin';
import type { Locale } from '../../../domain';
import type {
  FormDefinitionVersion,
  FormId,
  PatientFormSummary,
  ProtocolFormData,
  ProtocolFormSave,
} from '../../../domain/forms';
import type { DataContext } from './context';

export const FORM_PATH = '/v1/form';

export interface ProtocolFormMethods {
  /** The forms of the patient's active protocols the caller may see, basic then extended. */
  patientForms(patientId: Identifier): Promise<PatientFormSummary[]>;
  /**
   * A patient's form with its schema in the interface language, or in `locale`; `version` reads
   * an older one.
   */
  protocolForm(
    formId: FormId,
    patientId: Identifier,
    options?: { version?: number; locale?: Locale },
  ): Promise<ProtocolFormData>;
  /** Saves the whole form over `save.version`; answers the new version. */
  saveProtocolForm(
    formId: FormId,
    patientId: Identifier,
    save: ProtocolFormSave,
  ): Promise<ProtocolFormData>;
  /** One stored version of a form's definition in the interface language, or in `locale`. */
  formDefinition(formId: FormId, version: number, locale?: Locale): Promise<FormDefinitionVersion>;
}

/** `id` is the patient's: a patient has one record per form. */
function protocolFormPath(formId: FormId, patientId: Identifier): string {
  return `${FORM_PATH}/forms/${encodeURIComponent(formId)}/protocol-form-data/${encodeURIComponent(String(patientId))}`;
}

export function createProtocolFormMethods({ http }: DataContext): ProtocolFormMethods {
  return {
    patientForms(patientId) {
      return http.request<PatientFormSummary[]>(
        `${FORM_PATH}/patient-forms/${encodeURIComponent(String(patientId))}`,
      );
    },
    protocolForm(formId, patientId, { version, locale } = {}) {
      return http.request<ProtocolFormData>(protocolFormPath(formId, patientId), {
        ...(version === undefined ? {} : { query: `version=${version}` }),
        locale,
      });
    },
    saveProtocolForm(formId, patientId, save) {
      return http.request<ProtocolFormData>(protocolFormPath(formId, patientId), {
        method: 'POST',
        body: { formData: save.formData, version: save.version },
      });
    },
    formDefinition(formId, version, locale) {
      return http.request<FormDefinitionVersion>(
        `${FORM_PATH}/forms/${encodeURIComponent(formId)}/definitions/${encodeURIComponent(String(version))}`,
        { locale },
      );
    },
  };
}
