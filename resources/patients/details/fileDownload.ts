/**
 * Downloading a patient's file: the API answers its bytes in base64 with the original name
 * (`?base64=true`), and the browser is handed a Blob under that name. A failure is told as the
 * server words it ("Attachment file does not exist"), else as "Loading file error".
 */
import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Identifier } from 'react-admin';
import type { PatientFile } from '../../../domain/patient';
import { useToasts } from '../../../src/feedback/FeedbackContext';
import type { OncoregDataProvider } from '../../../src/providers/dataProvider';

export function base64ToBlob(content: string, contentType: string): Blob {
  const binary = atob(content);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: contentType });
}

/** Hands `blob` to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useFileDownload(patientId: Identifier) {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const { pushError } = useToasts();
  return useMutation({
    mutationFn: async (file: PatientFile) => {
      const stored = await dataProvider.downloadPatientFile(patientId, file.kind, file.id);
      saveBlob(base64ToBlob(stored.content, stored.contentType), stored.name || file.name);
    },
    onError: (error) => pushError(error, 'registry.errors.loadingFile'),
  });
}
