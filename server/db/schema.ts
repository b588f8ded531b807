/** The database as Kysely sees it. Column names are snake_case, as in the migrations. */
import {
  type ColumnType,
  type Generated,
  type GeneratedAlways,
  type Insertable,
  type Selectable,
} from 'kysely';
import { type categories, type hospitals } from '../../domain/entities';
import { type EntityDeclaration } from '../../domain/entity';
import { type PatientHospital, type PatientProtocol } from '../../domain/patient';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/**
 * A declared entity's table, read from its declaration (domain/entities/): its text columns, null
 * where the field is nullable, and the columns every plain entity's table has. The migration
 * makes the table; this is its type, so the declaration is the only other copy.
 */
type DeclaredColumns<D extends EntityDeclaration> = {
  [F in Extract<D['fields'][number], { column: string }> as F['column']]: F extends {
    nullable: true;
  }
    ? string | null
    : string;
};
export type EntityTable<D extends EntityDeclaration> = DeclaredColumns<D> & {
  id: Generated<number>;
  active: Generated<boolean>;
  deactivation_reason: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
};

export interface AccountTable {
  id: Generated<number>;
  email: string;
  username: string | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  role: string;
  password_hash: string | null;
  active: Generated<boolean>;
  deactivation_reason: string | null;
  last_login_at: Date | null;
  previous_login_at: Date | null;
  session_version: Generated<number>;
  /** Set for a generated one-time password: nothing but the password change until it is changed. */
  password_change_required: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export type HospitalTable = EntityTable<typeof hospitals>;

export interface AccountHospitalTable {
  account_id: number;
  hospital_id: number;
}

export interface AccountProtocolTable {
  account_id: number;
  protocol: string;
}

export interface RefreshTokenTable {
  id: Generated<string>;
  family_id: string;
  account_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

export interface PasswordResetTokenTable {
  id: Generated<string>;
  account_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Date;
  used_at: Date | null;
}

export interface RateLimitTable {
  key: string;
  window_start: Date;
  hits: number;
}

export interface MailOutboxTable {
  id: Generated<number>;
  created_at: CreatedAt;
  recipient: string;
  subject: string;
  body: string;
  sent_at: Date | null;
  error: string | null;
  /** The reset token whose link the body carries (reset and welcome mails). */
  reset_token_id: string | null;
  /** When that link stops working; the body is purged then, or sooner when the token is used. */
  link_expires_at: Date | null;
  body_purged_at: Date | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  account_id: number | null;
  action: string;
  path: string | null;
  object_type: string | null;
  object_id: string | null;
  changes: ColumnType<unknown, string | null, never>;
  correlation_id: string | null;
}

export type CategoryTable = EntityTable<typeof categories>;

export interface DictionaryTypeTable {
  code: string;
  name_pl: string;
  name_en: string;
  position: Generated<number>;
}

export interface DictionaryEntryTable {
  id: Generated<number>;
  type: string;
  value: string;
  description: string;
  description_en: string | null;
  searchable_description: string;
  /** Lower-case, accent-free copy of value, descriptions and searchable description. */
  search_key: string;
  active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AppSettingTable {
  key: string;
  value: string;
}

export interface PatientTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  gender: string;
  /** A date column, read as YYYY-MM-DD text (see database.ts type parsers). */
  birth_date: string;
  nationality: string | null;
  pesel: string | null;
  passport_number: string | null;
  representative_pesel: string | null;
  representative_passport_number: string | null;
  residence_street: string | null;
  residence_city: string | null;
  residence_zip_code: string | null;
  registered_same_as_residence: Generated<boolean>;
  registered_street: string | null;
  registered_city: string | null;
  registered_zip_code: string | null;
  correspondence_same_as_residence: Generated<boolean>;
  correspondence_street: string | null;
  correspondence_city: string | null;
  correspondence_zip_code: string | null;
  category_id: number | null;
  active: Generated<boolean>;
  deactivation_reason: string | null;
  dead: Generated<boolean>;
  death_date: string | null;
  /** domain/search.ts searchable() of first name, last name, PESEL and passport number. */
  search_key: string;
  /** The folded names the list orders by, generated by the database (migration 0016). */
  last_name_key: GeneratedAlways<string>;
  first_name_key: GeneratedAlways<string>;
  /** The patient's protocol codes in order, kept by the database (migration 0020). */
  protocol_codes: Generated<string[]>;
  /** The patient's hospitals as a list row shows them, kept by the database (migration 0022). */
  list_hospitals: Generated<PatientHospital[]>;
  /** Every protocol entry of the patient, in id order, kept by the database (migration 0022). */
  list_protocols: Generated<PatientProtocol[]>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PatientHospitalTable {
  patient_id: number;
  hospital_id: number;
  added_at: CreatedAt;
  added_by: number | null;
  /** The patient's folded names, copied by triggers (migration 0012) for the list's order. */
  last_name_key: Generated<string>;
  first_name_key: Generated<string>;
  /**
   * What the list filters on and sorts by, copied from the patient and their protocols by
   * triggers (migration 0014), so that one hospital's list is read from its index alone.
   */
  active: Generated<boolean>;
  birth_date: Generated<string>;
  created_at: Generated<Date>;
  search_key: Generated<string>;
  protocols: Generated<string[]>;
  /** The patient's gender, copied the same way (migration 0017) for a physician's dashboard. */
  gender: Generated<string>;
}

/**
 * What a search outside one hospital reads of each patient, a narrow copy kept by triggers
 * (migration 0027): never written by the API.
 */
export interface PatientSearchRowTable {
  patient_id: number;
  search_key: string;
  last_name_key: string;
  first_name_key: string;
  birth_date: string;
  pesel: string | null;
  created_at: Date;
  updated_at: Date;
  active: boolean;
  category_id: number | null;
  protocol_codes: string[];
}

/**
 * The yearly dashboard figures, kept by triggers: the central administrator's (migration 0013)
 * and the forms of each hospital (`hospital_form`, keyed "hospital form", migration 0029).
 */
export interface DashboardCountTable {
  year: number;
  figure: 'gender' | 'protocol' | 'hospital' | 'form' | 'hospital_form';
  key: string;
  shard: number;
  count: number;
}

/**
 * One hospital's patients, active or not, in all (protocol '') or per protocol (migration
 * 0018); under REGISTRY_COUNTS, the whole registry's (migration 0019).
 */
export interface PatientListCountTable {
  hospital_id: number;
  protocol: string;
  active: boolean;
  shard: number;
  count: number;
}

/** The hospital id under which patient_list_counts keeps the registry's figures. */
export const REGISTRY_COUNTS = 0;

export interface PatientProtocolTable {
  id: Generated<number>;
  patient_id: number;
  protocol: string;
  active: Generated<boolean>;
  /** The patient's own state, copied by the database (migration 0019). */
  patient_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface FavoritePatientTable {
  account_id: number;
  patient_id: number;
  created_at: CreatedAt;
}

export interface CorrectionFlagTable {
  id: Generated<number>;
  patient_id: number;
  hospital_id: number;
  comment: string;
  author_id: number | null;
  created_at: CreatedAt;
  resolved: Generated<boolean>;
  resolved_at: Date | null;
  resolved_by: number | null;
}

export interface PatientFileTable {
  id: Generated<number>;
  patient_id: number;
  kind: 'attachment' | 'rodoConsent';
  attachment_type: string | null;
  /** A date column, read as YYYY-MM-DD text. */
  consent_date: string | null;
  name: string;
  content_type: string;
  size: number;
  sha256: string;
  uploaded_by: number | null;
  uploaded_at: CreatedAt;
  deleted_at: Date | null;
  deleted_by: number | null;
}

export interface PatientFileContentTable {
  file_id: number;
  content: Uint8Array;
}

export interface FormTable {
  /** `STS-basic`, `STS-extended` (domain/forms.ts formIdOf). */
  id: string;
  protocol: string;
  type: 'basic' | 'extended';
  current_version: number;
}

/** Every version of a form's definition; JSON columns are written as JSON text. */
export interface FormDefinitionTable {
  form_id: string;
  version: number;
  schema_pl: ColumnType<object, string, never>;
  schema_en: ColumnType<object, string, never>;
  ui_schema_pl: ColumnType<object, string, never>;
  ui_schema_en: ColumnType<object, string, never>;
  checksum: string;
  loaded_at: CreatedAt;
}

/** Every saved version of a patient's form (append-only). */
export interface FormDataTable {
  patient_id: number;
  form_id: string;
  version: number;
  definition_version: number;
  data: ColumnType<Record<string, unknown>, string, never>;
  completeness: number;
  saved_by: number | null;
  saved_at: CreatedAt;
}

/** A single-use link to download a research export (migration 0009); only the token's hash. */
export interface ExportDownloadTable {
  id: Generated<string>;
  account_id: number;
  session_id: string;
  token_hash: string;
  request: ColumnType<unknown, string, never>;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

/** The outcome of one backup (migration 0010); a system record, pruned to the newest few hundred. */
export interface BackupRunTable {
  id: Generated<number>;
  trigger: 'schedule' | 'command';
  started_at: Date;
  finished_at: Date;
  ok: boolean;
  file: string | null;
  bytes: number | null;
  sha256: string | null;
  error: string | null;
}

export interface Database {
  accounts: AccountTable;
  hospitals: HospitalTable;
  account_hospitals: AccountHospitalTable;
  account_protocols: AccountProtocolTable;
  refresh_tokens: RefreshTokenTable;
  password_reset_tokens: PasswordResetTokenTable;
  rate_limits: RateLimitTable;
  mail_outbox: MailOutboxTable;
  audit_log: AuditLogTable;
  app_settings: AppSettingTable;
  categories: CategoryTable;
  dictionary_types: DictionaryTypeTable;
  dictionary_entries: DictionaryEntryTable;
  patients: PatientTable;
  patient_hospitals: PatientHospitalTable;
  patient_search_rows: PatientSearchRowTable;
  dashboard_counts: DashboardCountTable;
  patient_list_counts: PatientListCountTable;
  patient_protocols: PatientProtocolTable;
  favorite_patients: FavoritePatientTable;
  correction_flags: CorrectionFlagTable;
  patient_files: PatientFileTable;
  patient_file_contents: PatientFileContentTable;
  forms: FormTable;
  form_definitions: FormDefinitionTable;
  form_data: FormDataTable;
  export_downloads: ExportDownloadTable;
  backup_run: BackupRunTable;
}

export type AccountRow = Selectable<AccountTable>;
export type NewAuditRow = Insertable<AuditLogTable>;
