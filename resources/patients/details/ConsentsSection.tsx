/**
 * A patient's data-protection (RODO) consents: the scans with the date each was signed, to
 * download, and the upload of a new one with its date (today unless told, never later, and never
 * before the patient's birth, as the server checks). Once one is added the focus goes to the
 * section's heading, the send button being disabled until another file is chosen.
 */
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { check, required, todayIso } from '../../../domain';
import { consentDate, consentNotBeforeBirth } from '../../../domain/files';
import type { Patient } from '../../../domain/patient';
import { IsoDateField } from '../../../src/components/dates/IsoDateField';
import { fieldErrors } from '../../../src/feedback/errors';
import type { UploadProgress } from '../../../src/providers/upload';
import { useAllowed } from './access';
import { FileUpload } from './FileUpload';
import { FilesTable } from './FilesTable';
import { useFileDownload } from './fileDownload';
import { useFormatters } from './formatting';
import { usePatientAction } from './patientQueries';
import { SectionCard, useFocusLater } from './SectionCard';

interface ConsentUpload {
  date: string;
  file: File;
  onProgress: (progress: UploadProgress) => void;
  signal: AbortSignal;
}

export function ConsentsSection({ patient }: { patient: Patient }) {
  const translate = useTranslate();
  const formatters = useFormatters();
  const canUpload = useAllowed('patientFiles', 'create');
  const download = useFileDownload(patient.id);
  const today = todayIso();
  const [date, setDate] = useState(today);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusLater = useFocusLater();

  const upload = usePatientAction(
    patient.id,
    (dataProvider, { date, file, onProgress, signal }: ConsentUpload) =>
      dataProvider.uploadPatientFile(
        patient.id,
        { kind: 'rodoConsent', date, file },
        onProgress,
        signal,
      ),
    { success: 'registry.notifications.consentAdded', error: 'registry.errors.creation' },
  );

  const uploadErrors = fieldErrors(upload.error);
  // The rules the server runs on the date, so that a date it would refuse is never sent.
  const dateFailure = check(
    date,
    required,
    consentDate(),
    consentNotBeforeBirth(patient.birthDate),
  );
  const dateProblem = dateFailure
    ? translate(`registry.${dateFailure.message}`, dateFailure.args)
    : uploadErrors?.date;

  return (
    <SectionCard title="patientDetails.sections.consents" headingRef={heading}>
      <FilesTable
        files={patient.rodoConsents}
        column={{
          label: 'patientDetails.consents.date',
          value: (file) => (file.date ? formatters.date(file.date) : null),
        }}
        empty="patientDetails.consents.empty"
        downloading={download.isPending ? download.variables?.id : undefined}
        onDownload={(file) => download.mutate(file)}
      />
      {canUpload ? (
        <FileUpload
          submitLabel="patientDetails.consents.add"
          ready={!dateFailure}
          fileError={uploadErrors?.file}
          upload={(file, onProgress, signal) =>
            upload.mutateAsync({ date, file, onProgress, signal })
          }
          onUploaded={() => focusLater(heading)}
        >
          <IsoDateField
            required
            label={translate('patientDetails.consents.dateInput')}
            value={date}
            onChange={(next) => setDate(next ?? '')}
            min={patient.birthDate}
            max={today}
            error={Boolean(dateProblem)}
            errorText={dateProblem}
            size="small"
          />
        </FileUpload>
      ) : null}
    </SectionCard>
  );
}
