/**
 * The files of a research export, each an async generator of text chunks that reads its rows
 * in keyset batches only when the ZIP writer (or the reply) asks for more: backpressure reaches
 * the database, and no file is ever built in memory. One chunk is one batch of lines.
 *
 * Pseudonymised files name the patient by a keyed hash of its id (HMAC-SHA256 under the export
 * key), the same in every file and every later export; they carry the year and month of birth
 * instead of the date (the age at diagnosis counted from the month's middle), no free-text
 * field and not who saved a form. Identifiable files write rich-text notes as plain text.
 */
import { createHmac } from 'node:crypto';
import { type Kysely } from 'kysely';
import { richTextPlain } from '../../forms/richText';
import { type Database } from '../../db/schema';
import {
  DIAGNOSIS_DATE_PATH,
  type ExportColumn,
  type ExportTable,
  type FormLayout,
  dictionaryColumns,
  exportedFields,
  formRecordColumns,
  patientColumns,
  tableKeyColumns,
} from './codebook';
import { type Dialect, cell, line, numberCell } from './csv';
import { type DictionaryEntryRow, type PatientFilter, formBatch, patientBatch } from './repository';

/** Patients per query: small enough for flat memory, large enough for few round trips. */
export const BATCH_SIZE = 500;

export interface FileContext {
  db: Kysely<Database>;
  filter: PatientFilter;
  protocols: readonly string[];
  pseudonymised: boolean;
  dialect: Dialect;
  pseudonymKey: Uint8Array;
}

export const pseudonym = (key: Uint8Array, patientId: number) =>
  createHmac('sha256', key).update(`patient:${patientId}`).digest('hex').slice(0, 32);

const patientKey = (context: FileContext, id: number) =>
  context.pseudonymised ? pseudonym(context.pseudonymKey, id) : id;

const header = (columns: readonly ExportColumn[], context: FileContext) =>
  context.dialect.bom +
  line(
    columns.map((column) => cell(column.name, context.dialect)),
    context.dialect,
  );

function valueAt(record: unknown, path: readonly string[]): unknown {
  let value = record;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A field's cell: rich-text notes as plain text, every other value as it is stored. */
function fieldCell(field: ExportColumn, record: unknown, dialect: Dialect): string {
  const value = valueAt(record, field.path);
  return cell(field.richText && typeof value === 'string' ? richTextPlain(value) : value, dialect);
}

const isoDate = (value: Date | string) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

const isoInstant = (value: Date | string) => new Date(value).toISOString();

/**
 * The age in years, with two decimals, on a YYYY-MM-DD date; none before the birth. A
 * pseudonymised export counts it from the 15th of the birth month, all it tells of the birth:
 * counted from the day itself, two decimals beside the exact date of diagnosis gave the birth
 * day back within two days. Diagnosed in the birth month before the 15th reads as 0.
 */
export function ageAtDiagnosis(
  birthDate: string,
  onDate: unknown,
  pseudonymised: boolean,
): number | null {
  if (typeof onDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(onDate)) return null;
  const daysSince = (date: string) => (Date.parse(onDate) - Date.parse(date)) / 86_400_000;
  const lived = daysSince(birthDate);
  if (!Number.isFinite(lived) || lived < 0) return null;
  const counted = pseudonymised ? Math.max(0, daysSince(`${birthDate.slice(0, 7)}-15`)) : lived;
  return Math.round((counted / 365.25) * 100) / 100;
}

async function* batches<Row extends { id?: number; patient_id?: number }>(
  next: (afterId: number) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let afterId = 0;
  for (;;) {
    const rows = await next(afterId);
    if (!rows.length) return;
    yield rows;
    if (rows.length < BATCH_SIZE) return;
    const last = rows[rows.length - 1]!;
    afterId = (last.id ?? last.patient_id)!;
  }
}

export async function* patientsFile(context: FileContext): AsyncGenerator<string> {
  const { dialect } = context;
  const columns = patientColumns(context.pseudonymised);
  yield header(columns, context);
  const pages = batches((afterId) =>
    patientBatch(context.db, context.filter, context.protocols, afterId, BATCH_SIZE),
  );
  for await (const rows of pages) {
    let chunk = '';
    for (const row of rows) {
      const values: Record<string, unknown> = {
        ...row,
        patient_id: row.id,
        pseudonym: context.pseudonymised ? pseudonym(context.pseudonymKey, row.id) : undefined,
        sex: row.gender,
        birth_month: row.birth_date.slice(0, 7),
        registered_on: isoDate(row.created_at),
      };
      chunk += line(
        columns.map((column) => cell(values[column.name], dialect)),
        dialect,
      );
    }
    yield chunk;
  }
}

export async function* formFile(context: FileContext, layout: FormLayout): AsyncGenerator<string> {
  const { dialect } = context;
  const records = formRecordColumns(layout, context.pseudonymised);
  const fields = exportedFields(layout.columns, context.pseudonymised);
  yield header([...records, ...fields], context);
  const pages = batches((afterId) =>
    formBatch(context.db, context.filter, layout.formId, afterId, BATCH_SIZE),
  );
  for await (const rows of pages) {
    let chunk = '';
    for (const row of rows) {
      const data = row.data ?? {};
      const cells = [
        cell(patientKey(context, row.patient_id), dialect),
        cell(row.version, dialect),
        cell(row.definition_version, dialect),
        cell(isoInstant(row.saved_at), dialect),
      ];
      if (!context.pseudonymised) cells.push(cell(row.saved_by, dialect));
      if (layout.diagnosisDate) {
        const diagnosed = valueAt(data, DIAGNOSIS_DATE_PATH);
        const age = ageAtDiagnosis(row.birth_date, diagnosed, context.pseudonymised);
        cells.push(age === null ? '' : numberCell(age, dialect));
      }
      for (const field of fields) cells.push(fieldCell(field, data, dialect));
      chunk += line(cells, dialect);
    }
    yield chunk;
  }
}

/**
 * The rows of one table in one saved record: each with the row numbers (from 1) of the tables
 * it sits in, outermost first.
 */
function tableRows(
  data: unknown,
  table: ExportTable,
  layout: FormLayout,
): { numbers: number[]; row: Record<string, unknown> }[] {
  const byName = new Map(layout.tables.map((each) => [each.name, each]));
  const chain = [...table.parents.map((name) => byName.get(name)!), table];
  let levels: { numbers: number[]; record: unknown }[] = [{ numbers: [], record: data }];
  for (const level of chain) {
    const next: typeof levels = [];
    for (const { numbers, record } of levels) {
      const rows = valueAt(record, level.path);
      if (!Array.isArray(rows)) continue;
      rows.forEach((row, index) => {
        if (row !== null && typeof row === 'object' && !Array.isArray(row)) {
          next.push({ numbers: [...numbers, index + 1], record: row });
        }
      });
    }
    levels = next;
  }
  return levels.map(({ numbers, record }) => ({
    numbers,
    row: record as Record<string, unknown>,
  }));
}

export async function* tableFile(
  context: FileContext,
  layout: FormLayout,
  table: ExportTable,
): AsyncGenerator<string> {
  const { dialect } = context;
  const fields = exportedFields(table.columns, context.pseudonymised);
  yield header([...tableKeyColumns(table, context.pseudonymised), ...fields], context);
  const pages = batches((afterId) =>
    formBatch(context.db, context.filter, layout.formId, afterId, BATCH_SIZE),
  );
  for await (const rows of pages) {
    let chunk = '';
    for (const record of rows) {
      const key = cell(patientKey(context, record.patient_id), dialect);
      for (const { numbers, row } of tableRows(record.data, table, layout)) {
        chunk += line(
          [
            key,
            ...numbers.map((number) => cell(number, dialect)),
            ...fields.map((field) => fieldCell(field, row, dialect)),
          ],
          dialect,
        );
      }
    }
    if (chunk) yield chunk;
  }
}

/** dictionaries.csv: the entries of the dictionaries the export names, read before it starts. */
export async function* dictionariesFile(
  context: FileContext,
  rows: readonly DictionaryEntryRow[],
): AsyncGenerator<string> {
  const columns = dictionaryColumns();
  yield header(columns, context);
  let chunk = '';
  for (const row of rows) {
    chunk += line(
      columns.map((column) => cell(row[column.name as keyof typeof row], context.dialect)),
      context.dialect,
    );
  }
  yield chunk;
}
