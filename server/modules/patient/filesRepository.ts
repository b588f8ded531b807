/**
 * Kysely queries about a patient's files; each takes the database or a transaction first.
 * A file's row (patient_files) and its bytes (patient_file_contents) are apart, so that listing
 * files never reads content; a removed file keeps both, marked with `deleted_at`.
 */
import { type Insertable, type Kysely, type Transaction, sql } from 'kysely';
import { fileNameForType } from '../../../domain/files';
import { type PatientFile, type PatientFileKind } from '../../../domain/patient';
import { type Database, type PatientFileTable } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

function withUploader(db: Db) {
  return db
    .selectFrom('patient_files')
    .leftJoin('accounts', 'accounts.id', 'patient_files.uploaded_by')
    .selectAll('patient_files')
    .select(sql<string | null>`accounts.first_name || ' ' || accounts.last_name`.as('uploader'));
}

export type PatientFileRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof withUploader>['executeTakeFirst']>>
>;

/** A file of this patient and kind that has not been removed. */
export async function findPatientFile(
  db: Db,
  patientId: number,
  fileId: number,
  kind: PatientFileKind,
): Promise<PatientFileRow | undefined> {
  return withUploader(db)
    .where('patient_files.id', '=', fileId)
    .where('patient_files.patient_id', '=', patientId)
    .where('patient_files.kind', '=', kind)
    .where('patient_files.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The patient's birth date, YYYY-MM-DD: no consent can have been signed before it. */
export async function patientBirthDate(db: Db, patientId: number): Promise<string> {
  const row = await db
    .selectFrom('patients')
    .select('birth_date')
    .where('id', '=', patientId)
    .executeTakeFirstOrThrow();
  return row.birth_date;
}

export async function fileContent(db: Db, fileId: number): Promise<Uint8Array> {
  const row = await db
    .selectFrom('patient_file_contents')
    .select('content')
    .where('file_id', '=', fileId)
    .executeTakeFirstOrThrow();
  return row.content;
}

/** A file's row and its content; the returned id names both. */
export async function insertPatientFile(
  db: Db,
  values: Insertable<PatientFileTable>,
  content: Uint8Array,
): Promise<number> {
  const { id } = await db
    .insertInto('patient_files')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('patient_file_contents').values({ file_id: id, content }).execute();
  return id;
}

export async function markPatientFileDeleted(
  db: Db,
  fileId: number,
  by: number | null,
  at: Date,
): Promise<void> {
  await db
    .updateTable('patient_files')
    .set({ deleted_at: at, deleted_by: by })
    .where('id', '=', fileId)
    .execute();
}

/** Whether this value is an active entry of the attachmentTypes dictionary. */
export async function isActiveAttachmentType(db: Db, value: string): Promise<boolean> {
  const row = await db
    .selectFrom('dictionary_entries')
    .select('id')
    .where('type', '=', 'attachmentTypes')
    .where('value', '=', value)
    .where('active', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

export function toPatientFile(row: PatientFileRow): PatientFile {
  return {
    id: row.id,
    fileId: row.id,
    kind: row.kind,
    type: row.attachment_type,
    date: row.consent_date,
    // Files stored before names followed the content's type get its extension on the way out.
    name: fileNameForType(row.name, row.content_type),
    contentType: row.content_type,
    size: row.size,
    sha256: row.sha256,
    uploadedAt: row.uploaded_at.toISOString(),
    uploadedById: row.uploaded_by,
    uploadedByName: row.uploader,
  };
}
