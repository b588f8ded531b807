/**
 * The server's field errors (`details` of the error body, DESIGN section 3) in the terms of a
 * form, as spec section 5 words it: a key with a bracket suffix (`hospitals[0]`, `email[]`) or an
 * array index (`hospitals.0`, as the schema validator writes it) belongs to the bare field, and a
 * key `list.rowIndex.fieldId` names one cell of a list of rows. Pure, so it is tested alone.
 */
export type FieldDetails = Readonly<Record<string, readonly string[]>>;

/** One failing cell of a list of rows: `list.3.dose` is row 3, field `dose` of `list`. */
export interface RowError {
  list: string;
  row: number;
  field: string;
  error: string;
}

export interface ValidationErrors {
  /** Field name to its first message. */
  fields: Record<string, string>;
  rows: RowError[];
}

const ROW_KEY = /^([^.[\]]+)\.(\d+)\.([^[\]]+)$/;
const INDEXED_KEY = /^([^.[\]]+)\.\d+$/;

/** A field's name without a bracket suffix: `hospitals[0]` is shown on `hospitals`. */
export function bareFieldName(key: string): string {
  return key.replace(/\[[^\]]*\].*$/, '');
}

export function mapValidationDetails(details: FieldDetails | undefined): ValidationErrors {
  const mapped: ValidationErrors = { fields: {}, rows: [] };
  for (const [key, messages] of Object.entries(details ?? {})) {
    const error = messages[0];
    if (!error) continue;
    const row = ROW_KEY.exec(key);
    if (row) {
      mapped.rows.push({ list: row[1]!, row: Number(row[2]), field: row[3]!, error });
      continue;
    }
    const field = INDEXED_KEY.exec(key)?.[1] ?? bareFieldName(key);
    // `_` is the body as a whole: nothing in the form to show it on, the toast says it.
    if (!field || field === '_' || field in mapped.fields) continue;
    mapped.fields[field] = error;
  }
  return mapped;
}

/**
 * The same errors as react-admin's forms set them on their inputs when a save returns them:
 * a row's cell under its path in the form's values (`list.3.dose`), which is how
 * react-hook-form names the input of that cell.
 */
export function submissionErrors(errors: ValidationErrors): Record<string, string> | undefined {
  const flat: Record<string, string> = { ...errors.fields };
  for (const { list, row, field, error } of errors.rows) flat[`${list}.${row}.${field}`] ??= error;
  return Object.keys(flat).length ? flat : undefined;
}
