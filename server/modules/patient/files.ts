/**
 * A patient's files: data-protection (RODO) consents with the day they were signed, and
 * attachments of a dictionary type (a discharge summary, say). Files live in the database;
 * consents are kept for good, an attachment can be removed, which only marks it.
 *
 * An upload is checked in this order: the permission (403), the patient in scope (404), before a
 * byte of the form is read; then the size cap (413), the content's type told by its first bytes
 * and its structure whatever the name or declared type (415), and the form's fields (422; a
 * consent's date is neither in the future nor before the patient's birth). The
 * file is stored under a name with that type's extension, with its SHA-256 and its audit row
 * (never its content) in one transaction.
 */
import { createHash } from 'node:crypto';
import { type Kysely } from 'kysely';
import {
  type AcceptedFileType,
  type PatientFileRules,
  consentDate,
  consentNotBeforeBirth,
  fileNameForType,
  recognizeFileType,
  safeFileName,
  uploadCapMegabytes,
} from '../../../domain/files';
import {
  ACCEPTED_FILE_TYPES,
  type PatientFile,
  type PatientFileKind,
} from '../../../domain/patient';
import { type FieldFailures, checkFields, required } from '../../../domain/validation';
import { type Database } from '../../db/schema';
import { ApiError, validationFailed } from '../../errors';
import { assertAllowed } from '../../http/permission';
import { type Actor, type Auth, type Clock } from '../../http/context';
import { audit, created, diff } from '../../db/audit';
import {
  fileContent,
  findPatientFile,
  insertPatientFile,
  isActiveAttachmentType,
  markPatientFileDeleted,
  patientBirthDate,
  toPatientFile,
} from './filesRepository';
import { visiblePatientId } from './scope';

/** An upload form as the route reads it: its text fields and its file, read up to a cap. */
export interface UploadForm {
  fields: Record<string, string>;
  file?: {
    name: string;
    content: Buffer;
    /** The file went on past the cap: `content` holds only its beginning. */
    truncated: boolean;
  };
}

/** Reads the request's form, holding at most `maxFileBytes` of the file. */
export type ReadUploadForm = (maxFileBytes: number) => Promise<UploadForm>;

/** An uploaded file that passed the checks. */
interface ReceivedFile {
  name: string;
  content: Buffer;
  contentType: AcceptedFileType;
}

/** A stored file and its content. */
export interface PatientFileDownload {
  file: PatientFile;
  content: Buffer;
}

const NOT_FOUND = {
  rodoConsent: 'errors.rodoConsentNotFound',
  attachment: 'errors.attachmentNotFound',
} as const;

const fileNotFound = (kind: PatientFileKind) => new ApiError(404, 'not_found', NOT_FOUND[kind]);

/** What the audit trail says about a file: its metadata, never its content. */
const audited = (file: PatientFile) => ({
  name: file.name,
  ...(file.kind === 'attachment' ? { type: file.type } : { date: file.date }),
  contentType: file.contentType,
  size: file.size,
  sha256: file.sha256,
});

export class PatientFilesService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly maxUploadBytes: number,
  ) {}

  async addRodoConsent(
    auth: Auth,
    patientId: number,
    readForm: ReadUploadForm,
    actor: Actor,
  ): Promise<PatientFile> {
    const { file, fields } = await this.receive(auth, patientId, readForm, (fields) =>
      checkFields(fields, { date: [required, consentDate(this.clock.now())] }),
    );
    return this.store(
      auth,
      patientId,
      actor,
      'patient_consent_add',
      { ...file, kind: 'rodoConsent', consent_date: fields.date! },
      // The birth date is read under the patient's lock, so that an edit of it landing while the
      // file arrives cannot let through a consent signed before the birth.
      async (trx, id) =>
        checkFields(fields, { date: [consentNotBeforeBirth(await patientBirthDate(trx, id))] }),
    );
  }

  async addAttachment(
    auth: Auth,
    patientId: number,
    readForm: ReadUploadForm,
    actor: Actor,
  ): Promise<PatientFile> {
    const { file, fields } = await this.receive(auth, patientId, readForm, async (fields) => {
      const failures = checkFields(fields, { type: [required] });
      if (!failures.type && !(await isActiveAttachmentType(this.db, fields.type!))) {
        failures.type = { message: 'validation.invalidValue' };
      }
      return failures;
    });
    return this.store(auth, patientId, actor, 'patient_attachment_add', {
      ...file,
      kind: 'attachment',
      attachment_type: fields.type!,
    });
  }

  async rodoConsent(auth: Auth, patientId: number, fileId: number) {
    return this.download(auth, patientId, fileId, 'rodoConsent');
  }

  async attachment(auth: Auth, patientId: number, fileId: number) {
    return this.download(auth, patientId, fileId, 'attachment');
  }

  /** Marks an attachment removed; its row and content stay, as the audit trail names them. */
  async deleteAttachment(
    auth: Auth,
    patientId: number,
    fileId: number,
    actor: Actor,
  ): Promise<void> {
    assertAllowed(auth, 'patientFiles', 'delete');
    await this.db.transaction().execute(async (trx) => {
      const id = await visiblePatientId(trx, auth, patientId, { forUpdate: true });
      const row = await findPatientFile(trx, id, fileId, 'attachment');
      if (!row) throw fileNotFound('attachment');
      await markPatientFileDeleted(trx, fileId, actor.accountId, this.clock.now());
      const before = audited(toPatientFile(row));
      await audit(trx, actor, {
        action: 'patient_attachment_delete',
        objectType: 'patient',
        objectId: id,
        changes: {
          fileId: { old: fileId, new: null },
          ...diff(before, Object.fromEntries(Object.keys(before).map((field) => [field, null]))),
        },
        at: this.clock.now(),
      });
    });
  }

  /**
   * An upload's checks in their order, the form's (trimmed) fields by `checkForm`. Answers the
   * file that passes them, under its display name with the extension of the type its content
   * shows, that type, and the fields.
   */
  private async receive(
    auth: Auth,
    patientId: number,
    readForm: ReadUploadForm,
    checkForm: (fields: UploadForm['fields']) => FieldFailures | Promise<FieldFailures>,
  ): Promise<{ file: ReceivedFile; fields: UploadForm['fields'] }> {
    assertAllowed(auth, 'patientFiles', 'create');
    await visiblePatientId(this.db, auth, patientId);
    const form = await readForm(this.maxUploadBytes);
    const { file } = form;
    const fields = Object.fromEntries(
      Object.entries(form.fields).map(([field, value]) => [field, value.trim()]),
    );
    if (file?.truncated) {
      throw new ApiError(413, 'payload_too_large', 'errors.fileTooLarge', {
        megabytes: uploadCapMegabytes(this.maxUploadBytes),
      });
    }
    const contentType = file && recognizeFileType(file.content);
    if (file && !contentType) {
      throw new ApiError(415, 'unsupported_media_type', 'errors.unsupportedMediaType');
    }
    const failures = await checkForm(fields);
    if (!file) failures.file = { message: 'validation.required' };
    if (!file || !contentType || Object.keys(failures).length) throw validationFailed(failures);
    const name = fileNameForType(safeFileName(file.name), contentType);
    return { file: { name, content: file.content, contentType }, fields };
  }

  /** The file's row, its content and the audit row, in one transaction. */
  private async store(
    auth: Auth,
    patientId: number,
    actor: Actor,
    action: string,
    upload: ReceivedFile & {
      kind: PatientFileKind;
      attachment_type?: string;
      consent_date?: string;
    },
    checkLocked?: (trx: Kysely<Database>, patientId: number) => Promise<FieldFailures>,
  ): Promise<PatientFile> {
    const { content, contentType, ...values } = upload;
    return this.db.transaction().execute(async (trx) => {
      // Again, under the patient's lock: the patient may have left the caller's scope while the
      // form was arriving.
      const id = await visiblePatientId(trx, auth, patientId, { forUpdate: true });
      const failures = checkLocked ? await checkLocked(trx, id) : {};
      if (Object.keys(failures).length) throw validationFailed(failures);
      const fileId = await insertPatientFile(
        trx,
        {
          ...values,
          patient_id: id,
          content_type: contentType,
          size: content.length,
          sha256: createHash('sha256').update(content).digest('hex'),
          uploaded_by: actor.accountId,
          uploaded_at: this.clock.now(),
        },
        content,
      );
      const file = toPatientFile((await findPatientFile(trx, id, fileId, values.kind))!);
      await audit(trx, actor, {
        action,
        objectType: 'patient',
        objectId: id,
        changes: { fileId: { old: null, new: fileId }, ...created(audited(file)) },
        at: this.clock.now(),
      });
      return file;
    });
  }

  private async download(
    auth: Auth,
    patientId: number,
    fileId: number,
    kind: PatientFileKind,
  ): Promise<PatientFileDownload> {
    assertAllowed(auth, 'patientFiles', 'show');
    const id = await visiblePatientId(this.db, auth, patientId);
    const row = await findPatientFile(this.db, id, fileId, kind);
    if (!row) throw fileNotFound(kind);
    return { file: toPatientFile(row), content: Buffer.from(await fileContent(this.db, row.id)) };
  }

  /** What an upload must be, so that the browser can refuse a file before sending it. */
  fileRules(auth: Auth): PatientFileRules {
    assertAllowed(auth, 'patientFiles', 'list');
    return { maxBytes: this.maxUploadBytes, acceptedTypes: [...ACCEPTED_FILE_TYPES] };
  }
}
