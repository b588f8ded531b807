/**
 * Kysely queries of the dashboard, each over what the caller sees (patients through
 * patientInScope, protocols and their forms through the visible codes). A caller's figures of a
 * year are one statement: a central administrator's read from the counters the writes keep
 * (`keptFigures`), anyone else's from their hospitals' entries (migration 0017) and their
 * forms' saves, kept per hospital for a caller of one (`heldFigures`, migration 0029); the
 * recent forms go beside it on the pool. Years are UTC calendar years; a range on the timestamp
 * (never extract(year ...)) lets the created_at and saved_at indexes of migrations 0006 and 0017
 * serve them.
 */
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { FORM_TYPES, type FormType, formIdOf } from '../../../domain/forms';
import { isKnownProtocol } from '../../../domain/protocols';
import { type Database } from '../../db/schema';
import { type Auth } from '../../http/context';
import { patientInScope, seesEveryPatient } from '../patient/scope';

type Db = Kysely<Database>;

/** From the first instant of a year (UTC) to the first of the next one, exclusive. */
export interface Period {
  from: Date;
  to: Date;
}

export const yearPeriod = (year: number): Period => ({
  from: new Date(Date.UTC(year, 0, 1)),
  to: new Date(Date.UTC(year + 1, 0, 1)),
});

/** The UTC year of a save, in the very form migration 0006 indexes saved forms by. */
const savedYear = (column: string) =>
  sql<number>`date_part('year', ${sql.ref(column)} at time zone 'UTC')::int`;

const name = (alias: string) =>
  sql<string>`${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}`;

const inScope = (auth: Auth, patientId: string) => patientInScope(auth, sql.ref(patientId));

/** Whether the flag or hospital row is one of the caller's hospitals (any, for a central administrator). */
function ownHospital(auth: Auth, hospitalId: string): Expression<SqlBool> {
  if (seesEveryPatient(auth)) return sql<SqlBool>`true`;
  if (!auth.hospitals.length) return sql<SqlBool>`false`;
  return sql<SqlBool>`${sql.ref(hospitalId)} in (${sql.join(auth.hospitals)})`;
}

export interface RegisteredCount {
  figure: 'gender' | 'protocol' | 'hospital';
  /** The gender, the protocol code or the hospital's short name. */
  key: string;
  hospital_id: number | null;
  count: number;
}

export interface YearFigures {
  /** The years with a patient registered or a form saved, newest first. */
  years: number[];
  /** Patients registered since the instant asked for. */
  recentPatients: number;
  registered: RegisteredCount[];
  forms: { key: FormType; count: number }[];
}

/** A row of the one statement that answers a caller's figures of a year. */
interface FigureRow {
  figure: RegisteredCount['figure'] | 'form' | 'year' | 'recent';
  key: string;
  hospital_id: number | null;
  count: number;
}

function yearFigures(rows: readonly FigureRow[]): YearFigures {
  return {
    years: rows
      .filter((row) => row.figure === 'year')
      .map((row) => Number(row.key))
      .sort((a, b) => b - a),
    recentPatients: rows.find((row) => row.figure === 'recent')?.count ?? 0,
    registered: rows.filter((row): row is RegisteredCount =>
      ['gender', 'protocol', 'hospital'].includes(row.figure),
    ),
    forms: rows
      .filter((row) => row.figure === 'form')
      .map((row) => ({ key: row.key as FormType, count: row.count })),
  };
}

/**
 * A central administrator's figures as the writes keep them (migration 0013): the same answers
 * as `activeYears`, `registeredPatients` and `formsByType` count from the rows, read from a few
 * hundred counters whatever the registry's size. With `countPatientsSince`'s count beside them,
 * they take one statement: at 10 requests in flight each statement's round trip and planning
 * count as much as its reading.
 *
 * A year is active when it holds a positive counter (a shard counts its own patients, so none is
 * below zero): each year and figure is one probe of the counters' key that stops at the first
 * positive one. The order by that key keeps the planner from a scan of every counter in hope of
 * an early match, which an empty year never gives (1,100 buffers and 12 ms over 100,000
 * patients, against 150 and 0.3 ms).
 */
export async function keptFigures(
  db: Db,
  year: number,
  years: { first: number; last: number },
  codes: readonly string[],
  since: Date,
): Promise<YearFigures> {
  const positive = (figure: string) => sql<boolean>`(select true from dashboard_counts c
    where c.year = y.year and c.figure = ${figure} and c.count > 0
    order by c.year, c.figure, c.key, c.shard limit 1)`;
  const byProtocol = codes.length
    ? sql`union all
      select 'protocol', key, null, count from kept
      where figure = 'protocol' and key in (${sql.join(codes)})`
    : sql``;
  // Only his four figures: the hospitals' forms (migration 0029) are many more counters. Hospitals
  // and forms are matched on the counter's key as text, so that no other figure's key is ever
  // cast.
  const { rows } = await sql<FigureRow>`with kept as (
      select figure, key, sum(count)::int as count from dashboard_counts
      where year = ${year} and figure in ('gender', 'protocol', 'hospital', 'form')
      group by figure, key having sum(count) > 0
    )
    select figure, key, null::int as hospital_id, count from kept where figure = 'gender'
    ${byProtocol}
    union all
    select 'hospital', h.short_name, h.id, kept.count
    from kept join hospitals h on h.id::text = kept.key where kept.figure = 'hospital'
    union all
    select 'form', f.type, null, sum(kept.count)::int
    from kept join forms f on f.id = kept.key where kept.figure = 'form' group by f.type
    union all
    select 'year', y.year::text, null, 0
    from generate_series(${years.first}::int, ${years.last}::int) as y(year)
    where ${positive('gender')} or ${positive('form')}
    union all
    select 'recent', '', null, count(*)::int from patients p where p.created_at >= ${since}
    order by figure, count desc, key, hospital_id`.execute(db);
  return yearFigures(rows);
}

/**
 * The figures of anyone but a central administrator, over their hospitals' patients and, of
 * those, the protocols and forms they hold: the same answers as `keptFigures` gives a central
 * administrator, in one statement too (four side by side on the pool cost the round trips and
 * planning of four).
 *
 * Registrations are read from the caller's hospital entries alone (migration 0017): each
 * carries its patient's registration time, gender and protocol codes, and the index on the
 * hospital and the registration time holds them. The year's breakdowns (per gender, per
 * protocol code among `codes`, per hospital of the caller's), the recent patients and whether a
 * year holds a registration are each a range of that index per hospital, as long as the
 * caller's own registrations, whatever the registry's size. A patient of two of the caller's
 * hospitals counts once, and in each hospital in the hospitals' breakdown.
 *
 * Forms are patient forms (a patient and a form) with a version saved in the year. A caller of
 * one hospital reads them from the counters the writes keep per hospital and form (migration
 * 0029), a few rows whatever the registry's size. A caller of several counts them from the
 * saves: the year's index (migration 0006) lists them form by form, each form's by patient, so
 * the distinct pairs and their count per form come in its order, counted per form first so that
 * only a few dozen rows meet the forms table. A year is active when it holds a registration or a
 * save, each asked for by itself, so that an empty year costs an index probe and a busy one
 * stops at its first row.
 */
export async function heldFigures(
  db: Db,
  auth: Auth,
  year: number,
  years: { first: number; last: number },
  codes: readonly string[],
  since: Date,
): Promise<YearFigures> {
  if (seesEveryPatient(auth)) throw new Error("a central administrator's figures are kept");
  const hospitals = auth.hospitals;
  if (!hospitals.length) return { years: [], recentPatients: 0, registered: [], forms: [] };
  const period = yearPeriod(year);
  const held = sql.join(hospitals);
  const yearStart = (offset: number) =>
    sql<Date>`make_timestamptz(y.year + ${offset}::int, 1, 1, 0, 0, 0, 'UTC')`;
  const savedInScope = sql<SqlBool>`${visibleForm(auth, codes, 'fd.form_id')}
    and ${inScope(auth, 'fd.patient_id')}`;
  // One hospital's forms are kept counters (migration 0029); several hospitals' are counted from
  // the saves, since a patient of two of them counts once.
  const [only] = hospitals.length === 1 ? hospitals : [];
  const kept = only === undefined ? undefined : visibleFormIds(codes).map((id) => `${only} ${id}`);
  const keptForms = (inYear: Expression<number>) =>
    kept?.length
      ? sql`c.year = ${inYear} and c.figure = 'hospital_form' and c.key in (${sql.join(kept)})`
      : sql`false`;
  const perForm = kept
    ? sql`select split_part(c.key, ' ', 2) as form_id, sum(c.count) as count
      from dashboard_counts c where ${keptForms(sql<number>`${year}`)}
      group by c.key having sum(c.count) > 0`
    : sql`select saved.form_id, count(*) as count
      from (select distinct fd.form_id, fd.patient_id from form_data fd
        where ${savedYear('fd.saved_at')} = ${year} and ${savedInScope}) saved
      group by saved.form_id`;
  // A year holds a save when one of its counters is positive (each shard counts its own
  // patients, so none is below zero); the order by the counters' key stops at the first.
  const savedInYear = kept
    ? sql<SqlBool>`exists (select 1 from dashboard_counts c where ${keptForms(sql.ref('y.year'))}
        and c.count > 0 order by c.year, c.figure, c.key, c.shard limit 1)`
    : sql<SqlBool>`exists (select 1 from form_data fd
        where ${savedYear('fd.saved_at')} = y.year and ${savedInScope})`;
  const byProtocol = codes.length
    ? sql`union all
      select 'protocol', code, null, count(*)::int
      from registered cross join unnest(registered.protocols) as code
      where code in (${sql.join(codes)})
      group by code`
    : sql``;
  const { rows } = await sql<FigureRow>`with entries as materialized (
      select ph.hospital_id, ph.patient_id, ph.gender, ph.protocols from patient_hospitals ph
      where ph.hospital_id in (${held})
        and ph.created_at >= ${period.from} and ph.created_at < ${period.to}
    ),
    registered as (select distinct patient_id, gender, protocols from entries),
    per_form as (${perForm})
    select 'gender' as figure, gender as key, null::int as hospital_id, count(*)::int as count
    from registered group by gender
    ${byProtocol}
    union all
    select 'hospital', h.short_name, h.id, per_hospital.count
    from (select hospital_id, count(*)::int as count from entries group by hospital_id) per_hospital
    join hospitals h on h.id = per_hospital.hospital_id
    union all
    select 'form', f.type, null, sum(per_form.count)::int
    from per_form join forms f on f.id = per_form.form_id group by f.type
    union all
    select 'year', y.year::text, null, 0
    from generate_series(${years.first}::int, ${years.last}::int) as y(year)
    where exists (select 1 from patient_hospitals ph where ph.hospital_id in (${held})
        and ph.created_at >= ${yearStart(0)} and ph.created_at < ${yearStart(1)})
      or ${savedInYear}
    union all
    select 'recent', '', null, count(distinct ph.patient_id)::int from patient_hospitals ph
    where ph.hospital_id in (${held}) and ph.created_at >= ${since}
    order by figure, count desc, key, hospital_id`.execute(db);
  return yearFigures(rows);
}

/** The forms of the protocols with these codes (only known protocols have forms). */
const visibleFormIds = (codes: readonly string[]) =>
  codes.filter(isKnownProtocol).flatMap((code) => FORM_TYPES.map((type) => formIdOf(code, type)));

/**
 * Whether the saved form belongs to one of the protocols with these codes. A central
 * administrator sees every protocol, and only known protocols have forms: no condition then.
 */
function visibleForm(auth: Auth, codes: readonly string[], formId: string): Expression<SqlBool> {
  if (seesEveryPatient(auth)) return sql<SqlBool>`true`;
  const formIds = visibleFormIds(codes);
  if (!formIds.length) return sql<SqlBool>`false`;
  return sql<SqlBool>`${sql.ref(formId)} in (${sql.join(formIds)})`;
}

export interface RecentFormRow {
  patient_id: number;
  first_name: string;
  last_name: string;
  protocol_id: number;
  protocol: string;
  form_id: string;
  form_type: FormType;
  version: number;
  saved_at: Date;
  saved_by: string | null;
}

/**
 * The patient forms last saved in the period, each with its latest version saved in it, newest
 * first. Walking the period's saves from the newest (the saved_at index), a save is its patient
 * form's latest in the period when no later version of it was saved before the period's end;
 * the first `limit` of those in scope are looked up in full.
 */
export async function recentForms(
  db: Db,
  auth: Auth,
  codes: readonly string[],
  period: Period,
  limit: number,
): Promise<RecentFormRow[]> {
  if (!codes.length) return [];
  const latest = db
    .selectFrom('form_data as fd')
    .select(['fd.patient_id', 'fd.form_id', 'fd.version', 'fd.saved_at', 'fd.saved_by'])
    .where('fd.saved_at', '>=', period.from)
    .where('fd.saved_at', '<', period.to)
    .where(visibleForm(auth, codes, 'fd.form_id'))
    .where(inScope(auth, 'fd.patient_id'))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('form_data as later')
            .select(sql`1`.as('one'))
            .whereRef('later.patient_id', '=', 'fd.patient_id')
            .whereRef('later.form_id', '=', 'fd.form_id')
            .whereRef('later.version', '>', 'fd.version')
            .where('later.saved_at', '<', period.to),
        ),
      ),
    )
    .orderBy('fd.saved_at', 'desc')
    .orderBy('fd.patient_id', 'desc')
    .orderBy('fd.form_id', 'desc')
    .limit(limit)
    .as('latest');
  // The protocol entry and the saver's name are looked up per row rather than joined: planning
  // a five-way join cost about 2 ms a request, four times its execution. A form's protocol is
  // one entry of the patient's (unique per patient and protocol); a row without one is left
  // out, as the join left it out.
  const recent = db
    .selectFrom(latest)
    .innerJoin('forms as f', 'f.id', 'latest.form_id')
    .innerJoin('patients as p', 'p.id', 'latest.patient_id')
    .select((eb) => [
      'latest.patient_id',
      'p.first_name',
      'p.last_name',
      eb
        .selectFrom('patient_protocols as pp')
        .select('pp.id')
        .whereRef('pp.patient_id', '=', 'latest.patient_id')
        .whereRef('pp.protocol', '=', 'f.protocol')
        .as('protocol_id'),
      'f.protocol',
      'latest.form_id',
      'f.type as form_type',
      'latest.version',
      'latest.saved_at',
      eb
        .selectFrom('accounts as saver')
        .select(name('saver').as('name'))
        .whereRef('saver.id', '=', 'latest.saved_by')
        .as('saved_by'),
    ])
    .as('recent');
  const rows = await db
    .selectFrom(recent)
    .selectAll()
    .where('recent.protocol_id', 'is not', null)
    .orderBy('recent.saved_at', 'desc')
    .orderBy('recent.patient_id', 'desc')
    .orderBy('recent.form_id', 'desc')
    .execute();
  return rows as RecentFormRow[];
}

export interface FavoritePatientRow {
  id: number;
  first_name: string;
  last_name: string;
  birth_date: string;
  active: boolean;
  protocols: string[];
  added_at: Date;
  total: number;
}

/** The caller's favourite patients in scope, the latest added first, each row with the total. */
export async function favoritePatients(
  db: Db,
  auth: Auth,
  codes: readonly string[],
  limit: number,
): Promise<FavoritePatientRow[]> {
  const protocols = codes.length
    ? sql<string[]>`(select coalesce(json_agg(pp.protocol order by pp.id), '[]'::json)
        from patient_protocols pp
        where pp.patient_id = p.id and pp.protocol in (${sql.join(codes)}))`
    : sql<string[]>`'[]'::json`;
  return db
    .selectFrom('favorite_patients as fp')
    .innerJoin('patients as p', 'p.id', 'fp.patient_id')
    .select([
      'p.id',
      'p.first_name',
      'p.last_name',
      'p.birth_date',
      'p.active',
      protocols.as('protocols'),
      'fp.created_at as added_at',
      sql<number>`(count(*) over ())::int`.as('total'),
    ])
    .where('fp.account_id', '=', auth.accountId)
    .where(inScope(auth, 'p.id'))
    .orderBy('fp.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
}

export interface OpenFlagRow {
  id: number;
  patient_id: number;
  first_name: string;
  last_name: string;
  comment: string;
  hospital_id: number;
  hospital_short_name: string;
  author: string | null;
  created_at: Date;
  total: number;
}

/**
 * Open correction flags on patients in scope, raised in the caller's hospitals (any, for a
 * central administrator), the longest waiting first, each row with the total.
 */
export async function openCorrectionFlags(
  db: Db,
  auth: Auth,
  limit: number,
): Promise<OpenFlagRow[]> {
  return db
    .selectFrom('correction_flags as cf')
    .innerJoin('patients as p', 'p.id', 'cf.patient_id')
    .innerJoin('hospitals as h', 'h.id', 'cf.hospital_id')
    .leftJoin('accounts as author', 'author.id', 'cf.author_id')
    .select([
      'cf.id',
      'cf.patient_id',
      'p.first_name',
      'p.last_name',
      'cf.comment',
      'cf.hospital_id',
      'h.short_name as hospital_short_name',
      name('author').as('author'),
      'cf.created_at',
      sql<number>`(count(*) over ())::int`.as('total'),
    ])
    .where('cf.resolved', '=', false)
    .where(ownHospital(auth, 'cf.hospital_id'))
    .where(inScope(auth, 'p.id'))
    .orderBy('cf.created_at')
    .orderBy('cf.id')
    .limit(limit)
    .execute();
}
