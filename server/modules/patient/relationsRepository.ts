/**
 * Kysely queries about what hangs off a patient: protocols, hospitals, favourites and correction
 * flags. Each takes the database or a transaction first; the caller has already checked that the
 * patient is in scope (scope.ts) and, for writes, locked its row.
 */
import { type Kysely, type Selectable, type Transaction, sql } from 'kysely';
import { type PatientHospital, type PatientProtocol } from '../../../domain/patient';
import { sortKey } from '../../db/listing';
import {
  type CorrectionFlagTable,
  type Database,
  type PatientProtocolTable,
} from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;
export type PatientProtocolRow = Selectable<PatientProtocolTable>;
export type CorrectionFlagRow = Selectable<CorrectionFlagTable>;

export const toPatientProtocol = (row: PatientProtocolRow): PatientProtocol => ({
  id: row.id,
  protocol: row.protocol,
  active: row.active,
});

/** The patient's row of this protocol code, active or not. */
export async function findProtocolByCode(db: Db, patientId: number, protocol: string) {
  return db
    .selectFrom('patient_protocols')
    .selectAll()
    .where('patient_id', '=', patientId)
    .where('protocol', '=', protocol)
    .executeTakeFirst();
}

/** One of the patient's protocol rows by its id, locked for a read-then-write. */
export async function findPatientProtocol(db: Db, patientId: number, id: number) {
  return db
    .selectFrom('patient_protocols')
    .selectAll()
    .where('id', '=', id)
    .where('patient_id', '=', patientId)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertPatientProtocol(
  db: Db,
  values: { patientId: number; protocol: string; at: Date },
) {
  return db
    .insertInto('patient_protocols')
    .values({
      patient_id: values.patientId,
      protocol: values.protocol,
      active: true,
      created_at: values.at,
      updated_at: values.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setPatientProtocolActive(db: Db, id: number, active: boolean, at: Date) {
  return db
    .updateTable('patient_protocols')
    .set({ active, updated_at: at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The patient's hospitals by name: what the hospital calls answer. */
export async function patientHospitals(db: Db, patientId: number): Promise<PatientHospital[]> {
  const rows = await db
    .selectFrom('patient_hospitals')
    .innerJoin('hospitals', 'hospitals.id', 'patient_hospitals.hospital_id')
    .select(['hospitals.id', 'hospitals.name', 'hospitals.short_name', 'hospitals.active'])
    .where('patient_hospitals.patient_id', '=', patientId)
    .orderBy(sortKey(sql.ref('hospitals.name')))
    .orderBy('hospitals.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    shortName: row.short_name,
    active: row.active,
  }));
}

/** The ids of the patient's hospitals. */
export async function patientHospitalIds(db: Db, patientId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('patient_hospitals')
    .select('hospital_id')
    .where('patient_id', '=', patientId)
    .execute();
  return rows.map((row) => row.hospital_id);
}

export async function insertPatientHospital(
  db: Db,
  values: { patientId: number; hospitalId: number; addedBy: number; at: Date },
): Promise<void> {
  await db
    .insertInto('patient_hospitals')
    .values({
      patient_id: values.patientId,
      hospital_id: values.hospitalId,
      added_by: values.addedBy,
      added_at: values.at,
    })
    .execute();
}

export async function deletePatientHospital(
  db: Db,
  patientId: number,
  hospitalId: number,
): Promise<void> {
  await db
    .deleteFrom('patient_hospitals')
    .where('patient_id', '=', patientId)
    .where('hospital_id', '=', hospitalId)
    .execute();
}

export async function isFavorite(db: Db, accountId: number, patientId: number): Promise<boolean> {
  const row = await db
    .selectFrom('favorite_patients')
    .select('patient_id')
    .where('account_id', '=', accountId)
    .where('patient_id', '=', patientId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks the patient as the account's favourite; true when it was not one before. */
export async function insertFavorite(
  db: Db,
  accountId: number,
  patientId: number,
  at: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('favorite_patients')
    .values({ account_id: accountId, patient_id: patientId, created_at: at })
    .onConflict((conflict) => conflict.columns(['account_id', 'patient_id']).doNothing())
    .returning('patient_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Unmarks the patient as the account's favourite; true when it was one before. */
export async function deleteFavorite(
  db: Db,
  accountId: number,
  patientId: number,
): Promise<boolean> {
  const row = await db
    .deleteFrom('favorite_patients')
    .where('account_id', '=', accountId)
    .where('patient_id', '=', patientId)
    .returning('patient_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertCorrectionFlag(
  db: Db,
  values: { patientId: number; hospitalId: number; comment: string; authorId: number; at: Date },
): Promise<CorrectionFlagRow> {
  return db
    .insertInto('correction_flags')
    .values({
      patient_id: values.patientId,
      hospital_id: values.hospitalId,
      comment: values.comment,
      author_id: values.authorId,
      created_at: values.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * One of the patient's correction flags, locked for a read-then-write. With `hospitals`, only a
 * flag addressed to one of them: a flag asks that hospital to correct the record, so only its
 * staff (or a central administrator, who passes none) may settle it.
 */
export async function findCorrectionFlag(
  db: Db,
  patientId: number,
  flagId: number,
  hospitals?: readonly number[],
): Promise<CorrectionFlagRow | undefined> {
  if (hospitals && !hospitals.length) return undefined;
  let query = db
    .selectFrom('correction_flags')
    .selectAll()
    .where('id', '=', flagId)
    .where('patient_id', '=', patientId);
  if (hospitals) query = query.where('hospital_id', 'in', hospitals);
  return query.forUpdate().executeTakeFirst();
}

export async function resolveCorrectionFlag(
  db: Db,
  flagId: number,
  values: { resolvedBy: number; at: Date },
): Promise<void> {
  await db
    .updateTable('correction_flags')
    .set({ resolved: true, resolved_at: values.at, resolved_by: values.resolvedBy })
    .where('id', '=', flagId)
    .execute();
}
