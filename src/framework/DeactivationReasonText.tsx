/**
 * A record's deactivation reason in the interface language. The dialog (DeactivateDialog.tsx)
 * sends the text the user read, so a record holds the reason in the language of whoever
 * deactivated it; when that text is a `deactivationReasons` entry's (in either language), the
 * entry's text in the interface language is shown instead. A reason of one's own ("Other"), or
 * one whose entry has since been reworded or hidden, is shown as it was given.
 */
import { TextField, useLocaleState, useRecordContext } from 'react-admin';
import type { DictionaryEntry } from '../../domain/dictionary';
import { reasonText, useDeactivationReasons } from './DeactivateDialog';
import { EMPTY_VALUE } from './fields';

/** The stored reason as the interface language words it, or as stored when no entry has it. */
export function reasonInLanguage(
  reason: string,
  entries: readonly DictionaryEntry[],
  locale: string,
): string {
  const given = reason.trim();
  const entry = entries.find(
    (candidate) => candidate.description === given || candidate.descriptionEn === given,
  );
  return entry ? reasonText(entry, locale) : reason;
}

/** Translates stored reasons; until the dictionary has loaded (or if it fails) they read as given. */
export function useReasonInLanguage(enabled = true): (reason: string) => string {
  const [locale] = useLocaleState();
  const reasons = useDeactivationReasons(enabled);
  const entries = reasons.data?.data ?? [];
  return (reason) => reasonInLanguage(reason, entries, locale);
}

export function DeactivationReasonText({ reason }: { reason: string }) {
  const inLanguage = useReasonInLanguage();
  return <>{inLanguage(reason)}</>;
}

/** The engine's display of the standard `deactivationReason` field on a record's page. */
export function DeactivationReasonField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const stored: unknown = record?.[source];
  const reason = typeof stored === 'string' && stored.trim() ? stored : null;
  const inLanguage = useReasonInLanguage(reason !== null);
  return (
    <TextField
      source={source}
      record={{ ...record, id: record?.id ?? '', [source]: reason && inLanguage(reason) }}
      emptyText={EMPTY_VALUE}
      sx={{ whiteSpace: 'pre-wrap' }}
    />
  );
}
