/**
 * The upload part of the attachments and consents sections: a file picker offering PDF, JPEG
 * and PNG (the server checks the content whatever the name says), the section's own inputs
 * beside it, a send button and a bar showing how much of the file has gone. A failed upload
 * keeps the chosen file for another try; the section's toast says what went wrong.
 */
import AttachFileIcon from '@mui/icons-material/AttachFile';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { UploadProgress } from '../../../src/providers/upload';
import { uploadPercent } from '../../../src/providers/upload';

export const ACCEPTED_EXTENSIONS = '.pdf,.jpg,.jpeg,.png';

export interface FileUploadProps {
  /** The send button's message key: "Dodaj załącznik". */
  submitLabel: string;
  /** Whether the section's own inputs are filled in well enough to send. */
  ready: boolean;
  /** The server's complaint about the file itself, shown under the picker. */
  fileError?: string | undefined;
  /** Sends the file; rejects when the server refuses it. */
  upload: (file: File, onProgress: (progress: UploadProgress) => void) => Promise<unknown>;
  /** The section's own inputs: the attachment's type, the consent's date. */
  children?: ReactNode;
}

export function FileUpload({ submitLabel, ready, fileError, upload, children }: FileUploadProps) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  /** null while nothing is being sent. */
  const [percent, setPercent] = useState<number | null>(null);
  const uploading = percent !== null;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setPercent(0);
    try {
      await upload(file, (progress) => setPercent(uploadPercent(progress)));
      setFile(null);
      if (input.current) input.current.value = '';
    } catch {
      // Told by the section's toast; the file stays chosen.
    } finally {
      setPercent(null);
    }
  };

  return (
    <Box component="form" onSubmit={send} noValidate sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {children}
        <Box sx={{ minWidth: 0 }}>
          {/* A real button opens the hidden picker. Enter and Space on a label styled as a
              button do not, and an input inside it is a control nested in another. */}
          <Button
            variant="outlined"
            startIcon={<AttachFileIcon />}
            disabled={uploading}
            onClick={() => input.current?.click()}
          >
            {translate('patientDetails.files.chooseFile')}
          </Button>
          <input
            ref={input}
            type="file"
            accept={ACCEPTED_EXTENSIONS}
            tabIndex={-1}
            aria-label={translate('patientDetails.files.chooseFile')}
            style={visuallyHidden}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {file ? file.name : translate('patientDetails.files.noFile')}
          </Typography>
          <FormHelperText error={Boolean(fileError)}>
            {fileError ?? translate('patientDetails.files.accepted')}
          </FormHelperText>
        </Box>
        <Button
          type="submit"
          variant="contained"
          startIcon={<UploadIcon />}
          disabled={!file || !ready || uploading}
        >
          {translate(submitLabel)}
        </Button>
      </Box>
      {uploading ? (
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={translate('patientDetails.files.progress')}
          sx={{ mt: 2 }}
        />
      ) : null}
    </Box>
  );
}
