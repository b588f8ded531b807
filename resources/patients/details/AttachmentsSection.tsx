/**
 * A patient's attachments (a discharge summary, say): the table with download and, for roles
 * that manage files, delete after "Are you sure you want to delete the file?"; and the upload of
 * a new one with its type from the attachmentTypes dictionary, offered by name in the user's
 * language ("Inny dokument / Other document" last). Once a file is added or deleted the focus
 * goes to the section's heading: the send button is then disabled, the delete button gone.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { Confirm, useLocaleState, useTranslate } from 'react-admin';
import { inPickerOrder } from '../../../domain/dictionary';
import type { Patient, PatientFile } from '../../../domain/patient';
import { useChoicesState } from '../../../src/components/LoadState';
import { fieldErrors } from '../../../src/feedback/errors';
import type { UploadProgress } from '../../../src/providers/upload';
import { useAllowed } from './access';
import { FileUpload } from './FileUpload';
import { FilesTable } from './FilesTable';
import { useFileDownload } from './fileDownload';
import { entryText } from './formatting';
import { ATTACHMENT_TYPES, useDictionaryLookup, usePatientAction } from './patientQueries';
import { SectionCard, useFocusLater } from './SectionCard';

interface AttachmentUpload {
  type: string;
  file: File;
  onProgress: (progress: UploadProgress) => void;
  signal: AbortSignal;
}

export function AttachmentsSection({ patient }: { patient: Patient }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const canUpload = useAllowed('patientFiles', 'create');
  const canDelete = useAllowed('patientFiles', 'delete');
  const types = useDictionaryLookup(ATTACHMENT_TYPES);
  const typeChoices = useChoicesState(types);
  const download = useFileDownload(patient.id);
  const [type, setType] = useState('');
  const [doomed, setDoomed] = useState<PatientFile | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusLater = useFocusLater();

  const upload = usePatientAction(
    patient.id,
    (dataProvider, { type, file, onProgress, signal }: AttachmentUpload) =>
      dataProvider.uploadPatientFile(
        patient.id,
        { kind: 'attachment', type, file },
        onProgress,
        signal,
      ),
    { success: 'patientDetails.notifications.attachmentAdded', error: 'registry.errors.creation' },
  );
  const remove = usePatientAction(
    patient.id,
    (dataProvider, file: PatientFile) => dataProvider.deletePatientAttachment(patient.id, file.id),
    { success: 'registry.notifications.fileRemoved', error: 'registry.errors.dataUpdate' },
  );

  const typeName = (value: string | null) => {
    const entry = types.data?.find((candidate) => candidate.value === value);
    return entry ? entryText(entry, locale) : value;
  };
  const activeTypes = inPickerOrder(
    (types.data ?? []).filter((entry) => entry.active),
    (entry) => entryText(entry, locale),
    locale,
  );
  const uploadErrors = fieldErrors(upload.error);

  return (
    <SectionCard title="patientDetails.sections.attachments" headingRef={heading}>
      <FilesTable
        files={patient.attachments}
        column={{ label: 'patientDetails.attachments.type', value: (file) => typeName(file.type) }}
        empty="patientDetails.attachments.empty"
        downloading={download.isPending ? download.variables?.id : undefined}
        onDownload={(file) => download.mutate(file)}
        onDelete={canDelete ? setDoomed : undefined}
      />
      {canUpload ? (
        <FileUpload
          submitLabel="patientDetails.attachments.add"
          ready={Boolean(type)}
          fileError={uploadErrors?.file}
          upload={(file, onProgress, signal) =>
            upload.mutateAsync({ type, file, onProgress, signal })
          }
          onUploaded={() => focusLater(heading)}
        >
          <TextField
            select
            required
            label={translate('patientDetails.attachments.typeInput')}
            value={type}
            onChange={(event) => setType(event.target.value)}
            error={Boolean(uploadErrors?.type) || typeChoices.failed}
            helperText={uploadErrors?.type ?? typeChoices.message}
            slotProps={{ select: { onOpen: typeChoices.onOpen } }}
            size="small"
            sx={{ minWidth: 240 }}
          >
            {activeTypes.map((entry) => (
              <MenuItem key={entry.id} value={entry.value}>
                {entryText(entry, locale)}
              </MenuItem>
            ))}
          </TextField>
        </FileUpload>
      ) : null}
      <Confirm
        isOpen={doomed !== null}
        loading={remove.isPending}
        title="patientDetails.files.deleteTitle"
        content="patientDetails.files.deleteConfirm"
        onConfirm={() => {
          if (!doomed) return;
          remove.mutate(doomed, {
            // The deleted file's button, to which the dialog would give the focus back, is gone.
            onSuccess: () => focusLater(heading),
            onSettled: () => setDoomed(null),
          });
        }}
        onClose={() => setDoomed(null)}
      />
    </SectionCard>
  );
}
