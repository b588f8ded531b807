/** One row of the change log (the audit trail) as the API answers it and the screen shows it. */
export interface LogEntry {
  id: number;
  /** When, in UTC (ISO 8601). */
  at: string;
  accountId: number | null;
  /** "First Last" of the account that acted; null for the system (start-up, demo data). */
  accountName: string | null;
  accountEmail: string | null;
  action: string;
  path: string | null;
  objectType: string | null;
  objectId: string | null;
  /** Changed fields with their old and new values, secrets redacted. */
  changes: Record<string, unknown> | null;
  correlationId: string | null;
}
