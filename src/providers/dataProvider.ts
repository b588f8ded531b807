/**
 * The typed data provider: react-admin's standard methods over the API's list conventions
 * (DESIGN section 3), plus the domain methods that are not plain CRUD. Resource names are flat
 * plurals; `resourcePaths` (built from the resource registry) turns them into API paths. A
 * resource that is not registered yet answers with a clear "not available yet" error.
 * A failed create or update carries the server's field errors as `body.errors`, the shape
 * react-admin's forms set on their inputs.
 */
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import { serializeListQuery } from '../../domain';
import type { Account, FilterValue, ListQuery, ListResult, ProfileUpdate } from '../../domain';
import type {
  DictionaryEntry,
  DictionaryEntryUpdate,
  DictionaryType,
  NewDictionaryEntry,
} from '../../domain/dictionary';
import type { HospitalOption } from '../../domain/hospital';
import type {
  PassportCheck,
  PatientCategory,
  PatientFile,
  PatientFileKind,
  PatientHospital,
  PatientProtocol,
  PeselCheck,
} from '../../domain/patient';
import type { LogEntry } from '../../domain/changeLog';
import type {
  FormDefinitionVersion,
  FormId,
  PatientFormSummary,
  ProtocolFormData,
  ProtocolFormSave,
} from '../../domain/forms';
import type {
  DashboardList,
  DashboardStats,
  FavoritePatient,
  OpenCorrectionFlag,
} from '../../domain/dashboard';
import type { DataQualityQuery, DataQualityReport } from '../../domain/dataQuality';
import type { PatientFileRules } from '../../domain/files';
import type { BackupStatus } from '../../domain/backups';
import type { ContactDetails } from '../../domain/info';
import type {
  ExportDownloadLink,
  ExportDownloadRequest,
  ExportFilters,
  ExportOptions,
  ExportSummary,
} from '../../domain/export';
import type { AccountSession } from './accountSession';
import { HttpError, isHttpError } from './httpClient';
import type { HttpClient } from './httpClient';
import type { UploadProgress } from './upload';
import type { TokenPair, TokenStore } from './tokenStore';
import { mapValidationDetails, submissionErrors } from './validationDetails';

export const ACCOUNT_PATH = '/v1/account/accounts';
export const ME_PATH = `${ACCOUNT_PATH}/me`;
export const HOSPITALS_PATH = '/v1/hospital/hospitals';
export const PATIENT_PATH = '/v1/patient';
export const PATIENTS_PATH = `${PATIENT_PATH}/patients`;

export interface DictionaryLookup {
  /** Sent as `filters[searchableDescription]`: accent- and case-free on the server. */
  search?: string;
  page?: number;
  perPage?: number;
}

/** What a picker of another resource's records offers: an id and what to show for it. */
export type ReferenceOption = RaRecord;

/**
 * What a list may ask the server for, passed as `meta` of getList: anything else (a stale sort
 * kept in the URL, say) is dropped rather than sent, since the API answers it with a 400.
 */
export interface ListAllowlist {
  sorts?: readonly string[];
  filters?: readonly string[];
}

export interface PasswordChange {
  currentPassword: string;
  newPassword1: string;
  newPassword2: string;
}

/** A change of email; one's own needs the current password, an administrator's of another not. */
export interface EmailChange {
  email: string;
  currentPassword?: string;
}

export interface PasswordReset {
  token: string;
  newPassword1: string;
  newPassword2: string;
}

export interface OncoregDataProvider extends DataProvider {
  getMe(): Promise<Account>;
  updateProfile(id: Identifier, profile: ProfileUpdate): Promise<Account>;
  changeEmail(id: Identifier, change: EmailChange): Promise<Account>;
  changePassword(id: Identifier, change: PasswordChange): Promise<void>;
  requestPasswordReset(email: string): Promise<{ message: string }>;
  validateResetToken(token: string): Promise<{ valid: boolean }>;
  resetPassword(reset: PasswordReset): Promise<{ message: string }>;
  /** PATCH .../{id}/activate; answers the updated record. */
  activate<RecordType extends RaRecord = RaRecord>(
    resource: string,
    id: Identifier,
  ): Promise<RecordType>;
  /** PATCH .../{id}/deactivate with `{ reason }` (no reason: an empty body). */
  deactivate<RecordType extends RaRecord = RaRecord>(
    resource: string,
    id: Identifier,
    reason?: string,
  ): Promise<RecordType>;
  /** Hospitals by id, or with `null` every hospital the caller may pick (the active ones). */
  hospitalsForSelect(ids: readonly Identifier[] | null): Promise<HospitalOption[]>;
  /** A lookup in one dictionary (open to every signed-in user): deactivation reasons, say. */
  dictionaryEntries(type: string, lookup?: DictionaryLookup): Promise<ListResult<DictionaryEntry>>;
  /** Records of `resource` for a picker (`ids` null), or the given ids, to name them. */
  referenceOptions(resource: string, ids: readonly Identifier[] | null): Promise<ReferenceOption[]>;
  /** What a PESEL encodes and whether a patient with it is already in the registry. */
  peselDetails(pesel: string): Promise<PeselCheck>;
  /** Whether a patient with this passport number of this country is already in the registry. */
  passportDetails(passportNumber: string, nationality: string | null): Promise<PassportCheck>;
  /** The active disease categories, for the patient form and list (open to every role). */
  patientCategories(): Promise<PatientCategory[]>;

  // --- Dictionaries and the change log (resources/dictionaries, resources/changes) ---
  /** Every dictionary with its names in both languages and its number of entries. */
  dictionaryTypes(): Promise<DictionaryType[]>;
  /** One dictionary's entries; `search` and `filters[searchableDescription]` ignore accents. */
  dictionaryEntryList(type: string, query: ListQuery): Promise<ListResult<DictionaryEntry>>;
  createDictionaryEntry(type: string, entry: NewDictionaryEntry): Promise<DictionaryEntry>;
  /** The value (the code stored in records) never changes; the server answers 204. */
  updateDictionaryEntry(type: string, id: Identifier, entry: DictionaryEntryUpdate): Promise<void>;
  /** The actions and object types present in the change log, for its filter pickers. */
  changeLogFacets(): Promise<ChangeLogFacets>;
  // --- end of dictionaries and the change log ---

  // --- Patient details (resources/patients/details): the sub-resources of one patient ---
  /** The patient's own entries of the change log, newest first. */
  patientHistory(
    id: Identifier,
    page: { page: number; perPage: number },
  ): Promise<ListResult<LogEntry>>;
  addPatientProtocol(id: Identifier, protocol: string): Promise<PatientProtocol>;
  activatePatientProtocol(id: Identifier, protocolId: Identifier): Promise<PatientProtocol>;
  deactivatePatientProtocol(id: Identifier, protocolId: Identifier): Promise<PatientProtocol>;
  /** Answers the patient's hospitals after the change. */
  addPatientHospital(id: Identifier, hospitalId: Identifier): Promise<PatientHospital[]>;
  removePatientHospital(id: Identifier, hospitalId: Identifier): Promise<PatientHospital[]>;
  addFavorite(id: Identifier): Promise<FavoriteState>;
  removeFavorite(id: Identifier): Promise<FavoriteState>;
  addCorrectionFlag(id: Identifier, flag: NewCorrectionFlag): Promise<{ flagId: number }>;
  resolveCorrectionFlag(id: Identifier, flagId: Identifier): Promise<void>;
  /** A multipart upload (an attachment or a consent scan), telling its progress as it goes. */
  uploadPatientFile(
    id: Identifier,
    upload: PatientFileUpload,
    onProgress: (progress: UploadProgress) => void,
    signal?: AbortSignal,
  ): Promise<PatientFile>;
  /** The size cap and the accepted types, checked before a file is sent. */
  patientFileRules(): Promise<PatientFileRules>;
  /** A stored file with its content in base64, under its original name. */
  downloadPatientFile(
    id: Identifier,
    kind: PatientFileKind,
    fileId: Identifier,
  ): Promise<PatientFileContent>;
  deletePatientAttachment(id: Identifier, fileId: Identifier): Promise<void>;
  // --- end of patient details ---

  // --- Protocol forms (src/pages/forms, resources/patients/details/FormsSection.tsx) ---
  /** The forms of the patient's active protocols the caller may see, basic then extended. */
  patientForms(patientId: Identifier): Promise<PatientFormSummary[]>;
  /** A patient's form with its schema in the interface language; `version` reads an older one. */
  protocolForm(formId: FormId, patientId: Identifier, version?: number): Promise<ProtocolFormData>;
  /** Saves the whole form over `save.version`; answers the new version. */
  saveProtocolForm(
    formId: FormId,
    patientId: Identifier,
    save: ProtocolFormSave,
  ): Promise<ProtocolFormData>;
  /** One stored version of a form's definition in the interface language (never changes). */
  formDefinition(formId: FormId, version: number): Promise<FormDefinitionVersion>;
  // --- end of protocol forms ---

  // --- Dashboard (src/pages/dashboard): the home page's figures and lists ---
  /** The figures of one year (the server's current year without one). */
  dashboardStats(year?: number): Promise<DashboardStats>;
  /** The caller's own favourite patients, newest first. */
  favoritePatients(): Promise<DashboardList<FavoritePatient>>;
  /** Open correction flags on patients in the caller's reach, the longest waiting first. */
  correctionFlags(): Promise<DashboardList<OpenCorrectionFlag>>;
  // --- end of dashboard ---

  // --- Data-quality report (src/pages/quality) ---
  /** Per hospital and protocol, over what the caller sees. */
  dataQuality(query: DataQualityQuery): Promise<DataQualityReport>;
  /** The same rows as the text of a UTF-8 CSV file. */
  dataQualityCsv(query: DataQualityQuery): Promise<string>;
  // --- end of data-quality report ---

  // --- Information pages (src/pages/info) ---
  /** The foundation's contact details, from the server's settings. */
  contactDetails(): Promise<ContactDetails>;
  // --- end of information pages ---

  // --- Backups (src/pages/backups): the central administrator's backup status ---
  backupStatus(): Promise<BackupStatus>;
  // --- end of backups ---

  // --- Research export (src/pages/export) ---
  /** The forms, hospitals and kinds of export the caller may choose from. */
  getExportOptions(): Promise<ExportOptions>;
  /** How many patients, and form records per form, an export with these filters would hold. */
  getExportSummary(filters: ExportFilters): Promise<ExportSummary>;
  /** A short-lived, single-use link the browser downloads the export from without a bearer. */
  createExportDownload(request: ExportDownloadRequest): Promise<ExportDownloadLink>;
  // --- end of research export ---
}

export interface DataProviderOptions {
  http: HttpClient;
  tokens: TokenStore;
  account: AccountSession;
  /** Flat resource name to API path, e.g. `hospitals` to `/v1/hospital/hospitals`. */
  resourcePaths: Readonly<Record<string, string>>;
}

/**
 * react-admin's list parameters in the API's terms: the free-text filter `q` becomes `search`,
 * empty filter values are left out, and with an allowlist in `meta` only the listed sorts and
 * filters go.
 */
export function toListQuery(params: Partial<GetListParams>): ListQuery {
  const { q, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
  const allowed = (params.meta ?? {}) as ListAllowlist;
  const filters: NonNullable<ListQuery['filters']> = {};
  for (const [field, value] of Object.entries(filter)) {
    if (allowed.filters && !allowed.filters.includes(field)) continue;
    if (Array.isArray(value)) {
      const values = value.filter(isFilterValue).filter((entry) => !isBlank(entry));
      if (values.length) filters[field] = values;
    } else if (isFilterValue(value) && !isBlank(value)) {
      filters[field] = value;
    }
  }
  const query: ListQuery = { filters };
  if (params.pagination) {
    query.page = params.pagination.page;
    query.itemsPerPage = params.pagination.perPage;
  }
  const sort = params.sort;
  if (sort?.field && (!allowed.sorts || allowed.sorts.includes(sort.field))) {
    query.sorts = { [sort.field]: sort.order === 'DESC' ? 'desc' : 'asc' };
  }
  if (typeof q === 'string' && q.trim()) query.search = q.trim();
  return query;
}

function isFilterValue(value: unknown): value is FilterValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

const isBlank = (value: FilterValue) => typeof value === 'string' && !value.trim();

/**
 * The same failure with the server's field errors where react-admin's create and edit
 * controllers look for them (`body.errors`), so that the form shows each on its input.
 */
export function withFormErrors(error: unknown): unknown {
  if (!isHttpError(error) || !error.details) return error;
  const errors = submissionErrors(mapValidationDetails(error.details));
  if (!errors) return error;
  const body = error.body && typeof error.body === 'object' ? error.body : {};
  return new HttpError({
    status: error.status,
    code: error.code,
    message: error.message,
    details: error.details,
    correlationId: error.correlationId,
    serverMessage: error.serverMessage,
    body: { ...body, errors },
  });
}

/** The id of a created record: the API names it per entity (`hospitalId`, `accountId`...). */
function createdId(answer: unknown): Identifier | undefined {
  if (!answer || typeof answer !== 'object') return undefined;
  const record = answer as Record<string, unknown>;
  if (typeof record.id === 'string' || typeof record.id === 'number') return record.id;
  const key = Object.keys(record).find((name) => /Id$/.test(name));
  const value = key === undefined ? undefined : record[key];
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

export function createDataProvider(options: DataProviderOptions): OncoregDataProvider {
  const { http, tokens, account, resourcePaths } = options;

  const pathOf = (resource: string): string => {
    const path = resourcePaths[resource];
    if (!path) throw new Error(`The resource "${resource}" is not available yet`);
    return path;
  };
  const recordPath = (resource: string, id: Identifier) =>
    `${pathOf(resource)}/${encodeURIComponent(String(id))}`;
  /** One of a patient's sub-resources: `.../patients/5/protocols/12`. */
  const patientPart = (id: Identifier, part: string, partId: Identifier) =>
    `${recordPath('patients', id)}/${part}/${encodeURIComponent(String(partId))}`;

  const getList = async <RecordType extends RaRecord>(
    resource: string,
    params: Partial<GetListParams>,
  ) => {
    const answer = await http.request<ListResult<RecordType>>(pathOf(resource), {
      query: serializeListQuery(toListQuery(params)),
    });
    // A capped count (the patient list beyond 10,000) reaches the pager as the list's meta.
    return {
      data: answer.data,
      total: answer.totalItems,
      ...(answer.totalCapped ? { meta: { totalCapped: true } } : {}),
    };
  };

  const getOne = async <RecordType extends RaRecord>(resource: string, params: GetOneParams) => ({
    data: await http.request<RecordType>(recordPath(resource, params.id)),
  });

  const update = async <RecordType extends RaRecord>(
    resource: string,
    params: UpdateParams<RecordType>,
  ) => {
    try {
      return {
        data: await http.request<RecordType>(recordPath(resource, params.id), {
          method: 'PUT',
          body: params.data,
        }),
      };
    } catch (error) {
      throw withFormErrors(error);
    }
  };

  const recordAction = <RecordType extends RaRecord>(
    resource: string,
    id: Identifier,
    action: 'activate' | 'deactivate',
    body?: unknown,
  ) =>
    http.request<RecordType>(`${recordPath(resource, id)}/${action}`, {
      method: 'PATCH',
      ...(body === undefined ? {} : { body }),
    });

  const hospitalsForSelect = async (ids: readonly Identifier[] | null) => {
    const answer = await http.request<{ data: HospitalOption[] }>(
      `${resourcePaths.hospitals ?? HOSPITALS_PATH}/for-select`,
      { method: 'POST', body: { hospitals: ids === null ? null : ids.map(Number) } },
    );
    return answer.data;
  };

  const remove = async <RecordType extends RaRecord>(
    resource: string,
    params: DeleteParams<RecordType>,
  ) => {
    await http.request(recordPath(resource, params.id), { method: 'DELETE' });
    return { data: (params.previousData ?? { id: params.id }) as RecordType };
  };

  return {
    getList,
    getOne,
    async getMany<RecordType extends RaRecord>(resource: string, params: GetManyParams) {
      const answers = await Promise.all(
        params.ids.map((id) => getOne<RecordType>(resource, { id })),
      );
      return { data: answers.map((answer) => answer.data) };
    },
    getManyReference<RecordType extends RaRecord>(
      resource: string,
      params: GetManyReferenceParams,
    ) {
      return getList<RecordType>(resource, {
        ...params,
        filter: { ...params.filter, [params.target]: params.id },
      });
    },
    async create<RecordType extends Omit<RaRecord, 'id'>, ResultRecordType extends RaRecord>(
      resource: string,
      params: CreateParams<RecordType>,
    ) {
      let answer: unknown;
      try {
        answer = await http.request(pathOf(resource), { method: 'POST', body: params.data });
      } catch (error) {
        throw withFormErrors(error);
      }
      const id = createdId(answer);
      return { data: { ...params.data, ...(answer as object), id } as unknown as ResultRecordType };
    },
    update,
    async updateMany<RecordType extends RaRecord>(
      resource: string,
      params: UpdateManyParams<RecordType>,
    ) {
      await Promise.all(
        params.ids.map((id) =>
          update<RecordType>(resource, { id, data: params.data, previousData: {} as RecordType }),
        ),
      );
      return { data: params.ids };
    },
    delete: remove,
    async deleteMany<RecordType extends RaRecord>(
      resource: string,
      params: DeleteManyParams<RecordType>,
    ) {
      await Promise.all(params.ids.map((id) => remove<RecordType>(resource, { id })));
      return { data: params.ids };
    },

    async getMe() {
      return account.load(true);
    },
    async updateProfile(id, profile) {
      const updated = await http.request<Account>(`${ACCOUNT_PATH}/${id}`, {
        method: 'PUT',
        body: {
          firstName: profile.firstName,
          lastName: profile.lastName,
          username: profile.username || null,
          phone: profile.phone || null,
        },
      });
      account.set(updated);
      return updated;
    },
    async changeEmail(id, change) {
      const updated = await http.request<Account>(`${ACCOUNT_PATH}/${id}/change-email`, {
        method: 'PATCH',
        body: change,
      });
      // A central administrator changes other accounts' addresses too; only one's own is the session's.
      if (account.current()?.id === updated.id) account.set(updated);
      return updated;
    },
    async changePassword(id, change) {
      // Every other session of the account ends; this one continues with the pair we get back.
      const pair = await http.request<TokenPair>(`${ACCOUNT_PATH}/${id}/change-password`, {
        method: 'PATCH',
        body: change,
      });
      tokens.save(pair);
    },
    requestPasswordReset(email) {
      return http.request('/v1/reset-password', { method: 'PUT', body: { email }, auth: false });
    },
    validateResetToken(token) {
      return http.request('/v1/reset-password/reset/', {
        method: 'PUT',
        query: new URLSearchParams({ token }).toString(),
        auth: false,
      });
    },
    resetPassword(reset) {
      return http.request('/v1/reset-password/change-password', {
        method: 'POST',
        body: reset,
        auth: false,
      });
    },

    activate(resource, id) {
      return recordAction(resource, id, 'activate');
    },
    deactivate(resource, id, reason) {
      const trimmed = reason?.trim();
      return recordAction(resource, id, 'deactivate', trimmed ? { reason: trimmed } : {});
    },
    hospitalsForSelect,
    dictionaryEntries(type, { search, page = 1, perPage = 100 } = {}) {
      return http.request<ListResult<DictionaryEntry>>(dictionaryEntriesPath(type), {
        query: serializeListQuery({
          page,
          itemsPerPage: perPage,
          filters: { searchableDescription: search?.trim() },
        }),
      });
    },
    async referenceOptions(resource, ids) {
      // Hospitals have a lookup of their own, open to every role and limited to active ones.
      if (resource === 'hospitals') return hospitalsForSelect(ids);
      if (ids === null) {
        const page = await getList<RaRecord>(resource, { pagination: { page: 1, perPage: 100 } });
        return page.data;
      }
      const records = await Promise.all(ids.map((id) => getOne<RaRecord>(resource, { id })));
      return records.map((record) => record.data);
    },
    peselDetails(pesel) {
      return http.request<PeselCheck>(`${PATIENT_PATH}/pesel/details`, {
        method: 'POST',
        body: { pesel },
      });
    },
    passportDetails(passportNumber, nationality) {
      return http.request<PassportCheck>(`${PATIENT_PATH}/passport/details`, {
        method: 'POST',
        body: { passportNumber, nationality },
      });
    },
    async patientCategories() {
      const answer = await http.request<{ data: PatientCategory[] }>(`${PATIENT_PATH}/categories`);
      return answer.data;
    },

    // --- Dictionaries and the change log (resources/dictionaries, resources/changes) ---
    async dictionaryTypes() {
      const answer = await http.request<{ data: DictionaryType[] }>(
        `${DICTIONARY_PATH}/dictionaryTypes`,
      );
      return answer.data;
    },
    dictionaryEntryList(type, query) {
      return http.request<ListResult<DictionaryEntry>>(dictionaryEntriesPath(type), {
        query: serializeListQuery(query),
      });
    },
    createDictionaryEntry(type, entry) {
      return http.request<DictionaryEntry>(dictionaryEntriesPath(type), {
        method: 'POST',
        body: entry,
      });
    },
    async updateDictionaryEntry(type, id, entry) {
      await http.request(`${dictionaryEntriesPath(type)}/${encodeURIComponent(String(id))}`, {
        method: 'PUT',
        body: entry,
      });
    },
    changeLogFacets() {
      return http.request<ChangeLogFacets>(`${CHANGE_LOG_PATH}/facets`);
    },
    // --- end of dictionaries and the change log ---

    // --- Patient details (resources/patients/details): the sub-resources of one patient ---
    patientHistory(id, { page, perPage }) {
      return http.request<ListResult<LogEntry>>(`${recordPath('patients', id)}/history`, {
        query: serializeListQuery({ page, itemsPerPage: perPage }),
      });
    },
    addPatientProtocol(id, protocol) {
      return http.request<PatientProtocol>(`${recordPath('patients', id)}/protocols`, {
        method: 'POST',
        body: { protocol },
      });
    },
    activatePatientProtocol(id, protocolId) {
      return http.request<PatientProtocol>(`${patientPart(id, 'protocols', protocolId)}/activate`, {
        method: 'PATCH',
      });
    },
    deactivatePatientProtocol(id, protocolId) {
      return http.request<PatientProtocol>(
        `${patientPart(id, 'protocols', protocolId)}/deactivate`,
        { method: 'PATCH' },
      );
    },
    async addPatientHospital(id, hospitalId) {
      const answer = await http.request<{ data: PatientHospital[] }>(
        patientPart(id, 'hospitals', hospitalId),
        { method: 'POST' },
      );
      return answer.data;
    },
    async removePatientHospital(id, hospitalId) {
      const answer = await http.request<{ data: PatientHospital[] }>(
        patientPart(id, 'hospitals', hospitalId),
        { method: 'DELETE' },
      );
      return answer.data;
    },
    addFavorite(id) {
      return http.request<FavoriteState>(`${recordPath('patients', id)}/favorite-patients`, {
        method: 'POST',
      });
    },
    removeFavorite(id) {
      return http.request<FavoriteState>(`${recordPath('patients', id)}/favorite-patients`, {
        method: 'DELETE',
      });
    },
    addCorrectionFlag(id, flag) {
      return http.request<{ flagId: number }>(`${recordPath('patients', id)}/correction-flags`, {
        method: 'POST',
        body: flag,
      });
    },
    async resolveCorrectionFlag(id, flagId) {
      await http.request(`${patientPart(id, 'correction-flags', flagId)}/resolve`, {
        method: 'PATCH',
      });
    },
    uploadPatientFile(id, upload, onProgress, signal) {
      // The fields go before the file, so that the server has them when the file streams in.
      const form = new FormData();
      if (upload.kind === 'attachment') form.append('type', upload.type);
      else form.append('date', upload.date);
      form.append('file', upload.file, upload.file.name);
      return http.request<PatientFile>(
        `${recordPath('patients', id)}/${PATIENT_FILE_PATHS[upload.kind]}`,
        { method: 'POST', body: form, onUploadProgress: onProgress, signal },
      );
    },
    patientFileRules() {
      return http.request<PatientFileRules>('/v1/patient/file-rules');
    },
    downloadPatientFile(id, kind, fileId) {
      return http.request<PatientFileContent>(patientPart(id, PATIENT_FILE_PATHS[kind], fileId), {
        query: 'base64=true',
      });
    },
    async deletePatientAttachment(id, fileId) {
      await http.request(patientPart(id, PATIENT_FILE_PATHS.attachment, fileId), {
        method: 'DELETE',
      });
    },
    // --- end of patient details ---

    // --- Protocol forms (src/pages/forms, resources/patients/details/FormsSection.tsx) ---
    patientForms(patientId) {
      return http.request<PatientFormSummary[]>(
        `${FORM_PATH}/patient-forms/${encodeURIComponent(String(patientId))}`,
      );
    },
    protocolForm(formId, patientId, version) {
      return http.request<ProtocolFormData>(protocolFormPath(formId, patientId), {
        ...(version === undefined ? {} : { query: `version=${version}` }),
      });
    },
    saveProtocolForm(formId, patientId, save) {
      return http.request<ProtocolFormData>(protocolFormPath(formId, patientId), {
        method: 'POST',
        body: { formData: save.formData, version: save.version },
      });
    },
    formDefinition(formId, version) {
      return http.request<FormDefinitionVersion>(
        `${FORM_PATH}/forms/${encodeURIComponent(formId)}/definitions/${encodeURIComponent(String(version))}`,
      );
    },
    // --- end of protocol forms ---

    // --- Dashboard (src/pages/dashboard) ---
    dashboardStats(year) {
      return http.request<DashboardStats>(`${DASHBOARD_PATH}/stats`, {
        ...(year === undefined ? {} : { query: `year=${year}` }),
      });
    },
    favoritePatients() {
      return http.request<DashboardList<FavoritePatient>>(`${DASHBOARD_PATH}/favorite-patients`);
    },
    correctionFlags() {
      return http.request<DashboardList<OpenCorrectionFlag>>(`${DASHBOARD_PATH}/correction-flags`);
    },
    // --- end of dashboard ---

    // --- Data-quality report (src/pages/quality) ---
    dataQuality(query) {
      return http.request<DataQualityReport>(DATA_QUALITY_PATH, {
        query: dataQualityQueryString(query),
      });
    },
    dataQualityCsv(query) {
      return http.request<string>(DATA_QUALITY_PATH, {
        query: dataQualityQueryString(query, 'csv'),
      });
    },
    // --- end of data-quality report ---

    // --- Information pages (src/pages/info) ---
    contactDetails() {
      return http.request<ContactDetails>('/v1/info/contact');
    },
    // --- end of information pages ---

    // --- Backups (src/pages/backups) ---
    backupStatus() {
      return http.request<BackupStatus>('/v1/backups');
    },
    // --- end of backups ---

    // --- Research export (src/pages/export) ---
    getExportOptions() {
      return http.request<ExportOptions>(`${EXPORT_PATH}/options`);
    },
    getExportSummary(filters) {
      return http.request<ExportSummary>(`${EXPORT_PATH}/summary`, {
        query: exportFilterQuery(filters),
      });
    },
    createExportDownload(request) {
      return http.request<ExportDownloadLink>(`${EXPORT_PATH}/downloads`, {
        method: 'POST',
        body: request,
      });
    },
    // --- end of research export ---
  };
}

// --- Dictionaries and the change log (resources/dictionaries, resources/changes) ---
export const DICTIONARY_PATH = '/v1/dictionary/dictionaries';
export const CHANGE_LOG_PATH = '/v1/logger/logs';

export interface ChangeLogFacets {
  actions: string[];
  objectTypes: string[];
}

function dictionaryEntriesPath(type: string): string {
  return `${DICTIONARY_PATH}/${encodeURIComponent(type)}/entries`;
}
// --- end of dictionaries and the change log ---

// --- Patient details (resources/patients/details) ---
export interface FavoriteState {
  isFavorite: boolean;
}

export interface NewCorrectionFlag {
  comment: string;
  hospitalId: number;
}

export type PatientFileUpload =
  | { kind: 'attachment'; type: string; file: File }
  | { kind: 'rodoConsent'; date: string; file: File };

/** GET .../attachments/{fileId}?base64=true (and the same for consents). */
export interface PatientFileContent {
  fileId: number;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  /** The file's bytes in base64. */
  content: string;
}

const PATIENT_FILE_PATHS: Record<PatientFileKind, string> = {
  attachment: 'attachments',
  rodoConsent: 'rodo-consents',
};
// --- end of patient details ---

// --- Protocol forms ---
export const FORM_PATH = '/v1/form';

/** `id` is the patient's: a patient has one record per form. */
function protocolFormPath(formId: FormId, patientId: Identifier): string {
  return `${FORM_PATH}/forms/${encodeURIComponent(formId)}/protocol-form-data/${encodeURIComponent(String(patientId))}`;
}
// --- end of protocol forms ---

// --- Dashboard ---
export const DASHBOARD_PATH = '/v1/dashboard';
// --- end of dashboard ---

// --- Data-quality report ---
export const DATA_QUALITY_PATH = '/v1/reports/data-quality';

/** `year=2025&hospitals[]=1&protocols[]=ALL`, and `format=csv` for the file. */
export function dataQualityQueryString(query: DataQualityQuery, format?: 'csv'): string {
  const params = new URLSearchParams();
  if (query.year !== undefined) params.append('year', String(query.year));
  for (const hospital of query.hospitals ?? []) params.append('hospitals[]', String(hospital));
  for (const protocol of query.protocols ?? []) params.append('protocols[]', protocol);
  if (format) params.append('format', format);
  return params.toString();
}
// --- end of data-quality report ---

// --- Research export ---
export const EXPORT_PATH = '/v1/export';

/**
 * The export's filters as its GET routes read them: `forms[]=STS-basic&hospitals[]=3&from=...`.
 * An empty list or a missing bound is left out (every form, every hospital, no bound).
 */
export function exportFilterQuery(filters: ExportFilters): string {
  const query = new URLSearchParams();
  for (const form of filters.forms ?? []) query.append('forms[]', form);
  for (const hospital of filters.hospitals ?? []) query.append('hospitals[]', String(hospital));
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  query.set('pseudonymised', String(filters.pseudonymised));
  return query.toString();
}
// --- end of research export ---
