/**
 * The data-quality report's one statement. Its base is every (hospital, protocol, patient) of
 * the hospitals and protocol codes the service has already narrowed to the caller's scope: a
 * patient of one of those hospitals is in the caller's scope by definition (scope.ts), so the
 * hospital condition is the scope. Each figure is then counted with the same conditions the
 * patient list's filters use (repository.ts of the patient module), so that a figure and the
 * list it links to agree: form states on the protocol's latest saved version, open flags raised
 * in the row's hospital, consent as an undeleted RODO consent file.
 */
import { type Kysely, sql } from 'kysely';
import { INCOMPLETE_BELOW_PERCENT } from '../../../domain/dataQuality';
import { type Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface DataQualityCriteria {
  /** Hospitals to report on; null for every hospital (a central administrator's whole registry). */
  hospitals: number[] | null;
  protocols: string[];
  /** The registration period, from the first instant of the year to that of the next. */
  period: { from: Date; to: Date } | null;
  /** Flags' ages are counted to this instant. */
  now: Date;
}

export interface DataQualityDbRow {
  hospital_id: number;
  hospital_short_name: string;
  hospital_name: string;
  protocol: string;
  patients: number;
  basic_started: number;
  basic_mean: string | number | null;
  extended_started: number;
  extended_mean: string | number | null;
  basic_missing: number;
  basic_incomplete: number;
  without_consent: number;
  open_flags: number | null;
  patients_with_open_flags: number | null;
  oldest_open_flag_days: number | null;
  median_open_flag_days: string | number | null;
}

export async function dataQualityRows(
  db: Db,
  criteria: DataQualityCriteria,
): Promise<DataQualityDbRow[]> {
  const { hospitals, protocols, period, now } = criteria;
  if (!protocols.length || (hospitals && !hospitals.length)) return [];
  const inHospitals = hospitals ? sql`and ph.hospital_id in (${sql.join(hospitals)})` : sql``;
  const registered = period
    ? sql`and p.created_at >= ${period.from} and p.created_at < ${period.to}`
    : sql``;
  const latest = (type: 'basic' | 'extended') =>
    sql`(select fd.completeness from form_data fd
      where fd.patient_id = b.patient_id and fd.form_id = b.protocol || ${`-${type}`}
      order by fd.version desc limit 1)`;
  const age = sql`floor(extract(epoch from (${now}::timestamptz - cf.created_at)) / 86400)::int`;
  const { rows } = await sql<DataQualityDbRow>`with base as materialized (
      select distinct ph.hospital_id, pp.protocol, p.id as patient_id
      from patients p
      join patient_hospitals ph on ph.patient_id = p.id
      join patient_protocols pp on pp.patient_id = p.id
      where pp.protocol in (${sql.join(protocols)}) ${inHospitals} ${registered}
    ),
    per_patient as (
      select b.hospital_id, b.protocol, b.patient_id,
        ${latest('basic')} as basic, ${latest('extended')} as extended,
        exists (select 1 from patient_files pf where pf.patient_id = b.patient_id
          and pf.kind = 'rodoConsent' and pf.deleted_at is null) as consented
      from base b
    ),
    figures as (
      select hospital_id, protocol,
        count(*)::int as patients,
        count(basic)::int as basic_started,
        round(avg(basic), 1) as basic_mean,
        count(extended)::int as extended_started,
        round(avg(extended), 1) as extended_mean,
        count(*) filter (where basic is null)::int as basic_missing,
        count(*) filter (where basic < ${INCOMPLETE_BELOW_PERCENT})::int as basic_incomplete,
        count(*) filter (where not consented)::int as without_consent
      from per_patient
      group by hospital_id, protocol
    ),
    flags as (
      select b.hospital_id, b.protocol,
        count(*)::int as open_flags,
        count(distinct cf.patient_id)::int as patients_with_open_flags,
        max(${age}) as oldest_open_flag_days,
        percentile_cont(0.5) within group (order by ${age}) as median_open_flag_days
      from base b
      join correction_flags cf on cf.patient_id = b.patient_id
        and cf.hospital_id = b.hospital_id and not cf.resolved
      group by b.hospital_id, b.protocol
    )
    select f.*, h.short_name as hospital_short_name, h.name as hospital_name,
      fl.open_flags, fl.patients_with_open_flags, fl.oldest_open_flag_days,
      fl.median_open_flag_days
    from figures f
    join hospitals h on h.id = f.hospital_id
    left join flags fl on fl.hospital_id = f.hospital_id and fl.protocol = f.protocol
    order by h.short_name, h.id, f.protocol`.execute(db);
  return rows;
}
