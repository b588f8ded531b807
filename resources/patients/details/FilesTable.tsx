/**
 * A patient's stored files (attachments or consent scans) as a table: the original name, the
 * section's own column (the attachment's type, the consent's date), the size, who uploaded it
 * and when, and the download and, where allowed, delete buttons. On a phone the files are stacked
 * rows, their buttons under them, so that none is off the screen.
 */
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { PatientFile } from '../../../domain/patient';
import { StackedRecords, useStackedRows } from '../../../src/framework/StackedRows';
import { useFormatters } from './formatting';
import { EmptyNote, NOT_GIVEN } from './SectionCard';

export interface FilesTableProps {
  files: readonly PatientFile[];
  /** The section's own column: its heading (a message key) and its value for a file. */
  column: { label: string; value: (file: PatientFile) => ReactNode };
  /** A message key, shown when there are no files. */
  empty: string;
  /** The file being downloaded, whose button waits. */
  downloading?: number | undefined;
  onDownload: (file: PatientFile) => void;
  /** Offered only when the user may delete. */
  onDelete?: ((file: PatientFile) => void) | undefined;
}

export function FilesTable({
  files,
  column,
  empty,
  downloading,
  onDownload,
  onDelete,
}: FilesTableProps) {
  const translate = useTranslate();
  const formatters = useFormatters();
  const phone = useStackedRows();
  if (!files.length) return <EmptyNote text={empty} />;
  const buttons = (file: PatientFile) => (
    <>
      <IconButton
        aria-label={translate('patientDetails.files.download', { name: file.name })}
        onClick={() => onDownload(file)}
        disabled={downloading === file.id}
      >
        <DownloadIcon />
      </IconButton>
      {onDelete ? (
        <IconButton
          color="error"
          aria-label={translate('patientDetails.files.delete', { name: file.name })}
          onClick={() => onDelete(file)}
        >
          <DeleteOutlineIcon />
        </IconButton>
      ) : null}
    </>
  );
  if (phone) {
    return (
      // The section's card has its own padding: the rows reach its edges, as a table's would.
      <Box sx={{ mx: -2 }}>
        <StackedRecords<PatientFile>
          records={files}
          empty={null}
          title={(file) => file.name}
          details={(file) => (
            <>
              <span>
                {translate(column.label)}: {column.value(file) ?? NOT_GIVEN}
              </span>
              <span>
                {translate('patientDetails.files.size')}: {formatters.fileSize(file.size)}
              </span>
              <span>
                {translate('patientDetails.files.uploaded')}:{' '}
                {[formatters.dateTime(file.uploadedAt), file.uploadedByName]
                  .filter(Boolean)
                  .join(', ')}
              </span>
            </>
          )}
          body={(file) => <Box sx={{ ml: -1 }}>{buttons(file)}</Box>}
        />
      </Box>
    );
  }
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('patientDetails.files.name')}</TableCell>
            <TableCell>{translate(column.label)}</TableCell>
            <TableCell>{translate('patientDetails.files.size')}</TableCell>
            <TableCell>{translate('patientDetails.files.uploaded')}</TableCell>
            <TableCell align="right">{translate('patientDetails.files.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {files.map((file) => (
            <TableRow key={file.id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{file.name}</TableCell>
              <TableCell>{column.value(file)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatters.fileSize(file.size)}</TableCell>
              <TableCell>
                <Typography variant="body2" component="div" sx={{ whiteSpace: 'nowrap' }}>
                  {formatters.dateTime(file.uploadedAt)}
                </Typography>
                {file.uploadedByName ? (
                  <Typography variant="caption" color="text.secondary">
                    {file.uploadedByName}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {buttons(file)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
