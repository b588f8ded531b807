/**
 * What one audit row changed, as a person reads it (readableChanges.ts): a table of fields with
 * their values before and after, under a heading for a form save, and a "Technical details"
 * disclosure with the ids, hashes and versions behind them. The change log and the patient's
 * history both show rows this way, and give a form save the way to the whole form it left.
 *
 * A form save's fields are labelled by the definition versions its data was saved with, fetched
 * once per version and language (they never change) and shared by every row that names them.
 */
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { DEFAULT_LOCALE, isLocale } from '../../domain';
import type { LogEntry } from '../../domain/changeLog';
import type { FormId } from '../../domain/forms';
import type { OncoregDataProvider } from '../../src/providers/dataProvider';
import { useFormattingLocale, useInterfaceLocale } from '../../src/framework/hooks';
import { useStackedRows } from '../../src/framework/StackedRows';
import { useFormatters } from '../patients/details/formatting';
import { HISTORY_TEXTS } from './historyTexts';
import type { HistoryTexts } from './historyTexts';
import {
  type FormDefinitionSchemas,
  type ReadableRow,
  type ShownValue,
  type Vocabulary,
  formDefinitionVersions,
  formSaveOf,
  readableChange,
} from './readableChanges';

/** The interface's language, words and formats, for reading audit rows. */
export function useVocabulary(): Vocabulary {
  const translate = useTranslate();
  const [current] = useLocaleState();
  const formatters = useFormatters();
  const formattingLocale = useFormattingLocale();
  const locale = isLocale(current) ? current : DEFAULT_LOCALE;
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(formattingLocale, { maximumFractionDigits: 3 });
    return {
      locale,
      texts: HISTORY_TEXTS[locale],
      translate,
      date: formatters.date,
      dateTime: formatters.dateTime,
      fileSize: formatters.fileSize,
      number: (value: number) => numbers.format(value),
    };
  }, [locale, translate, formatters, formattingLocale]);
}

export function useHistoryTexts(): HistoryTexts {
  const [current] = useLocaleState();
  return HISTORY_TEXTS[isLocale(current) ? current : DEFAULT_LOCALE];
}

/**
 * The definition versions a form save is read with, parsed; one request per version and
 * language however many rows name it.
 */
function useFormDefinitions(entry: LogEntry) {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const locale = useInterfaceLocale();
  const save = formSaveOf(entry);
  const versions = save ? formDefinitionVersions(entry) : [];
  const queries = useQueries({
    queries: versions.map((version) => ({
      queryKey: ['formDefinitions', save?.formId, version, locale],
      queryFn: async (): Promise<FormDefinitionSchemas> => {
        const definition = await dataProvider.formDefinition(save!.formId, version, locale);
        return { schema: JSON.parse(definition.schema), uiSchema: definition.uiSchema };
      },
      staleTime: Infinity,
      gcTime: 30 * 60_000,
    })),
  });
  return {
    isForm: Boolean(save),
    /** A save whose definition versions the server could not name (none to fetch). */
    isUnavailable: Boolean(save) && !versions.length,
    definitions:
      versions.length && queries.every((query) => query.data)
        ? queries.map((query) => query.data!)
        : undefined,
    isError: queries.some((query) => query.isError),
    retry: () => queries.forEach((query) => void query.refetch()),
  };
}

function ValueText({ value }: { value: ShownValue }) {
  const translate = useTranslate();
  switch (value.kind) {
    case 'empty':
      return (
        <Typography component="span" variant="body2" color="text.secondary">
          —
        </Typography>
      );
    case 'redacted':
      return (
        <Box
          component="span"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}
        >
          <LockIcon fontSize="inherit" aria-hidden />
          {translate('resources.changes.details.redacted')}
        </Box>
      );
    case 'text':
      return <>{value.text}</>;
  }
}

const NO_VALUE: ShownValue = { kind: 'empty' };

const VALUE_CELL = { whiteSpace: 'pre-wrap', overflowWrap: 'break-word' } as const;

function ChangesTable({ rows }: { rows: readonly ReadableRow[] }) {
  const translate = useTranslate();
  const stacked = useStackedRows();
  const header = (name: 'field' | 'before' | 'after') => (
    <TableCell component="th">{translate(`resources.changes.details.${name}`)}</TableCell>
  );
  const values = (row: ReadableRow) => (
    <>
      {/* A plain fact (a check's number) had no value before: said as for any empty value. */}
      <TableCell sx={VALUE_CELL}>
        <ValueText value={row.before ?? NO_VALUE} />
      </TableCell>
      <TableCell sx={VALUE_CELL}>
        <ValueText value={row.after} />
      </TableCell>
    </>
  );
  return (
    // A fixed layout keeps the table to its box: a long value wraps instead of widening it.
    <Table
      size="small"
      aria-label={translate('resources.changes.details.label')}
      sx={{ tableLayout: 'fixed', '& .MuiTableCell-root': { px: 1 } }}
    >
      {stacked ? (
        // On a phone a third of the width broke words in two ("Immunofenoty", "p"): each
        // field's name heads its own group of rows, across both values.
        <>
          <colgroup>
            <col style={{ width: '50%' }} />
            <col style={{ width: '50%' }} />
          </colgroup>
          <TableHead>
            <TableRow>
              {header('before')}
              {header('after')}
            </TableRow>
          </TableHead>
          {rows.map((row) => (
            <TableBody key={row.key}>
              <TableRow>
                <TableCell
                  component="th"
                  scope="rowgroup"
                  colSpan={2}
                  sx={{ overflowWrap: 'break-word', borderBottom: 0, pb: 0 }}
                >
                  {row.label}
                </TableCell>
              </TableRow>
              <TableRow sx={{ '& td': { verticalAlign: 'top' } }}>{values(row)}</TableRow>
            </TableBody>
          ))}
        </>
      ) : (
        <>
          <colgroup>
            <col style={{ width: '36%' }} />
            <col style={{ width: '32%' }} />
            <col style={{ width: '32%' }} />
          </colgroup>
          <TableHead>
            <TableRow>
              {header('field')}
              {header('before')}
              {header('after')}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'break-word' }}>
                  {row.label}
                </TableCell>
                {values(row)}
              </TableRow>
            ))}
          </TableBody>
        </>
      )}
    </Table>
  );
}

/** Ids, hashes and versions, out of the way until asked for. */
function TechnicalDetails({ rows }: { rows: readonly ReadableRow[] }) {
  const texts = useHistoryTexts();
  const [open, setOpen] = useState(false);
  const regionId = useId();
  if (!rows.length) return null;
  return (
    <Box sx={{ mt: 0.5 }}>
      <Button
        size="small"
        onClick={() => setOpen((shown) => !shown)}
        aria-expanded={open}
        // The details are not in the page while closed: there is nothing to point to then.
        aria-controls={open ? regionId : undefined}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        sx={{ textTransform: 'none', px: 0.5 }}
      >
        {texts.technical.show}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box id={regionId} role="region" aria-label={texts.technical.label}>
          <Table size="small">
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key}>
                  <TableCell component="th" scope="row" sx={{ color: 'text.secondary' }}>
                    {row.label}
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                    {row.before ? (
                      <>
                        <ValueText value={row.before} /> →{' '}
                      </>
                    ) : null}
                    <ValueText value={row.after} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Collapse>
    </Box>
  );
}

type FormFieldsStatus = 'loading' | 'failed' | 'unavailable' | 'unchanged';

/** Where a form save's field rows are when there are none to show. */
function FormFieldsState({ status, onRetry }: { status: FormFieldsStatus; onRetry: () => void }) {
  const texts = useHistoryTexts();
  switch (status) {
    case 'failed':
    case 'unavailable':
      return (
        <Typography variant="body2" color="error" role="alert">
          {texts.form.failed}
          {status === 'failed' ? (
            <Button size="small" onClick={onRetry} sx={{ ml: 1 }}>
              {texts.form.retry}
            </Button>
          ) : null}
        </Typography>
      );
    case 'loading':
      return (
        <Typography variant="body2" color="text.secondary" role="status">
          {texts.form.loading}
        </Typography>
      );
    case 'unchanged':
      return (
        <Typography variant="body2" color="text.secondary">
          {texts.form.noFieldChanges}
        </Typography>
      );
  }
}

function formFieldsStatus(form: ReturnType<typeof useFormDefinitions>): FormFieldsStatus {
  if (form.isUnavailable) return 'unavailable';
  if (form.isError) return 'failed';
  return form.definitions ? 'unchanged' : 'loading';
}

/** Where a saved version of a form can be read whole, if the reader can reach it. */
export type FormVersionPath = (formId: FormId, version: number) => string | null;

export function ChangeDetails({
  entry,
  formVersionPath,
}: {
  entry: LogEntry;
  /** Given, a form save links to the whole form as that save left it. */
  formVersionPath?: FormVersionPath;
}) {
  const translate = useTranslate();
  const vocabulary = useVocabulary();
  const form = useFormDefinitions(entry);
  const change = readableChange(entry, vocabulary, form.definitions);
  const save = formSaveOf(entry);
  const versionPath = save && formVersionPath?.(save.formId, save.after);
  return (
    <Box>
      {change.heading ? (
        <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
          {change.heading}
        </Typography>
      ) : null}
      {versionPath ? (
        <Link
          component={RouterLink}
          to={versionPath}
          variant="body2"
          sx={{ display: 'inline-block', mb: 0.5 }}
        >
          {translate('forms.versions.show', { version: save!.after })}
        </Link>
      ) : null}
      {change.rows.length ? (
        <ChangesTable rows={change.rows} />
      ) : form.isForm ? (
        <FormFieldsState status={formFieldsStatus(form)} onRetry={form.retry} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.changes.details.none')}
        </Typography>
      )}
      <TechnicalDetails rows={change.technical} />
    </Box>
  );
}
