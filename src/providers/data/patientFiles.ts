/**
 * A patient's files: attachments and data-protection (RODO) consent scans, uploaded with their
 * progress, checked against the server's rules before they are sent, downloaded in base64.
 */
import type { Identifier } from 'react-admin';
import type { PatientFileRules } from '../../../domain/files';
import type { PatientFile, PatientFileKind } from '../../../domain/patient';
import type { UploadProgress } from '../upload';
import type { DataContext } from './context';
import { PATIENT_API } from './patients';
import { patientParts } from './patientRelations';

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

export interface PatientFileMethods {
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
}

const PATIENT_FILE_PATHS: Record<PatientFileKind, string> = {
  attachment: 'attachments',
  rodoConsent: 'rodo-consents',
};

export function createPatientFileMethods(context: DataContext): PatientFileMethods {
  const { http } = context;
  const { patientPath, patientPart } = patientParts(context);
  return {
    uploadPatientFile(id, upload, onProgress, signal) {
      // The fields go before the file, so that the server has them when the file streams in.
      const form = new FormData();
      if (upload.kind === 'attachment') form.append('type', upload.type);
      else form.append('date', upload.date);
      form.append('file', upload.file, upload.file.name);
      return http.request<PatientFile>(patientPath(id, PATIENT_FILE_PATHS[upload.kind]), {
        method: 'POST',
        body: form,
        onUploadProgress: onProgress,
        signal,
      });
    },
    patientFileRules() {
      return http.request<PatientFileRules>(`${PATIENT_API}/file-rules`);
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
  };
}
