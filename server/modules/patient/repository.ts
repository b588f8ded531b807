/**
 * Kysely queries about patients; each takes the database or a transaction first, and every one
 * that reads patients for a caller goes through the scope of ./scope.ts.
 *
 * The list is built for 100,000 patients (DESIGN section 7): one query picks the page of
 * patients (scope and filters as EXISTS, so no join multiplies rows, then order, limit and
 * offset), and only for those rows gathers hospitals, visible protocols, category, favourite
 * and open flags; the count rides along as a subquery, or is a query of its own when the page
 * waits for it (`pageAwaitsCount`). `patientListQuery` is exported so that the benchmark can
 * compile the very SQL the API sends.
 */
import {
  type AliasedSelectQueryBuilder,
  type Expression,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type Transaction,
  sql,
} from 'kysely';
import { type LogEntry } from '../../../domain/changeLog';
import {
  type ConsentState,
  type FormState,
  INCOMPLETE_BELOW_PERCENT,
} from '../../../domain/dataQuality';
import { type FormType } from '../../../domain/forms';
import { PATIENT_COUNT_CAP, type SortOrder } from '../../../domain/listQuery';
import {
  type CorrectionFlag,
  type Gender,
  type Patient,
  type PatientCategory,
  type PatientFields,
  type PatientFile,
  type PatientFileKind,
  type PatientHospital,
  type PatientProtocol,
  type PatientSummary,
} from '../../../domain/patient';
import { likePattern, searchable } from '../../../domain/search';
import { sortKey } from '../../db/listing';
import { type Database, type PatientTable, REGISTRY_COUNTS } from '../../db/schema';
import { type Auth } from '../../http/context';
import { entries, toLogEntry } from '../logger/repository';
import {
  holdsHospital,
  patientInScope,
  patientNotFound,
  seesEveryPatient,
  visibleProtocolCodes,
} from './scope';

type Db = Kysely<Database> | Transaction<Database>;
export type PatientRow = Selectable<PatientTable>;

/** The accent- and case-free text the list's search matches (domain/search.ts). */
export function patientSearchKey(patient: {
  firstName: string;
  lastName: string;
  pesel: string | null;
  passportNumber: string | null;
}): string {
  return searchable(
    [patient.firstName, patient.lastName, patient.pesel ?? '', patient.passportNumber ?? ''].join(
      ' ',
    ),
  );
}

/** The columns of a patient's own fields (not hospitals, protocols or state). */
export function patientColumns(fields: PatientFields) {
  return {
    first_name: fields.firstName,
    last_name: fields.lastName,
    gender: fields.gender,
    birth_date: fields.birthDate,
    nationality: fields.nationality,
    pesel: fields.pesel,
    passport_number: fields.passportNumber,
    representative_pesel: fields.representativePesel,
    representative_passport_number: fields.representativePassportNumber,
    residence_street: fields.residenceStreet,
    residence_city: fields.residenceCity,
    residence_zip_code: fields.residenceZipCode,
    registered_same_as_residence: fields.registeredSameAsResidence,
    registered_street: fields.registeredStreet,
    registered_city: fields.registeredCity,
    registered_zip_code: fields.registeredZipCode,
    correspondence_same_as_residence: fields.correspondenceSameAsResidence,
    correspondence_street: fields.correspondenceStreet,
    correspondence_city: fields.correspondenceCity,
    correspondence_zip_code: fields.correspondenceZipCode,
    category_id: fields.categoryId,
    dead: fields.dead,
    death_date: fields.deathDate,
    search_key: patientSearchKey(fields),
  };
}

/** A patient's own fields, as the forms send them and the audit trail compares them. */
export function patientFieldsOf(row: PatientRow): PatientFields {
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    gender: row.gender as Gender,
    birthDate: row.birth_date,
    nationality: row.nationality,
    pesel: row.pesel,
    passportNumber: row.passport_number,
    representativePesel: row.representative_pesel,
    representativePassportNumber: row.representative_passport_number,
    categoryId: row.category_id,
    dead: row.dead,
    deathDate: row.death_date,
    residenceStreet: row.residence_street,
    residenceCity: row.residence_city,
    residenceZipCode: row.residence_zip_code,
    registeredSameAsResidence: row.registered_same_as_residence,
    registeredStreet: row.registered_street,
    registeredCity: row.registered_city,
    registeredZipCode: row.registered_zip_code,
    correspondenceSameAsResidence: row.correspondence_same_as_residence,
    correspondenceStreet: row.correspondence_street,
    correspondenceCity: row.correspondence_city,
    correspondenceZipCode: row.correspondence_zip_code,
  };
}

// ---------------------------------------------------------------------------------------------
// What a list row and the details gather around a patient, as subqueries on its id.

function favoriteOf(auth: Auth, patientId: Expression<number>) {
  return sql<boolean>`exists (select 1 from favorite_patients fp
    where fp.account_id = ${auth.accountId} and fp.patient_id = ${patientId})`;
}

function openFlagsOf(patientId: Expression<number>) {
  return sql<number>`(select count(*)::int from correction_flags cf
    where cf.patient_id = ${patientId} and not cf.resolved)`;
}

type JsonInstant = string;
type FlagJson = Omit<CorrectionFlag, 'flagId' | 'createdAt' | 'resolvedAt'> & {
  createdAt: JsonInstant;
  resolvedAt: JsonInstant | null;
};
type FileJson = Omit<PatientFile, 'fileId' | 'uploadedAt'> & { uploadedAt: JsonInstant };

function correctionFlagsOf(patientId: Expression<number>) {
  return sql<FlagJson[]>`(select coalesce(json_agg(json_build_object(
      'id', cf.id, 'comment', cf.comment, 'hospitalId', cf.hospital_id, 'hospitalName', h.name,
      'authorId', cf.author_id, 'authorName', author.first_name || ' ' || author.last_name,
      'createdAt', cf.created_at, 'resolved', cf.resolved, 'resolvedAt', cf.resolved_at,
      'resolvedById', cf.resolved_by,
      'resolvedByName', resolver.first_name || ' ' || resolver.last_name
    ) order by cf.created_at desc, cf.id desc), '[]'::json)
    from correction_flags cf
    join hospitals h on h.id = cf.hospital_id
    left join accounts author on author.id = cf.author_id
    left join accounts resolver on resolver.id = cf.resolved_by
    where cf.patient_id = ${patientId})`;
}

/** File metadata only: the content lives in its own table and is never read here. */
function filesOf(patientId: Expression<number>, kind: PatientFileKind) {
  return sql<FileJson[]>`(select coalesce(json_agg(json_build_object(
      'id', f.id, 'kind', f.kind, 'type', f.attachment_type, 'date', f.consent_date,
      'name', f.name, 'contentType', f.content_type, 'size', f.size, 'sha256', f.sha256,
      'uploadedAt', f.uploaded_at, 'uploadedById', f.uploaded_by,
      'uploadedByName', uploader.first_name || ' ' || uploader.last_name
    ) order by f.consent_date desc nulls last, f.uploaded_at desc, f.id desc), '[]'::json)
    from patient_files f
    left join accounts uploader on uploader.id = f.uploaded_by
    where f.patient_id = ${patientId} and f.kind = ${kind} and f.deleted_at is null)`;
}

/**
 * The patient's category, which `summaryColumns` reads: every query that selects those joins
 * the categories under this name (`left join`, a patient may have none). A small dictionary,
 * hashed once per statement. Asked by a subquery that built its JSON object for each of a page's
 * rows, it made one hospital's first page a round trip of 370-400 µs instead of 340 (PostgreSQL
 * 15, 100,000 patients, one connection; 300 µs with no category at all).
 */
const ROW_CATEGORY = 'categories as row_category';

/**
 * What a list row and the details show around the patient's own columns. The hospitals and
 * the protocol entries are the patient's copies (migration 0022): read beside the row, not
 * gathered from their tables for each of a page's rows. The copy holds every protocol entry;
 * `toPatientSummary` keeps those the caller may see. The query joins ROW_CATEGORY.
 */
function summaryColumns(auth: Auth, table: 'patients' | 'page') {
  const id = sql.ref<number>(`${table}.id`);
  return [
    sql.ref<string | null>('row_category.abbreviation').as('category_abbreviation'),
    sql.ref<string | null>('row_category.name_pl').as('category_name_pl'),
    sql.ref<string | null>('row_category.name_en').as('category_name_en'),
    sql.ref<PatientHospital[]>(`${table}.list_hospitals`).as('hospitals'),
    sql.ref<PatientProtocol[]>(`${table}.list_protocols`).as('protocols'),
    favoriteOf(auth, id).as('favorite'),
    openFlagsOf(id).as('open_flags'),
  ];
}

/**
 * The patient's own columns a list row shows (`toPatientSummary`). A page reads these alone, not
 * the whole row: every column comes back as text that the API's driver parses (its timestamps
 * into dates, its protocol codes into an array), and a list row needs a third of them.
 */
const SUMMARY_FIELDS = [
  'id',
  'category_id',
  'first_name',
  'last_name',
  'gender',
  'birth_date',
  'pesel',
  'passport_number',
  'active',
  'dead',
] as const satisfies readonly (keyof PatientRow)[];

/**
 * A timestamp written by the database as the API answers it (`toISOString()`'s form, to the
 * millisecond, both truncating), so that a page's 50 are neither parsed into dates nor written
 * out again: about a tenth of the API's CPU on a list request.
 */
const isoInstant = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const pageFields = () => [
  ...SUMMARY_FIELDS.map((field) => sql.ref(`page.${field}`).as(field)),
  isoInstant('page.created_at').as('created_at'),
  isoInstant('page.updated_at').as('updated_at'),
];

export interface PatientSummaryRow extends Pick<PatientRow, (typeof SUMMARY_FIELDS)[number]> {
  /** A date when read whole (`loadPatient`), the API's text when read for a page. */
  created_at: Date | string;
  updated_at: Date | string;
  /** ROW_CATEGORY's columns, null with no category. */
  category_abbreviation: string | null;
  category_name_pl: string | null;
  category_name_en: string | null;
  hospitals: PatientHospital[];
  protocols: PatientProtocol[];
  favorite: boolean;
  open_flags: number;
}

interface PatientDetailsRow
  extends PatientRow, Omit<PatientSummaryRow, 'created_at' | 'updated_at'> {
  correction_flags: FlagJson[];
  rodo_consents: FileJson[];
  attachments: FileJson[];
}

/** A timestamp as JSON gives it ("...+00:00") in the API's form ("...Z"). */
const instant = (value: string | Date) => new Date(value).toISOString();

/** A timestamp of a patient's row in the API's form, written already when it is text. */
const answered = (value: Date | string) =>
  typeof value === 'string' ? value : value.toISOString();

/**
 * A row as the caller sees it: of the patient's protocol entries (`list_protocols`, all of
 * them), only those of the protocols the caller may see, as everywhere else in the API.
 */
export function toPatientSummary(auth: Auth) {
  const visible = new Set(visibleProtocolCodes(auth));
  return (row: PatientSummaryRow): PatientSummary => ({
    ...summaryOf(row),
    protocols: row.protocols.filter((entry) => visible.has(entry.protocol)),
  });
}

function categoryOf(row: PatientSummaryRow): PatientCategory | null {
  if (row.category_id === null || row.category_abbreviation === null) return null;
  return {
    id: row.category_id,
    abbreviation: row.category_abbreviation,
    namePl: row.category_name_pl!,
    nameEn: row.category_name_en!,
  };
}

function summaryOf(row: PatientSummaryRow): PatientSummary {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    gender: row.gender as Gender,
    birthDate: row.birth_date,
    pesel: row.pesel,
    passportNumber: row.passport_number,
    category: categoryOf(row),
    hospitals: row.hospitals,
    protocols: row.protocols,
    active: row.active,
    dead: row.dead,
    favorite: row.favorite,
    openFlags: row.open_flags,
    createdAt: answered(row.created_at),
    updatedAt: answered(row.updated_at),
  };
}

function toPatient(auth: Auth, row: PatientDetailsRow): Patient {
  return {
    ...patientFieldsOf(row),
    ...toPatientSummary(auth)(row),
    deactivationReason: row.deactivation_reason,
    correctionFlags: row.correction_flags.map((flag) => ({
      ...flag,
      flagId: flag.id,
      createdAt: instant(flag.createdAt),
      resolvedAt: flag.resolvedAt === null ? null : instant(flag.resolvedAt),
    })),
    rodoConsents: row.rodo_consents.map(toPatientFile),
    attachments: row.attachments.map(toPatientFile),
  };
}

const toPatientFile = (file: FileJson): PatientFile => ({
  ...file,
  fileId: file.id,
  uploadedAt: instant(file.uploadedAt),
});

/**
 * One patient's details as GET /patients/{id} answers them, for this caller: their visible
 * protocols and their favourite flag. A patient that is absent or outside the caller's scope is
 * a 404 "Patient does not exist".
 */
export async function loadPatient(db: Db, auth: Auth, id: number): Promise<Patient> {
  const row = await db
    .selectFrom('patients')
    .leftJoin(ROW_CATEGORY, 'row_category.id', 'patients.category_id')
    .selectAll('patients')
    .select(summaryColumns(auth, 'patients'))
    .select([
      correctionFlagsOf(sql.ref('patients.id')).as('correction_flags'),
      filesOf(sql.ref('patients.id'), 'rodoConsent').as('rodo_consents'),
      filesOf(sql.ref('patients.id'), 'attachment').as('attachments'),
    ])
    .where('patients.id', '=', id)
    .where(patientInScope(auth, sql.ref('patients.id')))
    .executeTakeFirst();
  if (!row) throw patientNotFound();
  return toPatient(auth, row as PatientDetailsRow);
}

/**
 * The patient's row in the caller's scope, or a 404. With `forUpdate` the row stays locked
 * until the transaction ends, for a read-then-write.
 */
export async function findPatientRow(
  db: Db,
  auth: Auth,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<PatientRow> {
  const query = db
    .selectFrom('patients')
    .selectAll()
    .where('id', '=', id)
    .where(patientInScope(auth, sql.ref('patients.id')));
  const row = await (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
  if (!row) throw patientNotFound();
  return row;
}

// ---------------------------------------------------------------------------------------------
// The list.

export interface PatientCriteria {
  hospitals?: number[];
  categories?: number[];
  /** Protocol codes; only those visible to the caller can match. */
  protocols?: string[];
  active?: boolean;
  favorite?: boolean;
  hasOpenFlags?: boolean;
  birthYear?: number;
  /** The UTC calendar year of registration, as the dashboard counts it. */
  registeredYear?: number;
  /**
   * How the basic (extended) form stands, any of these, of one of the patient's protocols: those
   * of the protocol filter when there is one, otherwise any protocol the caller sees.
   */
  basicForm?: FormState[];
  extendedForm?: FormState[];
  /** Patients with an open correction flag raised in one of these hospitals (the caller's own). */
  openFlagHospitals?: number[];
  consent?: ConsentState;
  search?: string;
}

/**
 * Where the page's rows come from: the patients, the matches gathered first (see
 * `patientListQuery`), or one hospital's entries (see `filtered`).
 */
type SortSource = 'patients' | 'matches' | 'page' | 'hospital';

function sortColumns(source: SortSource): Record<string, Expression<unknown>> {
  if (source === 'hospital') {
    // The copies of migrations 0012 and 0014, equal to the patients' by construction.
    return {
      lastName: sql.ref<string>('scope_ph.last_name_key'),
      firstName: sql.ref<string>('scope_ph.first_name_key'),
      birthDate: sql.ref<string>('scope_ph.birth_date'),
      createdAt: sql.ref<Date>('scope_ph.created_at'),
    };
  }
  const column = (name: string) => sql.ref<string>(`${source}.${name}`);
  return {
    // Folded when written (migration 0016), as the entries' copies are.
    lastName: column('last_name_key'),
    firstName: column('first_name_key'),
    birthDate: column('birth_date'),
    pesel: column('pesel'),
    createdAt: column('created_at'),
    updatedAt: column('updated_at'),
  };
}

const NAME_SORTS: readonly string[] = ['lastName', 'firstName'];
const NULLABLE_SORTS: readonly string[] = ['pesel'];
/** The sorts one hospital's entries can give: the names in their index's order, the rest sorted. */
const HOSPITAL_SORTS: readonly string[] = [...NAME_SORTS, 'birthDate', 'createdAt'];

const sortsByName = (sorts: Record<string, SortOrder>) =>
  Object.keys(sorts).every((field) => NAME_SORTS.includes(field));

/**
 * The order of the list: the requested sorts (by name when none), then the id in the direction
 * of the last one, so that one index serves the whole order in either direction. A sort by one
 * name adds the other; nothing else is added after a sort, since folding every row's name costs
 * more than the whole page. Unlike the generic `orderBy`, only a column that may be empty gets
 * `nulls last`: on the others it would keep a descending order from using its index.
 */
function ordering(sorts: Record<string, SortOrder>, source: SortSource) {
  const columns: Record<string, Expression<unknown>> = sortColumns(source);
  const terms = Object.entries(sorts);
  if (sortsByName(sorts)) {
    const order = terms[0]?.[1] ?? 'asc';
    for (const field of NAME_SORTS) if (!(field in sorts)) terms.push([field, order]);
  }
  const last = terms[terms.length - 1]![1];
  const id = source === 'hospital' ? sql.ref('scope_ph.patient_id') : sql.ref(`${source}.id`);
  return sql.join([
    ...terms.map(
      ([field, order]) =>
        sql`${columns[field]} ${sql.raw(order)}${sql.raw(NULLABLE_SORTS.includes(field) ? ' nulls last' : '')}`,
    ),
    sql`${id} ${sql.raw(last)}`,
  ]);
}

const pad = (year: number) => String(year).padStart(4, '0');

/** The first instant of a year, in UTC; `Date.UTC` would read 0-99 as 1900-1999. */
function yearStart(year: number): Date {
  const start = new Date(Date.UTC(2000, 0, 1));
  start.setUTCFullYear(year);
  return start;
}

/**
 * Whether one of the patient's protocols among these codes (those the caller sees) has its form
 * of this type in one of these states: never saved, saved, or its latest version under
 * INCOMPLETE_BELOW_PERCENT complete. The data-quality report counts with the same conditions.
 */
function formInState(
  auth: Auth,
  patientId: Expression<number>,
  codes: readonly string[],
  type: FormType,
  states: readonly FormState[],
) {
  const visible = visibleProtocolCodes(auth);
  const wanted = codes.filter((code) => visible.includes(code));
  if (!wanted.length || !states.length) return sql<boolean>`false`;
  const formId = sql`fs.protocol || ${`-${type}`}`;
  const saved = sql<boolean>`exists (select 1 from form_data fsd
    where fsd.patient_id = ${patientId} and fsd.form_id = ${formId})`;
  const latest = sql<number>`(select fsd.completeness from form_data fsd
    where fsd.patient_id = ${patientId} and fsd.form_id = ${formId}
    order by fsd.version desc limit 1)`;
  const conditions = {
    started: saved,
    missing: sql<boolean>`not ${saved}`,
    incomplete: sql<boolean>`${latest} < ${INCOMPLETE_BELOW_PERCENT}`,
  } satisfies Record<FormState, unknown>;
  return sql<boolean>`exists (select 1 from patient_protocols fs
    where fs.patient_id = ${patientId} and fs.protocol in (${sql.join(wanted)})
      and (${sql.join(
        states.map((state) => conditions[state]),
        sql` or `,
      )}))`;
}

/**
 * The one hospital whose patients the list shows, when there is one: the caller holds only that
 * one (most physicians) or filters by it. Its entries of patient_hospitals then stand for the
 * scope and the hospital filter alike, and carry what the list filters on and sorts by
 * (migrations 0012 and 0014): the count is read from that hospital's slice of one index, and
 * the page in the default order by name from the same slice in its order, instead of a walk
 * over every patient that probes each for the caller's hospitals.
 */
function singleHospital(auth: Auth, criteria: PatientCriteria): number | undefined {
  let wanted = criteria.hospitals;
  if (!seesEveryPatient(auth)) {
    wanted = (wanted ?? auth.hospitals).filter((hospital) => auth.hospitals.includes(hospital));
  }
  return wanted?.length === 1 ? wanted[0] : undefined;
}

type PatientsQuery = SelectQueryBuilder<Database, 'patients', Record<never, never>>;
type EntriesQuery = SelectQueryBuilder<
  Database & { scope_ph: Database['patient_hospitals'] },
  'scope_ph',
  Record<never, never>
>;

/**
 * The patients matching the criteria in the caller's scope. With `hospital`, that hospital's
 * entries (aliased scope_ph, one per patient; `singleHospital` makes sure they stand for the
 * scope), whose copies the conditions read instead of the patients' columns: the patients
 * themselves are not joined, so that a count or a page of ids reads the hospital's index alone.
 * `walked`: a page walked in the list's order tests the protocols on the patients' copy of
 * their codes (migration 0020), which the walked index holds, rather than asking their
 * protocol entries about each patient walked past; a count or a gathered page asks the entries,
 * whose protocol index finds a protocol's patients directly. `searchRows`: the patients' narrow
 * copies of migration 0027 (aliased sr) stand for the patients, for a search's matches, whose
 * protocols are tested on the copy's codes: a search's few matches are each read anyway, where
 * a common protocol's entries are many (25,226 for ALL over 100,000 patients).
 */
function filtered(
  db: Db,
  auth: Auth,
  criteria: PatientCriteria,
  hospital?: number,
  { walked = false, searchRows = false } = {},
) {
  const entries = hospital !== undefined;
  const table = entries ? 'scope_ph' : searchRows ? 'sr' : 'patients';
  const id = sql.ref<number>(
    entries ? 'scope_ph.patient_id' : searchRows ? 'sr.patient_id' : 'patients.id',
  );
  /** A column the patients and their hospital entries (or search rows) both have. */
  const copied = <T>(name: 'active' | 'birth_date' | 'created_at' | 'search_key') =>
    sql.ref<T>(`${table}.${name}`);
  // Typed as the patients alone: the conditions below name their columns through `copied`.
  let query = entries
    ? (db
        .selectFrom('patient_hospitals as scope_ph')
        .where('scope_ph.hospital_id', '=', hospital) as unknown as PatientsQuery)
    : searchRows
      ? (db
          .selectFrom('patient_search_rows as sr')
          .where(patientInScope(auth, id)) as unknown as PatientsQuery)
      : db.selectFrom('patients').where(patientInScope(auth, id));
  const { categories, protocols, search } = criteria;
  const hospitals = entries ? undefined : criteria.hospitals;
  if (hospitals) {
    query = query.where(
      sql<boolean>`exists (select 1 from patient_hospitals fh
        where fh.patient_id = ${id} and fh.hospital_id in (${sql.join(hospitals)}))`,
    );
  }
  if (categories) {
    query = query.where(
      entries
        ? sql<boolean>`exists (select 1 from patients fc
            where fc.id = ${id} and fc.category_id in (${sql.join(categories)}))`
        : sql<boolean>`${sql.ref(`${table}.category_id`)} in (${sql.join(categories)})`,
    );
  }
  if (protocols) {
    const visible = visibleProtocolCodes(auth);
    const wanted = protocols.filter((code) => visible.includes(code));
    // The codes go in behind a subquery that the planner cannot look into. No index finds a
    // copy's codes, so each row walked (or each of a search's matches) is tested whatever the
    // protocol, and one plan, made once per connection, serves them all. In sight, each code was
    // estimated apart and the statement planned again on every call, which cost PostgreSQL
    // about as much as running it (bench/RESULTS.md, v1.24.29).
    const codes = sql<string[]>`(select array[${sql.join(wanted)}]::text[])`;
    let held = sql<boolean>`false`;
    if (wanted.length && entries) {
      held = sql<boolean>`scope_ph.protocols && ${codes}`;
    } else if (wanted.length && (walked || searchRows)) {
      held = sql<boolean>`${sql.ref(`${table}.protocol_codes`)} && ${codes}`;
    } else if (wanted.length) {
      held = sql<boolean>`exists (select 1 from patient_protocols fp
        where fp.patient_id = ${id} and fp.protocol in (${sql.join(wanted)}))`;
    }
    query = query.where(held);
  }
  if (criteria.active !== undefined) {
    query = query.where(copied<boolean>('active'), '=', criteria.active);
  }
  if (criteria.favorite !== undefined) {
    const favorite = favoriteOf(auth, id);
    query = query.where(criteria.favorite ? favorite : sql<boolean>`not ${favorite}`);
  }
  if (criteria.hasOpenFlags !== undefined) {
    const open = sql<boolean>`exists (select 1 from correction_flags ff
      where ff.patient_id = ${id} and not ff.resolved)`;
    query = query.where(criteria.hasOpenFlags ? open : sql<boolean>`not ${open}`);
  }
  if (criteria.birthYear !== undefined) {
    // A range rather than extract(year ...), so that the birth date index serves it. The year
    // 9999 has no year after it that a date can hold: it is open-ended.
    const birthDate = copied<string>('birth_date');
    const year = criteria.birthYear;
    query = query.where(birthDate, '>=', `${pad(year)}-01-01`);
    if (year < 9999) query = query.where(birthDate, '<', `${pad(year + 1)}-01-01`);
  }
  if (criteria.registeredYear !== undefined) {
    const createdAt = copied<Date>('created_at');
    const year = criteria.registeredYear;
    query = query.where(createdAt, '>=', yearStart(year));
    if (year < 9999) query = query.where(createdAt, '<', yearStart(year + 1));
  }
  const formProtocols = protocols ?? visibleProtocolCodes(auth);
  if (criteria.basicForm) {
    query = query.where(formInState(auth, id, formProtocols, 'basic', criteria.basicForm));
  }
  if (criteria.extendedForm) {
    query = query.where(formInState(auth, id, formProtocols, 'extended', criteria.extendedForm));
  }
  if (criteria.openFlagHospitals) {
    const raisedIn = criteria.openFlagHospitals.filter((hospital) => holdsHospital(auth, hospital));
    query = query.where(
      raisedIn.length
        ? sql<boolean>`exists (select 1 from correction_flags ff
            where ff.patient_id = ${id} and not ff.resolved
              and ff.hospital_id in (${sql.join(raisedIn)}))`
        : sql<boolean>`false`,
    );
  }
  if (criteria.consent) {
    const recorded = sql<boolean>`exists (select 1 from patient_files fc
      where fc.patient_id = ${id} and fc.kind = 'rodoConsent' and fc.deleted_at is null)`;
    query = query.where(criteria.consent === 'recorded' ? recorded : sql<boolean>`not ${recorded}`);
  }
  if (search) {
    // Every word must occur, in any order: "kowalska zofia" finds Zofia Kowalska.
    for (const word of searchable(search).split(' ').filter(Boolean)) {
      const pattern = likePattern(word);
      // No index finds a word in one hospital's entries: each entry walked is tested whatever
      // the word, so the word goes in out of the planner's sight, as a protocol's codes do, and
      // one plan serves every word. The patients' trigram indexes find a word's matches, and
      // their plans do depend on the word.
      const matched = entries ? sql<string>`(select ${pattern}::text)` : pattern;
      query = query.where(copied<string>('search_key'), 'like', matched);
    }
  }
  return query;
}

/**
 * Whether the page is read from one hospital's entries: within one hospital (see
 * `singleHospital`) and in an order its entries give.
 */
function entriesHospital(
  auth: Auth,
  criteria: PatientCriteria,
  sorts: Record<string, SortOrder>,
): number | undefined {
  const byEntries = Object.keys(sorts).every((field) => HOSPITAL_SORTS.includes(field));
  return byEntries ? singleHospital(auth, criteria) : undefined;
}

/**
 * At most this many matches, counted exactly, are gathered and sorted for a page rather than
 * met by walking an index in the list's order (see `gatherMatches`).
 */
const GATHER_AT_MOST = 1_000;

/**
 * Whether a page of the list read from the patients (see `pageAwaitsCount`) should gather every
 * match and sort them, rather than walk the patients in the list's order until the page is full,
 * given how many match (`countPatients`). A walk reads about (offset + page) × patients ÷
 * matches rows when the matches are spread evenly in the order, so it loses to gathering when
 * the matches are few: a rare protocol's page (MDS, over 100,000 patients) read 7,700 buffers
 * walked. A search word's matches are not spread evenly at all: they share a name, so the walk
 * meets none until it reaches that name ("nowak": 52,000 patients walked past, against 3,000
 * buffers gathered from the word's trigram index). Beyond the count's cap the matches are too
 * many to gather, and the walk reads the name index alone (its entries carry the search key,
 * migration 0016): 600 buffers for those 52,000.
 */
export function gatherMatches(
  criteria: PatientCriteria,
  counted: { count: number; capped: boolean },
): boolean {
  if (counted.capped) return false;
  return Boolean(criteria.search) || counted.count <= GATHER_AT_MOST;
}

/**
 * Whether the way the page is read waits for the count (`gatherMatches`): a page read from the
 * patients and narrowed by a filter or a search. Any other page is read at once, beside the
 * count: one hospital's entries give any page cheaply, and every patient in scope is not few.
 */
export function pageAwaitsCount(
  auth: Auth,
  criteria: PatientCriteria,
  sorts: Record<string, SortOrder>,
): boolean {
  return (
    entriesHospital(auth, criteria, sorts) === undefined &&
    Object.values(criteria).some((value) => value !== undefined)
  );
}

/**
 * A page's bounds written into the statement instead of sent as parameters. PostgreSQL keeps
 * one plan for every value of a prepared statement's parameters only when it costs no more than
 * the plans made for the values given; with the limit a parameter, that plan is costed for a
 * tenth of the rows, so the commonest pages (one hospital's, by name) were planned again on every
 * call: 0.56 ms of planning beside 0.77 of execution (pg_stat_statements, PostgreSQL 15, 100,000
 * patients). Written in, each page size and offset is a statement of its own, prepared once on a
 * connection (server/db/preparedStatements.ts keeps at most 100 there) and then planned once.
 */
function bound(value: number) {
  if (!Number.isInteger(value) || value < 0) throw new Error(`Not a page bound: ${value}`);
  // A page far past the last (`page` may be any safe integer) is as empty at this offset.
  return sql.lit(Math.min(value, Number.MAX_SAFE_INTEGER));
}

/**
 * The SQL of one page of the list: the page of patients first, then what each row gathers.
 * Within one hospital and in an order its entries give (`entriesHospital`), the page is read
 * from that hospital's entries: by name in their index's order, by birth date or registration
 * sorted from the slice. Otherwise from the patients: walked in the list's order, or, with
 * `gather` (see `gatherMatches`), every match found first (a subquery with an offset, which the
 * planner keeps apart, so that it finds them by the filters' indexes) and sorted.
 */
export function patientListQuery(
  db: Db,
  auth: Auth,
  criteria: PatientCriteria,
  sorts: Record<string, SortOrder>,
  { limit, offset, gather = false }: { limit: number; offset: number; gather?: boolean },
) {
  const hospital = entriesHospital(auth, criteria, sorts);
  // The page's ids first, from an index alone where one serves (one hospital's entries, the
  // patients' name index of migration 0016), then their rows: joined before the limit, the
  // planner would read or sort every match's row.
  const byIds = (ids: AliasedSelectQueryBuilder<{ page_id: number }, 'ids'>) =>
    db
      .selectFrom(ids)
      .innerJoin('patients', 'patients.id', 'ids.page_id')
      .selectAll('patients')
      .as('page');
  let page;
  if (hospital !== undefined) {
    page = byIds(
      (filtered(db, auth, criteria, hospital) as unknown as EntriesQuery)
        .select('scope_ph.patient_id as page_id')
        .orderBy(ordering(sorts, 'hospital'))
        .limit(bound(limit))
        .offset(bound(offset))
        .as('ids'),
    );
  } else if (gather) {
    page = db
      .selectFrom(filtered(db, auth, criteria).selectAll('patients').offset(0).as('matches'))
      .selectAll('matches')
      .orderBy(ordering(sorts, 'matches'))
      .limit(bound(limit))
      .offset(bound(offset))
      .as('page');
  } else {
    page = byIds(
      filtered(db, auth, criteria, undefined, { walked: true })
        .select('patients.id as page_id')
        .orderBy(ordering(sorts, 'patients'))
        .limit(bound(limit))
        .offset(bound(offset))
        .as('ids'),
    );
  }
  return db
    .selectFrom(page)
    .leftJoin(ROW_CATEGORY, 'row_category.id', 'page.category_id')
    .select(pageFields())
    .select(summaryColumns(auth, 'page'))
    .orderBy(ordering(sorts, 'page'));
}

export async function listPatients(
  db: Db,
  auth: Auth,
  criteria: PatientCriteria,
  sorts: Record<string, SortOrder>,
  page: { limit: number; offset: number; gather?: boolean },
): Promise<PatientSummary[]> {
  const rows = await patientListQuery(db, auth, criteria, sorts, page).execute();
  return (rows as PatientSummaryRow[]).map(toPatientSummary(auth));
}

/**
 * A page of a search's matches and how many there are, from one reading of the matches: a
 * search's page awaits the count and then gathers the same matches again (`gatherMatches`), a
 * second pass over the word's rows ("nowak", 5,678 patients: 20 ms in PGlite for the count and
 * 28 for the page). Here at most PATIENT_COUNT_CAP + 1 matches are read once, counted beside
 * them and sorted for the page. With more matches than the cap, only the count: the first ones
 * read are not the page, which is then walked in the list's order (`gatherMatches`). Undefined
 * for a page past the last match, where no row carries the count.
 */
export async function listSearchMatches(
  db: Db,
  auth: Auth,
  criteria: PatientCriteria,
  sorts: Record<string, SortOrder>,
  { limit, offset }: { limit: number; offset: number },
  cap = PATIENT_COUNT_CAP,
): Promise<{ rows?: PatientSummary[]; counted: { count: number; capped: boolean } } | undefined> {
  // The matches' ids and what they sort by, from the patients' narrow copies (migration 0027).
  const column = (name: string) => sql.ref(`sr.${name}`).as(name);
  const matches = filtered(db, auth, criteria, undefined, { searchRows: true })
    .select([
      sql.ref<number>('sr.patient_id').as('id'),
      column('last_name_key'),
      column('first_name_key'),
      column('birth_date'),
      column('pesel'),
      column('created_at'),
      column('updated_at'),
    ])
    .limit(bound(cap + 1))
    .as('matches');
  const ids = db
    .selectFrom(matches)
    .select(['matches.id as page_id', sql<number>`count(*) over ()`.as('matched')])
    .orderBy(ordering(sorts, 'matches'))
    .limit(bound(limit))
    .offset(bound(offset))
    .as('ids');
  const page = db
    .selectFrom(ids)
    .innerJoin('patients', 'patients.id', 'ids.page_id')
    .selectAll('patients')
    .select('ids.matched')
    .as('page');
  const rows = (await db
    .selectFrom(page)
    .leftJoin(ROW_CATEGORY, 'row_category.id', 'page.category_id')
    .select(pageFields())
    .select('page.matched')
    .select(summaryColumns(auth, 'page'))
    .orderBy(ordering(sorts, 'page'))
    .execute()) as (PatientSummaryRow & { matched: number })[];
  if (!rows.length) return undefined;
  const count = Number(rows[0]!.matched);
  return count > cap
    ? { counted: { count: cap, capped: true } }
    : { rows: rows.map(toPatientSummary(auth)), counted: { count, capped: false } };
}

/**
 * The counter that answers the criteria, when one does: the list narrowed by at most one
 * protocol and the patients' state, within one hospital (`singleHospital`) or, for a central
 * administrator with no hospital filter, over the registry. The counters are kept per hospital
 * (and the registry), protocol code and state (migrations 0018 and 0020); counted from the
 * entries instead, a protocol's count in one hospital read its whole slice of their index
 * (50,000 entries over 1,000,000 patients, 12-16 ms), and the administrator's counts read up to
 * 10,001 index entries each, more than the page.
 */
function listCounter(
  auth: Auth,
  criteria: PatientCriteria,
): { hospital: number; protocol: string; active?: boolean } | undefined {
  const counted = ['hospitals', 'protocols', 'active'];
  const others = Object.entries(criteria).filter(
    ([name, value]) => !counted.includes(name) && value !== undefined,
  );
  if (others.length) return undefined;
  const everyPatient = seesEveryPatient(auth) && criteria.hospitals === undefined;
  const hospital = everyPatient ? REGISTRY_COUNTS : singleHospital(auth, criteria);
  if (hospital === undefined) return undefined;
  if (!criteria.protocols) return { hospital, protocol: '', active: criteria.active };
  const visible = visibleProtocolCodes(auth);
  const wanted = criteria.protocols.filter((code) => visible.includes(code));
  // No protocol the caller sees matches nothing, which `filtered` counts at once; several
  // would count a patient of two of them twice.
  if (wanted.length !== 1) return undefined;
  return { hospital, protocol: wanted[0]!, active: criteria.active };
}

/** How many match, as one row: from a counter (`listCounter`) or the matches up to the cap. */
function countQuery(db: Db, auth: Auth, criteria: PatientCriteria) {
  const counter = listCounter(auth, criteria);
  if (counter) {
    let counters = db
      .selectFrom('patient_list_counts')
      .where('hospital_id', '=', counter.hospital)
      .where('protocol', '=', counter.protocol);
    if (counter.active !== undefined) counters = counters.where('active', '=', counter.active);
    return counters.select(sql<number>`coalesce(sum(count), 0)::int`.as('count'));
  }
  const matches = filtered(db, auth, criteria, singleHospital(auth, criteria))
    .select(sql`1`.as('one'))
    .limit(bound(PATIENT_COUNT_CAP + 1))
    .as('matches');
  return db.selectFrom(matches).select(sql<number>`count(*)::int`.as('count'));
}

const cappedCount = (count: number) =>
  count > PATIENT_COUNT_CAP ? { count: PATIENT_COUNT_CAP, capped: true } : { count, capped: false };

/**
 * How many patients match, counted exactly up to PATIENT_COUNT_CAP; beyond it the answer is
 * the cap and `capped`. A count reads every match, so an exact one over a central
 * administrator's 100,000 patients (and more as the registry grows) would cost more than the
 * page; nobody pages through 10,000 patients, and the list says "10 000+".
 */
export async function countPatients(
  db: Db,
  auth: Auth,
  criteria: PatientCriteria,
): Promise<{ count: number; capped: boolean }> {
  const row = await countQuery(db, auth, criteria).executeTakeFirstOrThrow();
  return cappedCount(Number(row.count));
}

/**
 * A page that does not wait for the count (`pageAwaitsCount`) and the count, in one statement:
 * the count rides on the page's rows as a subquery PostgreSQL runs once. A request then sends
 * the database one statement rather than two, each of which cost the API a round trip, its
 * building and its parsing. A page with no rows carries no count, which is then asked alone.
 */
export async function listPatientsCounted(
  db: Db,
  auth: Auth,
  criteria: PatientCriteria,
  sorts: Record<string, SortOrder>,
  page: { limit: number; offset: number },
): Promise<{ rows: PatientSummary[]; counted: { count: number; capped: boolean } }> {
  const rows = (await patientListQuery(db, auth, criteria, sorts, page)
    .select(countQuery(db, auth, criteria).as('matched'))
    .execute()) as (PatientSummaryRow & { matched: number })[];
  if (!rows.length) return { rows: [], counted: await countPatients(db, auth, criteria) };
  return {
    rows: rows.map(toPatientSummary(auth)),
    counted: cappedCount(Number(rows[0]!.matched)),
  };
}

// ---------------------------------------------------------------------------------------------
// Writes and lookups of the create and edit forms.

/**
 * A new patient's copy of their protocol codes, in the order migration 0020's triggers keep it:
 * written with the patient, it leaves the triggers nothing to rewrite when the protocols follow.
 */
export function protocolCodesColumn(protocols: readonly string[]) {
  const codes = [...new Set(protocols)].sort();
  return codes.length ? { protocol_codes: sql<string[]>`array[${sql.join(codes)}]::text[]` } : {};
}

/** A protocol entry a new patient is registered with; `active` when not said. */
export interface NewProtocolEntry {
  protocol: string;
  active?: boolean;
}

/**
 * The ids the new patients' protocol entries will have, taken ahead from the table's sequence,
 * so that each patient is written with the copy of its entries the list reads (`listColumns`).
 */
export async function takeProtocolIds<T extends NewProtocolEntry>(
  trx: Transaction<Database>,
  entries: readonly T[],
): Promise<(T & { id: number })[]> {
  if (!entries.length) return [];
  const { rows } = await sql<{ id: number }>`select
      nextval(pg_get_serial_sequence('patient_protocols', 'id'))::int as id
    from generate_series(1, ${entries.length})`.execute(trx);
  const ids = rows.map((row) => row.id).sort((a, b) => a - b);
  return entries.map((entry, index) => ({ ...entry, id: ids[index]! }));
}

/**
 * A new patient's copies of what a list row shows (migration 0022), in the form and order its
 * triggers keep them: written with the patient, they leave the triggers nothing to rewrite when
 * the hospitals and the protocol entries (with the ids of `takeProtocolIds`) follow.
 */
export function listColumns(
  hospitals: readonly number[],
  protocols: readonly (NewProtocolEntry & { id: number })[],
) {
  const entries = [...protocols]
    .sort((a, b) => a.id - b.id)
    .map(({ id, protocol, active = true }) => ({ id, protocol, active }));
  return {
    list_hospitals: hospitals.length
      ? sql<PatientHospital[]>`(select jsonb_agg(jsonb_build_object(
          'id', h.id, 'name', h.name, 'shortName', h.short_name, 'active', h.active
        ) order by h.name, h.id) from hospitals h where h.id in (${sql.join(hospitals)}))`
      : undefined,
    list_protocols: entries.length
      ? sql<PatientProtocol[]>`${JSON.stringify(entries)}::jsonb`
      : undefined,
  };
}

/**
 * A new patient, written once: with the codes and the copies of the hospitals and protocol
 * entries that `assignProtocols` and `assignHospitals` will add.
 */
export async function insertPatient(
  trx: Transaction<Database>,
  fields: PatientFields,
  hospitals: readonly number[],
  protocols: readonly (NewProtocolEntry & { id: number })[],
  createdBy: number,
  at: Date,
): Promise<PatientRow> {
  return trx
    .insertInto('patients')
    .values({
      ...patientColumns(fields),
      ...protocolCodesColumn(protocols.map((entry) => entry.protocol)),
      ...listColumns(hospitals, protocols),
      created_by: createdBy,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updatePatient(
  trx: Transaction<Database>,
  id: number,
  values: Partial<ReturnType<typeof patientColumns>> & {
    active?: boolean;
    deactivation_reason?: string | null;
    updated_at: Date;
  },
): Promise<PatientRow> {
  return trx
    .updateTable('patients')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function assignHospitals(
  trx: Transaction<Database>,
  patientId: number,
  hospitals: readonly number[],
  addedBy: number,
) {
  if (!hospitals.length) return;
  await trx
    .insertInto('patient_hospitals')
    .values(
      hospitals.map((hospitalId) => ({
        patient_id: patientId,
        hospital_id: hospitalId,
        added_by: addedBy,
      })),
    )
    .execute();
}

/** A new patient's protocol entries, with the ids `takeProtocolIds` took for them. */
export async function assignProtocols(
  trx: Transaction<Database>,
  patientId: number,
  protocols: readonly (NewProtocolEntry & { id: number })[],
  at: Date,
) {
  if (!protocols.length) return;
  await trx
    .insertInto('patient_protocols')
    .values(
      protocols.map(({ id, protocol, active = true }) => ({
        id,
        patient_id: patientId,
        protocol,
        active,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
}

/**
 * The patient who has this PESEL (another one than `exceptId`), and whether the caller may see
 * them. Nothing else about that patient is read.
 */
export async function patientWithPesel(
  db: Db,
  auth: Auth,
  pesel: string,
  exceptId?: number,
): Promise<{ id: number; visible: boolean } | undefined> {
  let query = db
    .selectFrom('patients')
    .select(['id', sql<boolean>`${patientInScope(auth, sql.ref('patients.id'))}`.as('visible')])
    .where('pesel', '=', pesel);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

/**
 * The patient (other than `exceptId`) holding a passport number of one issuing country, the
 * patient's nationality (null is a country of its own), as the unique index pairs them.
 */
export async function patientWithPassport(
  db: Db,
  auth: Auth,
  passport: { passportNumber: string; nationality: string | null },
  exceptId?: number,
): Promise<{ id: number; visible: boolean } | undefined> {
  let query = db
    .selectFrom('patients')
    .select(['id', sql<boolean>`${patientInScope(auth, sql.ref('patients.id'))}`.as('visible')])
    .where('passport_number', '=', passport.passportNumber)
    .where(sql`coalesce(nationality, '')`, '=', passport.nationality ?? '');
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

/** The active categories, by abbreviation: the patient form's picker. */
export async function activeCategories(db: Db): Promise<PatientCategory[]> {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'abbreviation', 'name_pl', 'name_en'])
    .where('active', '=', true)
    .orderBy(sortKey(sql.ref('abbreviation')))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    abbreviation: row.abbreviation,
    namePl: row.name_pl,
    nameEn: row.name_en,
  }));
}

// ---------------------------------------------------------------------------------------------
// The patient's history: the audit rows about them.

/**
 * The patient's audit rows this caller may read. Rows about a protocol (those whose changes
 * name a `protocol`, as `{old, new}` or a bare code) are left out unless the caller holds every
 * code they name; a central administrator reads them all.
 */
function historyOf(db: Kysely<Database>, auth: Auth, patientId: number) {
  const query = entries(db)
    .where('audit_log.object_type', '=', 'patient')
    .where('audit_log.object_id', '=', String(patientId));
  if (seesEveryPatient(auth)) return query;
  const visible = visibleProtocolCodes(auth);
  return query.where(
    sql<boolean>`(audit_log.changes -> 'protocol' is null or (case
      when jsonb_typeof(audit_log.changes -> 'protocol') = 'object' then array_remove(array[
        audit_log.changes -> 'protocol' ->> 'old', audit_log.changes -> 'protocol' ->> 'new'
      ], null)
      else array[audit_log.changes ->> 'protocol'] end) <@ array[${sql.join(visible)}]::text[])`,
  );
}

/** A patient's creation names its first protocols: a caller sees only those they hold. */
function withVisibleProtocols(auth: Auth, entry: LogEntry): LogEntry {
  const protocols = entry.changes?.protocols as { old: unknown; new: unknown } | undefined;
  if (seesEveryPatient(auth) || !protocols || typeof protocols !== 'object') return entry;
  const visible = visibleProtocolCodes(auth);
  const keep = (codes: unknown) =>
    Array.isArray(codes) ? codes.filter((code) => visible.includes(code as string)) : codes;
  return {
    ...entry,
    changes: {
      ...entry.changes,
      protocols: { old: keep(protocols.old), new: keep(protocols.new) },
    },
  };
}

/** A page of the patient's history, newest first. */
export async function patientHistory(
  db: Kysely<Database>,
  auth: Auth,
  patientId: number,
  limit: number,
  offset: number,
): Promise<LogEntry[]> {
  const rows = await historyOf(db, auth, patientId)
    .orderBy('audit_log.at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => withVisibleProtocols(auth, toLogEntry(row)));
}

export async function countPatientHistory(db: Kysely<Database>, auth: Auth, patientId: number) {
  const row = await historyOf(db, auth, patientId)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
