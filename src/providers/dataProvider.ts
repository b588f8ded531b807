/**
 * The typed data provider react-admin gets, composed of one part per feature (src/providers/
 * data/): react-admin's standard methods and the record actions shared by every declared
 * resource, which reach each resource at the `apiPath` of its declaration (its folder's index.ts);
 * and the domain methods that are not plain CRUD, each feature's in its own module (the account,
 * dictionaries, the change log, patients and their parts and files, protocol forms, the
 * dashboard, the data-quality report, the information pages and backups, the export).
 * A resource that is not registered yet answers with a clear "not available yet" error.
 *
 * Other code imports the provider's type and helpers from here; the modules are its parts.
 */
import type { DataProvider } from 'react-admin';
import { createAccountMethods } from './data/account';
import type { AccountMethods } from './data/account';
import { createChangeLogMethods } from './data/changeLog';
import type { ChangeLogMethods } from './data/changeLog';
import { createDataContext } from './data/context';
import type { DataProviderOptions } from './data/context';
import { createDashboardMethods } from './data/dashboard';
import type { DashboardMethods } from './data/dashboard';
import { createDataQualityMethods } from './data/dataQuality';
import type { DataQualityMethods } from './data/dataQuality';
import { createDictionaryMethods } from './data/dictionaries';
import type { DictionaryMethods } from './data/dictionaries';
import { createExportMethods } from './data/exports';
import type { ExportMethods } from './data/exports';
import { createProtocolFormMethods } from './data/forms';
import type { ProtocolFormMethods } from './data/forms';
import { createHospitalLookup } from './data/hospitals';
import type { HospitalLookupMethods } from './data/hospitals';
import { createInfoMethods } from './data/info';
import type { InfoMethods } from './data/info';
import { createPatientFileMethods } from './data/patientFiles';
import type { PatientFileMethods } from './data/patientFiles';
import { createPatientRelationMethods } from './data/patientRelations';
import type { PatientRelationMethods } from './data/patientRelations';
import { createPatientMethods } from './data/patients';
import type { PatientMethods } from './data/patients';
import { createResourceMethods } from './data/resources';
import type { ResourceMethods } from './data/resources';

export type { DataProviderOptions } from './data/context';
export { toListQuery } from './data/listQuery';
export type { ListAllowlist } from './data/listQuery';
export { withFormErrors } from './data/resources';
export type { ReferenceLookup, ReferenceOption } from './data/resources';
export { ACCOUNT_PATH, ME_PATH } from './data/account';
export type { EmailChange, PasswordChange, PasswordReset } from './data/account';
export { DICTIONARY_PATH } from './data/dictionaries';
export type { DictionaryLookup } from './data/dictionaries';
export { CHANGE_LOG_PATH } from './data/changeLog';
export type { ChangeLogFacets } from './data/changeLog';
export type { FavoriteState, NewCorrectionFlag } from './data/patientRelations';
export type { PatientFileContent, PatientFileUpload } from './data/patientFiles';
export { FORM_PATH } from './data/forms';
export { DASHBOARD_PATH } from './data/dashboard';
export { DATA_QUALITY_PATH, dataQualityQueryString } from './data/dataQuality';
export { EXPORT_PATH, exportFilterQuery } from './data/exports';

export interface OncoregDataProvider
  extends
    DataProvider,
    ResourceMethods,
    HospitalLookupMethods,
    AccountMethods,
    PatientMethods,
    PatientRelationMethods,
    PatientFileMethods,
    DictionaryMethods,
    ChangeLogMethods,
    ProtocolFormMethods,
    DashboardMethods,
    DataQualityMethods,
    InfoMethods,
    ExportMethods {}

export function createDataProvider(options: DataProviderOptions): OncoregDataProvider {
  const context = createDataContext(options);
  const hospitalLookup = createHospitalLookup(context);
  return {
    // Hospital pickers ask the hospital lookup, open to every role, rather than the list.
    ...createResourceMethods(context, { hospitals: hospitalLookup.hospitalsForSelect }),
    ...hospitalLookup,
    ...createAccountMethods(context),
    ...createPatientMethods(context),
    ...createPatientRelationMethods(context),
    ...createPatientFileMethods(context),
    ...createDictionaryMethods(context),
    ...createChangeLogMethods(context),
    ...createProtocolFormMethods(context),
    ...createDashboardMethods(context),
    ...createDataQualityMethods(context),
    ...createInfoMethods(context),
    ...createExportMethods(context),
  };
}
