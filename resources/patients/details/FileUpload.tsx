/**
 * The upload part of the attachments and consents sections: a file picker offering PDF, JPEG
 * and PNG, the section's own inputs beside it, a send button and a bar showing how much of the
 * file has gone, with a button that stops it. A chosen file is checked first by the rules the
 * server runs (domain/files.ts): over the size cap (GET /api/v1/patient/file-rules) or of no
 * accepted type by its content, whatever its name, it is refused before anything is sent. A
 * failed upload keeps the chosen file for another try; the section's toast says what went wrong.
 * The send button waits with `aria-disabled` rather than `disabled`, which would drop the focus
 * at the page's top; once the file is sent the section says where the focus goes (`onUploaded`),
 * and a stopped upload gives it back to the send button.
 */
import AttachFileIcon from '@mui/icons-material/AttachFile';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { FILE_EXTENSIONS, fileSizeRefusal, fileTypeRefusal } from '../../../domain/files';
import type { RuleFailure } from '../../../domain/validation';
import type { OncoregDataProvider } from '../../../src/providers/dataProvider';
import { isCancelled } from '../../../src/providers/httpClient';
import type { UploadProgress } from '../../../src/providers/upload';
import { uploadPercent } from '../../../src/providers/upload';

export const ACCEPTED_EXTENSIONS = Object.values(FILE_EXTENSIONS)
  .flat()
  .map((extension) => `.${extension}`)
  .join(',');

/**
 * Why the server would refuse this file, asked before sending it: its size against the cap
 * (when the cap is known), then its content. The content is read only for a file within the cap.
 */
export async function chosenFileRefusal(
  file: File,
  maxBytes: number | undefined,
): Promise<RuleFailure | undefined> {
  const tooLarge = maxBytes === undefined ? undefined : fileSizeRefusal(file.size, maxBytes);
  return tooLarge ?? fileTypeRefusal(new Uint8Array(await file.arrayBuffer()));
}

/** The upload rules of the server, asked once a session (they change only with a restart). */
function useFileRules() {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  return useQuery({
    queryKey: ['patientFileRules'],
    queryFn: () => dataProvider.patientFileRules(),
    staleTime: Infinity,
  });
}

type Check =
  | { state: 'none' | 'checking' | 'accepted' }
  | { state: 'refused'; failure: RuleFailure };

/** The check of the chosen file, again once the cap arrives. */
function useFileCheck(file: File | null, maxBytes: number | undefined): Check {
  const [check, setCheck] = useState<Check>({ state: 'none' });
  useEffect(() => {
    if (!file) {
      setCheck({ state: 'none' });
      return;
    }
    let current = true;
    setCheck({ state: 'checking' });
    chosenFileRefusal(file, maxBytes)
      .then((failure) => {
        if (current) setCheck(failure ? { state: 'refused', failure } : { state: 'accepted' });
      })
      // A file the browser cannot read (moved or deleted since) is left to the server.
      .catch(() => current && setCheck({ state: 'accepted' }));
    return () => {
      current = false;
    };
  }, [file, maxBytes]);
  return check;
}

export interface FileUploadProps {
  /** The send button's message key: "Dodaj załącznik". */
  submitLabel: string;
  /** Whether the section's own inputs are filled in well enough to send. */
  ready: boolean;
  /** The server's complaint about the file itself, shown under the picker. */
  fileError?: string | undefined;
  /** Sends the file; rejects when the server refuses it or `signal` stops it. */
  upload: (
    file: File,
    onProgress: (progress: UploadProgress) => void,
    signal: AbortSignal,
  ) => Promise<unknown>;
  /** Called once the file is stored and the picker emptied (the send button is then disabled). */
  onUploaded?: () => void;
  /** The section's own inputs: the attachment's type, the consent's date. */
  children?: ReactNode;
}

export function FileUpload({
  submitLabel,
  ready,
  fileError,
  upload,
  onUploaded,
  children,
}: FileUploadProps) {
  const translate = useTranslate();
  const helperId = useId();
  const input = useRef<HTMLInputElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  const sending = useRef<AbortController | null>(null);
  const rules = useFileRules();
  const [file, setFile] = useState<File | null>(null);
  const [cancelled, setCancelled] = useState(false);
  /** null while nothing is being sent. */
  const [percent, setPercent] = useState<number | null>(null);
  const uploading = percent !== null;
  const check = useFileCheck(file, rules.data?.maxBytes);

  // Stopped when the section goes away mid-upload.
  useEffect(() => () => sending.current?.abort(), []);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setCancelled(false);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || check.state !== 'accepted' || sending.current) return;
    const controller = new AbortController();
    sending.current = controller;
    setCancelled(false);
    setPercent(0);
    try {
      await upload(file, (progress) => setPercent(uploadPercent(progress)), controller.signal);
      setFile(null);
      if (input.current) input.current.value = '';
      onUploaded?.();
    } catch (error) {
      // A refusal is told by the section's toast; the file stays chosen either way.
      if (isCancelled(error)) {
        setCancelled(true);
        // The stop button, which had the focus, goes away with the bar.
        submit.current?.focus();
      }
    } finally {
      sending.current = null;
      setPercent(null);
    }
  };

  const refusal =
    check.state === 'refused'
      ? translate(`registry.${check.failure.message}`, check.failure.args)
      : undefined;
  const problem = refusal ?? fileError;
  const helper =
    problem ??
    translate(
      check.state === 'checking'
        ? 'patientDetails.files.checking'
        : cancelled
          ? 'patientDetails.files.cancelled'
          : 'patientDetails.files.accepted',
    );

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
            aria-describedby={helperId}
          >
            {translate('patientDetails.files.chooseFile')}
          </Button>
          <input
            ref={input}
            type="file"
            accept={ACCEPTED_EXTENSIONS}
            tabIndex={-1}
            aria-label={translate('patientDetails.files.chooseFile')}
            aria-describedby={helperId}
            aria-invalid={Boolean(problem)}
            style={visuallyHidden}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {file ? file.name : translate('patientDetails.files.noFile')}
          </Typography>
          <FormHelperText id={helperId} error={Boolean(problem)} role="status">
            {helper}
          </FormHelperText>
        </Box>
        <Button
          ref={submit}
          type="submit"
          variant="contained"
          startIcon={<UploadIcon />}
          disabled={!file || !ready || check.state !== 'accepted'}
          aria-disabled={uploading}
        >
          {translate(submitLabel)}
        </Button>
      </Box>
      {uploading ? (
        <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={translate('patientDetails.files.progress')}
            aria-valuetext={`${percent}%`}
            sx={{ flexGrow: 1 }}
          />
          <Typography variant="body2" sx={{ minWidth: '4ch', textAlign: 'right' }}>
            {percent}%
          </Typography>
          <Button size="small" onClick={() => sending.current?.abort()}>
            {translate('patientDetails.files.cancel')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
