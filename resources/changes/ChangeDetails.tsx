/**
 * What one change-log row changed, as a before/after table. The server writes `changes` as
 * `{ field: { old, new } }` (secrets as "[redacted]"); some actions (a failed sign-in, an import)
 * write plain facts `{ field: value }`, shown as an "after" with no "before". Values are made
 * readable here: lists joined, nested objects compact, nothing shown as raw JSON.
 */
import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** How the server writes a secret's old and new values. */
export const REDACTED = '[redacted]';

export interface ChangeRow {
  field: string;
  /** False for a plain fact, which has no value before. */
  hasBefore: boolean;
  before: unknown;
  after: unknown;
}

export type ChangeValue =
  | { kind: 'empty' }
  | { kind: 'redacted' }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'text'; text: string };

/** The object types of the log and the resources whose field labels describe them. */
const RESOURCE_OF_OBJECT_TYPE: Record<string, string> = {
  account: 'users',
  hospital: 'hospitals',
  category: 'categories',
  dictionaryEntry: 'dictionaries',
  patient: 'patients',
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isDiff(value: unknown): value is { old: unknown; new: unknown } {
  return (
    isPlainObject(value) && 'old' in value && 'new' in value && Object.keys(value).length === 2
  );
}

/** The rows of the table, in the order the server wrote them; none when nothing was recorded. */
export function changeRows(changes: unknown): ChangeRow[] {
  if (!isPlainObject(changes)) return [];
  return Object.entries(changes).map(([field, value]) =>
    isDiff(value)
      ? { field, hasBefore: true, before: value.old, after: value.new }
      : { field, hasBefore: false, before: undefined, after: value },
  );
}

function compact(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return `[${value.map(compact).join(', ')}]`;
  if (isPlainObject(value)) {
    const pairs = Object.entries(value).map(([key, inner]) => `${key}: ${compact(inner)}`);
    return `{${pairs.join(', ')}}`;
  }
  return String(value);
}

/** One value, ready to show: lists joined with commas, objects as `{key: value}`. */
export function formatChangeValue(value: unknown): ChangeValue {
  if (value === REDACTED) return { kind: 'redacted' };
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  if (Array.isArray(value)) {
    return value.length ? { kind: 'text', text: value.map(compact).join(', ') } : { kind: 'empty' };
  }
  return { kind: 'text', text: compact(value) };
}

/**
 * The translation key of a field's label, taken from the resource the object belongs to; none for
 * an object type without one (the field's own name is shown).
 */
export function fieldLabelKey(
  objectType: string | null | undefined,
  field: string,
): string | undefined {
  const resource = objectType ? RESOURCE_OF_OBJECT_TYPE[objectType] : undefined;
  return resource ? `resources.${resource}.fields.${field}` : undefined;
}

export function useFieldLabel(objectType: string | null | undefined) {
  const translate = useTranslate();
  return (field: string) => {
    const key = fieldLabelKey(objectType, field);
    return key ? translate(key, { _: field }) : field;
  };
}

/**
 * Fields whose values are codes with a name in the catalogues: a gender or a role reads in the
 * interface language, as on the screens where it was entered.
 */
const CODED_VALUES: Readonly<Record<string, string>> = {
  gender: 'resources.patients.genders',
  role: 'registry.roles',
};

function ChangeValueText({ field, value }: { field: string; value: unknown }) {
  const translate = useTranslate();
  const formatted = formatChangeValue(value);
  const coded = CODED_VALUES[field];
  if (coded && typeof value === 'string') {
    return <>{translate(`${coded}.${value}`, { _: value })}</>;
  }
  switch (formatted.kind) {
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
    case 'boolean':
      return <>{translate(formatted.value ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
    case 'text':
      return <>{formatted.text}</>;
  }
}

export function ChangeDetails({
  changes,
  objectType,
}: {
  changes: unknown;
  objectType?: string | null;
}) {
  const translate = useTranslate();
  const label = useFieldLabel(objectType);
  const rows = changeRows(changes);
  if (!rows.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.changes.details.none')}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={translate('resources.changes.details.label')}>
      <TableHead>
        <TableRow>
          <TableCell component="th">{translate('resources.changes.details.field')}</TableCell>
          <TableCell component="th">{translate('resources.changes.details.before')}</TableCell>
          <TableCell component="th">{translate('resources.changes.details.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.field}>
            <TableCell component="th" scope="row">
              {label(row.field)}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {row.hasBefore ? <ChangeValueText field={row.field} value={row.before} /> : null}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              <ChangeValueText field={row.field} value={row.after} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
