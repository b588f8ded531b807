/**
 * Kysely queries of the research export. Rows are read in keyset batches (patients in id order,
 * `id > last` and a limit), so memory stays flat on both databases and the embedded database's
 * one connection is held for one batch at a time, never for the whole export. Every query is
 * scoped through patient/scope.ts and the export's filters.
 */
import { randomBytes } from 'node:crypto';
import { type Expression, type Kysely, type SqlBool, type Transaction, sql } from 'kysely';
import { type Database } from '../../db/schema';
import { type Auth } from '../../http/context';
import { patientInScope } from '../patient/scope';

type Db = Kysely<Database> | Transaction<Database>;

/** Which patients an export holds: the caller's scope narrowed by the filters. */
export interface PatientFilter {
  auth: Auth;
  hospitals: number[];
  /** Registered at or after. */
  from: Date | null;
  /** Registered before. */
  before: Date | null;
  /**
   * Only patients holding one of these protocols (those of the chosen forms, when they are not
   * every form the caller may see), so that an export of one protocol's forms does not carry
   * every other child's identity; null for every patient in scope.
   */
  protocols: readonly string[] | null;
}

function matches(filter: PatientFilter, id: Expression<number>): Expression<SqlBool> {
  const conditions = [patientInScope(filter.auth, id)];
  if (filter.hospitals.length) {
    conditions.push(
      sql<SqlBool>`exists (select 1 from patient_hospitals filter_ph where filter_ph.patient_id = ${id} and filter_ph.hospital_id in (${sql.join(filter.hospitals)}))`,
    );
  }
  if (filter.protocols) {
    conditions.push(
      filter.protocols.length
        ? sql<SqlBool>`exists (select 1 from patient_protocols filter_pp where filter_pp.patient_id = ${id} and filter_pp.protocol in (${sql.join(filter.protocols)}))`
        : sql<SqlBool>`false`,
    );
  }
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

function registered(filter: PatientFilter) {
  const conditions = [];
  if (filter.from) conditions.push(sql<SqlBool>`p.created_at >= ${filter.from}`);
  if (filter.before) conditions.push(sql<SqlBool>`p.created_at < ${filter.before}`);
  return conditions.length ? sql<SqlBool>`${sql.join(conditions, sql` and `)}` : sql<SqlBool>`true`;
}

export interface ExportPatientRow {
  id: number;
  first_name: string;
  last_name: string;
  gender: string;
  birth_date: string;
  nationality: string | null;
  pesel: string | null;
  passport_number: string | null;
  representative_pesel: string | null;
  representative_passport_number: string | null;
  residence_street: string | null;
  residence_city: string | null;
  residence_zip_code: string | null;
  registered_street: string | null;
  registered_city: string | null;
  registered_zip_code: string | null;
  correspondence_street: string | null;
  correspondence_city: string | null;
  correspondence_zip_code: string | null;
  category: string | null;
  hospitals: string | null;
  protocols: string | null;
  active: boolean;
  dead: boolean;
  death_date: string | null;
  created_at: Date | string;
}

/** The next batch of patients after `afterId`, with their hospitals and visible protocols. */
export async function patientBatch(
  db: Db,
  filter: PatientFilter,
  protocols: readonly string[],
  afterId: number,
  limit: number,
): Promise<ExportPatientRow[]> {
  const visible = protocols.length ? sql.join(protocols) : sql`null`;
  const { rows } = await sql<ExportPatientRow>`
    select p.id, p.first_name, p.last_name, p.gender, p.birth_date, p.nationality, p.pesel,
      p.passport_number, p.representative_pesel, p.representative_passport_number,
      p.residence_street, p.residence_city, p.residence_zip_code,
      case when p.registered_same_as_residence then p.residence_street else p.registered_street end as registered_street,
      case when p.registered_same_as_residence then p.residence_city else p.registered_city end as registered_city,
      case when p.registered_same_as_residence then p.residence_zip_code else p.registered_zip_code end as registered_zip_code,
      case when p.correspondence_same_as_residence then p.residence_street else p.correspondence_street end as correspondence_street,
      case when p.correspondence_same_as_residence then p.residence_city else p.correspondence_city end as correspondence_city,
      case when p.correspondence_same_as_residence then p.residence_zip_code else p.correspondence_zip_code end as correspondence_zip_code,
      c.abbreviation as category,
      (select string_agg(h.short_name, '|' order by h.short_name)
        from patient_hospitals ph join hospitals h on h.id = ph.hospital_id
        where ph.patient_id = p.id) as hospitals,
      (select string_agg(pp.protocol || ':' || case when pp.active then 'active' else 'inactive' end, '|' order by pp.protocol)
        from patient_protocols pp
        where pp.patient_id = p.id and pp.protocol in (${visible})) as protocols,
      p.active, p.dead, p.death_date, p.created_at
    from patients p
    left join categories c on c.id = p.category_id
    where p.id > ${afterId} and ${matches(filter, sql.ref('p.id'))} and ${registered(filter)}
    order by p.id
    limit ${limit}`.execute(db);
  return rows;
}

export interface ExportFormRow {
  patient_id: number;
  birth_date: string;
  version: number;
  definition_version: number;
  saved_at: Date | string;
  saved_by: string | null;
  data: Record<string, unknown>;
}

/** A form's latest saved version per patient of the export, in patient order, after `afterId`. */
function latestForms(filter: PatientFilter, formId: string, afterId: number) {
  return sql`
    select distinct on (fd.patient_id) fd.patient_id, p.birth_date, fd.version,
      fd.definition_version, fd.saved_at, fd.saved_by, fd.data
    from form_data fd
    join patients p on p.id = fd.patient_id
    where fd.form_id = ${formId} and fd.patient_id > ${afterId}
      and ${matches(filter, sql.ref('p.id'))} and ${registered(filter)}
    order by fd.patient_id, fd.version desc`;
}

/** The next batch of a form's latest saved versions, one per patient, after `afterId`. */
export async function formBatch(
  db: Db,
  filter: PatientFilter,
  formId: string,
  afterId: number,
  limit: number,
): Promise<ExportFormRow[]> {
  const { rows } = await sql<ExportFormRow>`
    select latest.patient_id, latest.birth_date, latest.version, latest.definition_version,
      latest.saved_at, latest.data,
      nullif(trim(coalesce(saver.first_name, '') || ' ' || coalesce(saver.last_name, '')), '') as saved_by
    from (${latestForms(filter, formId, afterId)} limit ${limit}) latest
    left join accounts saver on saver.id = latest.saved_by
    order by latest.patient_id`.execute(db);
  return rows;
}

/** A JSON path (`$."a"[*]."b"[*]`) reaching every row of a table, nested ones too. */
export function rowsPath(segments: readonly (readonly string[])[]): string {
  return `$${segments
    .map((path) => `${path.map((key) => `."${key.replaceAll('"', '\\"')}"`).join('')}[*]`)
    .join('')}`;
}

/** How many patients the export holds. */
export async function countPatients(db: Db, filter: PatientFilter): Promise<number> {
  const { rows } = await sql<{ count: number | string }>`
    select count(*) as count from patients p
    where ${matches(filter, sql.ref('p.id'))} and ${registered(filter)}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/**
 * How many patients have the form saved, and how many rows each of its tables holds in their
 * latest versions (tables named by the JSON path of their rows).
 */
export async function countForm(
  db: Db,
  filter: PatientFilter,
  formId: string,
  tablePaths: readonly string[],
): Promise<{ records: number; tables: number[] }> {
  const tableSums = tablePaths.map(
    (path, index) =>
      sql`coalesce(sum(jsonb_array_length(jsonb_path_query_array(fd.data, ${path}::jsonpath))), 0) as ${sql.id(`t${index}`)}`,
  );
  const { rows } = await sql<Record<string, number | string>>`
    select count(*) as records${tableSums.length ? sql`, ${sql.join(tableSums)}` : sql``}
    from (${latestForms(filter, formId, 0)}) fd`.execute(db);
  const row = rows[0] ?? {};
  return {
    records: Number(row.records ?? 0),
    tables: tablePaths.map((_, index) => Number(row[`t${index}`] ?? 0)),
  };
}

export interface DictionaryEntryRow {
  dictionary: string;
  code: string;
  label_pl: string | null;
  label_en: string | null;
  active: boolean;
}

/**
 * Every entry of the named dictionaries, by dictionary and code: the disease categories from
 * their own table, the others from the dictionaries'. A few thousand rows at most.
 */
export async function dictionaryEntries(
  db: Db,
  names: readonly string[],
): Promise<DictionaryEntryRow[]> {
  const entries = names.filter((name) => name !== 'categories');
  const rows: DictionaryEntryRow[] = [];
  if (entries.length) {
    rows.push(
      ...(await db
        .selectFrom('dictionary_entries')
        .select([
          'type as dictionary',
          'value as code',
          'description as label_pl',
          'description_en as label_en',
          'active',
        ])
        .where('type', 'in', entries)
        .orderBy('type')
        .orderBy('value')
        .execute()),
    );
  }
  if (names.includes('categories')) {
    const categories = await db
      .selectFrom('categories')
      .select(['abbreviation as code', 'name_pl as label_pl', 'name_en as label_en', 'active'])
      .orderBy('abbreviation')
      .execute();
    rows.push(...categories.map((row) => ({ dictionary: 'categories', ...row })));
  }
  const order = new Map(names.map((name, index) => [name, index]));
  return rows.sort((a, b) => order.get(a.dictionary)! - order.get(b.dictionary)!);
}

/** The current definition version of each form. */
export async function definitionVersions(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('forms').select(['id', 'current_version']).execute();
  return new Map(rows.map((row) => [row.id, row.current_version]));
}

/** The hospitals the caller may filter by: every one for a central administrator. */
export async function hospitalsFor(db: Db, auth: Auth, everything: boolean) {
  let query = db
    .selectFrom('hospitals')
    .select(['id', 'name', 'short_name', 'active'])
    .orderBy('short_name')
    .orderBy('id');
  if (!everything) {
    if (!auth.hospitals.length) return [];
    query = query.where('id', 'in', auth.hospitals);
  }
  return query.execute();
}

export async function insertDownload(
  db: Db,
  values: {
    accountId: number;
    sessionId: string;
    tokenHash: string;
    request: unknown;
    at: Date;
    expiresAt: Date;
  },
) {
  await db
    .insertInto('export_downloads')
    .values({
      account_id: values.accountId,
      session_id: values.sessionId,
      token_hash: values.tokenHash,
      request: JSON.stringify(values.request),
      created_at: values.at,
      expires_at: values.expiresAt,
    })
    .execute();
}

/** Spends a live download token: the account, session and request it names, or undefined. */
export async function spendDownload(db: Db, tokenHash: string, now: Date) {
  return db
    .updateTable('export_downloads')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['account_id', 'session_id', 'request'])
    .executeTakeFirst();
}

/**
 * The key of the patients' pseudonyms: EXPORT_PSEUDONYM_KEY when set, else a random key made
 * once and kept in app_settings, like the signing key, so every later export names a patient
 * alike. Changing it unlinks earlier exports.
 */
export async function pseudonymKey(db: Kysely<Database>, configured: string | undefined) {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insertInto('app_settings')
    .values({ key: 'export_pseudonym_key', value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'export_pseudonym_key')
    .executeTakeFirstOrThrow();
  return new TextEncoder().encode(row.value);
}

/** The name and email of the account that makes an export, for its codebook. */
export async function exportAuthor(db: Db, accountId: number) {
  return db
    .selectFrom('accounts')
    .select(['first_name', 'last_name', 'email'])
    .where('id', '=', accountId)
    .executeTakeFirst();
}
