/**
 * Which shipped deactivation reasons (server/db/dictionaries/deactivationReasons.ts) fit which
 * record, so that the dialog for a patient does not offer "Hospital or ward closed". A reason in
 * no group (the shipped "Duplicate" and "Entered in error", or one an administrator adds) fits
 * every record; a record of a kind with no group of its own (a disease category) takes only
 * those.
 */
const REASONS_BY_RECORD: Readonly<Record<string, readonly string[]>> = {
  users: ['LEFT_EMPLOYMENT', 'ROLE_CHANGE', 'LONG_TERM_ABSENCE', 'SECURITY'],
  hospitals: ['HOSPITAL_CLOSED', 'HOSPITAL_MERGED', 'NO_LONGER_PARTICIPATING'],
  patients: [
    'CONSENT_WITHDRAWN',
    'TRANSFERRED_ABROAD',
    'LOST_TO_FOLLOW_UP',
    'DIAGNOSIS_NOT_CONFIRMED',
  ],
};

const GROUPED: ReadonlySet<string> = new Set(Object.values(REASONS_BY_RECORD).flat());

/** Whether a reason (a dictionary value) is offered when deactivating this kind of record. */
export function reasonFits(value: string, record: string): boolean {
  if (!GROUPED.has(value)) return true;
  return REASONS_BY_RECORD[record]?.includes(value) ?? false;
}
